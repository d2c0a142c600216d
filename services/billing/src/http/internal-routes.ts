import express, { Router } from 'express';
import { z } from 'zod';
import type { Database } from '@bankxl/db';
import { parseInput, requireInternal } from '@bankxl/platform';
import { chargeConversion, checkCredits, readBalance, refundConversion } from '../domain/ledger.js';

const Id = z.string().min(1, 'is required').max(200);
const ChargeRequest = z.object({
  userId: Id,
  conversionId: Id,
  credits: z.number({ message: 'credits must be a number' }).int().positive('credits must be at least 1'),
  description: z.string().max(300).optional(),
});
const CheckRequest = ChargeRequest.pick({ userId: true, credits: true });
const RefundRequest = z.object({ conversionId: Id });

/** Calls from other services only (never routed by the gateway), authenticated by the shared secret. */
export function internalRoutes(deps: { database: Database; internalToken: string }): Router {
  const router = Router();
  router.use('/internal', requireInternal(deps.internalToken), express.json({ limit: '10kb' }));

  router.get('/internal/balance/:userId', async (req, res) => {
    res.json(await readBalance(deps.database, req.params.userId));
  });

  router.post('/internal/charges', async (req, res) => {
    const charge = parseInput(ChargeRequest, req.body);
    const { balance, applied } = await chargeConversion(deps.database, charge);
    res.json({ balance, charged: applied ? charge.credits : 0 });
  });

  // Would this charge pass? The same refusals as a charge, and nothing is written.
  router.post('/internal/charges/check', async (req, res) => {
    const { userId, credits } = parseInput(CheckRequest, req.body);
    res.json(await checkCredits(deps.database, userId, credits));
  });

  router.post('/internal/refunds', async (req, res) => {
    const { conversionId } = parseInput(RefundRequest, req.body);
    const { balance, applied } = await refundConversion(deps.database, conversionId);
    res.json({ balance, refunded: applied });
  });

  return router;
}
