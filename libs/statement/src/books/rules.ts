import type { Statement, Transaction } from '../types.js';
import { isCategoryId, type CategoryId } from './categories.js';

/**
 * A rule that overrides the shipped ones for the rows it matches (a user's "apply to all like this", issue 26
 * item 3): the payee and/or category it sets, or null when it does not apply. Rules are tried in order.
 */
export type BookRule = (row: Transaction) => { payee?: string; category?: CategoryId } | null;

/**
 * Rules a user teaches ("apply to all like this", issue 26 item 3): rows whose description matches get the
 * rule's payee and/or category, over the shipped rules. Pure data, so a rule crosses into an engine worker
 * and out through the API as it is.
 */
export type RuleMatch = 'contains' | 'starts_with' | 'equals' | 'regex';

export const RULE_MATCHES: readonly RuleMatch[] = ['contains', 'starts_with', 'equals', 'regex'];

export type UserRule = {
  id: string;
  match: RuleMatch;
  pattern: string;
  /** Inclusive, on the signed amount (money out is negative); null: no bound. */
  amountMin: number | null;
  amountMax: number | null;
  payee: string | null;
  category: CategoryId | null;
  /** ISO time; the newer of two equally specific rules wins. */
  createdAt?: string;
};

/** What a person sends to create or change a rule (the id and times are the server's). */
export type RuleInput = Omit<UserRule, 'id' | 'createdAt'>;

export const MAX_PATTERN_LENGTH = 200;
export const MAX_PAYEE_LENGTH = 200;

export type RuleErrorCode = 'invalid_pattern' | 'pattern_too_long' | 'unsafe_pattern' | 'invalid_rule';
export type RuleProblem = { code: RuleErrorCode; message: string };

/** Case folded, whitespace collapsed: how both a description and a pattern are compared. */
export const foldForRule = (s: string): string => s.replace(/\s+/g, ' ').trim().toLowerCase();

/** The first thing wrong with a rule, in words a person can act on; null when it can be saved. */
export function validateRule(rule: RuleInput): RuleProblem | null {
  if (!RULE_MATCHES.includes(rule.match)) return { code: 'invalid_rule', message: 'Choose how the description is matched: contains, starts with, equals or pattern.' };
  if (typeof rule.pattern !== 'string' || rule.pattern.trim() === '') return { code: 'invalid_pattern', message: 'Type the words the description should contain.' };
  if (rule.pattern.length > MAX_PATTERN_LENGTH) return { code: 'pattern_too_long', message: `The words to match can be at most ${MAX_PATTERN_LENGTH} characters long.` };
  if (rule.match === 'regex') {
    const unsafe = unsafeRegex(rule.pattern);
    if (unsafe) return { code: 'unsafe_pattern', message: unsafe };
  }
  const payee = rule.payee?.trim() ?? '';
  if (payee === '' && rule.category === null) return { code: 'invalid_rule', message: 'Choose a payee, a category, or both.' };
  if (payee.length > MAX_PAYEE_LENGTH) return { code: 'invalid_rule', message: `The payee can be at most ${MAX_PAYEE_LENGTH} characters long.` };
  if (rule.category !== null && !isCategoryId(rule.category)) return { code: 'invalid_rule', message: 'Choose one of the listed categories.' };
  for (const bound of [rule.amountMin, rule.amountMax]) {
    if (bound !== null && !Number.isFinite(bound)) return { code: 'invalid_rule', message: 'The amounts must be numbers.' };
  }
  if (rule.amountMin !== null && rule.amountMax !== null && rule.amountMin > rule.amountMax) {
    return { code: 'invalid_rule', message: 'The smallest amount must not be larger than the largest.' };
  }
  return null;
}

/**
 * Repeats whose length varies (`*`, `+`, `{n,}`, `{n,m}`) a pattern may hold. One keeps a failed match within
 * n² steps of the description; two already make it n³ (`a*a*b` took 15 ms on 300 characters, `a*b` 0.03 ms on
 * 200). A pattern is looked for anywhere in the description, so `FOO.*BAR` says what `.*FOO.*BAR` would.
 */
export const MAX_VARIABLE_REPEATS = 1;
/** A description is matched by a pattern on at most this many characters (statement descriptions are far shorter). */
const MAX_MATCHED_LENGTH = 200;

/**
 * Why a regular expression could take forever on some description, or null when it cannot: it must compile,
 * and have no backreference, no lookaround, no quantified group holding a quantifier or an alternation
 * (star height above one, as in `(a+)+$` or `(a|aa)*b`), the shapes that make a backtracking engine blow up
 * exponentially, and at most MAX_VARIABLE_REPEATS repeat of varying length: `.*.*.*.*.*X` backtracks through
 * n^5 splits of a line without a group in sight.
 */
export function unsafeRegex(pattern: string): string | null {
  try {
    new RegExp(pattern, 'iu');
  } catch {
    return 'This pattern is not a valid regular expression.';
  }
  const refused = 'This pattern could take too long to check. Avoid back-references, look-arounds, repeated groups that repeat inside, and more than one repeat (*, +, {n,m}): FOO.*BAR finds what .*FOO.*BAR would.';
  let variableRepeats = 0;
  // Each open group: does it hold a quantifier or an alternation (at any depth)?
  const groups: { risky: boolean }[] = [];
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') {
      const next = pattern[i + 1] ?? '';
      if (!inClass && (/[1-9]/.test(next) || next === 'k')) return refused;
      i++;
      continue;
    }
    if (inClass) {
      if (c === ']') inClass = false;
      continue;
    }
    if (c === '[') {
      inClass = true;
      continue;
    }
    if (c === '(') {
      if (pattern.startsWith('(?=', i) || pattern.startsWith('(?!', i) || pattern.startsWith('(?<=', i) || pattern.startsWith('(?<!', i)) return refused;
      groups.push({ risky: false });
      // The `?` of a non-capturing or named group is not a quantifier.
      if (pattern.startsWith('(?:', i)) i += 2;
      else if (pattern.startsWith('(?<', i)) i = pattern.indexOf('>', i);
      continue;
    }
    if (c === ')') {
      const group = groups.pop();
      const risky = group?.risky ?? false;
      if (risky && groups.length > 0) groups[groups.length - 1].risky = true;
      // A quantifier right after this group makes it repeated: checked on the next character.
      const next = pattern[i + 1];
      // `?` is not repetition: (a+)? runs once at most.
      if (risky && (next === '*' || next === '+' || next === '{')) return refused;
      continue;
    }
    if (c === '|' || c === '*' || c === '+' || c === '?' || c === '{') {
      if (groups.length > 0) groups[groups.length - 1].risky = true;
    }
    // `?` repeats at most once, and `{3}` a fixed number of times; anything else varies.
    if (c === '*' || c === '+' || (c === '{' && !/^\{\d+\}/.test(pattern.slice(i)))) {
      if (++variableRepeats > MAX_VARIABLE_REPEATS) return refused;
    }
  }
  return null;
}

/** How specific a rule is: the most specific rule matching a row wins, so nobody has to order rules. */
const SPECIFICITY: Record<RuleMatch, number> = { equals: 3, starts_with: 2, contains: 1, regex: 1 };

/** The rules, most specific first: equals, starts with, then contains and patterns; then longer pattern; then newest. */
export function byPrecedence(rules: readonly UserRule[]): UserRule[] {
  return [...rules].sort(
    (a, b) =>
      SPECIFICITY[b.match] - SPECIFICITY[a.match] ||
      b.pattern.length - a.pattern.length ||
      (b.createdAt ?? '').localeCompare(a.createdAt ?? ''),
  );
}

/** Whether a rule's description pattern and amount range hold for a row. */
export function ruleMatches(rule: UserRule, row: Pick<Transaction, 'description' | 'amount'>): boolean {
  return matcherOf(rule)(row);
}

function matcherOf(rule: UserRule): (row: Pick<Transaction, 'description' | 'amount'>) => boolean {
  const pattern = foldForRule(rule.pattern);
  const test: (description: string) => boolean =
    rule.match === 'equals'
      ? (d) => d === pattern
      : rule.match === 'starts_with'
        ? (d) => d.startsWith(pattern)
        : rule.match === 'contains'
          ? (d) => d.includes(pattern)
          : regexTest(rule.pattern);
  return (row) =>
    (rule.amountMin === null || row.amount >= rule.amountMin) &&
    (rule.amountMax === null || row.amount <= rule.amountMax) &&
    test(foldForRule(row.description));
}

function regexTest(pattern: string): (description: string) => boolean {
  // A rule stored before it was refused (or sent around validation) never runs: it matches nothing.
  if (unsafeRegex(pattern)) return () => false;
  const re = new RegExp(pattern, 'iu');
  return (d) => re.test(d.length > MAX_MATCHED_LENGTH ? d.slice(0, MAX_MATCHED_LENGTH) : d);
}

/**
 * Re-applies a user's rules to a stored statement (the "apply rules" of a document): only rows a rule matches
 * change, and only in what that rule names; every other row, a person's corrections included, is kept.
 */
export function applyRules(statement: Statement, rules: readonly UserRule[]): { statement: Statement; changed: number } {
  const bookRules = toBookRules(rules);
  let changed = 0;
  const accounts = statement.accounts.map((account) => ({
    ...account,
    transactions: account.transactions.map((row) => {
      const ruled = firstAnswer(bookRules, row);
      if (!ruled) return row;
      const next = { ...row, ...ruled };
      if (next.payee !== row.payee || next.category !== row.category) changed++;
      return next;
    }),
  }));
  return { statement: { ...statement, accounts }, changed };
}

function firstAnswer(rules: readonly BookRule[], row: Transaction): ReturnType<BookRule> {
  for (const rule of rules) {
    const answer = rule(row);
    if (answer) return answer;
  }
  return null;
}

/** A user's rules as the functions `withBooks` takes, in precedence order. */
export function toBookRules(rules: readonly UserRule[]): BookRule[] {
  return byPrecedence(rules).map((rule) => {
    const matches = matcherOf(rule);
    const payee = rule.payee?.trim() ? rule.payee.trim() : undefined;
    const category = rule.category ?? undefined;
    return (row) => (matches(row) ? { ...(payee ? { payee } : {}), ...(category ? { category } : {}) } : null);
  });
}
