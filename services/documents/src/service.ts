import { startOutboxRelay, type OutboxRelay } from '@bankxl/bus';
import { schedulePeriodicJob, type PeriodicJob } from '@bankxl/db';
import { createJwtVerifier, createRevocationCheck, createServiceApp, type AuthOptions, type ServiceInstance } from '@bankxl/platform';
import type { Infra } from '@bankxl/runtime';
import type { DocumentsConfig } from './config.js';
import { subscribeToEvents } from './consumers/events.js';
import { backfillSummaries, sweepExpired, type DocumentsDeps } from './domain/documents.js';
import { documentRoutes } from './http/document-routes.js';
import { createConversionClient } from './adapters/conversion-client.js';

/** Builds the documents service from its config and adapters; it does not listen by itself. */
export async function createDocumentsService(config: DocumentsConfig, infra: Infra): Promise<ServiceInstance> {
  const { database, bus, log } = infra;
  if (!infra.storage) throw new Error('documents needs object storage');
  const storage = infra.storage;
  const auth: AuthOptions = {
    verifier: await createJwtVerifier(config.JWT_PUBLIC_KEY),
    isRevoked: config.INTERNAL_AUTH_URL ? createRevocationCheck({ authUrl: config.INTERNAL_AUTH_URL, secret: config.INTERNAL_TOKEN }) : undefined,
  };
  const deps: DocumentsDeps = { database, storage, log, retentionMs: config.RETENTION_HOURS * 3_600_000 };
  // Switching a document's reading needs the engine, which conversion runs.
  const rereader = config.INTERNAL_CONVERSION_URL ? createConversionClient({ baseUrl: config.INTERNAL_CONVERSION_URL, secret: config.INTERNAL_TOKEN }) : null;

  let shuttingDown = false;
  let relay: OutboxRelay | null = null;
  let sweeper: PeriodicJob | null = null;

  const app = createServiceApp({
    name: 'documents',
    log,
    checks: { database: () => database.ping(), bus: () => bus.ping(), storage: () => storage.ping() },
    isShuttingDown: () => shuttingDown,
    routes: (app) => {
      app.use(documentRoutes({ ...deps, auth, rereader, rules: rereader, afterCommit: () => relay?.kick() }));
    },
  });
  return {
    name: 'documents',
    app,
    async start() {
      relay = startOutboxRelay({ database, bus, log });
      await subscribeToEvents({ ...deps, bus });
      // Retention runs at start (files may have expired while we were down) and then periodically,
      // once per period across replicas.
      sweeper = schedulePeriodicJob({
        database,
        name: 'documents.retention-sweep',
        everyMs: config.RETENTION_SWEEP_SECONDS * 1000,
        run: async () => {
          await sweepExpired({ ...deps, afterCommit: () => relay?.kick() });
          await backfillSummaries(deps);
        },
        log,
      });
    },
    async stop() {
      shuttingDown = true;
      await sweeper?.stop();
      await relay?.stop();
    },
  };
}
