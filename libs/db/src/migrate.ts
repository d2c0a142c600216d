import { createHash } from 'node:crypto';
import { MigrationError, DatabaseConfigError } from './errors.js';
import type { Logger, Migration } from './types.js';

/** The raw SQL a migration run needs, inside one transaction, whichever driver is underneath. */
export type RawTransaction = {
  /** Runs one or more statements without parameters (simple query protocol). */
  exec(sql: string): Promise<void>;
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
};
export type RunInTransaction = <T>(fn: (tx: RawTransaction) => Promise<T>) => Promise<T>;

/**
 * Creates the schema and its schema_migrations table when missing, then applies, in order, every
 * migration not recorded there. Everything happens in one transaction under an advisory lock, so
 * replicas starting together apply each migration exactly once and a failure leaves nothing half done.
 */
export async function runMigrations(
  inTransaction: RunInTransaction,
  schema: string,
  migrations: readonly Migration[],
  log?: Logger,
): Promise<string[]> {
  assertUniqueNames(migrations);
  return inTransaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1::bigint)', [migrationLockKey(schema)]);
    await tx.exec(
      `CREATE SCHEMA IF NOT EXISTS "${schema}";
       CREATE TABLE IF NOT EXISTS "${schema}".schema_migrations (
         name text PRIMARY KEY,
         applied_at timestamptz NOT NULL DEFAULT now()
       );`,
    );
    const done = new Set(
      (await tx.query<{ name: string }>(`SELECT name FROM "${schema}".schema_migrations`)).map((r) => r.name),
    );
    const applied: string[] = [];
    for (const migration of migrations) {
      if (done.has(migration.name)) continue;
      try {
        // Unqualified names in a service's SQL land in its own schema.
        await tx.exec(`SET LOCAL search_path TO "${schema}", public`);
        await tx.exec(migration.sql);
        await tx.query(`INSERT INTO "${schema}".schema_migrations (name) VALUES ($1)`, [migration.name]);
      } catch (err) {
        throw new MigrationError(migration.name, err);
      }
      applied.push(migration.name);
    }
    if (applied.length > 0) log?.info({ schema, applied }, 'migrations applied');
    return applied;
  });
}

function assertUniqueNames(migrations: readonly Migration[]): void {
  const seen = new Set<string>();
  for (const { name } of migrations) {
    if (seen.has(name)) throw new DatabaseConfigError(`duplicate migration name: ${name}`);
    seen.add(name);
  }
}

/** A stable signed 64-bit advisory lock key per schema. */
function migrationLockKey(schema: string): string {
  const digest = createHash('sha256').update(`bankxl.migrations.${schema}`).digest();
  return digest.readBigInt64BE(0).toString();
}
