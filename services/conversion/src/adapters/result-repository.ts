import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '@bankxl/db';
import { results } from './tables.js';

export type StoredResult = typeof results.$inferSelect;

export async function insertResult(db: Db, row: Omit<StoredResult, 'createdAt'>): Promise<void> {
  await db.insert(results).values(row);
}

/** The result whose token hashes to `tokenHash`, while it has not expired at `now`. */
export async function liveResult(db: Db, tokenHash: string, now: Date): Promise<StoredResult | null> {
  const [row] = await db
    .select()
    .from(results)
    .where(and(eq(results.tokenHash, tokenHash), gt(results.expiresAt, now)));
  return row ?? null;
}

/** Deletes every result expired at `now`; returns how many. */
export async function deleteExpiredResults(db: Db, now: Date): Promise<number> {
  const rows = await db.delete(results).where(lte(results.expiresAt, now)).returning({ tokenHash: results.tokenHash });
  return rows.length;
}

export async function deleteResultsOf(db: Db, userId: string): Promise<number> {
  const rows = await db.delete(results).where(eq(results.userId, userId)).returning({ tokenHash: results.tokenHash });
  return rows.length;
}

/** The results of the user's document (signed-in conversions keep one); returns how many. */
export async function deleteResultsOfDocument(db: Db, userId: string, documentId: string): Promise<number> {
  const rows = await db
    .delete(results)
    .where(and(eq(results.userId, userId), eq(results.documentId, documentId)))
    .returning({ tokenHash: results.tokenHash });
  return rows.length;
}
