/**
 * The toolkit of the held-out ("novel") layouts: a seeded random source, date and money printers, a
 * transaction generator over invented payees, and one statement assembler (columns of any kind, label rows,
 * pages split by printed lines, newest-first order, a misprinted balance) that also writes the truth.
 * Nothing here is shared with the engine's own fixtures' word lists: these layouts are meant to be unseen.
 */
import { addDays, daysBetween, formatAbs, rng, type MoneyStyle } from '../format.js';
import type { Align, Block, Column, Doc, Fixture, Page, TableRow, TruthAccount } from '../model.js';

// ------------------------------------------------------------------ random

export type R = {
  (): number;
  /** An integer in [a, b]. */
  int: (a: number, b: number) => number;
  pick: <T>(xs: readonly T[]) => T;
  chance: (p: number) => boolean;
  /** Each '#' becomes a random digit. */
  digits: (template: string) => string;
};

export function rand(seed: number): R {
  const next = rng(seed);
  const r = (() => next()) as R;
  r.int = (a, b) => a + Math.floor(next() * (b - a + 1));
  r.pick = (xs) => xs[Math.floor(next() * xs.length)];
  r.chance = (p) => next() < p;
  r.digits = (t) => t.replace(/#/g, () => String(Math.floor(next() * 10)));
  return r;
}

// ------------------------------------------------------------------ dates

export const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export const MONTHS_EN_LONG = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * A date printer from a pattern: YYYY, YY, MM (zero-padded), M, DD, D, MON (a month name from `names`,
 * English abbreviations by default), MONTH (long English names). Other characters print as they are.
 */
export function dateFmt(pattern: string, names: readonly string[] = MONTHS_EN): (iso: string) => string {
  return (iso) => {
    const y = iso.slice(0, 4);
    const m = Number(iso.slice(5, 7));
    const d = Number(iso.slice(8, 10));
    return pattern.replace(/YYYY|YY|MONTH|MON|MM|DD|M|D/g, (t) => {
      switch (t) {
        case 'YYYY': return y;
        case 'YY': return y.slice(2);
        case 'MONTH': return MONTHS_EN_LONG[m - 1];
        case 'MON': return names[m - 1];
        case 'MM': return String(m).padStart(2, '0');
        case 'DD': return String(d).padStart(2, '0');
        case 'M': return String(m);
        default: return String(d);
      }
    });
  };
}

export const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
export const iso = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/** A calendar-month period in 2023-2025, drawn from the random source. */
export function monthPeriod(r: R, years: readonly number[] = [2023, 2024, 2025]): { start: string; end: string; year: number; month: number } {
  const year = r.pick(years);
  const month = r.int(1, 11);
  return { start: iso(year, month, 1), end: iso(year, month, lastDay(year, month)), year, month };
}

/** A period from a day in one month to the day before in the next (card cycles, mid-month statements). */
export function cyclePeriod(r: R, opts: { crossYear?: boolean } = {}): { start: string; end: string } {
  const year = r.pick([2023, 2024]);
  const month = opts.crossYear ? 12 : r.int(1, 10);
  const day = r.int(5, 24);
  const start = iso(year, month, day);
  return { start, end: nextMonthDayBefore(start) };
}
function nextMonthDayBefore(start: string): string {
  const y = Number(start.slice(0, 4));
  const m = Number(start.slice(5, 7));
  const d = Number(start.slice(8, 10));
  const ny = m === 12 ? y + 1 : y;
  const nm = m === 12 ? 1 : m + 1;
  return addDays(iso(ny, nm, Math.min(d, lastDay(ny, nm))), -1);
}

// ------------------------------------------------------------------ money

export const STYLE = {
  en: { group: ',', decimal: '.', decimals: 2 } as MoneyStyle,
  dot: { group: '.', decimal: ',', decimals: 2 } as MoneyStyle,
  space: { group: ' ', decimal: ',', decimals: 2 } as MoneyStyle,
  nbsp: { group: '\u00a0', decimal: ',', decimals: 2 } as MoneyStyle,
  yen: { group: ',', decimal: '.', decimals: 0 } as MoneyStyle,
};

export type MoneyPrint = (cents: number) => string;

/** Absolute figures: "1 234,56" (whatever the sign). */
export const abs = (style: MoneyStyle, before = '', after = ''): MoneyPrint => (c) => `${before}${formatAbs(c, style)}${after}`;

/**
 * Signed figures. `neg` is how money out prints: "-1,234.56", "1,234.56-", "(1,234.56)", "1,234.56 Dr".
 * `plus` puts "+" before money in; `pos` is the text after money in for the suffix styles ("Cr").
 */
export function signed(style: MoneyStyle, neg: 'minus' | 'trailing' | 'parens' | 'suffix', o: { plus?: boolean; before?: string; negSuffix?: string; posSuffix?: string } = {}): MoneyPrint {
  return (c) => {
    const a = `${o.before ?? ''}${formatAbs(c, style)}`;
    if (c >= 0) return neg === 'suffix' ? `${a} ${o.posSuffix ?? 'Cr'}` : `${o.plus && c > 0 ? '+' : ''}${a}`;
    switch (neg) {
      case 'minus': return `-${a}`;
      case 'trailing': return `${a}-`;
      case 'parens': return `(${a})`;
      case 'suffix': return `${a} ${o.negSuffix ?? 'Dr'}`;
    }
  };
}

// ------------------------------------------------------------------ transactions

export type Pool = { out: readonly string[]; in: readonly string[]; extra: readonly string[] };
/** One transaction. `cents` is from the holder's side (money out and purchases negative). */
export type Tx = { date: string; date2?: string; lines: string[]; cents: number; fx?: string; ref?: string; party?: string };

export type GenOpts = {
  start: string;
  end: string;
  count: number;
  pool: Pool;
  /** Up to this many continuation lines on `wrapShare` of the rows. */
  wrap?: number;
  wrapShare?: number;
  /** Usual largest amount in whole units. */
  max?: number;
  /** Whole units only (yen). */
  whole?: boolean;
  outShare?: number;
  /** Only days for which this holds (e.g. day of month <= 12). */
  allow?: (iso: string) => boolean;
  /** Leave the period's last days free (posting dates that must stay inside). */
  endMargin?: number;
};

const SMALL = /FEE|INTEREST|RENTER|KORKO|JUROS|ODSETEK|ÚROK|FAİZ|RÄNTA|PALVELUMAKSU|POPLATEK|OPŁATA|COMISSÃO|IMPOSTO|ÜCRETİ|手数料|手续费|利息|结息|AIRTIME/;
const LARGE = /SALARY|PAYROLL|PALKKA|LÖN|MAAŞ|WYNAGRODZENIE|MZDA|VENCIMENTO|工资|給与|DIRECT DEP|RENT|HYRA|HUSLEJE|VUOKRA|NÁJEM|CZYNSZ|KİRA|RENDA|房租|家賃|MORTGAGE/;

/** Transactions on random days of the period, sorted by date (a stable order for equal days). */
export function gen(r: R, o: GenOpts): Tx[] {
  const span = daysBetween(o.start, o.end) - (o.endMargin ?? 0);
  const days: string[] = [];
  for (let k = 0; k <= span; k++) if (!o.allow || o.allow(addDays(o.start, k))) days.push(addDays(o.start, k));
  const chosen = Array.from({ length: o.count }, () => r.pick(days)).sort();
  const max = o.max ?? 1200;
  return chosen.map((date, i) => {
    const out = r.chance(o.outShare ?? 0.7);
    const lines = [r.digits(r.pick(out ? o.pool.out : o.pool.in))];
    let units = out ? 1 + Math.floor(r() * r() * max) : 25 + Math.floor(r() * max * 1.3);
    if (r.chance(0.1)) units += Math.floor(max * (0.4 + r()));
    // Fees and interest are small, pay is large.
    if (SMALL.test(lines[0])) units = 1 + Math.floor(r() * max * 0.015);
    else if (LARGE.test(lines[0])) units = Math.floor(max * (1.2 + r() * 1.5));
    const cents = o.whole ? units * 100 : units * 100 + r.int(0, 99);
    if (o.wrap && o.pool.extra.length && r.chance(o.wrapShare ?? 0.35)) {
      const more = r.int(1, o.wrap);
      const first = r.int(0, o.pool.extra.length - 1);
      for (let k = 0; k < more; k++) lines.push(r.digits(o.pool.extra[(first + k + i) % o.pool.extra.length]));
    }
    return { date, lines, cents: out ? -cents : cents };
  });
}

// ------------------------------------------------------------------ the table

export type Kind = 'date' | 'date2' | 'desc' | 'debit' | 'credit' | 'amount' | 'sign' | 'fx' | 'balance' | 'ref' | 'party';
export type Col = { kind: Kind; title: string; width: number; align?: Align };
export type Put = Partial<Record<Kind, string>>;

export type Fmt = {
  date: (iso: string) => string;
  date2?: (iso: string) => string;
  /** Debit / credit columns (absolute). */
  abs?: MoneyPrint;
  /** The single amount column, from the holder-side cents (cards print purchases plain: pass c => f(-c)). */
  amount?: MoneyPrint;
  /** The sign column's mark. */
  sign?: (cents: number) => string;
  balance?: MoneyPrint;
};

const MONEY_KINDS: Kind[] = ['debit', 'credit', 'amount', 'balance', 'fx'];
export const columns = (cols: Col[]): Column[] =>
  cols.map((c) => ({ title: c.title, width: c.width, align: c.align ?? (MONEY_KINDS.includes(c.kind) ? 'right' : c.kind === 'sign' ? 'center' : 'left') }));

function txRow(t: Tx, printedBalance: number | null, cols: Col[], f: Fmt): TableRow {
  const absOf = f.abs ?? ((c: number) => String(Math.abs(c)));
  return {
    cells: cols.map((c) => {
      switch (c.kind) {
        case 'date': return f.date(t.date);
        case 'date2': return t.date2 ? (f.date2 ?? f.date)(t.date2) : '';
        case 'desc': return t.lines.join('\n');
        case 'debit': return t.cents < 0 ? absOf(t.cents) : '';
        case 'credit': return t.cents > 0 ? absOf(t.cents) : '';
        case 'amount': return (f.amount ?? absOf)(t.cents);
        case 'sign': return f.sign ? f.sign(t.cents) : '';
        case 'fx': return t.fx ?? '';
        case 'balance': return printedBalance === null ? '' : (f.balance ?? absOf)(printedBalance);
        case 'ref': return t.ref ?? '';
        case 'party': return t.party ?? '';
      }
    }),
  };
}

export const labelRow = (cols: Col[], put: Put, bold = true): TableRow => ({ cells: cols.map((c) => put[c.kind] ?? ''), bold });

export type Totals = {
  opening: number;
  closing: number;
  /** Sum of money out (negative) and of money in (positive), holder side. */
  out: number;
  in: number;
  txs: Tx[];
};

export type StatementSpec = {
  family: string;
  size?: 'A4' | 'Letter';
  account: { number: string | null; currency: string; start: string; end: string; card?: boolean };
  /** Opening balance, holder side (a card's amount owed is negative here). */
  opening: number;
  txs: Tx[];
  cols: Col[];
  fmt: Fmt;
  head: (t: Totals) => Block[];
  tail?: (t: Totals) => Block[];
  openingRow?: (t: Totals) => Put;
  closingRow?: (t: Totals) => Put;
  /** Printed lines of table per page: page 1 and the pages after (Chromium clips a page that overflows). */
  firstPageLines?: number;
  pageLines?: number;
  pageHeader?: (page: number, pages: number) => string[];
  footer?: (page: number, pages: number) => string[];
  carried?: (balance: number) => Put;
  brought?: (balance: number) => Put;
  newestFirst?: boolean;
  noHeader?: boolean;
  /** The heading row on page 1 only. */
  headingOnce?: boolean;
  rowGap?: number;
  /** What the balance column prints from the holder-side running balance (a card: the amount owed, -balance). */
  shown?: (holder: number) => number;
  /** One printed running balance is wrong (a misprint); later rows are right again. */
  misprint?: { at: number; value: (right: number) => number };
  /** Whether opening and closing balances are printed (truth keeps them, else null). */
  balancesPrinted: boolean;
  /** The balance may go below zero (otherwise the opening balance is raised so that it never does). */
  overdraft?: boolean;
  verdict: 'verified' | 'not_verified' | 'cannot_verify';
};

const cents2 = (c: number) => Math.round(c) / 100;
const lineCount = (row: TableRow) => Math.max(1, ...row.cells.map((c) => (c ? c.split('\n').length : 1)));

/** Lays the statement out (pages split by printed lines) and writes its truth. */
export function statement(s: StatementSpec): Omit<Fixture, 'name'> {
  const shown = s.shown ?? ((b: number) => b);
  if (!s.account.card && !s.overdraft) {
    // A current account that never goes below zero: the opening balance is raised by what the rows would overdraw.
    let low = 0;
    let acc = 0;
    for (const t of s.txs) low = Math.min(low, (acc += t.cents));
    if (s.opening + low < 0) s = { ...s, opening: -low + Math.abs(s.opening % 100_000) + 2_500 };
  }
  let run = s.opening;
  const right = s.txs.map((t) => (run += t.cents));
  const closing = right.length ? right[right.length - 1] : s.opening;
  const hasBalance = s.cols.some((c) => c.kind === 'balance');
  const printed: (number | null)[] = right.map((b, i) => {
    if (!hasBalance) return null;
    const v = shown(b);
    return s.misprint?.at === i ? s.misprint.value(v) : v;
  });
  const totals: Totals = {
    opening: s.opening,
    closing,
    out: s.txs.filter((t) => t.cents < 0).reduce((a, t) => a + t.cents, 0),
    in: s.txs.filter((t) => t.cents > 0).reduce((a, t) => a + t.cents, 0),
    txs: s.txs,
  };
  const order = s.txs.map((_, i) => i);
  if (s.newestFirst) order.reverse();
  const txRows = order.map((i) => ({ i, row: txRow(s.txs[i], printed[i], s.cols, s.fmt) }));

  // Split into pages by printed lines; carried / brought rows use the balance after the page's last row.
  const firstBudget = s.firstPageLines ?? 34;
  const budget = s.pageLines ?? 50;
  const chunks: (typeof txRows)[] = [[]];
  let used = s.openingRow && !s.newestFirst ? 1 : s.closingRow && s.newestFirst ? 1 : 0;
  for (const tr of txRows) {
    const n = lineCount(tr.row);
    const cap = chunks.length === 1 ? firstBudget : budget;
    if (used + n > cap - 2 && chunks[chunks.length - 1].length) {
      chunks.push([]);
      used = 1;
    }
    chunks[chunks.length - 1].push(tr);
    used += n;
  }
  const pageCount = chunks.length;
  const pages: Page[] = chunks.map((chunk, p) => {
    const rows = chunk.map((c) => c.row);
    const last = p === pageCount - 1;
    const topRow = p === 0 ? (s.newestFirst ? s.closingRow : s.openingRow) : undefined;
    const bottomRow = last ? (s.newestFirst ? s.openingRow : s.closingRow) : undefined;
    if (topRow) rows.unshift(labelRow(s.cols, topRow(totals)));
    if (!s.newestFirst && p > 0 && s.brought) rows.unshift(labelRow(s.cols, s.brought(shown(right[chunks[p - 1][chunks[p - 1].length - 1].i]))));
    if (!s.newestFirst && !last && s.carried) rows.push(labelRow(s.cols, s.carried(shown(right[chunk[chunk.length - 1].i]))));
    if (bottomRow) rows.push(labelRow(s.cols, bottomRow(totals)));
    const table: Block = { kind: 'table', columns: columns(s.cols), rows, rowGap: s.rowGap, noHeader: s.noHeader || (s.headingOnce && p > 0) };
    return {
      header: p > 0 ? s.pageHeader?.(p + 1, pageCount) : undefined,
      blocks: [...(p === 0 ? s.head(totals) : []), table, ...(last && s.tail ? s.tail(totals) : [])],
      footer: s.footer?.(p + 1, pageCount),
    };
  });
  const doc: Doc = { size: s.size ?? 'A4', pages };
  const account: TruthAccount & { type?: string } = {
    accountNumber: s.account.number,
    currency: s.account.currency,
    openingBalance: s.balancesPrinted ? cents2(s.opening) : null,
    closingBalance: s.balancesPrinted ? cents2(closing) : null,
    periodStart: s.account.start,
    periodEnd: s.account.end,
    // In the order the statement prints them, as the corpora's truth keeps them.
    transactions: order.map((i) => ({ date: s.txs[i].date, description: s.txs[i].lines.join(' '), amount: cents2(s.txs[i].cents), balance: printed[i] === null ? null : cents2(printed[i]!) })),
    ...(s.account.card ? { type: 'credit_card' } : {}),
    ...(s.newestFirst ? { printOrder: 'newest_first' as const } : {}),
  };
  return {
    doc,
    truth: { family: s.family, verdict: s.verdict, accounts: [account], ...(s.misprint ? { firstBreakIndex: order.indexOf(s.misprint.at) } : {}) },
  };
}

// ------------------------------------------------------------------ header blocks

/** Bank name, title, holder on the left and account details on the right, then more blocks. */
export const head = (bank: string, title: string, left: string[], right: string[], more: Block[] = []): Block[] => [
  { kind: 'text', lines: [bank], size: 14, bold: true },
  { kind: 'text', lines: [title], size: 11, bold: true },
  { kind: 'pair', left, right },
  ...more,
];

/** A layout: its family name and how one statement of it is made from a random source and its index (0-2). */
export type Layout = { family: string; make: (r: R, k: number) => Omit<Fixture, 'name'> };

/** An account number from a template ('#' = digit). */
export const accountNo = (r: R, template: string) => r.digits(template);
