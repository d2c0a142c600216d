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
  {
    name: 'documents-003-review',
    sql: `
      -- A document's id is its conversion's id (the X-Document-Id of the convert response); rows recorded
      -- before had a random one, nothing outside this service kept it.
      UPDATE documents.documents SET id = conversion_id::uuid
        WHERE conversion_id ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
      -- What the list shows of the current Statement (the engine's, or the latest correction). NULL for
      -- documents recorded before (or whose Statement was not kept).
      ALTER TABLE documents.documents ADD COLUMN accounts integer;
      ALTER TABLE documents.documents ADD COLUMN transactions integer;
      ALTER TABLE documents.documents ADD COLUMN period_start text;
      ALTER TABLE documents.documents ADD COLUMN period_end text;
      ALTER TABLE documents.documents ADD COLUMN verdict text;
      -- 1: the engine's Statement; each saved correction adds one.
      ALTER TABLE documents.documents ADD COLUMN current_version integer NOT NULL DEFAULT 1;
      CREATE INDEX documents_user_verdict ON documents.documents (user_id, verdict);
      -- The current corrected Statement of a document (only the latest is kept; version 1 is in storage).
      CREATE TABLE documents.corrections (
        document_id uuid PRIMARY KEY REFERENCES documents.documents (id) ON DELETE CASCADE,
        version integer NOT NULL,
        statement text NOT NULL
      );
      -- One row per saved correction: who, when, and how many rows it added, removed and edited.
      CREATE TABLE documents.correction_audit (
        document_id uuid NOT NULL REFERENCES documents.documents (id) ON DELETE CASCADE,
        version integer NOT NULL,
        user_id text NOT NULL,
        at timestamptz NOT NULL DEFAULT now(),
        changes text NOT NULL,
        PRIMARY KEY (document_id, version)
      );
    `,
  },
  {
    name: 'documents-004-deleted-by-owner',
    sql: `
      -- When the owner deleted the document ("Delete now"); files_deleted_at is set with it, so the row
      -- stays like an expired one but shows as Deleted.
      ALTER TABLE documents.documents ADD COLUMN deleted_at timestamptz;
    `,
  },
];
