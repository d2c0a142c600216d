import { createJwtVerifier, createServiceApp, type ServiceInstance } from '@bankxl/platform';
import type { Infra } from '@bankxl/runtime';
import type { BillingConfig } from './config.js';

/** Builds the billing service from its config and adapters; it does not listen by itself. */
export async function createBillingService(config: BillingConfig, infra: Infra): Promise<ServiceInstance> {
  const { database, bus, log } = infra;
  const verifier = await createJwtVerifier(config.JWT_PUBLIC_KEY);
  void verifier;
  let shuttingDown = false;
  const app = createServiceApp({
    name: 'billing',
    log,
    checks: { database: () => database.ping(), bus: () => bus.ping() },
    isShuttingDown: () => shuttingDown,
    routes: () => {},
  });
  return {
    name: 'billing',
    app,
    async start() {},
    async stop() {
      shuttingDown = true;
    },
  };
}
