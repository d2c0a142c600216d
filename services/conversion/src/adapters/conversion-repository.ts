import { and, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Database, Db } from '@bankxl/db';
import { conversions, instances, type ConversionStatus } from './tables.js';

/** Where a conversion's files go: recorded with the conversion before either object is written. */
export type StoredKeys = { storedFilename: string; pdfKey: string; workbookKey: string; statementKey: string };

/** The object keys of a conversion, for deleting what it may have written. */
export type StoredObjects = { id: string; pdfKey: string | null; workbookKey: string | null; statementKey: string | null };

/** The first step, before billing is asked: who runs it and every object key it may write. */
export async function recordCharging(
  database: Database,
  row: { id: string; userId: string; pages: number; originalFilename: string; owner: string } & StoredKeys,
): Promise<void> {
  await database.db.insert(conversions).values({ ...row, status: 'charging' });
}

/** `nothingStored`: the conversion ended before any object was written, so none needs deleting. */
export async function setStatus(db: Db, id: string, status: ConversionStatus, opts: { nothingStored?: boolean } = {}): Promise<void> {
  const now = new Date();
  await db
    .update(conversions)
    .set({ status, updatedAt: now, ...(opts.nothingStored ? { filesRemovedAt: now } : {}) })
    .where(eq(conversions.id, id));
}

/** Conditions for a step taken by the process that started the conversion: it still owns it. */
const stillOwned = (id: string, owner: string, status: ConversionStatus) =>
  and(eq(conversions.id, id), eq(conversions.status, status), eq(conversions.owner, owner), isNull(conversions.claimedAt));

/** Charged: the objects are about to be written. False when recovery has taken the conversion over. */
export async function recordStoring(db: Db, id: string, owner: string): Promise<boolean> {
  const rows = await db
    .update(conversions)
    .set({ status: 'storing', updatedAt: new Date() })
    .where(stillOwned(id, owner, 'charging'))
    .returning({ id: conversions.id });
  return rows.length > 0;
}

/** Both objects are stored: completed. False when recovery has taken the conversion over. */
export async function recordCompleted(tx: Db, id: string, owner: string, done: { durationMs: number }): Promise<boolean> {
  const rows = await tx
    .update(conversions)
    .set({ ...done, status: 'completed', updatedAt: new Date() })
    .where(stillOwned(id, owner, 'storing'))
    .returning({ id: conversions.id });
  return rows.length > 0;
}

export type AbandonedConversion = {
  id: string;
  userId: string;
  status: ConversionStatus;
  pages: number;
  originalFilename: string;
  storedFilename: string | null;
  pdfKey: string | null;
  workbookKey: string | null;
  statementKey: string | null;
  createdAt: Date;
};

/**
 * Takes over (for `me`) conversions left mid-way: in `charging` or `storing` while the instance that
 * ran them no longer beats (or a row from before owners were recorded, after `legacyAfterSeconds`).
 * A `charging` one waits `chargingGraceSeconds` too, so that a charge its dead owner sent is settled in
 * billing before we ask for the refund. Rows `me` claimed earlier and did not settle are returned again.
 * SKIP LOCKED and the claim itself keep two instances from taking the same row.
 */
export async function claimAbandoned(
  database: Database,
  me: string,
  opts: { deadAfterSeconds: number; chargingGraceSeconds: number; legacyAfterSeconds: number },
  limit = 20,
): Promise<AbandonedConversion[]> {
  const ago = (seconds: number) => sql`now() - make_interval(secs => ${seconds})`;
  return database.transaction(async (tx) => {
    const rows = await tx
      .select({
        id: conversions.id,
        userId: conversions.userId,
        status: conversions.status,
        pages: conversions.pages,
        originalFilename: conversions.originalFilename,
        storedFilename: conversions.storedFilename,
        pdfKey: conversions.pdfKey,
        workbookKey: conversions.workbookKey,
        statementKey: conversions.statementKey,
        createdAt: conversions.createdAt,
      })
      .from(conversions)
      .where(
        and(
          inArray(conversions.status, ['charging', 'storing']),
          sql`(${conversions.status} = 'storing' OR ${conversions.updatedAt} < ${ago(opts.chargingGraceSeconds)})`,
          sql`(
            (${conversions.owner} IS NULL AND ${conversions.updatedAt} < ${ago(opts.legacyAfterSeconds)})
            OR (${conversions.owner} = ${me} AND ${conversions.claimedAt} IS NOT NULL)
            OR (${conversions.owner} <> ${me} AND NOT EXISTS (
              SELECT 1 FROM ${instances} WHERE ${instances.id} = ${conversions.owner} AND ${instances.seenAt} > ${ago(opts.deadAfterSeconds)}
            ))
          )`,
        ),
      )
      .orderBy(conversions.updatedAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    if (rows.length === 0) return [];
    await tx
      .update(conversions)
      .set({ owner: me, claimedAt: new Date() })
      .where(
        inArray(
          conversions.id,
          rows.map((r) => r.id),
        ),
      );
    return rows;
  });
}

/** A claimed conversion whose objects are all stored: completed (in the caller's transaction, with its event). */
export async function completeClaimed(tx: Db, id: string, me: string): Promise<boolean> {
  const rows = await tx
    .update(conversions)
    .set({ status: 'completed', updatedAt: new Date() })
    .where(and(eq(conversions.id, id), eq(conversions.status, 'storing'), eq(conversions.owner, me)))
    .returning({ id: conversions.id });
  return rows.length > 0;
}

/** Conversions that may still owe a refund: billing could not be reached when it was asked. */
export async function refundsOwed(database: Database, limit = 50): Promise<string[]> {
  const rows = await database.db.select({ id: conversions.id }).from(conversions).where(eq(conversions.status, 'refund_pending')).limit(limit);
  return rows.map((r) => r.id);
}

/** Conversions that ended without completing and may still have objects in storage. */
export async function leftoverFiles(database: Database, limit = 50): Promise<StoredObjects[]> {
  return database.db
    .select({ id: conversions.id, pdfKey: conversions.pdfKey, workbookKey: conversions.workbookKey, statementKey: conversions.statementKey })
    .from(conversions)
    .where(and(inArray(conversions.status, ['refunded', 'failed']), isNull(conversions.filesRemovedAt), isNotNull(conversions.pdfKey)))
    .orderBy(conversions.updatedAt)
    .limit(limit);
}

export async function markFilesRemoved(db: Db, id: string): Promise<void> {
  await db.update(conversions).set({ filesRemovedAt: new Date() }).where(eq(conversions.id, id));
}

/** Objects may have been written after their deletion (a slow owner): have the leftover sweep look again. */
export async function reopenLeftoverFiles(db: Db, id: string): Promise<void> {
  await db
    .update(conversions)
    .set({ filesRemovedAt: null })
    .where(and(eq(conversions.id, id), ne(conversions.status, 'completed')));
}

/** Announces (or re-announces) a running instance; its conversions are its own while it beats. */
export async function heartbeat(db: Db, id: string): Promise<void> {
  await db
    .insert(instances)
    .values({ id })
    .onConflictDoUpdate({ target: instances.id, set: { seenAt: sql`now()` } });
}

/** Forgets instances that stopped beating long ago (their conversions were recovered by then). */
export async function pruneInstances(db: Db, olderThanSeconds: number): Promise<void> {
  await db.delete(instances).where(sql`${instances.seenAt} < now() - make_interval(secs => ${olderThanSeconds})`);
}

/** A user's conversions that did not complete and may still have objects in storage (any step). */
export async function leftoverFilesOf(tx: Db, userId: string): Promise<StoredObjects[]> {
  return tx
    .select({ id: conversions.id, pdfKey: conversions.pdfKey, workbookKey: conversions.workbookKey, statementKey: conversions.statementKey })
    .from(conversions)
    .where(and(eq(conversions.userId, userId), ne(conversions.status, 'completed'), isNull(conversions.filesRemovedAt), isNotNull(conversions.pdfKey)));
}

export async function deleteConversionsOf(tx: Db, userId: string): Promise<number> {
  const rows = await tx.delete(conversions).where(eq(conversions.userId, userId)).returning({ id: conversions.id });
  return rows.length;
}
