import { AppError, TooManyRequestsError, UnauthorizedError } from '@bankxl/platform';
import {
  clearLoginFailures,
  countLoginFailures,
  findUserByEmail,
  recentOpenLinkToken,
  recordDevice,
  recordLoginFailure,
} from '../adapters/user-store.js';
import type { AuthDeps } from '../ports.js';
import { sendVerificationLink } from './links.js';
import { MESSAGES } from './messages.js';
import { passwordMatches } from './passwords.js';
import { accountKey, fingerprintHash } from './secrets.js';

export type LoginInput = { email: string; password: string; fingerprint?: string; ip: string };

const RESEND_VERIFICATION_AFTER_MS = 5 * 60 * 1000;

/**
 * Email login. Failures are counted in the database per account and per client IP, so the limit
 * holds across restarts and across auth replicas; a correct password does not get past the limit.
 */
export async function login(deps: AuthDeps, input: LoginInput): Promise<{ token: string; message: string }> {
  const now = deps.now();
  const windowMs = deps.config.LOGIN_FAILURE_WINDOW_MINUTES * 60_000;
  const windowStart = new Date(now.getTime() - windowMs);
  const account = accountKey(input.email);
  const { db } = deps.database;

  const retryAfter = (oldest: Date | null) => (oldest ? (oldest.getTime() + windowMs - now.getTime()) / 1000 : windowMs / 1000);
  const byAccount = await countLoginFailures(db, { accountKey: account }, windowStart);
  if (byAccount.failures >= deps.config.LOGIN_MAX_FAILURES_PER_ACCOUNT) {
    throw new TooManyRequestsError(MESSAGES.tooManyAccountFailures, retryAfter(byAccount.oldest), 'too_many_login_failures');
  }
  const byIp = await countLoginFailures(db, { ip: input.ip }, windowStart);
  if (byIp.failures >= deps.config.LOGIN_MAX_FAILURES_PER_IP) {
    throw new TooManyRequestsError(MESSAGES.tooManyIpFailures, retryAfter(byIp.oldest), 'too_many_login_failures');
  }

  const user = await findUserByEmail(db, input.email);
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

  await clearLoginFailures(db, account);
  const device = fingerprintHash(input.fingerprint);
  if (device) await recordDevice(db, device, user.id, now);
  const token = await deps.signer.sign({ userId: user.id, tokenVersion: user.tokenVersion });
  return { token, message: MESSAGES.loggedIn };
}
