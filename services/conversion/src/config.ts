import { z } from 'zod';
import { CommonServiceEnv, envPort, loadConfig } from '@bankxl/platform';

/** conversion's settings, in both modes (the embedded launcher passes the same keys). */
export const ConversionEnv = CommonServiceEnv.extend({
  PORT: envPort.default(8083),
  /** auth's internal URL: when set, session tokens are also checked for revocation (password reset, deletion). */
  INTERNAL_AUTH_URL: z.string().url().optional(),
  INTERNAL_BILLING_URL: z.string().url(),
  MAX_UPLOAD_MB: z.coerce.number().positive().default(20),
  MAX_PAGES: z.coerce.number().int().positive().default(200),
  WORKER_THREADS: z.coerce.number().int().min(1).default(2),
  /** Conversions waiting for a worker beyond this get 503 with Retry-After. */
  QUEUE_LIMIT: z.coerce.number().int().min(0).default(16),
  /** Conversions one user (or, anonymous, one address) may have in the engine at once; more get 429. */
  ENGINE_CONVERSIONS_PER_CLIENT: z.coerce.number().int().min(1).default(2),
  ANON_WINDOW_HOURS: z.coerce.number().positive().default(24),
  /** Abuse limit on POST /api/convert per client IP (each request, accepted or not). */
  CONVERT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  /** A PDF the engine cannot finish reading in this time is refused (the worker is recycled). */
  ENGINE_TIMEOUT_SECONDS: z.coerce.number().positive().default(60),
  /** Heap limit of each engine worker; a statement that needs more is refused, the service keeps running. Below 64 MB the engine cannot even load. */
  ENGINE_MAX_HEAP_MB: z.coerce.number().int().min(64).default(256),
  /** How often refunds that could not reach billing are tried again, and files of conversions that did not complete deleted. */
  /** Public API (/api/v1): requests per API key per minute, counted in the database so replicas share it. */
  API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(60),
  /** Public API: PDFs one POST /api/v1/conversions may carry. */
  API_MAX_FILES: z.coerce.number().int().min(1).max(100).default(20),
  REFUND_RETRY_SECONDS: z.coerce.number().positive().default(30),
});
export type ConversionConfig = z.infer<typeof ConversionEnv>;

export const loadConversionConfig = (env: NodeJS.ProcessEnv = process.env): ConversionConfig => loadConfig('conversion', ConversionEnv, env);
