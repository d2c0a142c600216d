// The CSV layouts accounting software imports bank lines from. Each file holds one account: the
// importer asks which account it is for (formats.ts zips one file per account when there are several).
import type { Account } from '@bankxl/statement';
import { payeeOf } from './books.js';
import { amountText, digitsOf, formatDate, oneLine, type DateFormat } from './ledger-values.js';
import { csvSafeText } from './text-safety.js';
import { checkNumber } from './transaction-type.js';

export type LedgerCsvLayout = 'qbo-3' | 'qbo-4' | 'xero' | 'sage';

export type LedgerCsvOptions = {
  /** Default: MM/DD/YYYY for QuickBooks (US), DD/MM/YYYY for Xero and Sage; the importer asks for the order. */
  dateFormat?: DateFormat;
};

type Row = { date: string; description: string; payee: string; amount: string; credit: string; debit: string; cheque: string };

type Layout = { header: string[]; defaultDateFormat: DateFormat; cells: (row: Row) => string[] };

const LAYOUTS: Record<LedgerCsvLayout, Layout> = {
  // QuickBooks Online's bank upload takes exactly these columns, in this order.
  'qbo-3': { header: ['Date', 'Description', 'Amount'], defaultDateFormat: 'MM/DD/YYYY', cells: (r) => [r.date, r.description, r.amount] },
  'qbo-4': {
    header: ['Date', 'Description', 'Credit', 'Debit'],
    defaultDateFormat: 'MM/DD/YYYY',
    // Money in (and a zero row) under Credit, money out under Debit, both positive; the other cell stays empty.
    cells: (r) => [r.date, r.description, r.credit, r.debit],
  },
  // Xero's statement import template; starred columns are required. Payee is the clean payee, Description the
  // statement's words. The coding columns (account, tax) take codes of the bookkeeper's own chart, which our
  // categories are not: they are left for the bookkeeper (Xero's bank rules code by payee).
  xero: {
    header: ['*Date', '*Amount', 'Payee', 'Description', 'Reference', 'Check Number', 'Account Code', 'Tax Type'],
    defaultDateFormat: 'DD/MM/YYYY',
    cells: (r) => [r.date, r.amount, r.payee, r.description, '', r.cheque, '', ''],
  },
  // Sage Accounting maps the columns when importing; a signed amount needs no Money in/out choice.
  sage: { header: ['Date', 'Reference', 'Description', 'Amount'], defaultDateFormat: 'DD/MM/YYYY', cells: (r) => [r.date, r.cheque, r.description, r.amount] },
};

// RFC 4180 quoting, and `'` before text a spreadsheet would run as a formula (people open these too).
const quote = (s: string) => (/[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);

/** One account's transactions in a ledger's CSV layout: UTF-8 without a byte order mark (importers read it as part of the first heading), CRLF. */
export function toLedgerCsv(account: Account, layout: LedgerCsvLayout, options: LedgerCsvOptions = {}): Buffer {
  const { header, defaultDateFormat, cells } = LAYOUTS[layout];
  const dateFormat = options.dateFormat ?? defaultDateFormat;
  const digits = digitsOf(account);
  const lines = [header.join(',')];
  for (const t of account.transactions) {
    // A row that moved no money (kept as printed, out of the sums) is not booked.
    if (t.informational) continue;
    const description = oneLine(t.description);
    const row: Row = {
      date: formatDate(t.date, dateFormat),
      description: csvSafeText(description),
      payee: csvSafeText(oneLine(payeeOf(t))),
      amount: amountText(t.amount, digits),
      credit: t.amount >= 0 ? amountText(t.amount, digits) : '',
      debit: t.amount < 0 ? amountText(-t.amount, digits) : '',
      cheque: checkNumber(description) ?? '',
    };
    lines.push(cells(row).map(quote).join(','));
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
}
