// What the charts show, the same in the review and the workbook: in time order whatever order the statement
// prints, informational rows (no money moved) in no chart.
import { describe, expect, test } from '@jest/globals';
import { balanceSeries, monthlyFlows, spendingByCategory, timeOrder } from '../src/chart-series.js';
import type { Account, Transaction } from '../src/types.js';

const row = (date: string, amount: number, balance: number | null, over: Partial<Transaction> = {}): Transaction => ({ date, description: 'ROW', amount, balance, page: 1, y: 0, ...over });
const account = (transactions: Transaction[], over: Partial<Account> = {}): Account =>
  ({
    accountNumber: '1',
    kind: 'bank',
    name: null,
    currency: 'EUR',
    openingBalance: 100,
    closingBalance: null,
    periodStart: '2024-03-01',
    periodEnd: '2024-04-30',
    transactions,
    checks: { verdict: 'verified', firstBreak: null, firstBreakIndex: null, totalsMatch: true, datesInPeriod: true },
    ...over,
  }) as Account;

describe('the charts\' series', () => {
  test('when rows are printed newest first, then time order reverses them, rows of one day in the order they happened', () => {
    const rows = [row('2024-03-09', -1, 97), row('2024-03-09', -2, 98), row('2024-03-02', 0.1, 100.1), row('2024-03-01', 0.1, 100)];
    // Printed newest first: of the two rows of the 9th, the lower one (index 1) happened first.
    expect(timeOrder(account(rows, { reading: { printOrder: 'newest_first' } as never }))).toEqual([3, 2, 1, 0]);
    expect(timeOrder(account(rows))).toEqual([3, 2, 0, 1]);
  });

  test('when the check fails at a row, then the computed balance parts from the printed one there and the break is that point', () => {
    const rows = [row('2024-03-01', -10, 90), row('2024-03-05', -5, 80), row('2024-03-07', 1, 81)];
    const series = balanceSeries(account(rows, { checks: { verdict: 'not_verified', firstBreak: 'x', firstBreakIndex: 1, totalsMatch: null, datesInPeriod: true } }));
    expect(series.points.map((p) => [p.row, p.date, p.printed, p.running])).toEqual([
      [null, '2024-03-01', 100, 100],
      [0, '2024-03-01', 90, 90],
      [1, '2024-03-05', 80, 85],
      [2, '2024-03-07', 81, 86],
    ]);
    expect(series.breakPoint).toBe(2);
  });

  test('when no opening balance is printed, then the computed balance starts from the first printed balance less the amounts to it', () => {
    const rows = [row('2024-03-01', -10, null), row('2024-03-02', -5.05, 84.95)];
    const series = balanceSeries(account(rows, { openingBalance: null }));
    expect(series.start).toBe('first_balance');
    expect(series.points.map((p) => p.running)).toEqual([90, 84.95]);
  });

  test('when a row moved no money (informational), then it is in no chart, even printing the amount it would have moved', () => {
    const rows = [row('2024-03-01', -10, 90), row('2024-03-03', -50, null, { informational: true, category: 'shopping' }), row('2024-04-02', 20.5, 110.5)];
    const a = account(rows);
    expect(balanceSeries(a).points.map((p) => p.row)).toEqual([null, 0, 2]);
    expect(monthlyFlows(rows)).toEqual([
      { month: '2024-03', moneyIn: 0, moneyOut: 10 },
      { month: '2024-04', moneyIn: 20.5, moneyOut: 0 },
    ]);
    const categoryOf = (t: Transaction) => t.category ?? 'groceries';
    expect(spendingByCategory(rows, categoryOf, ['shopping', 'groceries'])).toEqual([{ category: 'groceries', moneyOut: 10, count: 1 }]);
  });

  test('when money out is summed per category, then cents do not drift and the most spent comes first', () => {
    const rows = [row('2024-03-01', -0.1, null, { category: 'fuel' }), row('2024-03-01', -0.2, null, { category: 'fuel' }), row('2024-03-02', -0.31, null, { category: 'rent' })];
    expect(spendingByCategory(rows, (t) => t.category!, ['fuel', 'rent'])).toEqual([
      { category: 'rent', moneyOut: 0.31, count: 1 },
      { category: 'fuel', moneyOut: 0.3, count: 2 },
    ]);
  });
});
