import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import Stripe from 'stripe';
import { aUserId, eventually, startBilling, type BillingUnderTest } from './support.js';
import { startStripeStandIn } from './stripe-stand-in.js';

// Real services and databases: slower than jest's 5 s default on a busy machine.
jest.setTimeout(60_000);

const WEBHOOK_SECRET = 'whsec_test_billing';
const signer = new Stripe('sk_test_signer');

let billing: BillingUnderTest;
let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;

beforeAll(async () => {
  standIn = await startStripeStandIn();
  billing = await startBilling({ STRIPE_SECRET_KEY: 'sk_test_billing', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: standIn.url });
}, 60_000);
afterAll(async () => {
  await billing?.stop();
  await standIn?.stop();
}, 30_000);

async function givenStripeCheckout(userId: string, plan = { planName: 'Firm', price: '$50', credits: '4000' }): Promise<string> {
  const res = await billing.post('/api/create-checkout-session', plan, await billing.tokenFor(userId));
  expect(res.status).toBe(200);
  const { url } = (await res.json()) as { url: string };
  return /\/pay\/(cs_test_\w+)$/.exec(url)![1];
}

function completedEvent(sessionId: string, over: { paymentStatus?: string; amountTotal?: number; eventId?: string } = {}): string {
  return JSON.stringify({
    id: over.eventId ?? `evt_${randomBytes(12).toString('hex')}`,
    object: 'event',
    type: 'checkout.session.completed',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    data: { object: { id: sessionId, object: 'checkout.session', mode: 'payment', payment_status: over.paymentStatus ?? 'paid', amount_total: over.amountTotal ?? 5000, currency: 'usd' } },
  });
}

function deliver(payload: string, opts: { secret?: string; timestamp?: number; signature?: string | null } = {}): Promise<Response> {
  const signature =
    opts.signature === undefined
      ? signer.webhooks.generateTestHeaderString({ payload, secret: opts.secret ?? WEBHOOK_SECRET, timestamp: opts.timestamp })
      : opts.signature;
  return fetch(`${billing.url}/api/webhooks/stripe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'stripe-signature': signature }) },
    body: payload,
  });
}

describe('Stripe checkout', () => {
  test('when a checkout starts, then Stripe gets a payment-mode session for the plan with the user and plan in its metadata', async () => {
    const userId = aUserId();
    const res = await billing.post('/api/create-checkout-session', { planName: 'Firm', price: '$50', credits: '4000' }, await billing.tokenFor(userId));
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);

    const sent = standIn.requests.at(-1)!;
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/v1/checkout/sessions');
    expect(sent.headers.authorization).toBe('Bearer sk_test_billing');
    expect(sent.headers['idempotency-key']).toEqual(expect.any(String));
    expect(Object.fromEntries(sent.form)).toMatchObject({
      mode: 'payment',
      client_reference_id: userId,
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '5000',
      'line_items[0][quantity]': '1',
      'metadata[userId]': userId,
      'metadata[planId]': 'credit-firm',
      'metadata[credits]': '4000',
      success_url: 'http://localhost:8080/credits?checkout=success',
      cancel_url: 'http://localhost:8080/pricing',
    });
  });

  test('when a signed checkout.session.completed arrives, then the credits are granted and billing.purchase_completed is published', async () => {
    const purchases = await billing.collect(['billing.purchase_completed']);
    const userId = aUserId();
    const sessionId = await givenStripeCheckout(userId);
    const res = await deliver(completedEvent(sessionId));
    expect(res.status).toBe(200);
    expect(await billing.balance(userId)).toBe(4000);
    await eventually(() =>
      expect(purchases.filter((e) => e.type === 'billing.purchase_completed' && e.data.userId === userId).map((e) => e.data)).toEqual([
        { userId, planName: 'Firm', credits: 4000, priceCents: 5000, currency: 'usd', purchaseId: sessionId },
      ]),
    );
  });

  test('when the same event is delivered twice, then the credits are granted once', async () => {
    const userId = aUserId();
    const sessionId = await givenStripeCheckout(userId);
    const payload = completedEvent(sessionId);
    expect((await deliver(payload)).status).toBe(200);
    expect((await deliver(payload)).status).toBe(200);
    expect(await billing.balance(userId)).toBe(4000);
  });

  test('when the event is delivered concurrently (also as different event ids for one session), then the credits are granted once', async () => {
    const userId = aUserId();
    const sessionId = await givenStripeCheckout(userId);
    const payload = completedEvent(sessionId);
    const deliveries = await Promise.all([
      ...Array.from({ length: 6 }, () => deliver(payload)),
      ...Array.from({ length: 3 }, () => deliver(completedEvent(sessionId))),
    ]);
    expect(deliveries.map((r) => r.status)).toEqual(Array(9).fill(200));
    expect(await billing.balance(userId)).toBe(4000);
    const history = await billing.get('/api/credits-history', await billing.tokenFor(userId));
    expect(((await history.json()) as unknown[]).length).toBe(1);
  });

  test('when the payload was tampered with, signed with another secret, too old or unsigned, then it is a 400 and nothing is granted', async () => {
    const userId = aUserId();
    const sessionId = await givenStripeCheckout(userId);
    const payload = completedEvent(sessionId);
    const goodSignature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const tampered = await deliver(payload.replace('"amount_total":5000', '"amount_total":5001'), { signature: goodSignature });
    expect(tampered.status).toBe(400);
    expect(await tampered.json()).toMatchObject({ code: 'invalid_signature' });
    expect((await deliver(payload, { secret: 'whsec_someone_else' })).status).toBe(400);
    expect((await deliver(payload, { timestamp: Math.floor(Date.now() / 1000) - 3600 })).status).toBe(400);
    expect((await deliver(payload, { signature: null })).status).toBe(400);
    expect(await billing.balance(userId)).toBe(0);
  });

  test('when the session completed without payment, or for another amount, then nothing is granted', async () => {
    const userId = aUserId();
    const unpaid = await givenStripeCheckout(userId);
    expect((await deliver(completedEvent(unpaid, { paymentStatus: 'unpaid' }))).status).toBe(200);
    const cheaper = await givenStripeCheckout(userId);
    expect((await deliver(completedEvent(cheaper, { amountTotal: 50 }))).status).toBe(200);
    expect(await billing.balance(userId)).toBe(0);
  });

  test('when an event concerns something else, or an unknown session, then it is acknowledged and ignored', async () => {
    const other = JSON.stringify({ id: `evt_${randomBytes(8).toString('hex')}`, object: 'event', type: 'customer.created', data: { object: { id: 'cus_1' } } });
    expect((await deliver(other)).status).toBe(200);
    expect((await deliver(completedEvent('cs_test_unknown'))).status).toBe(200);
  });
});

describe('billing without Stripe webhooks configured', () => {
  test('when STRIPE_SECRET_KEY is set without STRIPE_WEBHOOK_SECRET, then billing refuses to start', async () => {
    await expect(startBilling({ STRIPE_SECRET_KEY: 'sk_test_x' })).rejects.toThrow(/STRIPE_WEBHOOK_SECRET is required/);
  });
});
