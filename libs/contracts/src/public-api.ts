import { z } from 'zod';

/**
 * Shapes of the public API (API keys and /api/v1), once: services validate with them, the frontend
 * imports their types, and the OpenAPI document is checked against the same names.
 */
export const CreateApiKeyBody = z.object({
  name: z
    .string({ error: 'Name is required.' })
    .trim()
    .min(1, 'Name is required.')
    .max(100, 'A key name has at most 100 characters.'),
});
export type CreateApiKeyBody = z.infer<typeof CreateApiKeyBody>;

export type CreatedApiKey = { id: string; name: string; key: string; lastFour: string };
export type ApiKeySummary = { id: string; name: string; lastFour: string; createdAt: string; lastUsedAt: string | null };

export type ApiConversionStatus = 'queued' | 'running' | 'completed' | 'failed';
export type AcceptedConversions = { conversions: { id: string; filename: string; status: ApiConversionStatus }[] };
export type ApiConversion = {
  id: string;
  filename: string;
  status: ApiConversionStatus;
  createdAt: string;
  completedAt: string | null;
  pages: number | null;
  error: { code: string; message: string } | null;
  /** When completed: the Statement JSON (see docs/engine.md, "The Statement"). */
  statement: unknown;
  /** When completed: the workbook and the Statement JSON, fetched with the same API key. */
  downloads: { xlsx: string; json: string } | null;
};

/**
 * POST /api/convert asked with `Accept: text/event-stream` answers, once the engine starts reading, with
 * server-sent events instead of the bare workbook: `progress` events (this shape) while it works, then one
 * `done` (ConvertStreamDone) or `failed` (the error body the plain request would have had, plus its `status`).
 * Closing the request stops the conversion, engine included; up to `saving` nothing has been charged.
 */
export type ConversionProgress = {
  /** reading pages, checking the balances (the engine's reading of the tables), writing the workbook, saving it (charged from here on). */
  state: 'reading' | 'checking' | 'writing' | 'saving';
  pagesDone: number;
  /** The pages this conversion reads (all of them, or the anonymous free first one). */
  pagesTotal: number;
  /** The page being read now (state `reading`), else null. */
  page: number | null;
  /** Whether that page is read by OCR (a scan). */
  ocr: boolean;
};

/** The `done` event: what the plain answer's headers say, and the workbook itself (base64). */
export type ConvertStreamDone = {
  fileName: string;
  pages: number;
  nextAvailable: string | null;
  storedFilename: string | null;
  resultToken: string;
  documentId: string | null;
  workbookBase64: string;
};

/** The `failed` event: the JSON error body of the plain request and the status it would have had. */
export type ConvertStreamFailed = { status: number; message: string; code: string; [extra: string]: unknown };
