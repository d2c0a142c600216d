// A row the engine keeps as printed but that moved no money (a debit order refused for want of funds, printed
// with its amount and a balance of nothing the running balance passes over: `informational`) is in the
// statement's own views (the rows of the workbook, CSV, JSON) but booked nowhere: not in an accounting import,
// not in money in or out, not in a category's totals.
import { describe, expect, test } from '@jest/globals';
import ExcelJS from 'exceljs';
import { toLedgerCsv, toOfx, toQif, toXlsx } from '@bankxl/export';
import { withBooks } from '@bankxl/statement';
import { anAccount, aStatement, aTransaction } from './statements.js';

const refused = aTransaction({ date: '2024-01-10', description: 'DEBIT ORDER INSUFFICIENT FUNDS', amount: 777.77, balance: 0, informational: true });
const statement = withBooks(
  aStatement({
    accounts: [
      anAccount({
        openingBalance: 1234.56,
        closingBalance: 1322.22,
        transactions: [
          aTransaction(),
          refused,
          aTransaction({ date: '2024-01-15', description: 'SALARY ACME LTD', amount: 100, balance: 1322.22, page: 2, y: 300 }),
        ],
      }),
    ],
  }),
);

describe('a row that moved no money', () => {
  test('is not booked by the accounting imports (OFX, QIF, ledger CSV)', () => {
    const ofx = toOfx(statement).toString('utf8');
    expect(ofx.match(/<STMTTRN>/g)).toHaveLength(2);
    expect(ofx).not.toContain('777.77');
    const qif = toQif(statement).toString('utf8');
    expect(qif.match(/^\^/gm)).toHaveLength(2);
    expect(qif).not.toContain('777.77');
    const csv = toLedgerCsv(statement.accounts[0], 'xero').toString('utf8');
    expect(csv.trim().split(/\r\n/)).toHaveLength(3);
    expect(csv).not.toContain('777.77');
  });

  test('stays a row of the workbook, but out of money in and out', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await toXlsx(statement)) as unknown as ArrayBuffer);
    const rows = workbook.worksheets.find((w) => w.name !== 'Summary' && w.name !== 'By category')!;
    const amounts: unknown[] = [];
    rows.eachRow((row, n) => n > 1 && amounts.push(row.getCell(7).value));
    expect(amounts).toContain(777.77);
    const summary = new Map<string, unknown>();
    workbook.getWorksheet('Summary')!.eachRow((row) => summary.set(String(row.getCell(1).value), row.getCell(2).value));
    expect(summary.get('Money in')).toBe(100);
    expect(summary.get('Money out')).toBe(12.34);
    expect(summary.get('Transactions')).toBe(3);
  });
});
