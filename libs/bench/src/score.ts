import type { Statement, Verdict } from '@bankxl/statement';

export type TruthTransaction = { date: string; description: string; amount: number; balance: number | null };
export type TruthAccount = { accountNumber: string | null; currency: string | null; openingBalance: number | null; closingBalance: number | null; transactions: TruthTransaction[] };
export type Truth =
  | { family: string; verdict: Verdict; accounts: TruthAccount[]; password?: string }
  | { family: 'refusal'; error: string; password?: string };

export type Score = {
  family: string;
  name: string;
  truthCount: number;
  predictedCount: number;
  matched: number;
  exactDescriptions: number;
  correctBalances: number;
  perfect: boolean;
  verdictCorrect: boolean;
  wronglyVerified: boolean;
  note?: string;
};

const cents = (n: number | null) => (n === null ? null : Math.round(n * 100));
const norm = (s: string) => s.replace(/\s+/g, ' ').trim();

/** The whole statement's verdict: any account not verified wins, then any that cannot be verified. */
export function statementVerdict(s: Statement): Verdict {
  const verdicts = s.accounts.map((a) => a.checks.verdict);
  if (verdicts.includes('not_verified')) return 'not_verified';
  if (verdicts.includes('cannot_verify') || verdicts.length === 0) return 'cannot_verify';
  return 'verified';
}

/**
 * Scores one parsed statement against its truth. Transactions match on (account, date, amount in
 * cents) as a multiset; descriptions and balances are then compared on the matched pairs. A
 * statement is perfect when every account's rows are equal in order, opening and closing balances
 * agree and the verdict is right.
 */
export function scoreStatement(name: string, truth: Extract<Truth, { accounts: TruthAccount[] }>, got: Statement): Score {
  let truthCount = 0;
  let predictedCount = 0;
  let matched = 0;
  let exactDescriptions = 0;
  let correctBalances = 0;
  let perfect = got.accounts.length === truth.accounts.length;
  truth.accounts.forEach((ta, i) => {
    const ga = got.accounts[i];
    truthCount += ta.transactions.length;
    if (!ga) {
      perfect = false;
      return;
    }
    predictedCount += ga.transactions.length;
    const pool = new Map<string, typeof ga.transactions>();
    for (const t of ga.transactions) {
      const key = `${t.date}|${cents(t.amount)}`;
      pool.set(key, [...(pool.get(key) ?? []), t]);
    }
    for (const tt of ta.transactions) {
      const candidates = pool.get(`${tt.date}|${cents(tt.amount)}`);
      if (!candidates?.length) continue;
      const idx = Math.max(0, candidates.findIndex((c) => norm(c.description) === norm(tt.description)));
      const [hit] = candidates.splice(idx, 1);
      matched++;
      if (norm(hit.description) === norm(tt.description)) exactDescriptions++;
      if (cents(hit.balance) === cents(tt.balance)) correctBalances++;
    }
    const sameRows =
      ga.transactions.length === ta.transactions.length &&
      ta.transactions.every((tt, j) => {
        const g = ga.transactions[j];
        return g.date === tt.date && norm(g.description) === norm(tt.description) && cents(g.amount) === cents(tt.amount) && cents(g.balance) === cents(tt.balance);
      });
    const sameBalances = cents(ga.openingBalance) === cents(ta.openingBalance) && cents(ga.closingBalance) === cents(ta.closingBalance);
    if (!sameRows || !sameBalances) perfect = false;
  });
  const verdict = statementVerdict(got);
  const verdictCorrect = verdict === truth.verdict;
  if (!verdictCorrect) perfect = false;
  // Wrong data called verified: the one failure we must never have.
  const rowsRight = matched === truthCount && predictedCount === truthCount;
  // Any account called verified counts: one account verified beside another that is not is no excuse.
  const anyVerified = got.accounts.some((a) => a.checks.verdict === 'verified');
  const wronglyVerified = anyVerified && (truth.verdict === 'not_verified' || !rowsRight);
  return { family: truth.family, name, truthCount, predictedCount, matched, exactDescriptions, correctBalances, perfect, verdictCorrect, wronglyVerified };
}

export type Summary = {
  statements: number;
  precision: number;
  recall: number;
  f1: number;
  exactDescriptions: number;
  balances: number;
  perfect: number;
  verdictCorrect: number;
  wronglyVerified: number;
};

export function summarise(scores: Score[]): Summary {
  const sum = (f: (s: Score) => number) => scores.reduce((a, s) => a + f(s), 0);
  const matched = sum((s) => s.matched);
  const precision = matched / Math.max(1, sum((s) => s.predictedCount));
  const recall = matched / Math.max(1, sum((s) => s.truthCount));
  return {
    statements: scores.length,
    precision,
    recall,
    f1: precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall),
    exactDescriptions: sum((s) => s.exactDescriptions) / Math.max(1, matched),
    balances: sum((s) => s.correctBalances) / Math.max(1, matched),
    perfect: sum((s) => (s.perfect ? 1 : 0)) / Math.max(1, scores.length),
    verdictCorrect: sum((s) => (s.verdictCorrect ? 1 : 0)) / Math.max(1, scores.length),
    wronglyVerified: sum((s) => (s.wronglyVerified ? 1 : 0)),
  };
}
