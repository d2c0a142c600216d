import { BadRequestError, ConflictError, ServiceUnavailableError } from '@bankxl/platform';
import type { ForcedReading, Statement } from '@bankxl/statement';
import { ownedRow, statementOf, type DocumentsDeps } from './documents.js';
import { staleVersion, storeVersion } from './review.js';
import type { ReadingChange } from './statement-input.js';
import { withTransfersAcrossDocuments } from './transfers.js';

/** conversion's re-read of a stored PDF with chosen readings (its internal API). */
export type Rereader = { reread(input: { userId: string; pdfKey: string; readings: ForcedReading[] }, requestId?: string): Promise<Statement> };

/**
 * Switches how one account of a document is read ("use the other date column", "this is a card statement"):
 * the stored PDF is read again by the engine with that choice (and every earlier choice on the document's
 * accounts) forced, its checks run again, and the result is saved as the next version like any correction,
 * so the history shows it and the original stays downloadable. Edits made by hand before are not carried
 * over: the rows are the engine's under the new reading (the editor's undo brings the previous rows back).
 */
export async function switchReading(
  deps: DocumentsDeps & { rereader: Rereader | null },
  userId: string,
  id: string,
  change: ReadingChange,
  requestId?: string,
): Promise<{ version: number; statement: Statement }> {
  const row = await ownedRow(deps, userId, id);
  if (change.version !== row.currentVersion) throw staleVersion(row.currentVersion);
  const current = await statementOf(deps, row);
  const account = current.statement.accounts[change.account];
  if (!account) throw new BadRequestError(`account must be one of this statement's accounts (0 to ${current.statement.accounts.length - 1}).`, 'invalid_reading', { field: 'account' });
  if (!account.reading) throw new ConflictError('This account was not read by the engine (it was added by hand, or converted before readings were kept), so its reading cannot be switched.', 'no_reading');
  if (!deps.rereader) throw new ServiceUnavailableError('Switching how a statement is read is not available right now. Please try again shortly.', 30, 'reread_unavailable');
  // Each account keeps what its owner chose before; this one adds the new choice to its own.
  const readings: ForcedReading[] = [];
  current.statement.accounts.forEach((a, i) => {
    const chosen = i === change.account ? { ...a.reading?.forced, ...change.switch } : a.reading?.forced;
    if (chosen && Object.keys(chosen).length) readings.push({ account: i, switch: chosen });
  });
  const statement = await deps.rereader.reread({ userId, pdfKey: row.pdfKey, readings }, requestId);
  const version = await storeVersion(deps, userId, row, current.statement, statement);
  deps.log.info({ documentId: id, userId, version, account: change.account, switched: Object.keys(change.switch) }, 'reading switched');
  return { version, statement: await withTransfersAcrossDocuments(deps, await ownedRow(deps, userId, id), statement) };
}
