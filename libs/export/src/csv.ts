import type { Statement } from '@bankxl/statement';
import { categoryLabelOf, payeeOf } from './books.js';
import { accountDigits } from './money.js';
import { csvSafeText } from './text-safety.js';

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

const HEADER = ['Account', 'Date', 'Description', 'Payee', 'Category', 'Debit', 'Credit', 'Amount', 'Balance', 'Page'];
// Excel only detects UTF-8 in a CSV file by this byte order mark.
const BOM = '\uFEFF';

type Field = { text: string } | { number: number | null; digits: number };

// RFC 4180: quote a field holding a quote, comma or line break, and double its quotes.
const quote = (s: string) => (/[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);

function render(field: Field): string {
  if ('text' in field) return quote(csvSafeText(field.text));
  // Numbers stay numbers, "-12.34" included: only text can smuggle in a formula.
  return field.number === null ? '' : field.number.toFixed(field.digits);
}

/**
 * All accounts' transactions in one CSV: UTF-8 with a BOM, CRLF line ends, RFC 4180 quoting, and a
 * `'` before any text that a spreadsheet would otherwise run as a formula.
 */
export function toCsv(statement: Statement): Buffer {
  const lines = [HEADER.join(',')];
  statement.accounts.forEach((account, i) => {
    const label = account.accountNumber ?? account.name ?? `Account ${i + 1}`;
    const digits = accountDigits(account.currency, account.transactions.flatMap((t) => [t.amount, t.balance]));
    for (const t of account.transactions) {
      const fields: Field[] = [
        { text: label },
        { text: t.date },
        { text: t.description },
        { text: payeeOf(t) },
        { text: categoryLabelOf(t) },
        { number: t.amount < 0 ? -t.amount : null, digits },
        { number: t.amount > 0 ? t.amount : null, digits },
        { number: t.amount, digits },
        { number: t.balance, digits },
        { number: t.page, digits: 0 },
      ];
      lines.push(fields.map(render).join(','));
    }
  });
  return Buffer.from(BOM + lines.join('\r\n') + '\r\n', 'utf8');
}
