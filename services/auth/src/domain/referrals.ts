import { makeEvent } from '@bankxl/contracts';
import { BadRequestError, UnauthorizedError } from '@bankxl/platform';
import { eq } from 'drizzle-orm';
import { countReferredUsers, findUserById, findUserByReferralCode } from '../adapters/user-store.js';
import { users } from '../adapters/tables.js';
import type { AuthDeps } from '../ports.js';
import { MESSAGES } from './messages.js';
import { normaliseReferralCode } from './secrets.js';

export async function referralInfo(deps: AuthDeps, userId: string): Promise<{ referralCode: string; referredCount: number }> {
  const user = await findUserById(deps.database.db, userId);
  if (!user) throw new UnauthorizedError(MESSAGES.sessionEnded, 'token_revoked');
  return { referralCode: user.referralCode, referredCount: await countReferredUsers(deps.database.db, userId) };
}

/**
 * Applies a friend's code after sign-up (once per account). user.referral_applied lets billing pay
 * the referrer now if this account is already verified, or when it verifies.
 */
export async function applyReferralCode(deps: AuthDeps, userId: string, code: string): Promise<{ message: string }> {
  const now = deps.now();
  await deps.database.transaction(async (tx) => {
    const user = await findUserById(tx, userId, true);
    if (!user) throw new UnauthorizedError(MESSAGES.sessionEnded, 'token_revoked');
    if (user.referralAppliedAt) throw new BadRequestError(MESSAGES.referralAlreadyApplied, 'referral_already_applied');
    const referrer = await findUserByReferralCode(tx, normaliseReferralCode(code));
    if (!referrer) throw new BadRequestError(MESSAGES.unknownReferralCode, 'unknown_referral_code');
    if (referrer.id === user.id) throw new BadRequestError(MESSAGES.ownReferralCode, 'own_referral_code');
    await tx.update(users).set({ referredBy: referrer.id, referralAppliedAt: now }).where(eq(users.id, user.id));
    await deps.emit(
      tx,
      makeEvent('user.referral_applied', { userId: user.id, referrerId: referrer.id, deviceWarning: user.deviceWarning, verified: user.verifiedAt !== null }),
    );
  });
  deps.flushEvents();
  return { message: MESSAGES.referralApplied };
}
