import { z } from 'zod';
import { openDatabase, type Migration } from '@bankxl/db';
import { createLogger, loadConfig, type Logger } from '@bankxl/platform';

/** All a migration run needs: the service's own database (no broker, keys or storage). */
export const MigrateEnv = z.object({ DATABASE_URL: z.string().url() });

export type MigrateOptions = { name: string; migrations: readonly Migration[] };

/**
 * Applies the service's pending migrations to DATABASE_URL, the same way the service does at start
 * (one transaction, under the schema's advisory lock), and closes the connection.
 */
export async function migrateService(opts: MigrateOptions, env: NodeJS.ProcessEnv = process.env, log: Logger = createLogger(opts.name)): Promise<void> {
  const { DATABASE_URL } = loadConfig(opts.name, MigrateEnv, env);
  const database = await openDatabase({ url: DATABASE_URL, schema: opts.name, migrations: opts.migrations, log, poolSize: 1 });
  await database.close();
}

/**
 * A service's `migrate` entry point (`node services/<name>/dist/src/migrate.js`, the Kubernetes
 * migrate Job): exits 0 once the schema is up to date, 1 with the reason otherwise.
 */
export async function runMigrateStandalone(opts: MigrateOptions, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const log = createLogger(opts.name);
  try {
    await migrateService(opts, env, log);
    log.info('schema up to date');
  } catch (err) {
    log.fatal({ err: err instanceof Error ? err.message : err }, `${opts.name} migrations failed`);
    console.error(`${opts.name} migrations failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  }
}
