import express, { Router } from 'express';
import { z } from 'zod';
import type { Database } from '@bankxl/db';
import { currentUser, NotFoundError, parseInput, requireUser, type AuthOptions, type Logger } from '@bankxl/platform';
import { SANDBOX_PATH } from '../adapters/sandbox-checkout.js';
import { paySandboxCheckout, sandboxSession, startCheckout } from '../domain/checkout.js';
import { dateRangeOf } from '@bankxl/platform';
import { creditsHistory } from '../domain/ledger.js';
import { choosePlan, planCatalogue } from '../domain/plans.js';
import type { CheckoutProvider } from '../ports.js';
import { sandboxCheckoutPage, sandboxNotFoundPage } from './sandbox-page.js';

export type PublicRouteDeps = { database: Database; auth: AuthOptions; provider: CheckoutProvider; log: Logger };

const CheckoutRequest = z.object(
  {
    planName: z.string({ message: 'Choose a plan.' }).min(1, 'Choose a plan.').max(100, 'Unknown plan.'),
    price: z.union([z.string(), z.number()], { message: 'The plan price is missing.' }),
    credits: z.union([z.string(), z.number()], { message: 'The plan credits are missing.' }),
  },
  { message: 'Send the plan as JSON: planName, price, credits.' },
);

const SANDBOX_ID = /^sbx_[0-9a-f]{32}$/;

/** The routes the gateway exposes under /api. */
export function publicRoutes(deps: PublicRouteDeps): Router {
  const router = Router();
  const signedIn = requireUser(deps.auth);

  router.get('/api/plans', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.json(planCatalogue());
  });

  router.get('/api/credits-history', signedIn, async (req, res) => {
    const range = dateRangeOf(req.query);
    res.json(await creditsHistory(deps.database, currentUser(res).userId, range));
  });

  router.post('/api/create-checkout-session', signedIn, express.json({ limit: '10kb' }), async (req, res) => {
    const input = parseInput(CheckoutRequest, req.body);
    const plan = choosePlan(input);
    const { url } = await startCheckout(deps, currentUser(res).userId, plan);
    deps.log.info({ userId: currentUser(res).userId, planId: plan.id, provider: deps.provider.name }, 'checkout started');
    res.json({ url });
  });

  // The sandbox page exists only while the sandbox is the payment adapter.
  if (deps.provider.name === 'sandbox') {
    router.get(`${SANDBOX_PATH}/:id`, async (req, res) => {
      const session = SANDBOX_ID.test(req.params.id) ? await sandboxSession(deps.database, req.params.id) : null;
      res.setHeader('Cache-Control', 'no-store');
      if (!session) {
        res.status(404).type('html').send(sandboxNotFoundPage());
        return;
      }
      res.type('html').send(sandboxCheckoutPage(session, `${SANDBOX_PATH}/${session.id}`));
    });

    // Pay: the same fulfilment as the Stripe webhook, then back to the credits page.
    router.post(`${SANDBOX_PATH}/:id`, express.urlencoded({ extended: false, limit: '1kb' }), async (req, res) => {
      if (!SANDBOX_ID.test(req.params.id)) throw new NotFoundError('This checkout does not exist.', 'checkout_not_found');
      const { status, session } = await paySandboxCheckout(deps.database, req.params.id);
      deps.log.info({ sessionId: session.id, userId: session.userId, status }, 'sandbox checkout paid');
      res.redirect(303, '/credits');
    });
  }

  return router;
}
