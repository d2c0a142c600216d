// What the bank statement formats (MT940, camt.053) need of an account beyond its rows: the entries in
// booking order, an opening and a closing balance that the entries add up to, and a reference per row.
// These formats are imported by accounting systems that check opening + entries = closing, so a file
// whose balances do not add up is refused whole; each choice below keeps the file importable and says
// what it did in the statement's own note.
import type { Account, Transaction } from '@bankxl/statement';
import { categoryOf } from './books.js';
import { sumMoney } from './money.js';
import { ofxTransactionType } from './transaction-type.js';
import { transactionIds } from './fitid.js';
import { accountIdOf, amountText, digitsOf } from './ledger-values.js';

/** The rows that moved money, oldest first: informational rows (a card check, a refused debit) are not entries. */
export function entriesOf(account: Account): Transaction[] {
  const moved = account.transactions.filter((t) => t.informational !== true);
  // Printed order is kept within a day; a newest-first statement is read from its end.
  const chronological = account.reading?.printOrder === 'newest_first' ? [...moved].reverse() : moved;
  return chronological
    .map((t, i) => ({ t, i }))
    .sort((a, b) => (a.t.date < b.t.date ? -1 : a.t.date > b.t.date ? 1 : a.i - b.i))
    .map(({ t }) => t);
}

export type BookedBalances = {
  opening: number;
  closing: number;
  openingDate: string;
  closingDate: string;
  /** What the file's balances are not the statement's printed ones for, in words, or null. */
  note: string | null;
};

// A statement with no date at all (no period, no rows) still needs a balance date.
const NO_DATE = '1970-01-01';

/**
 * The opening and closing balance the file states. The printed opening balance is kept when there is one;
 * without it the opening is the printed closing less the entries, else the first printed running balance
 * less the entries up to it, else 0. The closing is always the opening plus the entries, so the file adds up;
 * where that differs from a printed closing balance, the note says so.
 */
export function bookedBalances(account: Account, entries: readonly Transaction[] = entriesOf(account)): BookedBalances {
  const digits = digitsOf(account);
  const money = (v: number) => amountText(v, digits);
  const moved = sumMoney(entries.map((t) => t.amount), digits);
  const dates = entries.map((t) => t.date);
  const openingDate = account.periodStart ?? dates[0] ?? account.periodEnd ?? NO_DATE;
  const closingDate = account.periodEnd ?? dates.at(-1) ?? openingDate;
  const closingFrom = (opening: number) => sumMoney([opening, moved], digits);
  if (account.openingBalance !== null) {
    const closing = closingFrom(account.openingBalance);
    const printed = account.closingBalance;
    const note =
      printed !== null && printed !== closing
        ? `Closing balance printed on the statement: ${money(printed)}; the rows read add up to ${money(closing)}.`
        : null;
    return { opening: account.openingBalance, closing, openingDate, closingDate, note };
  }
  if (account.closingBalance !== null) {
    const opening = sumMoney([account.closingBalance, -moved], digits);
    return { opening, closing: account.closingBalance, openingDate, closingDate, note: 'No opening balance printed: it is the closing balance less the rows.' };
  }
  const first = entries.findIndex((t) => t.balance !== null);
  if (first >= 0) {
    const opening = sumMoney([entries[first].balance!, ...entries.slice(0, first + 1).map((t) => -t.amount)], digits);
    return { opening, closing: closingFrom(opening), openingDate, closingDate, note: 'No opening or closing balance printed: they follow from the first running balance.' };
  }
  return { opening: 0, closing: moved, openingDate, closingDate, note: 'No balance printed: the balances start from 0.' };
}

/** The account's ISO 4217 code in capitals, or XXX (ISO's "no currency") when the statement names none. */
export const currencyCode = (account: Account): string => {
  const code = (account.currency ?? '').toUpperCase();
  return /^[A-Z]{3}$/.test(code) ? code : 'XXX';
};

// A reference is a token of letters and digits with at least six digits: what payment schemes print as
// the end-to-end, UTR or mandate reference. Dates and amounts are not references.
const REFERENCE = /(?<![\p{L}\p{N}])(?=[A-Z0-9-]*\d(?:[A-Z-]*\d){5})[A-Z0-9][A-Z0-9-]{5,34}(?![\p{L}\p{N}])/gu;
const DATE_LIKE = /^\d{1,4}[-/.]\d{1,2}[-/.]\d{1,4}$|^\d{8}$/;

/** The payment reference a description carries (the longest such token), or null. */
export function referenceOf(description: string): string | null {
  const found = [...description.toUpperCase().matchAll(REFERENCE)].map((m) => m[0]).filter((r) => !DATE_LIKE.test(r) && !r.startsWith('-') && !r.endsWith('-'));
  if (!found.length) return null;
  return found.reduce((longest, r) => (r.length > longest.length ? r : longest));
}

/** SWIFT's transaction type code for a row (N + 3 letters, as MT940 :61: and camt's proprietary code write it); MSC, miscellaneous, when nothing says. */
export function swiftTransactionCode(t: Transaction): string {
  const category = categoryOf(t);
  if (category === 'fees') return 'NCHG';
  if (category === 'interest') return 'NINT';
  if (category === 'transfers') return 'NTRF';
  if (category === 'direct_debits') return 'NDDT';
  const kind = ofxTransactionType(t.amount, t.description);
  if (kind === 'CHECK') return 'NCHK';
  if (kind === 'DIRECTDEBIT') return 'NDDT';
  if (kind === 'REPEATPMT') return 'NSTO';
  if (kind === 'XFER') return 'NTRF';
  return 'NMSC';
}

/** What both bank statement formats write of one account: its figures' digits, currency, id, entries, balances, and each entry's stable id. */
export function statementValues(account: Account, index: number) {
  const digits = digitsOf(account);
  const currency = currencyCode(account);
  const accountId = accountIdOf(account, index);
  const entries = entriesOf(account);
  const balances = bookedBalances(account, entries);
  const ids = transactionIds(account, accountId);
  const idOf = new Map(account.transactions.map((t, i) => [t, ids[i]]));
  return { digits, currency, accountId, entries, balances, idOf };
}
