import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { DataDirLockedError, openDatabase, openPglite, type PGlite } from '../src/index.js';
import { describeDatabaseContract } from './database-contract.js';
import { uniqueName } from './env.js';

// One memory:// instance costs ~2 s and ~850 MB, so the whole file shares it.
let shared: PGlite;
beforeAll(async () => {
  shared = await openPglite('memory://');
});
afterAll(async () => {
  await shared?.close();
});

describeDatabaseContract('PGlite', async () => ({
  open: (schema, migrations) => openDatabase({ schema, migrations, pglite: shared }),
  teardown: async () => {},
}));

describe('PGlite specifics', () => {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'bankxl-db-'));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  test('when a view is closed, then the shared instance keeps serving the other services', async () => {
    const a = await openDatabase({ schema: uniqueName('a'), migrations: [], pglite: shared });
    const b = await openDatabase({ schema: uniqueName('b'), migrations: [], pglite: shared });
    await a.close();

    await expect(b.ping()).resolves.toBeUndefined();
    await b.close();
  });

  test('when a data directory is closed and reopened, then the data survives (parent directories are created)', async () => {
    const dir = path.join(tmp, 'nested', 'deeper', 'pglite');
    const migrations = [{ name: '0001_notes', sql: 'CREATE TABLE notes (body text NOT NULL)' }];

    const first = await openPglite(dir);
    const before = await openDatabase({ schema: 'notes_svc', migrations, pglite: first });
    await before.db.execute(sql`INSERT INTO notes_svc.notes (body) VALUES ('kept')`);
    await before.close();
    await first.close();

    const second = await openPglite(dir);
    try {
      const after = await openDatabase({ schema: 'notes_svc', migrations, pglite: second });
      const { rows } = (await after.db.execute(sql`SELECT body FROM notes_svc.notes`)) as unknown as { rows: unknown[] };
      expect(rows).toEqual([{ body: 'kept' }]);
    } finally {
      await second.close();
    }
  });

  test('when a slow query runs, then the event loop keeps turning (the database has a thread of its own)', async () => {
    let turns = 0;
    let done = false;
    const spin = () => {
      if (done) return;
      turns += 1;
      setImmediate(spin);
    };
    setImmediate(spin);
    await shared.query('SELECT pg_sleep(0.3)');
    done = true;
    // On the main thread PostgreSQL's WebAssembly would have held the loop for the whole 300 ms.
    expect(turns).toBeGreaterThan(20);
  });

  test('when a transaction runs no query, then it holds nothing and later queries are answered', async () => {
    await expect(shared.transaction(async () => 'nothing asked')).resolves.toBe('nothing asked');
    await expect(shared.query<{ one: number }>('SELECT 1 AS one')).resolves.toMatchObject({ rows: [{ one: 1 }] });
  });

  test('when a transaction handle is used after the transaction ended, then the query is refused and nothing stays locked', async () => {
    let leaked: { query(sql: string): Promise<unknown> } | undefined;
    await shared.transaction(async (tx) => {
      leaked = tx;
      await tx.query('SELECT 1');
    });
    await expect(leaked!.query('SELECT 2')).rejects.toThrow('a query was sent in a transaction that has ended');
    await expect(shared.query<{ two: number }>('SELECT 2 AS two')).resolves.toMatchObject({ rows: [{ two: 2 }] });
  });

  test('when a transaction is open, then other queries wait for it and see its writes only once it committed', async () => {
    const table = `${uniqueName('tx')}_t`;
    await shared.exec(`CREATE TABLE ${table} (n int)`);
    let release!: () => void;
    const holding = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const afterInsert = new Promise<void>((resolve) => (inserted = resolve));
    const tx = shared.transaction(async (t) => {
      await t.query(`INSERT INTO ${table} VALUES (1)`);
      inserted();
      await holding;
    });
    await afterInsert;
    const outside = shared.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${table}`);
    let answered = false;
    void outside.then(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(answered).toBe(false);
    release();
    await tx;
    await expect(outside).resolves.toMatchObject({ rows: [{ count: 1 }] });
  });

  test('when a query fails, then PostgreSQL\'s error fields reach the caller', async () => {
    await expect(shared.query('SELECT * FROM no_such_table_here')).rejects.toMatchObject({ code: '42P01', message: expect.stringContaining('no_such_table_here') });
  });

  test('when another live process holds the data directory, then opening it is refused', async () => {
    const dir = path.join(tmp, 'locked');
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'], { stdio: 'ignore' });
    try {
      writeFileSync(`${dir}.lock`, String(holder.pid));
      await expect(openPglite(dir)).rejects.toBeInstanceOf(DataDirLockedError);
    } finally {
      holder.kill();
    }
  });
});
