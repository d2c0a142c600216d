import { makeEvent } from '@bankxl/contracts';
import { BadRequestError, UnauthorizedError } from '@bankxl/platform';
import { eq } from 'drizzle-orm';
import { countReferredUsers, findUserById, findUserByReferralCode, hasOwnDevice, lockUsers, sharesDeviceWithAnotherAccount } from '../adapters/user-store.js';
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
 * the referrer now if this account is already verified, or when it verifies. Two accounts may not
 * refer each other, and the bonus is withheld when this account shows no device of its own or
 * shares one with another account (SPEC §6): a Google sign-up carries no device when it is created.
 */
export async function applyReferralCode(deps: AuthDeps, userId: string, code: string): Promise<{ message: string }> {
  const now = deps.now();
  await deps.database.transaction(async (tx) => {
    const referrerId = (await findUserByReferralCode(tx, normaliseReferralCode(code)))?.id;
    if (!referrerId) throw new BadRequestError(MESSAGES.unknownReferralCode, 'unknown_referral_code');
    if (referrerId === userId) throw new BadRequestError(MESSAGES.ownReferralCode, 'own_referral_code');
    // Both rows locked, always in the same order: two accounts applying each other's code at once
    // then run one after the other, and the second sees the first one's referral.
    const locked = await lockUsers(tx, [userId, referrerId]);
    const user = locked.get(userId);
    const referrer = locked.get(referrerId);
    if (!user) throw new UnauthorizedError(MESSAGES.sessionEnded, 'token_revoked');
    if (!referrer) throw new BadRequestError(MESSAGES.unknownReferralCode, 'unknown_referral_code');
    if (user.referralAppliedAt) throw new BadRequestError(MESSAGES.referralAlreadyApplied, 'referral_already_applied');
    if (referrer.referredBy === user.id) throw new BadRequestError(MESSAGES.mutualReferral, 'mutual_referral');
    const deviceWarning = user.deviceWarning || !(await hasOwnDevice(tx, user.id)) || (await sharesDeviceWithAnotherAccount(tx, user.id));
    await tx.update(users).set({ referredBy: referrer.id, referralAppliedAt: now }).where(eq(users.id, user.id));
    await deps.emit(tx, makeEvent('user.referral_applied', { userId: user.id, referrerId: referrer.id, deviceWarning, verified: user.verifiedAt !== null }));
  });
  deps.flushEvents();
  return { message: MESSAGES.referralApplied };
}
