import type { Statement, Transaction } from '../types.js';
import { isCategoryId, type CategoryId } from './categories.js';
import { categorise } from './categorise.js';
import { readPayee, type PayeeReading } from './payee.js';
import { statementLeadIns, type WordingInput } from './statement-wording.js';
import type { BookRule } from './rules.js';

export { CATEGORIES, CATEGORY_IDS, categoryLabel, isCategoryId, type CategoryId } from './categories.js';
export { categorise, type Categorisation } from './categorise.js';
export { applyRules, byPrecedence, foldForRule, ruleMatches, toBookRules, unsafeRegex, validateRule, MAX_PATTERN_LENGTH, MAX_PAYEE_LENGTH, RULE_MATCHES, type RuleErrorCode, type RuleInput, type RuleMatch, type RuleProblem, type UserRule, type BookRule } from './rules.js';
export { statementLeadIns, type StatementLeadIn, type WordingInput } from './statement-wording.js';
export { cleanPayee, readPayee, titleCase, type PayeeKind, type PayeeReading } from './payee.js';
export { categoryChosen, findTransfers, transferWords, markTransfers, MAX_DAYS as TRANSFER_MAX_DAYS, namesAccount, transferLabel, withTransfers, type TransferAccount, type TransferLeg, type TransferMark, type TransferPair } from './transfers.js';

/** Payee and category of one row, and why (for a person asking "why Groceries?"). */
export type Booking = { payee: string; category: CategoryId; why: string[] };

/**
 * What the shipped rules gave a description, remembered: a statement repeats its merchants (a third of a long
 * statement's rows read a description already read), and the rules read only the description. Bounded, emptied when full.
 */
const booked = new Map<string, { booking: Booking; reading: PayeeReading }>();

/** The per-description reading and booking, remembered. */
function readDescription(description: string): { booking: Booking; reading: PayeeReading } {
  let known = booked.get(description);
  if (!known) {
    const reading = readPayee(description);
    const { category, why } = categorise(description, reading);
    known = { booking: { payee: reading.payee, category, why: [...reading.why, `category: ${why}`] }, reading };
    if (booked.size >= 20_000) booked.clear();
    booked.set(description, known);
  }
  return known;
}

/** The payee and category our shipped rules give a description. */
export function bookDescription(description: string): Booking {
  const { booking } = readDescription(description);
  // A copy: the caller may change what it is given.
  return { payee: booking.payee, category: booking.category, why: [...booking.why] };
}

/**
 * The payee and category of each distinct description of one statement, read together: the per-description rules,
 * then the bank's wording the statement itself shows (statement-wording.ts: words that start many rows, each followed
 * by a different party, are the bank's lead-in, and the party is what follows). `amount` is one row's amount of the
 * description (its sign says which way the money went).
 */
export function bookStatementDescriptions(rows: readonly { description: string; amount: number }[]): Map<string, Booking> {
  const inputs = new Map<string, WordingInput>();
  for (const r of rows) if (!inputs.has(r.description)) inputs.set(r.description, { description: r.description, amount: r.amount, reading: readDescription(r.description).reading });
  const leadIns = statementLeadIns([...inputs.values()]);
  const out = new Map<string, Booking>();
  for (const description of inputs.keys()) {
    const found = leadIns.get(description);
    const reading = found ? readPayee(found.reread) : null;
    if (found && reading && reading.payee.trim()) {
      const { category, why } = categorise(found.reread, reading);
      out.set(description, { payee: reading.payee, category, why: [`statement lead-in '${found.leadIn}' (starts ${found.shared} descriptions of the statement)`, ...reading.why, `category: ${why}`] });
    } else out.set(description, bookDescription(description));
  }
  return out;
}

export type BookOptions = {
  /** Tried before the shipped rules; the first that answers sets what it names. */
  rules?: readonly BookRule[];
  /** Recompute rows that already carry a payee or category (by default a row's own values, e.g. a person's correction, are kept). */
  overwrite?: boolean;
};

/** Which of a row's own values stay: a payee or category it has (a person's correction, an earlier booking), unless `overwrite`. */
function kept(row: Transaction, opts: BookOptions): { keepPayee: boolean; keepCategory: boolean } {
  return { keepPayee: !opts.overwrite && typeof row.payee === 'string' && row.payee.length > 0, keepCategory: !opts.overwrite && isCategoryId(row.category) };
}

/**
 * One row with its payee and category filled in (a value it already has is kept unless `overwrite`). `statement`: the
 * bookings of its statement's descriptions read together (bookStatementDescriptions); without it, the row alone.
 */
export function bookTransaction<T extends Transaction>(row: T, opts: BookOptions = {}, statement?: ReadonlyMap<string, Booking>): T {
  const { keepPayee, keepCategory } = kept(row, opts);
  if (keepPayee && keepCategory) return row;
  let ruled: { payee?: string; category?: CategoryId } | null = null;
  for (const rule of opts.rules ?? []) {
    ruled = rule(row);
    if (ruled) break;
  }
  const shipped = statement?.get(row.description) ?? bookDescription(row.description);
  return {
    ...row,
    payee: keepPayee ? row.payee : (ruled?.payee ?? shipped.payee),
    category: keepCategory ? row.category : (ruled?.category ?? shipped.category),
  };
}

/**
 * The statement with every row's payee and category filled in; nothing else changes. Its rows are read together: a
 * bank wraps all rows of a kind in the same words, which the statement shows (bookStatementDescriptions).
 */
export function withBooks(statement: Statement, opts: BookOptions = {}): Statement {
  const rows = statement.accounts.flatMap((a) => a.transactions);
  // A stored statement read again (a document opened, an export) has every row booked already: nothing to read.
  const allKept = rows.every((t) => {
    const k = kept(t, opts);
    return k.keepPayee && k.keepCategory;
  });
  const together = allKept ? undefined : bookStatementDescriptions(rows);
  return { ...statement, accounts: statement.accounts.map((a) => ({ ...a, transactions: a.transactions.map((t) => bookTransaction(t, opts, together)) })) };
}
