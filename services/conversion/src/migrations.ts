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
    name: 'conversion-004-results',
    sql: `
      -- The result of a conversion (anonymous or not) for the result panel: GET /api/results/:token.
      -- Only a SHA-256 of the token is kept (the token is the capability); rows live as long as the
      -- product keeps files (RESULT_RETENTION_HOURS) and are swept by the periodic job.
      CREATE TABLE conversion.results (
        token_hash text PRIMARY KEY,
        user_id text,
        document_id uuid,
        pages integer NOT NULL,
        pages_parsed integer NOT NULL,
        statement text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL
      );
      CREATE INDEX results_expires ON conversion.results (expires_at);
      CREATE INDEX results_user ON conversion.results (user_id) WHERE user_id IS NOT NULL;
    `,
  },
  {
    name: 'conversion-batch-001-batches',
    sql: `
      -- A batch of statements one user sent together (issue 15): its files are converted one by one
      -- through the ordinary signed-in conversion; checks holds the checks across the batch once done.
      CREATE TABLE conversion.batches (
        id uuid PRIMARY KEY,
        user_id text NOT NULL,
        status text NOT NULL,
        pages integer NOT NULL,
        -- The process converting it (conversion.instances): its files live in that process's memory, so
        -- when it is gone the files not yet converted are failed and the batch finished (domain/batch.ts).
        owner uuid NOT NULL,
        checks jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX batches_user ON conversion.batches (user_id);
      CREATE TABLE conversion.batch_files (
        batch_id uuid NOT NULL REFERENCES conversion.batches (id) ON DELETE CASCADE,
        position integer NOT NULL,
        label text NOT NULL,
        pages integer NOT NULL,
        status text NOT NULL,
        error text,
        stored_filename text,
        statement_key text,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (batch_id, position)
      );
    `,
  },
  {
    name: 'conversion-005-api-conversions',
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
  {
    name: 'conversion-006-book-rules',
    sql: `
      -- Rules a user teaches ("apply to all like this", issue 26 item 3): applied by every signed-in
      -- conversion of theirs, listed and edited on the profile, deleted with the account.
      CREATE TABLE conversion.book_rules (
        user_id text NOT NULL,
        id uuid NOT NULL,
        match text NOT NULL,
        pattern text NOT NULL,
        amount_min double precision,
        amount_max double precision,
        payee text,
        category text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, id)
      );
    `,
  },
];
