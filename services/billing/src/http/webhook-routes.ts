import express, { Router } from 'express';
import { NotFoundError, type Logger } from '@bankxl/platform';
import type { Database } from '@bankxl/db';
import { handleStripeEvent } from '../domain/checkout.js';
import type { VerifiedWebhookEvent } from '../ports.js';

export type WebhookVerifier = (rawBody: Buffer, signature: string | undefined) => VerifiedWebhookEvent;

/** Stripe's notifications: the signature is checked on the raw bytes, before any JSON parsing. */
export function webhookRoutes(deps: { database: Database; log: Logger; verify: WebhookVerifier | null }): Router {
  const router = Router();
  router.post('/api/webhooks/stripe', express.raw({ type: () => true, limit: '1mb' }), async (req, res) => {
    if (!deps.verify) throw new NotFoundError('Stripe payments are not configured.', 'stripe_not_configured');
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const event = deps.verify(raw, req.header('stripe-signature'));
    await handleStripeEvent(deps, event);
    res.json({ received: true });
  });
  return router;
}
