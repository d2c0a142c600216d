import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { MAX_BOOK_RULES, MAX_PATTERN_RULES, type BookRuleBody, type BookRuleView } from '@bankxl/contracts';
import type { Database, Db } from '@bankxl/db';
import { BadRequestError, NotFoundError } from '@bankxl/platform';
import { validateRule, type UserRule } from '@bankxl/statement';
import { countPatternRulesOf, countRulesOf, deleteRule, insertRule, rulesOf, updateRule, type BookRuleRow } from '../adapters/rule-repository.js';

/**
 * Rules a user teaches (issue 26 item 3): theirs alone, applied by each of their conversions (this service
 * reads them from its own database when it converts, no network hop), re-applied to a document by
 * documents through /internal/rules.
 */
const NOT_FOUND = 'This rule was not found.';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const toRuleView = (row: BookRuleRow): BookRuleView => ({
  id: row.id,
  match: row.match,
  pattern: row.pattern,
  amountMin: row.amountMin,
  amountMax: row.amountMax,
  payee: row.payee,
  category: row.category,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The rules as the engine applies them: plain data, so they cross into a worker thread as they are. */
export const toUserRule = (row: BookRuleRow): UserRule => ({ ...toRuleView(row) });

export async function listRules(db: Db, userId: string): Promise<BookRuleView[]> {
  return (await rulesOf(db, userId)).map(toRuleView);
}

/** The user's rules for a conversion of theirs (none for an anonymous one). */
export async function rulesForConversion(db: Db, userId: string): Promise<UserRule[]> {
  return (await rulesOf(db, userId)).map(toUserRule);
}

/** One user's creates and changes one at a time, so two at once cannot both pass a limit. */
const lockRulesOf = (tx: Db, userId: string) => tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`conversion.book_rules:${userId}`}))`);

async function assertPatternRoom(tx: Db, userId: string, rule: BookRuleBody, exceptId?: string): Promise<void> {
  if (rule.match !== 'regex' || (await countPatternRulesOf(tx, userId, exceptId)) < MAX_PATTERN_RULES) return;
  throw new BadRequestError(
    `You can keep up to ${MAX_PATTERN_RULES} pattern rules. Use "contains", "starts with" or "equals" instead, or delete a pattern rule first.`,
    'too_many_pattern_rules',
  );
}

export async function createRule(database: Database, userId: string, body: BookRuleBody): Promise<BookRuleView> {
  const rule = checked(body);
  return database.transaction(async (tx) => {
    await lockRulesOf(tx, userId);
    if ((await countRulesOf(tx, userId)) >= MAX_BOOK_RULES) {
      throw new BadRequestError(`You can keep up to ${MAX_BOOK_RULES} rules. Delete some you no longer need first.`, 'too_many_rules');
    }
    await assertPatternRoom(tx, userId, rule);
    return toRuleView(await insertRule(tx, userId, randomUUID(), rule));
  });
}

export async function changeRule(database: Database, userId: string, id: string, body: BookRuleBody): Promise<BookRuleView> {
  if (!UUID.test(id)) throw new NotFoundError(NOT_FOUND, 'not_found');
  const rule = checked(body);
  const row = await database.transaction(async (tx) => {
    await lockRulesOf(tx, userId);
    await assertPatternRoom(tx, userId, rule, id);
    return updateRule(tx, userId, id, rule);
  });
  if (!row) throw new NotFoundError(NOT_FOUND, 'not_found');
  return toRuleView(row);
}

export async function removeRule(db: Db, userId: string, id: string): Promise<void> {
  if (!UUID.test(id) || !(await deleteRule(db, userId, id))) throw new NotFoundError(NOT_FOUND, 'not_found');
}

function checked(body: BookRuleBody): BookRuleBody {
  const rule = { ...body, pattern: body.pattern, payee: body.payee?.trim() ? body.payee.trim() : null };
  const problem = validateRule(rule);
  if (problem) throw new BadRequestError(problem.message, problem.code);
  return rule;
}
