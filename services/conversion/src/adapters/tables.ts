import { integer, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const conversion = pgSchema('conversion');

export const anonymousUsage = conversion.table('anonymous_usage', {
  clientKey: text('client_key').primaryKey(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull(),
});

/**
 * `charging` (recorded before billing is asked) → `storing` (charged; the PDF and workbook are being
 * written) → `completed`; or → `refunded` / `refund_pending` (retried) / `failed` (never charged).
 */
export type ConversionStatus = 'charging' | 'storing' | 'completed' | 'refunded' | 'refund_pending' | 'failed';

export const conversions = conversion.table('conversions', {
  id: uuid('id').primaryKey(),
  userId: text('user_id').notNull(),
  pages: integer('pages').notNull(),
  status: text('status').$type<ConversionStatus>().notNull(),
  originalFilename: text('original_filename').notNull(),
  storedFilename: text('stored_filename'),
  pdfKey: text('pdf_key'),
  workbookKey: text('workbook_key'),
  statementKey: text('statement_key'),
  durationMs: integer('duration_ms'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** The instance running it (NULL on rows older than conversion-002). */
  owner: uuid('owner'),
  /** Set when recovery took it over from an instance that was gone. */
  claimedAt: timestamp('claimed_at', { withTimezone: true }),
  /** For a conversion that did not complete: when its recorded objects were deleted. */
  filesRemovedAt: timestamp('files_removed_at', { withTimezone: true }),
});

/** Running conversion processes; one whose heartbeat stopped is gone and its conversions are recovered. */
export const instances = conversion.table('instances', {
  id: uuid('id').primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A conversion asked for through the public API (`/api/v1/conversions`): queued → running → completed / failed. */
export type ApiConversionStatus = 'queued' | 'running' | 'completed' | 'failed';

export const apiConversions = conversion.table('api_conversions', {
  id: uuid('id').primaryKey(),
  userId: text('user_id').notNull(),
  keyId: text('key_id').notNull(),
  originalFilename: text('original_filename').notNull(),
  status: text('status').$type<ApiConversionStatus>().notNull(),
  owner: uuid('owner').notNull(),
  conversionId: uuid('conversion_id'),
  pages: integer('pages'),
  errorCode: text('error_code'),
  errorMessage: text('error_message'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
});
export type ApiConversionRow = typeof apiConversions.$inferSelect;


/** A conversion's result for the result panel, found by the hash of its token until it expires. */
export const results = conversion.table('results', {
  tokenHash: text('token_hash').primaryKey(),
  /** NULL for an anonymous conversion. */
  userId: text('user_id'),
  /** The conversion id, which is the document's id (signed-in conversions only). */
  documentId: uuid('document_id'),
  pages: integer('pages').notNull(),
  pagesParsed: integer('pages_parsed').notNull(),
  /** The Statement JSON exactly as the engine wrote it (libs/export toJson). */
  statement: text('statement').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
