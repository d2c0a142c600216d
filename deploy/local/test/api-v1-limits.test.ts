import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, jest, test } from '@jest/globals';
import { startTestSystem, type TestSystem } from './system.js';
import { jsonApi } from './support.js';

jest.setTimeout(90_000);

// The distributed mode's webhook rule (WEBHOOK_ALLOW_LOOPBACK off, its default; only the embedded
// launcher turns it on): no webhook may point at this machine or a private network (SSRF). And the
// per-key rate limit, set low here.
let system: TestSystem;
beforeAll(async () => {
  system = await startTestSystem({ REGISTER_RATE_LIMIT_PER_HOUR: '1000', WEBHOOK_ALLOW_LOOPBACK: 'false', API_RATE_LIMIT_PER_MINUTE: '10' });
}, 120_000);
afterAll(async () => {
  await system?.stop();
}, 60_000);

const call = jsonApi(() => system.url);

async function givenKeys(count: number): Promise<string[]> {
  const email = `limits-${randomUUID().slice(0, 8)}@example.test`;
  expect((await call('POST', '/api/register', { body: { email, password: 'correct horse' }, fingerprint: `device-of-${email}` })).status).toBe(201);
  const mail = await system.waitForMail(email, /Verify your email/);
  const link = (mail.text.match(/https?:\/\/\S+/g) ?? []).map((l) => new URL(l)).find((u) => u.pathname === '/verify-email');
  expect((await call('GET', `/api/verify-email?token=${link!.searchParams.get('token')}`)).status).toBe(200);
  const token = (await call('POST', '/api/login', { body: { email, password: 'correct horse' } })).body.token as string;
  const keys: string[] = [];
  for (let i = 0; i < count; i += 1) keys.push((await call('POST', '/api/keys', { token, body: { name: `key ${i}` } })).body.key as string);
  return keys;
}

test('each API key has its own budget of requests per minute; past it, 429 with Retry-After', async () => {
  const [first, second] = await givenKeys(2);
  for (let i = 0; i < 10; i += 1) expect((await call('GET', `/api/v1/conversions/${randomUUID()}`, { token: first })).status).toBe(404);
  const limited = await call('GET', `/api/v1/conversions/${randomUUID()}`, { token: first });
  expect(limited.status).toBe(429);
  expect(limited.body.message).toBe('Too many requests with this API key. Please wait a minute and try again.');
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  expect((await call('GET', `/api/v1/conversions/${randomUUID()}`, { token: second })).status).toBe(404);
});

test('webhook URLs on loopback or private addresses are refused, whatever the host name, and nothing is registered', async () => {
  const [key] = await givenKeys(1);

  for (const url of ['http://127.0.0.1:9/hook', 'http://localhost:9/hook', 'http://[::1]:9/hook', 'http://127.1.2.3/', 'http://10.1.2.3/', 'https://192.168.1.1/', 'http://[::ffff:127.0.0.1]/']) {
    const refused = await call('POST', '/api/v1/webhooks', { token: key, body: { url, events: ['conversion.completed'] } });
    expect([url, refused.status, refused.body.code, refused.body.message]).toEqual([
      url,
      400,
      'invalid_webhook_url',
      'The webhook URL points to a private or loopback address; it must be reachable on the public internet.',
    ]);
  }
  expect((await call('GET', '/api/v1/webhooks', { token: key })).body).toEqual([]);
});
