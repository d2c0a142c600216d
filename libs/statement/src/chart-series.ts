/**
 * What the charts of an account show, the same in the review (the browser) and in the workbook's chart sheet:
 * the balance over time (printed, and run from the opening balance through the amounts), money in and out per
 * month, and money out per category. Pure and free of pdf.js, so the frontend can bundle it
 * (`@bankxl/statement/charts`). Sums are in integer cents so they never drift.
 *
 * Rows stay in the order the statement prints them (a newest-first statement's rows are newest first); the
 * charts run in time order. Informational rows (they moved no money) are left out of every chart, as the
 * sums and the checks leave them out.
 */
import type { Account, Transaction } from './types.js';

const toCents = (n: number) => Math.round(n * 100);
const fromCents = (c: number) => c / 100;

/**
 * The rows' indexes in time order: by date, rows of one date in the order they happened (the printed order,
 * reversed where the statement prints newest first). A stable sort, so rows of a date keep that order.
 */
export function timeOrder(account: Pick<Account, 'transactions' | 'reading'>): number[] {
  const indexes = account.transactions.map((_, i) => i);
  if (account.reading?.printOrder === 'newest_first') indexes.reverse();
  const dates = account.transactions.map((t) => t.date);
  return indexes.sort((a, b) => (dates[a] < dates[b] ? -1 : dates[a] > dates[b] ? 1 : 0));
}

/** One point of the balance over time: a row (its index in the account's rows) or the opening balance (row null). */
export type BalancePoint = {
  row: number | null;
  date: string;
  /** The balance the statement prints on the row (the opening balance's point: the opening balance), or null. */
  printed: number | null;
  /** The opening balance plus the amounts up to and including this row. */
  running: number;
};

export type BalanceSeries = {
  points: BalancePoint[];
  /** Where the running balance starts: printed, worked out from the first printed balance, or nothing to start from (0). */
  start: 'opening' | 'first_balance' | 'zero';
  /** The point of the row where the check first fails (checks.firstBreakIndex), or null. */
  breakPoint: number | null;
};

/**
 * The balance over time, in time order: the opening balance (where it is printed) and then every row that
 * moved money. Without a printed opening balance the running balance starts from the first printed balance
 * less the amounts up to it, and from 0 when nothing prints a balance.
 */
export function balanceSeries(account: Pick<Account, 'transactions' | 'reading' | 'openingBalance' | 'periodStart' | 'checks'>): BalanceSeries {
  const rows = timeOrder(account).filter((i) => !account.transactions[i].informational);
  const ts = account.transactions;
  let start: BalanceSeries['start'] = 'opening';
  let runningCents: number;
  if (account.openingBalance !== null) runningCents = toCents(account.openingBalance);
  else {
    const first = rows.findIndex((i) => ts[i].balance !== null);
    if (first >= 0) {
      start = 'first_balance';
      runningCents = rows.slice(0, first + 1).reduce((c, i) => c - toCents(ts[i].amount), toCents(ts[rows[first]].balance!));
    } else {
      start = 'zero';
      runningCents = 0;
    }
  }
  const points: BalancePoint[] = [];
  if (account.openingBalance !== null && rows.length > 0) {
    const firstDate = ts[rows[0]].date;
    const date = account.periodStart && account.periodStart <= firstDate ? account.periodStart : firstDate;
    points.push({ row: null, date, printed: account.openingBalance, running: account.openingBalance });
  }
  for (const i of rows) {
    runningCents += toCents(ts[i].amount);
    points.push({ row: i, date: ts[i].date, printed: ts[i].balance, running: fromCents(runningCents) });
  }
  const breakIndex = account.checks?.firstBreakIndex ?? null;
  const breakPoint = breakIndex === null ? null : points.findIndex((p) => p.row === breakIndex);
  return { points, start, breakPoint: breakPoint === null || breakPoint < 0 ? null : breakPoint };
}

export type MonthFlow = { month: string; moneyIn: number; moneyOut: number };

/** Money in and money out (both positive) per calendar month (`2024-03`), in time order; months without rows left out. */
export function monthlyFlows(transactions: readonly Transaction[]): MonthFlow[] {
  const months = new Map<string, { in: number; out: number }>();
  for (const t of transactions) {
    if (t.informational) continue;
    const month = t.date.slice(0, 7);
    const m = months.get(month) ?? { in: 0, out: 0 };
    const cents = toCents(t.amount);
    if (cents > 0) m.in += cents;
    else m.out -= cents;
    months.set(month, m);
  }
  return [...months.keys()].sort().map((month) => ({ month, moneyIn: fromCents(months.get(month)!.in), moneyOut: fromCents(months.get(month)!.out) }));
}

export type CategorySpending<C extends string> = { category: C; moneyOut: number; count: number };

/**
 * Money out (positive) per category, the most first (ties in `order`, the categories' own order); categories
 * nothing was spent on left out. `categoryOf` says a row's category (its own, or the shipped rules' reading of its description).
 */
export function spendingByCategory<C extends string>(transactions: readonly Transaction[], categoryOf: (t: Transaction) => C, order: readonly C[]): CategorySpending<C>[] {
  const spent = new Map<C, { cents: number; count: number }>();
  for (const t of transactions) {
    if (t.informational || !(t.amount < 0)) continue;
    const c = categoryOf(t);
    const s = spent.get(c) ?? { cents: 0, count: 0 };
    s.cents -= toCents(t.amount);
    s.count++;
    spent.set(c, s);
  }
  return order
    .filter((c) => (spent.get(c)?.cents ?? 0) > 0)
    .sort((a, b) => spent.get(b)!.cents - spent.get(a)!.cents)
    .map((c) => ({ category: c, moneyOut: fromCents(spent.get(c)!.cents), count: spent.get(c)!.count }));
}
