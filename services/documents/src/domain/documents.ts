import { randomUUID } from 'node:crypto';
import { enqueueEvent } from '@bankxl/bus';
import { firstPageKeyOf, makeEvent, storedKeysOf, type EventData } from '@bankxl/contracts';
import type { Database, Db } from '@bankxl/db';
import { BadRequestError, ConflictError, GoneError, NotFoundError, ServiceUnavailableError, type Logger } from '@bankxl/platform';
import { withBooks, type Statement, type Verdict } from '@bankxl/statement';
import { FileNotFoundError, StorageUnavailableError, type FileStorage } from '@bankxl/storage';
import {
  allDocumentsOf,
  correctionOf,
  deleteCorrectionsOf,
  deleteDocumentsOf,
  documentsOf,
  expiredWithFiles,
  fillSummary,
  insertDocument,
  markDeletedByOwner,
  markFilesDeleted,
  ownedDocumentById,
  unsummarised,
} from '../adapters/document-repository.js';
import { summarise, type StatementSummary } from './statement-summary.js';
import type { DocumentRow } from '../adapters/tables.js';
import type { DateRange } from '@bankxl/platform';

export const SCHEMA = 'documents';

/** Workbooks are stored under an opaque random name: `<uuid>.xlsx`, nothing else. */
export const STORED_FILENAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.xlsx$/;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const VERDICTS: readonly Verdict[] = ['verified', 'not_verified', 'cannot_verify'];

/**
 * One document as the list and the document page show it. The summary fields are null for a document
 * whose Statement was not kept (converted before it was).
 */
export type DocumentView = {
  id: string;
  original_filename: string;
  stored_filename: string;
  upload_date: string;
  /** The files are gone: past retention, or deleted by the owner. */
  expired: boolean;
  /** The owner deleted it ("Delete now"); `expired` is true as well. */
  deleted: boolean;
  pages: number;
  accounts: number | null;
  transactions: number | null;
  periodStart: string | null;
  periodEnd: string | null;
  verdict: Verdict | null;
  corrected: boolean;
};

export type DocumentsDeps = { database: Database; storage: FileStorage; log: Logger; retentionMs: number; now?: () => Date };

const nowOf = (deps: DocumentsDeps) => (deps.now ?? (() => new Date()))();

/** Expired once the retention time has passed, even before the sweep has deleted the files. */
const isExpired = (row: DocumentRow, now: Date, retentionMs: number) =>
  row.filesDeletedAt !== null || row.uploadDate.getTime() + retentionMs <= now.getTime();

/** 410 once the document's files are gone, saying whether its owner deleted them or retention did. */
export function assertFilesKept(deps: DocumentsDeps, row: DocumentRow): void {
  if (row.deletedAt !== null) throw new GoneError('This file was deleted.', 'deleted');
  if (isExpired(row, nowOf(deps), deps.retentionMs)) throw new GoneError('This file has expired.', 'expired');
}

/** Records a finished conversion under its id; a redelivered event for the same conversion changes nothing. */
export async function recordConversion(tx: Db, data: EventData<'conversion.completed'>, summary: StatementSummary | null): Promise<boolean> {
  return insertDocument(tx, {
    id: UUID.test(data.conversionId) ? data.conversionId : randomUUID(),
    accounts: summary?.accounts ?? null,
    transactions: summary?.transactions ?? null,
    periodStart: summary?.periodStart ?? null,
    periodEnd: summary?.periodEnd ?? null,
    verdict: summary?.verdict ?? null,
    userId: data.userId,
    conversionId: data.conversionId,
    originalFilename: data.originalFilename,
    storedFilename: data.storedFilename,
    pdfKey: data.pdfKey,
    workbookKey: data.workbookKey,
    statementKey: data.statementKey ?? null,
    pages: data.pages,
    uploadDate: new Date(data.uploadDate),
  });
}

const viewOf = (row: DocumentRow, now: Date, retentionMs: number): DocumentView => ({
  id: row.id,
  original_filename: row.originalFilename,
  stored_filename: row.storedFilename,
  upload_date: row.uploadDate.toISOString(),
  expired: isExpired(row, now, retentionMs),
  deleted: row.deletedAt !== null,
  pages: row.pages,
  accounts: row.accounts,
  transactions: row.transactions,
  periodStart: row.periodStart,
  periodEnd: row.periodEnd,
  verdict: row.verdict,
  corrected: row.currentVersion > 1,
});

/** The `?verdict=` of the list: one of the three verdicts, or none. */
export function verdictFilterOf(value: unknown): Verdict | null {
  if (value === undefined || value === '') return null;
  if (typeof value !== 'string' || !(VERDICTS as readonly string[]).includes(value)) {
    throw new BadRequestError(`verdict must be one of: ${VERDICTS.join(', ')}.`, 'invalid_verdict', { field: 'verdict' });
  }
  return value as Verdict;
}

/** The user's documents in the range (and with the verdict, when asked), newest first. */
export async function listDocuments(deps: DocumentsDeps, userId: string, range: DateRange, verdict: Verdict | null = null): Promise<DocumentView[]> {
  const now = nowOf(deps);
  const rows = await documentsOf(deps.database.db, userId, range, verdict);
  return rows.map((row) => viewOf(row, now, deps.retentionMs));
}

/** The user's own document by id; anyone else's, or an id that cannot exist, is a 404. */
export async function ownedRow(deps: DocumentsDeps, userId: string, id: string): Promise<DocumentRow> {
  const row = UUID.test(id) ? await ownedDocumentById(deps.database.db, userId, id) : null;
  if (!row) throw new NotFoundError('Document not found.', 'document_not_found');
  return row;
}

export async function getDocument(deps: DocumentsDeps, userId: string, id: string): Promise<DocumentView> {
  return viewOf(await ownedRow(deps, userId, id), nowOf(deps), deps.retentionMs);
}

/**
 * The document's Statement: the current one (the latest correction, else the engine's, version 1), or
 * with `original` always the engine's. Gone (410) after retention or deletion; 409 for documents whose Statement was
 * not kept.
 */
export async function statementOf(deps: DocumentsDeps, row: DocumentRow, opts: { original?: boolean } = {}): Promise<{ version: number; statement: Statement }> {
  assertFilesKept(deps, row);
  if (!opts.original && row.currentVersion > 1) {
    const correction = await correctionOf(deps.database.db, row.id);
    if (correction) return { version: correction.version, statement: withBooks(JSON.parse(correction.statement) as Statement) };
  }
  if (!row.statementKey) throw new ConflictError('This file was converted before its rows were kept; it can be downloaded as Excel only.', 'format_unavailable');
  try {
    // Statements stored before payees were kept are shown and exported with the shipped rules' (issue 26).
    return { version: 1, statement: withBooks(JSON.parse((await deps.storage.get(row.statementKey)).toString('utf8')) as Statement) };
  } catch (err) {
    if (err instanceof FileNotFoundError) throw new GoneError('This file has expired.', 'expired');
    if (err instanceof StorageUnavailableError) throw new ServiceUnavailableError('Your file cannot be fetched right now. Please try again shortly.', 10, 'storage_unavailable');
    throw err;
  }
}

/**
 * The statement PDF as it was uploaded, for the review page to show beside the rows: its owner's only
 * (see ownedRow), and gone (410) after retention or Delete now like every other file of the document.
 */
export async function pdfOf(deps: DocumentsDeps, row: DocumentRow): Promise<Buffer> {
  assertFilesKept(deps, row);
  try {
    return await deps.storage.get(row.pdfKey);
  } catch (err) {
    if (err instanceof FileNotFoundError) throw new GoneError('This file has expired.', 'expired');
    if (err instanceof StorageUnavailableError) throw new ServiceUnavailableError('Your file cannot be fetched right now. Please try again shortly.', 10, 'storage_unavailable');
    throw err;
  }
}

/**
 * The picture of the statement's first page that conversion drew (see firstPageKeyOf), for the review to show
 * while pdf.js loads: its owner's only, and gone (410) with the PDF. 404 when there is none: the review then
 * waits for pdf.js to draw the page, as it always could.
 */
export async function firstPageOf(deps: DocumentsDeps, row: DocumentRow): Promise<Buffer> {
  assertFilesKept(deps, row);
  try {
    return await deps.storage.get(firstPageKeyOf(row.pdfKey));
  } catch (err) {
    // Converted before the pictures, a PDF protected by a password, or a page that could not be drawn.
    if (err instanceof FileNotFoundError) throw new NotFoundError('This document has no picture of its first page.', 'no_first_page');
    if (err instanceof StorageUnavailableError) throw new ServiceUnavailableError('Your file cannot be fetched right now. Please try again shortly.', 10, 'storage_unavailable');
    throw err;
  }
}

async function deleteFilesOf(deps: DocumentsDeps, row: DocumentRow): Promise<void> {
  for (const key of storedKeysOf(row)) await deps.storage.delete(key);
}

type Removal = 'expired' | 'deleted';

/**
 * The one way a document's contents go, whether retention or its owner removes them: the stored PDF,
 * workbook and Statement are deleted first (a storage failure leaves the row as it was, to be tried again),
 * then in one transaction the row is marked (it stays, shown as Expired or Deleted), the corrections and
 * their audit are deleted and document.expired or document.deleted is published (conversion forgets its
 * result). False when someone else got there first.
 */
async function removeContents(deps: DocumentsDeps, row: DocumentRow, removal: Removal): Promise<boolean> {
  await deleteFilesOf(deps, row);
  return deps.database.transaction(async (tx) => {
    const marked = removal === 'deleted' ? await markDeletedByOwner(tx, row.id) : await markFilesDeleted(tx, row.id);
    if (!marked) return false;
    await deleteCorrectionsOf(tx, row.id);
    const event = { documentId: row.id, userId: row.userId };
    await enqueueEvent(tx, SCHEMA, removal === 'deleted' ? makeEvent('document.deleted', event) : makeEvent('document.expired', event));
    return true;
  });
}

/**
 * Deletes the stored PDF, workbook and Statement of every document past retention and marks its row (which
 * stays, shown as Expired), publishing document.expired. Returns how many documents it expired.
 */
export async function sweepExpired(deps: DocumentsDeps & { afterCommit?: () => void }, batchSize = 100): Promise<number> {
  const cutoff = new Date(nowOf(deps).getTime() - deps.retentionMs);
  let expired = 0;
  for (;;) {
    const rows = await expiredWithFiles(deps.database.db, cutoff, batchSize);
    for (const row of rows) if (await removeContents(deps, row, 'expired')) expired += 1;
    if (rows.length < batchSize) break;
  }
  if (expired > 0) {
    deps.afterCommit?.();
    deps.log.info({ expired }, 'expired documents swept');
  }
  return expired;
}

/**
 * "Delete now": the owner's document loses its files and stored Statements at once, the same way retention
 * removes them, and stays in the list as Deleted. Anyone else's is a 404 and nothing changes; deleting it
 * again changes nothing and succeeds (the document is deleted, which is what was asked).
 */
export async function deleteDocumentNow(deps: DocumentsDeps & { afterCommit?: () => void }, userId: string, id: string): Promise<void> {
  const row = await ownedRow(deps, userId, id);
  if (row.deletedAt !== null) return;
  try {
    if (!(await removeContents(deps, row, 'deleted'))) return;
  } catch (err) {
    if (err instanceof StorageUnavailableError) throw new ServiceUnavailableError('Your file cannot be deleted right now. Please try again shortly.', 10, 'storage_unavailable');
    throw err;
  }
  deps.afterCommit?.();
  deps.log.info({ documentId: row.id, userId }, 'document deleted by its owner');
}

/**
 * Documents recorded before the list showed a summary (accounts, period, verdict) get it from their stored
 * Statement, a batch per run, so they too show it until they expire. Returns how many it filled in.
 */
export async function backfillSummaries(deps: DocumentsDeps, batchSize = 50): Promise<number> {
  const rows = await unsummarised(deps.database.db, batchSize);
  let filled = 0;
  for (const row of rows) {
    try {
      const { statement } = await statementOf(deps, row, { original: true });
      await fillSummary(deps.database.db, row.id, summarise(statement));
      filled += 1;
    } catch (err) {
      // Expired or unreadable now: the sweep or a later run deals with it.
      deps.log.warn({ documentId: row.id, err: err instanceof Error ? err.message : String(err) }, 'could not summarise a document');
    }
  }
  if (filled > 0) deps.log.info({ filled }, 'document summaries filled in');
  return filled;
}

/** Account deletion: the user's stored files first (a failure retries the event), then the rows. */
export async function forgetUser(deps: DocumentsDeps, tx: Db, userId: string): Promise<number> {
  const rows = await allDocumentsOf(tx, userId);
  for (const row of rows) await deleteFilesOf(deps, row);
  return deleteDocumentsOf(tx, userId);
}
