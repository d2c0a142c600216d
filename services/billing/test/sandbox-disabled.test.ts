import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { aUserId, startBilling, type BillingUnderTest } from './support.js';

// Real services and databases: slower than jest's 5 s default on a busy machine.
jest.setTimeout(60_000);

let billing: BillingUnderTest;

beforeAll(async () => {
  billing = await startBilling({ SANDBOX_CHECKOUT: 'false' });
}, 60_000);
afterAll(async () => {
  await billing?.stop();
}, 30_000);

describe('billing with neither Stripe nor the sandbox', () => {
  test('when a user starts a checkout, then it is a 503 saying payments are not available, and no sandbox page exists', async () => {
    const res = await billing.post('/api/create-checkout-session', { planName: 'Firm', price: '$50', credits: '4000' }, await billing.tokenFor(aUserId()));
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ code: 'payments_not_configured' });
    expect((await fetch(`${billing.url}/api/checkout/sandbox/sbx_${'a'.repeat(32)}`, { method: 'POST' })).status).toBe(404);
  });
});
