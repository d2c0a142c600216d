import type { Account } from '@bankxl/statement';

const MAX_SHEET_NAME = 31;
const PREFIX = 'Transactions ';

// Characters Excel refuses in a sheet name, and control characters.
// eslint-disable-next-line no-control-regex
const INVALID = /[[\]:*?/\\\u0000-\u001F]/g;

// The tail of an account number tells accounts apart (masked numbers like ****1234 keep their
// digits), and it is what people quote: "the account ending 1234".
function numberPart(accountNumber: string | null): string {
  const cleaned = (accountNumber ?? '').replace(INVALID, '').replace(/\s+/g, ' ').replace(/^[' ]+|[' ]+$/g, '');
  return cleaned.slice(-(MAX_SHEET_NAME - PREFIX.length)).replace(/^[' ]+/, '');
}

/**
 * One sheet name per account: `Transactions` alone, otherwise `Transactions <account number>` when
 * the numbers tell the sheets apart, else `Transactions <n>`. Always valid Excel names (at most 31
 * characters, none of []:*?/\, no apostrophe at either end) and unique ignoring case.
 */
export function transactionSheetNames(accounts: Account[]): string[] {
  if (accounts.length <= 1) return ['Transactions'];
  const parts = accounts.map((a) => numberPart(a.accountNumber));
  const distinct = new Set(parts.map((p) => p.toLowerCase()));
  if (parts.every((p) => p.length > 0) && distinct.size === parts.length) return parts.map((p) => PREFIX + p);
  return accounts.map((_, i) => `${PREFIX}${i + 1}`);
}
