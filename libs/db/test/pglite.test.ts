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
