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
  /** When completed: the Statement JSON (see ARCHITECTURE.md). */
  statement: unknown;
  /** When completed: the workbook and the Statement JSON, fetched with the same API key. */
  downloads: { xlsx: string; json: string } | null;
};
