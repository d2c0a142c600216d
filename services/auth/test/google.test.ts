import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { OAuth2Server } from 'oauth2-mock-server';
import { anEmail, givenVerifiedUser, PASSWORD, startAuth, type AuthHarness } from './helpers.js';

// A local OAuth2/OpenID server stands in for Google at the network edge.
let idp: OAuth2Server;
let h: AuthHarness;
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
  h = await startAuth({
    GOOGLE_CLIENT_ID: 'bankxl-test-client',
    GOOGLE_CLIENT_SECRET: 'bankxl-test-secret',
    GOOGLE_AUTH_URL: `${issuer}/authorize`,
    GOOGLE_TOKEN_URL: `${issuer}/token`,
    GOOGLE_USERINFO_URL: `${issuer}/userinfo`,
  });
});
afterAll(async () => {
  await h?.stop();
  await idp?.stop();
});

const aGoogleProfile = (over: Record<string, unknown> = {}) => ({ sub: `g-${Math.random().toString(36).slice(2)}`, name: 'Ada Lovelace', email: anEmail('google'), email_verified: true, ...over });

type Hop = { status: number; location: string; setCookie: string | null };
async function hop(url: string, cookie?: string): Promise<Hop> {
  const res = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  return { status: res.status, location: res.headers.get('location') ?? '', setCookie: res.headers.get('set-cookie') };
}

/** The browser's trip: our start URL → the provider → our callback (on the service, as the gateway would forward it). */
async function signInWithGoogle(opts: { fp?: string; tamper?: (callback: URL) => void; dropCookie?: boolean } = {}) {
  const start = await hop(`${h.service.url}/api/auth/google${opts.fp ? `?fp=${encodeURIComponent(opts.fp)}` : ''}`);
  expect(start.status).toBe(302);
  const cookie = (start.setCookie ?? '').split(';')[0];
  const atProvider = await hop(start.location);
  expect(atProvider.status).toBe(302);
  const callback = new URL(atProvider.location);
  expect(callback.pathname).toBe('/api/auth/google/callback');
  opts.tamper?.(callback);
  const done = await hop(`${h.service.url}${callback.pathname}${callback.search}`, opts.dropCookie ? undefined : cookie);
  expect(done.status).toBe(302);
  return { start, callback, cookie, redirect: new URL(done.location, 'http://localhost:8080') };
}

describe('Google sign-in', () => {
  test('when the flow starts, then the browser goes to the provider with state, PKCE and our callback URL', async () => {
    const start = await hop(`${h.service.url}/api/auth/google`);
    const to = new URL(start.location);
    expect(to.origin).toBe(new URL(idp.issuer.url as string).origin);
    expect(to.searchParams.get('state')).toMatch(/^[\w-]{43}$/);
    expect(to.searchParams.get('code_challenge_method')).toBe('S256');
    expect(to.searchParams.get('redirect_uri')).toBe('http://localhost:8080/api/auth/google/callback');
    expect(start.setCookie).toMatch(/^bankxl_google_state=[\w-]{43}; Max-Age=600; Path=\/api\/auth\/google; Expires=.+; HttpOnly; SameSite=Lax$/);
  });

  test('when a new person signs in, then a verified password-less account is created, flagged as a first sign-in', async () => {
    profile = aGoogleProfile();
    const { redirect } = await signInWithGoogle();
    expect(redirect.pathname).toBe('/google-auth');
    expect(redirect.searchParams.get('firstSignIn')).toBe('true');
    const token = redirect.searchParams.get('token') as string;
    expect((await h.call('GET', '/api/referral-info', { token })).status).toBe(200);
    const registered = await h.events.next('user.registered', (e) => e.data.email === profile.email);
    expect(registered.data).toMatchObject({ viaGoogle: true, deviceWarning: false, referredBy: null });
    await h.events.next('user.verified', (e) => e.data.userId === registered.data.userId);

    // The same Google account again: same user, no first-sign-in flag.
    const again = await signInWithGoogle();
    expect(again.redirect.searchParams.get('firstSignIn')).toBeNull();
    const secondToken = again.redirect.searchParams.get('token') as string;
    const a = (await h.call('GET', '/api/referral-info', { token })).body.referralCode;
    const b = (await h.call('GET', '/api/referral-info', { token: secondToken })).body.referralCode;
    expect(a).toBe(b);
  });

  test('when a Google user tries to change the email, then it is refused', async () => {
    profile = aGoogleProfile();
    const token = (await signInWithGoogle()).redirect.searchParams.get('token') as string;
    const res = await h.call('POST', '/api/profile', { token, body: { email: anEmail() } });
    expect([res.status, res.body.message]).toEqual([403, 'Accounts that sign in with Google cannot change their email address.']);
  });

  test('when the device fingerprint passed at the start belongs to another account, then the new account carries the device warning', async () => {
    await givenVerifiedUser(h, { fingerprint: 'shared-tablet-7' });
    profile = aGoogleProfile();
    await signInWithGoogle({ fp: 'shared-tablet-7' });
    const registered = await h.events.next('user.registered', (e) => e.data.email === profile.email);
    expect(registered.data.deviceWarning).toBe(true);
  });

  test('when a Google account that no device was ever seen with applies a code, then the referral carries the device warning; once its browser is seen, it does not', async () => {
    const referrer = await givenVerifiedUser(h);
    const { referralCode } = (await h.call('GET', '/api/referral-info', { token: referrer.token })).body;
    profile = aGoogleProfile();
    const scripted = (await signInWithGoogle()).redirect.searchParams.get('token') as string;
    expect((await h.call('POST', '/api/set-referral-code', { token: scripted, body: { referralCode } })).status).toBe(200);
    const registered = await h.events.next('user.registered', (e) => e.data.email === profile.email);
    const applied = await h.events.next('user.referral_applied', (e) => e.data.userId === registered.data.userId);
    expect(applied.data.deviceWarning).toBe(true);

    // The web client loads the user with its fingerprint right after the Google callback.
    profile = aGoogleProfile();
    const real = (await signInWithGoogle()).redirect.searchParams.get('token') as string;
    await h.call('GET', '/api/me', { token: real, fingerprint: `browser-of-${profile.email}` });
    expect((await h.call('POST', '/api/set-referral-code', { token: real, body: { referralCode } })).status).toBe(200);
    const realUser = await h.events.next('user.registered', (e) => e.data.email === profile.email);
    expect((await h.events.next('user.referral_applied', (e) => e.data.userId === realUser.data.userId)).data.deviceWarning).toBe(false);
  });

  test('when the email already has a verified password account, then Google is linked to it and the password keeps working', async () => {
    const existing = await givenVerifiedUser(h);
    profile = aGoogleProfile({ email: existing.email.toUpperCase() });
    const { redirect } = await signInWithGoogle();
    expect(redirect.searchParams.get('firstSignIn')).toBeNull();
    const token = redirect.searchParams.get('token') as string;
    const viaGoogle = (await h.call('GET', '/api/referral-info', { token })).body.referralCode;
    const viaPassword = (await h.call('GET', '/api/referral-info', { token: existing.token })).body.referralCode;
    expect(viaGoogle).toBe(viaPassword);
    expect((await h.call('POST', '/api/login', { body: { email: existing.email, password: PASSWORD } })).status).toBe(200);
  });

  test('when the email has an unverified password account, then Google takes it over: verified, and the unproven password is dropped', async () => {
    const email = anEmail('squatted');
    await h.call('POST', '/api/register', { body: { email, password: PASSWORD } });
    const registered = await h.events.next('user.registered', (e) => e.data.email === email);
    profile = aGoogleProfile({ email });
    const { redirect } = await signInWithGoogle();
    expect(redirect.pathname).toBe('/google-auth');
    await h.events.next('user.verified', (e) => e.data.userId === registered.data.userId);
    expect((await h.call('POST', '/api/login', { body: { email, password: PASSWORD } })).status).toBe(401);
  });

  test('when Google does not vouch for the email, then sign-in is refused and nothing is linked', async () => {
    const existing = await givenVerifiedUser(h);
    profile = aGoogleProfile({ email: existing.email, email_verified: false });
    const { redirect } = await signInWithGoogle();
    expect(redirect.pathname).toBe('/login');
    expect(redirect.searchParams.get('error')).toBe('Your Google account has no verified email address.');
  });

  test('when the state is tampered with, the state cookie is missing, or the callback is replayed, then sign-in fails back to the login page', async () => {
    profile = aGoogleProfile();
    const tampered = await signInWithGoogle({ tamper: (u) => u.searchParams.set('state', 'forged-state-forged-state-forged-state-12345') });
    expect(tampered.redirect.pathname).toBe('/login');
    expect(tampered.redirect.searchParams.get('error')).toBe('Google sign-in failed. Please try again.');

    const noCookie = await signInWithGoogle({ dropCookie: true });
    expect(noCookie.redirect.pathname).toBe('/login');

    const ok = await signInWithGoogle();
    expect(ok.redirect.pathname).toBe('/google-auth');
    const replay = await hop(`${h.service.url}${ok.callback.pathname}${ok.callback.search}`, ok.cookie);
    expect(new URL(replay.location, 'http://x').pathname).toBe('/login');
  });

  test('when the person cancels at Google, then they land on the login page with a message', async () => {
    const res = await hop(`${h.service.url}/api/auth/google/callback?error=access_denied&state=x`);
    expect(res.status).toBe(302);
    expect(res.location).toBe('/login?error=Google%20sign-in%20failed.%20Please%20try%20again.');
  });
});
