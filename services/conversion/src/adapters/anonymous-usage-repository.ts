import { and, eq, inArray, lte, max } from 'drizzle-orm';
import type { Database } from '@bankxl/db';
import { anonymousUsage } from './tables.js';

export type Claim = { granted: true; claimedAt: Date } | { granted: false; nextAvailable: Date };

/**
 * Claims the free conversion for every key of one client at once. Each key is an atomic upsert that
 * only takes effect when the key's last use is older than the window, so N parallel requests give
 * one success; all keys commit together or not at all (keys are taken in a fixed order, so two
 * claims never wait on each other in opposite orders).
 */
export async function claimFreeConversion(database: Database, keys: string[], now: Date, windowMs: number): Promise<Claim> {
  const sorted = [...new Set(keys)].sort();
  const cutoff = new Date(now.getTime() - windowMs);
  const granted = await database
    .transaction(async (tx) => {
      for (const clientKey of sorted) {
        const rows = await tx
          .insert(anonymousUsage)
          .values({ clientKey, lastUsedAt: now })
          .onConflictDoUpdate({ target: anonymousUsage.clientKey, set: { lastUsedAt: now }, setWhere: lte(anonymousUsage.lastUsedAt, cutoff) })
          .returning({ clientKey: anonymousUsage.clientKey });
        if (rows.length === 0) throw new ClaimRefused();
      }
      return true;
    })
    .catch((err: unknown) => {
      if (err instanceof ClaimRefused) return false;
      throw err;
    });
  if (granted) return { granted: true, claimedAt: now };
  const [row] = await database.db
    .select({ last: max(anonymousUsage.lastUsedAt) })
    .from(anonymousUsage)
    .where(inArray(anonymousUsage.clientKey, sorted));
  const last = row?.last ? new Date(row.last) : now;
  return { granted: false, nextAvailable: new Date(last.getTime() + windowMs) };
}

/** Gives the claim back (the input was refused): only rows this claim wrote are removed. */
export async function releaseFreeConversion(database: Database, keys: string[], claimedAt: Date): Promise<void> {
  await database.db
    .delete(anonymousUsage)
    .where(and(inArray(anonymousUsage.clientKey, [...new Set(keys)]), eq(anonymousUsage.lastUsedAt, claimedAt)));
}

class ClaimRefused extends Error {}
