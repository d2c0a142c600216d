import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { aUserId, eventually, givenUserWithSignupCredits, registered, startBilling, type BillingUnderTest } from './support.js';

// Real services and databases: slower than jest's 5 s default on a busy machine.
jest.setTimeout(60_000);

let billing: BillingUnderTest;

beforeAll(async () => {
  billing = await startBilling({ SIGNUP_CREDITS: '5', REFERRAL_CREDITS: '2' });
}, 60_000);
afterAll(async () => {
  await billing?.stop();
}, 30_000);

type HistoryEntry = { id: string; date: string; change: number; description: string };
const history = async (userId: string): Promise<HistoryEntry[]> => {
  const res = await billing.get('/api/credits-history', await billing.tokenFor(userId));
  expect(res.status).toBe(200);
  return (await res.json()) as HistoryEntry[];
};
const charge = (userId: string, credits: number, conversionId: string = randomUUID()) =>
  billing.internal('POST', '/internal/charges', { userId, conversionId, credits });

describe('grants from user events', () => {
  test('when a user registers, then the sign-up grant lands once however often the event arrives', async () => {
    const userId = aUserId();
    const event = await billing.publish('user.registered', registered(userId));
    await eventually(async () => expect(await billing.balance(userId)).toBe(5));
    await billing.publish('user.registered', registered(userId), event.id); // a redelivery
    await billing.publish('user.registered', registered(userId)); // a second event for the same user
    await new Promise((r) => setTimeout(r, 300));
    expect(await billing.balance(userId)).toBe(5);
    expect(await history(userId)).toEqual([{ id: expect.any(String), date: expect.any(String), change: 5, description: 'Sign-up bonus' }]);
  });

  test('when the device looked like a second account, then no free credits are granted', async () => {
    const flagged = aUserId();
    const control = aUserId();
    await billing.publish('user.registered', registered(flagged, { deviceWarning: true }));
    await billing.publish('user.registered', registered(control));
    await eventually(async () => expect(await billing.balance(control)).toBe(5));
    expect(await billing.balance(flagged)).toBe(0);
  });

  test('when a referred user verifies, then the referrer gets the bonus once, whichever event says so', async () => {
    const referrer = aUserId();
    const referred = aUserId();
    await billing.publish('user.verified', { userId: referred, email: 'r@test.dev', referredBy: referrer, deviceWarning: false });
    await billing.publish('user.referral_applied', { userId: referred, referrerId: referrer, deviceWarning: false, verified: true });
    await eventually(async () => expect(await billing.balance(referrer)).toBe(2));
    await new Promise((r) => setTimeout(r, 300));
    expect(await billing.balance(referrer)).toBe(2);
    expect((await history(referrer)).map((e) => [e.change, e.description])).toEqual([[2, 'Referral bonus']]);
  });

  test('when the referred user is unverified or flagged, then the referrer gets nothing', async () => {
    const referrer = aUserId();
    const unverified = aUserId();
    const flagged = aUserId();
    const control = aUserId();
    await billing.publish('user.referral_applied', { userId: unverified, referrerId: referrer, deviceWarning: false, verified: false });
    await billing.publish('user.verified', { userId: flagged, email: 'f@test.dev', referredBy: referrer, deviceWarning: true });
    await billing.publish('user.registered', registered(control));
    await eventually(async () => expect(await billing.balance(control)).toBe(5));
    expect(await billing.balance(referrer)).toBe(0);
  });

  test('when a user is deleted, then the ledger is forgotten', async () => {
    const userId = await givenUserWithSignupCredits(billing, 5);
    expect((await charge(userId, 1)).status).toBe(200);
    await billing.publish('user.deleted', { userId, email: `${userId}@test.dev` });
    await eventually(async () => expect(await history(userId)).toEqual([]));
    expect(await billing.balance(userId)).toBe(0);
  });
});

describe('charges and refunds (internal API)', () => {
  test('when 20 charges of 1 credit race at a balance of 5, then exactly 5 succeed and the balance ends at 0', async () => {
    const userId = await givenUserWithSignupCredits(billing, 5);
    const results = await Promise.all(Array.from({ length: 20 }, () => charge(userId, 1)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 402)).toHaveLength(15);
    const refusal = (await results.find((r) => r.status === 402)!.json()) as { message: string; code: string };
    expect(refusal).toMatchObject({ code: 'no_credits', message: 'You have no credits remaining.' });
    expect(await billing.balance(userId)).toBe(0);
    const entries = await history(userId);
    expect(entries.filter((e) => e.change === -1)).toHaveLength(5);
  });

  test('when a statement has more pages than the user has credits, then the refusal names both and nothing is charged', async () => {
    const userId = await givenUserWithSignupCredits(billing, 5);
    expect((await charge(userId, 3)).status).toBe(200);
    const res = await charge(userId, 5);
    expect(res.status).toBe(402);
    expect(await res.json()).toMatchObject({
      code: 'insufficient_credits',
      message: 'This statement has 5 pages but you have 2 credits. Buy more credits to convert it.',
    });
    expect(await billing.balance(userId)).toBe(2);
  });

  test('when credits are only checked, then the same refusals come back and nothing is charged', async () => {
    const userId = await givenUserWithSignupCredits(billing, 5);
    const check = (credits: number, who = userId) => billing.internal('POST', '/internal/charges/check', { userId: who, credits });
    expect(await (await check(5)).json()).toEqual({ balance: 5 });
    const short = await check(7);
    expect(short.status).toBe(402);
    expect(await short.json()).toMatchObject({ message: 'This statement has 7 pages but you have 5 credits. Buy more credits to convert it.' });
    const none = await check(1, aUserId());
    expect(await none.json()).toMatchObject({ code: 'no_credits', message: 'You have no credits remaining.' });
    expect(await billing.balance(userId)).toBe(5);
  });

  test('when the same conversion is charged twice (a retry), then it is charged once', async () => {
    const userId = await givenUserWithSignupCredits(billing, 5);
    const conversionId = randomUUID();
    const [first, second] = await Promise.all([charge(userId, 2, conversionId), charge(userId, 2, conversionId)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await billing.balance(userId)).toBe(3);
    const third = await charge(userId, 2, conversionId);
    expect(await third.json()).toEqual({ balance: 3, charged: 0 });
  });

  test('when a charged conversion is refunded (twice), then the credits come back once', async () => {
    const userId = await givenUserWithSignupCredits(billing, 5);
    const conversionId = randomUUID();
    await charge(userId, 4, conversionId);
    const refunds = await Promise.all([1, 2, 3].map(() => billing.internal('POST', '/internal/refunds', { conversionId })));
    expect(refunds.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await billing.balance(userId)).toBe(5);
    expect((await history(userId)).map((e) => e.change)).toEqual([4, -4, 5]);
  });

  test('when a refund names a conversion that was never charged, then it is a 404', async () => {
    const res = await billing.internal('POST', '/internal/refunds', { conversionId: randomUUID() });
    expect(res.status).toBe(404);
  });

  test('when the balance is read, then it tells whether the user ever bought credits', async () => {
    const userId = await givenUserWithSignupCredits(billing, 5);
    const res = await billing.internal('GET', `/internal/balance/${userId}`);
    expect(await res.json()).toEqual({ balance: 5, hasPurchased: false });
    expect(await (await billing.internal('GET', `/internal/balance/${aUserId()}`)).json()).toEqual({ balance: 0, hasPurchased: false });
  });

  test('when a charge is malformed, then it is a 400 and nothing is charged', async () => {
    const userId = await givenUserWithSignupCredits(billing, 5);
    for (const body of [{ userId, conversionId: 'c1', credits: 0 }, { userId, conversionId: 'c2', credits: 1.5 }, { userId, credits: 1 }, { conversionId: 'c3', credits: 1 }]) {
      expect((await billing.internal('POST', '/internal/charges', body)).status).toBe(400);
    }
    expect(await billing.balance(userId)).toBe(5);
  });

  test('when the internal API is called without the service secret (or with a wrong one), then it is a 401', async () => {
    const userId = aUserId();
    expect((await fetch(`${billing.url}/internal/balance/${userId}`)).status).toBe(401);
    const wrong = await fetch(`${billing.url}/internal/charges`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-internal-token': 'x'.repeat(48) },
      body: JSON.stringify({ userId, conversionId: 'c', credits: 1 }),
    });
    expect(wrong.status).toBe(401);
  });

  test('when a charge or refund is made, then billing.credits_changed is published with the new balance', async () => {
    const seen = await billing.collect(['billing.credits_changed']);
    const userId = await givenUserWithSignupCredits(billing, 5);
    const conversionId = randomUUID();
    await charge(userId, 2, conversionId);
    await billing.internal('POST', '/internal/refunds', { conversionId });
    await eventually(() => {
      const mine = seen.filter((e) => e.type === 'billing.credits_changed' && e.data.userId === userId).map((e) => e.data);
      expect(mine).toEqual([
        { userId, change: 5, balance: 5, reason: 'signup' },
        { userId, change: -2, balance: 3, reason: 'conversion' },
        { userId, change: 2, balance: 5, reason: 'refund' },
      ]);
    });
  });
});
