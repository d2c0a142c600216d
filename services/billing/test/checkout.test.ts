import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { aUserId, eventually, startBilling, type BillingUnderTest } from './support.js';

// Real services and databases: slower than jest's 5 s default on a busy machine.
jest.setTimeout(60_000);

let billing: BillingUnderTest;

beforeAll(async () => {
  billing = await startBilling();
}, 60_000);
afterAll(async () => {
  await billing?.stop();
}, 30_000);

type PlanView = { id: string; name: string; price: string; credits: string | null; contactOnly: boolean };

async function checkout(userId: string, body: unknown): Promise<Response> {
  return billing.post('/api/create-checkout-session', body, await billing.tokenFor(userId));
}

async function givenSandboxCheckout(userId: string, plan = { planName: 'Small Business', price: '$15', credits: '400' }): Promise<string> {
  const res = await checkout(userId, plan);
  expect(res.status).toBe(200);
  const { url } = (await res.json()) as { url: string };
  return url;
}

const pay = (url: string) => fetch(`${billing.url}${url}`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' });

describe('GET /api/plans', () => {
  test('when the plans are listed, then they are the price list of SPEC §9 as the client shows it', async () => {
    const res = await billing.get('/api/plans');
    expect(res.status).toBe(200);
    const { creditPacks, bulkPacks } = (await res.json()) as { creditPacks: PlanView[]; bulkPacks: PlanView[] };
    const shown = (plans: PlanView[]) => plans.map((p) => [p.name, p.price, p.credits]);
    expect(shown(creditPacks)).toEqual([
      ['1 Credit', '$0.50', '1'],
      ['Small Business', '$15', '400'],
      ['Accountant', '$30', '1000'],
      ['Firm', '$50', '4000'],
      ['Enterprise', 'Contact us', null],
    ]);
    expect(shown(bulkPacks)).toEqual([
      ['1 Credit', '$0.50', '1'],
      ['Small Business', '$90', '4800'],
      ['Accountant', '$180', '12000'],
      ['Firm', '$300', '48000'],
      ['Enterprise', 'Contact us', null],
    ]);
    expect(creditPacks.at(-1)).toMatchObject({ contactOnly: true });
  });
});

describe('POST /api/create-checkout-session (sandbox)', () => {
  test('when there is no token, then it is a 401', async () => {
    const res = await billing.post('/api/create-checkout-session', { planName: 'Firm', price: '$50', credits: '4000' });
    expect(res.status).toBe(401);
  });

  test.each([
    [{ planName: 'Small Business', price: '$15', credits: '400' }],
    [{ planName: 'Small Business', price: '15', credits: 400 }],
    [{ planName: 'small business', price: '$15.00', credits: '400' }],
    [{ planName: 'Small Business', price: '$90', credits: '4,800' }],
    [{ planName: '1 Credit', price: '$0.50', credits: '1' }],
  ])('when the client sends a plan the server sells at that price (%j), then it gets a checkout url', async (body) => {
    const res = await checkout(aUserId(), body);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ url: expect.stringMatching(/^\/api\/checkout\/sandbox\/sbx_[0-9a-f]{32}$/) });
  });

  test.each([
    [{ planName: 'Small Business', price: '$1', credits: '400' }, 'price_mismatch'],
    [{ planName: 'Small Business', price: '$15', credits: '4800' }, 'credits_mismatch'],
    [{ planName: 'Small Business', price: '$90', credits: '400' }, 'credits_mismatch'],
    [{ planName: 'Gold', price: '$15', credits: '400' }, 'unknown_plan'],
    [{ planName: 'Enterprise', price: '$0', credits: '0' }, 'contact_only'],
    [{ planName: 'Firm', price: 'free', credits: '4000' }, 'price_mismatch'],
    [{ planName: 'Firm', price: '$50' }, 'invalid_input'],
    [{ price: '$50', credits: '4000' }, 'invalid_input'],
    [['Firm'], 'invalid_input'],
  ])('when the plan does not match the price list (%j), then it is a 400 (%s)', async (body, code) => {
    const res = await checkout(aUserId(), body);
    expect(res.status).toBe(400);
    const answer = (await res.json()) as { message: string; code: string };
    expect(answer.code).toBe(code);
    expect(answer.message.length).toBeGreaterThan(5);
  });

  test('when the body is not JSON, then it is a 400', async () => {
    const res = await fetch(`${billing.url}/api/create-checkout-session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await billing.tokenFor(aUserId())}` },
      body: '{not json',
    });
    expect(res.status).toBe(400);
  });
});

describe('the sandbox checkout page', () => {
  test('when opened, then it shows the plan and price with Pay (a post to the same url) and Cancel (to /pricing), and no script', async () => {
    const url = await givenSandboxCheckout(aUserId());
    const res = await fetch(`${billing.url}${url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const html = await res.text();
    expect(html).toContain('Small Business');
    expect(html).toContain('$15');
    expect(html).toContain('400 credits');
    expect(html).toMatch(new RegExp(`<form method="post" action="${url}"`));
    expect(html).toMatch(/<button type="submit">Pay \$15<\/button>/);
    expect(html).toContain('<a href="/pricing">Cancel</a>');
    expect(html).not.toMatch(/<script/i);
  });

  test('when Pay is pressed twice (and concurrently), then the credits are granted once and each press goes to /credits', async () => {
    const userId = aUserId();
    const purchases = await billing.collect(['billing.purchase_completed']);
    const url = await givenSandboxCheckout(userId);
    const first = await pay(url);
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe('/credits');
    expect(await billing.balance(userId)).toBe(400);
    const again = await Promise.all([pay(url), pay(url), pay(url)]);
    expect(again.map((r) => r.status)).toEqual([303, 303, 303]);
    expect(await billing.balance(userId)).toBe(400);

    const res = await billing.get('/api/credits-history', await billing.tokenFor(userId));
    expect(await res.json()).toEqual([{ id: expect.any(String), date: expect.any(String), change: 400, description: 'Purchased Small Business (400 credits)' }]);
    expect(await (await billing.internal('GET', `/internal/balance/${userId}`)).json()).toEqual({ balance: 400, hasPurchased: true });
    await eventually(() => {
      expect(purchases.filter((e) => e.type === 'billing.purchase_completed' && e.data.userId === userId).map((e) => e.data)).toEqual([
        { userId, planName: 'Small Business', credits: 400, priceCents: 1500, currency: 'usd', purchaseId: expect.stringMatching(/^sbx_/) },
      ]);
    });
    await new Promise((r) => setTimeout(r, 200));
    expect(purchases.filter((e) => e.type === 'billing.purchase_completed' && e.data.userId === userId)).toHaveLength(1);

    const after = await (await fetch(`${billing.url}${url}`)).text();
    expect(after).toContain('already paid');
  });

  test('when a bulk pack is bought, then its own credits are granted', async () => {
    const userId = aUserId();
    const url = await givenSandboxCheckout(userId, { planName: 'Accountant', price: '$180', credits: '12000' });
    expect((await pay(url)).status).toBe(303);
    expect(await billing.balance(userId)).toBe(12000);
  });

  test('when the checkout does not exist, then the page and Pay answer 404', async () => {
    expect((await fetch(`${billing.url}/api/checkout/sandbox/sbx_${'0'.repeat(32)}`)).status).toBe(404);
    expect((await pay(`/api/checkout/sandbox/sbx_${'0'.repeat(32)}`)).status).toBe(404);
    expect((await fetch(`${billing.url}/api/checkout/sandbox/..%2f..%2finternal`)).status).toBe(404);
  });
});
