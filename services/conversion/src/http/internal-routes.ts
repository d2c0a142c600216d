import express, { Router } from 'express';
import { z } from 'zod';
import { ReadingSwitchSchema } from '@bankxl/contracts';
import { parseInput, requireInternal } from '@bankxl/platform';
import type { ConvertDeps } from '../domain/convert-statement.js';
import { rereadStatement } from '../domain/reread.js';
import { rulesForConversion } from '../domain/book-rules.js';

const RereadRequest = z.object({
  userId: z.string().min(1).max(200),
  pdfKey: z.string().min(1).max(500),
  readings: z.array(z.object({ account: z.number().int().min(0).max(1000), switch: ReadingSwitchSchema })).max(100),
});

const RulesRequest = z.object({ userId: z.string().min(1).max(200) });

/** Calls from other services only (never routed by the gateway), authenticated by the shared secret. */
export function internalRoutes(deps: ConvertDeps & { internalToken: string }): Router {
  const router = Router();
  router.use('/internal', requireInternal(deps.internalToken), express.json({ limit: '64kb' }));

  // documents: a stored statement read again with the readings its owner chose (PUT /api/documents/:id/reading).
  router.post('/internal/reread', async (req, res) => {
    const input = parseInput(RereadRequest, req.body);
    res.json({ statement: await rereadStatement(deps, input, res.locals.requestId as string | undefined) });
  });

  // documents: the rules a user taught, to apply again to one of their documents (POST /api/documents/:id/apply-rules).
  router.post('/internal/rules', async (req, res) => {
    const { userId } = parseInput(RulesRequest, req.body);
    res.json({ rules: await rulesForConversion(deps.database.db, userId) });
  });

  return router;
}
