import { makeEvent } from '@bankxl/contracts';
import type { UserRow } from '../adapters/tables.js';
import { clearDeviceWarning, deviceSeenWithOtherAccount, hasAnyDevice, recordDevice } from '../adapters/user-store.js';
import type { AuthDeps } from '../ports.js';

/**
 * A sign-up that sent no device (a script, a client that strips the header) gets no free credits: leaving the
 * header out must not make a device look new. Its owner is told so, and gets them here, at the first login from
 * a device, when no other account has used that device (SPEC §6: one free grant per device). Billing grants them
 * once per account whatever arrives (the sign-up grant's idempotency key).
 *
 * An account that signed up from a device shared with another account has that device on record: it is not
 * "unrecognised", and stays without the credits.
 */
export async function recogniseFirstDevice(deps: AuthDeps, user: UserRow, device: string, now: Date): Promise<void> {
  if (!user.deviceWarning) return;
  await deps.database.transaction(async (tx) => {
    if (await hasAnyDevice(tx, user.id)) return;
    const shared = await deviceSeenWithOtherAccount(tx, device, user.id);
    await recordDevice(tx, device, user.id, now);
    if (shared || !(await clearDeviceWarning(tx, user.id))) return;
    await deps.emit(tx, makeEvent('user.device_recognised', { userId: user.id, referredBy: user.referredBy }));
  });
  deps.flushEvents();
}
