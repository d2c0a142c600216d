import { eq } from 'drizzle-orm';
import type { Db } from '@bankxl/db';
import { checkoutSessions, processedWebhookEvents, type CheckoutSessionRow } from './tables.js';

export async function insertCheckoutSession(tx: Db, row: Omit<CheckoutSessionRow, 'createdAt' | 'paidAt' | 'status'>): Promise<void> {
  await tx.insert(checkoutSessions).values({ ...row, status: 'open' });
}

export async function checkoutSessionById(tx: Db, id: string, opts: { lock?: boolean } = {}): Promise<CheckoutSessionRow | null> {
  const query = tx.select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
  const [row] = opts.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function markCheckoutPaid(tx: Db, id: string): Promise<void> {
  await tx.update(checkoutSessions).set({ status: 'paid', paidAt: new Date() }).where(eq(checkoutSessions.id, id));
}

/** Records a provider's event id; false when it was already recorded (a redelivery). */
export async function recordWebhookEvent(tx: Db, eventId: string, type: string): Promise<boolean> {
  const inserted = await tx
    .insert(processedWebhookEvents)
    .values({ eventId, type })
    .onConflictDoNothing()
    .returning({ eventId: processedWebhookEvents.eventId });
  return inserted.length > 0;
}

export async function deleteCheckoutSessionsOf(tx: Db, userId: string): Promise<void> {
  await tx.delete(checkoutSessions).where(eq(checkoutSessions.userId, userId));
}
