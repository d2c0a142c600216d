import { createJwtVerifier, createServiceApp, type ServiceInstance } from '@bankxl/platform';
import type { Infra } from '@bankxl/runtime';
import type { NotificationConfig } from './config.js';

/** Builds the notification service from its config and adapters; it does not listen by itself. */
export async function createNotificationService(config: NotificationConfig, infra: Infra): Promise<ServiceInstance> {
  const { database, bus, log } = infra;
  const verifier = await createJwtVerifier(config.JWT_PUBLIC_KEY);
  void verifier;
  let shuttingDown = false;
  const app = createServiceApp({
    name: 'notification',
    log,
    checks: { database: () => database.ping(), bus: () => bus.ping(), mail: () => infra.mailer!.ping() },
    isShuttingDown: () => shuttingDown,
    routes: () => {},
  });
  return {
    name: 'notification',
    app,
    async start() {},
    async stop() {
      shuttingDown = true;
    },
  };
}
