// The compose stack for real: docker-compose.yml (what users run) with docker-compose.ci.yml (the locally
// built images, host networking, own ports on 127.0.0.1), up from nothing, a journey through the gateway,
// the conversion container killed during a conversion, the books checked, then torn down. Needs a running
// container engine and the images of deploy/docker/build-images.sh: `make test-compose` does all of it.
// The stack part is off unless TEST_COMPOSE=1 (make test runs without an engine); the checks of the users'
// file always run.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import pg from 'pg';
import { stringify } from 'yaml';
import { type Compose, readCompose, repoRoot } from './compose.js';
import { eventually, jsonApi, signUpVerified } from './support.js';

const run = promisify(execFile);
const enabled = process.env.TEST_COMPOSE === '1';
const maybe = enabled ? describe : describe.skip;

const PROJECT = 'bankxl-ci';
const GATEWAY = 'http://127.0.0.1:32180';
const POSTGRES = 'postgres://bankxl:bankxl@127.0.0.1:32132';
const PORTS = [32180, 32181, 32182, 32183, 32184, 32185, 32132, 32172, 32173, 32169, 32190, 32125];
const STATEMENT = path.join(repoRoot, 'services/conversion/test/fixtures/uk-current.pdflib.pdf');
// Three pages: a conversion long enough for the kill to land while it runs.
const LONGER_STATEMENT = path.join(repoRoot, 'services/conversion/test/fixtures/uk-multipage.pdflib.pdf');
const PASSWORD = 'correct horse battery';

// Made only when the suite runs (a skipped suite leaves nothing in /tmp).
const mailDir = enabled ? fs.mkdtempSync(path.join(os.tmpdir(), 'bankxl-compose-mail-')) : '';
const envFile = `${mailDir}.env`;
// Debian's docker-compose is v1, which rejects the Compose Specification's top-level `name:`, refuses
// published ports with host networking, and refuses `networks` with `network_mode: host` (an override
// cannot remove keys or list entries). It reads a copy of the users' file, anchors resolved, without
// those (the project name is given with -p; on the host network every port is the container's own and
// there is no network to join); relative paths still from the repository.
const composeFileV1 = `${mailDir}.docker-compose.yml`;
type ComposeFile = Compose & { name?: string; networks?: Record<string, unknown> };
function composeForV1(users: ComposeFile): ComposeFile {
  const copy = structuredClone(users);
  delete copy.name;
  delete copy.networks;
  for (const service of Object.values(copy.services) as Array<Record<string, unknown>>) {
    delete service.ports;
    delete service.networks;
  }
  return copy;
}
const writeComposeFileV1 = () => fs.writeFileSync(composeFileV1, stringify(composeForV1(readCompose())));
const compose = (...args: string[]) =>
  run('docker-compose', ['-p', PROJECT, '--project-directory', repoRoot, '-f', composeFileV1, '-f', 'docker-compose.ci.yml', '--env-file', envFile, ...args], {
    cwd: repoRoot,
    env: { ...process.env, COMPOSE_MAIL_DIR: mailDir },
    maxBuffer: 64 * 1024 * 1024,
  });
const call = jsonApi(() => GATEWAY);
const timings: Record<string, number> = {};

async function query<T>(database: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: `${POSTGRES}/${database}` });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

const healthy = async () => {
  const res = await fetch(`${GATEWAY}/api/health`);
  return res.status === 200 ? ((await res.json()) as { services: Record<string, string> }) : undefined;
};

const userIdOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')).sub as string;

async function convert(token: string, statement = STATEMENT) {
  const form = new FormData();
  form.append('file', new Blob([fs.readFileSync(statement)], { type: 'application/pdf' }), 'statement.pdf');
  const res = await fetch(`${GATEWAY}/api/convert`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  await res.arrayBuffer();
  return { status: res.status, stored: res.headers.get('x-stored-filename') };
}

async function downloadWhenFiled(token: string, stored: string) {
  return waitFor(`the document ${stored}`, async () => {
    const res = await fetch(`${GATEWAY}/api/download/${encodeURIComponent(stored)}?format=csv`, { headers: { authorization: `Bearer ${token}` } });
    const body = await res.text();
    return res.status === 200 ? body : undefined;
  }, 60_000);
}

// Always on (no engine needed): the CI copy changes the users' file only in what v1 and host networking
// demand, so the users' file has to stay standard for CI to prove anything about it.
describe("the users' compose file", () => {
  const users = readCompose() as ComposeFile;
  const services = users.services as Record<string, Record<string, unknown>>;

  test('when read, then every service joins the one declared network and every long-running one has a healthcheck', () => {
    expect(Object.keys(users.networks ?? {})).toEqual(['bankxl']);
    for (const [name, service] of Object.entries(services)) {
      expect([name, service.networks]).toEqual([name, ['bankxl']]);
      expect(service.network_mode).toBeUndefined();
      // minio-setup runs once and exits: the conversion and documents services wait for it to complete.
      if (name !== 'minio-setup') expect([name, typeof service.healthcheck]).toEqual([name, 'object']);
    }
  });

  test('when read, then the infrastructure comes from official images and the product from its Dockerfile', () => {
    const images = Object.fromEntries(Object.entries(services).map(([name, s]) => [name, s.image]));
    expect(images).toMatchObject({ postgres: 'postgres:15', rabbitmq: 'rabbitmq:3-management', minio: 'minio/minio', 'minio-setup': 'minio/mc', mailpit: 'axllent/mailpit' });
    for (const name of ['gateway', 'auth', 'billing', 'conversion', 'documents', 'notification']) {
      expect(services[name].build).toEqual({ context: '.', dockerfile: 'deploy/docker/Dockerfile' });
    }
  });

  test("when copied for compose v1 with host networking, then only the name, networks and published ports are gone", () => {
    const copy = composeForV1(users);
    expect(copy.name).toBeUndefined();
    expect(copy.networks).toBeUndefined();
    for (const [name, service] of Object.entries(copy.services as Record<string, Record<string, unknown>>)) {
      const { ports: _ports, networks: _networks, ...rest } = services[name];
      expect(service).toEqual(rest);
    }
    expect(Object.keys(copy.services)).toEqual(Object.keys(users.services));
  });
});

maybe('the compose stack with locally built images', () => {
  beforeAll(async () => {
    // Fail loudly, with the reason, when the engine or a port is missing: never a quiet skip.
    await run('docker', ['info']).catch(() => {
      throw new Error('no container engine answers: start dockerd (deploy/README.md, "Containers on a machine without Docker Hub")');
    });
    for (const image of ['local/bankxl:ci', 'local/postgres:15', 'local/rabbitmq:3']) {
      await run('docker', ['image', 'inspect', image]).catch(() => {
        throw new Error(`image ${image} is missing: run deploy/docker/build-images.sh`);
      });
    }
    const { stdout: listening } = await run('ss', ['-ltnH']);
    const taken = PORTS.filter((p) => new RegExp(`[:.]${p}\\s`).test(listening));
    if (taken.length) throw new Error(`ports the stack needs are taken: ${taken.join(', ')} (another stack still up? docker-compose -p ${PROJECT} down -v)`);
    fs.chmodSync(mailDir, 0o777); // the stand-in runs as uid 1000
    await run(process.execPath, [path.join(repoRoot, 'deploy/docker/gen-env.mjs'), envFile]);
    writeComposeFileV1();

    const started = Date.now();
    await compose('up', '-d', '--no-build');
    timings.upSeconds = (Date.now() - started) / 1000;
    await waitFor('a green /api/health through the gateway', healthy, 240_000);
    timings.nothingToHealthySeconds = (Date.now() - started) / 1000;
  }, 300_000);

  afterAll(async () => {
    if (!enabled) return;
    console.log(`compose stack timings: ${JSON.stringify(timings)}`);
    if (process.env.COMPOSE_KEEP !== '1') {
      const logs = await compose('logs', '--no-color', '--tail', '20').catch((e: { stdout?: string }) => ({ stdout: e.stdout ?? '' }));
      fs.writeFileSync(path.join(os.tmpdir(), `${PROJECT}-last.log`), logs.stdout);
      await compose('down', '-v', '--remove-orphans');
    }
    fs.rmSync(mailDir, { recursive: true, force: true });
    fs.rmSync(envFile, { force: true });
    fs.rmSync(composeFileV1, { force: true });
  }, 120_000);

  test('when the stack is up, then /api/health through the gateway is green for every service', async () => {
    const body = await healthy();
    expect(body?.services).toEqual({ auth: 'ok', billing: 'ok', conversion: 'ok', documents: 'ok', notification: 'ok' });
  });

  test('when a user registers, verifies through the mail stand-in, converts and downloads, then the workbook comes back and one page is charged', async () => {
    const token = await signUpVerified(call, mailDir, `compose-${randomUUID()}@example.test`, PASSWORD);
    const before = (await call('GET', '/api/me', { token })).body.credits as number;
    const converted = await convert(token);
    expect(converted.status).toBe(200);
    const csv = await downloadWhenFiled(token, converted.stored as string);
    expect(csv.split('\n').length).toBeGreaterThan(2);
    expect((await call('GET', '/api/me', { token })).body.credits).toBe(before - 1);
  }, 120_000);

  test('when the conversion container is killed during a conversion, then the system recovers: the charge is refunded or the document is there, and nothing is charged twice', async () => {
    const token = await signUpVerified(call, mailDir, `compose-kill-${randomUUID()}@example.test`, PASSWORD);
    const userId = userIdOf(token);
    const before = (await call('GET', '/api/me', { token })).body.credits as number;
    const { stdout: id } = await compose('ps', '-q', 'conversion');

    // The kill lands once the conversion is on record (its row is written before the charge).
    // Polled on one connection every 20 ms: a fresh connection per probe would often see it completed.
    const probe = new pg.Client({ connectionString: `${POSTGRES}/conversion` });
    await probe.connect();
    const inFlight = convert(token, LONGER_STATEMENT).catch((e: Error) => ({ status: 0, stored: null, error: e.message }));
    let statusAtKill: string | undefined;
    try {
      const deadline = Date.now() + 60_000;
      while (!statusAtKill && Date.now() < deadline) {
        statusAtKill = (await probe.query<{ status: string }>('SELECT status FROM conversion.conversions WHERE user_id = $1', [userId])).rows[0]?.status;
        if (!statusAtKill) await new Promise((r) => setTimeout(r, 20));
      }
      await run('docker', ['kill', id.trim()]);
    } finally {
      await probe.end();
    }
    expect(statusAtKill).toBeDefined();
    const answer = await inFlight;
    console.log(`conversion killed while '${statusAtKill}'; the client got ${answer.status}`);

    // Started again as an orchestrator would: the test does not count on the restart policy after docker kill.
    const restarted = Date.now();
    await run('docker', ['start', id.trim()]);
    await waitFor('the conversion service healthy again', async () => ((await healthy())?.services.conversion === 'ok' ? true : undefined), 120_000);
    timings.conversionBackSeconds = (Date.now() - restarted) / 1000;

    // Settled: nothing left charging, storing or owing a refund.
    await waitFor('the conversion settled', async () => {
      const open = await query('conversion', `SELECT 1 FROM conversion.conversions WHERE user_id = $1 AND status IN ('charging', 'storing', 'refund_pending')`, [userId]);
      return open.length === 0 ? true : undefined;
    }, 120_000);
    const ledger = await query<{ kind: string; change: number; idempotency_key: string }>('billing', 'SELECT kind, change, idempotency_key FROM billing.ledger_entries WHERE user_id = $1', [userId]);
    const charges = ledger.filter((e) => e.kind === 'conversion').map((e) => e.idempotency_key.replace(/^conversion:/, ''));
    const refunds = ledger.filter((e) => e.kind === 'refund').map((e) => e.idempotency_key.replace(/^refund:/, ''));
    const filed = await eventually(async () => {
      const docs = await query<{ conversion_id: string }>('documents', 'SELECT conversion_id FROM documents.documents WHERE conversion_id::text = ANY($1::text[])', [charges]);
      for (const c of charges) if (!refunds.includes(c) && !docs.some((d) => d.conversion_id === c)) throw new Error(`charge ${c} has neither a document nor a refund yet`);
      return docs.map((d) => d.conversion_id);
    });
    console.log(`after the kill: ${charges.length} charge(s), ${refunds.length} refund(s), ${filed.length} document(s)`);
    expect(new Set(charges).size).toBe(charges.length);
    for (const c of charges) expect(Number(refunds.includes(c)) + filed.filter((d) => d === c).length).toBe(1);
    for (const r of refunds) expect(charges).toContain(r);
    const credits = (await call('GET', '/api/me', { token })).body.credits as number;
    // At most one charge of the statement's three pages (none when the kill landed before billing took it),
    // given back only if refunded: the balance says the same.
    expect(ledger.filter((e) => e.kind === 'conversion').map((e) => e.change)).toEqual(charges.length ? [-3] : []);
    const moved = ledger.filter((e) => e.kind === 'conversion' || e.kind === 'refund').reduce((sum, e) => sum + e.change, 0);
    expect(moved).toBe(charges.length && !refunds.length ? -3 : 0);
    expect(credits).toBe(before + moved);

    // And the restarted service converts again.
    const again = await convert(token);
    expect(again.status).toBe(200);
    await downloadWhenFiled(token, again.stored as string);
  }, 360_000);
});
