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
 * Inserts a user and links the device it signed up from. `deviceWarning` is set when that device was
 * already seen with another account (then billing grants no free credits).
 */
export async function insertUser(
  tx: Db,
  fields: { email: string; passwordHash: string | null; googleId: string | null; verifiedAt: Date | null; referredBy: string | null; fingerprintHash: string | null },
  now: Date,
): Promise<UserRow> {
  const deviceWarning = fields.fingerprintHash ? await deviceSeenWithOtherAccount(tx, fields.fingerprintHash) : false;
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
