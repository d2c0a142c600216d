import { z } from 'zod';
import { CommonServiceEnv, envBool, envPort, envUpstreams, loadConfig } from '@bankxl/platform';

const positiveInt = z.coerce.number().int().positive();

/** notification's settings, in both modes (the embedded launcher passes the same keys). */
export const NotificationEnv = CommonServiceEnv.extend({
  PORT: envPort.default(8085),
  SUPPORT_EMAIL: z.string().email().default('support@bankxl.local'),
  /** Contact-form messages accepted per client IP per hour. */
  CONTACT_RATE_LIMIT_PER_HOUR: positiveInt.default(5),
  /** Sends of one mail before it is given up (and logged as an error); retries back off exponentially. */
  MAIL_MAX_ATTEMPTS: positiveInt.default(8),
  /** First retry delay; each further retry waits twice as long, up to an hour. */
  MAIL_RETRY_BASE_MS: positiveInt.default(5_000),
  /** How often the mail queue is looked at when nothing new arrives. */
  MAIL_POLL_INTERVAL_MS: positiveInt.default(1_000),
  /** auth's internal URL: the public API's webhook routes resolve API keys there (without it they are not offered). */
  INTERNAL_AUTH_URL: envUpstreams.optional(),
  /**
   * Webhook URLs on loopback addresses are accepted (the embedded mode, for local development). Off:
   * every address the host resolves to must be public (SSRF); private and link-local ones never are.
   */
  WEBHOOK_ALLOW_LOOPBACK: envBool.default(false),
  /** Attempts of one webhook delivery before it is given up; retries back off exponentially. */
  WEBHOOK_MAX_ATTEMPTS: positiveInt.default(8),
  /** First webhook retry delay; each further retry waits twice as long, up to an hour. */
  WEBHOOK_RETRY_BASE_MS: positiveInt.default(10_000),
  /** A receiver that has not answered in this time counts as a failed attempt. */
  WEBHOOK_TIMEOUT_MS: positiveInt.default(10_000),
  /** Public API requests per API key per minute (shared across replicas in the database). */
  API_RATE_LIMIT_PER_MINUTE: positiveInt.default(60),
});
export type NotificationConfig = z.infer<typeof NotificationEnv>;

export const loadNotificationConfig = (env: NodeJS.ProcessEnv = process.env): NotificationConfig => loadConfig('notification', NotificationEnv, env);
