import { describe, expect, test } from '@jest/globals';
import { checkBatch, type Account, type Statement, type Transaction } from '../src/index.js';

/** A month of one account: opening balance, a few rows, closing = opening + their sum (as the engine reads them). */
function month(
  yearMonth: string,
  opening: number,
  opts: { account?: string; currency?: string; start?: string; end?: string; rows?: Transaction[]; closing?: number } = {},
): Statement {
  const [y, m] = yearMonth.split('-').map(Number);
  const start = opts.start ?? `${yearMonth}-01`;
  const end = opts.end ?? new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
  const rows = opts.rows ?? [row(`${yearMonth}-05`, 'SALARY', 1000), row(`${yearMonth}-12`, `RENT ${yearMonth}`, -700)];
  const closing = opts.closing ?? Math.round((opening + rows.reduce((s, r) => s + r.amount, 0)) * 100) / 100;
  const account: Account = {
    accountNumber: opts.account ?? '12345678',
    kind: 'bank',
    name: 'Current Account',
    currency: opts.currency ?? 'GBP',
    openingBalance: opening,
    closingBalance: closing,
    periodStart: start,
    periodEnd: end,
    transactions: rows,
    checks: { verdict: 'verified', firstBreak: null, firstBreakIndex: null, totalsMatch: true, datesInPeriod: true },
  };
  return { pages: 1, pagesParsed: 1, bank: null, accounts: [account], warnings: [] };
}
const row = (date: string, description: string, amount: number): Transaction => ({ date, description, amount, balance: null, page: 1, y: 0 });
const failed = (result: ReturnType<typeof checkBatch>) => result.accounts.flatMap((a) => a.checks.filter((c) => c.ok === false));

describe('checks across a batch', () => {
  test('three consecutive months that follow on pass every check, in period order whatever the upload order', () => {
    const result = checkBatch([
      { label: 'march.pdf', statement: month('2024-03', 1600) },
      { label: 'january.pdf', statement: month('2024-01', 1000) },
      { label: 'february.pdf', statement: month('2024-02', 1300) },
    ]);
    expect(result.accounts).toHaveLength(1);
    expect(result.accounts[0].statements.map((s) => s.label)).toEqual(['january.pdf', 'february.pdf', 'march.pdf']);
    expect(result.problems).toBe(0);
    expect(result.accounts[0].checks.filter((c) => c.ok === true)).toHaveLength(4);
  });

  test('when a closing balance is not the next opening balance, then the pair is named with both figures', () => {
    const result = checkBatch([
      { label: 'january.pdf', statement: month('2024-01', 1000) },
      { label: 'february.pdf', statement: month('2024-02', 1250.5) },
    ]);
    expect(failed(result)).toEqual([
      expect.objectContaining({
        kind: 'balance_continuity',
        statements: ['january.pdf', 'february.pdf'],
        message: 'The closing balance of january.pdf (1,300.00) is not the opening balance of february.pdf (1,250.50).',
      }),
    ]);
  });

  test('when a month is missing, then the gap is named with its dates and its neighbours', () => {
    const result = checkBatch([
      { label: 'january.pdf', statement: month('2024-01', 1000) },
      { label: 'march.pdf', statement: month('2024-03', 1300) },
    ]);
    const gap = failed(result).find((c) => c.kind === 'gap');
    expect(gap).toMatchObject({ from: '2024-02-01', to: '2024-02-29', statements: ['january.pdf', 'march.pdf'] });
    expect(gap!.message).toBe('No statement covers 2024-02-01 to 2024-02-29: the period between january.pdf and march.pdf is missing.');
  });

  test('when the same statement is sent twice, then the second is named a duplicate and left out of the chain', () => {
    const result = checkBatch([
      { label: 'january.pdf', statement: month('2024-01', 1000) },
      { label: 'february.pdf', statement: month('2024-02', 1300) },
      { label: 'february (1).pdf', statement: month('2024-02', 1300) },
    ]);
    expect(failed(result)).toEqual([expect.objectContaining({ kind: 'duplicate', statements: ['february.pdf', 'february (1).pdf'] })]);
    expect(result.accounts[0].statements.find((s) => s.label === 'february (1).pdf')!.duplicateOf).toBe('february.pdf');
    // The chain goes on without the duplicate: no overlap, no balance break reported for it.
    expect(result.accounts[0].checks.filter((c) => c.kind === 'overlap')).toEqual([]);
  });

  test('the same period with different rows is not a duplicate but an overlap', () => {
    const result = checkBatch([
      { label: 'a.pdf', statement: month('2024-01', 1000) },
      { label: 'b.pdf', statement: month('2024-01', 1000, { rows: [row('2024-01-05', 'SALARY', 1000)] }) },
    ]);
    expect(failed(result).map((c) => c.kind)).toEqual(expect.arrayContaining(['overlap']));
    expect(failed(result).map((c) => c.kind)).not.toContain('duplicate');
  });

  test('when two periods overlap, then the overlap is named with the transactions that appear in both', () => {
    const first = month('2024-01', 1000, {
      start: '2024-01-01',
      end: '2024-01-31',
      rows: [row('2024-01-05', 'SALARY', 1000), row('2024-01-20', 'TESCO', -50), row('2024-01-28', 'RENT', -700)],
    });
    const second = month('2024-01', 1950, {
      start: '2024-01-15',
      end: '2024-02-14',
      rows: [row('2024-01-20', 'TESCO', -50), row('2024-01-28', 'Rent', -700), row('2024-02-03', 'SALARY', 1000)],
    });
    const result = checkBatch([
      { label: 'second.pdf', statement: second },
      { label: 'first.pdf', statement: first },
    ]);
    const overlap = failed(result).find((c) => c.kind === 'overlap');
    expect(overlap).toMatchObject({ from: '2024-01-15', to: '2024-01-31', sharedTransactions: 2, statements: ['first.pdf', 'second.pdf'] });
    expect(overlap!.message).toBe('first.pdf and second.pdf both cover 2024-01-15 to 2024-01-31; 2 transactions appear in both.');
  });

  test('statements are grouped by account number and currency; spaces in the number do not split an account', () => {
    const result = checkBatch([
      { label: 'gbp-jan.pdf', statement: month('2024-01', 1000) },
      { label: 'eur-jan.pdf', statement: month('2024-01', 50, { currency: 'EUR' }) },
      { label: 'gbp-feb.pdf', statement: month('2024-02', 1300, { account: '1234 5678' }) },
      { label: 'other-mar.pdf', statement: month('2024-03', 1, { account: '99999999' }) },
    ]);
    expect(result.accounts.map((a) => [a.accountNumber, a.currency, a.statements.map((s) => s.label)])).toEqual([
      ['12345678', 'EUR', ['eur-jan.pdf']],
      ['12345678', 'GBP', ['gbp-jan.pdf', 'gbp-feb.pdf']],
      ['99999999', 'GBP', ['other-mar.pdf']],
    ]);
    expect(result.problems).toBe(0);
  });

  test('when a balance is not printed, then the pair cannot be checked, which is not a failure', () => {
    const feb = month('2024-02', 1300);
    feb.accounts[0].openingBalance = null;
    const result = checkBatch([
      { label: 'january.pdf', statement: month('2024-01', 1000) },
      { label: 'february.pdf', statement: feb },
    ]);
    expect(result.accounts[0].checks.find((c) => c.kind === 'balance_continuity')!.ok).toBeNull();
    expect(result.problems).toBe(0);
  });
});
