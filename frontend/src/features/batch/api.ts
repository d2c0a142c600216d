import { api } from '../../lib/api';
import { saveDownload } from '../../lib/download';
import type { DownloadFormat } from '../../lib/download-formats';

/** POST /api/batches (see upload.ts: sent with upload progress) and GET /api/batches/:id (conversion service, domain/batch.ts BatchView). */
export type BatchFileStatus = 'queued' | 'converting' | 'done' | 'failed';
export type BatchCheck = {
  kind: 'balance_continuity' | 'period_continuity' | 'gap' | 'overlap' | 'duplicate';
  ok: boolean | null;
  statements: string[];
  message: string;
  from?: string;
  to?: string;
  sharedTransactions?: number;
};
export type BatchStatementSummary = {
  name: string;
  periodStart: string | null;
  periodEnd: string | null;
  openingBalance: number | null;
  closingBalance: number | null;
  transactions: number;
  duplicateOf: string | null;
};
export type BatchAccount = { accountNumber: string | null; currency: string | null; statements: BatchStatementSummary[]; checks: BatchCheck[] };
export type Batch = {
  id: string;
  status: 'running' | 'done';
  pages: number;
  files: { name: string; pages: number; status: BatchFileStatus; error: string | null; storedFilename: string | null }[];
  checks: { problems: number; accounts: BatchAccount[] } | null;
};

export const batchApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBatch: build.query<Batch, string>({
      query: (id) => `batches/${encodeURIComponent(id)}`,
    }),
    downloadBatch: build.mutation<{ fileName: string }, { id: string; kind: 'combined' } | { id: string; kind: 'zip'; format: DownloadFormat }>({
      query: (request) => ({
        url: `batches/${encodeURIComponent(request.id)}/download`,
        params: request.kind === 'zip' ? { kind: 'zip', format: request.format } : { kind: 'combined' },
        responseHandler: saveDownload(request.kind === 'zip' ? `batch-${request.format}.zip` : 'batch.xlsx'),
      }),
    }),
  }),
});

export const { useGetBatchQuery, useDownloadBatchMutation } = batchApi;
