import { describe, expect, test } from '@jest/globals';
import JSZip from 'jszip';
import type { Statement, Transaction } from '@bankxl/statement';
import { toBatchWorkbook, toBatchZip } from '../src/index.js';
import { sheets } from './workbook-sheets.js';

const row = (date: string, description: string, amount: number): Transaction => ({ date, description, amount, balance: null, page: 1, y: 0 });
function month(yearMonth: string, opening: number, account = '12345678'): Statement {
  const [y, m] = yearMonth.split('-').map(Number);
  const rows = [row(`${yearMonth}-05`, 'SALARY', 1000), row(`${yearMonth}-12`, '=RENT', -700)];
  return {
    pages: 1,
    pagesParsed: 1,
    bank: null,
    warnings: [],
    accounts: [
      {
        accountNumber: account,
        kind: 'bank',
        name: null,
        currency: 'GBP',
        openingBalance: opening,
        closingBalance: opening + 300,
        periodStart: `${yearMonth}-01`,
        periodEnd: new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10),
        transactions: rows,
        checks: { verdict: 'verified', firstBreak: null, firstBreakIndex: null, totalsMatch: true, datesInPeriod: true },
      },
    ],
  };
}

describe('the combined workbook of a batch', () => {
  const batch = [
    { label: 'jan.pdf', statement: month('2024-01', 1000) },
    { label: 'mar.pdf', statement: month('2024-03', 1600) },
    { label: 'jan again.pdf', statement: month('2024-01', 1000) },
    { label: 'savings.pdf', statement: month('2024-01', 5000, '87654321') },
  ];

  test('the Batch Summary names the missing month and the duplicate; each account has its Transactions sheet with a Statement column', async () => {
    const book = await sheets(await toBatchWorkbook(batch));
    expect([...book.keys()]).toEqual(['Batch Summary', 'Transactions 12345678', 'Transactions 87654321', 'By category']);
    const summary = book.get('Batch Summary')!;
    expect(summary).toContainEqual(['12345678', 'GBP', 'Missing period', 'Failed', 'jan.pdf, mar.pdf', 'No statement covers 2024-02-01 to 2024-02-29: the period between jan.pdf and mar.pdf is missing.']);
    expect(summary).toContainEqual(expect.arrayContaining(['Same statement twice', 'Failed', 'jan.pdf, jan again.pdf']));
    expect(summary).toContainEqual(expect.arrayContaining(['Closing balance = next opening balance', 'Failed', 'jan.pdf, mar.pdf']));
    expect(summary).toContainEqual(['Problems found', '', '', '', '3', '']);
    const current = book.get('Transactions 12345678')!;
    expect(current[0]).toEqual(['Date', 'Description', 'Payee', 'Category', 'Amount', 'Balance', 'Statement', 'Page']);
    // The duplicate's rows are not counted twice; a description that looks like a formula stays text.
    expect(current.slice(1).map((r) => [r[0], r[1], r[2], r[3], r[6]])).toEqual([
      ['2024-01-05', 'SALARY', 'Salary', 'Salary & payroll', 'jan.pdf'],
      ['2024-01-12', '=RENT', '=Rent', 'Rent & property', 'jan.pdf'],
      ['2024-03-05', 'SALARY', 'Salary', 'Salary & payroll', 'mar.pdf'],
      ['2024-03-12', '=RENT', '=Rent', 'Rent & property', 'mar.pdf'],
    ]);
    // Money in and out per category per account, over the statements kept (the duplicate left out).
    expect(book.get('By category')![0]).toEqual(['Account', 'Category', 'Money in', 'Money out', 'Net', 'Transactions']);
    expect(book.get('By category')!.filter((r) => r[0] === '12345678').map((r) => [r[1], r[5]])).toEqual([
      ['Salary & payroll', '2'],
      ['Rent & property', '2'],
    ]);
  });

  test('the zip holds one file per statement in the chosen format, names kept apart', async () => {
    const zip = await JSZip.loadAsync(await toBatchZip([...batch, { label: 'jan.pdf', statement: month('2024-01', 1000) }], 'qif'));
    expect(Object.keys(zip.files).sort()).toEqual(['jan again.qif', 'jan-2.qif', 'jan.qif', 'mar.qif', 'savings.qif']);
    expect(await zip.file('mar.qif')!.async('string')).toMatch(/SALARY/);
  });
});
