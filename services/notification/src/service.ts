import { idempotentHandler } from '@bankxl/bus';
import { createServiceApp, type ServiceInstance } from '@bankxl/platform';
import type { Infra } from '@bankxl/runtime';
import type { NotificationConfig } from './config.js';
import { handleMailEvent, MAIL_EVENT_TYPES } from './consumers/mail-events.js';
import { startMailDelivery, type MailDelivery } from './domain/mail-delivery.js';
import { notificationRoutes } from './http/routes.js';

/** Builds the notification service from its config and adapters; it does not listen by itself. */
export async function createNotificationService(config: NotificationConfig, infra: Infra): Promise<ServiceInstance> {
  const { database, bus, log, mailer } = infra;
  if (!mailer) throw new Error('notification needs a mailer');
  let delivery: MailDelivery | null = null;
  const deliverSoon = () => delivery?.kick();

  let shuttingDown = false;
  const app = createServiceApp({
    name: 'notification',
    log,
    checks: { database: () => database.ping(), bus: () => bus.ping(), mail: () => mailer.ping() },
    isShuttingDown: () => shuttingDown,
    routes: (app) => notificationRoutes(app, { database, config, deliverSoon }),
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
    },
    async stop() {
      shuttingDown = true;
      await delivery?.stop();
      delivery = null;
    },
  };
}
