import type { Migration } from '@bankxl/db';
import { busMigrations } from '@bankxl/bus';

/** notification's schema, oldest first. Plain SQL that runs on PostgreSQL 15 and PGlite. */
export const migrations: Migration[] = [
  ...busMigrations('notification'),
  {
    name: 'notification_0001_mail_log_contact_recipients',
    sql: `
      -- Where a user's mail goes, kept from user.* events (purchase receipts name only the user id).
      CREATE TABLE recipients (
        user_id text PRIMARY KEY,
        email text NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      );

      -- Every mail we owe someone: written in the same transaction as the event that asked for it,
      -- then sent (and retried with backoff) by the delivery job. Bodies are cleared once sent,
      -- since they may carry one-time links.
      CREATE TABLE sent_mails (
        id uuid PRIMARY KEY,
        event_id text,
        user_id text,
        kind text NOT NULL,
        to_address text NOT NULL,
        reply_to text,
        subject text NOT NULL,
        text_body text,
        html_body text,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        last_error text,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz,
        message_id text
      );
      CREATE UNIQUE INDEX sent_mails_event_kind ON sent_mails (event_id, kind) WHERE event_id IS NOT NULL;
      CREATE INDEX sent_mails_due ON sent_mails (next_attempt_at) WHERE status IN ('pending', 'sending');
      CREATE INDEX sent_mails_user ON sent_mails (user_id);

      CREATE TABLE contact_messages (
        id uuid PRIMARY KEY,
        name text NOT NULL,
        email text NOT NULL,
        message text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
    `,
  },
  {
    name: 'notification_0002_webhooks',
    sql: `
      -- Webhooks of the public API, registered with an API key. The secret signs deliveries, so it is
      -- kept as is (it is shown to the owner once, at registration).
      CREATE TABLE webhooks (
        id uuid PRIMARY KEY,
        user_id text NOT NULL,
        key_id text NOT NULL,
        url text NOT NULL,
        events text[] NOT NULL,
        secret text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        deleted_at timestamptz
      );
      CREATE INDEX webhooks_key ON webhooks (key_id) WHERE deleted_at IS NULL;
      CREATE INDEX webhooks_user ON webhooks (user_id);

      -- One row per event and webhook (unique: a redelivered event queues nothing twice); claimed
      -- FOR UPDATE SKIP LOCKED so replicas never send one twice; the log the owner sees.
      CREATE TABLE webhook_deliveries (
        id uuid PRIMARY KEY,
        webhook_id uuid NOT NULL REFERENCES webhooks(id) ON DELETE CASCADE,
        user_id text NOT NULL,
        event_id text NOT NULL,
        event_type text NOT NULL,
        body text NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'delivered', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        last_status_code integer,
        last_error text,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        created_at timestamptz NOT NULL DEFAULT now(),
        delivered_at timestamptz,
        UNIQUE (webhook_id, event_id)
      );
      CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at) WHERE status IN ('pending', 'sending');
      CREATE INDEX webhook_deliveries_webhook ON webhook_deliveries (webhook_id, created_at);

      -- Idempotency-Key of POSTs under /api/v1, per user (as in conversion): status/body NULL while answering.
      CREATE TABLE idempotency_keys (
        user_id text NOT NULL,
        key text NOT NULL,
        fingerprint text NOT NULL,
        status integer,
        body jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, key)
      );
      CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);
    `,
  },
];
