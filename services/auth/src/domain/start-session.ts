// A login that succeeded, by either way in: password (login.ts) or a mailed sign-in link (sign-in-link.ts).
// Its own module so that both point to it: login mails a sign-in link when a password try is challenged, so
// login.ts imports sign-in-link.ts, and the session start must not live in either.
import type { UserRow } from '../adapters/tables.js';
import { clearLoginFailures, rememberLoginSource } from '../adapters/login-attempts-store.js';
import { recordDevice } from '../adapters/user-store.js';
import type { AuthDeps } from '../ports.js';
import { recogniseFirstDevice } from './device-recognition.js';
import { ipHashOf } from './login-throttle.js';
import { MESSAGES } from './messages.js';
import { accountKey } from './secrets.js';

/**
 * A login that succeeded (by password, or by a mailed sign-in link): this network and this device become the
 * owner's usual place, and the session token is issued.
 */
export async function startSession(deps: AuthDeps, user: UserRow, place: { ip: string; device: string | null }, now: Date): Promise<{ token: string; message: string }> {
  const { db } = deps.database;
  const account = accountKey(user.email);
  // Only this network's failures are forgiven: a guesser elsewhere keeps the account-wide count.
  await clearLoginFailures(db, account, place.ip);
  await rememberLoginSource(db, account, ipHashOf(place.ip), now);
  if (place.device) {
    await recogniseFirstDevice(deps, user, place.device, now);
    await recordDevice(db, place.device, user.id, now);
  }
  const token = await deps.signer.sign({ userId: user.id, tokenVersion: user.tokenVersion });
  return { token, message: MESSAGES.loggedIn };
}
