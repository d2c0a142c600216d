import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { OAuth2Server } from 'oauth2-mock-server';
import { startTestSystem, type TestSystem } from './system.js';

// Google sign-in end to end: browser hops through the gateway and a local OAuth2 server standing in for Google.
let idp: OAuth2Server;
let system: TestSystem;
let profile: Record<string, unknown> = {};

beforeAll(async () => {
  idp = new OAuth2Server();
  await idp.issuer.keys.generate('RS256');
  await idp.start(0, '127.0.0.1');
  idp.service.on('beforeUserinfo', (res: { body: unknown; statusCode: number }) => {
    res.body = profile;
    res.statusCode = 200;
  });
  const issuer = idp.issuer.url as string;
  system = await startTestSystem({
    GOOGLE_CLIENT_ID: 'bankxl-system-test',
    GOOGLE_CLIENT_SECRET: 'bankxl-system-secret',
    GOOGLE_AUTH_URL: `${issuer}/authorize`,
    GOOGLE_TOKEN_URL: `${issuer}/token`,
    GOOGLE_USERINFO_URL: `${issuer}/userinfo`,
  });
}, 120_000);
afterAll(async () => {
  await system?.stop();
  await idp?.stop();
}, 60_000);

async function hop(url: string, cookie?: string) {
  const res = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  return { status: res.status, location: res.headers.get('location') ?? '', setCookie: res.headers.get('set-cookie') };
}

/** What the browser does: navigate to /api/auth/google?fp=…, follow Google's redirect back to our callback. */
async function signInWithGoogle(fp: string) {
  const start = await hop(`${system.url}/api/auth/google?fp=${encodeURIComponent(fp)}`);
  expect(start.status).toBe(302);
  const cookie = (start.setCookie ?? '').split(';')[0];
  const atGoogle = await hop(start.location);
  const callback = new URL(atGoogle.location);
  expect(callback.pathname).toBe('/api/auth/google/callback');
  // The callback URL is built from PUBLIC_URL; the browser would reach the gateway there.
  const done = await hop(`${system.url}${callback.pathname}${callback.search}`, cookie);
  expect(done.status).toBe(302);
  return new URL(done.location, system.url);
}

describe('Google sign-in through the gateway', () => {
  test('when a new person signs in with Google, then they land on /google-auth with a working token, a first-sign-in flag, 3 credits and a welcome mail', async () => {
    const email = `ada-${randomUUID().slice(0, 8)}@example.test`;
    profile = { sub: `google-${randomUUID()}`, email, email_verified: true, name: 'Ada Lovelace' };
    const landing = await signInWithGoogle(`fp-${randomUUID()}`);
    expect(landing.pathname).toBe('/google-auth');
    expect(landing.searchParams.get('firstSignIn')).toBe('true');
    const token = landing.searchParams.get('token') as string;

    const readMe = () => system.api('/api/me', { headers: { authorization: `Bearer ${token}` } }).then((r) => r.json() as Promise<{ credits?: number }>);
    let me = await readMe();
    for (let i = 0; i < 50 && me.credits !== 3; i += 1) {
      await new Promise((r) => setTimeout(r, 100));
      me = await readMe();
    }
    expect(me).toEqual({ email, credits: 3, isSubscribed: false, deviceWarning: false, isRegistered: true, hasPassword: false });
    await system.waitForMail(email, /Welcome/);

    const again = await signInWithGoogle(`fp-${randomUUID()}`);
    expect(again.searchParams.get('firstSignIn')).toBeNull();
  });
});
