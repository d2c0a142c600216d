import { describe, expect, test } from '@jest/globals';
import { checkAccount, type CheckedRow } from '../src/checks.js';

const fmt = (c: number) => (c / 100).toFixed(2);
const rows = (amounts: number[], opening: number, printBalances = true): CheckedRow[] => {
  let b = opening;
  return amounts.map((a, i) => ({ date: `2024-01-${String(i + 2).padStart(2, '0')}`, amountCents: a, balanceCents: printBalances ? (b += a) : null, page: 1 }));
};
const base = { periodStart: '2024-01-01', periodEnd: '2024-01-31', formatCents: fmt };

describe('checkAccount', () => {
  test('when balances are printed and everything adds up, then the account is verified', () => {
    const r = rows([-1234, 50000, -99], 10000);
    expect(checkAccount({ ...base, rows: r, openingCents: 10000, closingCents: 10000 - 1234 + 50000 - 99 })).toEqual({
      verdict: 'verified', firstBreak: null, firstBreakIndex: null, totalsMatch: true, datesInPeriod: true,
    });
  });

  test('when a printed running balance is wrong, then the first break names that row', () => {
    const r = rows([-1000, -2000, -3000, 500], 100000);
    r[2].balanceCents! += 1;
    const c = checkAccount({ ...base, rows: r, openingCents: 100000, closingCents: r[3].balanceCents });
    expect(c.verdict).toBe('not_verified');
    expect(c.firstBreakIndex).toBe(2);
    expect(c.firstBreak).toBe('row 3 (2024-01-04, page 1): the printed balance is 940.01 but the amounts give 940.00');
  });

  test('when there are no balances at all, then it cannot be verified', () => {
    const c = checkAccount({ ...base, rows: rows([-1000, 200], 0, false), openingCents: null, closingCents: null });
    expect(c.verdict).toBe('cannot_verify');
  });

  test('when only the totals disagree, then it is not verified and says why', () => {
    const c = checkAccount({ ...base, rows: rows([-1000, 200], 0, false), openingCents: 5000, closingCents: 4300 });
    expect(c).toMatchObject({ verdict: 'not_verified', totalsMatch: false, firstBreakIndex: null });
    expect(c.firstBreak).toContain('closing balance is 43.00');
  });

  test('when a date is outside the statement period, then it is not verified', () => {
    const r = rows([-1000, 200], 5000);
    r[1].date = '2024-02-03';
    const c = checkAccount({ ...base, rows: r, openingCents: 5000, closingCents: 4200 });
    expect(c).toMatchObject({ verdict: 'not_verified', datesInPeriod: false });
    expect(c.firstBreak).toContain('outside the statement period');
  });

  test('changing any single amount by any number of cents never leaves the account verified', () => {
    const amounts = [-1234, 50000, -99, -45000, 12, -7];
    for (let i = 0; i < amounts.length; i++) {
      for (const delta of [1, -1, 100, -2468, 99999]) {
        for (const printBalances of [true, false]) {
          const good = rows(amounts, 20000, printBalances);
          const closing = 20000 + amounts.reduce((a, b) => a + b, 0);
          const bad = good.map((r, k) => (k === i ? { ...r, amountCents: r.amountCents + delta } : r));
          expect(checkAccount({ ...base, rows: bad, openingCents: 20000, closingCents: closing }).verdict).toBe('not_verified');
        }
      }
    }
  });

  test('when the opening balance is not printed, then the first row is unchecked and the account cannot be verified (nothing disagrees)', () => {
    const r = rows([-1000, 200], 5000);
    const c = checkAccount({ ...base, rows: r, openingCents: 5000, closingCents: 4200, openingPrinted: false });
    expect(c).toMatchObject({ verdict: 'cannot_verify', firstBreakIndex: null, totalsMatch: true });
    expect(c.firstBreak).toBe('the opening balance is not printed, so the first row cannot be checked');
  });

  test('sums are exact in cents: 0.10 + 0.20 = 0.30', () => {
    const c = checkAccount({ ...base, rows: rows([10, 20], 0), openingCents: 0, closingCents: 30 });
    expect(c.verdict).toBe('verified');
  });
});
