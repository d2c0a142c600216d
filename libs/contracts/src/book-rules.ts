import { z } from 'zod';
import { BOOK_CATEGORY_IDS } from './openapi.js';

/**
 * A rule a user teaches (issue 26 item 3), on the wire: POST/PUT /api/rules take a BookRuleBody, answers
 * carry BookRuleView. The shape is checked here; what makes a rule sensible (a pattern, not too long, a safe
 * regex, a payee or a category) is checked by the owner, with codes a person can act on.
 */
const amount = z.number({ error: 'Amounts must be numbers (money out is negative).' }).finite().nullable().default(null);

export const BookRuleBody = z
  .object({
    match: z.enum(['contains', 'starts_with', 'equals', 'regex'], { error: 'match must be contains, starts_with, equals or regex.' }),
    pattern: z.string({ error: 'pattern is required.' }),
    amountMin: amount,
    amountMax: amount,
    payee: z.string({ error: 'payee must be text or null.' }).nullable().default(null),
    category: z.enum(BOOK_CATEGORY_IDS, { error: 'category must be one of the listed categories, or null.' }).nullable().default(null),
  })
  .strict();
export type BookRuleBody = z.infer<typeof BookRuleBody>;

export type BookRuleView = BookRuleBody & { id: string; createdAt: string; updatedAt: string };

/** GET /api/rules/export: a user's rules as a file of their own data. */
export type BookRulesExport = { exportedAt: string; rules: BookRuleView[] };

/** Most rules one user keeps. */
export const MAX_BOOK_RULES = 500;

/**
 * Most of those that are patterns (match 'regex'). A safe pattern (libs/statement's unsafeRegex) still costs up
 * to a few hundredths of a millisecond per row where plain words cost microseconds, and every rule is tried on
 * every row a rule before it missed; 25 bound re-applying rules to a 2,000-row statement to about a second on
 * the documents service's thread, whatever the patterns are.
 */
export const MAX_PATTERN_RULES = 25;
