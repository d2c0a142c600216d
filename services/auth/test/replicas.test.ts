import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { testReplicaDatabases, type TestReplicaDatabases } from '@bankxl/testing';
import { migrations } from '../src/index.js';
import { MESSAGES } from '../src/domain/messages.js';
import { anEmail, PASSWORD, randomIp, startAuth, type AuthHarness } from './helpers.js';

// Two replicas of auth against one database, as the gateway would spread a client's requests over them.
let shared: TestReplicaDatabases;
let replicas: AuthHarness[] = [];

beforeAll(async () => {
  shared = await testReplicaDatabases('auth', migrations, 2);
  const env = { REGISTER_RATE_LIMIT_PER_HOUR: '3', FORGOT_PASSWORD_RATE_LIMIT_PER_HOUR: '2' };
  replicas = [await startAuth(env, shared.databases[0]), await startAuth(env, shared.databases[1])];
}, 60_000);
afterAll(async () => {
  await Promise.all(replicas.map((r) => r.stop()));
  await shared?.cleanup();
});

describe('auth with two replicas', () => {
  test('when one network signs up through both replicas in turn, then the hourly limit holds across them', async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    let refused: { status: number; body: { message?: string }; headers: Headers } | undefined;
    for (let i = 0; i < 5; i++) {
      const res = await replicas[i % 2].call('POST', '/api/register', { body: { email: anEmail(), password: PASSWORD }, ip });
      statuses.push(res.status);
      if (res.status === 429) refused ??= res;
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    expect(refused?.body.message).toBe(MESSAGES.tooManyRegistrations);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);

    // Another network is not affected, on either replica.
    const other = await replicas[1].call('POST', '/api/register', { body: { email: anEmail(), password: PASSWORD } });
    expect(other.status).toBe(201);
  });

  test('when reset links are asked for through both replicas at once, then only the limit gets through', async () => {
    const ip = randomIp();
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => replicas[i % 2].call('POST', '/api/forgot-password', { body: { email: anEmail() }, ip })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    expect(results.filter((r) => r.status === 429).every((r) => r.body.message === MESSAGES.tooManyResetRequests)).toBe(true);
    expect(results.filter((r) => r.status === 429)).toHaveLength(4);
  });
});
