import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { integer, jsonb, pgSchema, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Database, Db } from '@bankxl/db';
import { instances } from './tables.js';

const conversion = pgSchema('conversion');

/** `running` (files being converted one by one) → `done` (every file converted or failed; checks written). */
export type BatchStatus = 'running' | 'done';
/** `queued` → `converting` → `done` | `failed` (with the message the user would have got for that file alone). */
export type BatchFileStatus = 'queued' | 'converting' | 'done' | 'failed';

export const batches = conversion.table('batches', {
  id: uuid('id').primaryKey(),
  userId: text('user_id').notNull(),
  status: text('status').$type<BatchStatus>().notNull(),
  pages: integer('pages').notNull(),
  owner: uuid('owner').notNull(),
  checks: jsonb('checks'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const batchFiles = conversion.table(
  'batch_files',
  {
    batchId: uuid('batch_id').notNull(),
    position: integer('position').notNull(),
    label: text('label').notNull(),
    pages: integer('pages').notNull(),
    status: text('status').$type<BatchFileStatus>().notNull(),
    error: text('error'),
    storedFilename: text('stored_filename'),
    statementKey: text('statement_key'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.batchId, t.position] })],
);

export type BatchRow = typeof batches.$inferSelect;
export type BatchFileRow = typeof batchFiles.$inferSelect;

export async function createBatch(
  database: Database,
  batch: { id: string; userId: string; pages: number; owner: string; files: { label: string; pages: number }[] },
): Promise<void> {
  await database.transaction(async (tx) => {
    await tx.insert(batches).values({ id: batch.id, userId: batch.userId, pages: batch.pages, owner: batch.owner, status: 'running' });
    await tx.insert(batchFiles).values(batch.files.map((f, position) => ({ batchId: batch.id, position, label: f.label, pages: f.pages, status: 'queued' as const })));
  });
}

export async function updateBatchFile(
  db: Db,
  batchId: string,
  position: number,
  change: { status: BatchFileStatus; error?: string; pages?: number; storedFilename?: string; statementKey?: string },
): Promise<void> {
  await db
    .update(batchFiles)
    .set({ ...change, updatedAt: new Date() })
    .where(and(eq(batchFiles.batchId, batchId), eq(batchFiles.position, position)));
}

export async function finishBatch(db: Db, batchId: string, checks: unknown): Promise<void> {
  await db.update(batches).set({ status: 'done', checks, updatedAt: new Date() }).where(eq(batches.id, batchId));
}

/** Whether the process running a batch still beats (see domain/recovery.ts for the heartbeat). */
export async function ownerAlive(db: Db, owner: string, deadAfterSeconds: number): Promise<boolean> {
  const rows = await db
    .select({ id: instances.id })
    .from(instances)
    .where(and(eq(instances.id, owner), sql`${instances.seenAt} > now() - make_interval(secs => ${deadAfterSeconds})`));
  return rows.length > 0;
}

/** The files of a batch whose process is gone that will never be converted now: failed, with why. */
export async function failUnfinishedFiles(db: Db, batchId: string, messages: { queued: string; converting: string }): Promise<void> {
  for (const status of ['queued', 'converting'] as const) {
    await db
      .update(batchFiles)
      .set({ status: 'failed', error: messages[status], updatedAt: new Date() })
      .where(and(eq(batchFiles.batchId, batchId), inArray(batchFiles.status, [status])));
  }
}

/**
 * The batch with its files, only for its owner: another user's batch is not found. One statement, so one
 * snapshot: read as two, a file taken out of the batch (Delete now) between them showed the file unlinked
 * beside checks that still held its figures.
 */
export async function batchOf(db: Db, batchId: string, userId: string): Promise<{ batch: BatchRow; files: BatchFileRow[] } | null> {
  const rows = await db
    .select()
    .from(batches)
    .leftJoin(batchFiles, eq(batchFiles.batchId, batches.id))
    .where(and(eq(batches.id, batchId), eq(batches.userId, userId)))
    .orderBy(asc(batchFiles.position));
  if (rows.length === 0) return null;
  return { batch: rows[0].batches, files: rows.flatMap((row) => (row.batch_files ? [row.batch_files] : [])) };
}

/** With the account (user.deleted): the batches go, their files' rows with them (ON DELETE CASCADE). */
export async function deleteBatchesOf(db: Db, userId: string): Promise<void> {
  await db.delete(batches).where(eq(batches.userId, userId));
}

/** The user's batch files that converted into the workbook `storedFilename`, with their batch's checks. */
export function batchFilesWithWorkbook(db: Db, userId: string, storedFilename: string): Promise<{ batchId: string; position: number; label: string; checks: unknown }[]> {
  return db
    .select({ batchId: batchFiles.batchId, position: batchFiles.position, label: batchFiles.label, checks: batches.checks })
    .from(batchFiles)
    .innerJoin(batches, eq(batches.id, batchFiles.batchId))
    .where(and(eq(batches.userId, userId), eq(batchFiles.storedFilename, storedFilename)));
}

/** The file's document was deleted: the batch no longer points at its workbook or Statement. */
export async function unlinkBatchFile(db: Db, batchId: string, position: number): Promise<void> {
  await db
    .update(batchFiles)
    .set({ storedFilename: null, statementKey: null, updatedAt: new Date() })
    .where(and(eq(batchFiles.batchId, batchId), eq(batchFiles.position, position)));
}

export async function replaceBatchChecks(db: Db, batchId: string, checks: unknown): Promise<void> {
  await db.update(batches).set({ checks, updatedAt: new Date() }).where(eq(batches.id, batchId));
}
