import { createJwtVerifier, createServiceApp, type ServiceInstance } from '@bankxl/platform';
import type { Infra } from '@bankxl/runtime';
import type { DocumentsConfig } from './config.js';

/** Builds the documents service from its config and adapters; it does not listen by itself. */
export async function createDocumentsService(config: DocumentsConfig, infra: Infra): Promise<ServiceInstance> {
  const { database, bus, log } = infra;
  const verifier = await createJwtVerifier(config.JWT_PUBLIC_KEY);
  void verifier;
  let shuttingDown = false;
  const app = createServiceApp({
    name: 'documents',
    log,
    checks: { database: () => database.ping(), bus: () => bus.ping(), storage: () => infra.storage!.ping() },
    isShuttingDown: () => shuttingDown,
    routes: () => {},
  });
  return {
    name: 'documents',
    app,
    async start() {},
    async stop() {
      shuttingDown = true;
    },
  };
}
