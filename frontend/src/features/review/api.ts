import { api } from '../../lib/api';
import { saveDownload } from '../../lib/download';
import { downloadName, type DownloadFormat } from '../../lib/download-formats';
import type { StoredDocument } from '../documents/api';
import type { ReadingSwitch, Statement } from '../statement/types';

/** GET/PUT /api/documents/{id}/statement: the rows as they stand, and the version a save must name. */
export type VersionedStatement = { version: number; statement: Statement };

/** The 409 body when someone saved the document since it was loaded. */
export type StaleVersion = { error: 'stale_version'; message?: string; version?: number };

/** One saved correction, as GET /api/documents/{id}/history lists it. */
export type Correction = {
  version: number;
  at: string;
  changes: { rowsAdded?: number; rowsRemoved?: number; rowsEdited?: number; accountsChanged?: number };
};

export const reviewApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDocument: build.query<StoredDocument, string>({
      query: (id) => `documents/${encodeURIComponent(id)}`,
      providesTags: (_r, _e, id) => [{ type: 'Document', id }],
    }),
    getDocumentStatement: build.query<VersionedStatement, string>({
      query: (id) => `documents/${encodeURIComponent(id)}/statement`,
      // Each answer replaces the editor's rows wholesale (ReviewEditor is keyed by version and time), so
      // nothing gains from walking thousands of rows, which held the main thread while the review's first
      // page waited (issue 24): RTK Query's reuse of the unchanged parts of the last answer is off, and the
      // answer is frozen at its root, which immer takes as frozen throughout (it would walk and freeze every
      // row). Nothing changes these rows in place: the editor works on its own copy.
      structuralSharing: false,
      transformResponse: (answer: VersionedStatement) => Object.freeze(answer),
    }),
    getCorrectionHistory: build.query<Correction[], string>({
      query: (id) => `documents/${encodeURIComponent(id)}/history`,
      providesTags: (_r, _e, id) => [{ type: 'Document', id: `history:${id}` }],
    }),
    saveDocumentStatement: build.mutation<VersionedStatement, { id: string; version: number; statement: Statement }>({
      query: ({ id, version, statement }) => ({
        url: `documents/${encodeURIComponent(id)}/statement`,
        method: 'PUT',
        body: { version, statement },
      }),
      // The list shows the verdict and the "corrected" mark.
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'Document', id: 'LIST' },
        { type: 'Document', id },
        { type: 'Document', id: `history:${id}` },
      ],
    }),
    // Read the stored PDF again with another reading of one account; the answer is the next saved version.
    switchReading: build.mutation<VersionedStatement, { id: string; version: number; account: number; switch: ReadingSwitch }>({
      query: ({ id, ...body }) => ({ url: `documents/${encodeURIComponent(id)}/reading`, method: 'PUT', body }),
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'Document', id: 'LIST' },
        { type: 'Document', id },
        { type: 'Document', id: `history:${id}` },
      ],
    }),
    downloadReviewed: build.mutation<{ fileName: string }, { id: string; pdfName: string; format: DownloadFormat; original: boolean }>({
      query: ({ id, pdfName, format, original }) => ({
        url: `documents/${encodeURIComponent(id)}/download`,
        params: original ? { format, original: 1 } : { format },
        responseHandler: saveDownload(downloadName(original ? pdfName : pdfName.replace(/(\.pdf)?$/i, '-corrected$1'), format)),
      }),
    }),
  }),
});

export const {
  useGetDocumentQuery,
  useGetDocumentStatementQuery,
  useGetCorrectionHistoryQuery,
  useSaveDocumentStatementMutation,
  useSwitchReadingMutation,
  useDownloadReviewedMutation,
} = reviewApi;
