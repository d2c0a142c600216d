import { integer, pgSchema, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Verdict } from '@bankxl/statement';

const schema = pgSchema('documents');

export const documents = schema.table('documents', {
  /** The conversion's id for rows recorded since documents-003. */
  id: uuid('id').primaryKey(),
  userId: text('user_id').notNull(),
  conversionId: text('conversion_id').notNull().unique(),
  originalFilename: text('original_filename').notNull(),
  storedFilename: text('stored_filename').notNull().unique(),
  pdfKey: text('pdf_key').notNull(),
  workbookKey: text('workbook_key').notNull(),
  statementKey: text('statement_key'),
  pages: integer('pages').notNull(),
  uploadDate: timestamp('upload_date', { withTimezone: true }).notNull(),
  filesDeletedAt: timestamp('files_deleted_at', { withTimezone: true }),
  /** Set when the owner deleted the document (filesDeletedAt is set with it). */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  // The current Statement's summary (see domain/statement-summary.ts); NULL when no Statement was kept.
  accounts: integer('accounts'),
  transactions: integer('transactions'),
  periodStart: text('period_start'),
  periodEnd: text('period_end'),
  verdict: text('verdict').$type<Verdict>(),
  currentVersion: integer('current_version').notNull().default(1),
});

export type DocumentRow = typeof documents.$inferSelect;

/** The latest corrected Statement of a document (JSON text). */
export const corrections = schema.table('corrections', {
  documentId: uuid('document_id').primaryKey(),
  version: integer('version').notNull(),
  statement: text('statement').notNull(),
});

export const correctionAudit = schema.table(
  'correction_audit',
  {
    documentId: uuid('document_id').notNull(),
    version: integer('version').notNull(),
    userId: text('user_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** JSON of StatementChanges. */
    changes: text('changes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.version] })],
);
