import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { anEmail, givenVerifiedUser, PASSWORD, startAuth, tokenOf, type AuthHarness } from './helpers.js';

let h: AuthHarness;
beforeAll(async () => {
  h = await startAuth({ FORGOT_PASSWORD_RATE_LIMIT_PER_HOUR: '3' });
});
afterAll(async () => {
  await h?.stop();
});

const RESET_REQUESTED = 'If that email is registered, a reset link has been sent.';

describe('forgot and reset password', () => {
  test('when a registered email asks for a reset, then a one-hour link is mailed and the answer is the generic one', async () => {
    const { email, userId } = await givenVerifiedUser(h);
    const res = await h.call('POST', '/api/forgot-password', { body: { email } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: RESET_REQUESTED });
    const mail = await h.events.next('auth.password_reset_requested', (e) => e.data.userId === userId);
    expect(mail.data.email).toBe(email);
    expect(mail.data.link).toMatch(/^http:\/\/localhost:8080\/reset-password\?token=[\w-]{43}$/);
  });

  test('when an unknown email asks for a reset, then the answer is the same and nothing is mailed', async () => {
    const email = anEmail('stranger');
    const res = await h.call('POST', '/api/forgot-password', { body: { email } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: RESET_REQUESTED });
    await expect(h.events.next('auth.password_reset_requested', (e) => e.data.email === email, 500)).rejects.toThrow();
  });

  test('when the email is malformed, then the request is refused', async () => {
    const res = await h.call('POST', '/api/forgot-password', { body: { email: 'nope' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please enter a valid email address.');
  });

  test('when a reset link is used, then the new password works, the old one and every older session do not, and the link is single-use', async () => {
    const { email, userId, token: oldSession } = await givenVerifiedUser(h);
    await h.call('POST', '/api/forgot-password', { body: { email } });
    const link = (await h.events.next('auth.password_reset_requested', (e) => e.data.userId === userId)).data.link;

    const res = await h.call('POST', '/api/reset-password', { body: { token: tokenOf(link), newPassword: 'brand new secret' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Password has been reset. You can now log in.' });

    const revoked = await h.call('GET', '/api/referral-info', { token: oldSession });
    expect(revoked.status).toBe(401);
    expect((await h.call('POST', '/api/login', { body: { email, password: PASSWORD } })).status).toBe(401);
    const login = await h.call('POST', '/api/login', { body: { email, password: 'brand new secret' } });
    expect(login.status).toBe(200);
    expect((await h.call('GET', '/api/referral-info', { token: login.body.token })).status).toBe(200);

    const reused = await h.call('POST', '/api/reset-password', { body: { token: tokenOf(link), newPassword: 'yet another one' } });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe('This reset link has already been used. Please request a new one.');
  });

  test('when a newer reset link was requested, then the older one no longer works', async () => {
    const { email, userId } = await givenVerifiedUser(h);
    await h.call('POST', '/api/forgot-password', { body: { email } });
    const first = await h.events.next('auth.password_reset_requested', (e) => e.data.userId === userId);
    await h.call('POST', '/api/forgot-password', { body: { email } });
    await h.events.next('auth.password_reset_requested', (e) => e.data.userId === userId && e.id !== first.id);
    const res = await h.call('POST', '/api/reset-password', { body: { token: tokenOf(first.data.link), newPassword: 'brand new secret' } });
    expect(res.status).toBe(400);
  });

  test('when the link is older than an hour, then it is refused as expired', async () => {
    const { email, userId } = await givenVerifiedUser(h);
    await h.call('POST', '/api/forgot-password', { body: { email } });
    const link = (await h.events.next('auth.password_reset_requested', (e) => e.data.userId === userId)).data.link;
    await h.service.infra.database.db.execute(
      `UPDATE auth.user_tokens SET expires_at = now() - interval '1 second' WHERE user_id = '${userId}' AND purpose = 'reset_password'`,
    );
    const res = await h.call('POST', '/api/reset-password', { body: { token: tokenOf(link), newPassword: 'brand new secret' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('This reset link has expired. Please request a new one.');
  });

  test.each([
    [{ newPassword: 'long enough' }, 'Invalid or missing reset token.'],
    [{ token: 'bm90LWEtdG9rZW4', newPassword: 'long enough' }, 'Invalid or missing reset token.'],
    [{ token: 'bm90LWEtdG9rZW4', newPassword: '12345' }, 'New password must be at least 6 characters.'],
    [{ token: 'bm90LWEtdG9rZW4' }, 'New password is required.'],
  ])('when the reset form is %j, then it is refused with "%s"', async (body, message) => {
    const res = await h.call('POST', '/api/reset-password', { body });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  test('when one client IP keeps asking for resets, then it gets a 429', async () => {
    const ip = '10.99.99.99';
    for (let i = 0; i < 3; i += 1) expect((await h.call('POST', '/api/forgot-password', { ip, body: { email: anEmail() } })).status).toBe(200);
    const res = await h.call('POST', '/api/forgot-password', { ip, body: { email: anEmail() } });
    expect(res.status).toBe(429);
    expect(res.body.message).toBe('Too many password reset requests. Please try again later.');
  });
});

describe('current user', () => {
  test('when no valid token is sent, then /api/me answers 401', async () => {
    expect((await h.call('GET', '/api/me')).status).toBe(401);
    expect((await h.call('GET', '/api/me', { token: 'not.a.token' })).status).toBe(401);
    // Signed with another key: as good as forged.
    expect((await h.call('GET', '/api/me', { token: 'eyJhbGciOiJFZERTQSJ9.eyJzdWIiOiJ4In0.c2ln' })).status).toBe(401);
  });

  test('when billing cannot be reached, then /api/me answers 503 with a readable message, never stale credits', async () => {
    const { token } = await givenVerifiedUser(h);
    const res = await h.call('GET', '/api/me', { token });
    expect(res.status).toBe(503);
    expect(res.body.message).toBe('The billing service is not reachable right now. Please try again shortly.');
  });
});

describe('delete account', () => {
  test('when a user deletes the account, then user.deleted is published, the token stops working and the login is gone', async () => {
    const { email, userId, token } = await givenVerifiedUser(h);
    const res = await h.call('DELETE', '/api/me', { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Your account has been deleted.' });
    const deleted = await h.events.next('user.deleted', (e) => e.data.userId === userId);
    expect(deleted.data.email).toBe(email);
    expect((await h.call('GET', '/api/referral-info', { token })).status).toBe(401);
    expect((await h.call('DELETE', '/api/me', { token })).status).toBe(401);
    expect((await h.call('POST', '/api/login', { body: { email, password: PASSWORD } })).status).toBe(401);
    // The address is free again.
    expect((await h.call('POST', '/api/register', { body: { email, password: PASSWORD } })).status).toBe(201);
  });
});

describe('internal token-version API', () => {
  const internal = (path: string, secret?: string) => h.call('GET', path, { headers: secret ? { 'x-internal-token': secret } : {} });

  test('when called without the service secret, then it is refused', async () => {
    const { userId } = await givenVerifiedUser(h);
    expect((await internal(`/internal/users/${userId}/token-version`)).status).toBe(401);
    expect((await internal(`/internal/users/${userId}/token-version`, 'wrong-secret-wrong-secret')).status).toBe(401);
  });

  test('when a password is reset or the account deleted, then the version moves on or the user reads as deleted', async () => {
    const { email, userId, token } = await givenVerifiedUser(h);
    const path = `/internal/users/${userId}/token-version`;
    expect((await internal(path, h.service.internalToken)).body).toEqual({ tokenVersion: 1, deleted: false });
    await h.call('POST', '/api/forgot-password', { body: { email } });
    const link = (await h.events.next('auth.password_reset_requested', (e) => e.data.userId === userId)).data.link;
    await h.call('POST', '/api/reset-password', { body: { token: tokenOf(link), newPassword: 'brand new secret' } });
    expect((await internal(path, h.service.internalToken)).body).toEqual({ tokenVersion: 2, deleted: false });
    const fresh = await h.call('POST', '/api/login', { body: { email, password: 'brand new secret' } });
    await h.call('DELETE', '/api/me', { token: fresh.body.token });
    expect((await internal(path, h.service.internalToken)).body).toEqual({ tokenVersion: 0, deleted: true });
    expect((await internal('/internal/users/not-a-uuid/token-version', h.service.internalToken)).body).toEqual({ tokenVersion: 0, deleted: true });
    void token;
  });
});

describe('Google sign-in without GOOGLE_CLIENT_ID', () => {
  test('when someone starts (or lands on the callback of) Google sign-in, then they are sent to the login page with a clear message', async () => {
    for (const path of ['/api/auth/google', '/api/auth/google?fp=abc', '/api/auth/google/callback?code=x&state=y']) {
      const res = await h.call('GET', path);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/login?error=Google%20sign-in%20is%20not%20configured.');
    }
  });
});
