// A crash between the charge and the saved result (issue 16, defect 3). The built conversion and billing
// run as their own processes (`node services/*/dist/src/main.js`, as in production; needs `npx tsc -b`)
// on this machine's PostgreSQL and RabbitMQ, with conversion's object storage reached through a TCP
// proxy in front of a local S3 server. The proxy holds the workbook's upload (or its answer) so the
// conversion process can be killed with SIGKILL at that exact point; a new process then has to settle
// what the dead one left, promptly after start-up rather than at the 15-minute refund job.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import net from 'node:net';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { connectRabbitBus, type EventBus } from '@bankxl/bus';
import { makeEvent, type AppEvent } from '@bankxl/contracts';
import { createPostgresDatabase, dropPostgresDatabase } from '@bankxl/db';
import { createJwtSigner, createLogger, freePort, generateJwtKeys } from '@bankxl/platform';
import { createS3Storage, type FileStorage } from '@bankxl/storage';
import { createRabbitVhost, startS3Server, type S3TestServer } from '@bankxl/testing';
import { fixture } from './support.js';

jest.setTimeout(120_000);

const pgUrl = process.env.TEST_DATABASE_URL;
const amqpUrl = process.env.TEST_AMQP_URL;
const enabled = Boolean(pgUrl && amqpUrl);
if (!enabled && process.env.CI === 'true') throw new Error('CI needs TEST_DATABASE_URL and TEST_AMQP_URL for the crash-recovery test');
const maybe = enabled ? describe : describe.skip;

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SIGNUP_CREDITS = 5;
/** "Promptly": the dead process's conversion is settled this soon after the new one starts. */
const SETTLED_WITHIN_MS = 45_000;

type Proc = { name: string; child: ChildProcess; lines: string[] };

function startProcess(name: string, script: string, env: Record<string, string>): Proc {
  const child = spawn(process.execPath, [path.join(repoRoot, script)], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const proc: Proc = { name, child, lines: [] };
  for (const stream of [child.stdout!, child.stderr!]) readline.createInterface({ input: stream }).on('line', (l) => proc.lines.push(l));
  return proc;
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs: number, procs: Proc[] = []): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) {
      const logs = procs.map((p) => `--- ${p.name} (exit ${p.child.exitCode})\n${p.lines.slice(-20).join('\n')}`).join('\n');
      throw new Error(`timed out waiting for ${what}\n${logs}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * The network between conversion and object storage. `pass` forwards everything; `holdRequest` stops
 * forwarding at the workbook's PUT (the PDF is already stored), `holdResponse` forwards the workbook's
 * PUT (so it is stored) but keeps back S3's answer; `downAtWorkbook` cuts the workbook's PUT and then
 * every connection until `pass()` (storage gone). `reached` resolves when the held point is reached.
 */
type Mode = 'pass' | 'holdRequest' | 'holdResponse' | 'downAtWorkbook';
function startStorageProxy(target: { host: string; port: number }) {
  let mode: Mode = 'pass';
  let reached: () => void = () => undefined;
  const sockets = new Set<net.Socket>();
  let down = false;
  const server = net.createServer((client) => {
    if (down) {
      client.destroy();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    sockets.add(client);
    sockets.add(upstream);
    let held = false;
    let workbookSent = false;
    client.on('data', (chunk: Buffer) => {
      if (held) return;
      const isWorkbookPut = /^PUT \S+\.xlsx /m.test(chunk.toString('latin1'));
      if (isWorkbookPut && mode === 'holdRequest') {
        held = true;
        reached();
        return;
      }
      if (isWorkbookPut && mode === 'downAtWorkbook') {
        down = true;
        reached();
        for (const s of sockets) s.destroy();
        return;
      }
      if (isWorkbookPut && mode === 'holdResponse') workbookSent = true;
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (held) return;
      if (workbookSent) {
        held = true; // S3 answered: the workbook is stored; conversion never hears it
        reached();
        return;
      }
      client.write(chunk);
    });
    const close = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('close', close).on('error', close);
    upstream.on('close', close).on('error', close);
  });
  return {
    async listen(): Promise<string> {
      server.listen(0, '127.0.0.1');
      await once(server, 'listening');
      return `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
    },
    /** Sets the mode for what comes next; resolves when the held point is reached. */
    hold(next: Exclude<Mode, 'pass'>): Promise<void> {
      mode = next;
      return new Promise((resolve) => {
        reached = resolve;
      });
    },
    pass() {
      mode = 'pass';
      down = false;
      for (const s of sockets) s.destroy();
    },
    async close() {
      for (const s of sockets) s.destroy();
      server.close();
    },
  };
}

maybe('a conversion process killed between the charge and the saved result', () => {
  const run = randomUUID().slice(0, 8);
  const databases = { billing: `crash_${run}_billing`, conversion: `crash_${run}_conversion` };
  const keys = generateJwtKeys();
  const internalToken = randomUUID() + randomUUID();
  const procs: Proc[] = [];
  let vhost: Awaited<ReturnType<typeof createRabbitVhost>>;
  let s3: S3TestServer;
  let s3Direct: FileStorage;
  let proxy: ReturnType<typeof startStorageProxy>;
  let bus: EventBus;
  let billingUrl = '';
  let conversionEnv: Record<string, string> = {};
  let conversion: Proc | null = null;
  let conversionUrl = '';
  const completed: AppEvent[] = [];

  const startConversionProcess = async () => {
    const port = await freePort();
    conversion = startProcess(`conversion-${procs.length}`, 'services/conversion/dist/src/main.js', { ...conversionEnv, PORT: String(port) });
    procs.push(conversion);
    conversionUrl = `http://127.0.0.1:${port}`;
    const proc = conversion;
    await waitFor('conversion to be healthy', async () => ((await fetch(`${conversionUrl}/health`)).status === 200 ? true : undefined), 30_000, [proc]);
  };

  const killConversion = async () => {
    const proc = conversion!;
    proc.child.kill('SIGKILL');
    if (proc.child.exitCode === null && proc.child.signalCode === null) await once(proc.child, 'exit');
  };

  const history = async (userId: string) => {
    const token = await (await createJwtSigner(keys.privateKeyPem)).sign({ userId, tokenVersion: 1 });
    const res = await fetch(`${billingUrl}/api/credits-history`, { headers: { authorization: `Bearer ${token}` } });
    if (res.status !== 200) throw new Error(`credits-history: ${res.status}`);
    return ((await res.json()) as { change: number; description: string }[]).map((e) => [e.change, e.description]);
  };

  const givenUserWithCredits = async () => {
    const userId = randomUUID();
    await bus.publish(makeEvent('user.registered', { userId, email: `${userId}@test.dev`, referredBy: null, deviceWarning: false, viaGoogle: false }) as AppEvent);
    await waitFor('the sign-up credits', async () => ((await history(userId)).length === 1 ? true : undefined), 15_000, procs);
    return { userId, token: await (await createJwtSigner(keys.privateKeyPem)).sign({ userId, tokenVersion: 1 }) };
  };

  /** Uploads as the user; the answer never comes (the process dies), so it is left to fail in the background. */
  const convertInBackground = (token: string) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(fixture('uk-multipage.pdflib.pdf'))]), 'crash.pdf');
    fetch(`${conversionUrl}/api/convert`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}`, 'x-client-ip': '203.0.113.9' } })
      .then((res) => res.arrayBuffer())
      .catch(() => undefined);
  };

  const userObjects = async (userId: string) => {
    const keysOf = (await fetchBucketKeys()).filter((k) => k.startsWith(`users/${userId}/`));
    return { pdfs: keysOf.filter((k) => k.endsWith('.pdf')), workbooks: keysOf.filter((k) => k.endsWith('.xlsx')) };
  };
  /** Every key in the bucket, listed through the S3 API (no adapter lists; s3rver answers ListObjects). */
  const fetchBucketKeys = async (): Promise<string[]> => {
    const res = await fetch(`${s3.url}/${s3.bucket}?list-type=2`);
    const xml = await res.text();
    return [...xml.matchAll(/<Key>([^<]+)<\/Key>/g)].map((m) => m[1]);
  };

  beforeAll(async () => {
    vhost = await createRabbitVhost(amqpUrl as string);
    s3 = await startS3Server();
    s3Direct = await createS3Storage({ endPoint: s3.endPoint, port: s3.port, useSSL: false, accessKey: s3.accessKey, secretKey: s3.secretKey, bucket: s3.bucket });
    proxy = startStorageProxy({ host: s3.endPoint, port: s3.port });
    const proxyUrl = await proxy.listen();
    bus = await connectRabbitBus({ url: vhost.url, log: createLogger('crash-test', 'silent') });
    await bus.subscribe(`crashtest.${run}`, ['conversion.completed'], async (event) => {
      completed.push(event);
    });

    const common = { HOST: '127.0.0.1', AMQP_URL: vhost.url, INTERNAL_TOKEN: internalToken, JWT_PUBLIC_KEY: keys.publicKeyPem };
    const billingPort = await freePort();
    const billing = startProcess('billing', 'services/billing/dist/src/main.js', {
      ...common,
      PORT: String(billingPort),
      DATABASE_URL: await createPostgresDatabase(pgUrl as string, databases.billing),
      SIGNUP_CREDITS: String(SIGNUP_CREDITS),
    });
    procs.push(billing);
    billingUrl = `http://127.0.0.1:${billingPort}`;
    await waitFor('billing to be healthy', async () => ((await fetch(`${billingUrl}/health`)).status === 200 ? true : undefined), 30_000, [billing]);

    conversionEnv = {
      ...common,
      DATABASE_URL: await createPostgresDatabase(pgUrl as string, databases.conversion),
      INTERNAL_BILLING_URL: billingUrl,
      S3_ENDPOINT: proxyUrl,
      S3_ACCESS_KEY: s3.accessKey,
      S3_SECRET_KEY: s3.secretKey,
      S3_BUCKET: s3.bucket,
      WORKER_THREADS: '1',
      REFUND_RETRY_SECONDS: '2',
    };
    await startConversionProcess();
  }, 120_000);

  afterAll(async () => {
    for (const p of procs) if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGKILL');
    await proxy?.close();
    await bus?.close();
    await s3?.stop();
    await vhost?.cleanup();
    for (const db of Object.values(databases)) await dropPostgresDatabase(pgUrl as string, db).catch(() => undefined);
  }, 60_000);

  test('when it dies after the PDF is stored but before the workbook, then a new process refunds the charge and deletes the PDF at start-up', async () => {
    const { userId, token } = await givenUserWithCredits();
    const held = proxy.hold('holdRequest');
    convertInBackground(token);
    await held;
    await killConversion();

    // What the crash left: the charge taken and the PDF in storage, with no document for it.
    expect(await history(userId)).toEqual([
      [-3, 'Converted crash.pdf (3 pages)'],
      [SIGNUP_CREDITS, 'Sign-up bonus'],
    ]);
    const left = await userObjects(userId);
    expect(left.pdfs).toHaveLength(1);
    expect(await s3Direct.exists(left.pdfs[0])).toBe(true);

    proxy.pass();
    const restartedAt = Date.now();
    await startConversionProcess();
    await waitFor(
      'the refund',
      async () => ((await history(userId)).length === 3 ? true : undefined),
      SETTLED_WITHIN_MS,
      procs,
    );
    expect(Date.now() - restartedAt).toBeLessThan(SETTLED_WITHIN_MS);
    expect(await history(userId)).toEqual([
      [3, 'Refund: the conversion did not complete'],
      [-3, 'Converted crash.pdf (3 pages)'],
      [SIGNUP_CREDITS, 'Sign-up bonus'],
    ]);
    await waitFor('the PDF to be deleted', async () => ((await s3Direct.exists(left.pdfs[0])) ? undefined : true), 10_000, procs);
    expect(await userObjects(userId)).toEqual({ pdfs: [], workbooks: [] });
    expect(completed.filter((e) => e.type === 'conversion.completed' && e.data.userId === userId)).toEqual([]);
  });

  test('when it dies after both files are stored but before recording it, then a new process completes the conversion (charged once, document event published)', async () => {
    const { userId, token } = await givenUserWithCredits();
    const held = proxy.hold('holdResponse');
    convertInBackground(token);
    await held;
    await killConversion();

    const left = await userObjects(userId);
    expect(left.pdfs).toHaveLength(1);
    expect(left.workbooks).toHaveLength(1);

    proxy.pass();
    const restartedAt = Date.now();
    await startConversionProcess();
    const event = await waitFor(
      'conversion.completed',
      async () => completed.find((e) => e.type === 'conversion.completed' && e.data.userId === userId),
      SETTLED_WITHIN_MS,
      procs,
    );
    expect(Date.now() - restartedAt).toBeLessThan(SETTLED_WITHIN_MS);
    expect(event.data).toMatchObject({
      userId,
      originalFilename: 'crash.pdf',
      pages: 3,
      pdfKey: left.pdfs[0],
      workbookKey: left.workbooks[0],
      storedFilename: path.basename(left.workbooks[0]),
    });
    // Settled once: no refund follows, and the files stay for documents (which deletes them after retention).
    await new Promise((r) => setTimeout(r, 1_000));
    expect(await history(userId)).toEqual([
      [-3, 'Converted crash.pdf (3 pages)'],
      [SIGNUP_CREDITS, 'Sign-up bonus'],
    ]);
    expect(await userObjects(userId)).toEqual(left);
  });

  test('when storage goes away after the PDF is stored, then the charge is refunded at once and the PDF is deleted once storage is back', async () => {
    const { userId, token } = await givenUserWithCredits();
    const down = proxy.hold('downAtWorkbook');
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(fixture('uk-multipage.pdflib.pdf'))]), 'outage.pdf');
    const res = await fetch(`${conversionUrl}/api/convert`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}`, 'x-client-ip': '203.0.113.9' } });
    await down;
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ code: 'storage_unavailable' });
    expect(await history(userId)).toEqual([
      [3, 'Refund: the conversion did not complete'],
      [-3, 'Converted outage.pdf (3 pages)'],
      [SIGNUP_CREDITS, 'Sign-up bonus'],
    ]);
    // The PDF went in before storage went away, and could not be deleted while it was away.
    const left = await userObjects(userId);
    expect(left.pdfs).toHaveLength(1);

    proxy.pass();
    await waitFor('the PDF to be deleted', async () => ((await s3Direct.exists(left.pdfs[0])) ? undefined : true), 20_000, procs);
    expect(await userObjects(userId)).toEqual({ pdfs: [], workbooks: [] });
  });

  test('when the account is deleted while a dead process left its conversion half-way, then the stored PDF is deleted with the records', async () => {
    const { userId, token } = await givenUserWithCredits();
    const held = proxy.hold('holdRequest');
    convertInBackground(token);
    await held;
    await killConversion();
    const left = await userObjects(userId);
    expect(left.pdfs).toHaveLength(1);

    // Delivered to the next process as soon as it starts, before it could take the conversion over.
    await bus.publish(makeEvent('user.deleted', { userId, email: `${userId}@test.dev` }) as AppEvent);
    proxy.pass();
    await startConversionProcess();
    await waitFor('the PDF to be deleted', async () => ((await s3Direct.exists(left.pdfs[0])) ? undefined : true), 30_000, procs);
    expect(await userObjects(userId)).toEqual({ pdfs: [], workbooks: [] });
  });
});
