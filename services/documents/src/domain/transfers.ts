import { TRANSFER_MAX_DAYS, withTransfers, type Statement } from '@bankxl/statement';
import { overlappingDocumentsOf } from '../adapters/overlapping-documents.js';
import type { DocumentRow } from '../adapters/tables.js';
import { statementOf, type DocumentsDeps } from './documents.js';

/** The document's current Statement as the review shows it: with the transfers of the period marked. */
export async function reviewStatementOf(deps: DocumentsDeps, row: DocumentRow): Promise<{ version: number; statement: Statement }> {
  const current = await statementOf(deps, row);
  return { version: current.version, statement: await withTransfersAcrossDocuments(deps, row, current.statement) };
}

/**
 * How many of the user's other documents a document is paired with: the most recently uploaded whose period
 * overlaps its own. Bounds the work of one review or download (each is a Statement read from storage).
 */
export const MAX_OTHER_DOCUMENTS = 12;

const shiftDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The document's Statement with the transfers between its accounts and those of the user's other documents
 * of the same period marked on its rows (issue 26 item 4, books/transfers.ts). Computed on every read, never
 * stored: a correction or deletion of either side shows at once. Only this document's rows are changed; the
 * other documents are read as they are now (their latest correction), and one that cannot be read (expired
 * meanwhile, kept before Statements were, storage hiccup) is left out rather than failing this one.
 */
export async function withTransfersAcrossDocuments(deps: DocumentsDeps, row: DocumentRow, statement: Statement): Promise<Statement> {
  const others = row.periodStart && row.periodEnd ? await otherStatementsOf(deps, row, row.periodStart, row.periodEnd) : [];
  const [own] = withTransfers([{ label: row.originalFilename, statement }, ...others], (item) => item.label);
  return own.statement;
}

async function otherStatementsOf(deps: DocumentsDeps, row: DocumentRow, start: string, end: string): Promise<{ label: string; statement: Statement }[]> {
  const now = (deps.now ?? (() => new Date()))();
  const rows = await overlappingDocumentsOf(deps.database.db, {
    userId: row.userId,
    exceptId: row.id,
    // A transfer made on the last day of this period may arrive a few days into the next one, and the other way.
    from: shiftDays(start, -TRANSFER_MAX_DAYS),
    to: shiftDays(end, TRANSFER_MAX_DAYS),
    uploadedAfter: new Date(now.getTime() - deps.retentionMs),
    limit: MAX_OTHER_DOCUMENTS,
  });
  const out: { label: string; statement: Statement }[] = [];
  for (const other of rows) {
    try {
      out.push({ label: other.originalFilename, statement: (await statementOf(deps, other)).statement });
    } catch (err) {
      deps.log.warn({ documentId: row.id, otherId: other.id, err: err instanceof Error ? err.message : String(err) }, 'a document of the period could not be read for transfers');
    }
  }
  return out;
}

/**
 * A Statement as sent back by the review, with the transfer marks it was shown taken off before it is stored:
 * marks are computed on read. A marked row booked to Transfers gets its category from the shipped rules
 * again (that is what it had before the mark; a category a person chose was never replaced by the mark).
 */
export function withoutTransferMarks(statement: Statement): Statement {
  if (!statement.accounts.some((a) => a.transactions.some((t) => t.transfer))) return statement;
  return {
    ...statement,
    accounts: statement.accounts.map((account) => ({
      ...account,
      transactions: account.transactions.map((t) => {
        if (!t.transfer) return t;
        const { transfer: _shown, category, ...rest } = t;
        return category === 'transfers' ? rest : { ...rest, category };
      }),
    })),
  };
}
