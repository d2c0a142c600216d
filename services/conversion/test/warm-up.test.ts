import { describe, expect, test } from '@jest/globals';
import { parseStatement } from '@bankxl/statement';
import { WARM_UP_ROWS, warmUpStatementPdf } from '../src/engine/warm-up-statement.js';

// Each text-lane engine worker reads this statement before its first task (engine-worker-entry.cts), so that a
// user's first conversion meets a warm engine. A statement the engine could not read would warm nothing and
// fail silently; this holds it to the whole path a user's statement takes.
describe('the statement an engine worker warms up on', () => {
  test('is read row by row and its balances add up', async () => {
    const statement = await parseStatement(warmUpStatementPdf());
    expect(statement.accounts).toHaveLength(1);
    const [account] = statement.accounts;
    expect(account.transactions).toHaveLength(WARM_UP_ROWS);
    expect(account.checks.verdict).toBe('verified');
    expect(account.transactions[0]).toMatchObject({ date: '2024-03-02', description: 'CARD PAYMENT TESCO STORES', amount: -12.5, balance: 2487.5 });
  });
});
