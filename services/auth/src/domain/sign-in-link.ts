import { makeEvent } from '@bankxl/contracts';
import { BadRequestError } from '@bankxl/platform';
import { findUserById, insertLinkToken, lockLinkToken, markLinkTokenUsed, recentOpenLinkToken } from '../adapters/user-store.js';
import type { UserRow } from '../adapters/tables.js';
import type { AuthDeps } from '../ports.js';
import { linkProblem, publicLink, SIGN_IN_LINK_TTL_MS } from './links.js';
import { MESSAGES } from './messages.js';
import { fingerprintHash, newLinkToken, sha256 } from './secrets.js';
import { startSession } from './start-session.js';

/** One sign-in mail per few minutes: the right password typed again must not flood the inbox. */
const MAIL_AGAIN_AFTER_MS = 5 * 60 * 1000;

/**
 * Mails the owner a one-time link that logs in (login-throttle.ts: the right password from a new place while
 * the account is under a guessing attack). Valid 15 minutes, once; a newer link does not retire an older one.
 */
export async function mailSignInLink(deps: AuthDeps, user: UserRow, now: Date): Promise<void> {
  const sent = await deps.database.transaction(async (tx) => {
    if (await recentOpenLinkToken(tx, user.id, 'sign_in', new Date(now.getTime() - MAIL_AGAIN_AFTER_MS), now)) return false;
    const { token, hash } = newLinkToken();
    await insertLinkToken(tx, { tokenHash: hash, userId: user.id, purpose: 'sign_in', expiresAt: new Date(now.getTime() + SIGN_IN_LINK_TTL_MS), createdAt: now });
    await deps.emit(tx, makeEvent('auth.sign_in_link_requested', { userId: user.id, email: user.email, link: publicLink(deps, 'login', token) }));
    return true;
  });
  if (sent) deps.flushEvents();
}

const PROBLEMS = { invalid: MESSAGES.signInLinkInvalid, used: MESSAGES.signInLinkUsed, expired: MESSAGES.signInLinkExpired } as const;

/** Logs in with a mailed link (single use): this network and this device become the owner's usual place. */
export async function signInWithLink(deps: AuthDeps, input: { token: string; fingerprint?: string; ip: string }): Promise<{ token: string; message: string }> {
  const now = deps.now();
  const user = await deps.database.transaction(async (tx) => {
    const hash = sha256(input.token);
    const row = await lockLinkToken(tx, hash, 'sign_in');
    const problem = linkProblem(row, now);
    if (problem) throw new BadRequestError(PROBLEMS[problem], `sign_in_link_${problem}`);
    const owner = await findUserById(tx, row.userId, true);
    if (!owner) throw new BadRequestError(MESSAGES.signInLinkInvalid, 'sign_in_link_invalid');
    await markLinkTokenUsed(tx, hash, now);
    return owner;
  });
  return startSession(deps, user, { ip: input.ip, device: fingerprintHash(input.fingerprint) }, now);
}
