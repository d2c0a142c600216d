import { randomBytes } from 'node:crypto';
import type { Request } from 'express';
import type { Database } from '@bankxl/db';
import { and, eq, gt, lt } from 'drizzle-orm';
import { fingerprintHash, sha256 } from '../domain/secrets.js';
import { oauthStates } from './tables.js';

export const STATE_COOKIE = 'bankxl_google_state';
export const STATE_COOKIE_PATH = '/api/auth/google';
const STATE_TTL_MS = 10 * 60 * 1000;

type StoreCallback = (err: Error | null, state?: string) => void;
type VerifyCallback = (err: Error | null, ok: string | false, state?: unknown) => void;

declare module 'express-serve-static-core' {
  interface Locals {
    /** The device fingerprint the Google sign-in started with (hashed), once its state is verified. */
    googleFingerprintHash?: string | null;
  }
}

/** Reads one cookie from the header without a cookie-parser dependency. */
function readCookie(req: Request, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/**
 * passport-oauth2 state store (PKCE form) without sessions: the state is a random handle kept in the
 * database (hashed, with the PKCE verifier and the device fingerprint) AND in a short-lived httpOnly
 * cookie. The callback must bring both back, so a callback URL forged elsewhere (login CSRF) fails.
 */
export function createOAuthStateStore(opts: { database: Database; secureCookie: boolean; now: () => Date }) {
  const { db } = opts.database;
  return {
    // Arity 5 tells passport-oauth2 this store keeps the PKCE verifier.
    store(req: Request, verifier: string, _state: unknown, _meta: unknown, callback: StoreCallback): void {
      const handle = randomBytes(32).toString('base64url');
      const now = opts.now();
      const fp = typeof req.query.fp === 'string' ? req.query.fp : undefined;
      (async () => {
        await db.delete(oauthStates).where(lt(oauthStates.expiresAt, now));
        await db.insert(oauthStates).values({
          stateHash: sha256(handle),
          codeVerifier: verifier,
          fingerprintHash: fingerprintHash(fp),
          expiresAt: new Date(now.getTime() + STATE_TTL_MS),
        });
        req.res?.cookie(STATE_COOKIE, handle, {
          httpOnly: true,
          sameSite: 'lax',
          secure: opts.secureCookie,
          path: STATE_COOKIE_PATH,
          maxAge: STATE_TTL_MS,
        });
      })().then(() => callback(null, handle), (err: Error) => callback(err));
    },

    verify(req: Request, providedState: string, callback: VerifyCallback): void {
      const invalid = { message: 'Invalid authorization request state.' };
      if (!providedState || readCookie(req, STATE_COOKIE) !== providedState) {
        callback(null, false, invalid);
        return;
      }
      (async () => {
        // Deleting it makes the state single-use.
        const [row] = await db
          .delete(oauthStates)
          .where(and(eq(oauthStates.stateHash, sha256(providedState)), gt(oauthStates.expiresAt, opts.now())))
          .returning();
        return row;
      })().then(
        (row) => {
          if (!row) return callback(null, false, invalid);
          if (req.res) req.res.locals.googleFingerprintHash = row.fingerprintHash;
          callback(null, row.codeVerifier, {});
        },
        (err: Error) => callback(err, false),
      );
    },
  };
}
