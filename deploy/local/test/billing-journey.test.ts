import { describe, expect, jest, test } from '@jest/globals';
import { creditsShouldBe, registerVerified, systemForFile } from './system.js';

// Real services and databases: slower than jest's 5 s default on a busy machine.
jest.setTimeout(60_000);

// Buying credits in the embedded default (the sandbox checkout), through the gateway and its CSP.
const PASSWORD = 'correct horse';
const { system, call } = systemForFile({ REGISTER_RATE_LIMIT_PER_HOUR: '1000' });

async function givenVerifiedUser(): Promise<string> {
  const login = await registerVerified(system(), 'buyer', PASSWORD);
  return login.token;
}

describe('plans and checkout through the gateway', () => {
  test('when the pricing page loads the plans, then the server price list comes back', async () => {
    const plans = await call('GET', '/api/plans');
    expect(plans.status).toBe(200);
    expect(plans.body.creditPacks.map((p: { name: string; price: string }) => `${p.name} ${p.price}`)).toEqual([
      '1 Credit $0.50',
      'Small Business $15',
      'Accountant $30',
      'Firm $50',
      'Enterprise Contact us',
    ]);
  });

  test('when an anonymous visitor tries to buy, then it is a 401', async () => {
    const res = await call('POST', '/api/create-checkout-session', { body: { planName: 'Firm', price: '$50', credits: '4000' } });
    expect(res.status).toBe(401);
  });

  test('when a user buys a pack on the sandbox page, then the credits land once, however often Pay is pressed', async () => {
    const token = await givenVerifiedUser();
    await creditsShouldBe(call, token, 3);
    const session = await call('POST', '/api/create-checkout-session', { token, body: { planName: 'Small Business', price: '$15', credits: '400' } });
    expect(session.status).toBe(200);
    const url = session.body.url as string;
    expect(url).toMatch(/^\/api\/checkout\/sandbox\//);

    const page = await call('GET', url);
    expect(page.status).toBe(200);
    expect(page.body).toContain('Small Business');
    expect(page.body).toContain('Pay $15');
    // The gateway's CSP must let the page work: no script needed, the form posts to our own origin.
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self'");
    expect(page.body).not.toMatch(/<script/i);

    const pays = await Promise.all([1, 2].map(() => system().api(url, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' })));
    expect(pays.map((r) => [r.status, r.headers.get('location')])).toEqual([
      [303, '/credits'],
      [303, '/credits'],
    ]);
    await creditsShouldBe(call, token, 403);
    const again = await system().api(url, { method: 'POST', redirect: 'manual', body: '' });
    expect(again.status).toBe(303);
    await new Promise((r) => setTimeout(r, 300));
    await creditsShouldBe(call, token, 403);

    const history = await call('GET', '/api/credits-history?filter=24h', { token });
    expect(history.body.map((e: { change: number; description: string }) => [e.change, e.description])).toEqual([
      [400, 'Purchased Small Business (400 credits)'],
      [3, 'Sign-up bonus'],
    ]);
    const me = await call('GET', '/api/me', { token });
    expect(me.body.isSubscribed).toBe(true);
  });

  test('when the client sends a price the server does not sell, then it is a 400 and no checkout opens', async () => {
    const token = await givenVerifiedUser();
    const res = await call('POST', '/api/create-checkout-session', { token, body: { planName: 'Firm', price: '$5', credits: '4000' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/price/);
  });

  test('when the history filter is wrong, then it is a 400 through the gateway too', async () => {
    const token = await givenVerifiedUser();
    const res = await call('GET', '/api/credits-history?filter=custom&customStart=2024-02-02&customEnd=2024-02-01', { token });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Start date must not be after end date.');
  });
});
