import type { Account, Statement, Verdict } from '@bankxl/statement';
import { categoryLabel } from '@bankxl/statement';
import { categoryLabelOf, hasTransfers, payeeOf, totalsByCategory, transferText } from './books.js';
import { accountDigits, currencyNumFmt, moneyDisplay, sumMoney } from './money.js';
import { transactionSheetNames } from './sheet-names.js';
import { accountLabels, addChartSheet } from './chart-sheet.js';
import { cellText } from './text-safety.js';
import { columnName, excelSerial, WorkbookWriter } from './workbook/workbook-writer.js';

export type XlsxOptions = {
  /** The uploaded file's name, shown on the Summary sheet. */
  fileName?: string;
  /** A line for the Summary sheet, e.g. "This workbook holds page 1 of 3 of the statement." */
  note?: string;
};

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const COLUMNS = ['Date', 'Description', 'Payee', 'Category', 'Debit', 'Credit', 'Amount', 'Balance', 'Page'] as const;
// Last, so the columns before it stay where readers of earlier workbooks expect them; only on sheets with transfers.
const TRANSFER_COLUMN = 'Transfer';
const BY_CATEGORY = 'By category';
const MIN_WIDTH = 8;
const MAX_WIDTH = 60;

const VERDICT_WORDS: Record<Verdict, string> = {
  verified: 'Verified: the opening balance plus the transactions gives the closing balance',
  not_verified: 'Not verified: the balances do not add up',
  cannot_verify: 'Cannot verify: the statement prints no balances to check against',
};

/** `2024-01-31` as Excel's day number (a date cell, whatever the server's time zone); text it cannot read stays text. */
function dateCell(iso: string): number | string {
  return excelSerial(iso) ?? cellText(iso);
}

// Width in characters of what Excel will display, so columns fit their content.
// (A reduce, not Math.max(...lengths): a long statement's lengths would overflow the call stack.)
const fit = (lengths: number[]) => Math.min(MAX_WIDTH, lengths.reduce((widest, n) => Math.max(widest, n + 2), MIN_WIDTH));

// Rows go to the zip as they are written, so a long statement's sheet is never held whole as XML.
const ROWS_PER_FLUSH = 500;

async function addTransactionsSheet(workbook: WorkbookWriter, name: string, account: Account | null): Promise<void> {
  const transactions = account?.transactions ?? [];
  const values = transactions.flatMap((t) => [t.amount, t.balance]);
  const currency = account?.currency ?? null;
  const digits = accountDigits(currency, values);
  const money = currencyNumFmt(currency, digits);
  const moneyWidth = (v: number | null) => (v === null ? 0 : moneyDisplay(v, currency, digits).length);

  const widths = [
    fit([4, 10]),
    fit([11, ...transactions.map((t) => cellText(t.description).length)]),
    fit([5, ...transactions.map((t) => cellText(payeeOf(t)).length)]),
    fit([8, ...transactions.map((t) => categoryLabelOf(t).length)]),
    ...[
      transactions.map((t) => (t.amount < 0 ? -t.amount : null)),
      transactions.map((t) => (t.amount > 0 ? t.amount : null)),
      transactions.map((t) => t.amount),
      transactions.map((t) => t.balance),
    ].map((column, i) => fit([COLUMNS[i + 4].length, ...column.map(moneyWidth)])),
    fit([4, ...transactions.map((t) => String(t.page).length)]),
  ];
  const transfers = hasTransfers(transactions);
  const headers: string[] = [...COLUMNS, ...(transfers ? [TRANSFER_COLUMN] : [])];
  if (transfers) widths.push(fit([TRANSFER_COLUMN.length, ...transactions.map((t) => cellText(transferText(t)).length)]));
  const numFmts = ['yyyy-mm-dd', undefined, undefined, undefined, money, money, money, money, '0'];
  const styles = headers.map((_, i) => workbook.style({ numFmt: numFmts[i] }));
  const sheet = workbook.addSheet(name, {
    columns: headers.map((_, i) => ({ width: widths[i], style: styles[i] })),
    frozenHeader: true,
    autoFilter: `A1:${columnName(headers.length - 1)}${transactions.length + 1}`,
  });
  const bold = workbook.style({ bold: true });
  sheet.add(headers, headers.map(() => bold));
  for (const [i, t] of transactions.entries()) {
    sheet.add(
      [
        dateCell(t.date),
        // A string value is always written as a string cell: "=SUM(A1)" stays text, never a formula.
        cellText(t.description),
        cellText(payeeOf(t)),
        categoryLabelOf(t),
        t.amount < 0 ? -t.amount : null,
        t.amount > 0 ? t.amount : null,
        t.amount,
        t.balance,
        t.page,
        ...(transfers ? [cellText(transferText(t))] : []),
      ],
      styles,
    );
    if ((i + 1) % ROWS_PER_FLUSH === 0) await sheet.flush();
  }
  await sheet.end();
}

/**
 * "By category": money in and out of each category, per account, as numbers (a pivot a bookkeeper would
 * otherwise build): one row per account and category that has rows, in the chart's order.
 */
async function addByCategorySheet(workbook: WorkbookWriter, statement: Statement): Promise<void> {
  const headers = ['Account', 'Category', 'Money in', 'Money out', 'Net', 'Transactions'];
  const blocks = statement.accounts.map((account, i) => {
    const digits = accountDigits(account.currency, account.transactions.flatMap((t) => [t.amount, t.balance]));
    const money = currencyNumFmt(account.currency, digits);
    const rows = totalsByCategory(account.transactions, digits).map((r) => ({ ...r, net: sumMoney([r.moneyIn, -r.moneyOut], digits) }));
    return { label: account.accountNumber ?? account.name ?? `Account ${i + 1}`, money, rows };
  });
  const widest = (values: string[]) => fit(values.map((v) => v.length));
  const sheet = workbook.addSheet(BY_CATEGORY, {
    frozenHeader: true,
    columns: headers.map((header, i) => ({
      width:
        i === 0 ? widest([header, ...blocks.map((b) => b.label)]) : i === 1 ? widest([header, ...blocks.flatMap((b) => b.rows.map((r) => categoryLabel(r.category)))]) : fit([header.length, 14]),
    })),
  });
  const bold = workbook.style({ bold: true });
  sheet.add(headers, headers.map(() => bold));
  const count = workbook.style({ numFmt: '0' });
  for (const block of blocks) {
    const money = workbook.style({ numFmt: block.money });
    for (const r of block.rows) sheet.add([cellText(block.label), categoryLabel(r.category), r.moneyIn, r.moneyOut, r.net, r.count], [0, 0, money, money, money, count]);
  }
  await sheet.end();
}

type SummaryRow = { label: string; value: string | number | null; numFmt?: string; heading?: boolean; account?: number };

function accountRows(account: Account, index: number, count: number, sheetName: string): SummaryRow[] {
  // Rows that moved no money (kept as printed) are left out of money in and out, as out of the check.
  const amounts = account.transactions.filter((t) => !t.informational).map((t) => t.amount);
  const digits = accountDigits(account.currency, [...account.transactions.map((t) => t.amount), account.openingBalance, account.closingBalance]);
  const money = currencyNumFmt(account.currency, digits);
  const known = (v: string | null) => (v === null || v === '' ? 'Unknown' : v);
  const period =
    account.periodStart || account.periodEnd ? `${known(account.periodStart)} to ${known(account.periodEnd)}` : 'Unknown';
  const { checks } = account;
  return [
    ...(count > 1 ? [{ label: `Account ${index + 1} of ${count}`, value: null, heading: true }] : []),
    { label: 'Account number', value: known(account.accountNumber) },
    { label: 'Account name', value: known(account.name) },
    { label: 'Account type', value: account.kind === 'credit_card' ? 'Credit card' : 'Bank account' },
    { label: 'Currency', value: known(account.currency) },
    { label: 'Period', value: period },
    { label: 'Opening balance', value: account.openingBalance ?? 'Not printed', numFmt: money },
    { label: 'Closing balance', value: account.closingBalance ?? 'Not printed', numFmt: money },
    { label: 'Money in', value: sumMoney(amounts.filter((a) => a > 0), digits), numFmt: money },
    { label: 'Money out', value: 0 - sumMoney(amounts.filter((a) => a < 0), digits), numFmt: money },
    { label: 'Transactions', value: account.transactions.length, numFmt: '0' },
    // Running balances that agree without a printed opening balance cannot be verified either, for another reason.
    { label: 'Check', value: checks.verdict === 'cannot_verify' && checks.firstBreak ? `Cannot verify: ${checks.firstBreak}` : VERDICT_WORDS[checks.verdict] },
    { label: 'First failing row', value: checks.firstBreak ?? 'None' },
    { label: 'Dates in period', value: checks.datesInPeriod ? 'Yes' : 'No: some dates fall outside the statement period' },
    { label: 'Sheet', value: sheetName },
  ];
}

function ocrPagesText(pages: number[]): string {
  const list = pages.length === 1 ? `page ${pages[0]}` : `pages ${pages.slice(0, -1).join(', ')} and ${pages[pages.length - 1]}`;
  return `Yes: ${list} (scanned, read by character recognition and checked against the balances like the rest)`;
}

/** Writes the Summary sheet; returns the row (1-based) holding each account's opening balance where it is a number. */
async function addSummarySheet(workbook: WorkbookWriter, statement: Statement, sheetNames: string[], options: XlsxOptions): Promise<Map<number, number>> {
  const rows: SummaryRow[] = [
    { label: 'Bank', value: statement.bank ?? 'Unknown' },
    ...(options.fileName ? [{ label: 'File', value: options.fileName }] : []),
    { label: 'Pages read', value: `${statement.pagesParsed} of ${statement.pages}` },
    // Scanned pages say so: their figures come from character recognition, held to the same balance check.
    ...(statement.ocrPages?.length ? [{ label: 'Read by OCR', value: ocrPagesText(statement.ocrPages) }] : []),
    ...statement.accounts.flatMap((account, i) => [
      { label: '', value: null },
      ...accountRows(account, i, statement.accounts.length, sheetNames[i]).map((row) => ({ ...row, account: i })),
    ]),
    { label: '', value: null },
    ...(options.note ? [{ label: 'Note', value: options.note }] : []),
    ...(statement.warnings.length
      ? statement.warnings.map((w, i) => ({ label: i === 0 ? 'Warnings' : '', value: w }))
      : [{ label: 'Warnings', value: 'None' }]),
  ];

  const values = workbook.style({ wrap: true });
  const sheet = workbook.addSheet('Summary', {
    columns: [{ width: fit(rows.map((r) => r.label.length)) }, { width: Math.min(100, fit(rows.map((r) => String(r.value ?? '').length + 2))), style: values }],
  });
  const label = workbook.style({ bold: true });
  const heading = workbook.style({ bold: true, size: 12 });
  for (const row of rows) {
    const value = row.heading ? heading : workbook.style({ wrap: true, numFmt: row.numFmt && typeof row.value === 'number' ? row.numFmt : undefined });
    sheet.add([row.label, typeof row.value === 'string' ? cellText(row.value) : row.value], [row.heading ? heading : label, value]);
  }
  await sheet.end();
  const openingRows = new Map<number, number>();
  rows.forEach((row, r) => {
    if (row.label === 'Opening balance' && row.account !== undefined && typeof row.value === 'number') openingRows.set(row.account, r + 1);
  });
  return openingRows;
}

/**
 * The workbook: one "Transactions" sheet per account (with each row's payee and category), a "Summary" sheet,
 * then "By category" (money in and out per category per account), then "Charts" (Excel's own charts of each account's
 * balance over time and spending by category, drawn from the rows' cells: chart-sheet.ts). Written sheet by sheet into the zip
 * (workbook/workbook-writer.ts), so memory does not grow with the number of rows beyond the statement itself.
 */
export async function toXlsx(statement: Statement, options: XlsxOptions = {}): Promise<Buffer> {
  const workbook = new WorkbookWriter('bankxl');
  const sheetNames = transactionSheetNames(statement.accounts);
  if (statement.accounts.length === 0) await addTransactionsSheet(workbook, 'Transactions', null);
  for (const [i, account] of statement.accounts.entries()) await addTransactionsSheet(workbook, sheetNames[i], account);
  const openingRows = await addSummarySheet(workbook, statement, sheetNames, options);
  await addByCategorySheet(workbook, statement);
  if (statement.accounts.length > 0) await addChartSheet(workbook, statement, { sheetNames, openingRows, labels: accountLabels(statement.accounts) });
  return workbook.finish();
}
