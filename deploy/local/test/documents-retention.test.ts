// Retention across a restart of the embedded product (PGlite and files on disk under DATA_DIR):
// documents expire after RETENTION_HOURS (410, shown as Expired), and the sweep that runs at start
// deletes the files of documents that expired while the product was down, keeping their rows.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { startEmbedded, type Embedded } from '@bankxl/local';
import { createLogger } from '@bankxl/platform';
import { eventually, jsonApi, signUpVerified } from './support.js';

// Real services and databases: slower than jest's 5 s default on a busy machine.
jest.setTimeout(120_000);

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../services/conversion/test/fixtures');
const PASSWORD = 'correct horse';
// 1.8 s of retention; the periodic sweep never comes round during the test, only the one at start.
const ENV = { RETENTION_HOURS: '0.0005', RETENTION_SWEEP_SECONDS: '3600', REGISTER_RATE_LIMIT_PER_HOUR: '1000' };

let dataDir: string;
let system: Embedded | null = null;

const start = () =>
  startEmbedded({ port: 0, host: '127.0.0.1', dataDir, env: ENV, log: createLogger('retention-test', process.env.TEST_LOG_LEVEL ?? 'silent') });

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bankxl-retention-'));
  system = await start();
}, 120_000);
afterAll(async () => {
  await system?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

const api = (p: string, init?: RequestInit) => fetch(`http://127.0.0.1:${system!.port}${p}`, init);
const call = jsonApi(() => `http://127.0.0.1:${system!.port}`);

describe('retention', () => {
  test('when a document outlives retention while the product is down, then the sweep at start deletes its files and the row stays as Expired', async () => {
    const email = `keep-${randomUUID().slice(0, 8)}@example.test`;
    const token = await signUpVerified(call, path.join(dataDir, 'mail'), email, PASSWORD);
    const userId = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sub as string;
    await eventually(async () => expect((await call('GET', '/api/me', { token })).body.credits).toBe(3));

    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(fs.readFileSync(path.join(FIXTURES, 'uk-current.pdflib.pdf')))]), 'kept.pdf');
    expect((await api('/api/convert', { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    const [doc] = await eventually(async () => {
      const list = (await call('GET', '/api/documents', { token })).body as { stored_filename: string; expired: boolean }[];
      expect(list).toHaveLength(1);
      return list;
    });
    const userDir = path.join(dataDir, 'objects', 'users', userId);
    // The PDF, the workbook and the Statement JSON, and the first page's picture drawn just after the answer.
    await eventually(async () => expect(fs.readdirSync(userDir)).toHaveLength(4));

    // Past retention: expired at once, though no sweep has run yet.
    await new Promise((r) => setTimeout(r, 2_500));
    const gone = await call('GET', `/api/download/${doc.stored_filename}`, { token });
    expect({ status: gone.status, body: gone.body }).toEqual({ status: 410, body: { message: 'This file has expired.', code: 'expired' } });
    expect(fs.readdirSync(userDir)).toHaveLength(4);

    await system!.stop();
    system = await start();

    await eventually(async () => expect(fs.readdirSync(userDir)).toEqual([]));
    const list = (await call('GET', '/api/documents?filter=month', { token })).body as { stored_filename: string; expired: boolean }[];
    expect(list).toEqual([expect.objectContaining({ stored_filename: doc.stored_filename, expired: true })]);
  });
});
