import { makeEvent } from '@bankxl/contracts';
import { isUniqueViolation } from '@bankxl/db';
import { ForbiddenError, BadRequestError, UnauthorizedError } from '@bankxl/platform';
import { eq } from 'drizzle-orm';
import { forgetLoginSources } from '../adapters/login-attempts-store.js';
import { findUserByEmail, findUserById, insertLinkToken, lockLinkToken, markLinkTokenUsed, recordDevice, retireOpenLinkTokens } from '../adapters/user-store.js';
import { users, type UserRow } from '../adapters/tables.js';
import type { AuthDeps, BillingAccount } from '../ports.js';
import { EMAIL_CHANGE_LINK_TTL_MS, linkProblem, publicLink } from './links.js';
import { MESSAGES } from './messages.js';
import { accountKey, fingerprintHash, newLinkToken, sha256 } from './secrets.js';

export type CurrentUser = {
  email: string;
  credits: number;
  isSubscribed: boolean;
  deviceWarning: boolean;
  isRegistered: boolean;
  hasPassword: boolean;
};

/** The signed-in user as the client shows it; credits come from billing at this moment. */
export async function currentUser(
  deps: AuthDeps,
  userId: string,
  opts: {
    fingerprint?: string;
    requestId?: string;
    /** the row already read for this request */ user?: UserRow;
    /** the billing account already asked for, while the session was checked */ account?: Promise<BillingAccount>;
  } = {},
): Promise<CurrentUser> {
  const user = opts.user?.id === userId ? opts.user : await findUserById(deps.database.db, userId);
  if (!user) throw new UnauthorizedError(MESSAGES.sessionEnded, 'token_revoked');
  const device = fingerprintHash(opts.fingerprint);
  // Remembering the devices an account uses is what lets a later sign-up on one of them be flagged.
  if (device) await recordDevice(deps.database.db, device, user.id, deps.now());
  const account = await (opts.account ?? deps.billing.accountOf(user.id, opts.requestId));
  return {
    email: user.email,
    credits: account.balance,
    // SPEC: a "registered" user has not bought yet; after the first purchase they are a paid user.
    isSubscribed: account.hasPurchased,
    isRegistered: !account.hasPurchased,
    deviceWarning: user.deviceWarning,
    hasPassword: user.passwordHash !== null,
  };
}

/** Deletes the account; user.deleted has every other service delete that user's data. */
export async function deleteAccount(deps: AuthDeps, userId: string): Promise<{ message: string }> {
  await deps.database.transaction(async (tx) => {
    const [deleted] = await tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id, email: users.email });
    if (!deleted) throw new UnauthorizedError(MESSAGES.sessionEnded, 'token_revoked');
    await forgetLoginSources(tx, accountKey(deleted.email));
    await deps.emit(tx, makeEvent('user.deleted', { userId: deleted.id, email: deleted.email }));
  });
  deps.flushEvents();
  return { message: MESSAGES.accountDeleted };
}

/**
 * Starts an email change: the new address becomes the login only once its owner clicks the link
 * mailed to it; the current address is told about the request. An address that already has an
 * account gets no link, but the answer is the same.
 */
export async function requestEmailChange(deps: AuthDeps, userId: string, newEmail: string): Promise<{ message: string }> {
  const now = deps.now();
  await deps.database.transaction(async (tx) => {
    const user = await findUserById(tx, userId, true);
    if (!user) throw new UnauthorizedError(MESSAGES.sessionEnded, 'token_revoked');
    if (user.googleId) throw new ForbiddenError(MESSAGES.googleEmailLocked, 'google_account');
    if (user.email === newEmail) throw new BadRequestError(MESSAGES.sameEmail, 'same_email');
    const holder = await findUserByEmail(tx, newEmail);
    if (holder) {
      // Same answer as for a free address (a 409 told which addresses have accounts); the holder is
      // told by mail, and the requester's current address gets the usual change notice.
      await deps.emit(
        tx,
        makeEvent('auth.existing_email_used', { userId: holder.id, email: holder.email, attempt: 'email_change', requester: { userId: user.id, email: user.email } }),
      );
      return;
    }
    await retireOpenLinkTokens(tx, user.id, 'change_email', now);
    const { token, hash } = newLinkToken();
    await insertLinkToken(tx, {
      tokenHash: hash,
      userId: user.id,
      purpose: 'change_email',
      newEmail,
      expiresAt: new Date(now.getTime() + EMAIL_CHANGE_LINK_TTL_MS),
      createdAt: now,
    });
    await deps.emit(
      tx,
      makeEvent('auth.verification_requested', {
        userId: user.id,
        email: newEmail,
        link: publicLink(deps, 'api/confirm-email-change', token),
        purpose: 'email_change',
        previousEmail: user.email,
      }),
    );
  });
  deps.flushEvents();
  return { message: MESSAGES.emailChangeRequested };
}

export type EmailChangeOutcome = 'confirmed' | 'invalid' | 'used' | 'expired' | 'taken';

/** Applies a confirmed email change. Proving the new address also verifies an unverified account. */
export async function confirmEmailChange(deps: AuthDeps, token: string): Promise<EmailChangeOutcome> {
  const now = deps.now();
  try {
    const outcome = await deps.database.transaction(async (tx): Promise<EmailChangeOutcome> => {
      const row = await lockLinkToken(tx, sha256(token), 'change_email');
      const problem = linkProblem(row, now);
      if (problem) return problem;
      const user = await findUserById(tx, row.userId, true);
      if (!user || !row.newEmail) return 'invalid';
      const holder = await findUserByEmail(tx, row.newEmail);
      if (holder && holder.id !== user.id) return 'taken';
      await markLinkTokenUsed(tx, row.tokenHash, now);
      await tx
        .update(users)
        .set({ email: row.newEmail, verifiedAt: user.verifiedAt ?? now })
        .where(eq(users.id, user.id));
      await deps.emit(tx, makeEvent('user.email_changed', { userId: user.id, oldEmail: user.email, newEmail: row.newEmail }));
      if (!user.verifiedAt) {
        await deps.emit(
          tx,
          makeEvent('user.verified', { userId: user.id, email: row.newEmail, referredBy: user.referredBy, deviceWarning: user.deviceWarning }),
        );
      }
      return 'confirmed';
    });
    if (outcome === 'confirmed') deps.flushEvents();
    return outcome;
  } catch (err) {
    if (isUniqueViolation(err)) return 'taken';
    throw err;
  }
}
