import { randomUUID } from 'node:crypto';
import type { Db } from '@bankxl/db';
import { findUserByReferralCode, recordDevice, deviceSeenWithOtherAccount } from '../adapters/user-store.js';
import { users, type UserRow } from '../adapters/tables.js';
import { newReferralCode } from './secrets.js';

/** A referral code no one holds yet (8 characters from 29: a clash is rare, but possible). */
async function unusedReferralCode(tx: Db): Promise<string> {
  for (;;) {
    const code = newReferralCode();
    if (!(await findUserByReferralCode(tx, code))) return code;
  }
}

/**
 * Whether a sign-up looks like a second account (then billing grants no free credits): its device was
 * already seen with another account, or - when `missingIsSuspicious` - it sent no device at all, since
 * leaving the header out must not make a device look new (SPEC §6: one free grant per device).
 */
export async function isSuspectDevice(tx: Db, fingerprintHash: string | null, opts: { missingIsSuspicious: boolean }): Promise<boolean> {
  if (!fingerprintHash) return opts.missingIsSuspicious;
  return deviceSeenWithOtherAccount(tx, fingerprintHash);
}

/** Inserts a user and links the device it signed up from; `deviceWarning` comes from isSuspectDevice. */
export async function insertUser(
  tx: Db,
  fields: {
    email: string;
    passwordHash: string | null;
    googleId: string | null;
    verifiedAt: Date | null;
    referredBy: string | null;
    fingerprintHash: string | null;
    deviceWarning: boolean;
  },
  now: Date,
): Promise<UserRow> {
  const { deviceWarning } = fields;
  const [user] = await tx
    .insert(users)
    .values({
      id: randomUUID(),
      email: fields.email,
      passwordHash: fields.passwordHash,
      googleId: fields.googleId,
      verifiedAt: fields.verifiedAt,
      tokenVersion: 1,
      referralCode: await unusedReferralCode(tx),
      referredBy: fields.referredBy,
      referralAppliedAt: fields.referredBy ? now : null,
      deviceWarning,
      createdAt: now,
    })
    .returning();
  if (fields.fingerprintHash) await recordDevice(tx, fields.fingerprintHash, user.id, now);
  return user;
}
