import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@bankxl/db';
import { apiConversions, conversions, instances, type ApiConversionRow } from './tables.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A process that has not beaten for this long is gone (as domain/recovery.ts decides), and so are the API conversions it ran. */
const OWNER_GONE_AFTER_SECONDS = 15;

export async function insertQueued(db: Db, rows: { id: string; userId: string; keyId: string; originalFilename: string; owner: string }[]): Promise<void> {
  await db.insert(apiConversions).values(rows.map((row) => ({ ...row, status: 'queued' as const })));
}

export async function markRunning(db: Db, id: string): Promise<void> {
  await db.update(apiConversions).set({ status: 'running' }).where(eq(apiConversions.id, id));
}

const stillOpen = (id: string) => and(eq(apiConversions.id, id), inArray(apiConversions.status, ['queued', 'running']));

/** The finished row, or undefined when it had already ended (then nothing is announced twice). */
export async function markCompleted(db: Db, id: string, result: { conversionId: string; pages: number }): Promise<ApiConversionRow | undefined> {
  const [row] = await db.update(apiConversions).set({ status: 'completed', ...result, completedAt: new Date() }).where(stillOpen(id)).returning();
  return row;
}

export async function markFailed(db: Db, id: string, error: { code: string; message: string }): Promise<ApiConversionRow | undefined> {
  const [row] = await db
    .update(apiConversions)
    .set({ status: 'failed', errorCode: error.code, errorMessage: error.message, completedAt: new Date() })
    .where(stillOpen(id))
    .returning();
  return row;
}

const ownerGone = sql`NOT EXISTS (SELECT 1 FROM ${instances} WHERE ${instances.id} = ${apiConversions.owner} AND ${instances.seenAt} > now() - make_interval(secs => ${OWNER_GONE_AFTER_SECONDS}))`;
const interrupted = { status: 'failed' as const, errorCode: 'interrupted', errorMessage: 'The conversion was interrupted. Please send the file again.' };

/**
 * One of the user's API conversions still queued or running whose process stopped beating will never
 * finish: it is marked failed (and returned, to be announced).
 */
export async function failIfOrphaned(db: Db, userId: string, id: string): Promise<ApiConversionRow | undefined> {
  if (!UUID.test(id)) return undefined;
  const [row] = await db
    .update(apiConversions)
    .set({ ...interrupted, completedAt: new Date() })
    .where(and(eq(apiConversions.id, id), eq(apiConversions.userId, userId), inArray(apiConversions.status, ['queued', 'running']), ownerGone))
    .returning();
  return row;
}

/** Every orphaned API conversion (see failIfOrphaned), a batch at a time, for the periodic sweep. */
export async function failOrphaned(db: Db, limit = 100): Promise<ApiConversionRow[]> {
  const due = db
    .select({ id: apiConversions.id })
    .from(apiConversions)
    .where(and(inArray(apiConversions.status, ['queued', 'running']), ownerGone))
    .limit(limit);
  return db
    .update(apiConversions)
    .set({ ...interrupted, completedAt: new Date() })
    .where(and(inArray(apiConversions.id, due), inArray(apiConversions.status, ['queued', 'running'])))
    .returning();
}

/** The user's API conversion (another user's id finds nothing). */
export async function findApiConversion(db: Db, userId: string, id: string): Promise<ApiConversionRow | undefined> {
  if (!UUID.test(id)) return undefined;
  const [row] = await db.select().from(apiConversions).where(and(eq(apiConversions.id, id), eq(apiConversions.userId, userId)));
  return row;
}

/** The stored objects of the user's completed conversion (the API conversion's result). */
export async function storedObjectsOf(db: Db, userId: string, conversionId: string): Promise<{ statementKey: string | null; workbookKey: string | null; storedFilename: string | null } | undefined> {
  const [row] = await db
    .select({ statementKey: conversions.statementKey, workbookKey: conversions.workbookKey, storedFilename: conversions.storedFilename })
    .from(conversions)
    .where(and(eq(conversions.id, conversionId), eq(conversions.userId, userId), eq(conversions.status, 'completed')));
  return row;
}

/** The conversion that stored this workbook name (convertForUser answers with the name only). */
export async function conversionByStoredFilename(db: Db, userId: string, storedFilename: string): Promise<{ id: string; pages: number } | undefined> {
  const [row] = await db
    .select({ id: conversions.id, pages: conversions.pages })
    .from(conversions)
    .where(and(eq(conversions.storedFilename, storedFilename), eq(conversions.userId, userId)));
  return row;
}

export async function deleteApiConversionsOf(db: Db, userId: string): Promise<void> {
  await db.delete(apiConversions).where(eq(apiConversions.userId, userId));
}
