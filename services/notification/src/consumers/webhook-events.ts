import { randomUUID } from 'node:crypto';
import type { AppEvent } from '@bankxl/contracts';
import type { Db } from '@bankxl/db';
import { notificationIdempotencyKeys } from '../adapters/idempotency-repository.js';
import { forgetUserWebhooks, queueDelivery, webhooksFor } from '../adapters/webhook-store.js';

/** The events webhooks are made from (their own queue: a slow mail never holds up a webhook). */
export const WEBHOOK_SOURCE_EVENTS = ['conversion.api_finished', 'user.deleted'] as const;

/** What integrators subscribe to. */
export const WEBHOOK_EVENT_TYPES = ['conversion.completed', 'conversion.failed'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/**
 * Queues one delivery per webhook of the key that asked for the conversion, in the consumer's
 * transaction (the event counts as handled only with its deliveries). The body is fixed here, so
 * every retry sends the same bytes; it names the conversion, whose result is fetched with the key.
 */
export async function handleWebhookEvent(tx: Db, event: AppEvent): Promise<number> {
  if (event.type === 'user.deleted') {
    await forgetUserWebhooks(tx, event.data.userId);
    await notificationIdempotencyKeys.deleteOf(tx, event.data.userId);
    return 0;
  }
  if (event.type !== 'conversion.api_finished') return 0;
  const type: WebhookEventType = event.data.status === 'completed' ? 'conversion.completed' : 'conversion.failed';
  const hooks = (await webhooksFor(tx, event.data.keyId, type)).filter((h) => h.userId === event.data.userId);
  const { apiConversionId, filename, status, pages, error, finishedAt } = event.data;
  const body = JSON.stringify({
    id: event.id,
    type,
    createdAt: event.occurredAt,
    data: { conversion: { id: apiConversionId, filename, status, pages, error, completedAt: finishedAt, url: `/api/v1/conversions/${apiConversionId}` } },
  });
  for (const hook of hooks) {
    await queueDelivery(tx, { id: randomUUID(), webhookId: hook.id, userId: hook.userId, eventId: event.id, eventType: type, body });
  }
  return hooks.length;
}
