import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, test } from '@jest/globals';
import { parseStatement, type Statement } from '../src/index.js';
import { recheckAccount, recheckStatement } from '../src/recheck.js';
import { isRefusal, loadFixtures } from './truth.js';

const fixtures = loadFixtures().filter((f) => !isRefusal(f.truth));

describe('the checks run again on a Statement give what the engine gave', () => {
  const parsed: { name: string; statement: Statement }[] = [];
  beforeAll(async () => {
    for (const f of fixtures) {
      parsed.push({ name: f.name, statement: await parseStatement(new Uint8Array(readFileSync(f.pdf)), { password: f.truth.password }) });
    }
    // ~200 statements: well under a minute on a quiet machine, over it on a loaded one (jest's default hook limit).
  }, 300_000);

  test('on every fixture, every account keeps its verdict, break and totals', () => {
    const differ = parsed.flatMap(({ name, statement }) =>
      statement.accounts.filter((a) => JSON.stringify(recheckAccount(a)) !== JSON.stringify(a.checks)).map((a) => `${name} ${a.accountNumber}`),
    );
    expect(parsed.length).toBeGreaterThan(100);
    expect(differ).toEqual([]);
  });

  test('a wrong amount is named at its row, and putting it right verifies the account again', () => {
    const found = parsed.find(({ statement }) => statement.accounts.some((a) => a.checks.verdict === 'verified' && a.transactions.length > 5));
    expect(found).toBeDefined();
    const statement = found!.statement;
    const index = statement.accounts.findIndex((a) => a.checks.verdict === 'verified' && a.transactions.length > 5);
    const account = statement.accounts[index];
    const broken = structuredClone(statement);
    const row = broken.accounts[index].transactions[3];
    row.amount = Math.round((row.amount + 10) * 100) / 100;

    const checked = recheckStatement(broken).accounts[index].checks;
    expect(checked.verdict).toBe('not_verified');
    expect(checked.firstBreakIndex).toBe(3);
    expect(checked.firstBreak).toContain(`row 4 (${row.date}, page ${row.page})`);

    row.amount = account.transactions[3].amount;
    expect(recheckStatement(broken).accounts[index].checks.verdict).toBe('verified');
  });
});
