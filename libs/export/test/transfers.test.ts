// Transfers between the holder's accounts (issue 26 item 4) in the files: the Transfer column of the
// workbooks, By category counting them under Transfers (not spending), and QIF's [Account] transfer syntax.
import { describe, expect, test } from '@jest/globals';
import { withBooks, withTransfers, type Account, type Statement, type Transaction } from '@bankxl/statement';
import { toBatchWorkbook, toQif, toXlsx } from '../src/index.js';
import { readQif } from './independent-readers.js';
import { sheets } from './workbook-sheets.js';

const row = (date: string, description: string, amount: number): Transaction => ({ date, description, amount, balance: null, page: 1, y: 0 });
const statementOf = (accountNumber: string, name: string, transactions: Transaction[]): Statement =>
  withBooks({
    pages: 1,
    pagesParsed: 1,
    bank: null,
    warnings: [],
    accounts: [
      {
        accountNumber,
        kind: 'bank',
        name,
        currency: 'USD',
        openingBalance: null,
        closingBalance: null,
        periodStart: '2024-03-01',
        periodEnd: '2024-03-31',
        transactions,
        checks: { verdict: 'cannot_verify', firstBreak: null, firstBreakIndex: null, totalsMatch: null, datesInPeriod: true },
      } satisfies Account,
    ],
  });

const batch = withTransfers(
  [
    { label: 'checking.pdf', statement: statementOf('000123454821', 'Everyday Checking', [row('2024-03-04', 'WHOLE PANTRY MARKET', -54.2), row('2024-03-05', 'ONLINE TRANSFER TO SAV XXXXXX9034', -500)]) },
    { label: 'savings.pdf', statement: statementOf('000987659034', 'Savings', [row('2024-03-07', 'DEPOSIT', 500)]) },
  ],
  (s) => s.label,
);

describe('a transfer between two accounts in the files', () => {
  test('the statement workbook has a last Transfer column naming the other account; By category counts it under Transfers', async () => {
    const book = await sheets(await toXlsx(batch[0].statement));
    const rows = book.get('Transactions')!;
    expect(rows[0]).toEqual(['Date', 'Description', 'Payee', 'Category', 'Debit', 'Credit', 'Amount', 'Balance', 'Page', 'Transfer']);
    expect(rows[2]).toEqual(expect.arrayContaining(['Transfers', 'To Savings 9034 on 2024-03-07']));
    expect(rows[1][9] ?? '').toBe('');
    expect(book.get('By category')).toContainEqual(['000123454821', 'Transfers', '0', '500', '-500', '1']);
  });

  test('a workbook without transfers has no Transfer column', async () => {
    const book = await sheets(await toXlsx(statementOf('1', 'x', [row('2024-03-04', 'WHOLE PANTRY MARKET', -54.2)])));
    expect(book.get('Transactions')![0]).not.toContain('Transfer');
  });

  test('the batch workbook marks both sides, and the transfer is not spending in By category', async () => {
    const book = await sheets(await toBatchWorkbook(batch));
    const checking = book.get('Transactions 000123454821')!;
    const savings = book.get('Transactions 000987659034')!;
    expect(checking[0].at(-1)).toBe('Transfer');
    expect(checking[2].at(-1)).toBe('To Savings 9034 on 2024-03-07');
    expect(savings[1].at(-1)).toBe('From Everyday Checking 4821 on 2024-03-05');
    expect(book.get('Batch Summary')).toContainEqual(['Transfers between the accounts', '', '', '', '1', expect.stringContaining('not counted as spending')]);
    const byCategory = book.get('By category')!;
    expect(byCategory).toContainEqual(['000123454821', 'Transfers', '0', '500', '-500', '1']);
    expect(byCategory).toContainEqual(['000987659034', 'Transfers', '500', '0', '500', '1']);
    // Spending is the rest: only the groceries.
    const spent = byCategory.filter((r) => r[0] === '000123454821' && r[1] !== 'Transfers').reduce((sum, r) => sum + Number(r[3]), 0);
    expect(spent).toBeCloseTo(54.2);
  });

  test('QIF books the transfer to the other account in brackets, the way Quicken writes transfers', () => {
    const qif = toQif(batch[0].statement).toString('utf8');
    expect(qif).toContain('LGroceries');
    expect(qif).toContain('L[Savings 9034]');
  });

  test('an independent reader (qif2json) reads the transfer as the bracketed account, every other row as before', () => {
    const [{ reading }] = readQif(toQif(batch[0].statement).toString('utf8'), 'MM/DD/YYYY');
    expect(reading.transactions.map((t) => [t.amount, t.category])).toEqual([
      [-54.2, 'Groceries'],
      [-500, '[Savings 9034]'],
    ]);
  });

  test('a marked row a person booked to another category keeps that category in QIF', () => {
    const [checking] = batch;
    const rows = checking.statement.accounts[0].transactions.map((t) => (t.transfer ? { ...t, category: 'rent' as const } : t));
    const qif = toQif({ ...checking.statement, accounts: [{ ...checking.statement.accounts[0], transactions: rows }] }).toString('utf8');
    expect(qif).not.toContain('L[Savings 9034]');
    expect(qif).toContain('LRent & property');
  });
});
