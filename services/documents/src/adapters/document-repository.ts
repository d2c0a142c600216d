import { and, asc, desc, eq, gte, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '@bankxl/db';
import type { Verdict } from '@bankxl/statement';
import type { StatementSummary } from '../domain/statement-summary.js';
import { correctionAudit, corrections, documents, type DocumentRow } from './tables.js';

export async function insertDocument(tx: Db, row: Omit<DocumentRow, 'filesDeletedAt' | 'deletedAt' | 'currentVersion'>): Promise<boolean> {
  const inserted = await tx
    .insert(documents)
    .values(row)
    .onConflictDoNothing({ target: documents.conversionId })
    .returning({ id: documents.id });
  return inserted.length > 0;
}

export function documentsOf(db: Db, userId: string, range: { from: Date | null; to: Date | null }, verdict: Verdict | null = null): Promise<DocumentRow[]> {
  const conditions = [eq(documents.userId, userId)];
  if (verdict) conditions.push(eq(documents.verdict, verdict));
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

/**
 * Marks the document deleted by its owner, and its files gone (unless retention already marked them);
 * false when it was already deleted.
 */
export async function markDeletedByOwner(tx: Db, id: string): Promise<boolean> {
  const rows = await tx
    .update(documents)
    .set({ deletedAt: new Date(), filesDeletedAt: sql`coalesce(${documents.filesDeletedAt}, now())` })
    .where(and(eq(documents.id, id), isNull(documents.deletedAt)))
    .returning({ id: documents.id });
  return rows.length > 0;
}

export const allDocumentsOf = (db: Db, userId: string): Promise<DocumentRow[]> => db.select().from(documents).where(eq(documents.userId, userId));

export async function deleteDocumentsOf(tx: Db, userId: string): Promise<number> {
  const rows = await tx.delete(documents).where(eq(documents.userId, userId)).returning({ id: documents.id });
  return rows.length;
}

export async function ownedDocumentById(db: Db, userId: string, id: string): Promise<DocumentRow | null> {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, id), eq(documents.userId, userId)));
  return row ?? null;
}

/** The document's current corrected Statement (JSON text), if it has one. */
export async function correctionOf(db: Db, documentId: string): Promise<{ version: number; statement: string } | null> {
  const [row] = await db.select({ version: corrections.version, statement: corrections.statement }).from(corrections).where(eq(corrections.documentId, documentId));
  return row ?? null;
}

/**
 * Moves the document from `fromVersion` to the next one with its new summary; false when it is no longer
 * at `fromVersion` (someone saved first) or its files are gone. Run in the transaction that stores the rest.
 */
export async function advanceVersion(tx: Db, id: string, userId: string, fromVersion: number, summary: StatementSummary): Promise<boolean> {
  const rows = await tx
    .update(documents)
    .set({ ...summary, currentVersion: fromVersion + 1 })
    .where(and(eq(documents.id, id), eq(documents.userId, userId), eq(documents.currentVersion, fromVersion), isNull(documents.filesDeletedAt)))
    .returning({ id: documents.id });
  return rows.length > 0;
}

export async function storeCorrection(tx: Db, documentId: string, version: number, statement: string): Promise<void> {
  await tx
    .insert(corrections)
    .values({ documentId, version, statement })
    .onConflictDoUpdate({ target: corrections.documentId, set: { version, statement } });
}

export async function recordAudit(tx: Db, row: { documentId: string; version: number; userId: string; at: Date; changes: string }): Promise<void> {
  await tx.insert(correctionAudit).values(row);
}

export function auditOf(db: Db, documentId: string): Promise<{ version: number; at: Date; changes: string }[]> {
  return db
    .select({ version: correctionAudit.version, at: correctionAudit.at, changes: correctionAudit.changes })
    .from(correctionAudit)
    .where(eq(correctionAudit.documentId, documentId))
    .orderBy(asc(correctionAudit.version));
}

/** Retention and deletion: the corrections and their audit go with the files. */
export async function deleteCorrectionsOf(tx: Db, documentId: string): Promise<void> {
  await tx.delete(corrections).where(eq(corrections.documentId, documentId));
  await tx.delete(correctionAudit).where(eq(correctionAudit.documentId, documentId));
}

/** Documents recorded before the list's summary was kept whose Statement may still be read (documents-003). */
export function unsummarised(db: Db, limit: number): Promise<DocumentRow[]> {
  return db
    .select()
    .from(documents)
    .where(and(isNull(documents.verdict), isNotNull(documents.statementKey), isNull(documents.filesDeletedAt), eq(documents.currentVersion, 1)))
    .orderBy(asc(documents.uploadDate))
    .limit(limit);
}

/** Fills in the summary of a document that has none yet (never over one a correction wrote). */
export async function fillSummary(db: Db, id: string, summary: StatementSummary): Promise<void> {
  await db
    .update(documents)
    .set(summary)
    .where(and(eq(documents.id, id), isNull(documents.verdict), eq(documents.currentVersion, 1)));
}
