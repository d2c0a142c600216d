import type { Account, Statement } from '@bankxl/statement';
import { categoryLabelOf, categoryOf, payeeOf } from './books.js';
import { accountIdOf, amountText, digitsOf, endingBalance, formatDate, oneLine, periodOf, type DateFormat } from './ledger-values.js';

export const QIF_CONTENT_TYPE = 'application/qif';

export type QifOptions = {
  /** QIF dates carry no marker of their order; the user picks the one their software expects. Default MM/DD/YYYY. */
  dateFormat?: DateFormat;
};

const qifType = (account: Account) => (account.kind === 'credit_card' ? 'CCard' : 'Bank');

// A QIF field is one line that starts with its code letter; a line reading "^" ends a record, so a
// description is kept to one line and can never be mistaken for a record end.
const field = (code: string, value: string) => `${code}${oneLine(value)}`;

function accountBlock(account: Account, index: number, dateFormat: DateFormat, digits: number): string[] {
  const balance = endingBalance(account);
  const end = periodOf(account).end;
  return [
    '!Account',
    field('N', account.name ? `${account.name} ${accountIdOf(account, index)}` : accountIdOf(account, index)),
    field('T', qifType(account)),
    ...(balance !== null ? [field('$', amountText(balance, digits))] : []),
    ...(balance !== null && end ? [field('/', formatDate(end, dateFormat))] : []),
    '^',
  ];
}

function transactionLines(account: Account, dateFormat: DateFormat, digits: number): string[] {
  return [
    `!Type:${qifType(account)}`,
    ...account.transactions.flatMap((t) => {
      // A row that moved no money (kept as printed, out of the sums) is not booked.
      if (t.informational) return [];
      const description = oneLine(t.description);
      const payee = oneLine(payeeOf(t));
      // P the payee, M the statement's own words, L the category (its label: no ':' or '/', which QIF reads as subcategory and class);
      // for a transfer between the holder's accounts, L names the other account in brackets, QIF's transfer syntax
      // (unless a person booked the row to another category: theirs wins, as everywhere).
      return [
        field('D', formatDate(t.date, dateFormat)),
        field('T', amountText(t.amount, digits)),
        ...(payee || description ? [field('P', payee || description)] : []),
        ...(description ? [field('M', description)] : []),
        field('L', t.transfer && categoryOf(t) === 'transfers' ? `[${t.transfer.account.replace(/[[\]:/]/g, ' ').trim()}]` : categoryLabelOf(t).replace(/[:/]/g, ' ')),
        '^',
      ];
    }),
  ];
}

/**
 * The Statement as QIF: one `!Type:Bank` / `!Type:CCard` list per account. With several accounts each
 * list follows an `!Account` block naming it, so Quicken files each list under its own account.
 */
export function toQif(statement: Statement, options: QifOptions = {}): Buffer {
  const dateFormat = options.dateFormat ?? 'MM/DD/YYYY';
  const several = statement.accounts.length > 1;
  const lines = statement.accounts.flatMap((account, index) => {
    const digits = digitsOf(account);
    return [...(several ? accountBlock(account, index, dateFormat, digits) : []), ...transactionLines(account, dateFormat, digits)];
  });
  return Buffer.from(lines.length ? `${lines.join('\r\n')}\r\n` : '!Type:Bank\r\n', 'utf8');
}
