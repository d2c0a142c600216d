import { api } from '../../lib/api';
import { saveDownload } from '../../lib/download';
import { downloadName, type DownloadFormat } from '../../lib/download-formats';
import type { PeriodQuery } from '../../lib/period';
import type { Verdict } from '../statement/types';

/** A converted file as GET /api/documents lists it. */
export type StoredDocument = {
  id: string | number;
  original_filename: string;
  stored_filename: string;
  upload_date: string;
  expired?: boolean;
  /** Its owner deleted it ("Delete now"): the files are gone, like an expired one's. */
  deleted?: boolean;
  /** What the statement holds (absent from servers older than the review API). */
  pages?: number | null;
  accounts?: number | null;
  transactions?: number | null;
  periodStart?: string | null;
  periodEnd?: string | null;
  verdict?: Verdict | null;
  /** Someone saved corrections: downloads are built from the corrected rows. */
  corrected?: boolean;
};

/** The list's query: the SPEC period filter plus, optionally, one verdict. */
export type DocumentsQuery = PeriodQuery & { verdict?: Verdict };

export const RETENTION_MS = 24 * 60 * 60 * 1000;

/** SPEC §4: a file older than 24 hours (or one the server says is gone) cannot be downloaded. */
export const isExpired = (doc: StoredDocument, now = Date.now()): boolean =>
  Boolean(doc.expired) || Boolean(doc.deleted) || now - Date.parse(doc.upload_date) > RETENTION_MS;

export const documentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDocuments: build.query<StoredDocument[], DocumentsQuery>({
      query: (params) => ({ url: 'documents', params }),
      providesTags: [{ type: 'Document', id: 'LIST' }],
    }),
    // The blob goes straight to the browser's downloads; only the name reaches the store.
    downloadDocument: build.mutation<{ fileName: string }, { doc: StoredDocument; format: DownloadFormat }>({
      query: ({ doc, format }) => ({
        url: `download/${encodeURIComponent(doc.stored_filename)}`,
        // Excel is the stored workbook, asked for as before; other formats are written from the statement.
        params: format === 'xlsx' ? undefined : { format },
        responseHandler: saveDownload(downloadName(doc.original_filename, format)),
      }),
    }),
    // Delete now: the list and the document itself show it as Deleted afterwards.
    deleteDocument: build.mutation<void, StoredDocument['id']>({
      query: (id) => ({ url: `documents/${encodeURIComponent(String(id))}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, id) => [
        { type: 'Document', id: 'LIST' },
        { type: 'Document', id: String(id) },
      ],
    }),
  }),
});

export const { useGetDocumentsQuery, useDownloadDocumentMutation, useDeleteDocumentMutation } = documentsApi;
