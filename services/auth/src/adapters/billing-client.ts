import { createInternalClient } from '@bankxl/platform';
import type { BillingAccount, BillingPort } from '../ports.js';

/** Billing's internal API: the balance is read at the moment it is shown, never copied. */
export function createBillingClient(opts: { baseUrl: string; secret: string }): BillingPort {
  const client = createInternalClient({ service: 'billing', baseUrl: opts.baseUrl, secret: opts.secret, timeoutMs: 5_000 });
  return {
    async accountOf(userId, requestId) {
      const account = await client.request<BillingAccount>('GET', `/internal/balance/${encodeURIComponent(userId)}`, undefined, requestId);
      return { balance: Number(account.balance), hasPurchased: Boolean(account.hasPurchased) };
    },
  };
}
