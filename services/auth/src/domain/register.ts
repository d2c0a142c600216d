import { makeEvent } from '@bankxl/contracts';
import { isUniqueViolation } from '@bankxl/db';
import { BadRequestError, ConflictError } from '@bankxl/platform';
import { findUserByEmail, findUserByReferralCode } from '../adapters/user-store.js';
import type { AuthDeps } from '../ports.js';
import { sendVerificationLink } from './links.js';
import { MESSAGES } from './messages.js';
import { insertUser, isSuspectDevice } from './new-user.js';
import { hashPassword } from './passwords.js';
import { fingerprintHash, normaliseReferralCode } from './secrets.js';

export type RegisterInput = { email: string; password: string; referralCode?: string; fingerprint?: string };

/**
 * Creates an unverified account and mails a verification link. user.registered tells billing whether
 * to grant the sign-up credits: not when the device already belongs to another account.
 */
export async function register(deps: AuthDeps, input: RegisterInput): Promise<{ message: string; deviceWarning: boolean }> {
  // bcrypt is slow on purpose: hash before the transaction so no lock is held meanwhile.
  const passwordHash = await hashPassword(input.password, deps.config.BCRYPT_ROUNDS);
  const now = deps.now();
  try {
    const user = await deps.database.transaction(async (tx) => {
      if (await findUserByEmail(tx, input.email)) throw new ConflictError(MESSAGES.emailTaken, 'email_taken');
      let referredBy: string | null = null;
      if (input.referralCode) {
        const referrer = await findUserByReferralCode(tx, normaliseReferralCode(input.referralCode));
        if (!referrer) throw new BadRequestError(MESSAGES.unknownReferralCode, 'unknown_referral_code');
        referredBy = referrer.id;
      }
      const device = fingerprintHash(input.fingerprint);
      // Our client always sends the device: without it, this is a script that must not look like a new device.
      const deviceWarning = await isSuspectDevice(tx, device, { missingIsSuspicious: true });
      const created = await insertUser(
        tx,
        { email: input.email, passwordHash, googleId: null, verifiedAt: null, referredBy, fingerprintHash: device, deviceWarning },
        now,
      );
      await deps.emit(
        tx,
        makeEvent('user.registered', { userId: created.id, email: created.email, referredBy, deviceWarning: created.deviceWarning, viaGoogle: false }),
      );
      await sendVerificationLink(deps, tx, created, now);
      return created;
    });
    deps.flushEvents();
    return { message: user.deviceWarning ? MESSAGES.registeredOnSharedDevice : MESSAGES.registered, deviceWarning: user.deviceWarning };
  } catch (err) {
    // Two sign-ups with the same email at once: the unique constraint decides.
    if (isUniqueViolation(err)) throw new ConflictError(MESSAGES.emailTaken, 'email_taken');
    throw err;
  }
}
