import { createInternalClient } from '@bankxl/platform';
import type { Billing } from '../ports.js';

/** billing's internal API over HTTP, with the shared service secret. */
export function createBillingClient(opts: { baseUrl: string; secret: string }): Billing {
  const client = createInternalClient({ service: 'billing', baseUrl: opts.baseUrl, secret: opts.secret });
  return {
    async checkCredits(input, requestId) {
      await client.request('POST', '/internal/charges/check', input, requestId);
    },
    async charge(input, requestId) {
      await client.request('POST', '/internal/charges', input, requestId);
    },
    async balance(userId, requestId) {
      const body = (await client.request('GET', `/internal/balance/${encodeURIComponent(userId)}`, undefined, requestId)) as { balance: number };
      return body.balance;
    },
    async refund(conversionId, requestId) {
      await client.request('POST', '/internal/refunds', { conversionId }, requestId);
    },
  };
}
