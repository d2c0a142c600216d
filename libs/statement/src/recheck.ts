/**
 * The balance checks run again on a Statement someone has edited (the review grid in the browser, and the
 * documents service when it saves the corrections): the same `checkAccount` the engine runs, fed from the
 * Statement's own numbers. Pure and free of pdf.js, so the frontend can bundle it
 * (`@bankxl/statement/checks`).
 */
import { checkAccount, formatCents, OPENING_NOT_PRINTED } from './checks.js';
import type { Account, Checks, Statement } from './types.js';

const toCents = (n: number) => Math.round(n * 100);

/** How many days before the statement's period a transaction may be dated (made before, posted within). */
export const EARLY_DAYS = 10;

/**
 * A transaction date may fall a few days before the period where the statement dates rows by when they
 * happened and posts them within it: a card statement, or a table that prints a posting date beside it.
 */
export function earlyDaysFor(card: boolean, dateColumns: number): number {
  return card || dateColumns >= 2 ? EARLY_DAYS : 0;
}

/**
 * The account's checks recomputed from its rows and balances. An opening balance the engine worked out
 * (not printed) still cannot confirm the first row, unless `openingPrinted` says otherwise. Doubts the
 * engine recorded about its reading (which date column, day and month, the year, the direction of money)
 * are not settled by editing rows: amounts that agree under them are still `cannot_verify`, as the engine said.
 */
export function recheckAccount(account: Account, opts: { openingPrinted?: boolean } = {}): Checks {
  const openingPrinted = opts.openingPrinted ?? account.checks?.firstBreak !== OPENING_NOT_PRINTED;
  const checks = balanceChecks(account, openingPrinted);
  const doubt = account.reading?.doubts?.[0];
  if (checks.verdict === 'verified' && doubt) return { ...checks, verdict: 'cannot_verify', firstBreak: `the amounts agree, but ${doubt}` };
  return checks;
}

function balanceChecks(account: Account, openingPrinted: boolean): Checks {
  return checkAccount({
    rows: account.transactions.map((t) => ({
      date: t.date,
      amountCents: toCents(t.amount),
      balanceCents: t.balance === null ? null : toCents(t.balance),
      page: t.page,
      informational: t.informational === true,
    })),
    openingCents: account.openingBalance === null ? null : toCents(account.openingBalance),
    closingCents: account.closingBalance === null ? null : toCents(account.closingBalance),
    periodStart: account.periodStart,
    periodEnd: account.periodEnd,
    formatCents,
    openingPrinted,
    earlyDays: earlyDaysFor(account.kind === 'credit_card', account.reading?.dates.columns ?? 1),
    newestFirst: account.reading?.printOrder === 'newest_first',
  });
}

/** The statement with every account's checks recomputed. */
export function recheckStatement(statement: Statement): Statement {
  return { ...statement, accounts: statement.accounts.map((account) => ({ ...account, checks: recheckAccount(account) })) };
}

export { checkAccount, formatCents } from './checks.js';
