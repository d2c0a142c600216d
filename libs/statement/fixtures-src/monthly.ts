import { D, generate, M, pagedDoc, rng, type AccountSpec, type TableStyle } from './families.js';
import type { Doc } from './model.js';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const ROWS_PER_PAGE = 24;

export type MonthlySpec = {
  accountNumber: string;
  /** `2024-03` */
  month: string;
  /** The opening balance in cents: pass the previous month's `closingCents` for a chain that follows on. */
  openingCents: number;
  /** The statement's length in pages (about 24 transactions a page). */
  pages?: number;
  seed?: number;
};

/**
 * One calendar month of a UK current account (for batches: a year of statements that follow on, or
 * not): printed period, account number, opening and closing balances, paged with brought/carried
 * forward rows. Returns the document and its closing balance.
 */
export function monthlyStatement(spec: MonthlySpec): { doc: Doc; closingCents: number } {
  const [year, month] = spec.month.split('-').map(Number);
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const start = `${spec.month}-01`;
  const end = `${spec.month}-${String(last).padStart(2, '0')}`;
  const pages = spec.pages ?? 1;
  const random = rng(spec.seed ?? year * 100 + month);
  const count = pages === 1 ? 12 : ROWS_PER_PAGE * (pages - 1) + 12;
  const acc: AccountSpec = { number: spec.accountNumber, currency: 'GBP', opening: spec.openingCents, start, end, txs: generate(random, { start, end, count, outShare: 0.6 }) };
  const t: TableStyle = { date: D.dMonYY, money: M.en, titles: { date: 'Date', desc: 'Description', debit: 'Paid out', credit: 'Paid in', balance: 'Balance' } };
  const name = MONTHS[month - 1];
  const built = pagedDoc({
    acc,
    table: t,
    perPage: ROWS_PER_PAGE,
    first: [
      { kind: 'text', lines: ['Albion Bank plc'], size: 14, bold: true },
      {
        kind: 'pair',
        left: ['Acme Widgets Ltd', '1 Industrial Estate'],
        right: ['Business Current Account', `Account number ${acc.number}`, `Statement period 1 ${name} ${year} to ${last} ${name} ${year}`, 'All amounts in GBP'],
      },
    ],
    header: [`Albion Bank plc  |  Business Current Account  |  Account number ${acc.number}`],
    footer: (p, n) => [`Page ${p} of ${n}`],
    brought: 'Balance brought forward',
    carried: 'Balance carried forward',
    openingLabel: 'Opening balance',
    closingLabel: 'Closing balance',
  });
  return { doc: { size: 'A4', pages: built.pages }, closingCents: spec.openingCents + acc.txs.reduce((sum, tx) => sum + tx.cents, 0) };
}
