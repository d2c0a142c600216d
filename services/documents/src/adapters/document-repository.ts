import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gte, isNull, lt } from 'drizzle-orm';
import type { Db } from '@bankxl/db';
import { documents, type DocumentRow } from './tables.js';

export async function insertDocument(tx: Db, row: Omit<DocumentRow, 'id' | 'filesDeletedAt'>): Promise<boolean> {
  const inserted = await tx
    .insert(documents)
    .values({ id: randomUUID(), ...row })
    .onConflictDoNothing({ target: documents.conversionId })
    .returning({ id: documents.id });
  return inserted.length > 0;
}

export function documentsOf(db: Db, userId: string, range: { from: Date | null; to: Date | null }): Promise<DocumentRow[]> {
  const conditions = [eq(documents.userId, userId)];
  if (range.from) conditions.push(gte(documents.uploadDate, range.from));
  if (range.to) conditions.push(lt(documents.uploadDate, range.to));
  return db
    .select()
    .from(documents)
    .where(and(...conditions))
    .orderBy(desc(documents.uploadDate), desc(documents.id));
}

export async function ownedDocument(db: Db, userId: string, storedFilename: string): Promise<DocumentRow | null> {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.storedFilename, storedFilename), eq(documents.userId, userId)));
  return row ?? null;
}

/** Rows uploaded before `cutoff` whose files are still kept, oldest first. */
export function expiredWithFiles(db: Db, cutoff: Date, limit: number): Promise<DocumentRow[]> {
  return db
    .select()
    .from(documents)
    .where(and(isNull(documents.filesDeletedAt), lt(documents.uploadDate, cutoff)))
    .orderBy(asc(documents.uploadDate))
    .limit(limit);
}

/** Marks the files gone; false when another sweeper got there first. */
export async function markFilesDeleted(tx: Db, id: string): Promise<boolean> {
  const rows = await tx
    .update(documents)
    .set({ filesDeletedAt: new Date() })
    .where(and(eq(documents.id, id), isNull(documents.filesDeletedAt)))
    .returning({ id: documents.id });
  return rows.length > 0;
}

export const allDocumentsOf = (db: Db, userId: string): Promise<DocumentRow[]> => db.select().from(documents).where(eq(documents.userId, userId));

export async function deleteDocumentsOf(tx: Db, userId: string): Promise<number> {
  const rows = await tx.delete(documents).where(eq(documents.userId, userId)).returning({ id: documents.id });
  return rows.length;
}
