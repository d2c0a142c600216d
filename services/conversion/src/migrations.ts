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
];
