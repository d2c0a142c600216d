import type { Database } from '@bankxl/db';
import { lt, or } from 'drizzle-orm';
import { KNOWN_SOURCE_TTL_MS } from '../domain/login-throttle.js';
import { pruneLoginSources } from './login-attempts-store.js';
import { oauthStates, userTokens } from './tables.js';

const DAY = 24 * 60 * 60 * 1000;
/** Used or expired links are kept this long, so a late click still gets "already used" / "expired". */
const KEEP_DEAD_LINKS_MS = 7 * DAY;

/** Deletes link tokens long past use or expiry, abandoned Google sign-in states and old login networks. */
export async function pruneStaleRows(database: Database, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - KEEP_DEAD_LINKS_MS);
  await database.db.delete(userTokens).where(or(lt(userTokens.usedAt, cutoff), lt(userTokens.expiresAt, cutoff)));
  await database.db.delete(oauthStates).where(lt(oauthStates.expiresAt, now));
  await pruneLoginSources(database.db, new Date(now.getTime() - KNOWN_SOURCE_TTL_MS));
}
