import type { Express } from 'express';
import type { Database } from '@bankxl/db';
import { currentUser, requireUser, type AuthOptions } from '@bankxl/platform';
import { listDeliveries, listWebhooks } from '../adapters/webhook-store.js';
import { deliveryView, webhookView } from './webhook-views.js';

const DELIVERIES_SHOWN = 20;

/** For the profile page (a signed-in session, not an API key): the user's webhooks and their recent deliveries. */
export function webhookLogRoutes(app: Express, deps: { database: Database; auth: AuthOptions }): void {
  app.get('/api/developer/webhooks', requireUser(deps.auth), async (_req, res) => {
    const hooks = await listWebhooks(deps.database.db, currentUser(res).userId);
    const withLog = await Promise.all(
      hooks.map(async (hook) => ({ ...webhookView(hook), deliveries: (await listDeliveries(deps.database.db, hook.id, DELIVERIES_SHOWN)).map(deliveryView) })),
    );
    res.setHeader('Cache-Control', 'no-store');
    res.json(withLog);
  });
}
