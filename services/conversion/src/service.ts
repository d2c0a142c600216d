import { randomUUID } from 'node:crypto';
import { startOutboxRelay, type OutboxRelay } from '@bankxl/bus';
import { createJwtVerifier, createRevocationCheck, createServiceApp, type AuthOptions, type ServiceInstance } from '@bankxl/platform';
import type { Infra } from '@bankxl/runtime';
import { createBillingClient } from './adapters/billing-client.js';
import { heartbeat } from './adapters/conversion-repository.js';
import type { ConversionConfig } from './config.js';
import { subscribeToDocumentRemoved } from './consumers/document-removed.js';
import { subscribeToUserDeleted } from './consumers/user-deleted.js';
import type { ConvertDeps } from './domain/convert-statement.js';
import { DEFAULT_RECOVERY_TIMINGS, startRecovery } from './domain/recovery.js';
import { createEnginePool } from './engine/engine-pool.js';
import { batchRoutes } from './http/batch-routes.js';
import { convertRoutes } from './http/convert-routes.js';
import { apiV1Routes } from './http/api-v1-routes.js';
import { sweepOrphanedConversions } from './domain/api-conversions.js';
import { internalRoutes } from './http/internal-routes.js';
import { conversionIdempotencyKeys } from './adapters/idempotency-repository.js';
import { schedulePeriodicJob, type PeriodicJob } from '@bankxl/db';
import { resultRoutes } from './http/result-routes.js';
import { rulesRoutes } from './http/rules-routes.js';

/** Builds the conversion service from its config and adapters; it does not listen by itself. */
export async function createConversionService(config: ConversionConfig, infra: Infra): Promise<ServiceInstance> {
  const { database, bus, log } = infra;
  if (!infra.storage) throw new Error('conversion needs object storage');
  const storage = infra.storage;
  // This process, alive as long as it beats: announced before the first request can record a
  // conversion under its id, so no other instance ever takes that conversion for abandoned.
  const instanceId = randomUUID();
  await heartbeat(database.db, instanceId);
  const auth: AuthOptions = {
    verifier: await createJwtVerifier(config.JWT_PUBLIC_KEY),
    isRevoked: config.INTERNAL_AUTH_URL ? createRevocationCheck({ authUrl: config.INTERNAL_AUTH_URL, secret: config.INTERNAL_TOKEN }) : undefined,
  };
  const engine = createEnginePool({
    threads: config.WORKER_THREADS,
    queueLimit: config.QUEUE_LIMIT,
    timeoutMs: config.ENGINE_TIMEOUT_SECONDS * 1000,
    maxHeapMb: config.ENGINE_MAX_HEAP_MB,
    perClientLimit: config.ENGINE_CONVERSIONS_PER_CLIENT,
    onWorkerError: (err) => log.error({ err: err.message }, 'engine worker failed outside a task'),
    warmUp: true,
    nice: config.ENGINE_NICE,
  });
  // The OCR lane: scans take seconds a page, so they wait for workers of their own and never hold up the
  // text-layer conversions above. Same admission rules, its own line and its own limits. Its heap limit
  // bounds only the worker's JavaScript: tesseract runs in a thread of its own, with its wasm memory, and
  // the rendered page is a native canvas; what bounds those is reading one page at a time at a bounded
  // pixel count (libs/statement/src/ocr/render.ts), from an image pdf.js decodes only up to 16 megapixels
  // (MAX_IMAGE_PIXELS: finer scans are refused as scan_too_large). Measured: `make bench-ocr`, `make bench-ocr-service`.
  const ocr = config.OCR_ENABLED
    ? createEnginePool({
        threads: config.OCR_THREADS,
        queueLimit: config.OCR_QUEUE_LIMIT,
        timeoutMs: config.ENGINE_TIMEOUT_SECONDS * 1000,
        maxHeapMb: config.OCR_MAX_HEAP_MB,
        perClientLimit: config.ENGINE_CONVERSIONS_PER_CLIENT,
        onWorkerError: (err) => log.error({ err: err.message }, 'OCR worker failed outside a task'),
        ocr: { languages: config.OCR_LANGUAGES },
        nice: config.ENGINE_NICE,
      })
    : null;
  const billing = createBillingClient({ baseUrl: config.INTERNAL_BILLING_URL, secret: config.INTERNAL_TOKEN });

  let relay: OutboxRelay | null = null;
  let recovery: { stop(): Promise<void> } | null = null;
  let shuttingDown = false;
  let idempotencyPrune: PeriodicJob | null = null;
  let orphanSweep: PeriodicJob | null = null;
  const apiRuns = new Set<Promise<void>>();
  // Batches convert in the background after POST /api/batches answers; stop() lets them finish.
  const batchesRunning = new Set<Promise<void>>();
  const track = (work: Promise<void>) => {
    const settled = work.catch((err: unknown) => log.error({ err: err instanceof Error ? err.message : String(err) }, 'batch stopped')).finally(() => batchesRunning.delete(settled));
    batchesRunning.add(settled);
  };
  const deps: ConvertDeps = {
    database,
    engine,
    ocr: ocr ? { pool: ocr, pageTimeoutMs: config.OCR_PAGE_TIMEOUT_MS, textTimeoutMs: config.ENGINE_TIMEOUT_SECONDS * 1000 } : null,
    billing,
    storage,
    log,
    limits: { maxPages: config.MAX_PAGES, anonymousWindowMs: config.ANON_WINDOW_HOURS * 3_600_000 },
    resultRetentionMs: config.RESULT_RETENTION_HOURS * 3_600_000,
    instanceId,
    afterCommit: () => relay?.kick(),
  };
  const budget = { perMinute: config.CONVERT_RATE_LIMIT_PER_MINUTE, floodPerMinute: config.CONVERT_FLOOD_LIMIT_PER_MINUTE };
  const app = createServiceApp({
    name: 'conversion',
    log,
    checks: { database: () => database.ping(), bus: () => bus.ping(), storage: () => storage.ping() },
    isShuttingDown: () => shuttingDown,
    routes: (app) => {
      app.use(resultRoutes({ database }));
      app.use(rulesRoutes({ database, auth, keys: config.INTERNAL_AUTH_URL ? { authUrl: config.INTERNAL_AUTH_URL, secret: config.INTERNAL_TOKEN } : null }));
      app.use(internalRoutes({ ...deps, internalToken: config.INTERNAL_TOKEN }));
      app.use(convertRoutes({ ...deps, auth, maxUploadMb: config.MAX_UPLOAD_MB, budget, deadlineMs: config.CONVERT_DEADLINE_MS }));
      // The public API needs auth to resolve its keys: without INTERNAL_AUTH_URL it is not offered.
      if (config.INTERNAL_AUTH_URL) {
        app.use(
          apiV1Routes({
            ...deps,
            running: apiRuns,
            authUrl: config.INTERNAL_AUTH_URL,
            internalToken: config.INTERNAL_TOKEN,
            maxUploadMb: config.MAX_UPLOAD_MB,
            maxFiles: config.API_MAX_FILES,
            rateLimitPerMinute: config.API_RATE_LIMIT_PER_MINUTE,
          }),
        );
      }
      const batchLimits = { maxFiles: config.BATCH_MAX_FILES, maxBytes: Math.floor(config.BATCH_MAX_UPLOAD_MB * 1024 * 1024), maxMb: config.BATCH_MAX_UPLOAD_MB };
      app.use(batchRoutes({ ...deps, auth, batchLimits, track, budget }));
    },
  });
  return {
    name: 'conversion',
    app,
    async start() {
      relay = startOutboxRelay({ database, bus, log });
      // At start-up: conversions a crashed instance (this one before a restart, or another replica) left
      // between the charge and the saved result are finished or refunded, and their files deleted.
      orphanSweep = schedulePeriodicJob({ database, name: 'conversion.sweep-orphaned-api-conversions', everyMs: 30_000, run: () => sweepOrphanedConversions(deps), log });
      idempotencyPrune = schedulePeriodicJob({ database, name: 'conversion.prune-idempotency-keys', everyMs: 3_600_000, run: () => conversionIdempotencyKeys.prune(database.db), log });
      recovery = startRecovery(deps, { ...DEFAULT_RECOVERY_TIMINGS, retryMs: config.REFUND_RETRY_SECONDS * 1000 });
      await subscribeToUserDeleted({ database, bus, storage, log });
      await subscribeToDocumentRemoved({ database, bus, log });
    },
    async stop() {
      shuttingDown = true;
      await idempotencyPrune?.stop();
      await orphanSweep?.stop();
      // API conversions already accepted finish (or fail and are recorded) before the engine goes.
      await Promise.allSettled([...apiRuns]);
      await Promise.all(batchesRunning);
      await recovery?.stop();
      await relay?.stop();
      await engine.destroy();
      await ocr?.destroy();
    },
  };
}
