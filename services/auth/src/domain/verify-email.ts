import { makeEvent } from '@bankxl/contracts';
import { BadRequestError } from '@bankxl/platform';
import { eq } from 'drizzle-orm';
import { findUserById, lockLinkToken, markLinkTokenUsed } from '../adapters/user-store.js';
import { users } from '../adapters/tables.js';
import type { AuthDeps } from '../ports.js';
import { linkProblem } from './links.js';
import { MESSAGES } from './messages.js';
import { sha256 } from './secrets.js';

const PROBLEM_MESSAGES = {
  invalid: MESSAGES.verificationLinkInvalid,
  used: MESSAGES.verificationLinkUsed,
  expired: MESSAGES.verificationLinkExpired,
} as const;

/** Consumes a verification link: the account becomes verified and user.verified is published once. */
export async function verifyEmail(deps: AuthDeps, token: string): Promise<{ message: string }> {
  const now = deps.now();
  await deps.database.transaction(async (tx) => {
    const row = await lockLinkToken(tx, sha256(token), 'verify_email');
    const problem = linkProblem(row, now);
    if (problem) throw new BadRequestError(PROBLEM_MESSAGES[problem], `verification_link_${problem}`);
    await markLinkTokenUsed(tx, row.tokenHash, now);
    const user = await findUserById(tx, row.userId, true);
    if (!user) throw new BadRequestError(MESSAGES.verificationLinkInvalid, 'verification_link_invalid');
    if (user.verifiedAt) return;
    await tx.update(users).set({ verifiedAt: now }).where(eq(users.id, user.id));
    await deps.emit(
      tx,
      makeEvent('user.verified', { userId: user.id, email: user.email, referredBy: user.referredBy, deviceWarning: user.deviceWarning }),
    );
  });
  deps.flushEvents();
  return { message: MESSAGES.verified };
}
