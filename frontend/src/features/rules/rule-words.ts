import { categoryLabel } from '@bankxl/statement/books';
import type { Transaction } from '../statement/types';
import type { RuleBody, RuleMatch } from './api';

export const MATCH_WORDS: Record<RuleMatch, string> = {
  contains: 'Description contains',
  starts_with: 'Description starts with',
  equals: 'Description is exactly',
  regex: 'Description matches the pattern',
};

const money = (n: number) => n.toLocaleString(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function amountWords(rule: Pick<RuleBody, 'amountMin' | 'amountMax'>): string {
  const { amountMin: min, amountMax: max } = rule;
  if (min !== null && max !== null) return `, amount from ${money(min)} to ${money(max)}`;
  if (min !== null) return `, amount ${money(min)} or more`;
  if (max !== null) return `, amount ${money(max)} or less`;
  return '';
}

/** A rule in plain words: "Description contains 'BLUE BOTTLE' → Blue Bottle Coffee · Meals & dining". */
export function describeRule(rule: RuleBody): string {
  const sets = [rule.payee, rule.category ? categoryLabel(rule.category) : null].filter(Boolean).join(' · ');
  return `${MATCH_WORDS[rule.match]} '${rule.pattern}'${amountWords(rule)} → ${sets}`;
}

/**
 * The words a rule for this row would look for: the payee where the description spells it, else the
 * description without its trailing references and numbers ("TESCO STORES 3217" → "TESCO STORES"), which
 * differ from one payment to the next.
 */
export function suggestedPattern(row: Pick<Transaction, 'description' | 'payee'>, originalPayee?: string): string {
  const description = row.description.replace(/\s+/g, ' ').trim();
  for (const payee of [originalPayee, row.payee]) {
    if (!payee) continue;
    const at = description.toLowerCase().indexOf(payee.toLowerCase().trim());
    if (payee.trim().length >= 3 && at >= 0) return description.slice(at, at + payee.trim().length);
  }
  const words = description.split(' ');
  while (words.length > 1 && /\d/.test(words[words.length - 1])) words.pop();
  return words.join(' ');
}

/** The rule the review dialog starts from after a row's payee or category was changed. */
export function ruleFromRow(row: Pick<Transaction, 'description' | 'payee' | 'category'>, originalPayee?: string): RuleBody {
  return {
    match: 'contains',
    pattern: suggestedPattern(row, originalPayee),
    amountMin: null,
    amountMax: null,
    payee: row.payee && row.payee !== originalPayee ? row.payee : null,
    category: row.category ?? null,
  };
}
