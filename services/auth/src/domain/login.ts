import { AppError, UnauthorizedError } from '@bankxl/platform';
import { clearLoginFailures, recordLoginFailure, rememberLoginSource } from '../adapters/login-attempts-store.js';
import { findUserByEmail, recentOpenLinkToken, recordDevice } from '../adapters/user-store.js';
import type { AuthDeps } from '../ports.js';
import { recogniseFirstDevice } from './device-recognition.js';
import { sendVerificationLink } from './links.js';
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
  await ensureMayTryPassword(db, deps.config, { accountKey: account, ip: input.ip, fingerprintHash: device }, user, now);
  // Unknown email and wrong password take the same time and get the same answer.
  if (!(await passwordMatches(input.password, user?.passwordHash ?? null, deps.config.BCRYPT_ROUNDS)) || !user) {
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

  // Only this network's failures are forgiven: a guesser elsewhere keeps the account-wide count.
  await clearLoginFailures(db, account, input.ip);
  await rememberLoginSource(db, account, ipHashOf(input.ip), now);
  if (device) {
    await recogniseFirstDevice(deps, user, device, now);
    await recordDevice(db, device, user.id, now);
  }
  const token = await deps.signer.sign({ userId: user.id, tokenVersion: user.tokenVersion });
  return { token, message: MESSAGES.loggedIn };
}
