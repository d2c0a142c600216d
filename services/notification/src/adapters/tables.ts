import { integer, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const notification = pgSchema('notification');
const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const recipients = notification.table('recipients', {
  userId: text('user_id').primaryKey(),
  email: text('email').notNull(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

export type MailStatus = 'pending' | 'sending' | 'sent' | 'failed';

export const sentMails = notification.table('sent_mails', {
  id: uuid('id').primaryKey(),
  eventId: text('event_id'),
  userId: text('user_id'),
  kind: text('kind').notNull(),
  toAddress: text('to_address').notNull(),
  replyTo: text('reply_to'),
  subject: text('subject').notNull(),
  textBody: text('text_body'),
  htmlBody: text('html_body'),
  status: text('status').$type<MailStatus>().notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  nextAttemptAt: tz('next_attempt_at').notNull().defaultNow(),
  createdAt: tz('created_at').notNull().defaultNow(),
  sentAt: tz('sent_at'),
  messageId: text('message_id'),
});
export type SentMailRow = typeof sentMails.$inferSelect;

export const contactMessages = notification.table('contact_messages', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
});

/** Webhooks registered with an API key: events of that key's conversions are delivered to `url`, signed with `secret`. */
export const webhooks = notification.table('webhooks', {
  id: uuid('id').primaryKey(),
  userId: text('user_id').notNull(),
  keyId: text('key_id').notNull(),
  url: text('url').notNull(),
  events: text('events').array().notNull(),
  secret: text('secret').notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
  deletedAt: tz('deleted_at'),
});
export type WebhookRow = typeof webhooks.$inferSelect;

export type DeliveryStatus = 'pending' | 'sending' | 'delivered' | 'failed';

/** One event for one webhook: the exact body sent (signed as is), its attempts and the last answer. */
export const webhookDeliveries = notification.table('webhook_deliveries', {
  id: uuid('id').primaryKey(),
  webhookId: uuid('webhook_id').notNull(),
  userId: text('user_id').notNull(),
  eventId: text('event_id').notNull(),
  eventType: text('event_type').notNull(),
  body: text('body').notNull(),
  status: text('status').$type<DeliveryStatus>().notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  lastStatusCode: integer('last_status_code'),
  lastError: text('last_error'),
  nextAttemptAt: tz('next_attempt_at').notNull().defaultNow(),
  createdAt: tz('created_at').notNull().defaultNow(),
  deliveredAt: tz('delivered_at'),
});
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

