import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, jest, test } from '@jest/globals';
import { startTestSystem, type TestSystem } from './system.js';
import { jsonApi } from './support.js';

jest.setTimeout(90_000);

// The distributed mode's webhook rule (WEBHOOK_ALLOW_LOOPBACK off, its default; only the embedded
// launcher turns it on): no webhook may point at this machine or a private network (SSRF).
let system: TestSystem;
beforeAll(async () => {
  system = await startTestSystem({ REGISTER_RATE_LIMIT_PER_HOUR: '1000', WEBHOOK_ALLOW_LOOPBACK: 'false' });
}, 120_000);
afterAll(async () => {
  await system?.stop();
}, 60_000);

const call = jsonApi(() => system.url);

test('webhook URLs on loopback or private addresses are refused, whatever the host name, and nothing is registered', async () => {
  const email = `ssrf-${randomUUID().slice(0, 8)}@example.test`;
  expect((await call('POST', '/api/register', { body: { email, password: 'correct horse' }, fingerprint: `device-of-${email}` })).status).toBe(201);
  const mail = await system.waitForMail(email, /Verify your email/);
  const link = (mail.text.match(/https?:\/\/\S+/g) ?? []).map((l) => new URL(l)).find((u) => u.pathname === '/verify-email');
  expect((await call('GET', `/api/verify-email?token=${link!.searchParams.get('token')}`)).status).toBe(200);
  const token = (await call('POST', '/api/login', { body: { email, password: 'correct horse' } })).body.token as string;
  const key = (await call('POST', '/api/keys', { token, body: { name: 'ssrf' } })).body.key as string;

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
