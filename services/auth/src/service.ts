import { createJwtVerifier, createServiceApp, type ServiceInstance } from '@bankxl/platform';
import type { Infra } from '@bankxl/runtime';
import type { AuthConfig } from './config.js';

/** Builds the auth service from its config and adapters; it does not listen by itself. */
export async function createAuthService(config: AuthConfig, infra: Infra): Promise<ServiceInstance> {
  const { database, bus, log } = infra;
  const verifier = await createJwtVerifier(config.JWT_PUBLIC_KEY);
  void verifier;
  let shuttingDown = false;
  const app = createServiceApp({
    name: 'auth',
    log,
    checks: { database: () => database.ping(), bus: () => bus.ping() },
    isShuttingDown: () => shuttingDown,
    routes: () => {},
  });
  return {
    name: 'auth',
    app,
    async start() {},
    async stop() {
      shuttingDown = true;
    },
  };
}
