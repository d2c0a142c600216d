import { idempotentHandler } from '@bankxl/bus';
import { createJwtVerifier, createRevocationCheck, createServiceApp, type ServiceInstance } from '@bankxl/platform';
import type { Infra } from '@bankxl/runtime';
import type { NotificationConfig } from './config.js';
import { handleMailEvent, MAIL_EVENT_TYPES } from './consumers/mail-events.js';
import { startMailDelivery, type MailDelivery } from './domain/mail-delivery.js';
import { notificationRoutes } from './http/routes.js';
import { handleWebhookEvent, WEBHOOK_SOURCE_EVENTS } from './consumers/webhook-events.js';
import { startWebhookDelivery, type WebhookDelivery } from './domain/webhook-delivery.js';
import { webhookLogRoutes } from './http/webhook-log-routes.js';
import { webhookRoutes } from './http/webhook-routes.js';
import { notificationIdempotencyKeys } from './adapters/idempotency-repository.js';
import { schedulePeriodicJob, type PeriodicJob } from '@bankxl/db';

/** Builds the notification service from its config and adapters; it does not listen by itself. */
export async function createNotificationService(config: NotificationConfig, infra: Infra): Promise<ServiceInstance> {
  const { database, bus, log, mailer } = infra;
  if (!mailer) throw new Error('notification needs a mailer');
  let delivery: MailDelivery | null = null;
  const deliverSoon = () => delivery?.kick();
  let webhookDelivery: WebhookDelivery | null = null;
  let idempotencyPrune: PeriodicJob | null = null;

  const authUrl = config.INTERNAL_AUTH_URL;
  const sessions = authUrl
    ? { verifier: await createJwtVerifier(config.JWT_PUBLIC_KEY), isRevoked: createRevocationCheck({ authUrl, secret: config.INTERNAL_TOKEN }) }
    : null;

  let shuttingDown = false;
  const app = createServiceApp({
    name: 'notification',
    log,
    checks: { database: () => database.ping(), bus: () => bus.ping(), mail: () => mailer.ping() },
    isShuttingDown: () => shuttingDown,
    routes: (app) => {
      notificationRoutes(app, { database, config, deliverSoon });
      // The public API's webhooks need auth to resolve API keys: without INTERNAL_AUTH_URL they are not offered.
      if (authUrl) webhookRoutes(app, { database, config: { ...config, INTERNAL_AUTH_URL: authUrl } });
      if (sessions) webhookLogRoutes(app, { database, auth: sessions });
    },
  });
  return {
    name: 'notification',
    app,
    async start() {
      delivery = startMailDelivery({
        database,
        mailer,
        log,
        maxAttempts: config.MAIL_MAX_ATTEMPTS,
        retryBaseMs: config.MAIL_RETRY_BASE_MS,
        pollIntervalMs: config.MAIL_POLL_INTERVAL_MS,
      });
      const queueMails = idempotentHandler(database, 'notification.mail', async (tx, event) => {
        await handleMailEvent(tx, event, config.PUBLIC_URL, new Date());
      });
      await bus.subscribe('notification.mail', MAIL_EVENT_TYPES, async (event) => {
        await queueMails(event);
        // The mails are committed now: send them at once rather than at the next poll.
        deliverSoon();
      });
      idempotencyPrune = schedulePeriodicJob({ database, name: 'notification.prune-idempotency-keys', everyMs: 3_600_000, run: () => notificationIdempotencyKeys.prune(database.db), log });
      webhookDelivery = startWebhookDelivery({
        database,
        log,
        allowLoopback: config.WEBHOOK_ALLOW_LOOPBACK,
        maxAttempts: config.WEBHOOK_MAX_ATTEMPTS,
        retryBaseMs: config.WEBHOOK_RETRY_BASE_MS,
        timeoutMs: config.WEBHOOK_TIMEOUT_MS,
        pollIntervalMs: config.MAIL_POLL_INTERVAL_MS,
      });
      const queueWebhooks = idempotentHandler(database, 'notification.webhooks', async (tx, event) => {
        await handleWebhookEvent(tx, event);
      });
      await bus.subscribe('notification.webhooks', WEBHOOK_SOURCE_EVENTS, async (event) => {
        await queueWebhooks(event);
        webhookDelivery?.kick();
      });
    },
    async stop() {
      shuttingDown = true;
      await idempotencyPrune?.stop();
      await webhookDelivery?.stop();
      webhookDelivery = null;
      await delivery?.stop();
      delivery = null;
    },
  };
}
