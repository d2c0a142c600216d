// One contract, every adapter: local disk and s3rver always; a real MinIO/S3 when TEST_S3_ENDPOINT is set.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  createDiskStorage,
  createS3Storage,
  FileNotFoundError,
  InvalidKeyError,
  s3EndpointFromUrl,
  type FileStorage,
} from '@bankxl/storage';
import { startLocalS3 } from './s3rver.js';

type Fixture = { storage: FileStorage; teardown(): Promise<void> };
type Adapter = {
  name: string;
  setup(): Promise<Fixture>;
  /**
   * Whether the store itself replaces an object whole when writers race: S3 and MinIO do, and the disk adapter
   * writes a temporary file and renames it. s3rver, the S3 stand-in, streams the body into the object's file in
   * place, so racing writers can interleave there (seen on a loaded 2-core machine): its race says nothing of ours.
   */
  wholeOnRace: boolean;
};

const disk: Adapter = {
  name: 'disk',
  wholeOnRace: true,
  async setup() {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'bankxl-storage-disk-'));
    return { storage: createDiskStorage(path.join(dir, 'objects')), teardown: () => rm(dir, { recursive: true, force: true }) };
  },
};

const s3rver: Adapter = {
  name: 's3 (s3rver)',
  wholeOnRace: false,
  async setup() {
    const s3 = await startLocalS3();
    const storage = await createS3Storage({ ...s3, useSSL: false, bucket: 'bankxl-contract' });
    return { storage, teardown: s3.stop };
  },
};

// A real S3 API (MinIO): set TEST_S3_ENDPOINT=http://127.0.0.1:9000 plus TEST_S3_ACCESS_KEY and
// TEST_S3_SECRET_KEY (and optionally TEST_S3_BUCKET). s3rver skips signature checks, MinIO does not.
const realS3: Adapter = {
  name: `s3 (${process.env.TEST_S3_ENDPOINT})`,
  wholeOnRace: true,
  async setup() {
    const storage = await createS3Storage({
      ...s3EndpointFromUrl(process.env.TEST_S3_ENDPOINT ?? ''),
      accessKey: process.env.TEST_S3_ACCESS_KEY ?? 'minioadmin',
      secretKey: process.env.TEST_S3_SECRET_KEY ?? 'minioadmin',
      bucket: process.env.TEST_S3_BUCKET ?? 'bankxl-contract',
    });
    return { storage, teardown: async () => undefined };
  },
};

const adapters = [disk, s3rver, ...(process.env.TEST_S3_ENDPOINT ? [realS3] : [])];

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
// Fresh keys per test, shaped like the real ones, so runs against a shared bucket never collide.
const aKey = (name = `${randomUUID()}.xlsx`) => `users/${randomUUID()}/${name}`;

describe.each(adapters)('FileStorage contract: $name', (adapter) => {
  let fixture: Fixture;
  let storage: FileStorage;
  beforeAll(async () => {
    fixture = await adapter.setup();
    storage = fixture.storage;
  });
  afterAll(async () => fixture?.teardown());

  test('when a file is put, then get returns the same bytes and exists is true', async () => {
    const key = aKey();
    const body = Buffer.from(Array.from({ length: 256 }, (_, i) => i)); // every byte value
    await storage.put(key, body, XLSX);
    expect(await storage.exists(key)).toBe(true);
    expect((await storage.get(key)).equals(body)).toBe(true);
  });

  test('when a key is put twice, then the second body replaces the first', async () => {
    const key = aKey();
    await storage.put(key, Buffer.from('first version, longer than the second'), XLSX);
    await storage.put(key, Buffer.from('second'), XLSX);
    expect((await storage.get(key)).toString()).toBe('second');
  });

  test('when the key was never written, then get throws FileNotFoundError and exists is false', async () => {
    const key = aKey();
    expect(await storage.exists(key)).toBe(false);
    const error = await storage.get(key).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FileNotFoundError);
    expect(error).toMatchObject({ code: 'file_not_found', key });
  });

  test('when a file is deleted, then it is gone, and deleting it again is not an error', async () => {
    const key = aKey();
    await storage.put(key, Buffer.from('pdf'), 'application/pdf');
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    await expect(storage.get(key)).rejects.toBeInstanceOf(FileNotFoundError);
    await expect(storage.delete(key)).resolves.toBeUndefined();
    await expect(storage.delete(aKey())).resolves.toBeUndefined();
  });

  test('when a key is only the "folder" of other keys, then it holds no file', async () => {
    const key = aKey();
    await storage.put(key, Buffer.from('x'), XLSX);
    const folder = key.slice(0, key.lastIndexOf('/'));
    expect(await storage.exists(folder)).toBe(false);
    await expect(storage.get(folder)).rejects.toBeInstanceOf(FileNotFoundError);
    await storage.delete(folder);
    expect(await storage.exists(key)).toBe(true);
  });

  test('when a key has spaces and non-ASCII letters, then it round-trips', async () => {
    const key = aKey('Relevé de compte — janvier 2024 (1).pdf');
    await storage.put(key, Buffer.from('%PDF-1.7'), 'application/pdf');
    expect((await storage.get(key)).toString()).toBe('%PDF-1.7');
  });

  test('when an empty file is put, then an empty buffer comes back', async () => {
    const key = aKey();
    await storage.put(key, Buffer.alloc(0), XLSX);
    expect(await storage.exists(key)).toBe(true);
    expect((await storage.get(key)).length).toBe(0);
  });

  test('when a 12 MB file is put, then it comes back intact', async () => {
    const key = aKey();
    const body = randomBytes(12 * 1024 * 1024);
    await storage.put(key, body, 'application/pdf');
    expect((await storage.get(key)).equals(body)).toBe(true);
  });

  (adapter.wholeOnRace ? test : test.skip)('when writers race on one key, then a reader sees one whole body, never a mix', async () => {
    const key = aKey();
    const bodies = ['a', 'b', 'c', 'd'].map((c) => Buffer.alloc(256 * 1024, c));
    await Promise.all(bodies.map((b) => storage.put(key, b, XLSX)));
    const stored = await storage.get(key);
    expect(bodies.some((b) => b.equals(stored))).toBe(true);
  });

  test.each([
    ['a parent segment', '../outside.xlsx'],
    ['a parent segment in the middle', 'users/u/../../../etc/passwd'],
    ['".." inside a name', 'users/u/..hidden'],
    ['an absolute path', '/etc/passwd'],
    ['a backslash', 'users\\u\\x.xlsx'],
    ['a backslash traversal', '..\\..\\x.xlsx'],
    ['a NUL byte', 'users/u/x.xlsx\u0000.png'],
    ['a newline', 'users/u/x\n.xlsx'],
    ['an empty key', ''],
    ['an empty segment', 'users//x.xlsx'],
    ['a trailing slash', 'users/u/'],
    ['a "." segment', './users/x.xlsx'],
  ])('when a key has %s, then every operation refuses it with InvalidKeyError', async (_what, key) => {
    const refusals = [
      storage.put(key, Buffer.from('x'), XLSX),
      storage.get(key),
      storage.exists(key),
      storage.delete(key),
    ];
    for (const refusal of refusals) {
      const error = await refusal.catch((e: unknown) => e);
      expect(error).toBeInstanceOf(InvalidKeyError);
      expect(error).toMatchObject({ code: 'invalid_key' });
    }
  });

  test('when the store is up, then ping resolves', async () => {
    await expect(storage.ping()).resolves.toBeUndefined();
  });
});
