import type { Db } from '@bankxl/db';
import { makeEvent } from '@bankxl/contracts';
import { insertLinkToken, retireOpenLinkTokens } from '../adapters/user-store.js';
import type { AuthDeps } from '../ports.js';
import { newLinkToken } from './secrets.js';

const HOUR = 60 * 60 * 1000;
export const VERIFY_LINK_TTL_MS = 24 * HOUR;
export const RESET_LINK_TTL_MS = 1 * HOUR;
export const EMAIL_CHANGE_LINK_TTL_MS = 24 * HOUR;
export const SIGN_IN_LINK_TTL_MS = 15 * 60 * 1000;

/** A link into the product: PUBLIC_URL + path, with the token as a query parameter. */
export function publicLink(deps: AuthDeps, path: string, token: string): string {
  const url = new URL(path, deps.config.PUBLIC_URL.endsWith('/') ? deps.config.PUBLIC_URL : `${deps.config.PUBLIC_URL}/`);
  url.searchParams.set('token', token);
  return url.toString();
}

/** Creates a fresh email-verification link (older ones stop working) and asks for it to be mailed. */
export async function sendVerificationLink(deps: AuthDeps, tx: Db, user: { id: string; email: string }, now: Date): Promise<void> {
  await retireOpenLinkTokens(tx, user.id, 'verify_email', now);
  const { token, hash } = newLinkToken();
  await insertLinkToken(tx, { tokenHash: hash, userId: user.id, purpose: 'verify_email', expiresAt: new Date(now.getTime() + VERIFY_LINK_TTL_MS), createdAt: now });
  await deps.emit(
    tx,
    makeEvent('auth.verification_requested', {
      userId: user.id,
      email: user.email,
      link: publicLink(deps, 'verify-email', token),
      purpose: 'register',
      previousEmail: null,
    }),
  );
}

/** Why a link token cannot be used, if it cannot. */
export function linkProblem(row: { usedAt: Date | null; expiresAt: Date } | undefined, now: Date): 'invalid' | 'used' | 'expired' | null {
  if (!row) return 'invalid';
  if (row.usedAt) return 'used';
  if (row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return null;
}
