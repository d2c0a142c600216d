// What only the disk adapter can get wrong: files escaping the root, temp files left behind.
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createDiskStorage, StorageUnavailableError } from '@bankxl/storage';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'bankxl-disk-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

const listAll = async (dir: string) => (await readdir(dir, { recursive: true })).map(String).sort();

describe('disk storage', () => {
  test('when a file is put, then it lands at <dir>/<key> and no temporary file stays behind', async () => {
    const storage = createDiskStorage(path.join(dataDir, 'objects'));
    await storage.put('users/u1/a.xlsx', Buffer.from('workbook'), 'application/octet-stream');
    expect(await listAll(dataDir)).toEqual(['objects', 'objects/users', 'objects/users/u1', 'objects/users/u1/a.xlsx']);
  });

  test('when traversal keys are tried, then nothing is written outside the objects directory', async () => {
    const storage = createDiskStorage(path.join(dataDir, 'objects'));
    for (const key of ['../escaped.txt', 'a/../../escaped.txt', '/tmp/escaped.txt', '..\\escaped.txt']) {
      await storage.put(key, Buffer.from('x'), 'text/plain').catch(() => undefined);
    }
    expect(await listAll(dataDir)).toEqual([]);
  });

  test('when the directory cannot be created, then ping rejects with StorageUnavailableError', async () => {
    await writeFile(path.join(dataDir, 'a-file'), 'not a directory');
    const storage = createDiskStorage(path.join(dataDir, 'a-file', 'objects'));
    const error = await storage.ping().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageUnavailableError);
    expect(error).toMatchObject({ code: 'storage_unavailable' });
  });

  test('when the objects directory does not exist yet, then ping creates it', async () => {
    const storage = createDiskStorage(path.join(dataDir, 'objects'));
    await storage.ping();
    expect(await listAll(dataDir)).toEqual(['objects']);
  });
});
