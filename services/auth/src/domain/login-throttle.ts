import { TooManyRequestsError } from '@bankxl/platform';
import type { Db } from '@bankxl/db';
import { countLoginFailures, isDeviceOfUser, isKnownLoginSource } from '../adapters/login-attempts-store.js';
import type { UserRow } from '../adapters/tables.js';
import type { AuthConfig } from '../config.js';
import { MESSAGES } from './messages.js';
import { sha256 } from './secrets.js';

const DAY = 24 * 60 * 60 * 1000;
/** A network the account logged in from this recently still counts as the owner's. */
export const KNOWN_SOURCE_TTL_MS = 90 * DAY;

export type LoginAttempt = { accountKey: string; ip: string; fingerprintHash: string | null };

export const ipHashOf = (ip: string): string => sha256(`login-ip:${ip}`);

/**
 * Decides whether a login attempt may have its password checked. Three limits, none of which lets a
 * stranger lock the owner out:
 * - per account and IP: one network guessing one account is stopped after a few failures;
 * - per IP: one network spraying guesses over many accounts is stopped;
 * - per account, from everywhere: once an account has had many failures (a distributed guess), only
 *   a network it has logged in from before, or a device it has used, may still try. The owner at
 *   home or on their usual browser keeps getting in; a botnet of fresh IPs does not get more guesses.
 * We chose this over a progressive delay because parallel guessers from many IPs do not feel a
 * delay (and delaying the owner's correct password is a lock-out again), and over a plain
 * per-account limit because that is the lock-out button.
 *
 * From a new network and a new browser during such an attack the answer is `challenge`: the password is
 * still checked, but no session is given whatever it is. The same 429 answers a right and a wrong password
 * (so guessing there learns nothing), and a right one mails the owner a one-time link that logs in from
 * here (sign-in-link.ts). The owner on a new laptop gets in through their inbox; a stranger gets nothing.
 */
export async function ensureMayTryPassword(db: Db, config: AuthConfig, attempt: LoginAttempt, user: UserRow | undefined, now: Date): Promise<'ok' | { challenge: number }> {
  const windowMs = config.LOGIN_FAILURE_WINDOW_MINUTES * 60_000;
  const since = new Date(now.getTime() - windowMs);
  const retryAfter = (oldest: Date | null) => (oldest ? (oldest.getTime() + windowMs - now.getTime()) / 1000 : windowMs / 1000);

  const fromThisIp = await countLoginFailures(db, { accountKey: attempt.accountKey, ip: attempt.ip }, since);
  if (fromThisIp.failures >= config.LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_IP) {
    throw new TooManyRequestsError(MESSAGES.tooManyAccountFailures, retryAfter(fromThisIp.oldest), 'too_many_login_failures');
  }
  const byIp = await countLoginFailures(db, { ip: attempt.ip }, since);
  if (byIp.failures >= config.LOGIN_MAX_FAILURES_PER_IP) {
    throw new TooManyRequestsError(MESSAGES.tooManyIpFailures, retryAfter(byIp.oldest), 'too_many_login_failures');
  }
  const byAccount = await countLoginFailures(db, { accountKey: attempt.accountKey }, since);
  if (byAccount.failures >= config.LOGIN_MAX_FAILURES_PER_ACCOUNT && !(await isOwnersUsualPlace(db, attempt, user, now))) {
    return { challenge: retryAfter(byAccount.oldest) };
  }
  return 'ok';
}

// An unknown email has no usual place: it is refused exactly like a known account from a new place.
async function isOwnersUsualPlace(db: Db, attempt: LoginAttempt, user: UserRow | undefined, now: Date): Promise<boolean> {
  if (await isKnownLoginSource(db, attempt.accountKey, ipHashOf(attempt.ip), new Date(now.getTime() - KNOWN_SOURCE_TTL_MS))) return true;
  return Boolean(user && attempt.fingerprintHash && (await isDeviceOfUser(db, attempt.fingerprintHash, user.id)));
}
