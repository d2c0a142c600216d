import { api } from '../../lib/api';
import { fileNameFromDisposition, saveDownload } from '../../lib/download';
import { downloadName, type DownloadFormat } from '../../lib/download-formats';

/** A finished conversion. The workbook itself stays in the browser behind an object URL, not in the store. */
export type ConversionResult = {
  fileName: string;
  downloadUrl: string;
  /** When the next free conversion is allowed (anonymous users), as the server sent it. */
  nextAvailable: string | null;
  /** Signed-in users: the stored document, which downloads in other formats too (GET /api/download/{it}?format=). */
  storedFilename: string | null;
  /** Names this conversion's result (GET /api/results/{it}) for 24 hours; everyone gets one. */
  resultToken: string | null;
  /** Signed-in users: the stored document, reviewed and corrected on /documents/{it}. */
  documentId: string | null;
};

export type ConvertRequest = { file: File; password?: string };

const workbookNameFor = (pdfName: string) => `${pdfName.replace(/\.pdf$/i, '') || 'statement'}.xlsx`;

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return text ? JSON.parse(text) : {};
  } catch {
    return { message: text };
  }
}

export const converterApi = api.injectEndpoints({
  endpoints: (build) => ({
    convertStatement: build.mutation<ConversionResult, ConvertRequest>({
      query: ({ file, password }) => {
        const body = new FormData();
        body.append('file', file);
        if (password) body.append('password', password);
        return {
          url: 'convert',
          method: 'POST',
          body,
          responseHandler: async (response: Response) => {
            if (!response.ok) return readBody(response);
            const blob = await response.blob();
            return {
              fileName: fileNameFromDisposition(response.headers.get('Content-Disposition'), workbookNameFor(file.name)),
              downloadUrl: URL.createObjectURL(blob),
              nextAvailable: response.headers.get('X-Next-Available'),
              storedFilename: response.headers.get('X-Stored-Filename'),
              resultToken: response.headers.get('X-Result-Token'),
              documentId: response.headers.get('X-Document-Id'),
            } satisfies ConversionResult;
          },
        };
      },
      // A conversion spends credits and adds a document.
      invalidatesTags: ['Me', 'Credits', { type: 'Document', id: 'LIST' }],
    }),
    // The converted statement in another format, written by documents from the stored statement.
    downloadConvertedAs: build.mutation<{ fileName: string }, { storedFilename: string; pdfName: string; format: DownloadFormat }>({
      query: ({ storedFilename, pdfName, format }) => ({
        url: `download/${encodeURIComponent(storedFilename)}`,
        params: { format },
        responseHandler: saveDownload(downloadName(pdfName, format)),
      }),
    }),
  }),
});

export const { useConvertStatementMutation, useDownloadConvertedAsMutation } = converterApi;
