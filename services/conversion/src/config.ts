import { z } from 'zod';
import { CommonServiceEnv, envBool, envPort, envUpstreams, loadConfig } from '@bankxl/platform';
import { OCR_LANGUAGES } from '@bankxl/statement';

/** conversion's settings, in both modes (the embedded launcher passes the same keys). */
export const ConversionEnv = CommonServiceEnv.extend({
  PORT: envPort.default(8083),
  /** auth's internal URL (or its replicas', comma-separated): when set, session tokens are also checked for revocation (password reset, deletion). */
  INTERNAL_AUTH_URL: envUpstreams.optional(),
  INTERNAL_BILLING_URL: envUpstreams,
  MAX_UPLOAD_MB: z.coerce.number().positive().default(20),
  MAX_PAGES: z.coerce.number().int().positive().default(200),
  WORKER_THREADS: z.coerce.number().int().min(1).default(2),
  /** Conversions waiting for a worker beyond this get 503 with Retry-After. */
  QUEUE_LIMIT: z.coerce.number().int().min(0).default(16),
  /** Conversions one user (or, anonymous, one address) may have in the engine at once; more get 429. */
  ENGINE_CONVERSIONS_PER_CLIENT: z.coerce.number().int().min(1).default(2),
  /** A batch (POST /api/batches): every file of it together, zips expanded, and how many statements it may hold. */
  BATCH_MAX_UPLOAD_MB: z.coerce.number().positive().default(100),
  BATCH_MAX_FILES: z.coerce.number().int().positive().default(50),
  ANON_WINDOW_HOURS: z.coerce.number().positive().default(24),
  /** Abuse limit on POST /api/convert per client IP (each request, accepted or not). */
  /** Conversions a minute per signed-in account, and per address for anonymous visitors (http/conversion-budget.ts). */
  CONVERT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  /**
   * Conversions a minute from one address whoever sends them: a flood guard only. 600 lets an office of twenty
   * people behind one router convert at their own full rate; past it one address is flooding.
   */
  CONVERT_FLOOD_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  /** A PDF the engine cannot finish reading in this time is refused (the worker is recycled). */
  ENGINE_TIMEOUT_SECONDS: z.coerce.number().positive().default(60),
  /** Heap limit of each engine worker; a statement that needs more is refused, the service keeps running. Below 64 MB the engine cannot even load. */
  ENGINE_MAX_HEAP_MB: z.coerce.number().int().min(64).default(256),
  /** How much lower than the service's own thread the engine workers run (a Linux nice value; 0 turns it off). See engine-worker.ts. */
  ENGINE_NICE: z.coerce.number().int().min(0).max(19).default(10),
  /** Scanned pages (no text layer) are read by OCR in a lane of their own; off, they are refused as before. */
  OCR_ENABLED: envBool.default(true),
  /**
   * Workers of the OCR lane, each with its own tesseract engine. A worker's process peaks at up to 462 MiB with
   * the allocator settings of `make start` and the images, on colour scans at the 16-megapixel image limit
   * (352-357 MiB at 300 dpi); deploy/k8s gives each 600 MiB besides OCR_MAX_HEAP_MB (docs/operations.md, "OCR").
   */
  OCR_THREADS: z.coerce.number().int().min(1).default(1),
  /**
   * Scans waiting for an OCR worker beyond this get 503 with Retry-After. Shorter than the text lane's line:
   * a scan takes seconds a page, and a long wait would outlast the gateway's time for an answer.
   */
  OCR_QUEUE_LIMIT: z.coerce.number().int().min(0).default(4),
  /**
   * Languages the OCR engine reads, the most likely first (comma-separated, of eng, deu, fra, spa). English
   * alone by default: statements are mostly digits and Latin letters that its model reads in every one of
   * these languages, and each language more costs recognition time and memory (docs/operations.md, "OCR").
   */
  OCR_LANGUAGES: z
    .string()
    .default('eng')
    .transform((value) => value.split(',').map((l) => l.trim()).filter(Boolean))
    .pipe(z.array(z.enum(OCR_LANGUAGES)).min(1)),
  /**
   * Reading time allowed per scanned page in the OCR lane: a document gets this for each scanned page and
   * one more (starting the engine, writing the workbook), plus ENGINE_TIMEOUT_SECONDS when it also has text pages.
   */
  OCR_PAGE_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
  /**
   * Time one POST /api/convert may take once its upload has arrived, up to its charge: past it the conversion
   * is stopped, nothing is charged or stored, and the user is told so. It must end before the gateway stops
   * waiting (the gateway's PROXY_TIMEOUT_MS, 120 s by default), with room left for charging and storing:
   * 100 s leaves 20. A batch or an API conversion is not waited for by anyone, so it has no such deadline.
   */
  CONVERT_DEADLINE_MS: z.coerce.number().int().positive().default(100_000),
  /** Heap limit of each OCR worker (tesseract's own thread, its wasm memory and the page image are outside it). */
  OCR_MAX_HEAP_MB: z.coerce.number().int().min(64).default(256),
  /** How long a conversion's result can be read at GET /api/results/:token: the product's file retention. */
  RESULT_RETENTION_HOURS: z.coerce.number().positive().default(24),
  /** How often refunds that could not reach billing are tried again, and files of conversions that did not complete deleted. */
  /** Public API (/api/v1): requests per API key per minute, counted in the database so replicas share it. */
  API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(60),
  /** Public API: PDFs one POST /api/v1/conversions may carry. */
  API_MAX_FILES: z.coerce.number().int().min(1).max(100).default(20),
  REFUND_RETRY_SECONDS: z.coerce.number().positive().default(30),
});
export type ConversionConfig = z.infer<typeof ConversionEnv>;

export const loadConversionConfig = (env: NodeJS.ProcessEnv = process.env): ConversionConfig => loadConfig('conversion', ConversionEnv, env);
