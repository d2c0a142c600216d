import { integer, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const conversion = pgSchema('conversion');

export const anonymousUsage = conversion.table('anonymous_usage', {
  clientKey: text('client_key').primaryKey(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull(),
});

/** `charging` → `completed`, or → `refunded` / `refund_pending` (retried) / `failed` (never charged). */
export type ConversionStatus = 'charging' | 'completed' | 'refunded' | 'refund_pending' | 'failed';

export const conversions = conversion.table('conversions', {
  id: uuid('id').primaryKey(),
  userId: text('user_id').notNull(),
  pages: integer('pages').notNull(),
  status: text('status').$type<ConversionStatus>().notNull(),
  originalFilename: text('original_filename').notNull(),
  storedFilename: text('stored_filename'),
  pdfKey: text('pdf_key'),
  workbookKey: text('workbook_key'),
  durationMs: integer('duration_ms'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
