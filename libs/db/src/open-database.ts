import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { DatabaseClosedError, DatabaseConfigError } from './errors.js';
import { assertIdentifier } from './identifiers.js';
import type { PGlite, PgliteQueries } from './pglite.js';
import { runMigrations, type RawTransaction, type RunInTransaction } from './migrate.js';
import type { Database, Db, Logger, Migration } from './types.js';

export type OpenDatabaseOptions = {
  /** The service's Postgres schema; its tables live there (`pgSchema(schema).table(...)`). */
  schema: string;
  /** Applied in order at open; each one only once. */
  migrations: readonly Migration[];
  /** PostgreSQL connection string (distributed mode: one database per service). */
  url?: string;
  /** The shared embedded instance (embedded mode: one schema per service). */
  pglite?: PGlite;
  log?: Logger;
  /** node-postgres pool size (default 10). */
  poolSize?: number;
};

/** Opens a service's database, creating its schema and applying pending migrations first. */
export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  const schema = assertIdentifier('schema', opts.schema);
  if (Boolean(opts.url) === Boolean(opts.pglite)) {
    throw new DatabaseConfigError('openDatabase needs exactly one of `url` or `pglite`');
  }
  if (opts.pglite) return openPgliteView(opts.pglite, schema, opts);
  return openPostgres(opts.url as string, schema, opts);
}

async function openPgliteView(pglite: PGlite, schema: string, opts: OpenDatabaseOptions): Promise<Database> {
  const inTransaction: RunInTransaction = (fn) => pglite.transaction((tx) => fn(pgliteRaw(tx)));
  await runMigrations(inTransaction, schema, opts.migrations, opts.log);
  // drizzle calls only query and transaction on its client, which our thread-hosted PGlite answers as PGlite does.
  const db = drizzlePglite({ client: pglite as never }) as unknown as Db;
  return databaseView('pglite', schema, db, async () => {
    // The instance is shared by every service in the process; whoever opened it closes it.
  });
}

async function openPostgres(url: string, schema: string, opts: OpenDatabaseOptions): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: opts.poolSize ?? 10 });
  // An idle client losing its connection emits 'error' on the pool; unhandled, it would kill the process.
  pool.on('error', (err) => opts.log?.warn({ err, schema }, 'idle postgres connection failed'));
  try {
    await runMigrations((fn) => inPgTransaction(pool, fn), schema, opts.migrations, opts.log);
  } catch (err) {
    await pool.end();
    throw err;
  }
  const db = drizzlePostgres({ client: pool }) as unknown as Db;
  return databaseView('postgres', schema, db, () => pool.end());
}

function databaseView(kind: Database['kind'], schema: string, db: Db, release: () => Promise<void>): Database {
  let closed = false;
  const assertOpen = () => {
    if (closed) throw new DatabaseClosedError(schema);
  };
  return {
    kind,
    schema,
    db,
    async transaction(fn) {
      assertOpen();
      return db.transaction((tx) => fn(tx));
    },
    async ping() {
      assertOpen();
      await db.execute('SELECT 1');
    },
    async close() {
      if (closed) return;
      closed = true;
      await release();
    },
  };
}

function pgliteRaw(tx: PgliteQueries): RawTransaction {
  return {
    exec: async (sql) => {
      await tx.exec(sql);
    },
    query: async <T>(sql: string, params?: unknown[]) => (await tx.query<T>(sql, params)).rows,
  };
}

async function inPgTransaction<T>(pool: pg.Pool, fn: (tx: RawTransaction) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('BEGIN');
    try {
      const result = await fn({
        exec: async (sql) => {
          await client.query(sql);
        },
        query: async <R>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as R[],
      });
      await client.query('COMMIT');
      return result;
    } catch (err) {
      await client.query('ROLLBACK').catch((rollbackErr: Error) => {
        broken = rollbackErr;
      });
      throw err;
    }
  } finally {
    // A connection that could not roll back is not fit for reuse.
    client.release(broken);
  }
}
