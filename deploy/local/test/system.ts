import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect } from '@jest/globals';
import { dropPostgresDatabase } from '@bankxl/db';
import { createLogger } from '@bankxl/platform';
import { createRabbitVhost, readEmlOutbox, startS3Server, startSmtpServer, type ReceivedMail } from '@bankxl/testing';
import { startEmbedded, type Embedded } from '@bankxl/local';
import { eventually, freePort, jsonApi } from './support.js';

export type TestSystem = Embedded & {
  /** Every mail sent so far (the .eml outbox, or the SMTP stand-in on real infrastructure). */
  mails(): Promise<ReceivedMail[]>;
  /** Waits for a mail to `to` whose subject matches. */
  waitForMail(to: string, subject: RegExp, timeoutMs?: number): Promise<ReceivedMail>;
  /** `fetch` against the gateway. */
  api(pathAndQuery: string, init?: RequestInit): Promise<Response>;
};

/**
 * The whole product behind its gateway, on a fresh DATA_DIR and a free port. In CI
 * (TEST_DATABASE_URL, TEST_AMQP_URL set) it runs on PostgreSQL, RabbitMQ, a local S3 server and a
 * local SMTP server; otherwise on PGlite, the in-process bus, local disk and the .eml outbox.
 */
export async function startTestSystem(env: Record<string, string> = {}): Promise<TestSystem> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bankxl-sys-'));
  const real = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_AMQP_URL);
  const s3 = real ? await startS3Server() : null;
  const smtp = real ? await startSmtpServer() : null;
  const vhost = real ? await createRabbitVhost(process.env.TEST_AMQP_URL as string) : null;
  // A fixed free port, so PUBLIC_URL (and every mailed link) points at this very system.
  const port = await freePort();
  const system = await startEmbedded({
    port,
    publicUrl: `http://127.0.0.1:${port}`,
    host: '127.0.0.1',
    dataDir,
    env,
    log: createLogger('system-test', process.env.TEST_LOG_LEVEL ?? 'silent'),
    infra: real
      ? {
          postgresAdminUrl: process.env.TEST_DATABASE_URL,
          amqpUrl: vhost!.url,
          s3: { endPoint: s3!.endPoint, port: s3!.port, useSSL: false, accessKey: s3!.accessKey, secretKey: s3!.secretKey, bucket: s3!.bucket },
          smtpUrl: smtp!.url,
        }
      : undefined,
  });
  const url = `http://127.0.0.1:${system.port}`;
  const mails = async () => (smtp ? smtp.inbox : readEmlOutbox(path.join(dataDir, 'mail')));
  return {
    ...system,
    url,
    mails,
    async waitForMail(to, subject, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = (await mails()).find((m) => m.to.includes(to) && subject.test(m.subject));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${subject}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    api: (pathAndQuery, init) => fetch(`${url}${pathAndQuery}`, init),
    async stop() {
      await system.stop();
      await s3?.stop();
      await smtp?.stop();
      await vhost?.cleanup();
      if (real) {
        // The launcher names each service's database after the data directory.
        const prefix = path.basename(dataDir).replace(/\W/g, '_').toLowerCase();
        for (const name of ['auth', 'billing', 'conversion', 'documents', 'notification']) {
          await dropPostgresDatabase(process.env.TEST_DATABASE_URL as string, `${prefix}_${name}`);
        }
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Register (with a device fingerprint, like the web client: a sign-up without one gets no free credits) →
 * the verification mail → verify → log in, all through the gateway. Returns the address and the session.
 */
export async function registerVerified(system: TestSystem, emailPrefix: string, password: string): Promise<{ email: string; token: string }> {
  const call = jsonApi(() => system.url);
  const email = `${emailPrefix}-${randomUUID().slice(0, 8)}@example.test`;
  const registered = await call('POST', '/api/register', { body: { email, password }, fingerprint: `device-of-${email}` });
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);
  const mail = await system.waitForMail(email, /Verify your email/);
  const link = (mail.text.match(/https?:\/\/\S+/g) ?? []).map((l) => new URL(l)).find((u) => u.pathname === '/verify-email');
  const verified = await call('GET', `/api/verify-email?token=${link?.searchParams.get('token')}`);
  if (verified.status !== 200) throw new Error(`verify answered ${verified.status}`);
  const login = await call('POST', '/api/login', { body: { email, password } });
  if (login.status !== 200) throw new Error(`login answered ${login.status}`);
  return { email, token: login.body.token as string };
}

export type SystemForFile = {
  /** The started system (only inside tests and hooks: it starts in beforeAll). */
  system(): TestSystem;
  /** A JSON caller against its gateway. */
  call: ReturnType<typeof jsonApi>;
};

/** One system for the whole test file: started before its first test, stopped after its last. */
export function systemForFile(env: Record<string, string> = {}): SystemForFile {
  let started: TestSystem | undefined;
  const system = () => {
    if (!started) throw new Error('the test system has not started (use it inside tests and hooks)');
    return started;
  };
  beforeAll(async () => {
    started = await startTestSystem(env);
  }, 120_000);
  afterAll(async () => {
    await started?.stop();
  }, 60_000);
  return { system, call: jsonApi(() => system().url) };
}

/** Waits until the user's balance (granted and spent by events, so a moment late) is `expected`. */
export async function creditsShouldBe(call: ReturnType<typeof jsonApi>, token: string, expected: number): Promise<void> {
  await eventually(async () => expect((await call('GET', '/api/me', { token })).body.credits).toBe(expected));
}
