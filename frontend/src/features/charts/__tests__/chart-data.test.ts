import { describe, expect, test } from '@jest/globals';
import type { Account, Transaction } from '../../statement/types';
import { balanceChartData, categoryChartData, monthChartData, monthLabel } from '../chart-data';

const row = (date: string, amount: number, balance: number | null, over: Partial<Transaction> = {}): Transaction => ({ date, description: 'ROW', amount, balance, page: 1, y: 0, ...over });
const account = (transactions: Transaction[], over: Partial<Account> = {}): Account =>
  ({
    accountNumber: '1',
    kind: 'bank',
    name: null,
    currency: null,
    openingBalance: 100,
    closingBalance: null,
    periodStart: '2024-03-01',
    periodEnd: '2024-03-31',
    transactions,
    checks: { verdict: 'verified', firstBreak: null, firstBreakIndex: null, totalsMatch: true, datesInPeriod: true },
    ...over,
  }) as Account;

describe('what the charts draw', () => {
  test('when rows are printed newest first with two on a day, then the balance runs forward in time, the day\'s rows apart in the order they happened', () => {
    const rows = [row('2024-03-09', -1, 96), row('2024-03-09', -2, 97), row('2024-03-02', -1, 99)];
    const chart = balanceChartData(account(rows, { reading: { printOrder: 'newest_first' } as never }));
    const [xs, printed, running] = chart.data;
    expect(chart.rows).toEqual([null, 2, 1, 0]);
    expect([...xs]).toEqual([...xs].sort((a, b) => a - b));
    expect(new Set(xs).size).toBe(4);
    expect(printed).toEqual([100, 99, 97, 96]);
    expect(running).toEqual([100, 99, 97, 96]);
    // No break: no series of its own.
    expect(chart.breakPoint).toBeNull();
    expect(chart.data).toHaveLength(3);
  });

  test('when the check fails at a row, then only that point is marked, at its printed balance', () => {
    const rows = [row('2024-03-01', -10, 90), row('2024-03-05', -5, 80), row('2024-03-07', 1, 81)];
    const chart = balanceChartData(account(rows, { checks: { verdict: 'not_verified', firstBreak: 'x', firstBreakIndex: 1, totalsMatch: null, datesInPeriod: true } }));
    expect(chart.breakPoint).toBe(2);
    expect(chart.data[3]).toEqual([null, null, 80, null]);
    expect(chart.running).toEqual([100, 90, 85, 86]);
  });

  test('when rows have categories or none, then spending groups them (none: Uncategorised) and months sum money in and out', () => {
    const rows = [row('2024-03-01', -10, null, { category: 'fuel' }), row('2024-03-20', -2.5, null), row('2024-04-02', 30, null), row('2024-04-03', -1, null, { category: 'fuel' })];
    expect(categoryChartData(account(rows)).spending.map((s) => [s.label, s.moneyOut])).toEqual([
      ['Fuel', 11],
      ['Uncategorised', 2.5],
    ]);
    expect(monthChartData(account(rows)).months).toEqual([
      { month: '2024-03', moneyIn: 0, moneyOut: 12.5 },
      { month: '2024-04', moneyIn: 30, moneyOut: 1 },
    ]);
    expect(monthLabel('2024-03')).toBe('Mar 2024');
  });
});
