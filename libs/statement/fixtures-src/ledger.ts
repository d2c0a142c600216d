/**
 * A statement table whose columns come in any order and kind (a second date, type code, card number,
 * cheque or reference number beside the description), for families that break the date-first layout.
 */
import { describedBy } from './families.js';
import { rng } from './format.js';
import type { Align, Block, Column, Doc, Fixture, Page, TableRow, Truth, TruthAccount } from './model.js';

export type ColKind = 'date' | 'date2' | 'desc' | 'type' | 'card' | 'ref' | 'debit' | 'credit' | 'amount' | 'balance';
export type LCol = { kind: ColKind; title: string; width: number; align?: Align };
/** A transaction: `date` is the transaction date; `date2` a value or posting date printed beside it. */
export type LTx = { date: string; date2?: string; lines: string[]; cents: number; type?: string; card?: string; ref?: string };

/** How cells print. `signed` prints the amount column from the holder's signed cents (money out negative). */
export type Fmt = {
  date: (iso: string) => string;
  date2?: (iso: string) => string;
  abs: (cents: number) => string;
  signed?: (cents: number) => string;
  balance?: (cents: number) => string;
};

const MONEY_KINDS: ColKind[] = ['debit', 'credit', 'amount', 'balance'];

export const columns = (cols: LCol[]): Column[] =>
  cols.map((c) => ({ title: c.title, width: c.width, align: c.align ?? (MONEY_KINDS.includes(c.kind) ? 'right' : 'left') }));

/** One transaction's cells; `showDate` false leaves the date cell empty (a date printed once per day). */
export function txRow(tx: LTx, balance: number | null, cols: LCol[], f: Fmt, showDate = true): TableRow {
  const cell = (c: LCol): string => {
    switch (c.kind) {
      case 'date': return showDate ? f.date(tx.date) : '';
      case 'date2': return tx.date2 ? (f.date2 ?? f.date)(tx.date2) : '';
      case 'desc': return tx.lines.join('\n');
      case 'type': return tx.type ?? '';
      case 'card': return tx.card ?? '';
      case 'ref': return tx.ref ?? '';
      case 'debit': return tx.cents < 0 ? f.abs(tx.cents) : '';
      case 'credit': return tx.cents > 0 ? f.abs(tx.cents) : '';
      case 'amount': return (f.signed ?? f.abs)(tx.cents);
      case 'balance': return balance === null ? '' : (f.balance ?? f.abs)(balance);
    }
  };
  return { cells: cols.map(cell) };
}

/** A row that is not a transaction (balance forward, total, section heading): text put in named columns. */
export function labelRow(cols: LCol[], put: Partial<Record<ColKind, string>>, bold = true): TableRow {
  return { cells: cols.map((c) => put[c.kind] ?? ''), bold };
}

export function running(opening: number, txs: LTx[]): number[] {
  let b = opening;
  return txs.map((t) => (b += t.cents));
}

const n = (cents: number) => Math.round(cents) / 100;

export type AccountInfo = { number: string | null; currency: string; start: string; end: string };

/** The truth of one account: opening/closing null when the statement prints none. */
export function ledgerTruth(a: AccountInfo, txs: LTx[], opening: number | null, closing: number | null, printed: (number | null)[] | null): TruthAccount {
  return {
    accountNumber: a.number,
    currency: a.currency,
    openingBalance: opening === null ? null : n(opening),
    closingBalance: closing === null ? null : n(closing),
    periodStart: a.start,
    periodEnd: a.end,
    transactions: txs.map((t, i) => ({ date: t.date, description: describedBy(t.lines), amount: n(t.cents), balance: printed?.[i] == null ? null : n(printed[i]!) })),
  };
}

export type LedgerSpec = {
  name: string;
  family: string;
  seed: number;
  size?: 'A4' | 'Letter';
  account: AccountInfo & { opening: number };
  /** The transactions, made from the family's random source. */
  txs: (random: () => number) => LTx[];
  cols: LCol[];
  fmt: Fmt;
  /** Page 1's blocks above the table. */
  head: (closing: number) => Block[];
  /** Blocks under the table on the last page (a summary box). */
  tail?: (closing: number) => Block[];
  openingRow?: Partial<Record<ColKind, string>> | ((opening: number) => Partial<Record<ColKind, string>>);
  closingRow?: (closing: number) => Partial<Record<ColKind, string>>;
  /** A totals row before the closing row (debits as a negative sum, credits positive): not a transaction. */
  totalsRow?: (debits: number, credits: number) => Partial<Record<ColKind, string>>;
  /** Which rows print the running balance: every row (default when there is a balance column) or a day's last. */
  balanceAt?: 'all' | 'dayEnd' | 'sparse';
  dateOnce?: boolean;
  /** Rows per page, and what repeats on later pages. */
  perPage?: number;
  pageHeader?: string[];
  footer?: (page: number, pages: number) => string[];
  /** Rows closing one page and opening the next (carried / brought forward), from the balance so far. */
  carried?: (balance: number) => Partial<Record<ColKind, string>>;
  brought?: (balance: number) => Partial<Record<ColKind, string>>;
  /** The column heading only on page 1. */
  headingOnce?: boolean;
  headerGap?: number;
  noHeader?: boolean;
  rowGap?: number;
  /** From this transaction on, every printed balance is 10.00 (1,000 cents) off (a statement that does not add up). */
  wrongAt?: number;
  /** Whether the statement prints balances at all (opening/closing rows, a summary or a balance column). */
  balances: boolean;
  ocr?: boolean;
  /** Stray marks on some rows (OCR of table rules): row index in the table → marks. */
  strays?: (rowIndex: number, cols: LCol[]) => TableRow['strays'];
};

/** A one-account statement of one or more pages, with its truth. */
export function ledgerStatement(s: LedgerSpec): Fixture {
  const random = rng(s.seed);
  const txs = s.txs(random);
  const balances = running(s.account.opening, txs);
  if (s.wrongAt !== undefined) for (let i = s.wrongAt; i < balances.length; i++) balances[i] += 1000;
  const hasBalanceCol = s.cols.some((c) => c.kind === 'balance');
  const printed = balances.map((b, i) => {
    if (!hasBalanceCol) return null;
    if (s.balanceAt === 'dayEnd' && txs[i + 1]?.date === txs[i].date) return null;
    if (s.balanceAt === 'sparse' && i % 3 !== 2 && i !== txs.length - 1) return null;
    return b;
  });
  const closing = balances.length ? balances[balances.length - 1] : s.account.opening;
  const rows = txs.map((t, i) => txRow(t, printed[i], s.cols, s.fmt, !s.dateOnce || i === 0 || txs[i - 1].date !== t.date));
  const per = s.perPage ?? rows.length;
  const pageCount = Math.max(1, Math.ceil(rows.length / per));
  const pages: Page[] = [];
  for (let p = 0; p < pageCount; p++) {
    const from = p * per;
    const to = Math.min(rows.length, from + per);
    const body: TableRow[] = rows.slice(from, to);
    if (p === 0 && s.openingRow) body.unshift(labelRow(s.cols, typeof s.openingRow === 'function' ? s.openingRow(s.account.opening) : s.openingRow));
    if (p > 0 && s.brought) body.unshift(labelRow(s.cols, s.brought(balances[from - 1])));
    if (p < pageCount - 1 && s.carried) body.push(labelRow(s.cols, s.carried(balances[to - 1])));
    if (p === pageCount - 1 && s.totalsRow) {
      const sum = (out: boolean) => txs.filter((t) => t.cents < 0 === out).reduce((a, t) => a + t.cents, 0);
      body.push(labelRow(s.cols, s.totalsRow(sum(true), sum(false))));
    }
    if (p === pageCount - 1 && s.closingRow) body.push(labelRow(s.cols, s.closingRow(closing)));
    if (s.strays) body.forEach((r, i) => (r.strays = s.strays!(from + i, s.cols)));
    const table: Block = {
      kind: 'table', columns: columns(s.cols), rows: body, rowGap: s.rowGap,
      noHeader: s.noHeader || (s.headingOnce && p > 0), headerGap: p === 0 ? s.headerGap : undefined,
    };
    pages.push({
      header: p > 0 ? s.pageHeader : undefined,
      blocks: [...(p === 0 ? s.head(closing) : []), table, ...(p === pageCount - 1 && s.tail ? s.tail(closing) : [])],
      footer: s.footer?.(p + 1, pageCount),
    });
  }
  const doc: Doc = { size: s.size ?? 'A4', pages, ...(s.ocr ? { ocr: { seed: s.seed } } : {}) };
  const verdict = s.wrongAt !== undefined ? 'not_verified' : s.balances ? 'verified' : 'cannot_verify';
  const truth: Truth = {
    family: s.family,
    verdict,
    accounts: [ledgerTruth(s.account, txs, s.balances ? s.account.opening : null, s.balances ? closing : null, printed)],
    ...(s.wrongAt !== undefined ? { firstBreakIndex: s.wrongAt } : {}),
  };
  return { name: s.name, doc, truth };
}
