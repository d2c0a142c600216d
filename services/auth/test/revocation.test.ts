import net from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { createRevocationCheck, ServiceUnavailableError, type TokenClaims } from '@bankxl/platform';
import { givenVerifiedUser, startAuth, tokenOf, type AuthHarness } from './helpers.js';

// The check other services pass as `isRevoked` to requireUser, run against the real auth service.
let h: AuthHarness;
beforeAll(async () => {
  h = await startAuth();
});
afterAll(async () => {
  await h?.stop();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function resetPassword(email: string, userId: string) {
  await h.call('POST', '/api/forgot-password', { body: { email } });
  const link = (await h.events.next('auth.password_reset_requested', (e) => e.data.userId === userId)).data.link;
  expect((await h.call('POST', '/api/reset-password', { body: { token: tokenOf(link), newPassword: 'brand new secret' } })).status).toBe(200);
}

describe('createRevocationCheck', () => {
  test('when the password is reset, then older tokens read as revoked once the short cache expires, newer ones do not', async () => {
    const isRevoked = createRevocationCheck({ authUrl: h.service.url, secret: h.service.internalToken, cacheMs: 100 });
    const { email, userId } = await givenVerifiedUser(h);
    const before: TokenClaims = { userId, tokenVersion: 1 };
    expect(await isRevoked(before)).toBe(false);
    await resetPassword(email, userId);
    await sleep(150);
    expect(await isRevoked(before)).toBe(true);
    expect(await isRevoked({ userId, tokenVersion: 2 })).toBe(false);
  });

  test('when the account is deleted, then its tokens read as revoked', async () => {
    const isRevoked = createRevocationCheck({ authUrl: h.service.url, secret: h.service.internalToken, cacheMs: 0 });
    const { userId, token } = await givenVerifiedUser(h);
    expect(await isRevoked({ userId, tokenVersion: 1 })).toBe(false);
    await h.call('DELETE', '/api/me', { token });
    expect(await isRevoked({ userId, tokenVersion: 1 })).toBe(true);
  });

  test('when auth cannot be reached, then a recent answer is still used, and without one the check fails closed with 503', async () => {
    const { userId } = await givenVerifiedUser(h);
    // A plain TCP relay in front of auth: closing it is what an auth outage looks like on the network.
    const target = new URL(h.service.url);
    const sockets = new Set<net.Socket>();
    const relay = net.createServer((client) => {
      const upstream = net.connect(Number(target.port), target.hostname);
      for (const s of [client, upstream]) {
        sockets.add(s);
        s.on('error', () => s.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((r) => relay.listen(0, '127.0.0.1', r));
    const authUrl = `http://127.0.0.1:${(relay.address() as net.AddressInfo).port}`;
    const recent = createRevocationCheck({ authUrl, secret: h.service.internalToken, cacheMs: 0, staleIfErrorMs: 60_000 });
    const strict = createRevocationCheck({ authUrl, secret: h.service.internalToken, cacheMs: 0, staleIfErrorMs: 0 });
    expect(await recent({ userId, tokenVersion: 1 })).toBe(false);
    expect(await strict({ userId, tokenVersion: 1 })).toBe(false);

    await new Promise<void>((r) => {
      relay.close(() => r());
      for (const s of sockets) s.destroy();
    });
    expect(await recent({ userId, tokenVersion: 1 })).toBe(false);
    await expect(strict({ userId, tokenVersion: 1 })).rejects.toBeInstanceOf(ServiceUnavailableError);
    await expect(recent({ userId: '00000000-0000-4000-8000-000000000000', tokenVersion: 1 })).rejects.toMatchObject({ status: 503, code: 'auth_unavailable' });
  });

  test('when the service secret is wrong, then nothing is vouched for (503, never "not revoked")', async () => {
    const { userId } = await givenVerifiedUser(h);
    const misconfigured = createRevocationCheck({ authUrl: h.service.url, secret: 'not-the-shared-secret', cacheMs: 0 });
    await expect(misconfigured({ userId, tokenVersion: 1 })).rejects.toMatchObject({ status: 503 });
  });
});
