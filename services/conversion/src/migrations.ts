import type { Migration } from '@bankxl/db';
import { busMigrations } from '@bankxl/bus';

/** conversion's schema, oldest first. Plain SQL that runs on PostgreSQL 15 and PGlite. */
export const migrations: Migration[] = [
  ...busMigrations('conversion'),
  {
    name: 'conversion-001-usage-and-records',
    sql: `
      -- One row per anonymous client identifier (hashed IP, hashed device fingerprint): its last free conversion.
      CREATE TABLE conversion.anonymous_usage (
        client_key text PRIMARY KEY,
        last_used_at timestamptz NOT NULL
      );
      -- Signed-in conversions: written before the charge, so a refund owed is never forgotten.
      CREATE TABLE conversion.conversions (
        id uuid PRIMARY KEY,
        user_id text NOT NULL,
        pages integer NOT NULL,
        status text NOT NULL,
        original_filename text NOT NULL,
        stored_filename text,
        pdf_key text,
        workbook_key text,
        duration_ms integer,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX conversions_user ON conversion.conversions (user_id);
      CREATE INDEX conversions_status ON conversion.conversions (status, updated_at);
    `,
  },
  {
    name: 'conversion-002-steps-owners-and-stored-objects',
    sql: `
      -- The process running a conversion (see instances), so another one can finish or refund it
      -- as soon as that process is gone; claimed_at: taken over by recovery. Old rows stay NULL.
      ALTER TABLE conversion.conversions ADD COLUMN owner uuid;
      ALTER TABLE conversion.conversions ADD COLUMN claimed_at timestamptz;
      -- pdf_key/workbook_key are now written before the objects are; for a conversion that did not
      -- complete, when its objects were deleted (NULL: some may still be in storage).
      ALTER TABLE conversion.conversions ADD COLUMN files_removed_at timestamptz;
      CREATE INDEX conversions_leftover_files ON conversion.conversions (updated_at)
        WHERE files_removed_at IS NULL AND pdf_key IS NOT NULL AND status IN ('refunded', 'failed');
      -- Running conversion processes and their last heartbeat (database clock).
      CREATE TABLE conversion.instances (
        id uuid PRIMARY KEY,
        started_at timestamptz NOT NULL DEFAULT now(),
        seen_at timestamptz NOT NULL DEFAULT now()
      );
    `,
  },
  {
    name: 'conversion-003-statement-key',
    sql: `
      -- The Statement JSON stored beside the workbook (other download formats are written from it);
      -- recorded before it is written, like pdf_key and workbook_key. NULL on older rows.
      ALTER TABLE conversion.conversions ADD COLUMN statement_key text;
    `,
  },
  {
    name: 'conversion-004-api-conversions',
    sql: `
      -- Conversions asked for through the public API: answered 202 at once, run in the background.
      -- conversion_id: the conversions row once the engine's result is charged and stored. owner: the
      -- process running it (see instances), so a GET can tell a conversion whose process is gone.
      CREATE TABLE conversion.api_conversions (
        id uuid PRIMARY KEY,
        user_id text NOT NULL,
        key_id text NOT NULL,
        original_filename text NOT NULL,
        status text NOT NULL,
        owner uuid NOT NULL,
        conversion_id uuid,
        pages integer,
        error_code text,
        error_message text,
        created_at timestamptz NOT NULL DEFAULT now(),
        completed_at timestamptz
      );
      CREATE INDEX api_conversions_user ON conversion.api_conversions (user_id, created_at);

      -- Idempotency-Key of POSTs under /api/v1, per user: the same key and body get the first answer
      -- again; status/body stay NULL while the first request is still being answered.
      CREATE TABLE conversion.idempotency_keys (
        user_id text NOT NULL,
        key text NOT NULL,
        fingerprint text NOT NULL,
        status integer,
        body jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, key)
      );
      CREATE INDEX idempotency_keys_created ON conversion.idempotency_keys (created_at);
    `,
  },
];
