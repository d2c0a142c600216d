import { startOutboxRelay } from '@bankxl/bus';
import { createJwtVerifier, createRevocationCheck, createServiceApp, type AuthOptions, type ServiceInstance } from '@bankxl/platform';
import type { Infra } from '@bankxl/runtime';
import { createDisabledCheckout, createSandboxCheckout } from './adapters/sandbox-checkout.js';
import type { BillingConfig } from './config.js';
import { subscribeToUserEvents } from './consumers/user-events.js';
import { internalRoutes } from './http/internal-routes.js';
import { publicRoutes } from './http/public-routes.js';
import { webhookRoutes, type WebhookVerifier } from './http/webhook-routes.js';
import type { CheckoutProvider } from './ports.js';

const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Builds the billing service from its config and adapters; it does not listen by itself. */
export async function createBillingService(config: BillingConfig, infra: Infra): Promise<ServiceInstance> {
  const { database, bus, log } = infra;
  const auth: AuthOptions = {
    verifier: await createJwtVerifier(config.JWT_PUBLIC_KEY),
    isRevoked: config.INTERNAL_AUTH_URL ? createRevocationCheck({ authUrl: config.INTERNAL_AUTH_URL, secret: config.INTERNAL_TOKEN }) : undefined,
  };

  // Which payment adapter is decided once, here: Stripe when it has a key, the sandbox page otherwise.
  let provider: CheckoutProvider = config.SANDBOX_CHECKOUT ? createSandboxCheckout() : createDisabledCheckout();
  let verifyWebhook: WebhookVerifier | null = null;
  if (config.STRIPE_SECRET_KEY) {
    // Stripe's SDK is loaded only when it is used: a process without a key (the sandbox, `make start`) would
    // hold about 22 MB for nothing (issue 25's idle memory).
    const { createStripeCheckout, createStripeClient, verifyStripeWebhook } = await import('./adapters/stripe-checkout.js');
    const stripe = createStripeClient({ secretKey: config.STRIPE_SECRET_KEY, apiUrl: config.STRIPE_API_URL });
    provider = createStripeCheckout(stripe, { publicUrl: config.PUBLIC_URL });
    const secret = config.STRIPE_WEBHOOK_SECRET as string;
    verifyWebhook = (raw, signature) => verifyStripeWebhook(stripe, secret, raw, signature);
  }

  let shuttingDown = false;
  let relay: { kick(): void; stop(): Promise<void> } | null = null;
  const app = createServiceApp({
    name: 'billing',
    log,
    checks: { database: () => database.ping(), bus: () => bus.ping() },
    isShuttingDown: () => shuttingDown,
    routes: (app) => {
      // Events written by a request go out at once rather than at the relay's next poll. Reads write no event,
      // so they do not kick: a relay round is a query, and every `/api/me` reads the balance (issue 25).
      app.use((req, res, next) => {
        if (!READ_ONLY_METHODS.has(req.method)) res.on('finish', () => relay?.kick());
        next();
      });
      app.use(webhookRoutes({ database, log, verify: verifyWebhook }));
      app.use(publicRoutes({ database, auth, provider, log }));
      app.use(internalRoutes({ database, internalToken: config.INTERNAL_TOKEN }));
    },
  });
  return {
    name: 'billing',
    app,
    async start() {
      relay = startOutboxRelay({ database, bus, log });
      await subscribeToUserEvents({ database, bus, log }, { signupCredits: config.SIGNUP_CREDITS, referralCredits: config.REFERRAL_CREDITS });
      if (provider.name === 'sandbox') log.warn({}, 'sandbox checkout: Pay grants credits without taking money (set STRIPE_SECRET_KEY, or SANDBOX_CHECKOUT=false)');
      log.info({ checkout: provider.name }, 'billing ready');
    },
    async stop() {
      shuttingDown = true;
      await relay?.stop();
    },
  };
}
