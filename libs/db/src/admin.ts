import pg from 'pg';
import { assertIdentifier } from './identifiers.js';

/**
 * Creates database `name` on the server behind `adminUrl` (any database the role can connect to)
 * unless it exists, and returns a connection string for it. Used to provision one database per
 * service in distributed mode, and by tests that need a fresh database.
 */
export async function createPostgresDatabase(adminUrl: string, name: string): Promise<string> {
  assertIdentifier('database', name);
  await withClient(adminUrl, async (client) => {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) {
      try {
        await client.query(`CREATE DATABASE "${name}"`);
      } catch (err) {
        // Another starter created it between our check and our CREATE.
        if ((err as { code?: string }).code !== '42P04') throw err;
      }
    }
  });
  return databaseUrl(adminUrl, name);
}

/** Drops database `name` if it exists, disconnecting its sessions first. */
export async function dropPostgresDatabase(adminUrl: string, name: string): Promise<void> {
  assertIdentifier('database', name);
  await withClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

/** The same server and credentials as `url`, pointing at database `name`. */
export function databaseUrl(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
