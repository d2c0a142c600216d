import type { Account, Statement, Transaction } from './types.js';

/**
 * Checks across a batch of statements (issue 15): statements are grouped by account (account number and
 * currency), ordered by period, and each account's chain is checked: the closing balance of one statement
 * is the opening balance of the next, no period is missing between two statements, no statement was sent
 * twice, and where two periods overlap the transactions that appear in both are counted. Pure: no I/O,
 * so the service, the combined workbook and tests share it.
 */

/** One statement of the batch; `label` names it to the user (the uploaded file name). */
export type BatchStatement = { label: string; statement: Statement };

export type BatchCheckKind = 'balance_continuity' | 'period_continuity' | 'gap' | 'overlap' | 'duplicate';

export type BatchCheck = {
  kind: BatchCheckKind;
  /** true: passed; false: failed; null: could not be checked (a balance or period was not printed). */
  ok: boolean | null;
  /** The statements the check is about, by label, in period order. */
  statements: string[];
  /** In words a user understands, naming the statements (and the missing period, for a gap). */
  message: string;
  /** gap: the period no statement covers; overlap: the period covered twice. */
  from?: string;
  to?: string;
  /** overlap: transactions (same date, amount and description) that appear in both statements. */
  sharedTransactions?: number;
};

/** One account's statement in the batch, in period order. */
export type BatchAccountStatement = {
  label: string;
  periodStart: string | null;
  periodEnd: string | null;
  openingBalance: number | null;
  closingBalance: number | null;
  /** The label of the earlier statement this one repeats, when it is a duplicate (left out of the chain). */
  duplicateOf: string | null;
  account: Account;
};

export type BatchAccountGroup = {
  accountNumber: string | null;
  currency: string | null;
  statements: BatchAccountStatement[];
  checks: BatchCheck[];
};

export type BatchCheckResult = {
  accounts: BatchAccountGroup[];
  /** Every failed check of every account. */
  problems: number;
};

/** Runs every check on a batch; statements without accounts contribute nothing. */
export function checkBatch(batch: BatchStatement[]): BatchCheckResult {
  const groups = new Map<string, BatchAccountGroup>();
  for (const { label, statement } of batch) {
    for (const account of statement.accounts) {
      const key = accountKey(account);
      let group = groups.get(key);
      if (!group) {
        group = { accountNumber: account.accountNumber, currency: account.currency, statements: [], checks: [] };
        groups.set(key, group);
      }
      group.statements.push({
        label,
        periodStart: periodOf(account).start,
        periodEnd: periodOf(account).end,
        openingBalance: account.openingBalance,
        closingBalance: account.closingBalance,
        duplicateOf: null,
        account,
      });
    }
  }
  const accounts = [...groups.values()].sort((a, b) => compareText(a.accountNumber, b.accountNumber) || compareText(a.currency, b.currency));
  for (const group of accounts) {
    group.statements.sort(byPeriod);
    group.checks = checkAccountChain(group.statements);
  }
  return { accounts, problems: accounts.reduce((sum, g) => sum + g.checks.filter((c) => c.ok === false).length, 0) };
}

/** The checks of one account's statements, already in period order; marks duplicates on them. */
function checkAccountChain(statements: BatchAccountStatement[]): BatchCheck[] {
  const checks: BatchCheck[] = [];
  const chain: BatchAccountStatement[] = [];
  for (const current of statements) {
    const original = chain.find((earlier) => sameStatement(earlier, current));
    if (original) {
      current.duplicateOf = original.label;
      checks.push({
        kind: 'duplicate',
        ok: false,
        statements: [original.label, current.label],
        message: `${current.label} is the same statement as ${original.label} (${describePeriod(current)}, same transactions); it is counted once.`,
      });
      continue;
    }
    chain.push(current);
  }
  for (let i = 1; i < chain.length; i += 1) {
    const previous = chain[i - 1];
    const next = chain[i];
    checks.push(periodCheck(previous, next));
    checks.push(balanceCheck(previous, next));
  }
  return checks;
}

function periodCheck(previous: BatchAccountStatement, next: BatchAccountStatement): BatchCheck {
  const statements = [previous.label, next.label];
  if (!previous.periodEnd || !next.periodStart) {
    return { kind: 'period_continuity', ok: null, statements, message: `The periods of ${previous.label} and ${next.label} could not be compared (a period is not printed).` };
  }
  const expectedStart = addDays(previous.periodEnd, 1);
  if (next.periodStart === expectedStart) {
    return { kind: 'period_continuity', ok: true, statements, message: `${next.label} starts the day after ${previous.label} ends.` };
  }
  if (next.periodStart > expectedStart) {
    const from = expectedStart;
    const to = addDays(next.periodStart, -1);
    return {
      kind: 'gap',
      ok: false,
      statements,
      from,
      to,
      message: `No statement covers ${describeRange(from, to)}: the period between ${previous.label} and ${next.label} is missing.`,
    };
  }
  const from = next.periodStart;
  const to = minDate(previous.periodEnd, next.periodEnd ?? previous.periodEnd);
  const shared = sharedTransactions(previous.account.transactions, next.account.transactions, from, to);
  return {
    kind: 'overlap',
    ok: false,
    statements,
    from,
    to,
    sharedTransactions: shared,
    message:
      `${previous.label} and ${next.label} both cover ${describeRange(from, to)}; ` +
      `${shared} ${shared === 1 ? 'transaction appears' : 'transactions appear'} in both.`,
  };
}

function balanceCheck(previous: BatchAccountStatement, next: BatchAccountStatement): BatchCheck {
  const statements = [previous.label, next.label];
  const closing = previous.closingBalance;
  const opening = next.openingBalance;
  if (closing === null || opening === null) {
    return {
      kind: 'balance_continuity',
      ok: null,
      statements,
      message: `The closing balance of ${previous.label} and the opening balance of ${next.label} could not be compared (a balance is not printed).`,
    };
  }
  if (toCents(closing) === toCents(opening)) {
    return { kind: 'balance_continuity', ok: true, statements, message: `The closing balance of ${previous.label} (${formatAmount(closing)}) is the opening balance of ${next.label}.` };
  }
  return {
    kind: 'balance_continuity',
    ok: false,
    statements,
    message: `The closing balance of ${previous.label} (${formatAmount(closing)}) is not the opening balance of ${next.label} (${formatAmount(opening)}).`,
  };
}

/** Same account (grouped already), same period and the same rows: the same statement sent twice. */
function sameStatement(a: BatchAccountStatement, b: BatchAccountStatement): boolean {
  if (a.periodStart !== b.periodStart || a.periodEnd !== b.periodEnd) return false;
  if (a.account.transactions.length !== b.account.transactions.length) return false;
  if (toCentsOrNull(a.openingBalance) !== toCentsOrNull(b.openingBalance) || toCentsOrNull(a.closingBalance) !== toCentsOrNull(b.closingBalance)) return false;
  return a.account.transactions.every((t, i) => rowKey(t) === rowKey(b.account.transactions[i]));
}

/** Transactions dated inside [from, to] that appear in both lists (counted as a multiset). */
function sharedTransactions(earlier: Transaction[], later: Transaction[], from: string, to: string): number {
  const inWindow = (t: Transaction) => t.date >= from && t.date <= to;
  const counts = new Map<string, number>();
  for (const t of earlier.filter(inWindow)) counts.set(rowKey(t), (counts.get(rowKey(t)) ?? 0) + 1);
  let shared = 0;
  for (const t of later.filter(inWindow)) {
    const left = counts.get(rowKey(t)) ?? 0;
    if (left > 0) {
      shared += 1;
      counts.set(rowKey(t), left - 1);
    }
  }
  return shared;
}

const rowKey = (t: Transaction) => `${t.date}|${toCents(t.amount)}|${t.description.replace(/\s+/g, ' ').trim().toUpperCase()}`;

/** Account numbers compare without spaces, dashes or case ("DE89 3704…" = "DE893704…"). */
function accountKey(account: Account): string {
  const number = (account.accountNumber ?? '').replace(/[\s-]/g, '').toUpperCase();
  return `${number}|${(account.currency ?? '').toUpperCase()}`;
}

/** The printed period, or, when it is not printed, the span of the transactions' dates. */
function periodOf(account: Account): { start: string | null; end: string | null } {
  const dates = account.transactions.map((t) => t.date).sort();
  return { start: account.periodStart ?? dates[0] ?? null, end: account.periodEnd ?? dates.at(-1) ?? null };
}

/** Same period: upload order (the sort is stable), so the first one sent is the original and a later copy the duplicate. */
function byPeriod(a: BatchAccountStatement, b: BatchAccountStatement): number {
  return compareText(a.periodStart, b.periodStart) || compareText(a.periodEnd, b.periodEnd);
}

/** Nulls last. */
function compareText(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
}

function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const minDate = (a: string, b: string) => (a < b ? a : b);
const toCents = (amount: number) => Math.round(amount * 100);
const toCentsOrNull = (amount: number | null) => (amount === null ? null : toCents(amount));
const formatAmount = (amount: number) => amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const describePeriod = (s: BatchAccountStatement) => (s.periodStart && s.periodEnd ? describeRange(s.periodStart, s.periodEnd) : 'period not printed');
const describeRange = (from: string, to: string) => `${from} to ${to}`;
