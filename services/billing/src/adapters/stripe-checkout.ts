import Stripe from 'stripe';
import { BadRequestError, ServiceUnavailableError } from '@bankxl/platform';
import { CURRENCY } from '../domain/plans.js';
import type { CheckoutProvider, VerifiedWebhookEvent } from '../ports.js';

export type StripeOptions = { secretKey: string; webhookSecret?: string; apiUrl?: string; publicUrl: string };

/** A Stripe client; `apiUrl` points it at a local stand-in for Stripe's API (tests). */
export function createStripeClient(opts: Pick<StripeOptions, 'secretKey' | 'apiUrl'>): Stripe {
  if (!opts.apiUrl) return new Stripe(opts.secretKey, { telemetry: false });
  const url = new URL(opts.apiUrl);
  return new Stripe(opts.secretKey, {
    host: url.hostname,
    port: url.port || (url.protocol === 'https:' ? 443 : 80),
    protocol: url.protocol === 'https:' ? 'https' : 'http',
    maxNetworkRetries: 0,
    telemetry: false,
  });
}

/** Stripe Checkout in payment mode; the user and plan travel in the session's metadata. */
export function createStripeCheckout(stripe: Stripe, opts: Pick<StripeOptions, 'publicUrl'>): CheckoutProvider {
  const base = opts.publicUrl.replace(/\/+$/, '');
  return {
    name: 'stripe',
    async createSession({ userId, plan, reference }) {
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            client_reference_id: userId,
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: CURRENCY,
                  unit_amount: plan.priceCents,
                  product_data: { name: `${plan.name}: ${plan.credits} ${plan.credits === 1 ? 'credit' : 'credits'}` },
                },
              },
            ],
            success_url: `${base}/credits?checkout=success`,
            cancel_url: `${base}/pricing`,
            metadata: { userId, planId: plan.id, planName: plan.name, credits: String(plan.credits), priceCents: String(plan.priceCents) },
          },
          { idempotencyKey: reference },
        );
      } catch {
        throw new ServiceUnavailableError('The payment provider is not reachable right now. Please try again shortly.', 10, 'payment_provider_unavailable');
      }
      if (!session.url) throw new ServiceUnavailableError('The payment provider did not return a checkout page.', 10, 'payment_provider_unavailable');
      return { id: session.id, url: session.url };
    },
  };
}

/** Checks the `Stripe-Signature` header against the raw body; anything wrong is a 400. */
export function verifyStripeWebhook(stripe: Stripe, webhookSecret: string, rawBody: Buffer, signature: string | undefined): VerifiedWebhookEvent {
  if (!signature) throw new BadRequestError('Missing Stripe-Signature header.', 'invalid_signature');
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
  } catch {
    throw new BadRequestError('The webhook signature is not valid.', 'invalid_signature');
  }
  if (event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded') {
    const session = event.data.object as Stripe.Checkout.Session;
    return {
      id: event.id,
      type: event.type,
      session: { id: session.id, paid: session.payment_status !== 'unpaid', amountTotal: session.amount_total ?? null },
    };
  }
  return { id: event.id, type: event.type };
}
