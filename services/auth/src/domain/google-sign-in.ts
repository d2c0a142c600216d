import { makeEvent } from '@bankxl/contracts';
import { BadRequestError } from '@bankxl/platform';
import { eq, sql } from 'drizzle-orm';
import { findUserByEmail, findUserByGoogleId, recordDevice } from '../adapters/user-store.js';
import { users } from '../adapters/tables.js';
import type { AuthDeps } from '../ports.js';
import { MESSAGES } from './messages.js';
import { insertUser, isSuspectDevice } from './new-user.js';

export type GoogleIdentity = { googleId: string; email: string | null; emailVerified: boolean; fingerprintHash: string | null };

/**
 * Signs in (or up) with a Google identity. An existing account with the same email is linked only
 * when Google vouches for that email; if that account was never verified, its password is dropped
 * and its sessions revoked, since whoever set it never proved they own the address.
 */
export async function signInWithGoogle(deps: AuthDeps, identity: GoogleIdentity): Promise<{ token: string; firstSignIn: boolean }> {
  const now = deps.now();
  const result = await deps.database.transaction(async (tx) => {
    const known = await findUserByGoogleId(tx, identity.googleId);
    if (known) return { user: known, firstSignIn: false };
    if (!identity.email || !identity.emailVerified) throw new BadRequestError(MESSAGES.googleEmailUnverified, 'google_email_unverified');
    const email = identity.email.trim().toLowerCase();

    const existing = await findUserByEmail(tx, email);
    if (existing) {
      const wasVerified = existing.verifiedAt !== null;
      const [linked] = await tx
        .update(users)
        .set(
          wasVerified
            ? { googleId: identity.googleId }
            : { googleId: identity.googleId, verifiedAt: now, passwordHash: null, tokenVersion: sql`${users.tokenVersion} + 1` },
        )
        .where(eq(users.id, existing.id))
        .returning();
      if (!wasVerified) {
        await deps.emit(
          tx,
          makeEvent('user.verified', { userId: linked.id, email: linked.email, referredBy: linked.referredBy, deviceWarning: linked.deviceWarning }),
        );
      }
      if (identity.fingerprintHash) await recordDevice(tx, identity.fingerprintHash, linked.id, now);
      return { user: linked, firstSignIn: false };
    }

    // Our Google button is a plain link that sends no fingerprint, so a missing one is the normal case
    // here; each such account costs a verified Google account, and a referral applied later is
    // checked against the devices the account is then seen on (referrals.ts).
    const deviceWarning = await isSuspectDevice(tx, identity.fingerprintHash, { missingIsSuspicious: false });
    const created = await insertUser(
      tx,
      { email, passwordHash: null, googleId: identity.googleId, verifiedAt: now, referredBy: null, fingerprintHash: identity.fingerprintHash, deviceWarning },
      now,
    );
    await deps.emit(
      tx,
      makeEvent('user.registered', { userId: created.id, email: created.email, referredBy: null, deviceWarning: created.deviceWarning, viaGoogle: true }),
    );
    await deps.emit(
      tx,
      makeEvent('user.verified', { userId: created.id, email: created.email, referredBy: null, deviceWarning: created.deviceWarning }),
    );
    return { user: created, firstSignIn: true };
  });
  deps.flushEvents();
  const token = await deps.signer.sign({ userId: result.user.id, tokenVersion: result.user.tokenVersion });
  return { token, firstSignIn: result.firstSignIn };
}
