import { randomUUID } from 'node:crypto';
import { describe, expect, test } from '@jest/globals';
import { systemForFile } from './system.js';

// The whole product through its gateway: auth, billing (credits), notification (mails in DATA_DIR/mail).
// Every request comes from 127.0.0.1 here: lift the per-IP sign-up limit for this file.
const { system, call } = systemForFile({ REGISTER_RATE_LIMIT_PER_HOUR: '1000', FORGOT_PASSWORD_RATE_LIMIT_PER_HOUR: '1000' });

const PASSWORD = 'correct horse';
const anEmail = (tag = 'user') => `${tag}-${randomUUID().slice(0, 8)}@example.test`;

/** The one link of a mail's text that goes to `path` (the frontend page or API path the mail points at). */
function linkIn(mail: { text: string; html: string }, path: string): URL {
  const links = (mail.text.match(/https?:\/\/\S+/g) ?? []).map((l) => new URL(l)).filter((u) => u.pathname === path);
  expect(links).toHaveLength(1);
  expect(mail.html).toContain(links[0].toString().replace(/&/g, '&amp;'));
  return links[0];
}

/** Register → verification mail → the verify page's API call → login. */
async function givenVerifiedUser(opts: { referralCode?: string; fingerprint?: string; email?: string } = {}) {
  const email = opts.email ?? anEmail();
  // Like the web client, always with a device fingerprint: a sign-up without one gets no free credits.
  const fingerprint = opts.fingerprint ?? `device-of-${email}`;
  const reg = await call('POST', '/api/register', { body: { email, password: PASSWORD, referralCode: opts.referralCode }, fingerprint });
  expect(reg.status).toBe(201);
  const mail = await system().waitForMail(email, /Verify your email/);
  const token = linkIn(mail, '/verify-email').searchParams.get('token');
  const verified = await call('GET', `/api/verify-email?token=${token}`);
  expect(verified.body.message).toContain('success');
  const login = await call('POST', '/api/login', { body: { email, password: PASSWORD }, fingerprint });
  expect(login.status).toBe(200);
  return { email, token: login.body.token as string, deviceWarning: reg.body.deviceWarning as boolean };
}

async function creditsOf(token: string, expected: number) {
  // Grants travel by events: poll until billing's balance reaches the expected value (or time out).
  let me = await call('GET', '/api/me', { token });
  for (let i = 0; i < 100 && me.body.credits !== expected; i += 1) {
    await new Promise((r) => setTimeout(r, 100));
    me = await call('GET', '/api/me', { token });
  }
  return me;
}

describe('sign-up journey', () => {
  test('when someone registers, verifies through the mailed link and logs in, then /api/me shows them with 3 free credits', async () => {
    const { email, token } = await givenVerifiedUser({ fingerprint: `fp-${randomUUID()}` });
    const me = await creditsOf(token, 3);
    expect(me.status).toBe(200);
    expect(me.body).toEqual({ email, credits: 3, isSubscribed: false, deviceWarning: false, isRegistered: true, hasPassword: true });
    const welcome = await system().waitForMail(email, /Welcome/);
    expect(welcome.html).toContain('bankxl');
  });

  test('when a second account registers from the same device, then it is warned and gets no free credits', async () => {
    const fingerprint = `fp-${randomUUID()}`;
    await givenVerifiedUser({ fingerprint });
    const second = await givenVerifiedUser({ fingerprint });
    expect(second.deviceWarning).toBe(true);
    await new Promise((r) => setTimeout(r, 500));
    const me = await call('GET', '/api/me', { token: second.token });
    expect(me.body).toMatchObject({ credits: 0, deviceWarning: true });
  });

  test('when no token is sent, then /api/me answers 401', async () => {
    expect((await call('GET', '/api/me')).status).toBe(401);
  });
});

describe('password reset journey', () => {
  test('when a reset link is mailed and used, then the new password works and every older session is refused', async () => {
    const { email, token: oldSession } = await givenVerifiedUser();
    const forgot = await call('POST', '/api/forgot-password', { body: { email } });
    expect(forgot.body).toEqual({ message: 'If that email is registered, a reset link has been sent.' });
    const mail = await system().waitForMail(email, /Reset your password/);
    const resetToken = linkIn(mail, '/reset-password').searchParams.get('token');
    const reset = await call('POST', '/api/reset-password', { body: { token: resetToken, newPassword: 'brand new secret' } });
    expect(reset.body).toEqual({ message: 'Password has been reset. You can now log in.' });

    expect((await call('GET', '/api/me', { token: oldSession })).status).toBe(401);
    expect((await call('POST', '/api/login', { body: { email, password: PASSWORD } })).status).toBe(401);
    const login = await call('POST', '/api/login', { body: { email, password: 'brand new secret' } });
    expect((await call('GET', '/api/me', { token: login.body.token })).status).toBe(200);
  });
});

describe('email change journey', () => {
  test('when a user changes the email, then the new address confirms through its link, the old one is told, and the new one logs in', async () => {
    const { email, token } = await givenVerifiedUser();
    const newEmail = anEmail('moved');
    const res = await call('POST', '/api/profile', { token, body: { email: newEmail } });
    expect(res.body.message).toBe('Check your new inbox to confirm the change.');
    await system().waitForMail(email, /change of your email address was requested/);
    const confirmMail = await system().waitForMail(newEmail, /Confirm your new email/);
    const link = linkIn(confirmMail, '/api/confirm-email-change');
    const confirm = await call('GET', `${link.pathname}${link.search}`);
    expect(confirm.status).toBe(302);
    expect(confirm.location).toBe('/profile?emailChange=confirmed');
    await system().waitForMail(email, /was changed/);
    const login = await call('POST', '/api/login', { body: { email: newEmail, password: PASSWORD } });
    expect((await call('GET', '/api/me', { token: login.body.token })).body.email).toBe(newEmail);
  });
});

describe('referral journey', () => {
  test('when a friend signs up with the code and verifies, then the referrer earns the referral credits once', async () => {
    const referrer = await givenVerifiedUser({ fingerprint: `fp-${randomUUID()}` });
    await creditsOf(referrer.token, 3);
    const info = await call('GET', '/api/referral-info', { token: referrer.token });
    expect(info.body).toEqual({ referralCode: expect.stringMatching(/^[A-Z2-9]{8}$/), referredCount: 0 });
    await givenVerifiedUser({ referralCode: info.body.referralCode, fingerprint: `fp-${randomUUID()}` });
    expect((await creditsOf(referrer.token, 6)).body.credits).toBe(6);
    expect((await call('GET', '/api/referral-info', { token: referrer.token })).body.referredCount).toBe(1);
  });

  test('when a signed-in user applies a code after verifying, then the referrer is paid then', async () => {
    const referrer = await givenVerifiedUser({ fingerprint: `fp-${randomUUID()}` });
    await creditsOf(referrer.token, 3);
    const { referralCode } = (await call('GET', '/api/referral-info', { token: referrer.token })).body;
    const friend = await givenVerifiedUser({ fingerprint: `fp-${randomUUID()}` });
    const applied = await call('POST', '/api/set-referral-code', { token: friend.token, body: { referralCode } });
    expect(applied.body).toEqual({ message: 'Referral code applied!' });
    expect((await creditsOf(referrer.token, 6)).body.credits).toBe(6);
  });

  test('when the referred account carries the device warning, then the referrer earns nothing', async () => {
    const fingerprint = `fp-${randomUUID()}`;
    const referrer = await givenVerifiedUser({ fingerprint });
    await creditsOf(referrer.token, 3);
    const { referralCode } = (await call('GET', '/api/referral-info', { token: referrer.token })).body;
    const friend = await givenVerifiedUser({ referralCode, fingerprint });
    expect(friend.deviceWarning).toBe(true);
    await new Promise((r) => setTimeout(r, 1000));
    expect((await call('GET', '/api/me', { token: referrer.token })).body.credits).toBe(3);
  });

  test('when a friend signs up with the code but sends no device fingerprint, then neither side earns free credits', async () => {
    const referrer = await givenVerifiedUser({ fingerprint: `fp-${randomUUID()}` });
    await creditsOf(referrer.token, 3);
    const { referralCode } = (await call('GET', '/api/referral-info', { token: referrer.token })).body;
    const friend = await givenVerifiedUser({ referralCode, fingerprint: '' });
    expect(friend.deviceWarning).toBe(true);
    await new Promise((r) => setTimeout(r, 1000));
    expect((await call('GET', '/api/me', { token: referrer.token })).body.credits).toBe(3);
    expect((await call('GET', '/api/me', { token: friend.token })).body.credits).toBe(0);
  });
});

describe('purchase journey', () => {
  test('when a user buys a pack, then /api/me turns them into a paid user with the credits added, and a receipt is mailed', async () => {
    const { email, token } = await givenVerifiedUser({ fingerprint: `fp-${randomUUID()}` });
    await creditsOf(token, 3);
    const checkout = await call('POST', '/api/create-checkout-session', { token, body: { planName: 'Small Business', price: '$15', credits: '400' } });
    expect(checkout.status).toBe(200);
    // The embedded sandbox checkout: its Pay button posts a plain form.
    const paid = await system().api(checkout.body.url, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
    expect(paid.status).toBe(303);
    const me = await creditsOf(token, 403);
    expect(me.body).toMatchObject({ credits: 403, isSubscribed: true, isRegistered: false });
    const receipt = await system().waitForMail(email, /receipt/);
    expect(receipt.text).toContain('Small Business');
    expect(receipt.text).toContain('$15.00');
    expect(linkIn(receipt, '/credits').pathname).toBe('/credits');
  });
});

describe('account deletion journey', () => {
  test('when a user deletes the account, then auth refuses the token and a goodbye mail is sent', async () => {
    const { email, token } = await givenVerifiedUser();
    const res = await call('DELETE', '/api/me', { token });
    expect(res.body).toEqual({ message: 'Your account has been deleted.' });
    expect((await call('GET', '/api/me', { token })).status).toBe(401);
    expect((await call('GET', '/api/referral-info', { token })).status).toBe(401);
    await system().waitForMail(email, /account was deleted/);
  });

  test('when a user deletes the account or resets the password, then the other services refuse the old token too', async () => {
    const deleted = await givenVerifiedUser();
    expect((await call('GET', '/api/credits-history', { token: deleted.token })).status).toBe(200);
    await call('DELETE', '/api/me', { token: deleted.token });
    const reset = await givenVerifiedUser();
    await call('POST', '/api/forgot-password', { body: { email: reset.email } });
    const mail = await system().waitForMail(reset.email, /Reset your password/);
    await call('POST', '/api/reset-password', { body: { token: linkIn(mail, '/reset-password').searchParams.get('token'), newPassword: 'brand new secret' } });
    // Other services cache auth's answer for up to 2 s.
    await new Promise((r) => setTimeout(r, 2_500));
    for (const token of [deleted.token, reset.token]) {
      expect((await call('GET', '/api/credits-history', { token })).status).toBe(401);
      expect((await call('GET', '/api/documents', { token })).status).toBe(401);
    }
  });
});
