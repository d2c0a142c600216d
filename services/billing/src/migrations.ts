import type { Migration } from '@bankxl/db';
import { busMigrations } from '@bankxl/bus';

/** billing's schema, oldest first. Plain SQL that runs on PostgreSQL 15 and PGlite. */
export const migrations: Migration[] = [
  ...busMigrations('billing'),
  {
    name: 'billing-001-ledger',
    sql: `
      -- One row per user: what a charge locks (SELECT ... FOR UPDATE) so concurrent charges queue up.
      CREATE TABLE billing.credit_accounts (
        user_id text PRIMARY KEY,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      -- The balance is the sum of these; the idempotency key makes every grant, charge and refund count once.
      CREATE TABLE billing.ledger_entries (
        id uuid PRIMARY KEY,
        user_id text NOT NULL,
        change integer NOT NULL,
        kind text NOT NULL,
        description text NOT NULL,
        idempotency_key text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp()
      );
      CREATE INDEX ledger_entries_user_created ON billing.ledger_entries (user_id, created_at DESC);
      CREATE TABLE billing.checkout_sessions (
        id text PRIMARY KEY,
        provider text NOT NULL,
        user_id text NOT NULL,
        plan_id text NOT NULL,
        plan_name text NOT NULL,
        price_cents integer NOT NULL,
        credits integer NOT NULL,
        status text NOT NULL DEFAULT 'open',
        created_at timestamptz NOT NULL DEFAULT now(),
        paid_at timestamptz
      );
      CREATE INDEX checkout_sessions_user ON billing.checkout_sessions (user_id);
      CREATE TABLE billing.processed_webhook_events (
        event_id text PRIMARY KEY,
        type text NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now()
      );
    `,
  },
];
