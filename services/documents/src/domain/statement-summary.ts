import type { Statement, Verdict } from '@bankxl/statement';

export type StatementSummary = { accounts: number; transactions: number; periodStart: string | null; periodEnd: string | null; verdict: Verdict };

const SEVERITY: Record<Verdict, number> = { verified: 0, cannot_verify: 1, not_verified: 2 };

/** The worst verdict of the accounts (not_verified is worst); a statement without accounts cannot be verified. */
export function worstVerdict(statement: Statement): Verdict {
  if (statement.accounts.length === 0) return 'cannot_verify';
  return statement.accounts.map((a) => a.checks.verdict).reduce((worst, v) => (SEVERITY[v] > SEVERITY[worst] ? v : worst));
}

/** What the documents list shows of a Statement: counts, the period it covers (ISO dates) and its verdict. */
export function summarise(statement: Statement): StatementSummary {
  const starts: string[] = [];
  const ends: string[] = [];
  let transactions = 0;
  for (const account of statement.accounts) {
    transactions += account.transactions.length;
    const dates = account.transactions.map((t) => t.date).sort();
    const start = account.periodStart ?? dates[0];
    const end = account.periodEnd ?? dates[dates.length - 1];
    if (start) starts.push(start);
    if (end) ends.push(end);
  }
  starts.sort();
  ends.sort();
  return {
    accounts: statement.accounts.length,
    transactions,
    periodStart: starts[0] ?? null,
    periodEnd: ends[ends.length - 1] ?? null,
    verdict: worstVerdict(statement),
  };
}
