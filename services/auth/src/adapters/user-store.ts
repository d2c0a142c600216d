import type { Db } from '@bankxl/db';
import { and, asc, count, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { devices, userTokens, users, type TokenPurpose, type UserRow } from './tables.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Any string is accepted: one that is not a uuid names no user (rather than a database error). */
export async function findUserById(db: Db, id: string, forUpdate = false): Promise<UserRow | undefined> {
  if (!UUID.test(id)) return undefined;
  const query = db.select().from(users).where(eq(users.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

export async function findUserByGoogleId(db: Db, googleId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.googleId, googleId));
  return row;
}

export async function findUserByReferralCode(db: Db, code: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.referralCode, code));
  return row;
}

export async function countReferredUsers(db: Db, referrerId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.referredBy, referrerId));
  return Number(row?.n ?? 0);
}

/** True when the device was seen with any account other than `exceptUserId` (deleted ones included). */
export async function deviceSeenWithOtherAccount(db: Db, fingerprintHash: string, exceptUserId?: string): Promise<boolean> {
  const others = exceptUserId
    ? or(isNull(devices.userId), sql`${devices.userId} <> ${exceptUserId}`)
    : undefined;
  const [row] = await db
    .select({ n: count() })
    .from(devices)
    .where(and(eq(devices.fingerprintHash, fingerprintHash), others));
  return Number(row?.n ?? 0) > 0;
}

/** Locks the users' rows in id order (so two transactions never wait on each other) and returns them by id. */
export async function lockUsers(db: Db, ids: string[]): Promise<Map<string, UserRow>> {
  const valid = [...new Set(ids)].filter((id) => UUID.test(id)).sort();
  if (valid.length === 0) return new Map();
  const rows = await db.select().from(users).where(inArray(users.id, valid)).orderBy(asc(users.id)).for('update');
  return new Map(rows.map((row) => [row.id, row]));
}

export async function hasOwnDevice(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(devices).where(eq(devices.userId, userId));
  return Number(row?.n ?? 0) > 0;
}

/** True when a device seen with this user was also seen with another (or a deleted) account. */
export async function sharesDeviceWithAnotherAccount(db: Db, userId: string): Promise<boolean> {
  const mine = db.select({ fingerprintHash: devices.fingerprintHash }).from(devices).where(eq(devices.userId, userId));
  const [row] = await db
    .select({ n: count() })
    .from(devices)
    .where(and(inArray(devices.fingerprintHash, mine), or(isNull(devices.userId), sql`${devices.userId} <> ${userId}`)));
  return Number(row?.n ?? 0) > 0;
}

export async function recordDevice(db: Db, fingerprintHash: string, userId: string, now: Date): Promise<void> {
  await db
    .insert(devices)
    .values({ fingerprintHash, userId, firstSeenAt: now, lastSeenAt: now })
    .onConflictDoUpdate({ target: [devices.fingerprintHash, devices.userId], set: { lastSeenAt: now } });
}

/** Remembers a device that tried to sign up without getting an account (user_id NULL, like a deleted account's). */
export async function recordUnclaimedDevice(db: Db, fingerprintHash: string, now: Date): Promise<void> {
  await db.insert(devices).values({ fingerprintHash, userId: null, firstSeenAt: now, lastSeenAt: now });
}

export async function insertLinkToken(
  db: Db,
  row: { tokenHash: string; userId: string; purpose: TokenPurpose; expiresAt: Date; newEmail?: string; createdAt: Date },
): Promise<void> {
  await db.insert(userTokens).values({ ...row, newEmail: row.newEmail ?? null });
}

/** Locks and returns a link token of `purpose`; the caller decides what used/expired mean. */
export async function lockLinkToken(db: Db, tokenHash: string, purpose: TokenPurpose) {
  const [row] = await db
    .select()
    .from(userTokens)
    .where(and(eq(userTokens.tokenHash, tokenHash), eq(userTokens.purpose, purpose)))
    .for('update');
  return row;
}

export async function markLinkTokenUsed(db: Db, tokenHash: string, now: Date): Promise<void> {
  await db.update(userTokens).set({ usedAt: now }).where(eq(userTokens.tokenHash, tokenHash));
}

/** Makes every still-open link of `purpose` for the user unusable (a newer one replaces them). */
export async function retireOpenLinkTokens(db: Db, userId: string, purpose: TokenPurpose, now: Date): Promise<void> {
  await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)));
}

/** The newest unused, unexpired link of `purpose` created after `since`, if any. */
export async function recentOpenLinkToken(db: Db, userId: string, purpose: TokenPurpose, since: Date, now: Date) {
  const [row] = await db
    .select({ tokenHash: userTokens.tokenHash })
    .from(userTokens)
    .where(
      and(
        eq(userTokens.userId, userId),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, now),
        gt(userTokens.createdAt, since),
      ),
    )
    .limit(1);
  return row;
}

/** Whether any device was ever linked to the user (at sign-up or at a login). */
export async function hasAnyDevice(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(devices).where(eq(devices.userId, userId));
  return Number(row?.n ?? 0) > 0;
}

/** Clears the user's device warning; false when it was already clear (another login got there first). */
export async function clearDeviceWarning(db: Db, userId: string): Promise<boolean> {
  const cleared = await db.update(users).set({ deviceWarning: false }).where(and(eq(users.id, userId), eq(users.deviceWarning, true))).returning({ id: users.id });
  return cleared.length > 0;
}
