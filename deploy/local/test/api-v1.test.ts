import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, jest, test } from '@jest/globals';
import { creditsShouldBe, registerVerified, systemForFile } from './system.js';
import { conformanceProblems, type SeenResponse } from './openapi-conformance.js';
import { eventually } from './support.js';

// Real services and databases (PostgreSQL and RabbitMQ when TEST_DATABASE_URL/TEST_AMQP_URL are set).
jest.setTimeout(90_000);

// The public API through the gateway: API keys from a session, conversions with a key (202, then poll),
// owner-only results, revocation, Idempotency-Key.
const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../services/conversion/test/fixtures');
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name));
const PASSWORD = 'correct horse';

// Retries a fifth of a second apart (instead of 10 s), so the forced failure below is retried at once.
const { system, call } = systemForFile({ TRUST_PROXY: 'loopback', REGISTER_RATE_LIMIT_PER_HOUR: '1000', WEBHOOK_RETRY_BASE_MS: '200', MAIL_POLL_INTERVAL_MS: '200' });

/** Every answer of /api/v1 and /api/keys this suite sees, checked against the OpenAPI document at the end. */
const seen: SeenResponse[] = [];
async function api(path: string, init: RequestInit = {}): Promise<Response> {
  const res = await system().api(path, init);
  const contentType = res.headers.get('content-type') ?? '';
  const copy = res.clone();
  const body = contentType.startsWith('application/json') ? await copy.json() : null;
  seen.push({ method: init.method ?? 'GET', path, status: res.status, contentType, body });
  return res;
}

/** JSON calls of the key-management routes, recorded like the others. */
async function keysCall(method: string, path: string, opts: { body?: unknown; token?: string } = {}) {
  const res = await api(path, {
    method,
    headers: { ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }), ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}) },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await res.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.status, body: (text ? JSON.parse(text) : null) as any };
}

/** Register → verify → login: a session with the 3 sign-up credits. */
async function givenVerifiedUser(): Promise<string> {
  const login = await registerVerified(system(), 'api', PASSWORD);
  const token = login.token;
  await creditsShouldBe(call, token, 3);
  return token;
}

async function newKey(token: string, name = 'bookkeeping tool'): Promise<{ id: string; key: string }> {
  const created = await keysCall('POST', '/api/keys', { token, body: { name } });
  expect(created.status).toBe(201);
  return created.body as { id: string; key: string };
}

function postConversions(key: string, files: { bytes: Buffer; name: string }[], headers: Record<string, string> = {}): Promise<Response> {
  const form = new FormData();
  for (const file of files) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: 'application/pdf' }), file.name);
  return api('/api/v1/conversions', { method: 'POST', body: form, headers: { authorization: `Bearer ${key}`, ...headers } });
}

async function getConversion(key: string, id: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await api(`/api/v1/conversions/${id}`, { headers: { authorization: `Bearer ${key}` } });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** Polls until the conversion is no longer queued or running. */
async function finished(key: string, id: string): Promise<Record<string, unknown>> {
  for (let i = 0; i < 300; i += 1) {
    const { status, body } = await getConversion(key, id);
    expect(status).toBe(200);
    if (body.status !== 'queued' && body.status !== 'running') return body;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`conversion ${id} did not finish`);
}

describe('API keys', () => {
  test('are created with a name, shown once, listed by their last four characters, and revoked', async () => {
    const token = await givenVerifiedUser();
    expect((await keysCall('POST', '/api/keys', { token, body: { name: '  ' } })).status).toBe(400);
    expect((await keysCall('POST', '/api/keys', { body: { name: 'no session' } })).status).toBe(401);
    const created = await newKey(token, 'Xero sync');
    expect(created.key).toMatch(/^bxl_[\w-]{40,}$/);

    const listed = await keysCall('GET', '/api/keys', { token });
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([{ id: created.id, name: 'Xero sync', lastFour: created.key.slice(-4), createdAt: expect.any(String), lastUsedAt: null }]);
    expect(JSON.stringify(listed.body)).not.toContain(created.key);

    // Using it records its last use.
    expect((await getConversion(created.key, randomUUID())).status).toBe(404);
    const afterUse = await keysCall('GET', '/api/keys', { token });
    expect(afterUse.body[0].lastUsedAt).toEqual(expect.any(String));

    // Another user cannot revoke it.
    const stranger = await givenVerifiedUser();
    expect((await keysCall('DELETE', `/api/keys/${created.id}`, { token: stranger })).status).toBe(404);
    expect((await keysCall('DELETE', `/api/keys/${created.id}`, { token })).status).toBe(200);
    expect((await keysCall('GET', '/api/keys', { token })).body).toEqual([]);
    const refused = await getConversion(created.key, randomUUID());
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('invalid_api_key');
    expect((await postConversions(created.key, [{ bytes: fixture('uk-current.pdflib.pdf'), name: 'a.pdf' }])).status).toBe(401);
  });

  test('a session token, a missing or a made-up key is no API key', async () => {
    const token = await givenVerifiedUser();
    expect((await api(`/api/v1/conversions/${randomUUID()}`)).status).toBe(401);
    expect((await getConversion(token, randomUUID())).status).toBe(401);
    expect((await getConversion(`bxl_${'a'.repeat(43)}`, randomUUID())).status).toBe(401);
  });
});

describe('conversions with an API key', () => {
  test('several PDFs → 202 with ids → polled to completed with the Statement and downloads, one credit per page; owner only', async () => {
    const token = await givenVerifiedUser();
    const { key } = await newKey(token);
    const accepted = await postConversions(key, [
      { bytes: fixture('uk-current.pdflib.pdf'), name: 'January.pdf' },
      { bytes: fixture('uk-current.pdflib.pdf'), name: 'February.pdf' },
    ]);
    expect(accepted.status).toBe(202);
    const { conversions } = (await accepted.json()) as { conversions: { id: string; filename: string; status: string }[] };
    expect(conversions.map((c) => [c.filename, c.status])).toEqual([['January.pdf', 'queued'], ['February.pdf', 'queued']]);

    for (const { id, filename } of conversions) {
      const done = await finished(key, id);
      expect(done).toMatchObject({ id, filename, status: 'completed', pages: 1, error: null });
      const statement = done.statement as { accounts: { transactions: unknown[]; checks: { verdict: string } }[] };
      expect(statement.accounts.length).toBeGreaterThan(0);
      expect(statement.accounts[0].transactions.length).toBeGreaterThan(0);
      const downloads = done.downloads as { xlsx: string; json: string };
      const workbook = await api(downloads.xlsx, { headers: { authorization: `Bearer ${key}` } });
      expect(workbook.status).toBe(200);
      expect(Buffer.from(await workbook.arrayBuffer()).subarray(0, 2).toString()).toBe('PK');
      const json = await api(downloads.json, { headers: { authorization: `Bearer ${key}` } });
      expect(await json.json()).toEqual(statement);
    }
    await creditsShouldBe(call, token, 1);
    // The web's document list has them too: the same conversion path.
    await eventually(async () => expect(((await call('GET', '/api/documents', { token })).body as unknown[]).length).toBe(2));

    // Another user's key: the conversion and its files do not exist for them.
    const other = await newKey(await givenVerifiedUser());
    expect((await getConversion(other.key, conversions[0].id)).status).toBe(404);
    const theirDownload = await api(`/api/v1/conversions/${conversions[0].id}/download?format=xlsx`, { headers: { authorization: `Bearer ${other.key}` } });
    expect(theirDownload.status).toBe(404);
  });

  test('a file that is not a PDF refuses the whole request: nothing recorded, nothing charged', async () => {
    const token = await givenVerifiedUser();
    const { key } = await newKey(token);
    const refused = await postConversions(key, [
      { bytes: fixture('uk-current.pdflib.pdf'), name: 'ok.pdf' },
      { bytes: fixture('refusal-png-renamed.pdf'), name: 'photo.pdf' },
    ]);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { code: string }).code).toBe('not_a_pdf');
    const empty = await api('/api/v1/conversions', { method: 'POST', body: new FormData(), headers: { authorization: `Bearer ${key}` } });
    expect(empty.status).toBe(400);
    await new Promise((r) => setTimeout(r, 300));
    await creditsShouldBe(call, token, 3);
    expect((await call('GET', '/api/documents', { token })).body).toEqual([]);
  });

  test('a statement the engine refuses completes as failed with its reason and costs nothing', async () => {
    const token = await givenVerifiedUser();
    const { key } = await newKey(token);
    const accepted = await postConversions(key, [{ bytes: fixture('refusal-letter.pdf'), name: 'letter.pdf' }]);
    expect(accepted.status).toBe(202);
    const [{ id }] = ((await accepted.json()) as { conversions: { id: string }[] }).conversions;
    const done = await finished(key, id);
    expect(done).toMatchObject({ status: 'failed', statement: null, downloads: null });
    expect((done.error as { code: string }).code).toEqual(expect.any(String));
    await creditsShouldBe(call, token, 3);
  });

  test('Idempotency-Key: the same request gets the same answer (converted and charged once), a different one 409', async () => {
    const token = await givenVerifiedUser();
    const { key } = await newKey(token);
    const idem = { 'idempotency-key': `order-${randomUUID()}` };
    const file = { bytes: fixture('uk-current.pdflib.pdf'), name: 'March.pdf' };
    const first = await postConversions(key, [file], idem);
    expect(first.status).toBe(202);
    const firstBody = await first.json();
    const again = await postConversions(key, [file], idem);
    expect(again.status).toBe(202);
    expect(await again.json()).toEqual(firstBody);

    const different = await postConversions(key, [{ ...file, name: 'April.pdf' }], idem);
    expect(different.status).toBe(409);
    expect(((await different.json()) as { code: string }).code).toBe('idempotency_key_reused');

    const [{ id }] = (firstBody as { conversions: { id: string }[] }).conversions;
    expect((await finished(key, id)).status).toBe('completed');
    await creditsShouldBe(call, token, 2);
    expect(((await call('GET', '/api/documents', { token })).body as unknown[]).length).toBe(1);
  });
});

type Received = { status: number; eventId: string; type: string; conversionId: string; signatureValid: boolean; deliveryId: string };

/** A receiver on 127.0.0.1 as an integrator would write it: checks the signature on the raw body and its timestamp. */
async function startReceiver(secret: () => string, answer: (n: number) => number) {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const header = String(req.headers['x-bankxl-signature'] ?? '');
      const parts = Object.fromEntries(header.split(',').map((p) => p.split('=') as [string, string]));
      const expected = createHmac('sha256', secret()).update(`${parts.t}.${raw}`).digest('hex');
      const fresh = Math.abs(Date.now() / 1000 - Number(parts.t)) < 300;
      const signatureValid = fresh && typeof parts.v1 === 'string' && parts.v1.length === expected.length && timingSafeEqual(Buffer.from(parts.v1), Buffer.from(expected));
      const body = JSON.parse(raw) as { id: string; type: string; data: { conversion: { id: string } } };
      const status = signatureValid ? answer(received.length) : 401;
      received.push({ status, eventId: body.id, type: body.type, conversionId: body.data.conversion.id, signatureValid, deliveryId: String(req.headers['x-bankxl-delivery']) });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/bankxl`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function apiJson(key: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await api(path, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & unknown[] };
}

describe('webhooks', () => {
  test('signed conversion.completed / conversion.failed reach the receiver once each, despite a first answer of 500 and the retry', async () => {
    const token = await givenVerifiedUser();
    const { key } = await newKey(token);
    let secret = '';
    // The very first delivery is answered 500; every later one 200.
    const receiver = await startReceiver(() => secret, (n) => (n === 0 ? 500 : 200));
    try {
      const registered = await apiJson(key, 'POST', '/api/v1/webhooks', { url: receiver.url, events: ['conversion.completed', 'conversion.failed'] });
      expect(registered.status).toBe(201);
      secret = registered.body.secret as string;
      expect(secret).toMatch(/^whsec_/);
      const webhookId = registered.body.id as string;

      const accepted = await postConversions(key, [
        { bytes: fixture('uk-current.pdflib.pdf'), name: 'May.pdf' },
        { bytes: fixture('refusal-letter.pdf'), name: 'letter.pdf' },
      ]);
      expect(accepted.status).toBe(202);
      const [good, bad] = ((await accepted.json()) as { conversions: { id: string }[] }).conversions;

      await eventually(async () => expect(receiver.received.filter((r) => r.status === 200).length).toBe(2), 20_000);
      // A little longer: nothing more may arrive (no second copy of a delivered event).
      await new Promise((r) => setTimeout(r, 1_500));
      expect(receiver.received.every((r) => r.signatureValid)).toBe(true);
      expect(receiver.received[0].status).toBe(500);
      const ok = receiver.received.filter((r) => r.status === 200);
      expect(ok.map((r) => [r.type, r.conversionId]).sort()).toEqual(
        [
          ['conversion.completed', good.id],
          ['conversion.failed', bad.id],
        ].sort(),
      );
      expect(new Set(ok.map((r) => r.eventId)).size).toBe(2);
      // The failed first attempt was retried as the same delivery of the same event.
      const retried = ok.find((r) => r.eventId === receiver.received[0].eventId);
      expect(retried?.deliveryId).toBe(receiver.received[0].deliveryId);
      expect(receiver.received).toHaveLength(3);

      const log = await apiJson(key, 'GET', `/api/v1/webhooks/${webhookId}/deliveries`);
      expect(log.status).toBe(200);
      const deliveries = log.body as unknown as { id: string; status: string; attempts: number; lastStatusCode: number }[];
      expect(deliveries.map((d) => [d.status, d.attempts, d.lastStatusCode]).sort()).toEqual(
        [
          ['delivered', 1, 200],
          ['delivered', 2, 200],
        ].sort(),
      );

      // The profile page's view (a session): the same log.
      const onProfile = await call('GET', '/api/developer/webhooks', { token });
      expect(onProfile.status).toBe(200);
      expect(onProfile.body).toEqual([expect.objectContaining({ id: webhookId, url: receiver.url, deliveries: expect.arrayContaining(deliveries) })]);
      expect(JSON.stringify(onProfile.body)).not.toContain(secret);

      // Another user sees neither the webhook nor its log.
      const otherToken = await givenVerifiedUser();
      expect((await call('GET', '/api/developer/webhooks', { token: otherToken })).body).toEqual([]);
      const other = await newKey(otherToken);
      expect((await apiJson(other.key, 'GET', `/api/v1/webhooks/${webhookId}/deliveries`)).status).toBe(404);
      expect((await apiJson(other.key, 'GET', '/api/v1/webhooks')).body).toEqual([]);
    } finally {
      await receiver.close();
    }
  });

  test('a webhook URL must be http(s) and public; loopback is accepted in the embedded mode', async () => {
    const { key } = await newKey(await givenVerifiedUser());
    const events = ['conversion.completed'];
    for (const url of ['ftp://127.0.0.1/x', 'not a url', 'http://10.0.0.1/hook', 'http://169.254.169.254/latest/meta-data', 'http://[::ffff:192.168.0.1]/', 'http://user:pw@127.0.0.1/']) {
      const refused = await apiJson(key, 'POST', '/api/v1/webhooks', { url, events });
      expect([url, refused.status, refused.body.code]).toEqual([url, 400, 'invalid_webhook_url']);
    }
    expect((await apiJson(key, 'POST', '/api/v1/webhooks', { url: 'http://127.0.0.1:9/x', events: ['conversion.deleted'] })).status).toBe(400);
    expect((await apiJson(key, 'POST', '/api/v1/webhooks', { url: 'http://127.0.0.1:9/x', events: [] })).status).toBe(400);
    expect((await apiJson(key, 'GET', '/api/v1/webhooks')).body).toEqual([]);
    const accepted = await apiJson(key, 'POST', '/api/v1/webhooks', { url: 'http://localhost:9/x', events });
    expect(accepted.status).toBe(201);

    // Idempotency-Key: a retried registration gets the same webhook (one, not two); another body with it, 409.
    const idem = { 'idempotency-key': randomUUID() };
    const once = await apiJson(key, 'POST', '/api/v1/webhooks', { url: 'http://127.0.0.1:9/y', events }, idem);
    const twice = await apiJson(key, 'POST', '/api/v1/webhooks', { url: 'http://127.0.0.1:9/y', events }, idem);
    expect(once.status).toBe(201);
    expect(twice).toEqual(once);
    expect((await apiJson(key, 'POST', '/api/v1/webhooks', { url: 'http://127.0.0.1:9/z', events }, idem)).status).toBe(409);
    expect((await apiJson(key, 'DELETE', `/api/v1/webhooks/${once.body.id as string}`)).status).toBe(200);
    expect(((await apiJson(key, 'GET', '/api/v1/webhooks')).body as unknown as { id: string }[]).map((w) => w.id)).toEqual([accepted.body.id]);
    expect((await apiJson(key, 'DELETE', `/api/v1/webhooks/${accepted.body.id as string}`)).status).toBe(200);
    expect((await apiJson(key, 'GET', '/api/v1/webhooks')).body).toEqual([]);
  });
});

describe('the OpenAPI document', () => {
  test('is served as OpenAPI 3.1, and every /api/v1 and /api/keys answer above matches it', async () => {
    const res = await system().api('/api/v1/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as Parameters<typeof conformanceProblems>[0] & { openapi: string };
    expect(doc.openapi).toBe('3.1.0');
    // The suites above ran first (jest runs a file's tests in order): a good share of answers to check.
    expect(seen.length).toBeGreaterThan(40);
    expect(new Set(seen.map((s) => s.status))).toEqual(new Set([200, 201, 202, 400, 401, 404, 409]));
    expect(conformanceProblems(doc, seen)).toEqual([]);
  });

  test('the check catches an answer that does not match', async () => {
    const doc = (await (await system().api('/api/v1/openapi.json')).json()) as Parameters<typeof conformanceProblems>[0];
    const problems = conformanceProblems(doc, [
      { method: 'GET', path: `/api/v1/conversions/${randomUUID()}`, status: 200, contentType: 'application/json', body: { id: 'x', status: 'done' } },
      { method: 'GET', path: '/api/v1/conversions', status: 200, contentType: 'application/json', body: {} },
      { method: 'POST', path: '/api/v1/webhooks', status: 418, contentType: 'application/json', body: {} },
    ]);
    expect(problems).toHaveLength(3);
  });
});
