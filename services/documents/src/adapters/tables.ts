import { integer, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const documents = pgSchema('documents').table('documents', {
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
});

export type DocumentRow = typeof documents.$inferSelect;
