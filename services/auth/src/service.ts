import { enqueueEvent, startOutboxRelay, type OutboxRelay } from '@bankxl/bus';
import { schedulePeriodicJob, type PeriodicJob } from '@bankxl/db';
import { createJwtSigner, createJwtVerifier, createServiceApp, type ServiceInstance, type TokenClaims } from '@bankxl/platform';
import type { Infra } from '@bankxl/runtime';
import { createBillingClient } from './adapters/billing-client.js';
import { pruneStaleRows } from './adapters/housekeeping.js';
import { findUserById } from './adapters/user-store.js';
import type { AuthConfig } from './config.js';
import { googleRoutes } from './http/google-routes.js';
import { authRoutes } from './http/routes.js';
import { rememberSessionUser } from './http/session-user.js';
import type { AuthDeps } from './ports.js';

const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;

/** Builds the auth service from its config and adapters; it does not listen by itself. */
export async function createAuthService(config: AuthConfig, infra: Infra): Promise<ServiceInstance> {
  const { database, bus, log } = infra;
  const verifier = await createJwtVerifier(config.JWT_PUBLIC_KEY);
  const signer = await createJwtSigner(config.JWT_PRIVATE_KEY, config.JWT_EXPIRES_IN);
  let relay: OutboxRelay | null = null;
  let housekeeping: PeriodicJob | null = null;
  const deps: AuthDeps = {
    database,
    config,
    signer,
    billing: createBillingClient({ baseUrl: config.INTERNAL_BILLING_URL, secret: config.INTERNAL_TOKEN }),
    emit: (tx, event) => enqueueEvent(tx, database.schema, event),
    flushEvents: () => relay?.kick(),
    now: () => new Date(),
  };
  // auth owns the token versions, so it checks revocation against its own table, uncached.
  const isRevoked = async (claims: TokenClaims) => {
    const user = await findUserById(database.db, claims.userId);
    if (user) rememberSessionUser(claims, user);
    return !user || user.tokenVersion !== claims.tokenVersion;
  };

  let shuttingDown = false;
  const app = createServiceApp({
    name: 'auth',
    log,
    checks: { database: () => database.ping(), bus: () => bus.ping() },
    isShuttingDown: () => shuttingDown,
    routes: (app) => {
      authRoutes(app, deps, { verifier, isRevoked });
      googleRoutes(app, deps);
    },
  });
  return {
    name: 'auth',
    app,
    async start() {
      relay = startOutboxRelay({ database, bus, log });
      // Once per period across replicas.
      housekeeping = schedulePeriodicJob({
        database,
        name: 'auth.housekeeping',
        everyMs: HOUSEKEEPING_INTERVAL_MS,
        run: () => pruneStaleRows(database, new Date()),
        log,
      });
    },
    async stop() {
      shuttingDown = true;
      await housekeeping?.stop();
      await relay?.stop();
      relay = null;
    },
  };
}
