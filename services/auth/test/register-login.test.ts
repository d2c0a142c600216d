import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { anEmail, givenVerifiedUser, PASSWORD, randomIp, startAuth, tokenOf, type AuthHarness } from './helpers.js';

let h: AuthHarness;
beforeAll(async () => {
  h = await startAuth({ LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_IP: '5', LOGIN_MAX_FAILURES_PER_ACCOUNT: '5', LOGIN_MAX_FAILURES_PER_IP: '20', REGISTER_RATE_LIMIT_PER_HOUR: '3' });
});
afterAll(async () => {
  await h?.stop();
});

describe('register', () => {
  test('when an email and password are posted, then an unverified account is created and a verification link is mailed', async () => {
    const email = anEmail();
    const res = await h.call('POST', '/api/register', { body: { email: `  ${email.toUpperCase()} `, password: PASSWORD }, fingerprint: `fp-${email}` });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: 'Registration successful! Please check your email to verify your address.', deviceWarning: false });
    const registered = await h.events.next('user.registered', (e) => e.data.email === email);
    expect(registered.data).toMatchObject({ referredBy: null, deviceWarning: false, viaGoogle: false });
    const mail = await h.events.next('auth.verification_requested', (e) => e.data.userId === registered.data.userId);
    expect(mail.data.link).toMatch(/^http:\/\/localhost:8080\/verify-email\?token=[\w-]{43}$/);
    expect(mail.data.purpose).toBe('register');
  });

  test.each([
    [{ password: PASSWORD }, 'Email is required.'],
    [{ email: 'not-an-email', password: PASSWORD }, 'Please enter a valid email address.'],
    [{ email: anEmail() }, 'Password is required.'],
    [{ email: anEmail(), password: '12345' }, 'Password must be at least 6 characters.'],
    [{ email: anEmail(), password: PASSWORD, referralCode: 'X'.repeat(17) }, 'Referral code must be at most 16 characters.'],
    [{ email: anEmail(), password: PASSWORD, referralCode: 'NOSUCHCODE' }, 'That referral code does not exist.'],
  ])('when the form is %j, then it is refused with "%s"', async (body, message) => {
    const res = await h.call('POST', '/api/register', { body });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  test('when the email is already registered (in any case), then the answer is the one a new email gets, nothing is created, and the owner is told', async () => {
    const owner = await givenVerifiedUser(h);
    const fresh = await h.call('POST', '/api/register', { body: { email: anEmail(), password: PASSWORD }, fingerprint: `device-${anEmail()}` });
    const taken = await h.call('POST', '/api/register', { body: { email: owner.email.toUpperCase(), password: 'another one' }, fingerprint: `device-${anEmail()}` });
    expect([taken.status, taken.body]).toEqual([fresh.status, fresh.body]);
    expect(taken.body).toEqual({ message: 'Registration successful! Please check your email to verify your address.', deviceWarning: false });
    const notice = await h.events.next('auth.existing_email_used', (e) => e.data.userId === owner.userId);
    expect(notice.data).toEqual({ userId: owner.userId, email: owner.email, attempt: 'register', requester: null });
    expect(h.events.all.filter((e) => e.type === 'user.registered' && e.data.email === owner.email)).toHaveLength(1);
    // The owner's password is untouched.
    expect((await h.call('POST', '/api/login', { body: { email: owner.email, password: PASSWORD } })).status).toBe(200);
    expect((await h.call('POST', '/api/login', { body: { email: owner.email, password: 'another one' } })).status).toBe(401);
  });

  test('when a taken email was tried from a device, then a later sign-up from that device is flagged just as after a real sign-up', async () => {
    const owner = await givenVerifiedUser(h);
    const device = `probe-${anEmail()}`;
    await h.call('POST', '/api/register', { body: { email: owner.email, password: PASSWORD }, fingerprint: device });
    const next = await h.call('POST', '/api/register', { body: { email: anEmail(), password: PASSWORD }, fingerprint: device });
    expect(next.body.deviceWarning).toBe(true);
  });

  test('when an unknown referral code comes with a taken email, then it is refused exactly as with a new email', async () => {
    const owner = await givenVerifiedUser(h);
    for (const email of [owner.email, anEmail()]) {
      const res = await h.call('POST', '/api/register', { body: { email, password: PASSWORD, referralCode: 'NOSUCHCODE' }, fingerprint: `device-${anEmail()}` });
      expect([res.status, res.body.message]).toEqual([400, 'That referral code does not exist.']);
    }
  });

  test('when the device already belongs to another account, then the new account gets the device warning and no free credits', async () => {
    const fingerprint = `shared-device-${anEmail()}`;
    await h.call('POST', '/api/register', { body: { email: anEmail(), password: PASSWORD }, fingerprint });
    const second = anEmail();
    const res = await h.call('POST', '/api/register', { body: { email: second, password: PASSWORD }, fingerprint });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: 'Multiple accounts detected from this device. No free credits awarded.', deviceWarning: true });
    const registered = await h.events.next('user.registered', (e) => e.data.email === second);
    expect(registered.data.deviceWarning).toBe(true);
  });

  test('when one client IP keeps registering, then it gets a 429 with a readable message', async () => {
    const ip = randomIp();
    for (let i = 0; i < 3; i += 1) expect((await h.call('POST', '/api/register', { ip, body: { email: anEmail(), password: PASSWORD } })).status).toBe(201);
    const res = await h.call('POST', '/api/register', { ip, body: { email: anEmail(), password: PASSWORD } });
    expect(res.status).toBe(429);
    expect(res.body.message).toBe('Too many sign-ups from your network. Please try again later.');
    expect(res.headers.get('retry-after')).toBeTruthy();
  });
});

describe('verify email', () => {
  test('when the link is opened, then the account is verified once, and user.verified is published', async () => {
    const email = anEmail();
    await h.call('POST', '/api/register', { body: { email, password: PASSWORD }, fingerprint: `device-of-${email}` });
    const mail = await h.events.next('auth.verification_requested', (e) => e.data.email === email);
    const first = await h.call('GET', `/api/verify-email?token=${tokenOf(mail.data.link)}`);
    expect(first.status).toBe(200);
    expect(first.body.message).toContain('success');
    const verified = await h.events.next('user.verified', (e) => e.data.email === email);
    expect(verified.data).toMatchObject({ userId: mail.data.userId, referredBy: null, deviceWarning: false });

    const again = await h.call('GET', `/api/verify-email?token=${tokenOf(mail.data.link)}`);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This verification link has already been used. You can log in.');
    expect(again.body.message).not.toContain('success');
  });

  test('when the token is unknown or missing, then a clear message without "success" comes back', async () => {
    const unknown = await h.call('GET', '/api/verify-email?token=bm90LWEtcmVhbC10b2tlbg');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('This verification link is not valid. Please use the latest link we emailed you.');
    const missing = await h.call('GET', '/api/verify-email');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('No token provided.');
  });

  test('when the link is more than 24 hours old, then it is refused as expired', async () => {
    const email = anEmail();
    await h.call('POST', '/api/register', { body: { email, password: PASSWORD } });
    const mail = await h.events.next('auth.verification_requested', (e) => e.data.email === email);
    // Age the link as a day passing would.
    await h.service.infra.database.db.execute(`UPDATE auth.user_tokens SET expires_at = now() - interval '1 second' WHERE user_id = '${mail.data.userId}'`);
    const res = await h.call('GET', `/api/verify-email?token=${tokenOf(mail.data.link)}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('This verification link has expired. Log in to get a new one.');
    expect(res.body.message).not.toContain('success');
  });
});

describe('login', () => {
  test('when a verified user logs in, then a session token comes back that works', async () => {
    const { token } = await givenVerifiedUser(h);
    expect(token.split('.')).toHaveLength(3);
    const info = await h.call('GET', '/api/referral-info', { token });
    expect(info.status).toBe(200);
  });

  test('when the email is not verified, then the answer asks to verify the email and a fresh link is mailed once the old one is stale', async () => {
    const email = anEmail();
    await h.call('POST', '/api/register', { body: { email, password: PASSWORD } });
    const res = await h.call('POST', '/api/login', { body: { email, password: PASSWORD } });
    expect(res.status).toBe(403);
    expect(res.body.message).toContain('verify your email');
    const first = await h.events.next('auth.verification_requested', (e) => e.data.email === email);
    await h.service.infra.database.db.execute(`UPDATE auth.user_tokens SET created_at = now() - interval '10 minutes' WHERE user_id = '${first.data.userId}'`);
    await h.call('POST', '/api/login', { body: { email, password: PASSWORD } });
    const resent = await h.events.next('auth.verification_requested', (e) => e.data.email === email && e.id !== first.id);
    expect(tokenOf(resent.data.link)).not.toBe(tokenOf(first.data.link));
    // The newer link replaces the older one.
    expect((await h.call('GET', `/api/verify-email?token=${tokenOf(first.data.link)}`)).status).toBe(400);
    expect((await h.call('GET', `/api/verify-email?token=${tokenOf(resent.data.link)}`)).status).toBe(200);
  });

  test('when the password is wrong or the email unknown, then the same generic answer comes back', async () => {
    const { email } = await givenVerifiedUser(h);
    const wrongPassword = await h.call('POST', '/api/login', { body: { email, password: 'not my password' } });
    const unknownEmail = await h.call('POST', '/api/login', { body: { email: anEmail('nobody'), password: PASSWORD } });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.body).toEqual(unknownEmail.body);
    expect(wrongPassword.body.message).toBe('Invalid email or password.');
  });

  test('when fields are missing, then the login is refused with a readable message', async () => {
    expect((await h.call('POST', '/api/login', { body: { email: anEmail() } })).body.message).toBe('Password is required.');
    expect((await h.call('POST', '/api/login', { body: { password: PASSWORD } })).body.message).toBe('Email is required.');
  });

  test('when one IP fails 5 times on an account, then that IP gets 429 even with the right password until the window passes', async () => {
    const { email } = await givenVerifiedUser(h);
    const ip = randomIp();
    for (let i = 0; i < 5; i += 1) expect((await h.call('POST', '/api/login', { ip, body: { email, password: `wrong-${i}` } })).status).toBe(401);
    const locked = await h.call('POST', '/api/login', { ip, body: { email, password: PASSWORD } });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe('Too many failed login attempts for this account. Please wait a few minutes and try again.');
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(60);
    // Once the failures are older than the window, the IP may try again.
    await h.service.infra.database.db.execute(`UPDATE auth.login_failures SET failed_at = now() - interval '16 minutes'`);
    expect((await h.call('POST', '/api/login', { ip, body: { email, password: PASSWORD } })).status).toBe(200);
  });

  test('when strangers fail 5 times on an account from many IPs, then the owner still logs in from a known network or device, and new places get no session', async () => {
    const home = randomIp();
    const fingerprint = `owner-browser-${anEmail()}`;
    const { email } = await givenVerifiedUser(h, { ip: home, fingerprint });
    for (let i = 0; i < 5; i += 1) expect((await h.call('POST', '/api/login', { body: { email, password: `guess-${i}` } })).status).toBe(401);

    // Distributed guessing stays capped: a sixth fresh IP gets no session and the same answer, right or wrong.
    const answers = [];
    for (const password of ['guess-5', PASSWORD]) {
      const stranger = await h.call('POST', '/api/login', { body: { email, password } });
      expect(stranger.status).toBe(429);
      expect(stranger.body.token).toBeUndefined();
      answers.push(stranger.body);
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0].message).toBe(
      'Too many failed login attempts for this account. If the password you entered is right, we have emailed you a link to log in from here.',
    );
    // The owner is not locked out: from the network they logged in from, or on their own browser elsewhere.
    expect((await h.call('POST', '/api/login', { ip: home, body: { email, password: PASSWORD } })).status).toBe(200);
    expect((await h.call('POST', '/api/login', { fingerprint, body: { email, password: PASSWORD } })).status).toBe(200);
    // A known network still gets no extra guesses at the password.
    expect((await h.call('POST', '/api/login', { ip: home, body: { email, password: 'guess-6' } })).status).toBe(401);
  });

  test('when strangers keep an account under attack, then its owner on a new laptop and network gets in through the mailed link, once; a wrong password mails nothing', async () => {
    const { email, userId } = await givenVerifiedUser(h, { ip: randomIp(), fingerprint: `old-${anEmail()}` });
    for (let i = 0; i < 5; i += 1) expect((await h.call('POST', '/api/login', { body: { email, password: `guess-${i}` } })).status).toBe(401);
    const laptop = { ip: randomIp(), fingerprint: `new-laptop-${anEmail()}` };

    // A wrong password from the new place: the same refusal, and no mail.
    const wrong = await h.call('POST', '/api/login', { ...laptop, body: { email, password: 'guess-again' } });
    expect(wrong.status).toBe(429);
    // The right one: the same refusal, and a link to the owner's inbox (a newer attempt within minutes mails no second one).
    const right = await h.call('POST', '/api/login', { ...laptop, body: { email, password: PASSWORD } });
    expect([right.status, right.body]).toEqual([429, wrong.body]);
    const mail = await h.events.next('auth.sign_in_link_requested', (e) => e.data.userId === userId);
    expect(mail.data.email).toBe(email);
    expect(new URL(mail.data.link).pathname).toBe('/login');
    await h.call('POST', '/api/login', { ...laptop, body: { email, password: PASSWORD } });
    await new Promise((r) => setTimeout(r, 300));
    expect(h.events.all.filter((e) => e.type === 'auth.sign_in_link_requested' && e.data.userId === userId)).toHaveLength(1);

    const token = new URL(mail.data.link).searchParams.get('token');
    const signedIn = await h.call('POST', '/api/login/link', { ...laptop, body: { token } });
    expect(signedIn.status).toBe(200);
    expect((await h.call('GET', '/api/referral-info', { token: signedIn.body.token })).status).toBe(200);
    // Used once; and this laptop is now the owner's: its password login works during the attack.
    expect((await h.call('POST', '/api/login/link', { ...laptop, body: { token } })).body).toMatchObject({ code: 'sign_in_link_used', message: 'This login link has already been used. Please log in again.' });
    expect((await h.call('POST', '/api/login', { ...laptop, body: { email, password: PASSWORD } })).status).toBe(200);
    expect((await h.call('POST', '/api/login/link', { body: { token: 'bm90LWEtbGluaw' } })).body).toMatchObject({ code: 'sign_in_link_invalid' });
    expect((await h.call('POST', '/api/login/link', { body: {} })).status).toBe(400);
  });

  test('when an unknown email is guessed from many IPs, then it is refused just like an existing account', async () => {
    const email = anEmail('nobody');
    for (let i = 0; i < 5; i += 1) expect((await h.call('POST', '/api/login', { body: { email, password: `guess-${i}` } })).status).toBe(401);
    expect((await h.call('POST', '/api/login', { body: { email, password: PASSWORD } })).status).toBe(429);
  });

  test('when one client IP fails 20 times across accounts, then it gets 429', async () => {
    const ip = randomIp();
    for (let i = 0; i < 20; i += 1) {
      expect((await h.call('POST', '/api/login', { ip, body: { email: anEmail('guess'), password: 'guess' } })).status).toBe(401);
    }
    const res = await h.call('POST', '/api/login', { ip, body: { email: anEmail('guess'), password: 'guess' } });
    expect(res.status).toBe(429);
    expect(res.body.message).toBe('Too many failed login attempts from your network. Please wait a few minutes and try again.');
  });
});
