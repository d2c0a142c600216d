import { createHash } from 'node:crypto';
import type { Account } from '@bankxl/statement';

/**
 * One FITID per transaction of `account`, derived from what the statement says (account, date,
 * amount, description) and, for identical rows, which occurrence it is. Converting the same file
 * twice gives the same ids, so an importer that de-duplicates by FITID (Quicken, QuickBooks, GnuCash)
 * skips a statement imported twice; two identical coffees on one day still get two ids.
 */
export function transactionIds(account: Account, accountId: string): string[] {
  const seen = new Map<string, number>();
  return account.transactions.map((t) => {
    const content = JSON.stringify([accountId, t.date, t.amount, t.description]);
    const occurrence = seen.get(content) ?? 0;
    seen.set(content, occurrence + 1);
    const digest = createHash('sha256').update(`${content}#${occurrence}`).digest('hex').toUpperCase();
    // The date first keeps the ids readable and sorted; 20 hex digits (80 bits) make a collision
    // within one account's statements practically impossible, well inside OFX's 255-character limit.
    return `${t.date.replace(/-/g, '')}${digest.slice(0, 20)}`;
  });
}
