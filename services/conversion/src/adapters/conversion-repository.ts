import { and, eq, lt, or } from 'drizzle-orm';
import type { Database, Db } from '@bankxl/db';
import { conversions, type ConversionStatus } from './tables.js';

export async function recordCharging(database: Database, row: { id: string; userId: string; pages: number; originalFilename: string }): Promise<void> {
  await database.db.insert(conversions).values({ ...row, status: 'charging' });
}

export async function setStatus(db: Db, id: string, status: ConversionStatus): Promise<void> {
  await db.update(conversions).set({ status, updatedAt: new Date() }).where(eq(conversions.id, id));
}

export async function recordCompleted(
  tx: Db,
  id: string,
  done: { storedFilename: string; pdfKey: string; workbookKey: string; durationMs: number },
): Promise<void> {
  await tx
    .update(conversions)
    .set({ ...done, status: 'completed', updatedAt: new Date() })
    .where(eq(conversions.id, id));
}

/** Conversions that may still owe a refund: marked pending, or stuck mid-way (the process died). */
export async function refundsOwed(database: Database, stuckBefore: Date, limit = 50): Promise<string[]> {
  const rows = await database.db
    .select({ id: conversions.id })
    .from(conversions)
    .where(or(eq(conversions.status, 'refund_pending'), and(eq(conversions.status, 'charging'), lt(conversions.updatedAt, stuckBefore))))
    .limit(limit);
  return rows.map((r) => r.id);
}

export async function deleteConversionsOf(tx: Db, userId: string): Promise<number> {
  const rows = await tx.delete(conversions).where(eq(conversions.userId, userId)).returning({ id: conversions.id });
  return rows.length;
}

