import { createJwtVerifier, createServiceApp, type ServiceInstance } from '@bankxl/platform';
import type { Infra } from '@bankxl/runtime';
import type { ConversionConfig } from './config.js';

/** Builds the conversion service from its config and adapters; it does not listen by itself. */
export async function createConversionService(config: ConversionConfig, infra: Infra): Promise<ServiceInstance> {
  const { database, bus, log } = infra;
  const verifier = await createJwtVerifier(config.JWT_PUBLIC_KEY);
  void verifier;
  let shuttingDown = false;
  const app = createServiceApp({
    name: 'conversion',
    log,
    checks: { database: () => database.ping(), bus: () => bus.ping(), storage: () => infra.storage!.ping() },
    isShuttingDown: () => shuttingDown,
    routes: () => {},
  });
  return {
    name: 'conversion',
    app,
    async start() {},
    async stop() {
      shuttingDown = true;
    },
  };
}
