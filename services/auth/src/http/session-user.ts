import type { TokenClaims } from '@bankxl/platform';
import type { UserRow } from '../adapters/tables.js';

/**
 * The user row read while a request's token was checked against revocation (auth reads its own table for
 * that), kept for that request's route so `/api/me` does not read the same row again right after (issue 25:
 * one query fewer on the call every page makes). Keyed by the request's claims object: it goes with the
 * request.
 */
const rows = new WeakMap<TokenClaims, UserRow>();

export function rememberSessionUser(claims: TokenClaims, row: UserRow): void {
  rows.set(claims, row);
}

export function sessionUserOf(claims: TokenClaims): UserRow | undefined {
  return rows.get(claims);
}
