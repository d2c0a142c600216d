import { makeEvent } from '@bankxl/contracts';
import { BadRequestError } from '@bankxl/platform';
import { eq, sql } from 'drizzle-orm';
import { clearLoginFailures } from '../adapters/login-attempts-store.js';
import { findUserByEmail, findUserById, insertLinkToken, lockLinkToken, retireOpenLinkTokens } from '../adapters/user-store.js';
import { users } from '../adapters/tables.js';
import type { AuthDeps } from '../ports.js';
import { linkProblem, publicLink, RESET_LINK_TTL_MS } from './links.js';
import { MESSAGES } from './messages.js';
import { hashPassword } from './passwords.js';
import { accountKey, newLinkToken, sha256 } from './secrets.js';

/** Mails a one-hour reset link when the email is registered; the answer never tells whether it is. */
export async function requestPasswordReset(deps: AuthDeps, email: string): Promise<{ message: string }> {
  const now = deps.now();
  const sent = await deps.database.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user) return false;
    await retireOpenLinkTokens(tx, user.id, 'reset_password', now);
    const { token, hash } = newLinkToken();
    await insertLinkToken(tx, { tokenHash: hash, userId: user.id, purpose: 'reset_password', expiresAt: new Date(now.getTime() + RESET_LINK_TTL_MS), createdAt: now });
    await deps.emit(tx, makeEvent('auth.password_reset_requested', { userId: user.id, email: user.email, link: publicLink(deps, 'reset-password', token) }));
    return true;
  });
  if (sent) deps.flushEvents();
  return { message: MESSAGES.resetRequested };
}

const PROBLEM_MESSAGES = { invalid: MESSAGES.resetLinkInvalid, used: MESSAGES.resetLinkUsed, expired: MESSAGES.resetLinkExpired } as const;

/**
 * Sets a new password from a reset link (single use). The token version goes up, so every session
 * token issued before stops working everywhere, and the account's failed-login count is cleared.
 */
export async function resetPassword(deps: AuthDeps, input: { token: string; newPassword: string }): Promise<{ message: string }> {
  const passwordHash = await hashPassword(input.newPassword, deps.config.BCRYPT_ROUNDS);
  const now = deps.now();
  await deps.database.transaction(async (tx) => {
    const row = await lockLinkToken(tx, sha256(input.token), 'reset_password');
    const problem = linkProblem(row, now);
    if (problem) throw new BadRequestError(PROBLEM_MESSAGES[problem], `reset_link_${problem}`);
    const user = await findUserById(tx, row.userId, true);
    if (!user) throw new BadRequestError(MESSAGES.resetLinkInvalid, 'reset_link_invalid');
    await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, user.id));
    await retireOpenLinkTokens(tx, user.id, 'reset_password', now);
    await clearLoginFailures(tx, accountKey(user.email));
  });
  return { message: MESSAGES.resetDone };
}
