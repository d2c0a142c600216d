import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { createLogger } from '@bankxl/platform';
import { createDiskStorage, type FileStorage } from '@bankxl/storage';
import { testDatabase, type TestDatabase } from '@bankxl/testing';
import { batchOf, createBatch, updateBatchFile } from '../src/adapters/batch-repository.js';
import { heartbeat } from '../src/adapters/conversion-repository.js';
import { batchStatements, readBatch } from '../src/domain/batch.js';
import { migrations } from '../src/index.js';

// A batch's uploads live in the memory of the process converting it. When that process is gone (a crash,
// a killed replica), whoever reads the batch finishes it: nothing is left "converting" for ever.
let db: TestDatabase;
let storage: FileStorage;
const log = createLogger('batch-abandoned-test', 'silent');
beforeAll(async () => {
  db = await testDatabase('conversion', migrations);
  storage = createDiskStorage(fs.mkdtempSync(path.join(os.tmpdir(), 'batch-abandoned-')));
});
afterAll(async () => {
  await db.cleanup();
});

const statement = (month: string, opening: number, closing: number) => ({
  pages: 1,
  pagesParsed: 1,
  bank: null,
  warnings: [],
  accounts: [
    {
      accountNumber: '12345678',
      kind: 'bank',
      name: null,
      currency: 'GBP',
      openingBalance: opening,
      closingBalance: closing,
      periodStart: `${month}-01`,
      periodEnd: `${month}-28`,
      transactions: [],
      checks: { verdict: 'verified', firstBreak: null, firstBreakIndex: null, totalsMatch: true, datesInPeriod: true },
    },
  ],
});

async function batchOwnedBy(owner: string, userId: string): Promise<string> {
  const id = randomUUID();
  await createBatch(db.database, {
    id,
    userId,
    pages: 3,
    owner,
    files: [
      { label: 'jan.pdf', pages: 1 },
      { label: 'feb.pdf', pages: 1 },
      { label: 'mar.pdf', pages: 1 },
    ],
  });
  const key = `users/${userId}/${randomUUID()}.statement.json`;
  await storage.put(key, Buffer.from(JSON.stringify(statement('2024-01', 10, 20))), 'application/json');
  await updateBatchFile(db.database.db, id, 0, { status: 'done', statementKey: key, storedFilename: 'a.xlsx' });
  await updateBatchFile(db.database.db, id, 1, { status: 'converting' });
  return id;
}

describe('a batch whose process is gone', () => {
  test('when its process still beats, then the batch is left running', async () => {
    const owner = randomUUID();
    await heartbeat(db.database.db, owner);
    const userId = randomUUID();
    const id = await batchOwnedBy(owner, userId);
    const batch = await readBatch({ database: db.database, storage, log }, id, userId);
    expect(batch!.status).toBe('running');
    expect(batch!.files.map((f) => f.status)).toEqual(['done', 'converting', 'queued']);
    await expect(batchStatements({ database: db.database, storage, log }, id, userId)).rejects.toMatchObject({ status: 409 });
  });

  test('when its process never beat again, then reading it fails the files left, says why, and runs the checks on the converted ones', async () => {
    const userId = randomUUID();
    const id = await batchOwnedBy(randomUUID(), userId);
    const batch = await readBatch({ database: db.database, storage, log }, id, userId);
    expect(batch!.status).toBe('done');
    expect(batch!.files.map((f) => [f.name, f.status, f.error])).toEqual([
      ['jan.pdf', 'done', null],
      ['feb.pdf', 'failed', expect.stringContaining('The converter restarted while converting this file.')],
      ['mar.pdf', 'failed', 'The converter restarted before this file was converted. Nothing was charged for it; please send it again.'],
    ]);
    expect(batch!.checks!.accounts.map((a) => a.statements.map((s) => s.name))).toEqual([['jan.pdf']]);
    const statements = await batchStatements({ database: db.database, storage, log }, id, userId);
    expect(statements!.map((s) => s.label)).toEqual(['jan.pdf']);
  });

  test('another user reading it gets nothing and changes nothing', async () => {
    const userId = randomUUID();
    const id = await batchOwnedBy(randomUUID(), userId);
    expect(await readBatch({ database: db.database, storage, log }, id, randomUUID())).toBeNull();
    expect((await batchOf(db.database.db, id, userId))!.batch.status).toBe('running');
    expect((await readBatch({ database: db.database, storage, log }, id, userId))!.files.map((f) => f.status)).toEqual(['done', 'failed', 'failed']);
  });
});
