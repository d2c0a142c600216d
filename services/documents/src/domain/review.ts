import { AppError } from '@bankxl/platform';
import { recheckStatement, withBooks, type Account, type Statement } from '@bankxl/statement';
import { advanceVersion, auditOf, recordAudit, storeCorrection } from '../adapters/document-repository.js';
import { ownedRow, statementOf, type DocumentsDeps } from './documents.js';
import { changesBetween, type StatementChanges } from './statement-changes.js';
import type { Correction } from './statement-input.js';
import type { DocumentRow } from '../adapters/tables.js';
import { summarise } from './statement-summary.js';
import { withoutTransferMarks, withTransfersAcrossDocuments } from './transfers.js';

export const staleVersion = (current: number) =>
  new AppError(
    409,
    'stale_version',
    `This document was changed since you opened it (it is now at version ${current}). Reload it to see the latest rows; nothing was saved.`,
    {},
    { error: 'stale_version', version: current },
  );

/**
 * The correction as it will be stored: what the engine alone knows (pages read, OCR pages) comes from the
 * engine's Statement, and so does, per account, whether its opening balance was printed. recheckAccount
 * reads that from the checks, and only the engine's say it for sure: a recomputed break replaces the
 * mark, so carrying the previous version's checks would lose it after one broken save.
 */
function asStatement(correction: Correction['statement'], engine: Statement): Statement {
  const accounts: Account[] = correction.accounts.map((account, i) => ({
    ...account,
    checks: engine.accounts[i]?.checks ?? { verdict: 'cannot_verify', firstBreak: null, firstBreakIndex: null, totalsMatch: null, datesInPeriod: true },
  }));
  const statement: Statement = { ...correction, accounts, pages: engine.pages, pagesParsed: engine.pagesParsed };
  if (engine.ocrPages) statement.ocrPages = engine.ocrPages;
  else delete statement.ocrPages;
  return statement;
}

/**
 * Saves a corrected Statement as the next version, with its checks recomputed by the engine's own code
 * (recheckStatement), the list's summary and an audit row, all in one transaction. A `version` that is
 * not the current one saves nothing (409 with the current version).
 */
export async function saveCorrection(deps: DocumentsDeps, userId: string, id: string, correction: Correction): Promise<{ version: number; statement: Statement }> {
  const row = await ownedRow(deps, userId, id);
  if (correction.version !== row.currentVersion) throw staleVersion(row.currentVersion);
  const current = await statementOf(deps, row);
  const engine = row.currentVersion === 1 ? current : await statementOf(deps, row, { original: true });
  // Rows sent without a payee or category (a row the person inserted) get the shipped rules'; sent ones are kept.
  // Transfer marks are computed on read (transfers.ts): the ones the review showed are not stored.
  const statement = withBooks(recheckStatement(withoutTransferMarks(asStatement(correction.statement, engine.statement))));
  const version = await storeVersion(deps, userId, row, current.statement, statement);
  deps.log.info({ documentId: id, userId, version }, 'correction saved');
  // Answered as the review will show it next time: the period may have changed, so the row is read again.
  return { version, statement: await withTransfersAcrossDocuments(deps, await ownedRow(deps, userId, id), statement) };
}

/**
 * Stores `statement` as the document's next version, with the list's summary and an audit row (what changed,
 * counted), in one transaction; 409 when someone saved first, 410 when retention removed the files meanwhile.
 */
export async function storeVersion(deps: DocumentsDeps, userId: string, row: DocumentRow, before: Statement, statement: Statement): Promise<number> {
  const id = row.id;
  // A version stored before payees were kept reads as booked by the shipped rules: filling them in is no edit.
  const changes = changesBetween(withBooks(before), statement);
  const version = row.currentVersion + 1;
  const saved = await deps.database.transaction(async (tx) => {
    if (!(await advanceVersion(tx, id, userId, row.currentVersion, summarise(statement)))) return false;
    await storeCorrection(tx, id, version, JSON.stringify(statement));
    await recordAudit(tx, { documentId: id, version, userId, at: new Date(), changes: JSON.stringify(changes) });
    return true;
  });
  if (!saved) {
    // Someone saved first (or retention removed the files meanwhile): say where the document is now.
    const now = await ownedRow(deps, userId, id);
    if (now.filesDeletedAt) await statementOf(deps, now); // throws 410
    throw staleVersion(now.currentVersion);
  }
  deps.log.info({ documentId: id, userId, version, ...changes }, 'version stored');
  return version;
}

export type HistoryEntry = { version: number; at: string; changes: StatementChanges };

/** The saved corrections of the user's document, oldest first. */
export async function historyOf(deps: DocumentsDeps, userId: string, id: string): Promise<HistoryEntry[]> {
  await ownedRow(deps, userId, id);
  const rows = await auditOf(deps.database.db, id);
  return rows.map((r) => ({ version: r.version, at: r.at.toISOString(), changes: JSON.parse(r.changes) as StatementChanges }));
}
