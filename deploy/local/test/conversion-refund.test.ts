// A failure after the charge gives the credits back: object storage goes away between the charge
// and the upload of the files. Runs on the same infrastructure as the other system tests (PGlite and
// the in-process bus, or PostgreSQL and RabbitMQ in CI), always with a local S3 server we can stop.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { dropPostgresDatabase } from '@bankxl/db';
import { startEmbedded, type Embedded } from '@bankxl/local';
import { createLogger } from '@bankxl/platform';
import { createRabbitVhost, startS3Server, type S3TestServer } from '@bankxl/testing';
import { eventually, jsonApi, signUpVerified } from './support.js';

// Real services and databases: slower than jest's 5 s default on a busy machine.
jest.setTimeout(60_000);

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../services/conversion/test/fixtures');
const PASSWORD = 'correct horse';
const postgresAdminUrl = process.env.TEST_DATABASE_URL || undefined;
const amqpBase = process.env.TEST_AMQP_URL || undefined;

let s3: S3TestServer;
let system: Embedded;
let dataDir: string;
let vhost: { url: string; cleanup(): Promise<void> } | null = null;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bankxl-refund-'));
  s3 = await startS3Server();
  vhost = amqpBase && postgresAdminUrl ? await createRabbitVhost(amqpBase) : null;
  system = await startEmbedded({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    env: { REGISTER_RATE_LIMIT_PER_HOUR: '1000' },
    log: createLogger('refund-test', process.env.TEST_LOG_LEVEL ?? 'silent'),
    infra: {
      postgresAdminUrl: vhost ? postgresAdminUrl : undefined,
      amqpUrl: vhost?.url,
      s3: { endPoint: s3.endPoint, port: s3.port, useSSL: false, accessKey: s3.accessKey, secretKey: s3.secretKey, bucket: s3.bucket },
    },
  });
}, 120_000);

afterAll(async () => {
  await system?.stop();
  await s3?.stop().catch(() => undefined);
  await vhost?.cleanup();
  if (vhost && postgresAdminUrl) {
    const prefix = path.basename(dataDir).replace(/\W/g, '_').toLowerCase();
    for (const name of ['auth', 'billing', 'conversion', 'documents', 'notification']) await dropPostgresDatabase(postgresAdminUrl, `${prefix}_${name}`).catch(() => undefined);
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

const api = (p: string, init?: RequestInit) => fetch(`http://127.0.0.1:${system.port}${p}`, init);
const call = jsonApi(() => `http://127.0.0.1:${system.port}`);

const givenVerifiedUser = () => signUpVerified(call, path.join(dataDir, 'mail'), `refund-${randomUUID().slice(0, 8)}@example.test`, PASSWORD);

describe('a failure after the charge', () => {
  test('when the files cannot be stored, then the answer is a 503, the credits come back and no document appears', async () => {
    const token = await givenVerifiedUser();
    await eventually(async () => expect((await call('GET', '/api/me', { token })).body.credits).toBe(3));

    await s3.stop();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(fs.readFileSync(path.join(FIXTURES, 'uk-multipage.pdflib.pdf')))]), 'lost.pdf');
    const res = await api('/api/convert', { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ code: 'storage_unavailable', message: expect.stringContaining('credits were given back') });

    expect((await call('GET', '/api/me', { token })).body.credits).toBe(3);
    const history = (await call('GET', '/api/credits-history', { token })).body as { change: number; description: string }[];
    expect(history.map((e) => [e.change, e.description])).toEqual([
      [3, 'Refund: the conversion did not complete'],
      [-3, 'Converted lost.pdf (3 pages)'],
      [3, 'Sign-up bonus'],
    ]);
    await new Promise((r) => setTimeout(r, 500));
    expect((await call('GET', '/api/documents', { token })).body).toEqual([]);
  });
});
