import { startKickedRounds } from '@bankxl/bus';
import type { Database } from '@bankxl/db';
import type { Logger } from '@bankxl/platform';
import { claimDueDeliveries, markAttemptFailed, markDelivered } from '../adapters/webhook-store.js';
import { retryDelay } from './mail-delivery.js';
import { assertWebhookUrl } from './webhook-urls.js';
import { SIGNATURE_HEADER, signatureHeader } from './webhook-signature.js';

export type WebhookDelivery = { kick(): void; stop(): Promise<void> };

export type WebhookDeliveryOptions = {
  database: Database;
  log: Logger;
  allowLoopback: boolean;
  maxAttempts: number;
  retryBaseMs: number;
  timeoutMs: number;
  pollIntervalMs: number;
};

const BATCH = 20;
/** Longer than any attempt (the receiver's timeout): a delivery is due again only once its sender is surely gone. */
const leaseMs = (timeoutMs: number) => timeoutMs + 60_000;

/**
 * Sends queued webhook deliveries: POST of the stored body, signed at send time. A 2xx answer
 * delivers it; anything else (an error status, a redirect, a timeout, a refused address) is retried
 * with exponential backoff until `maxAttempts`, and every outcome stays in the delivery log.
 */
export function startWebhookDelivery(opts: WebhookDeliveryOptions): WebhookDelivery {
  const { database, log } = opts;

  const sendOne = async (delivery: Awaited<ReturnType<typeof claimDueDeliveries>>[number]) => {
    const context = { deliveryId: delivery.id, webhookId: delivery.webhookId, attempt: delivery.attempts };
    let statusCode: number | null = null;
    try {
      // Again at each attempt: the host's DNS answer may have changed since registration.
      const url = await assertWebhookUrl(delivery.url, { allowLoopback: opts.allowLoopback });
      const res = await fetch(url, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'bankxl-webhooks/1',
          [SIGNATURE_HEADER]: signatureHeader(delivery.secret, delivery.body, new Date()),
          'X-Bankxl-Event': delivery.eventType,
          'X-Bankxl-Delivery': delivery.id,
        },
        body: delivery.body,
        signal: AbortSignal.timeout(opts.timeoutMs),
      });
      statusCode = res.status;
      await res.body?.cancel().catch(() => undefined);
      if (res.status < 200 || res.status >= 300) throw new Error(`the receiver answered ${res.status}`);
      await markDelivered(database.db, delivery.id, res.status);
      log.info({ ...context, status: res.status }, 'webhook delivered');
    } catch (err) {
      const reason = (err instanceof Error ? err.message : 'unknown error').slice(0, 300);
      const retryAt = delivery.attempts >= opts.maxAttempts ? null : new Date(Date.now() + retryDelay(delivery.attempts, opts.retryBaseMs));
      await markAttemptFailed(database.db, delivery.id, { statusCode, error: reason }, retryAt);
      log.warn({ ...context, reason, retryAt: retryAt?.toISOString() ?? null }, retryAt ? 'webhook delivery failed; will retry' : 'webhook delivery given up');
    }
  };

  const runRound = async (stopped: () => boolean) => {
    for (;;) {
      const batch = await database.transaction((tx) => claimDueDeliveries(tx, new Date(), leaseMs(opts.timeoutMs), BATCH));
      if (batch.length === 0) return;
      // In parallel: one slow receiver must not hold up everybody else's deliveries.
      await Promise.all(batch.map((d) => (stopped() ? undefined : sendOne(d))));
    }
  };

  return startKickedRounds({
    runRound,
    pollIntervalMs: opts.pollIntervalMs,
    onRoundError: (err) => log.warn({ err: err instanceof Error ? err.message : String(err) }, 'webhook delivery round failed; will retry'),
  });
}
