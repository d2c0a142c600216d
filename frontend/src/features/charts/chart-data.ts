import type uPlot from 'uplot';
import { balanceSeries, monthlyFlows, spendingByCategory } from '@bankxl/statement/charts';
import { CATEGORY_IDS, categoryLabel, type CategoryId } from '@bankxl/statement/books';
import type { Account, Transaction } from '../statement/types';

const DAY = 86_400;
const seconds = (iso: string) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / 1000;

export type BalanceChartData = {
  /** x: seconds (a date's rows spread over its day, in the order they happened), printed, computed, and the break alone where there is one. */
  data: uPlot.AlignedData;
  dates: string[];
  /** Each point's row in the account (null: the opening balance). */
  rows: (number | null)[];
  printed: (number | null)[];
  running: number[];
  breakPoint: number | null;
};

/** The balance over time as uPlot draws it: time order whatever order the statement prints (chart-series.ts). */
export function balanceChartData(account: Account): BalanceChartData {
  const series = balanceSeries(account);
  const perDay = new Map<string, number>();
  for (const p of series.points) perDay.set(p.date, (perDay.get(p.date) ?? 0) + 1);
  const seen = new Map<string, number>();
  const xs = series.points.map((p) => {
    const k = seen.get(p.date) ?? 0;
    seen.set(p.date, k + 1);
    return seconds(p.date) + Math.round((DAY * k) / perDay.get(p.date)!);
  });
  const printed = series.points.map((p) => p.printed);
  const running = series.points.map((p) => p.running);
  // The break's point alone, as a series of its own (drawn as a large marker), only where the check fails.
  const marked = series.breakPoint === null ? [] : [series.points.map((p, i) => (i === series.breakPoint ? p.printed ?? p.running : null))];
  return { data: [xs, printed, running, ...marked] as uPlot.AlignedData, dates: series.points.map((p) => p.date), rows: series.points.map((p) => p.row), printed, running, breakPoint: series.breakPoint };
}

/** A row's category id: its own, or uncategorised (rows are booked when read; a person may clear one). */
const categoryOf = (t: Transaction): CategoryId => t.category ?? 'uncategorised';

export function monthChartData(account: Account) {
  const months = monthlyFlows(account.transactions);
  return { months, data: [months.map((_, i) => i), months.map((m) => m.moneyIn), months.map((m) => m.moneyOut)] as uPlot.AlignedData };
}

export function categoryChartData(account: Account) {
  const spending = spendingByCategory(account.transactions, categoryOf, CATEGORY_IDS).map((s) => ({ ...s, label: categoryLabel(s.category) }));
  return { spending, data: [spending.map((_, i) => i), spending.map((s) => s.moneyOut)] as uPlot.AlignedData };
}

/** `2024-03` as "Mar 2024". */
export function monthLabel(month: string): string {
  return new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1)).toLocaleDateString('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });
}
