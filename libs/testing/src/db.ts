import { randomBytes } from 'node:crypto';
import {
  createPostgresDatabase,
  dropPostgresDatabase,
  openDatabase,
  openPglite,
  type Database,
  type Migration,
  type PGlite,
} from '@bankxl/db';

/**
 * The URL of a real dependency for an opt-in suite: undefined means skip it, except under CI=true,
 * where a missing URL must fail the run rather than quietly skip it.
 */
export function optionalInfraUrl(name: string): string | undefined {
  const value = process.env[name];
  if (!value && process.env.CI === 'true') throw new Error(`${name} must be set when CI=true`);
  return value || undefined;
}

/** A lower-case identifier that no other test run uses: `<prefix>_<random>`. */
export const uniqueTestName = (prefix: string) => `${prefix}_${randomBytes(5).toString('hex')}`;

export type TestDatabase = { database: Database; cleanup(): Promise<void> };

/**
 * A migrated database for a service's behaviour tests: a fresh PostgreSQL database when
 * TEST_DATABASE_URL is set (dropped by cleanup), otherwise a schema on an in-memory PGlite that all
 * callers in the same test file share (each instance costs ~2 s and ~850 MB).
 */
export async function testDatabase(schema: string, migrations: readonly Migration[]): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = uniqueTestName('test');
    const url = await createPostgresDatabase(adminUrl, name);
    const database = await openDatabase({ schema, migrations, url });
    return {
      database,
      async cleanup() {
        await database.close();
        await dropPostgresDatabase(adminUrl, name);
      },
    };
  }
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`invalid schema name: ${schema}`);
  const pglite = await sharedPglite.acquire();
  try {
    // The shared instance may already hold `schema` from an earlier test: start from nothing.
    await pglite.exec(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    const database = await openDatabase({ schema, migrations, pglite });
    return {
      database,
      async cleanup() {
        await database.close();
        await sharedPglite.release();
      },
    };
  } catch (err) {
    await sharedPglite.release();
    throw err;
  }
}

/** One memory:// PGlite per module registry (jest gives each test file its own), closed with its last user. */
const sharedPglite = (() => {
  let instance: Promise<PGlite> | undefined;
  let users = 0;
  return {
    async acquire(): Promise<PGlite> {
      users += 1;
      instance ??= openPglite('memory://');
      return instance;
    },
    async release(): Promise<void> {
      users -= 1;
      if (users > 0 || !instance) return;
      const closing = instance;
      instance = undefined;
      await (await closing).close();
    },
  };
})();

export type TestReplicaDatabases = { databases: Database[]; cleanup(): Promise<void> };

/**
 * `count` handles on one migrated database, one per replica of a service: on PostgreSQL
 * (TEST_DATABASE_URL) a fresh database with a connection pool per replica, as separate processes
 * would have; otherwise views of one in-memory PGlite (the embedded mode's single process).
 */
export async function testReplicaDatabases(schema: string, migrations: readonly Migration[], count: number): Promise<TestReplicaDatabases> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const databases: Database[] = [];
  if (adminUrl) {
    const name = uniqueTestName('test');
    const url = await createPostgresDatabase(adminUrl, name);
    for (let i = 0; i < count; i++) databases.push(await openDatabase({ schema, migrations, url }));
    return {
      databases,
      async cleanup() {
        await Promise.all(databases.map((d) => d.close()));
        await dropPostgresDatabase(adminUrl, name);
      },
    };
  }
  const pglite = await sharedPglite.acquire();
  await pglite.exec(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  for (let i = 0; i < count; i++) databases.push(await openDatabase({ schema, migrations, pglite }));
  return {
    databases,
    async cleanup() {
      await Promise.all(databases.map((d) => d.close()));
      await sharedPglite.release();
    },
  };
}
