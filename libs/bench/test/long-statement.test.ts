import { describe, expect, test } from '@jest/globals';
import { parseStatement } from '@bankxl/statement';
import { makeLongStatement } from '../src/long-statement.js';

// The engine drops pdf.js's per-document caches every 50 pages to keep memory flat; a long
// statement must read exactly as a short one does on every page after those drops.
describe('a statement longer than the engine reads between two cache drops', () => {
  test('when a 60-page statement is read, then every row is there with its description and the balances check', async () => {
    const long = await makeLongStatement(60);
    const statement = await parseStatement(long.pdf);
    expect(statement.accounts).toHaveLength(1);
    const [account] = statement.accounts;
    expect(account.transactions).toHaveLength(long.transactions);
    expect(account.openingBalance).toBe(long.opening);
    expect(account.closingBalance).toBe(long.closing);
    expect(account.checks.verdict).toBe('verified');
    // Rows carry a running number: each one read in order, none merged, none doubled.
    expect(account.transactions.map((t) => Number(t.description.split(' ').at(-1)))).toEqual(Array.from({ length: long.transactions }, (_, i) => 1000 + i));
    expect(new Set(account.transactions.map((t) => t.page)).size).toBe(60);
  });
});
