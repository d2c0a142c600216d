import { idempotentHandler, type EventBus } from '@bankxl/bus';
import type { Database, Db } from '@bankxl/db';
import type { Logger } from '@bankxl/platform';
import { deleteCheckoutSessionsOf } from '../adapters/checkout-repository.js';
import { deleteUserLedger, postEntry } from '../domain/ledger.js';

export type GrantSettings = { signupCredits: number; referralCredits: number };

/**
 * Billing's reactions to the user's life cycle: the sign-up grant, the referral bonus (paid to the
 * referrer once the referred user has verified, unless the device looked like a second account),
 * and forgetting the ledger when the account is deleted.
 */
export async function subscribeToUserEvents(deps: { database: Database; bus: EventBus; log: Logger }, grants: GrantSettings): Promise<void> {
  const { database, bus, log } = deps;

  const referralBonus = async (tx: Db, referredUserId: string, referrerId: string) => {
    if (grants.referralCredits <= 0 || referrerId === referredUserId) return;
    await postEntry(tx, {
      userId: referrerId,
      change: grants.referralCredits,
      kind: 'referral',
      description: 'Referral bonus',
      idempotencyKey: `referral:${referredUserId}`,
    });
  };

  await bus.subscribe(
    'billing.user-grants',
    ['user.registered', 'user.verified', 'user.referral_applied', 'user.device_recognised'],
    idempotentHandler(database, 'billing.user-grants', async (tx, event) => {
      switch (event.type) {
        case 'user.registered':
          if (event.data.deviceWarning || grants.signupCredits <= 0) return;
          await postEntry(tx, {
            userId: event.data.userId,
            change: grants.signupCredits,
            kind: 'signup',
            description: 'Sign-up bonus',
            idempotencyKey: `signup:${event.data.userId}`,
          });
          return;
        case 'user.device_recognised':
          // Withheld at sign-up for want of a device; the key makes it the one sign-up grant whatever arrives.
          if (grants.signupCredits > 0) {
            await postEntry(tx, { userId: event.data.userId, change: grants.signupCredits, kind: 'signup', description: 'Sign-up bonus', idempotencyKey: `signup:${event.data.userId}` });
          }
          if (event.data.referredBy) await referralBonus(tx, event.data.userId, event.data.referredBy);
          return;
        case 'user.verified':
          if (event.data.referredBy && !event.data.deviceWarning) await referralBonus(tx, event.data.userId, event.data.referredBy);
          return;
        case 'user.referral_applied':
          if (event.data.verified && !event.data.deviceWarning) await referralBonus(tx, event.data.userId, event.data.referrerId);
          return;
        default:
          log.warn({ type: event.type }, 'unexpected event on billing.user-grants');
      }
    }),
  );

  await bus.subscribe(
    'billing.user-deleted',
    ['user.deleted'],
    idempotentHandler(database, 'billing.user-deleted', async (tx, event) => {
      if (event.type !== 'user.deleted') return;
      const entries = await deleteUserLedger(database, event.data.userId, tx);
      await deleteCheckoutSessionsOf(tx, event.data.userId);
      log.info({ userId: event.data.userId, entries }, 'ledger deleted with the account');
    }),
  );
}
