import { dateFormats as D, formatAbs, formatSigned, money as M, rng, type DateFormat, type MoneyStyle, type NegativeStyle } from './format.js';
import type { Block, Column, Doc, Fixture, Page, TableRow, Truth, TruthAccount } from './model.js';
import { generate, runningBalances, type GenOptions, type Tx } from './transactions.js';

const n = (cents: number) => Math.round(cents) / 100;

/** How one account's table is printed. */
export type TableStyle = {
  date: DateFormat;
  money: MoneyStyle;
  titles: { date: string; valueDate?: string; desc: string; type?: string; debit?: string; credit?: string; amount?: string; mark?: string; ref?: string; balance?: string };
  /** Sign style of the single amount column and of balances. */
  neg?: NegativeStyle | 'none';
  balanceNeg?: NegativeStyle | 'crSuffix';
  openingRow?: string;
  closingRow?: string;
  /** Print the date only on a day's first row. */
  dateOnce?: boolean;
  /** Description lines first, amounts on the row's last line. */
  amountsLast?: boolean;
  /** With amountsLast: the date too sits on the last line, under the description. */
  dateLast?: boolean;
  /** Money cells carry the currency symbol: "£12.34", "-£5.00". */
  symbol?: string;
  /** The running balance only on a day's last row. */
  balanceDayEnd?: boolean;
  /** Newest transaction first (closing balance on top, opening at the bottom). */
  newestFirst?: boolean;
  /** No heading row at all. */
  noHeader?: boolean;
  /** Money in printed left of money out. */
  creditFirst?: boolean;
  /** The table printed as fixed-width text lines, one text run per line. */
  mono?: boolean;
  rowGap?: number;
  /** Where opening/closing rows put their figure when there is no balance column. */
  balanceIn?: 'credit';
};

export type AccountSpec = { number: string; currency: string; opening: number; txs: Tx[]; start: string; end: string };

function columnsOf(t: TableStyle): Column[] {
  const c: Column[] = [{ title: t.titles.date, width: 12, align: 'left' }];
  if (t.titles.valueDate) c.push({ title: t.titles.valueDate, width: 11, align: 'left' });
  c.push({ title: t.titles.desc, width: t.titles.valueDate ? 38 : 44, align: 'left' });
  if (t.titles.ref) c.push({ title: t.titles.ref, width: 12, align: 'left' });
  if (t.titles.type) c.push({ title: t.titles.type, width: 6, align: 'left' });
  const debit: Column[] = t.titles.debit ? [{ title: t.titles.debit, width: 14, align: 'right' }] : [];
  const credit: Column[] = t.titles.credit ? [{ title: t.titles.credit, width: 14, align: 'right' }] : [];
  c.push(...(t.creditFirst ? [...credit, ...debit] : [...debit, ...credit]));
  if (t.titles.amount) c.push({ title: t.titles.amount, width: 15, align: 'right' });
  if (t.titles.mark) c.push({ title: t.titles.mark, width: 6, align: 'left' });
  if (t.titles.balance) c.push({ title: t.titles.balance, width: 16, align: 'right' });
  return c;
}

const withSymbol = (text: string, t: TableStyle) => (t.symbol && text ? text.replace(/^(-?)/, `$1${t.symbol}`) : text);

function fmtBalance(cents: number, t: TableStyle): string {
  if (t.symbol) return withSymbol(formatSigned(cents, t.money, 'minus'), t);
  if (t.balanceNeg === 'crSuffix') return `${formatAbs(cents, t.money)} ${cents < 0 ? 'Dr' : 'Cr'}`;
  const neg = t.balanceNeg ?? t.neg;
  return formatSigned(cents, t.money, !neg || neg === 'none' ? 'minus' : neg);
}

/** The table cells of one transaction (description lines joined with newlines). */
function txCells(tx: Tx, balance: number | null, t: TableStyle, showDate: boolean, index: number): string[] {
  const lines = tx.lines.length;
  const atAmount = (s: string) => (t.amountsLast && s ? '\n'.repeat(lines - 1) + s : s);
  const dateText = showDate ? t.date(tx.date) : '';
  const cells: string[] = [t.dateLast && dateText ? '\n'.repeat(lines - 1) + dateText : dateText];
  if (t.titles.valueDate) cells.push(t.date(tx.date));
  cells.push(tx.lines.join('\n'));
  if (t.titles.ref) cells.push(String(40211873 + index * 7919));
  if (t.titles.type) cells.push(tx.cents < 0 ? ['DD', 'DEB', 'SO', 'CPT'][index % 4] : ['BGC', 'FPI', 'TFR'][index % 3]);
  const debit = t.titles.debit ? [atAmount(tx.cents < 0 ? withSymbol(formatAbs(tx.cents, t.money), t) : '')] : [];
  const credit = t.titles.credit ? [atAmount(tx.cents > 0 ? withSymbol(formatAbs(tx.cents, t.money), t) : '')] : [];
  cells.push(...(t.creditFirst ? [...credit, ...debit] : [...debit, ...credit]));
  if (t.titles.amount) {
    const neg = t.neg ?? 'minus';
    const text = t.titles.mark || neg === 'none' ? formatAbs(tx.cents, t.money) : formatSigned(tx.cents, t.money, neg);
    cells.push(atAmount(withSymbol(text, t)));
  }
  if (t.titles.mark) cells.push(atAmount(tx.cents < 0 ? 'DR' : 'CR'));
  if (t.titles.balance) cells.push(balance === null ? '' : atAmount(fmtBalance(balance, t)));
  return cells;
}

/** A balance row ("Balance brought forward") with the figure in the balance column (or the credit column). */
function balanceRow(label: string, date: string | null, cents: number, t: TableStyle): TableRow {
  const cols = columnsOf(t);
  const cells = cols.map(() => '');
  cells[0] = date ? t.date(date) : '';
  cells[t.titles.valueDate ? 2 : 1] = label;
  const target = t.titles.balance ?? (t.balanceIn === 'credit' ? t.titles.credit : (t.titles.amount ?? t.titles.credit));
  const idx = cols.findIndex((c) => c.title === target);
  cells[idx] = t.titles.balance || (t.neg && t.neg !== 'none') ? fmtBalance(cents, t) : formatAbs(cents, t.money);
  return { cells, bold: true };
}

/** Rows of one account's table, with its printed balances; `wrongAt` corrupts one printed balance. */
export function tableRows(acc: AccountSpec, t: TableStyle, opts: { wrongAt?: number; from?: number; to?: number } = {}) {
  const balances = runningBalances(acc.opening, acc.txs);
  if (opts.wrongAt !== undefined) for (let i = opts.wrongAt; i < balances.length; i++) balances[i] += 1000;
  // What the statement prints on each row (null where the balance is left out).
  const printed = balances.map((b, i) => (!t.titles.balance ? null : t.balanceDayEnd && acc.txs[i + 1]?.date === acc.txs[i].date ? null : b));
  const rows: TableRow[] = [];
  const from = opts.from ?? 0;
  const to = opts.to ?? acc.txs.length;
  // Rows in printed order; a date printed once per day goes on the day's first printed row.
  const indices = Array.from({ length: to - from }, (_, k) => from + k);
  if (t.newestFirst) indices.reverse();
  indices.forEach((i, k) => {
    const tx = acc.txs[i];
    const showDate = !t.dateOnce || k === 0 || acc.txs[indices[k - 1]].date !== tx.date;
    rows.push({ cells: txCells(tx, printed[i], t, showDate, i) });
  });
  return { rows, balances, printed };
}

const ordered = <T>(rows: T[], newestFirst = false) => (newestFirst ? [...rows].reverse() : rows);

/**
 * A row's description in the truth, as the corpora write it: its lines joined, but for a line of its own that only
 * notes the exchange ("FX RATE 1.1006", "USD 120,00 COTACAO 5,0712"): that annotates the amount.
 */
export const describedBy = (lines: string[]) => lines.filter((line, i) => i === 0 || !/\bFX RATE\b|\bCOTACAO\b|\bEXCHANGE RATE\b/.test(line)).join(' ');

export function truthAccount(
  acc: AccountSpec,
  balances: number[] | null,
  opts: { number?: string | null; printedBalances?: boolean; cc?: boolean; printed?: (number | null)[]; newestFirst?: boolean } = {},
): TruthAccount {
  const closing = acc.opening + acc.txs.reduce((s, t) => s + t.cents, 0);
  const sign = opts.cc ? -1 : 1;
  return {
    accountNumber: opts.number === undefined ? acc.number : opts.number,
    currency: acc.currency,
    openingBalance: opts.printedBalances === false ? null : n(acc.opening),
    closingBalance: opts.printedBalances === false ? null : n(balances ? balances[balances.length - 1] : closing),
    periodStart: acc.start,
    periodEnd: acc.end,
    // In the order the statement prints them, as the corpora's truth keeps them.
    transactions: ordered(
      acc.txs.map((tx, i) => ({
        date: tx.date,
        description: describedBy(tx.lines),
        amount: n(tx.cents) * sign * sign,
        balance: opts.printed ? (opts.printed[i] === null ? null : n(opts.printed[i]!)) : balances ? n(balances[i]) : null,
      })),
      opts.newestFirst,
    ),
    ...(opts.newestFirst ? { printOrder: 'newest_first' as const } : {}),
  };
}

export type SimpleSpec = {
  name: string;
  family: string;
  seed: number;
  size?: 'A4' | 'Letter';
  bank: string;
  title: string;
  /** Left and right header columns (address, account details). */
  info: (acc: AccountSpec) => { left: string[]; right: string[] };
  account: { number: string; currency: string; opening: number; start: string; end: string };
  gen: Omit<GenOptions, 'start' | 'end'>;
  table: TableStyle;
  summary?: (acc: AccountSpec, closing: number) => [string, string][];
  footer?: string[];
  totalsRow?: boolean;
  wrongAt?: number;
  /** The verdict when it is not simply "verified" (or cannot_verify without balances). */
  verdict?: 'not_verified' | 'cannot_verify';
};

/** A one-account, one-page statement in the given style, with its ground truth. */
export function simpleStatement(s: SimpleSpec): Fixture {
  const random = rng(s.seed);
  const acc: AccountSpec = { ...s.account, txs: generate(random, { ...s.gen, start: s.account.start, end: s.account.end, money: s.table.money }) };
  const { rows, balances, printed } = tableRows(acc, s.table, { wrongAt: s.wrongAt });
  const closing = acc.opening + acc.txs.reduce((a, t) => a + t.cents, 0);
  const printedClosing = s.table.titles.balance ? balances[balances.length - 1] : closing;
  const atTop = (row: TableRow) => (s.table.newestFirst ? rows.push(row) : rows.unshift(row));
  const atBottom = (row: TableRow) => (s.table.newestFirst ? rows.unshift(row) : rows.push(row));
  if (s.table.openingRow) atTop(balanceRow(s.table.openingRow, s.account.start, acc.opening, s.table));
  if (s.totalsRow) {
    const cols = columnsOf(s.table);
    const cells = cols.map(() => '');
    cells[s.table.titles.valueDate ? 2 : 1] = 'Totals';
    const out = acc.txs.filter((t) => t.cents < 0).reduce((a, t) => a + t.cents, 0);
    const inn = acc.txs.filter((t) => t.cents > 0).reduce((a, t) => a + t.cents, 0);
    cells[cols.findIndex((c) => c.title === s.table.titles.debit)] = formatAbs(out, s.table.money);
    cells[cols.findIndex((c) => c.title === s.table.titles.credit)] = formatAbs(inn, s.table.money);
    rows.push({ cells, bold: true });
  }
  if (s.table.closingRow) atBottom(balanceRow(s.table.closingRow, s.account.end, printedClosing, s.table));
  const info = s.info(acc);
  const blocks: Block[] = [
    { kind: 'text', lines: [s.bank], size: 14, bold: true },
    { kind: 'text', lines: [s.title], size: 11, bold: true },
    { kind: 'pair', left: info.left, right: info.right },
  ];
  if (s.summary) blocks.push({ kind: 'kv', rows: s.summary(acc, printedClosing) });
  blocks.push({ kind: 'table', columns: columnsOf(s.table), rows, rowGap: s.table.rowGap, noHeader: s.table.noHeader, mono: s.table.mono });
  const doc: Doc = { size: s.size ?? 'A4', pages: [{ blocks, footer: s.footer }] };
  const hasBalances = Boolean(s.table.titles.balance || s.table.openingRow || s.summary);
  const truth: Truth = {
    family: s.family,
    verdict: s.verdict ?? (s.wrongAt !== undefined ? 'not_verified' : hasBalances ? 'verified' : 'cannot_verify'),
    accounts: [truthAccount(acc, s.table.titles.balance ? balances : null, { printedBalances: hasBalances, printed, newestFirst: s.table.newestFirst })],
    ...(s.wrongAt !== undefined ? { firstBreakIndex: s.wrongAt } : {}),
  };
  if (s.wrongAt !== undefined && truth.family !== 'refusal') truth.accounts[0].closingBalance = n(printedClosing);
  return { name: s.name, doc, truth };
}

export type PagedSpec = {
  acc: AccountSpec;
  table: TableStyle;
  /** Transactions per page. */
  perPage: number;
  first: Block[];
  header: string[];
  footer: (page: number, pages: number) => string[];
  brought: string;
  carried: string;
  openingLabel: string;
  closingLabel: string;
};

/** A statement over several pages with carried/brought forward rows between them. */
export function pagedDoc(s: PagedSpec): { pages: Page[]; balances: number[] } {
  const { acc, table: t } = s;
  const { balances } = tableRows(acc, t);
  const cols = columnsOf(t);
  const count = Math.ceil(acc.txs.length / s.perPage);
  const pages: Page[] = [];
  for (let p = 0; p < count; p++) {
    const from = p * s.perPage;
    const to = Math.min(acc.txs.length, from + s.perPage);
    const rows = tableRows(acc, t, { from, to }).rows;
    rows.unshift(p === 0 ? balanceRow(s.openingLabel, acc.start, acc.opening, t) : balanceRow(s.brought, null, balances[from - 1], t));
    rows.push(p === count - 1 ? balanceRow(s.closingLabel, acc.end, balances[to - 1], t) : balanceRow(s.carried, null, balances[to - 1], t));
    pages.push({ header: p === 0 ? undefined : s.header, blocks: [...(p === 0 ? s.first : []), { kind: 'table', columns: cols, rows }], footer: s.footer(p + 1, count) });
  }
  return { pages, balances };
}

export { D, M, formatAbs, formatSigned, rng, generate, runningBalances, columnsOf, balanceRow };
export type { Page };
