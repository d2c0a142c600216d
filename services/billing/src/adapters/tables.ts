import { sql } from 'drizzle-orm';
import { integer, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const billing = pgSchema('billing');

export const creditAccounts = billing.table('credit_accounts', {
  userId: text('user_id').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const ledgerEntries = billing.table('ledger_entries', {
  id: uuid('id').primaryKey(),
  userId: text('user_id').notNull(),
  change: integer('change').notNull(),
  kind: text('kind').notNull(),
  description: text('description').notNull(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
});

export const checkoutSessions = billing.table('checkout_sessions', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  userId: text('user_id').notNull(),
  planId: text('plan_id').notNull(),
  planName: text('plan_name').notNull(),
  priceCents: integer('price_cents').notNull(),
  credits: integer('credits').notNull(),
  status: text('status').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
});

export const processedWebhookEvents = billing.table('processed_webhook_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;
export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;
