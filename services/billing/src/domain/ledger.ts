import { enqueueEvent } from '@bankxl/bus';
import { makeEvent } from '@bankxl/contracts';
import type { Database, Db } from '@bankxl/db';
import {
  balanceAndPurchase,
  balanceAndKeyUsed,
  balanceOf,
  deleteLedgerOf,
  entriesOf,
  entryByKey,
  insertEntry,
  lockAccount,
  type NewEntry,
} from '../adapters/ledger-repository.js';
import type { DateRange } from '@bankxl/platform';
import { ChargeNotFoundError, InsufficientCreditsError, NoCreditsError } from './errors.js';

export const SCHEMA = 'billing';

export type PostResult = { applied: boolean; balance: number };

/**
 * Adds one entry to the user's ledger inside `tx`, at most once per idempotency key. A negative
 * change (a charge) is refused when it would take the balance below zero: the account row is locked
 * first, so concurrent charges see each other's effect.
 */
export async function postEntry(tx: Db, entry: NewEntry): Promise<PostResult> {
  await lockAccount(tx, entry.userId);
  const { balance, keyUsed } = await balanceAndKeyUsed(tx, entry.userId, entry.idempotencyKey);
  if (keyUsed) return { applied: false, balance };
  if (entry.change < 0 && balance + entry.change < 0) {
    throw balance <= 0 ? new NoCreditsError() : new InsufficientCreditsError(-entry.change, balance);
  }
  await insertEntry(tx, entry);
  const after = balance + entry.change;
  await enqueueEvent(
    tx,
    SCHEMA,
    makeEvent('billing.credits_changed', { userId: entry.userId, change: entry.change, balance: after, reason: entry.kind }),
  );
  return { applied: true, balance: after };
}

/** A free grant (sign-up, referral): counted once per key, however often the event arrives. */
export function grantCredits(database: Database, grant: Omit<NewEntry, 'change'> & { credits: number }): Promise<PostResult> {
  const { credits, ...rest } = grant;
  return database.transaction((tx) => postEntry(tx, { ...rest, change: credits }));
}

/** Charges a conversion, idempotent on its id: a retry of the same conversion is not charged again. */
export function chargeConversion(
  database: Database,
  charge: { userId: string; conversionId: string; credits: number; description?: string },
): Promise<PostResult> {
  const pages = charge.credits;
  return database.transaction((tx) =>
    postEntry(tx, {
      userId: charge.userId,
      change: -pages,
      kind: 'conversion',
      description: charge.description ?? `Statement conversion (${pages} ${pages === 1 ? 'page' : 'pages'})`,
      idempotencyKey: conversionKey(charge.conversionId),
    }),
  );
}

/** Refuses like a charge would (no credits, too few), without charging: a cheap check before costly work. */
export async function checkCredits(database: Database, userId: string, credits: number): Promise<{ balance: number }> {
  const balance = await balanceOf(database.db, userId);
  if (balance < credits) throw balance <= 0 ? new NoCreditsError() : new InsufficientCreditsError(credits, balance);
  return { balance };
}

/** Gives back what a conversion was charged, once. */
export function refundConversion(database: Database, conversionId: string): Promise<PostResult & { userId: string }> {
  return database.transaction(async (tx) => {
    const charge = await entryByKey(tx, conversionKey(conversionId));
    if (!charge) throw new ChargeNotFoundError();
    const result = await postEntry(tx, {
      userId: charge.userId,
      change: -charge.change,
      kind: 'refund',
      description: 'Refund: the conversion did not complete',
      idempotencyKey: `refund:${conversionId}`,
    });
    return { ...result, userId: charge.userId };
  });
}

export function readBalance(database: Database, userId: string): Promise<{ balance: number; hasPurchased: boolean }> {
  return balanceAndPurchase(database.db, userId);
}

export type HistoryEntry = { id: string; date: string; change: number; description: string };

/** The user's credit changes in the range, newest first, `change` signed. */
export async function creditsHistory(database: Database, userId: string, range: DateRange): Promise<HistoryEntry[]> {
  const rows = await entriesOf(database.db, userId, range);
  return rows.map((row) => ({ id: row.id, date: row.createdAt.toISOString(), change: row.change, description: row.description }));
}

/** Forgets everything billing holds about a user (account deletion). */
export function deleteUserLedger(database: Database, userId: string, tx?: Db): Promise<number> {
  return tx ? deleteLedgerOf(tx, userId) : database.transaction((t) => deleteLedgerOf(t, userId));
}

const conversionKey = (conversionId: string) => `conversion:${conversionId}`;
