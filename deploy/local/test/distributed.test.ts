import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { createPostgresDatabase, dropPostgresDatabase } from '@bankxl/db';
import { createRabbitVhost } from '@bankxl/testing';
import { readCompose, repoRoot, serviceEnv } from './compose.js';
import { freePort } from './support.js';

// The distributed topology without Docker: the six processes of docker-compose.yml, each started on
// its own with the env compose gives it, against this machine's PostgreSQL and RabbitMQ and local
// S3 and SMTP stand-ins. Needs `make build` (it runs the built dist).
const pgUrl = process.env.TEST_DATABASE_URL;
const amqpUrl = process.env.TEST_AMQP_URL;
const enabled = Boolean(pgUrl && amqpUrl);
if (!enabled && process.env.CI === 'true') throw new Error('CI needs TEST_DATABASE_URL and TEST_AMQP_URL for the distributed test');
const maybe = enabled ? describe : describe.skip;

const SERVICES = ['auth', 'billing', 'conversion', 'documents', 'notification'] as const;

type Proc = { name: string; child: ChildProcess; lines: string[] };
const procs: Proc[] = [];

function start(name: string, script: string, env: Record<string, string>): Proc {
  const child = spawn(process.execPath, [path.join(repoRoot, script)], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const proc: Proc = { name, child, lines: [] };
  for (const stream of [child.stdout!, child.stderr!]) readline.createInterface({ input: stream }).on('line', (l) => proc.lines.push(l));
  procs.push(proc);
  return proc;
}

async function firstLine(proc: Proc, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (!proc.lines.length) {
    if (Date.now() > deadline || proc.child.exitCode !== null) throw new Error(`${proc.name} did not start: ${proc.lines.join('\n')}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return proc.lines[0];
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) {
      const logs = procs.map((p) => `--- ${p.name} (exit ${p.child.exitCode})\n${p.lines.slice(-15).join('\n')}`).join('\n');
      throw new Error(`timed out waiting for ${what}\n${logs}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

maybe('distributed mode: six processes with the compose env', () => {
  const run = randomUUID().slice(0, 8);
  const databases = SERVICES.map((s) => `dist_${run}_${s}`);
  let vhost: Awaited<ReturnType<typeof createRabbitVhost>>;
  let gatewayUrl = '';
  let smtp: Proc;

  beforeAll(async () => {
    vhost = await createRabbitVhost(amqpUrl as string);
    const s3 = start('s3', 'libs/testing/dist/src/bin/s3-server.js', { S3_PORT: '0', S3_BUCKET: 'bankxl', S3_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'dist-s3-')) });
    smtp = start('smtp', 'libs/testing/dist/src/bin/smtp-server.js', { SMTP_PORT: String(await freePort()) });
    const s3Url = await firstLine(s3);
    const smtpUrl = await firstLine(smtp);

    // What `make up` would write to .env.
    const envFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'dist-env-')), '.env');
    execFileSync(process.execPath, [path.join(repoRoot, 'deploy/docker/gen-env.mjs'), envFile]);
    const vars = Object.fromEntries(
      fs.readFileSync(envFile, 'utf8').split('\n').flatMap((l) => {
        const m = /^(\w+)=(.*)$/.exec(l);
        return m ? [[m[1], m[2].replace(/^"(.*)"$/, '$1')]] : [];
      }),
    );
    const compose = readCompose();
    const ports = Object.fromEntries(await Promise.all([...SERVICES, 'gateway'].map(async (s) => [s, await freePort()])));
    // Compose's service hostnames become this machine's ports; infrastructure becomes the local stand-ins.
    const localise = (value: string) =>
      value.replace(/http:\/\/(auth|billing|conversion|documents|notification):\d+/g, (_m, host: string) => `http://127.0.0.1:${ports[host]}`);

    for (const [i, name] of SERVICES.entries()) {
      const env = Object.fromEntries(Object.entries(serviceEnv(compose, name, vars)).map(([k, v]) => [k, localise(v)]));
      const own = {
        HOST: '127.0.0.1',
        PORT: String(ports[name]),
        DATABASE_URL: await createPostgresDatabase(pgUrl as string, databases[i]),
        AMQP_URL: vhost.url,
        ...(env.S3_ENDPOINT ? { S3_ENDPOINT: s3Url, S3_ACCESS_KEY: 'S3RVER', S3_SECRET_KEY: 'S3RVER' } : {}),
        ...(env.SMTP_URL ? { SMTP_URL: smtpUrl } : {}),
      };
      start(name, `services/${name}/dist/src/main.js`, { ...env, ...own });
    }
    const gatewayEnv = Object.fromEntries(Object.entries(serviceEnv(compose, 'gateway', vars)).map(([k, v]) => [k, localise(v)]));
    start('gateway', 'gateway/dist/src/main.js', { ...gatewayEnv, HOST: '127.0.0.1', PORT: String(ports.gateway), STATIC_DIR: path.join(repoRoot, 'frontend/dist') });
    gatewayUrl = `http://127.0.0.1:${ports.gateway}`;
  }, 120_000);

  afterAll(async () => {
    for (const p of procs.reverse()) {
      if (p.child.exitCode === null) {
        p.child.kill('SIGTERM');
        await Promise.race([once(p.child, 'exit'), new Promise((r) => setTimeout(r, 10_000))]);
      }
    }
    await vhost?.cleanup();
    for (const db of databases) await dropPostgresDatabase(pgUrl as string, db).catch(() => undefined);
  }, 60_000);

  test('when all six processes run, then /api/health through the gateway is green for every service', async () => {
    const body = await waitFor('a green /api/health', async () => {
      const res = await fetch(`${gatewayUrl}/api/health`);
      return res.status === 200 ? ((await res.json()) as { services: Record<string, string> }) : undefined;
    });
    expect(body.services).toEqual({ auth: 'ok', billing: 'ok', conversion: 'ok', documents: 'ok', notification: 'ok' });
    const shell = await fetch(`${gatewayUrl}/pricing`);
    expect(shell.status).toBe(200);
  }, 90_000);

  test('when auth records a registration, then its outbox event reaches notification through RabbitMQ and a mail goes out', async () => {
    const email = `dist-${randomUUID()}@example.test`;
    const res = await fetch(`${gatewayUrl}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-device-fingerprint': randomUUID() },
      body: JSON.stringify({ email, password: 'secret-pass-1' }),
    });
    expect(res.status).toBeLessThan(300);
    await waitFor('the verification mail at the SMTP stand-in', async () => (smtp.lines.some((l) => /verif/i.test(l) && l.includes('received')) ? true : undefined), 30_000);
  }, 60_000);

  test('when a service gets SIGTERM, then it exits cleanly and the gateway reports it unreachable', async () => {
    const documents = procs.find((p) => p.name === 'documents')!;
    documents.child.kill('SIGTERM');
    const [code] = (await once(documents.child, 'exit')) as [number];
    expect(code).toBe(0);
    const res = await fetch(`${gatewayUrl}/api/health`);
    expect(res.status).toBe(503);
    expect(((await res.json()) as { services: Record<string, string> }).services.documents).toBe('unreachable');
  }, 30_000);
});
