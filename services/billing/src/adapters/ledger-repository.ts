import { randomUUID } from 'node:crypto';
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '@bankxl/db';
import { creditAccounts, ledgerEntries, type LedgerEntryRow } from './tables.js';

export type EntryKind = 'signup' | 'referral' | 'purchase' | 'conversion' | 'refund';
export type NewEntry = { userId: string; change: number; kind: EntryKind; description: string; idempotencyKey: string };

/**
 * Locks the user's credit account row for the rest of the transaction (creating it when new), so
 * balance checks and the entries that follow them happen one transaction at a time per user. One statement:
 * an upsert whose "update" changes nothing still locks the existing row, as SELECT … FOR UPDATE would.
 */
export async function lockAccount(tx: Db, userId: string): Promise<void> {
  await tx
    .insert(creditAccounts)
    .values({ userId })
    .onConflictDoUpdate({ target: creditAccounts.userId, set: { userId: sql`excluded.user_id` } });
}

/**
 * The user's balance and whether an entry with `idempotencyKey` exists (any user's: keys are unique), read
 * in one statement. A charge reads both while it holds the account's lock, and on the embedded database
 * every statement inside a transaction keeps every other query waiting (issue 25).
 */
export async function balanceAndKeyUsed(tx: Db, userId: string, idempotencyKey: string): Promise<{ balance: number; keyUsed: boolean }> {
  const [row] = await tx
    .select({
      balance: sql<string | number>`coalesce(sum(${ledgerEntries.change}), 0)`,
      keyUsed: sql<boolean>`exists (select 1 from ${ledgerEntries} as keyed where keyed.idempotency_key = ${idempotencyKey})`,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId));
  return { balance: Number(row?.balance ?? 0), keyUsed: row?.keyUsed === true };
}

export async function balanceOf(tx: Db, userId: string): Promise<number> {
  const [row] = await tx
    .select({ balance: sql<string | number>`coalesce(sum(${ledgerEntries.change}), 0)` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId));
  return Number(row?.balance ?? 0);
}

export async function entryByKey(tx: Db, idempotencyKey: string): Promise<LedgerEntryRow | null> {
  const [row] = await tx.select().from(ledgerEntries).where(eq(ledgerEntries.idempotencyKey, idempotencyKey));
  return row ?? null;
}

export async function insertEntry(tx: Db, entry: NewEntry): Promise<LedgerEntryRow> {
  const [row] = await tx
    .insert(ledgerEntries)
    .values({ id: randomUUID(), ...entry })
    .returning();
  return row;
}

/**
 * The balance and whether the user ever bought credits, in one statement: one snapshot, so no transaction
 * is needed, and one round trip instead of four (BEGIN, two reads, COMMIT) on every `/api/me` (issue 25).
 */
export async function balanceAndPurchase(db: Db, userId: string): Promise<{ balance: number; hasPurchased: boolean }> {
  const [row] = await db
    .select({
      balance: sql<string | number>`coalesce(sum(${ledgerEntries.change}), 0)`,
      hasPurchased: sql<boolean | null>`bool_or(${ledgerEntries.kind} = 'purchase')`,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId));
  return { balance: Number(row?.balance ?? 0), hasPurchased: row?.hasPurchased === true };
}

/** The user's entries in [from, to), newest first. */
export async function entriesOf(tx: Db, userId: string, range: { from: Date | null; to: Date | null }): Promise<LedgerEntryRow[]> {
  const conditions = [eq(ledgerEntries.userId, userId)];
  if (range.from) conditions.push(gte(ledgerEntries.createdAt, range.from));
  if (range.to) conditions.push(lt(ledgerEntries.createdAt, range.to));
  return tx
    .select()
    .from(ledgerEntries)
    .where(and(...conditions))
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id));
}

export async function deleteLedgerOf(tx: Db, userId: string): Promise<number> {
  const deleted = await tx.delete(ledgerEntries).where(eq(ledgerEntries.userId, userId)).returning({ id: ledgerEntries.id });
  await tx.delete(creditAccounts).where(eq(creditAccounts.userId, userId));
  return deleted.length;
}
