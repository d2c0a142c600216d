import { makeEvent } from '@bankxl/contracts';
import type { Db } from '@bankxl/db';
import { isUniqueViolation } from '@bankxl/db';
import { BadRequestError } from '@bankxl/platform';
import { findUserByEmail, findUserByReferralCode, recordUnclaimedDevice } from '../adapters/user-store.js';
import type { UserRow } from '../adapters/tables.js';
import type { AuthDeps } from '../ports.js';
import { sendVerificationLink } from './links.js';
import { MESSAGES } from './messages.js';
import { insertUser, isSuspectDevice } from './new-user.js';
import { hashPassword } from './passwords.js';
import { fingerprintHash, normaliseReferralCode } from './secrets.js';

export type RegisterInput = { email: string; password: string; referralCode?: string; fingerprint?: string };
export type RegisterAnswer = { message: string; deviceWarning: boolean };

/**
 * Creates an unverified account and mails a verification link. user.registered tells billing whether
 * to grant the sign-up credits: not when the device already belongs to another account.
 *
 * An address that already has an account gets the very same answer (SPEC §8 has only the one
 * success text, "check your email"), and its owner is told by mail instead: a 409 here told anyone
 * which addresses have accounts.
 */
export async function register(deps: AuthDeps, input: RegisterInput): Promise<RegisterAnswer> {
  // bcrypt is slow on purpose: hash before the transaction so no lock is held meanwhile. An address
  // that is taken pays for the hash too, so the answer takes as long.
  const passwordHash = await hashPassword(input.password, deps.config.BCRYPT_ROUNDS);
  const now = deps.now();
  const device = fingerprintHash(input.fingerprint);
  let deviceWarning: boolean;
  try {
    deviceWarning = await deps.database.transaction(async (tx) => {
      const referredBy = input.referralCode ? await referrerOf(tx, input.referralCode) : null;
      // Our client always sends the device: without it, this is a script that must not look like a new device.
      const warning = await isSuspectDevice(tx, device, { missingIsSuspicious: true });
      const owner = await findUserByEmail(tx, input.email);
      if (owner) {
        await tellOwner(deps, tx, owner, device, warning);
        return warning;
      }
      const created = await insertUser(
        tx,
        { email: input.email, passwordHash, googleId: null, verifiedAt: null, referredBy, fingerprintHash: device, deviceWarning: warning },
        now,
      );
      await deps.emit(
        tx,
        makeEvent('user.registered', { userId: created.id, email: created.email, referredBy, deviceWarning: created.deviceWarning, viaGoogle: false }),
      );
      await sendVerificationLink(deps, tx, created, now);
      return warning;
    });
  } catch (err) {
    // Two sign-ups with the same email at once: the unique constraint decides, and the loser is
    // answered like any other sign-up for a taken address.
    if (!isUniqueViolation(err)) throw err;
    deviceWarning = await deps.database.transaction(async (tx) => {
      const warning = await isSuspectDevice(tx, device, { missingIsSuspicious: true });
      const owner = await findUserByEmail(tx, input.email);
      if (owner) await tellOwner(deps, tx, owner, device, warning);
      return warning;
    });
  }
  deps.flushEvents();
  // Without a device the account is not known to share one: say what happened and how the credits come.
  const message = !deviceWarning ? MESSAGES.registered : device ? MESSAGES.registeredOnSharedDevice : MESSAGES.registeredWithoutDevice;
  return { message, deviceWarning };
}

async function referrerOf(tx: Db, code: string): Promise<string> {
  const referrer = await findUserByReferralCode(tx, normaliseReferralCode(code));
  if (!referrer) throw new BadRequestError(MESSAGES.unknownReferralCode, 'unknown_referral_code');
  return referrer.id;
}

async function tellOwner(deps: AuthDeps, tx: Db, owner: UserRow, device: string | null, deviceWarning: boolean): Promise<void> {
  await deps.emit(tx, makeEvent('auth.existing_email_used', { userId: owner.id, email: owner.email, attempt: 'register', requester: null }));
  // A real sign-up remembers its device, so the next sign-up from it is flagged. Do the same here, or
  // a second sign-up from this device would tell whether this address was taken.
  if (device && !deviceWarning) await recordUnclaimedDevice(tx, device, deps.now());
}
