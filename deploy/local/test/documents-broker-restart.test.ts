// The convert → document flow across a RabbitMQ outage, on a private broker node we may stop:
// a conversion made while the broker is down, and one made just before it restarts, each become a
// document once it is back, and each is charged exactly once. Needs a RabbitMQ install: switched on
// with TEST_AMQP_URL (or CI=true, where a missing URL fails the run).
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { dropPostgresDatabase } from '@bankxl/db';
import { startEmbedded, type Embedded } from '@bankxl/local';
import { createLogger } from '@bankxl/platform';
import { optionalInfraUrl, startPrivateRabbit, startS3Server, type PrivateRabbit, type S3TestServer } from '@bankxl/testing';
import { eventually as retryUntil, jsonApi, signUpVerified } from './support.js';

// Real services and databases: slower than jest's 5 s default on a busy machine.
jest.setTimeout(60_000);

const enabled = Boolean(optionalInfraUrl('TEST_AMQP_URL'));
const postgresAdminUrl = process.env.TEST_DATABASE_URL || undefined;
const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../services/conversion/test/fixtures');
const onePage = () => fs.readFileSync(path.join(FIXTURES, 'uk-current.pdflib.pdf'));
const PASSWORD = 'correct horse';

(enabled ? describe : describe.skip)('convert → document across a broker restart', () => {
  let rabbit: PrivateRabbit;
  let s3: S3TestServer | null = null;
  let system: Embedded;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bankxl-restart-'));
    rabbit = await startPrivateRabbit();
    s3 = postgresAdminUrl ? await startS3Server() : null;
    system = await startEmbedded({
      port: 0,
      host: '127.0.0.1',
      dataDir,
      env: { REGISTER_RATE_LIMIT_PER_HOUR: '1000', CONVERT_RATE_LIMIT_PER_MINUTE: '1000' },
      log: createLogger('restart-test', process.env.TEST_LOG_LEVEL ?? 'silent'),
      infra: {
        amqpUrl: rabbit.url,
        postgresAdminUrl,
        s3: s3 ? { endPoint: s3.endPoint, port: s3.port, useSSL: false, accessKey: s3.accessKey, secretKey: s3.secretKey, bucket: s3.bucket } : undefined,
      },
    });
  }, 120_000);

  afterAll(async () => {
    await system?.stop();
    await rabbit?.destroy();
    await s3?.stop();
    if (postgresAdminUrl) {
      const prefix = path.basename(dataDir).replace(/\W/g, '_').toLowerCase();
      for (const name of ['auth', 'billing', 'conversion', 'documents', 'notification']) {
        await dropPostgresDatabase(postgresAdminUrl, `${prefix}_${name}`).catch(() => undefined);
      }
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 90_000);

  const api = (p: string, init?: RequestInit) => fetch(`http://127.0.0.1:${system.port}${p}`, init);
  const call = jsonApi(() => `http://127.0.0.1:${system.port}`);
  // A broker restart takes a while: wait longer than the default.
  const eventually = <T>(check: () => Promise<T>, timeoutMs = 60_000) => retryUntil(check, timeoutMs);
  const convert = (token: string, name: string) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(onePage())], { type: 'application/pdf' }), name);
    return api('/api/convert', { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  };

  const givenVerifiedUser = () => signUpVerified(call, path.join(dataDir, 'mail'), `restart-${randomUUID().slice(0, 8)}@example.test`, PASSWORD);

  test('when RabbitMQ is down during one conversion and restarts right after another, then both documents appear and each is charged once', async () => {
    const token = await givenVerifiedUser();
    await eventually(async () => expect((await call('GET', '/api/me', { token })).body.credits).toBe(3));

    await rabbit.stop();
    const during = await convert(token, 'during-outage.pdf');
    expect(during.status).toBe(200);

    await rabbit.start();
    const before = await convert(token, 'before-restart.pdf');
    expect(before.status).toBe(200);
    await rabbit.restart();

    const docs = await eventually(async () => {
      const list = (await call('GET', '/api/documents', { token })).body as { original_filename: string; stored_filename: string }[];
      expect(list.map((d) => d.original_filename).sort()).toEqual(['before-restart.pdf', 'during-outage.pdf']);
      return list;
    }, 90_000);
    for (const doc of docs) {
      expect((await api(`/api/download/${doc.stored_filename}`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    }

    // Give any duplicate delivery time to show up, then check nothing was lost or doubled.
    await new Promise((r) => setTimeout(r, 2_000));
    expect((await call('GET', '/api/me', { token })).body.credits).toBe(1);
    const history = (await call('GET', '/api/credits-history', { token })).body as { change: number }[];
    expect(history.map((e) => e.change).sort()).toEqual([-1, -1, 3]);
    expect((await call('GET', '/api/documents', { token })).body).toHaveLength(2);
  }, 240_000);
});
