import { ServiceUnavailableError } from './errors.js';
import { createInternalClient } from './internal.js';
import type { TokenClaims } from './jwt.js';

export type RevocationCheckOptions = {
  /** auth's internal base URL (INTERNAL_AUTH_URL). */
  authUrl: string;
  /** The shared INTERNAL_TOKEN. */
  secret: string;
  /** How long an answer from auth is trusted as is (default 2 s): the longest a revoked token still works. */
  cacheMs?: number;
  /** While auth is unreachable, an answer this recent is still used (default 60 s); older means 503. */
  staleIfErrorMs?: number;
  /** Users remembered at most (default 10 000); the oldest answers are dropped first. */
  maxEntries?: number;
  timeoutMs?: number;
};

type Entry = { tokenVersion: number; deleted: boolean; fetchedAt: number };

/**
 * `isRevoked` for requireUser in services other than auth: a session token is revoked once its
 * user is deleted or its token version is behind auth's (password reset). Answers are cached for
 * `cacheMs`, and concurrent checks of one user share one call.
 *
 * When auth cannot be reached it fails closed (503), except that an answer fetched within
 * `staleIfErrorMs` is still used: a short auth restart does not sign everybody out, while a token
 * revoked during a long outage is never accepted on an unknown or old answer.
 */
export function createRevocationCheck(opts: RevocationCheckOptions): (claims: TokenClaims) => Promise<boolean> {
  const cacheMs = opts.cacheMs ?? 2_000;
  const staleIfErrorMs = opts.staleIfErrorMs ?? 60_000;
  const maxEntries = opts.maxEntries ?? 10_000;
  const client = createInternalClient({ service: 'auth', baseUrl: opts.authUrl, secret: opts.secret, timeoutMs: opts.timeoutMs ?? 3_000 });
  const cache = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<Entry>>();

  const remember = (userId: string, entry: Entry) => {
    cache.delete(userId); // re-insert: Map order is then the age order
    cache.set(userId, entry);
    while (cache.size > maxEntries) cache.delete(cache.keys().next().value as string);
  };

  const fetchEntry = (userId: string): Promise<Entry> => {
    let pending = inFlight.get(userId);
    if (!pending) {
      pending = client
        .request<{ tokenVersion: number; deleted: boolean }>('GET', `/internal/users/${encodeURIComponent(userId)}/token-version`)
        .then((answer) => {
          const entry = { tokenVersion: Number(answer.tokenVersion), deleted: Boolean(answer.deleted), fetchedAt: Date.now() };
          remember(userId, entry);
          return entry;
        })
        .finally(() => inFlight.delete(userId));
      inFlight.set(userId, pending);
    }
    return pending;
  };

  return async (claims) => {
    const cached = cache.get(claims.userId);
    let entry: Entry;
    if (cached && Date.now() - cached.fetchedAt < cacheMs) {
      entry = cached;
    } else {
      try {
        entry = await fetchEntry(claims.userId);
      } catch (err) {
        if (cached && Date.now() - cached.fetchedAt < staleIfErrorMs) {
          entry = cached;
        } else {
          // Whatever went wrong (auth down, or refusing our secret), the session cannot be vouched for.
          throw new ServiceUnavailableError('Your session cannot be checked right now. Please try again shortly.', 5, 'auth_unavailable');
        }
      }
    }
    return entry.deleted || entry.tokenVersion !== claims.tokenVersion;
  };
}
