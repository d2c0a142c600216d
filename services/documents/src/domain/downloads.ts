// A document's file in the format its owner asks for. Apart from documents.ts because the current rows carry
// the transfers of the period (transfers.ts), which read the other documents through documents.ts: here both
// are used, and neither points back.
import { EXPORT_FORMATS, exportFile, isExportFormat, type ExportFormat } from '@bankxl/export';
import { BadRequestError, ConflictError, GoneError, NotFoundError, ServiceUnavailableError } from '@bankxl/platform';
import { FileNotFoundError, StorageUnavailableError } from '@bankxl/storage';
import { ownedDocument } from '../adapters/document-repository.js';
import type { DocumentRow } from '../adapters/tables.js';
import { assertFilesKept, statementOf, STORED_FILENAME, type DocumentsDeps } from './documents.js';
import { withTransfersAcrossDocuments } from './transfers.js';

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
 * The file for its owner only: anyone else learns nothing (404), and after retention or deletion it is gone (410).
 * Excel is the stored workbook; every other format is written now from the stored Statement.
 */
export async function openDownload(deps: DocumentsDeps, userId: string, storedFilename: string, format: ExportFormat = 'xlsx'): Promise<Download> {
  if (!STORED_FILENAME.test(storedFilename)) throw new BadRequestError('This is not a valid file name.', 'invalid_filename');
  const row = await ownedDocument(deps.database.db, userId, storedFilename);
  if (!row) throw new NotFoundError('File not found.', 'file_not_found');
  return downloadOf(deps, row, format);
}

/**
 * A document's file in `format`, from its current rows (after a correction, the corrected ones; with the
 * transfers to and from the user's other documents of the period marked) or with `original` from the
 * engine's. The engine's Excel is the stored workbook unless transfers mark its rows; anything else is written now.
 */
export async function downloadOf(deps: DocumentsDeps, row: DocumentRow, format: ExportFormat, opts: { original?: boolean } = {}): Promise<Download> {
  assertFilesKept(deps, row);
  const baseName = row.originalFilename.replace(/\.pdf$/i, '') || 'statement';
  const engines = opts.original || row.currentVersion === 1;
  const storedWorkbook = async (): Promise<Download> => ({ body: await deps.storage.get(row.workbookKey), downloadName: `${baseName}.xlsx`, contentType: EXPORT_FORMATS.xlsx.contentType });
  try {
    if (format === 'xlsx' && engines && (opts.original || !row.statementKey)) return await storedWorkbook();
    if (!row.statementKey) throw new ConflictError('This file was converted before other formats were kept; it can be downloaded as Excel only.', 'format_unavailable');
    const read = await statementOf(deps, row, opts);
    // The current rows carry the transfers of the period (computed now); the engine's own rows are shown as read.
    const statement = opts.original ? read.statement : await withTransfersAcrossDocuments(deps, row, read.statement);
    // The engine's workbook is still the one to send when no transfer changed its rows.
    if (format === 'xlsx' && engines && statement === read.statement) return await storedWorkbook();
    const file = await exportFile(statement, format, { fileName: row.originalFilename });
    return { body: file.body, downloadName: `${baseName}${file.extension}`, contentType: file.contentType };
  } catch (err) {
    if (err instanceof FileNotFoundError) throw new GoneError('This file has expired.', 'expired');
    if (err instanceof StorageUnavailableError) throw new ServiceUnavailableError('Your file cannot be fetched right now. Please try again shortly.', 10, 'storage_unavailable');
    throw err;
  }
}
