import type { WebhookDeliveryRow, WebhookRow } from '../adapters/tables.js';

/** A webhook as its owner sees it: never the secret. */
export const webhookView = (row: WebhookRow) => ({ id: row.id, url: row.url, events: row.events, createdAt: row.createdAt.toISOString() });

/** One line of the delivery log. */
export const deliveryView = (d: WebhookDeliveryRow) => ({
  id: d.id,
  eventId: d.eventId,
  event: d.eventType,
  status: d.status,
  attempts: d.attempts,
  lastStatusCode: d.lastStatusCode,
  lastError: d.lastError,
  nextAttemptAt: d.status === 'pending' ? d.nextAttemptAt.toISOString() : null,
  createdAt: d.createdAt.toISOString(),
  deliveredAt: d.deliveredAt ? d.deliveredAt.toISOString() : null,
});
