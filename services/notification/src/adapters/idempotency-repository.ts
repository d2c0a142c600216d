import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@bankxl/db';
import type { IdempotencyStore, StoredAnswer } from '@bankxl/platform';
import { idempotencyKeys } from './tables.js';

/**
 * Takes the user's Idempotency-Key for a request with this fingerprint. `taken`: this request goes
 * ahead; otherwise the earlier request's fingerprint and (when it has finished) its answer.
 */
export async function claimIdempotencyKey(
  db: Db,
  row: { userId: string; key: string; fingerprint: string },
): Promise<{ taken: true } | { taken: false; fingerprint: string; answer: StoredAnswer | null }> {
  const inserted = await db.insert(idempotencyKeys).values(row).onConflictDoNothing().returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return { taken: true };
  const [earlier] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, row.userId), eq(idempotencyKeys.key, row.key)));
  if (!earlier) return claimIdempotencyKey(db, row); // released meanwhile: try again
  return { taken: false, fingerprint: earlier.fingerprint, answer: earlier.status === null ? null : { status: earlier.status, body: earlier.body } };
}

export async function saveIdempotentAnswer(db: Db, userId: string, key: string, answer: StoredAnswer): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ status: answer.status, body: answer.body })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

/** The request failed before doing anything: the key is free again for a retry. */
export async function releaseIdempotencyKey(db: Db, userId: string, key: string): Promise<void> {
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key), sql`${idempotencyKeys.status} IS NULL`));
}

export async function deleteIdempotencyKeysOf(db: Db, userId: string): Promise<void> {
  await db.delete(idempotencyKeys).where(eq(idempotencyKeys.userId, userId));
}

/** notification's Idempotency-Keys for answerOnce (@bankxl/platform). */
export const idempotencyStore = (db: Db): IdempotencyStore => ({
  claim: (row) => claimIdempotencyKey(db, row),
  save: (userId, key, answer) => saveIdempotentAnswer(db, userId, key, answer),
  release: (userId, key) => releaseIdempotencyKey(db, userId, key),
});

/** Keys are kept a day: long enough for any client's retries. */
export async function pruneIdempotencyKeys(db: Db): Promise<void> {
  await db.delete(idempotencyKeys).where(sql`${idempotencyKeys.createdAt} < now() - interval '1 day'`);
}
