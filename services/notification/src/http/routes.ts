import { randomUUID } from 'node:crypto';
import express, { type Express } from 'express';
import { z } from 'zod';
import { sharedRateLimitStore, type Database } from '@bankxl/db';
import { AppError, clientIp, parseInput, rateLimit, requireInternal } from '@bankxl/platform';
import { listMails, queueMail } from '../adapters/mail-store.js';
import { contactMessages } from '../adapters/tables.js';
import { templates } from '../domain/templates.js';
import type { NotificationConfig } from '../config.js';

const text = (label: string, max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? `${label} is required.` : `${label} must be text.`) })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

export const ContactBody = z.object({
  name: text('Name', 100),
  email: text('Email', 254).toLowerCase().pipe(z.email({ error: 'Please enter a valid email address.' })),
  message: text('Message', 5000),
});

export const CONTACT_SENT = 'Message sent successfully! We will get back to you shortly.';
export const CONTACT_FAILED = 'Failed to send message.';

/** notification's HTTP API: the public contact form and the internal mail log. */
export function notificationRoutes(app: Express, deps: { database: Database; config: NotificationConfig; deliverSoon(): void }): void {
  const { database, config } = deps;

  app.post(
    '/api/contact',
    rateLimit({
      windowMs: 60 * 60 * 1000,
      max: config.CONTACT_RATE_LIMIT_PER_HOUR,
      key: clientIp,
      message: 'Too many messages from your network. Please try again later.',
      // Counted in the database, so replicas share one budget per network.
      store: sharedRateLimitStore(database),
      name: 'contact',
    }),
    express.json({ limit: '32kb' }),
    async (req, res) => {
      const body = parseInput(ContactBody, req.body ?? {});
      const id = randomUUID();
      const now = new Date();
      try {
        // Stored and queued together: if the mail server is down, the delivery job keeps trying.
        await database.transaction(async (tx) => {
          await tx.insert(contactMessages).values({ id, ...body, createdAt: now });
          await queueMail(tx, { kind: 'contact', to: config.SUPPORT_EMAIL, replyTo: body.email, ...templates.contact(config.PUBLIC_URL, { ...body, id }) }, now);
        });
      } catch (err) {
        res.locals.log.error({ err: err instanceof Error ? err.message : String(err) }, 'contact message not stored');
        throw new AppError(500, 'contact_failed', CONTACT_FAILED);
      }
      deps.deliverSoon();
      res.json({ message: CONTACT_SENT });
    },
  );

  // For operators: what was sent, what is waiting, what failed and why (never bodies).
  app.get('/internal/mails', requireInternal(config.INTERNAL_TOKEN), async (req, res) => {
    const status = z.enum(['pending', 'sending', 'sent', 'failed']).optional().safeParse(req.query.status);
    const limit = Math.min(Math.max(Number(req.query.limit) || 50, 1), 500);
    res.json(await listMails(database.db, { status: status.success ? status.data : undefined, limit }));
  });
}
