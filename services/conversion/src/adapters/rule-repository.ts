import { and, asc, count, eq, ne } from 'drizzle-orm';
import { doublePrecision, pgSchema, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Db } from '@bankxl/db';
import type { CategoryId, RuleInput, RuleMatch } from '@bankxl/statement';

const conversion = pgSchema('conversion');

export const bookRules = conversion.table(
  'book_rules',
  {
    userId: text('user_id').notNull(),
    id: uuid('id').notNull(),
    match: text('match').$type<RuleMatch>().notNull(),
    pattern: text('pattern').notNull(),
    amountMin: doublePrecision('amount_min'),
    amountMax: doublePrecision('amount_max'),
    payee: text('payee'),
    category: text('category').$type<CategoryId>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.id] })],
);

export type BookRuleRow = typeof bookRules.$inferSelect;

/** Every query names the user: a rule id of someone else's is simply not found. */
export async function rulesOf(db: Db, userId: string): Promise<BookRuleRow[]> {
  return db.select().from(bookRules).where(eq(bookRules.userId, userId)).orderBy(asc(bookRules.createdAt), asc(bookRules.id));
}

export async function countRulesOf(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(bookRules).where(eq(bookRules.userId, userId));
  return Number(row?.n ?? 0);
}

/** The user's pattern rules (match 'regex'), leaving out `exceptId` (the rule being changed). */
export async function countPatternRulesOf(db: Db, userId: string, exceptId?: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(bookRules)
    .where(and(eq(bookRules.userId, userId), eq(bookRules.match, 'regex'), exceptId ? ne(bookRules.id, exceptId) : undefined));
  return Number(row?.n ?? 0);
}

export async function insertRule(db: Db, userId: string, id: string, rule: RuleInput): Promise<BookRuleRow> {
  const [row] = await db.insert(bookRules).values({ userId, id, ...rule }).returning();
  return row;
}

export async function updateRule(db: Db, userId: string, id: string, rule: RuleInput): Promise<BookRuleRow | null> {
  const [row] = await db
    .update(bookRules)
    .set({ ...rule, updatedAt: new Date() })
    .where(and(eq(bookRules.userId, userId), eq(bookRules.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteRule(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db.delete(bookRules).where(and(eq(bookRules.userId, userId), eq(bookRules.id, id))).returning({ id: bookRules.id });
  return rows.length > 0;
}

export async function deleteRulesOf(db: Db, userId: string): Promise<number> {
  const rows = await db.delete(bookRules).where(eq(bookRules.userId, userId)).returning({ id: bookRules.id });
  return rows.length;
}
