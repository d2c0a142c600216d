import type { Statement, Transaction } from '../types.js';
import { isCategoryId, type CategoryId } from './categories.js';
import { categorise } from './categorise.js';
import { readPayee } from './payee.js';
import type { BookRule } from './rules.js';

export { CATEGORIES, CATEGORY_IDS, categoryLabel, isCategoryId, type CategoryId } from './categories.js';
export { categorise, type Categorisation } from './categorise.js';
export { applyRules, byPrecedence, foldForRule, ruleMatches, toBookRules, unsafeRegex, validateRule, MAX_PATTERN_LENGTH, MAX_PAYEE_LENGTH, RULE_MATCHES, type RuleErrorCode, type RuleInput, type RuleMatch, type RuleProblem, type UserRule, type BookRule } from './rules.js';
export { cleanPayee, readPayee, titleCase, type PayeeKind, type PayeeReading } from './payee.js';
export { categoryChosen, findTransfers, transferWords, markTransfers, MAX_DAYS as TRANSFER_MAX_DAYS, namesAccount, transferLabel, withTransfers, type TransferAccount, type TransferLeg, type TransferMark, type TransferPair } from './transfers.js';

/** Payee and category of one row, and why (for a person asking "why Groceries?"). */
export type Booking = { payee: string; category: CategoryId; why: string[] };

/**
 * What the shipped rules gave a description, remembered: a statement repeats its merchants (a third of a long
 * statement's rows read a description already read), and the rules read only the description. Bounded, emptied when full.
 */
const booked = new Map<string, Booking>();

/** The payee and category our shipped rules give a description. */
export function bookDescription(description: string): Booking {
  let booking = booked.get(description);
  if (!booking) {
    const reading = readPayee(description);
    const { category, why } = categorise(description, reading);
    booking = { payee: reading.payee, category, why: [...reading.why, `category: ${why}`] };
    if (booked.size >= 20_000) booked.clear();
    booked.set(description, booking);
  }
  // A copy: the caller may change what it is given.
  return { payee: booking.payee, category: booking.category, why: [...booking.why] };
}


export type BookOptions = {
  /** Tried before the shipped rules; the first that answers sets what it names. */
  rules?: readonly BookRule[];
  /** Recompute rows that already carry a payee or category (by default a row's own values, e.g. a person's correction, are kept). */
  overwrite?: boolean;
};

/** One row with its payee and category filled in (a value it already has is kept unless `overwrite`). */
export function bookTransaction<T extends Transaction>(row: T, opts: BookOptions = {}): T {
  const keepPayee = !opts.overwrite && typeof row.payee === 'string' && row.payee.length > 0;
  const keepCategory = !opts.overwrite && isCategoryId(row.category);
  if (keepPayee && keepCategory) return row;
  let ruled: { payee?: string; category?: CategoryId } | null = null;
  for (const rule of opts.rules ?? []) {
    ruled = rule(row);
    if (ruled) break;
  }
  const shipped = bookDescription(row.description);
  return {
    ...row,
    payee: keepPayee ? row.payee : (ruled?.payee ?? shipped.payee),
    category: keepCategory ? row.category : (ruled?.category ?? shipped.category),
  };
}

/** The statement with every row's payee and category filled in; nothing else changes. */
export function withBooks(statement: Statement, opts: BookOptions = {}): Statement {
  return { ...statement, accounts: statement.accounts.map((a) => ({ ...a, transactions: a.transactions.map((t) => bookTransaction(t, opts)) })) };
}
