import type { ForcedReading, Statement } from '@bankxl/statement';
import { FileNotFoundError, StorageUnavailableError } from '@bankxl/storage';
import { ConflictError, GoneError, NotFoundError, ServiceUnavailableError } from '@bankxl/platform';
import { admit, readDocument, type ConvertDeps } from './convert-statement.js';
import { InputRefusedError } from './errors.js';
import { rulesForConversion } from './book-rules.js';

export type RereadRequest = { userId: string; pdfKey: string; readings: ForcedReading[] };

/**
 * Reads a stored statement PDF again with the readings a person chose in the review ("use the other date
 * column", "this is a card statement"): the same engine, lanes and limits as a conversion, nothing charged
 * (the pages were paid for when converted) and nothing stored here (documents keeps the result as a version).
 */
export async function rereadStatement(deps: ConvertDeps, input: RereadRequest, requestId?: string): Promise<Statement> {
  // Only the user's own files: keys are users/<id>/..., whatever the caller sends.
  if (!input.pdfKey.startsWith(`users/${input.userId}/`)) throw new NotFoundError('Document not found.', 'document_not_found');
  const bytes = await storedPdf(deps, input.pdfKey);
  const upload = { bytes, originalFilename: 'statement.pdf' };
  const client = `user:${input.userId}`;
  const admission = { leave: admit(deps.engine, client) };
  try {
    const task = { op: 'convert' as const, pdf: bytes, pageLimit: deps.limits.maxPages, fileName: upload.originalFilename, readings: input.readings, rules: await rulesForConversion(deps.database.db, input.userId) };
    const result = await readDocument(deps, client, admission, task);
    deps.log.info({ requestId, userId: input.userId, accounts: input.readings.length }, 'statement re-read with a chosen reading');
    return JSON.parse(Buffer.from(result.statement.buffer, result.statement.byteOffset, result.statement.byteLength).toString('utf8')) as Statement;
  } catch (err) {
    // The password a statement was converted with is never kept.
    if (err instanceof InputRefusedError && (err.code === 'password_required' || err.code === 'wrong_password')) {
      throw new ConflictError('This statement was opened with a password, which is not kept. Convert it again to read it another way.', 'password_not_kept');
    }
    throw err;
  } finally {
    admission.leave();
  }
}

async function storedPdf(deps: ConvertDeps, key: string): Promise<Buffer> {
  try {
    return await deps.storage.get(key);
  } catch (err) {
    if (err instanceof FileNotFoundError) throw new GoneError('This file has expired.', 'expired');
    if (err instanceof StorageUnavailableError) throw new ServiceUnavailableError('Your file cannot be fetched right now. Please try again shortly.', 10, 'storage_unavailable');
    throw err;
  }
}
