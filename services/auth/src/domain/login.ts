import { AppError, TooManyRequestsError, UnauthorizedError } from '@bankxl/platform';
import type { UserRow } from '../adapters/tables.js';
import { clearLoginFailures, recordLoginFailure, rememberLoginSource } from '../adapters/login-attempts-store.js';
import { findUserByEmail, recentOpenLinkToken, recordDevice } from '../adapters/user-store.js';
import type { AuthDeps } from '../ports.js';
import { recogniseFirstDevice } from './device-recognition.js';
import { sendVerificationLink } from './links.js';
import { mailSignInLink } from './sign-in-link.js';
import { ensureMayTryPassword, ipHashOf } from './login-throttle.js';
import { MESSAGES } from './messages.js';
import { passwordMatches } from './passwords.js';
import { accountKey, fingerprintHash } from './secrets.js';

export type LoginInput = { email: string; password: string; fingerprint?: string; ip: string };

const RESEND_VERIFICATION_AFTER_MS = 5 * 60 * 1000;

/**
 * Email login. Failures are counted in the database (per account and IP, per IP, per account), so
 * the limits hold across restarts and auth replicas; login-throttle.ts says why these limits.
 */
export async function login(deps: AuthDeps, input: LoginInput): Promise<{ token: string; message: string }> {
  const now = deps.now();
  const windowStart = new Date(now.getTime() - deps.config.LOGIN_FAILURE_WINDOW_MINUTES * 60_000);
  const account = accountKey(input.email);
  const device = fingerprintHash(input.fingerprint);
  const { db } = deps.database;

  const user = await findUserByEmail(db, input.email);
  const may = await ensureMayTryPassword(db, deps.config, { accountKey: account, ip: input.ip, fingerprintHash: device }, user, now);
  // Unknown email and wrong password take the same time and get the same answer.
  const right = (await passwordMatches(input.password, user?.passwordHash ?? null, deps.config.BCRYPT_ROUNDS)) && user !== undefined;
  if (may !== 'ok') {
    // Under attack, from a new place: the same answer whatever the password, counted alike (a count that did not
    // grow would tell a guesser it was right); the owner's inbox finishes the login.
    await recordLoginFailure(db, account, input.ip, now, windowStart);
    if (right && user.verifiedAt) await mailSignInLink(deps, user, now);
    throw new TooManyRequestsError(MESSAGES.signInLinkSent, may.challenge, 'too_many_login_failures');
  }
  if (!right) {
    await recordLoginFailure(db, account, input.ip, now, windowStart);
    throw new UnauthorizedError(MESSAGES.badCredentials, 'invalid_credentials');
  }

  if (!user.verifiedAt) {
    // The first link may be lost or expired: send a new one, at most every few minutes.
    await deps.database.transaction(async (tx) => {
      const recent = await recentOpenLinkToken(tx, user.id, 'verify_email', new Date(now.getTime() - RESEND_VERIFICATION_AFTER_MS), now);
      if (!recent) await sendVerificationLink(deps, tx, user, now);
    });
    deps.flushEvents();
    throw new AppError(403, 'email_not_verified', MESSAGES.unverified);
  }

  return startSession(deps, user, { ip: input.ip, device }, now);
}

/**
 * A login that succeeded (by password, or by a mailed sign-in link): this network and this device become the
 * owner's usual place, and the session token is issued.
 */
export async function startSession(deps: AuthDeps, user: UserRow, place: { ip: string; device: string | null }, now: Date): Promise<{ token: string; message: string }> {
  const { db } = deps.database;
  const account = accountKey(user.email);
  // Only this network's failures are forgiven: a guesser elsewhere keeps the account-wide count.
  await clearLoginFailures(db, account, place.ip);
  await rememberLoginSource(db, account, ipHashOf(place.ip), now);
  if (place.device) {
    await recogniseFirstDevice(deps, user, place.device, now);
    await recordDevice(db, place.device, user.id, now);
  }
  const token = await deps.signer.sign({ userId: user.id, tokenVersion: user.tokenVersion });
  return { token, message: MESSAGES.loggedIn };
}
