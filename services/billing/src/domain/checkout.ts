import { randomUUID } from 'node:crypto';
import { enqueueEvent } from '@bankxl/bus';
import { makeEvent } from '@bankxl/contracts';
import type { Database, Db } from '@bankxl/db';
import { NotFoundError, type Logger } from '@bankxl/platform';
import { checkoutSessionById, insertCheckoutSession, markCheckoutPaid, recordWebhookEvent } from '../adapters/checkout-repository.js';
import type { CheckoutSessionRow } from '../adapters/tables.js';
import type { CheckoutProvider, VerifiedWebhookEvent } from '../ports.js';
import { postEntry, SCHEMA } from './ledger.js';
import { CURRENCY, type SellablePlan } from './plans.js';

/** Opens a payment for a plan the server sells and remembers it, so fulfilment knows what was bought. */
export async function startCheckout(
  deps: { database: Database; provider: CheckoutProvider },
  userId: string,
  plan: SellablePlan,
): Promise<{ url: string }> {
  const session = await deps.provider.createSession({ userId, plan, reference: randomUUID() });
  await insertCheckoutSession(deps.database.db, {
    id: session.id,
    provider: deps.provider.name,
    userId,
    planId: plan.id,
    planName: plan.name,
    priceCents: plan.priceCents,
    credits: plan.credits,
  });
  return { url: session.url };
}

export type Fulfilment = { status: 'granted' | 'already_granted'; session: CheckoutSessionRow };

/**
 * The one fulfilment path, for the Stripe webhook and the sandbox Pay button alike: grants the
 * plan's credits under the key `<provider>:<session id>`, so retries and concurrent deliveries grant
 * once, and publishes billing.purchase_completed in the same transaction.
 */
export async function fulfilCheckout(tx: Db, sessionId: string): Promise<Fulfilment | null> {
  const session = await checkoutSessionById(tx, sessionId, { lock: true });
  if (!session) return null;
  const result = await postEntry(tx, {
    userId: session.userId,
    change: session.credits,
    kind: 'purchase',
    description: `Purchased ${session.planName} (${session.credits} ${session.credits === 1 ? 'credit' : 'credits'})`,
    idempotencyKey: `${session.provider}:${session.id}`,
  });
  if (!result.applied) return { status: 'already_granted', session };
  await markCheckoutPaid(tx, session.id);
  await enqueueEvent(
    tx,
    SCHEMA,
    makeEvent('billing.purchase_completed', {
      userId: session.userId,
      planName: session.planName,
      credits: session.credits,
      priceCents: session.priceCents,
      currency: CURRENCY,
      purchaseId: session.id,
    }),
  );
  return { status: 'granted', session };
}

/** Sandbox Pay: fulfils the sandbox session; a second payment grants nothing more. */
export async function paySandboxCheckout(database: Database, sessionId: string): Promise<Fulfilment> {
  const fulfilment = await database.transaction(async (tx) => {
    const session = await checkoutSessionById(tx, sessionId);
    if (!session || session.provider !== 'sandbox') return null;
    return fulfilCheckout(tx, sessionId);
  });
  if (!fulfilment) throw new NotFoundError('This checkout does not exist.', 'checkout_not_found');
  return fulfilment;
}

export async function sandboxSession(database: Database, sessionId: string): Promise<CheckoutSessionRow | null> {
  const session = await checkoutSessionById(database.db, sessionId);
  return session?.provider === 'sandbox' ? session : null;
}

/**
 * A verified Stripe event: the event id is recorded in the same transaction as the grant, so a
 * redelivered event is a no-op; the ledger key covers two different events for one session.
 */
export async function handleStripeEvent(deps: { database: Database; log: Logger }, event: VerifiedWebhookEvent): Promise<void> {
  await deps.database.transaction(async (tx) => {
    if (!(await recordWebhookEvent(tx, event.id, event.type))) return;
    if (!event.session) return;
    if (!event.session.paid) {
      deps.log.info({ eventId: event.id, sessionId: event.session.id }, 'checkout completed without payment yet');
      return;
    }
    const session = await checkoutSessionById(tx, event.session.id);
    if (!session || session.provider !== 'stripe') {
      deps.log.warn({ eventId: event.id, sessionId: event.session.id }, 'webhook for an unknown checkout session');
      return;
    }
    if (event.session.amountTotal !== null && event.session.amountTotal !== session.priceCents) {
      deps.log.error({ eventId: event.id, sessionId: session.id, amountTotal: event.session.amountTotal }, 'paid amount differs from the plan price');
      return;
    }
    const result = await fulfilCheckout(tx, session.id);
    deps.log.info({ eventId: event.id, sessionId: session.id, status: result?.status }, 'stripe checkout fulfilled');
  });
}
