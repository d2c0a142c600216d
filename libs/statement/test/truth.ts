import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Statement } from '../src/index.js';

/** The ground truth format shared with the benchmark (fixtures-src/model.ts writes it). */
export type RefusalTruth = { family: 'refusal'; error: string; password?: string };
export type StatementTruth = {
      family: string;
      verdict: 'verified' | 'not_verified' | 'cannot_verify';
      firstBreakIndex?: number;
      password?: string;
      accounts: {
        accountNumber: string | null;
        currency: string | null;
        openingBalance: number | null;
        closingBalance: number | null;
        periodStart: string | null;
        periodEnd: string | null;
        transactions: { date: string; description: string; amount: number; balance: number | null }[];
      }[];
    };
export type TruthFile = StatementTruth | RefusalTruth;
export const isRefusal = (t: TruthFile): t is RefusalTruth => 'error' in t;

const here = path.dirname(fileURLToPath(import.meta.url));
/** The committed fixtures, whether this runs from source (jest) or from dist (the score script). */
export const FIXTURES_DIR = path.resolve(here, here.split(path.sep).includes('dist') ? '../../test/fixtures' : 'fixtures');

export type FixtureCase = { name: string; pdf: string; truth: TruthFile };

/** Every `<name>.pdf` with its `<name>.truth.json`, sorted by name. */
export function loadFixtures(dir = FIXTURES_DIR): FixtureCase[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.truth.json'))
    .sort()
    .map((f) => {
      const name = f.slice(0, -'.truth.json'.length);
      return { name, pdf: path.join(dir, `${name}.pdf`), truth: JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as TruthFile };
    });
}

const same = (a: unknown, b: unknown) => (typeof a === 'number' && typeof b === 'number' ? Math.abs(a - b) < 0.005 : a === b);

/** Every difference between a parsed statement and its truth, in words; empty when they agree. */
export function compareToTruth(statement: Statement, truth: TruthFile): string[] {
  if (isRefusal(truth)) return [`expected refusal ${truth.error}, got a statement`];
  const diffs: string[] = [];
  if (statement.accounts.length !== truth.accounts.length) diffs.push(`accounts: expected ${truth.accounts.length}, got ${statement.accounts.length}`);
  truth.accounts.forEach((want, a) => {
    const got = statement.accounts[a];
    if (!got) return;
    for (const key of ['accountNumber', 'currency', 'openingBalance', 'closingBalance', 'periodStart', 'periodEnd'] as const) {
      if (!same(got[key], want[key])) diffs.push(`account ${a + 1} ${key}: expected ${want[key]}, got ${got[key]}`);
    }
    if (got.transactions.length !== want.transactions.length) diffs.push(`account ${a + 1} transactions: expected ${want.transactions.length}, got ${got.transactions.length}`);
    want.transactions.forEach((wt, i) => {
      const gt = got.transactions[i];
      if (!gt) return;
      for (const key of ['date', 'description', 'amount', 'balance'] as const) {
        if (!same(gt[key], wt[key])) diffs.push(`account ${a + 1} row ${i + 1} ${key}: expected ${JSON.stringify(wt[key])}, got ${JSON.stringify(gt[key])}`);
      }
    });
    if (got.checks.verdict !== truth.verdict && !(truth.verdict === 'not_verified' && a > 0)) {
      diffs.push(`account ${a + 1} verdict: expected ${truth.verdict}, got ${got.checks.verdict} (${got.checks.firstBreak ?? 'no break'})`);
    }
    if (truth.firstBreakIndex !== undefined && a === 0 && got.checks.firstBreakIndex !== truth.firstBreakIndex) {
      diffs.push(`firstBreakIndex: expected ${truth.firstBreakIndex}, got ${got.checks.firstBreakIndex}`);
    }
  });
  return diffs;
}
