import { AppError, TooManyRequestsError, UnauthorizedError } from '@bankxl/platform';
import { recordLoginFailure } from '../adapters/login-attempts-store.js';
import { findUserByEmail, recentOpenLinkToken } from '../adapters/user-store.js';
import type { AuthDeps } from '../ports.js';
import { sendVerificationLink } from './links.js';
import { mailSignInLink } from './sign-in-link.js';
import { ensureMayTryPassword } from './login-throttle.js';
import { MESSAGES } from './messages.js';
import { passwordMatches } from './passwords.js';
import { accountKey, fingerprintHash } from './secrets.js';
import { startSession } from './start-session.js';

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
