import type { Migration } from '@bankxl/db';
import { busMigrations } from '@bankxl/bus';

/** documents's schema, oldest first. Plain SQL that runs on PostgreSQL 15 and PGlite. */
export const migrations: Migration[] = [
  ...busMigrations('documents'),
  {
    name: 'documents-001-documents',
    sql: `
      -- One row per converted statement; the row outlives its files (shown as Expired).
      CREATE TABLE documents.documents (
        id uuid PRIMARY KEY,
        user_id text NOT NULL,
        conversion_id text NOT NULL UNIQUE,
        original_filename text NOT NULL,
        stored_filename text NOT NULL UNIQUE,
        pdf_key text NOT NULL,
        workbook_key text NOT NULL,
        pages integer NOT NULL,
        upload_date timestamptz NOT NULL,
        files_deleted_at timestamptz
      );
      CREATE INDEX documents_user_upload ON documents.documents (user_id, upload_date DESC);
      CREATE INDEX documents_files_kept ON documents.documents (upload_date) WHERE files_deleted_at IS NULL;
    `,
  },
  {
    name: 'documents-002-statement-key',
    sql: `
      -- The Statement JSON stored beside the workbook: downloads in other formats are written from it.
      -- NULL for documents converted before it was kept (those download as Excel only).
      ALTER TABLE documents.documents ADD COLUMN statement_key text;
    `,
  },
];
