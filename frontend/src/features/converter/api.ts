import { api } from '../../lib/api';
import { fileNameFromDisposition, saveDownload } from '../../lib/download';
import { downloadName, type DownloadFormat } from '../../lib/download-formats';
import { reportProgress, serverEvents, type ConversionProgress } from './progress';

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

/** `progressKey`: where its progress is reported (see listenToProgress). */
export type ConvertRequest = { file: File; password?: string; progressKey?: string };

/** The end of a streamed conversion: the result, or the error the plain answer would have been. */
type StreamOutcome = { result: ConversionResult } | { failed: { status: number; message?: string; code?: string; nextAvailable?: string } };

const workbookNameFor = (pdfName: string) => `${pdfName.replace(/\.pdf$/i, '') || 'statement'}.xlsx`;

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return text ? JSON.parse(text) : {};
  } catch {
    return { message: text };
  }
}

const workbookBlob = (base64: string) =>
  new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

/** Reads a progress stream to its end, reporting each step under `progressKey`. */
async function readStream(body: ReadableStream<Uint8Array>, progressKey: string | undefined): Promise<StreamOutcome> {
  for await (const { event, data } of serverEvents(body)) {
    if (event === 'progress' && progressKey) reportProgress(progressKey, data as ConversionProgress);
    if (event === 'failed') return { failed: data as Extract<StreamOutcome, { failed: unknown }>['failed'] };
    if (event === 'done') {
      const done = data as { fileName: string; nextAvailable: string | null; storedFilename: string | null; resultToken: string; documentId: string | null; workbookBase64: string };
      return {
        result: {
          fileName: done.fileName,
          downloadUrl: URL.createObjectURL(workbookBlob(done.workbookBase64)),
          nextAvailable: done.nextAvailable,
          storedFilename: done.storedFilename,
          resultToken: done.resultToken,
          documentId: done.documentId,
        },
      };
    }
  }
  // The stream ended without its result (the connection dropped): what a failed request shows.
  throw new Error('the conversion stream ended early');
}

export const converterApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Asks for progress events; a refusal found before the engine starts (and an older server) answers plainly.
    convertStatement: build.mutation<ConversionResult, ConvertRequest>({
      queryFn: async ({ file, password, progressKey }, _api, _extra, baseQuery) => {
        const body = new FormData();
        body.append('file', file);
        if (password) body.append('password', password);
        const answer = await baseQuery({
          url: 'convert',
          method: 'POST',
          body,
          headers: { Accept: 'text/event-stream, application/json' },
          responseHandler: async (response: Response): Promise<unknown> => {
            if (!response.ok) return readBody(response);
            if (response.body && /^text\/event-stream/.test(response.headers.get('Content-Type') ?? '')) return readStream(response.body, progressKey);
            const blob = await response.blob();
            return {
              result: {
                fileName: fileNameFromDisposition(response.headers.get('Content-Disposition'), workbookNameFor(file.name)),
                downloadUrl: URL.createObjectURL(blob),
                nextAvailable: response.headers.get('X-Next-Available'),
                storedFilename: response.headers.get('X-Stored-Filename'),
                resultToken: response.headers.get('X-Result-Token'),
                documentId: response.headers.get('X-Document-Id'),
              },
            } satisfies StreamOutcome;
          },
        });
        if (answer.error) return { error: answer.error };
        const outcome = answer.data as StreamOutcome;
        // A failure after the stream opened looks like the plain answer's error: same status, same body.
        if ('failed' in outcome) return { error: { status: outcome.failed.status, data: outcome.failed } };
        return { data: outcome.result };
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
