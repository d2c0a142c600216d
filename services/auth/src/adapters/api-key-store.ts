import type { Db } from '@bankxl/db';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { apiKeys, type ApiKeyRow } from './tables.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function insertApiKey(db: Db, row: Omit<ApiKeyRow, 'lastUsedAt' | 'revokedAt'>): Promise<void> {
  await db.insert(apiKeys).values(row);
}

/** A user's keys that still work, oldest first. */
export async function listActiveApiKeys(db: Db, userId: string): Promise<ApiKeyRow[]> {
  return db.select().from(apiKeys).where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt))).orderBy(asc(apiKeys.createdAt));
}

export async function countActiveApiKeys(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(apiKeys).where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
  return Number(row?.n ?? 0);
}

/** Revokes one of the user's own keys; false when there is no such working key of theirs. */
export async function revokeApiKey(db: Db, userId: string, id: string, at: Date): Promise<boolean> {
  if (!UUID.test(id)) return false;
  const rows = await db
    .update(apiKeys)
    .set({ revokedAt: at })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  return rows.length > 0;
}

/** The working key with this hash, its last use recorded. */
export async function useApiKey(db: Db, keyHash: string, at: Date): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .update(apiKeys)
    .set({ lastUsedAt: at })
    .where(and(eq(apiKeys.keyHash, keyHash), isNull(apiKeys.revokedAt)))
    .returning();
  return row;
}
