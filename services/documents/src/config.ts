import { z } from 'zod';
import { CommonServiceEnv, envPort, envUpstreams, loadConfig } from '@bankxl/platform';

/** documents's settings, in both modes (the embedded launcher passes the same keys). */
export const DocumentsEnv = CommonServiceEnv.extend({
  PORT: envPort.default(8084),
  /** auth's internal URL (or its replicas', comma-separated): when set, session tokens are also checked for revocation (password reset, deletion). */
  INTERNAL_AUTH_URL: envUpstreams.optional(),
  /** conversion's internal URL (or its replicas'): where a stored statement is read again with a reading its owner chose. */
  INTERNAL_CONVERSION_URL: envUpstreams.optional(),
  RETENTION_HOURS: z.coerce.number().positive().default(24),
  RETENTION_SWEEP_SECONDS: z.coerce.number().positive().default(300),
});
export type DocumentsConfig = z.infer<typeof DocumentsEnv>;

export const loadDocumentsConfig = (env: NodeJS.ProcessEnv = process.env): DocumentsConfig => loadConfig('documents', DocumentsEnv, env);
