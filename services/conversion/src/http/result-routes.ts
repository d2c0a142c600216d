import { Router } from 'express';
import type { Database } from '@bankxl/db';
import { resultBody } from '../domain/results.js';

/** GET /api/results/:token: no sign-in; the unguessable token is the right to read the result. */
export function resultRoutes(deps: { database: Database; now?: () => Date }): Router {
  const router = Router();
  router.get('/api/results/:token', async (req, res) => {
    const body = await resultBody(deps.database.db, req.params.token as string, (deps.now ?? (() => new Date()))());
    res.setHeader('Cache-Control', 'private, no-store');
    res.type('application/json').send(body);
  });
  return router;
}
