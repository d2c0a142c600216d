// How the accounting formats (OFX, QIF, ledger CSVs) write an account's identity, its money and its dates.
import type { Account } from '@bankxl/statement';
import { accountDigits } from './money.js';

/** The account's number with spaces removed (importers match on it), or `ACCOUNT<n>` when the statement prints none. */
export function accountIdOf(account: Account, index: number): string {
  const number = (account.accountNumber ?? '').replace(/\s+/g, '');
  return number || `ACCOUNT${index + 1}`;
}

/** Decimal places for every amount of the account: the currency's, or finer when the statement printed finer. */
export const digitsOf = (account: Account): number =>
  accountDigits(account.currency, [
    ...account.transactions.flatMap((t) => [t.amount, t.balance]),
    account.openingBalance,
    account.closingBalance,
  ]);

/** A plain number: `-1234.50`: a point, no grouping, no symbol, the account's digits. Exactly the Statement's value. */
export const amountText = (value: number, digits: number): string => (Object.is(value, -0) ? 0 : value).toFixed(digits);

/** The balance at the end of the statement: the printed closing balance, else the last printed running balance. */
export function endingBalance(account: Account): number | null {
  if (account.closingBalance !== null) return account.closingBalance;
  for (let i = account.transactions.length - 1; i >= 0; i--) {
    const balance = account.transactions[i].balance;
    if (balance !== null) return balance;
  }
  return null;
}

/** The first and last day the account covers: its printed period, else its transactions' dates. */
export function periodOf(account: Account): { start: string | null; end: string | null } {
  const dates = account.transactions.map((t) => t.date).sort();
  return { start: account.periodStart ?? dates[0] ?? null, end: account.periodEnd ?? dates.at(-1) ?? null };
}

export const DATE_FORMATS = ['MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD'] as const;
/** How a CSV or QIF file writes dates: the importer is told the same order when the user imports. */
export type DateFormat = (typeof DATE_FORMATS)[number];
export const isDateFormat = (value: string): value is DateFormat => (DATE_FORMATS as readonly string[]).includes(value);

/** An ISO `YYYY-MM-DD` in `format`; anything else is passed through unchanged rather than guessed at. */
export function formatDate(iso: string, format: DateFormat): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return iso;
  const [, y, m, d] = match;
  if (format === 'MM/DD/YYYY') return `${m}/${d}/${y}`;
  if (format === 'DD/MM/YYYY') return `${d}/${m}/${y}`;
  return iso;
}

/** Text on one line without control characters: every format here is line- or tag-based. */
// eslint-disable-next-line no-control-regex
export const oneLine = (text: string): string => text.replace(/[\u0000-\u001F\u007F-\u009F\u2028\u2029]/g, ' ').trim();
