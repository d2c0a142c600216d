// startS3Server must give services a working S3 endpoint, in-process and as a separate process.
import { describe, expect, test } from '@jest/globals';
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { createS3Storage, s3EndpointFromUrl } from '@bankxl/storage';
import { startS3Server } from '../src/s3.js';

describe('startS3Server', () => {
  test('when started, then its bucket exists and a storage built from its fields stores files', async () => {
    const s3 = await startS3Server();
    try {
      expect(s3.url).toBe(`http://127.0.0.1:${s3.port}`);
      const storage = await createS3Storage({ ...s3EndpointFromUrl(s3.url), accessKey: s3.accessKey, secretKey: s3.secretKey, bucket: s3.bucket });
      await storage.ping();
      await storage.put('users/u/a.xlsx', Buffer.from('PK'), 'application/octet-stream');
      expect((await storage.get('users/u/a.xlsx')).toString()).toBe('PK');
    } finally {
      await s3.stop();
    }
  });

  test('when two are started, then each has its own port and data', async () => {
    const [a, b] = await Promise.all([startS3Server(), startS3Server()]);
    try {
      expect(a.port).not.toBe(b.port);
      const storageA = await createS3Storage({ ...a, useSSL: false });
      const storageB = await createS3Storage({ ...b, useSSL: false });
      await storageA.put('k/only-in-a', Buffer.from('a'), 'text/plain');
      expect(await storageB.exists('k/only-in-a')).toBe(false);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });
});

describe('bin/s3-server', () => {
  test('when run as a process, then it prints its URL, serves S3 and exits cleanly on SIGTERM', async () => {
    const root = path.resolve(import.meta.dirname, '../../..');
    // Both bin tests build the same project; the lock keeps two jest workers from writing dist at once.
    execFileSync('flock', [path.join(os.tmpdir(), 'bankxl-testing-build.lock'), 'npx', 'tsc', '-b', 'libs/testing'], { cwd: root, stdio: 'ignore' });
    const dir = await mkdtemp(path.join(os.tmpdir(), 'bankxl-s3-bin-'));
    const child = spawn(process.execPath, ['libs/testing/dist/src/bin/s3-server.js'], {
      cwd: root,
      env: { ...process.env, S3_PORT: '0', S3_DIR: dir, S3_BUCKET: 'bankxl-bin' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const [url] = (await once(createInterface({ input: child.stdout }), 'line')) as [string];
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const storage = await createS3Storage({ ...s3EndpointFromUrl(url), accessKey: 'S3RVER', secretKey: 'S3RVER', bucket: 'bankxl-bin' });
      await storage.put('users/u/b.pdf', Buffer.from('%PDF'), 'application/pdf');
      child.kill('SIGTERM');
      const [code] = await once(child, 'exit');
      expect(code).toBe(0);
      expect(existsSync(dir)).toBe(true); // a given S3_DIR is kept
    } finally {
      child.kill('SIGKILL');
      await rm(dir, { recursive: true, force: true });
    }
  });
});
