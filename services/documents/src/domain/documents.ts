import { enqueueEvent } from '@bankxl/bus';
import { makeEvent, type EventData } from '@bankxl/contracts';
import type { Database, Db } from '@bankxl/db';
import { EXPORT_FORMATS, exportFile, isExportFormat, type ExportFormat } from '@bankxl/export';
import { BadRequestError, ConflictError, GoneError, NotFoundError, ServiceUnavailableError, type Logger } from '@bankxl/platform';
import type { Statement } from '@bankxl/statement';
import { FileNotFoundError, StorageUnavailableError, type FileStorage } from '@bankxl/storage';
import {
  allDocumentsOf,
  deleteDocumentsOf,
  documentsOf,
  expiredWithFiles,
  insertDocument,
  markFilesDeleted,
  ownedDocument,
} from '../adapters/document-repository.js';
import type { DocumentRow } from '../adapters/tables.js';
import type { DateRange } from '@bankxl/platform';

export const SCHEMA = 'documents';

/** Workbooks are stored under an opaque random name: `<uuid>.xlsx`, nothing else. */
export const STORED_FILENAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.xlsx$/;

export type DocumentView = { id: string; original_filename: string; stored_filename: string; upload_date: string; expired: boolean };

export type DocumentsDeps = { database: Database; storage: FileStorage; log: Logger; retentionMs: number; now?: () => Date };

const nowOf = (deps: DocumentsDeps) => (deps.now ?? (() => new Date()))();

/** Expired once the retention time has passed, even before the sweep has deleted the files. */
const isExpired = (row: DocumentRow, now: Date, retentionMs: number) =>
  row.filesDeletedAt !== null || row.uploadDate.getTime() + retentionMs <= now.getTime();

/** Records a finished conversion; a redelivered event for the same conversion changes nothing. */
export async function recordConversion(tx: Db, data: EventData<'conversion.completed'>): Promise<boolean> {
  return insertDocument(tx, {
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

/** The user's documents in the range, newest first. */
export async function listDocuments(deps: DocumentsDeps, userId: string, range: DateRange): Promise<DocumentView[]> {
  const now = nowOf(deps);
  const rows = await documentsOf(deps.database.db, userId, range);
  return rows.map((row) => ({
    id: row.id,
    original_filename: row.originalFilename,
    stored_filename: row.storedFilename,
    upload_date: row.uploadDate.toISOString(),
    expired: isExpired(row, now, deps.retentionMs),
  }));
}

export type Download = { body: Buffer; downloadName: string; contentType: string };

/** The download format a query asks for: xlsx (the stored workbook) when none is named. */
export function downloadFormatOf(value: unknown): ExportFormat {
  if (value === undefined || value === '') return 'xlsx';
  if (typeof value !== 'string' || !isExportFormat(value)) {
    throw new BadRequestError(`Unknown format. Use one of: ${Object.keys(EXPORT_FORMATS).join(', ')}.`, 'invalid_format');
  }
  return value;
}

/**
 * The file for its owner only: anyone else learns nothing (404), and after retention it is gone (410).
 * Excel is the stored workbook; every other format is written now from the stored Statement.
 */
export async function openDownload(deps: DocumentsDeps, userId: string, storedFilename: string, format: ExportFormat = 'xlsx'): Promise<Download> {
  if (!STORED_FILENAME.test(storedFilename)) throw new BadRequestError('This is not a valid file name.', 'invalid_filename');
  const row = await ownedDocument(deps.database.db, userId, storedFilename);
  if (!row) throw new NotFoundError('File not found.', 'file_not_found');
  if (isExpired(row, nowOf(deps), deps.retentionMs)) throw new GoneError('This file has expired.', 'expired');
  const baseName = row.originalFilename.replace(/\.pdf$/i, '') || 'statement';
  try {
    if (format === 'xlsx') return { body: await deps.storage.get(row.workbookKey), downloadName: `${baseName}.xlsx`, contentType: EXPORT_FORMATS.xlsx.contentType };
    if (!row.statementKey) throw new ConflictError('This file was converted before other formats were kept; it can be downloaded as Excel only.', 'format_unavailable');
    const statement = JSON.parse((await deps.storage.get(row.statementKey)).toString('utf8')) as Statement;
    const file = await exportFile(statement, format, { fileName: row.originalFilename });
    return { body: file.body, downloadName: `${baseName}${file.extension}`, contentType: file.contentType };
  } catch (err) {
    if (err instanceof FileNotFoundError) throw new GoneError('This file has expired.', 'expired');
    if (err instanceof StorageUnavailableError) throw new ServiceUnavailableError('Your file cannot be fetched right now. Please try again shortly.', 10, 'storage_unavailable');
    throw err;
  }
}

async function deleteFilesOf(deps: DocumentsDeps, row: DocumentRow): Promise<void> {
  for (const key of [row.pdfKey, row.workbookKey, row.statementKey]) if (key) await deps.storage.delete(key);
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
    for (const row of rows) {
      await deleteFilesOf(deps, row);
      const marked = await deps.database.transaction(async (tx) => {
        if (!(await markFilesDeleted(tx, row.id))) return false;
        await enqueueEvent(tx, SCHEMA, makeEvent('document.expired', { documentId: row.id, userId: row.userId }));
        return true;
      });
      if (marked) expired += 1;
    }
    if (rows.length < batchSize) break;
  }
  if (expired > 0) {
    deps.afterCommit?.();
    deps.log.info({ expired }, 'expired documents swept');
  }
  return expired;
}

/** Account deletion: the user's stored files first (a failure retries the event), then the rows. */
export async function forgetUser(deps: DocumentsDeps, tx: Db, userId: string): Promise<number> {
  const rows = await allDocumentsOf(tx, userId);
  for (const row of rows) await deleteFilesOf(deps, row);
  return deleteDocumentsOf(tx, userId);
}
