import { randomBytes, randomUUID } from 'node:crypto';
import express, { type Express, type RequestHandler } from 'express';
import { z } from 'zod';
import { sharedRateLimitStore, type Database } from '@bankxl/db';
import { answerOnce, BadRequestError, currentApiKey, fingerprintOf, IDEMPOTENCY_HEADER, NotFoundError, parseInput, requireApiKey, TooManyRequestsError } from '@bankxl/platform';
import { notificationIdempotencyKeys } from '../adapters/idempotency-repository.js';
import { countWebhooksOfKey, deleteWebhook, findWebhook, insertWebhook, listDeliveries, listWebhooks } from '../adapters/webhook-store.js';
import type { NotificationConfig } from '../config.js';
import { WEBHOOK_EVENT_TYPES } from '../consumers/webhook-events.js';
import { assertWebhookUrl } from '../domain/webhook-urls.js';
import { deliveryView, webhookView } from './webhook-views.js';

const MAX_WEBHOOKS_PER_KEY = 10;

const WebhookBody = z.object({
  url: z.string({ error: 'url is required.' }).trim().min(1, 'url is required.').max(2000, 'The webhook URL has at most 2000 characters.'),
  events: z
    .array(z.enum(WEBHOOK_EVENT_TYPES, { error: `events may be ${WEBHOOK_EVENT_TYPES.join(', ')}.` }), { error: 'events is required.' })
    .min(1, 'Choose at least one event.')
    .transform((events) => [...new Set(events)]),
});


/** Webhooks of the public API, registered and read with an API key. */
export function webhookRoutes(app: Express, deps: { database: Database; config: NotificationConfig & { INTERNAL_AUTH_URL: string } }): void {
  const { database, config } = deps;
  const limits = sharedRateLimitStore(database);
  const perKeyLimit: RequestHandler = async (_req, res, next) => {
    const { allowed, retryAfterSeconds } = await limits.hit(`api-key:${currentApiKey(res.locals).keyId}`, 60_000, config.API_RATE_LIMIT_PER_MINUTE);
    if (!allowed) throw new TooManyRequestsError('Too many requests with this API key. Please wait a minute and try again.', retryAfterSeconds);
    next();
  };
  const guard = [requireApiKey({ authUrl: config.INTERNAL_AUTH_URL, secret: config.INTERNAL_TOKEN }), perKeyLimit];

  app.post('/api/v1/webhooks', ...guard, express.json({ limit: '16kb' }), async (req, res) => {
    const key = currentApiKey(res.locals);
    const body = parseInput(WebhookBody, req.body ?? {});
    res.setHeader('Cache-Control', 'no-store');
    const fingerprint = fingerprintOf(['webhooks', key.keyId, body.url, ...body.events]);
    await answerOnce(notificationIdempotencyKeys.store(database.db), res, { userId: key.userId, key: req.header(IDEMPOTENCY_HEADER), fingerprint }, async () => {
      const url = await assertWebhookUrl(body.url, { allowLoopback: config.WEBHOOK_ALLOW_LOOPBACK });
      if ((await countWebhooksOfKey(database.db, key.keyId)) >= MAX_WEBHOOKS_PER_KEY) {
        throw new BadRequestError(`An API key can have at most ${MAX_WEBHOOKS_PER_KEY} webhooks.`, 'too_many_webhooks');
      }
      const id = randomUUID();
      // Shown once, here (and to a retry with the same Idempotency-Key): the receiver checks signatures with it.
      const secret = `whsec_${randomBytes(32).toString('base64url')}`;
      await insertWebhook(database.db, { id, userId: key.userId, keyId: key.keyId, url: url.toString(), events: body.events, secret });
      return { status: 201, body: { id, secret, url: url.toString(), events: body.events } };
    });
  });

  app.get('/api/v1/webhooks', ...guard, async (_req, res) => {
    res.json((await listWebhooks(database.db, currentApiKey(res.locals).userId)).map(webhookView));
  });

  app.delete('/api/v1/webhooks/:id', ...guard, async (req, res) => {
    if (!(await deleteWebhook(database.db, currentApiKey(res.locals).userId, String(req.params.id)))) throw new NotFoundError('No such webhook.', 'webhook_not_found');
    res.json({ deleted: true });
  });

  app.get('/api/v1/webhooks/:id/deliveries', ...guard, async (req, res) => {
    const hook = await findWebhook(database.db, currentApiKey(res.locals).userId, String(req.params.id));
    if (!hook) throw new NotFoundError('No such webhook.', 'webhook_not_found');
    const rows = await listDeliveries(database.db, hook.id);
    res.json(rows.map(deliveryView));
  });
}
