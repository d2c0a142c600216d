import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/** The drizzle handle every service uses; the same type whether PGlite or node-postgres is underneath. */
export type Db = PgDatabase<PgQueryResultHKT>;

/** One schema migration: plain SQL that must run on PostgreSQL 15 and on PGlite (PostgreSQL 18). */
export type Migration = { name: string; sql: string };

/** The few pino methods we call, so this package does not depend on pino. */
export type Logger = {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
  debug(obj: object, msg?: string): void;
};

/** A service's view of its database: one Postgres schema, migrated at open. */
export interface Database {
  readonly kind: 'pglite' | 'postgres';
  readonly schema: string;
  readonly db: Db;
  /**
   * Runs fn in one transaction: commits when it resolves, rolls back when it throws. Inside fn use
   * only `tx`: on PGlite a query through `db` waits for this very transaction to end (deadlock).
   */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /** Resolves when the database answers a trivial query (health checks). */
  ping(): Promise<void>;
  /** Releases this view. A PGlite view leaves the shared instance open: its owner closes it. */
  close(): Promise<void>;
}
