import type { AppEvent } from '@bankxl/contracts';
import { bigserial, jsonb, pgSchema, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { coordinationMigrations, type Migration } from '@bankxl/db';
import { BusError } from './errors.js';

const SCHEMA = /^[a-z_][a-z0-9_]*$/;

/**
 * The outbox and processed_events tables, appended to a service's own migrations, with the shared
 * state replicas coordinate through (periodic job claims, rate-limit counters): the relay's own
 * housekeeping needs it, and every service runs a relay.
 */
export function busMigrations(schema: string): Migration[] {
  assertSchema(schema);
  return [
    {
      name: 'bus_0001_outbox_and_processed_events',
      sql: `
        CREATE TABLE "${schema}".outbox (
          seq bigserial PRIMARY KEY,
          id text NOT NULL UNIQUE,
          type text NOT NULL,
          payload jsonb NOT NULL,
          created_at timestamptz NOT NULL DEFAULT now(),
          sent_at timestamptz
        );
        CREATE INDEX outbox_unsent ON "${schema}".outbox (seq) WHERE sent_at IS NULL;
        CREATE TABLE "${schema}".processed_events (
          consumer text NOT NULL,
          event_id text NOT NULL,
          processed_at timestamptz NOT NULL DEFAULT now(),
          PRIMARY KEY (consumer, event_id)
        );`,
    },
    {
      name: 'bus_0002_processed_events_age',
      sql: `CREATE INDEX processed_events_processed_at ON "${schema}".processed_events (processed_at);`,
    },
    ...coordinationMigrations(schema),
  ];
}

const defineTables = (schema: string) => {
  const s = pgSchema(schema);
  return {
    outbox: s.table('outbox', {
      seq: bigserial('seq', { mode: 'number' }).primaryKey(),
      id: text('id').notNull(),
      type: text('type').notNull(),
      payload: jsonb('payload').$type<AppEvent>().notNull(),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
      sentAt: timestamp('sent_at', { withTimezone: true }),
    }),
    processedEvents: s.table(
      'processed_events',
      {
        consumer: text('consumer').notNull(),
        eventId: text('event_id').notNull(),
        processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
      },
      (t) => [primaryKey({ columns: [t.consumer, t.eventId] })],
    ),
  };
};

const cache = new Map<string, ReturnType<typeof defineTables>>();

/** The drizzle tables of `schema`'s outbox and processed_events. */
export function busTables(schema: string): ReturnType<typeof defineTables> {
  let tables = cache.get(schema);
  if (!tables) {
    assertSchema(schema);
    tables = defineTables(schema);
    cache.set(schema, tables);
  }
  return tables;
}

function assertSchema(schema: string): void {
  if (!SCHEMA.test(schema)) throw new BusError('invalid_schema', `invalid schema name ${JSON.stringify(schema)}`);
}
