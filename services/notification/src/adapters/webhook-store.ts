import type { Db } from '@bankxl/db';
import { and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { webhookDeliveries, webhooks, type WebhookDeliveryRow, type WebhookRow } from './tables.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function insertWebhook(db: Db, row: Pick<WebhookRow, 'id' | 'userId' | 'keyId' | 'url' | 'events' | 'secret'>): Promise<void> {
  await db.insert(webhooks).values(row);
}

export async function countWebhooksOfKey(db: Db, keyId: string): Promise<number> {
  const rows = await db.select({ id: webhooks.id }).from(webhooks).where(and(eq(webhooks.keyId, keyId), isNull(webhooks.deletedAt)));
  return rows.length;
}

/** The user's webhooks that are still registered, oldest first. */
export async function listWebhooks(db: Db, userId: string): Promise<WebhookRow[]> {
  return db.select().from(webhooks).where(and(eq(webhooks.userId, userId), isNull(webhooks.deletedAt))).orderBy(asc(webhooks.createdAt));
}

/** One of the user's webhooks (deleted ones too: their delivery log stays readable). */
export async function findWebhook(db: Db, userId: string, id: string): Promise<WebhookRow | undefined> {
  if (!UUID.test(id)) return undefined;
  const [row] = await db.select().from(webhooks).where(and(eq(webhooks.id, id), eq(webhooks.userId, userId)));
  return row;
}

export async function deleteWebhook(db: Db, userId: string, id: string): Promise<boolean> {
  if (!UUID.test(id)) return false;
  const rows = await db
    .update(webhooks)
    .set({ deletedAt: new Date() })
    .where(and(eq(webhooks.id, id), eq(webhooks.userId, userId), isNull(webhooks.deletedAt)))
    .returning({ id: webhooks.id });
  return rows.length > 0;
}

/** The registered webhooks of a key that asked for this event type. */
export async function webhooksFor(db: Db, keyId: string, eventType: string): Promise<WebhookRow[]> {
  return db
    .select()
    .from(webhooks)
    .where(and(eq(webhooks.keyId, keyId), isNull(webhooks.deletedAt), sql`${eventType} = ANY(${webhooks.events})`));
}

/** Queues one delivery; the same event for the same webhook is queued once however often it arrives. */
export async function queueDelivery(db: Db, row: Pick<WebhookDeliveryRow, 'id' | 'webhookId' | 'userId' | 'eventId' | 'eventType' | 'body'>): Promise<void> {
  await db.insert(webhookDeliveries).values(row).onConflictDoNothing();
}

/**
 * Claims due deliveries (FOR UPDATE SKIP LOCKED: two replicas never take the same one) and leases
 * them: one whose sender dies is due again when the lease ends.
 */
export async function claimDueDeliveries(tx: Db, now: Date, leaseMs: number, limit: number): Promise<(WebhookDeliveryRow & { url: string; secret: string })[]> {
  const due = await tx
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(and(inArray(webhookDeliveries.status, ['pending', 'sending']), lte(webhookDeliveries.nextAttemptAt, now)))
    .orderBy(asc(webhookDeliveries.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  if (due.length === 0) return [];
  const claimed = await tx
    .update(webhookDeliveries)
    .set({ status: 'sending', attempts: sql`${webhookDeliveries.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + leaseMs) })
    .where(inArray(webhookDeliveries.id, due.map((d) => d.id)))
    .returning();
  const hooks = await tx.select({ id: webhooks.id, url: webhooks.url, secret: webhooks.secret }).from(webhooks).where(inArray(webhooks.id, claimed.map((c) => c.webhookId)));
  const byId = new Map(hooks.map((h) => [h.id, h]));
  return claimed.flatMap((c) => {
    const hook = byId.get(c.webhookId);
    return hook ? [{ ...c, url: hook.url, secret: hook.secret }] : [];
  });
}

export async function markDelivered(db: Db, id: string, statusCode: number): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({ status: 'delivered', lastStatusCode: statusCode, lastError: null, deliveredAt: new Date() })
    .where(eq(webhookDeliveries.id, id));
}

/** A failed attempt: due again at `retryAt`, or given up (null). */
export async function markAttemptFailed(db: Db, id: string, outcome: { statusCode: number | null; error: string }, retryAt: Date | null): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({ lastStatusCode: outcome.statusCode, lastError: outcome.error, ...(retryAt ? { status: 'pending', nextAttemptAt: retryAt } : { status: 'failed' }) })
    .where(eq(webhookDeliveries.id, id));
}

/** A webhook's delivery log, newest first. */
export async function listDeliveries(db: Db, webhookId: string, limit = 100): Promise<WebhookDeliveryRow[]> {
  return db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, webhookId)).orderBy(desc(webhookDeliveries.createdAt)).limit(limit);
}

export async function forgetUserWebhooks(db: Db, userId: string): Promise<void> {
  await db.delete(webhookDeliveries).where(eq(webhookDeliveries.userId, userId));
  await db.delete(webhooks).where(eq(webhooks.userId, userId));
}
