import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { anEmail, givenVerifiedUser, PASSWORD, startAuth, tokenOf, type AuthHarness } from './helpers.js';

let h: AuthHarness;
beforeAll(async () => {
  h = await startAuth();
});
afterAll(async () => {
  await h?.stop();
});

describe('email change', () => {
  test('when a user asks to change the email, then the new address must confirm before it becomes the login, and the old one is told', async () => {
    const { email, userId, token } = await givenVerifiedUser(h);
    const newEmail = anEmail('new');
    const res = await h.call('POST', '/api/profile', { token, body: { email: newEmail } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Check your new inbox to confirm the change.' });
    const mail = await h.events.next('auth.verification_requested', (e) => e.data.userId === userId && e.data.purpose === 'email_change');
    expect(mail.data).toMatchObject({ email: newEmail, previousEmail: email });
    expect(mail.data.link).toMatch(/^http:\/\/localhost:8080\/api\/confirm-email-change\?token=[\w-]{43}$/);

    // Not yet confirmed: the old address is still the login.
    expect((await h.call('POST', '/api/login', { body: { email: newEmail, password: PASSWORD } })).status).toBe(401);

    const confirm = await h.call('GET', `/api/confirm-email-change?token=${tokenOf(mail.data.link)}`);
    expect(confirm.status).toBe(302);
    expect(confirm.headers.get('location')).toBe('/profile?emailChange=confirmed');
    const changed = await h.events.next('user.email_changed', (e) => e.data.userId === userId);
    expect(changed.data).toEqual({ userId, oldEmail: email, newEmail });
    expect((await h.call('POST', '/api/login', { body: { email: newEmail, password: PASSWORD } })).status).toBe(200);
    expect((await h.call('POST', '/api/login', { body: { email, password: PASSWORD } })).status).toBe(401);

    const again = await h.call('GET', `/api/confirm-email-change?token=${tokenOf(mail.data.link)}`);
    expect(again.headers.get('location')).toBe('/profile?emailChange=used');
  });

  test('when the confirmation link is unknown or missing, then the profile page is told it is invalid', async () => {
    expect((await h.call('GET', '/api/confirm-email-change?token=bm9wZQ')).headers.get('location')).toBe('/profile?emailChange=invalid');
    expect((await h.call('GET', '/api/confirm-email-change')).headers.get('location')).toBe('/profile?emailChange=invalid');
  });

  test('when the new address was taken by someone else meanwhile, then the confirmation is refused', async () => {
    const { userId, token } = await givenVerifiedUser(h);
    const wanted = anEmail('wanted');
    await h.call('POST', '/api/profile', { token, body: { email: wanted } });
    const mail = await h.events.next('auth.verification_requested', (e) => e.data.userId === userId && e.data.purpose === 'email_change');
    await givenVerifiedUser(h, { email: wanted });
    const confirm = await h.call('GET', `/api/confirm-email-change?token=${tokenOf(mail.data.link)}`);
    expect(confirm.headers.get('location')).toBe('/profile?emailChange=taken');
  });

  test('when the email is malformed or unchanged, then the change is refused', async () => {
    const { email, token } = await givenVerifiedUser(h);
    const malformed = await h.call('POST', '/api/profile', { token, body: { email: 'nope' } });
    expect([malformed.status, malformed.body.message]).toEqual([400, 'Please enter a valid email address.']);
    const missing = await h.call('POST', '/api/profile', { token, body: {} });
    expect([missing.status, missing.body.message]).toEqual([400, 'Email is required.']);
    const same = await h.call('POST', '/api/profile', { token, body: { email: email.toUpperCase() } });
    expect([same.status, same.body.message]).toEqual([400, 'That is already your email address.']);
    expect((await h.call('POST', '/api/profile', { body: { email: anEmail() } })).status).toBe(401);
  });

  test('when the new address already has an account, then the answer is the one a free address gets, no link is made, and its owner is told', async () => {
    const requester = await givenVerifiedUser(h);
    const holder = await givenVerifiedUser(h);
    const free = await h.call('POST', '/api/profile', { token: requester.token, body: { email: anEmail('free') } });
    const taken = await h.call('POST', '/api/profile', { token: requester.token, body: { email: holder.email.toUpperCase() } });
    expect([taken.status, taken.body]).toEqual([free.status, free.body]);
    expect(taken.status).toBe(200);
    const notice = await h.events.next('auth.existing_email_used', (e) => e.data.userId === holder.userId);
    expect(notice.data).toEqual({ userId: holder.userId, email: holder.email, attempt: 'email_change', requester: { userId: requester.userId, email: requester.email } });
    const links = h.events.all.filter((e) => e.type === 'auth.verification_requested' && e.data.userId === requester.userId && e.data.email === holder.email);
    expect(links).toHaveLength(0);
  });
});

describe('referrals', () => {
  test('when a user reads the referral info, then a short readable code and the referred count come back', async () => {
    const { token } = await givenVerifiedUser(h);
    const res = await h.call('GET', '/api/referral-info', { token });
    expect(res.status).toBe(200);
    expect(res.body.referralCode).toMatch(/^[23456789ABCDEFGHJKMNPQRSTWXYZ]{8}$/);
    expect(res.body.referredCount).toBe(0);
    expect((await h.call('GET', '/api/referral-info')).status).toBe(401);
  });

  test('when a friend registers with the code, then they count as referred and their events name the referrer', async () => {
    const referrer = await givenVerifiedUser(h);
    const { referralCode } = (await h.call('GET', '/api/referral-info', { token: referrer.token })).body;
    // Codes are read aloud: any case, with spaces or a dash, is the same code.
    const typed = `${referralCode.slice(0, 4).toLowerCase()}-${referralCode.slice(4)}`;
    const friend = await givenVerifiedUser(h, { referralCode: typed });
    const registered = await h.events.next('user.registered', (e) => e.data.userId === friend.userId);
    expect(registered.data.referredBy).toBe(referrer.userId);
    const verified = await h.events.next('user.verified', (e) => e.data.userId === friend.userId);
    expect(verified.data).toMatchObject({ referredBy: referrer.userId, deviceWarning: false });
    expect((await h.call('GET', '/api/referral-info', { token: referrer.token })).body.referredCount).toBe(1);

    // A code was applied at sign-up: no second one.
    const second = await h.call('POST', '/api/set-referral-code', { token: friend.token, body: { referralCode } });
    expect([second.status, second.body.message]).toEqual([400, 'A referral code has already been applied to your account.']);
  });

  test('when a signed-in user applies a friend\'s code, then it is applied once and user.referral_applied is published', async () => {
    const referrer = await givenVerifiedUser(h);
    const { referralCode } = (await h.call('GET', '/api/referral-info', { token: referrer.token })).body;
    const user = await givenVerifiedUser(h);
    const res = await h.call('POST', '/api/set-referral-code', { token: user.token, body: { referralCode } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Referral code applied!' });
    const applied = await h.events.next('user.referral_applied', (e) => e.data.userId === user.userId);
    expect(applied.data).toEqual({ userId: user.userId, referrerId: referrer.userId, deviceWarning: false, verified: true });
    expect((await h.call('GET', '/api/referral-info', { token: referrer.token })).body.referredCount).toBe(1);

    const other = await givenVerifiedUser(h);
    const otherCode = (await h.call('GET', '/api/referral-info', { token: other.token })).body.referralCode;
    const again = await h.call('POST', '/api/set-referral-code', { token: user.token, body: { referralCode: otherCode } });
    expect([again.status, again.body.message]).toEqual([400, 'A referral code has already been applied to your account.']);
  });

  test('when the code is the user\'s own, unknown, empty or too long, then it is refused', async () => {
    const user = await givenVerifiedUser(h);
    const own = (await h.call('GET', '/api/referral-info', { token: user.token })).body.referralCode;
    const cases: [unknown, number, string][] = [
      [own, 400, 'You cannot use your own referral code.'],
      ['ZZZZZZZZ', 400, 'That referral code does not exist.'],
      ['', 400, 'Referral code is required.'],
      ['A'.repeat(17), 400, 'Referral code must be at most 16 characters.'],
    ];
    for (const [referralCode, status, message] of cases) {
      const res = await h.call('POST', '/api/set-referral-code', { token: user.token, body: { referralCode } });
      expect([res.status, res.body.message]).toEqual([status, message]);
    }
    expect((await h.call('POST', '/api/set-referral-code', { body: { referralCode: own } })).status).toBe(401);
  });

  test('when a referred user registers from a device that belongs to another account, then their events carry the device warning', async () => {
    const referrer = await givenVerifiedUser(h, { fingerprint: 'family-laptop-1' });
    const { referralCode } = (await h.call('GET', '/api/referral-info', { token: referrer.token })).body;
    const friend = await givenVerifiedUser(h, { referralCode, fingerprint: 'family-laptop-1' });
    const verified = await h.events.next('user.verified', (e) => e.data.userId === friend.userId);
    expect(verified.data).toMatchObject({ referredBy: referrer.userId, deviceWarning: true });
  });

  test('when a friend registers with the code but sends no device fingerprint, then the sign-up carries the device warning and neither side gets free credits', async () => {
    const referrer = await givenVerifiedUser(h);
    const { referralCode } = (await h.call('GET', '/api/referral-info', { token: referrer.token })).body;
    const email = anEmail('no-device');
    const res = await h.call('POST', '/api/register', { body: { email, password: PASSWORD, referralCode } });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: expect.stringContaining('This device could not be recognised, so no free credits were awarded yet'), deviceWarning: true });
    const registered = await h.events.next('user.registered', (e) => e.data.email === email);
    expect(registered.data).toMatchObject({ referredBy: referrer.userId, deviceWarning: true });
    const mail = await h.events.next('auth.verification_requested', (e) => e.data.userId === registered.data.userId);
    expect((await h.call('GET', `/api/verify-email?token=${encodeURIComponent(tokenOf(mail.data.link))}`)).status).toBe(200);
    const verified = await h.events.next('user.verified', (e) => e.data.userId === registered.data.userId);
    expect(verified.data).toMatchObject({ referredBy: referrer.userId, deviceWarning: true });
    // Its first login from a device no other account used: the grants withheld at sign-up are due now.
    expect((await h.call('POST', '/api/login', { body: { email, password: PASSWORD }, fingerprint: `fresh-${email}` })).status).toBe(200);
    const recognised = await h.events.next('user.device_recognised', (e) => e.data.userId === registered.data.userId);
    expect(recognised.data).toEqual({ userId: registered.data.userId, referredBy: referrer.userId });
  });

  test('when two accounts try to refer each other, then the second referral is refused, also when both apply at once', async () => {
    const first = await givenVerifiedUser(h);
    const firstCode = (await h.call('GET', '/api/referral-info', { token: first.token })).body.referralCode;
    const second = await givenVerifiedUser(h, { referralCode: firstCode });
    const secondCode = (await h.call('GET', '/api/referral-info', { token: second.token })).body.referralCode;
    const back = await h.call('POST', '/api/set-referral-code', { token: first.token, body: { referralCode: secondCode } });
    expect([back.status, back.body.message]).toEqual([400, 'You cannot use the referral code of someone you referred.']);

    const a = await givenVerifiedUser(h);
    const b = await givenVerifiedUser(h);
    const [aCode, bCode] = await Promise.all([a, b].map(async (u) => (await h.call('GET', '/api/referral-info', { token: u.token })).body.referralCode));
    const answers = await Promise.all([
      h.call('POST', '/api/set-referral-code', { token: a.token, body: { referralCode: bCode } }),
      h.call('POST', '/api/set-referral-code', { token: b.token, body: { referralCode: aCode } }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(answers.find((r) => r.status === 400)?.body.message).toBe('You cannot use the referral code of someone you referred.');
  });

  test('when an account that was used on the referrer\'s device applies the referrer\'s code, then the referral carries the device warning', async () => {
    const referrer = await givenVerifiedUser(h);
    const { referralCode } = (await h.call('GET', '/api/referral-info', { token: referrer.token })).body;
    const user = await givenVerifiedUser(h);
    // The second account is opened on the referrer's browser (its session sends that device).
    await h.call('GET', '/api/me', { token: user.token, fingerprint: referrer.fingerprint });
    expect((await h.call('POST', '/api/set-referral-code', { token: user.token, body: { referralCode } })).status).toBe(200);
    const applied = await h.events.next('user.referral_applied', (e) => e.data.userId === user.userId);
    expect(applied.data).toMatchObject({ referrerId: referrer.userId, deviceWarning: true });
  });
});
