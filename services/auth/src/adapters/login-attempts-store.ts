import type { Db } from '@bankxl/db';
import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import { devices, loginFailures, loginSources } from './tables.js';

export type FailureScope = { accountKey: string; ip?: string } | { ip: string };

/** Failed logins since `since` for an account, an account from one IP, or one IP across accounts. */
export async function countLoginFailures(db: Db, scope: FailureScope, since: Date) {
  const where = [gt(loginFailures.failedAt, since)];
  if ('accountKey' in scope) where.push(eq(loginFailures.accountKey, scope.accountKey));
  if (scope.ip !== undefined) where.push(eq(loginFailures.ip, scope.ip));
  const [row] = await db
    .select({ n: count(), oldest: sql<string | null>`min(${loginFailures.failedAt})` })
    .from(loginFailures)
    .where(and(...where));
  return { failures: Number(row?.n ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
}

export async function recordLoginFailure(db: Db, accountKey: string, ip: string, now: Date, windowStart: Date): Promise<void> {
  await db.insert(loginFailures).values({ accountKey, ip, failedAt: now });
  // Rows older than the window are never counted again: keep the table small as we go.
  await db.delete(loginFailures).where(lt(loginFailures.failedAt, windowStart));
}

/** Forgets an account's failures: all of them, or only those from one IP. */
export async function clearLoginFailures(db: Db, accountKey: string, ip?: string): Promise<void> {
  await db.delete(loginFailures).where(ip === undefined ? eq(loginFailures.accountKey, accountKey) : and(eq(loginFailures.accountKey, accountKey), eq(loginFailures.ip, ip)));
}

export async function rememberLoginSource(db: Db, accountKey: string, ipHash: string, now: Date): Promise<void> {
  await db
    .insert(loginSources)
    .values({ accountKey, ipHash, lastSeenAt: now })
    .onConflictDoUpdate({ target: [loginSources.accountKey, loginSources.ipHash], set: { lastSeenAt: now } });
}

/** True when the account logged in from this IP since `since`. */
export async function isKnownLoginSource(db: Db, accountKey: string, ipHash: string, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(loginSources)
    .where(and(eq(loginSources.accountKey, accountKey), eq(loginSources.ipHash, ipHash), gt(loginSources.lastSeenAt, since)));
  return Number(row?.n ?? 0) > 0;
}

/** True when the device was seen with this very account (sign-up, login or a session). */
export async function isDeviceOfUser(db: Db, fingerprintHash: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(devices)
    .where(and(eq(devices.fingerprintHash, fingerprintHash), eq(devices.userId, userId)));
  return Number(row?.n ?? 0) > 0;
}

export async function forgetLoginSources(db: Db, accountKey: string): Promise<void> {
  await db.delete(loginSources).where(eq(loginSources.accountKey, accountKey));
}

export async function pruneLoginSources(db: Db, before: Date): Promise<void> {
  await db.delete(loginSources).where(lt(loginSources.lastSeenAt, before));
}
