import net from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { makeEvent, type AppEvent } from '@bankxl/contracts';
import { createSmtpMailer, type Mailer } from '@bankxl/mail';
import { startSmtpServer, startTestService, type ReceivedMail, type SmtpTestServer, type TestService } from '@bankxl/testing';
import { createNotificationService, migrations, NotificationEnv, type NotificationConfig } from '../src/index.js';

// Mail goes out over real SMTP to a local stand-in of the mail provider (the network edge).
let smtp: SmtpTestServer;
let smtpPort: number;
let mailer: Mailer;
let service: TestService<NotificationConfig>;

const SUPPORT = 'help@bankxl.test';
const PUBLIC_URL = 'https://bankxl.example';

beforeAll(async () => {
  smtpPort = await freePort();
  smtp = await startSmtpServer({ port: smtpPort });
  mailer = createSmtpMailer({ url: `smtp://127.0.0.1:${smtpPort}`, from: 'bankxl <no-reply@bankxl.test>' });
  service = await startTestService({
    name: 'notification',
    schema: NotificationEnv,
    migrations,
    create: createNotificationService,
    mailer,
    env: { SUPPORT_EMAIL: SUPPORT, PUBLIC_URL, CONTACT_RATE_LIMIT_PER_HOUR: '3', MAIL_MAX_ATTEMPTS: '4', MAIL_RETRY_BASE_MS: '200', MAIL_POLL_INTERVAL_MS: '100' },
  });
});
afterAll(async () => {
  await service?.stop();
  await mailer?.close();
  await smtp?.stop();
});

let n = 0;
const anEmail = (tag = 'user') => `${tag}-${Date.now().toString(36)}-${(n += 1)}@example.test`;
const aUserId = () => crypto.randomUUID();
const publish = (event: AppEvent) => service.infra.bus.publish(event);
const mailTo = (to: string, subject?: RegExp, timeoutMs = 10_000) =>
  smtp.waitForMail((m: ReceivedMail) => m.to.includes(to) && (!subject || subject.test(m.subject)), timeoutMs);
const internal = async (path: string, secret = service.internalToken) => {
  const res = await fetch(`${service.url}${path}`, { headers: secret ? { 'x-internal-token': secret } : {} });
  return { status: res.status, body: await res.json() };
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('mails sent on events', () => {
  test('when a verification is requested, then a branded mail with the link in both parts goes out', async () => {
    const email = anEmail();
    const link = `${PUBLIC_URL}/verify-email?token=abcDEF123_-`;
    await publish(makeEvent('auth.verification_requested', { userId: aUserId(), email, link, purpose: 'register', previousEmail: null }));
    const mail = await mailTo(email);
    expect(mail.subject).toBe('Verify your email address');
    expect(mail.from).toBe('no-reply@bankxl.test');
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain('bankxl');
    expect(mail.text).toContain(`${PUBLIC_URL}/`);
  });

  test('when an email change is requested, then the new address gets the confirmation link and the old one a notice', async () => {
    const [oldEmail, newEmail] = [anEmail('old'), anEmail('new')];
    const link = `${PUBLIC_URL}/api/confirm-email-change?token=xyz`;
    await publish(makeEvent('auth.verification_requested', { userId: aUserId(), email: newEmail, link, purpose: 'email_change', previousEmail: oldEmail }));
    const confirm = await mailTo(newEmail);
    expect(confirm.subject).toBe('Confirm your new email address');
    expect(confirm.text).toContain(link);
    const notice = await mailTo(oldEmail);
    expect(notice.subject).toBe('A change of your email address was requested');
    expect(notice.text).toContain(newEmail);
    expect(notice.text).toContain(`${PUBLIC_URL}/forgot-password`);
  });

  test('when a password reset is requested, then the reset link is mailed', async () => {
    const email = anEmail();
    const link = `${PUBLIC_URL}/reset-password?token=r3s3t`;
    await publish(makeEvent('auth.password_reset_requested', { userId: aUserId(), email, link }));
    const mail = await mailTo(email);
    expect(mail.subject).toBe('Reset your password');
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('1 hour');
  });

  test('when a user is verified, then a welcome mail goes out', async () => {
    const email = anEmail();
    await publish(makeEvent('user.verified', { userId: aUserId(), email, referredBy: null, deviceWarning: false }));
    const mail = await mailTo(email);
    expect(mail.subject).toBe('Welcome to bankxl');
    expect(mail.html).toContain(`href="${PUBLIC_URL}/"`);
  });

  test('when a purchase completes, then a receipt goes to the address the user registered, and after an email change to the new one', async () => {
    const userId = aUserId();
    const email = anEmail('buyer');
    await publish(makeEvent('user.registered', { userId, email, referredBy: null, deviceWarning: false, viaGoogle: false }));
    const purchase = { userId, planName: 'Small Business', credits: 400, priceCents: 1500, currency: 'usd', purchaseId: 'cs_test_123' };
    await publish(makeEvent('billing.purchase_completed', purchase));
    const receipt = await mailTo(email, /receipt/);
    expect(receipt.subject).toBe('Your bankxl receipt: Small Business');
    expect(receipt.text).toContain('Credits: 400');
    expect(receipt.text).toContain('Amount paid: $15.00');
    expect(receipt.text).toContain('Receipt number: cs_test_123');
    expect(receipt.html).toContain(`href="${PUBLIC_URL}/credits"`);

    const newEmail = anEmail('moved');
    await publish(makeEvent('user.email_changed', { userId, oldEmail: email, newEmail }));
    const notice = await mailTo(email, /was changed/);
    expect(notice.text).toContain(newEmail);
    await publish(makeEvent('billing.purchase_completed', { ...purchase, purchaseId: 'cs_test_456' }));
    expect((await mailTo(newEmail, /receipt/)).text).toContain('cs_test_456');
  });

  test('when someone uses an address that already has an account, then its owner is told (at most hourly) and a requester gets the usual change notice', async () => {
    const holder = { userId: aUserId(), email: anEmail('holder') };
    const requester = { userId: aUserId(), email: anEmail('requester') };
    await publish(makeEvent('auth.existing_email_used', { ...holder, attempt: 'register', requester: null }));
    const notice = await mailTo(holder.email, /already have/);
    expect(notice.subject).toBe('You already have a bankxl account');
    expect(notice.text).toContain('tried to create a bankxl account with this email address');
    expect(notice.text).toContain(`${PUBLIC_URL}/forgot-password`);

    await publish(makeEvent('auth.existing_email_used', { ...holder, attempt: 'email_change', requester }));
    const changeNotice = await mailTo(requester.email, /change of your email address/);
    expect(changeNotice.text).toContain(holder.email);
    // The owner already heard about an attempt this hour: no second notice to flood them with.
    await sleep(300);
    expect(smtp.inbox.filter((m) => m.to.includes(holder.email))).toHaveLength(1);
  });

  test('when the same event is delivered twice, then one mail goes out', async () => {
    const email = anEmail('twice');
    const event = makeEvent('user.verified', { userId: aUserId(), email, referredBy: null, deviceWarning: false });
    await publish(event);
    await publish(event);
    await mailTo(email);
    await sleep(500);
    expect(smtp.inbox.filter((m) => m.to.includes(email))).toHaveLength(1);
  });

  test('when a user is deleted, then a goodbye mail goes out and their mail log and address are forgotten', async () => {
    const userId = aUserId();
    const email = anEmail('leaving');
    await publish(makeEvent('user.registered', { userId, email, referredBy: null, deviceWarning: false, viaGoogle: false }));
    await publish(makeEvent('user.verified', { userId, email, referredBy: null, deviceWarning: false }));
    await mailTo(email, /Welcome/);
    await publish(makeEvent('user.deleted', { userId, email }));
    const goodbye = await mailTo(email, /deleted/);
    expect(goodbye.text).toContain('have been deleted');
    await sleep(300);
    const log = (await internal('/internal/mails?limit=500')).body as { to: string; kind: string }[];
    expect(log.filter((m) => m.to === email).map((m) => m.kind)).toEqual(['account_deleted']);
  });
});

describe('delivery when the mail server is down', () => {
  test('when sending fails, then the mail is retried with backoff until the server is back, and the failure is visible meanwhile', async () => {
    await smtp.stop();
    const email = anEmail('patient');
    await publish(makeEvent('user.verified', { userId: aUserId(), email, referredBy: null, deviceWarning: false }));
    type LogEntry = { to: string; status: string; attempts: number; lastError: string | null };
    let entry: LogEntry | undefined;
    for (let i = 0; i < 50 && !(entry && entry.attempts >= 1 && entry.lastError); i += 1) {
      await sleep(50);
      entry = ((await internal('/internal/mails?limit=500')).body as LogEntry[]).find((m) => m.to === email);
    }
    expect(entry).toMatchObject({ status: expect.stringMatching(/pending|sending/) });
    expect(entry?.lastError).toMatch(/SMTP delivery failed/);

    smtp = await startSmtpServer({ port: smtpPort });
    const mail = await mailTo(email, /Welcome/);
    expect(mail.subject).toBe('Welcome to bankxl');
    // The server has the mail; the log says so a moment later.
    let after: { to: string; attempts: number } | undefined;
    for (let i = 0; i < 50 && !after; i += 1) {
      after = ((await internal('/internal/mails?status=sent&limit=500')).body as { to: string; attempts: number }[]).find((m) => m.to === email);
      if (!after) await sleep(50);
    }
    expect(after?.attempts).toBeGreaterThanOrEqual(2);
  });

  test('when every attempt fails, then the mail is marked failed with its last error, never dropped silently', async () => {
    await smtp.stop();
    const email = anEmail('unlucky');
    await publish(makeEvent('user.verified', { userId: aUserId(), email, referredBy: null, deviceWarning: false }));
    type LogEntry = { to: string; attempts: number; lastError: string };
    let failed: LogEntry | undefined;
    for (let i = 0; i < 100 && !failed; i += 1) {
      await sleep(100);
      failed = ((await internal('/internal/mails?status=failed&limit=500')).body as LogEntry[]).find((m) => m.to === email);
    }
    expect(failed).toMatchObject({ attempts: 4, lastError: expect.stringMatching(/SMTP delivery failed/) });
    smtp = await startSmtpServer({ port: smtpPort });
  });

  test('when the mail log is asked for without the service secret, then it is refused', async () => {
    expect((await internal('/internal/mails', '')).status).toBe(401);
  });
});

describe('contact form', () => {
  const contact = async (body: unknown, ip = `10.1.${n % 250}.${(n += 1) % 250}`) => {
    const res = await fetch(`${service.url}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-client-ip': ip }, body: JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as { message: string } };
  };

  test('when a visitor writes, then the message is stored and mailed to support with reply-to set to the sender', async () => {
    const email = anEmail('visitor');
    const res = await contact({ name: 'Grace Hopper', email, message: 'Hello!\n\nDoes it read <b>Indian</b> amounts?' });
    expect(res).toEqual({ status: 200, body: { message: 'Message sent successfully! We will get back to you shortly.' } });
    const mail = await smtp.waitForMail((m) => m.to.includes(SUPPORT) && m.replyTo === email);
    expect(mail.subject).toBe('Contact form: Grace Hopper');
    expect(mail.text).toContain('Does it read <b>Indian</b> amounts?');
    expect(mail.html).toContain('&lt;b&gt;Indian&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Indian</b>');
  });

  test.each([
    ['no name', { email: 'a@b.test', message: 'hi' }, 'Name is required.'],
    ['a blank name', { name: ' ', email: 'a@b.test', message: 'hi' }, 'Name is required.'],
    ['no email', { name: 'A', message: 'hi' }, 'Email is required.'],
    ['a malformed email', { name: 'A', email: 'not-an-email', message: 'hi' }, 'Please enter a valid email address.'],
    ['no message', { name: 'A', email: 'a@b.test' }, 'Message is required.'],
    ['a 101-character name', { name: 'A'.repeat(101), email: 'a@b.test', message: 'hi' }, 'Name must be at most 100 characters.'],
    ['a 5001-character message', { name: 'A', email: 'a@b.test', message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters.'],
  ])('when the form has %s, then it is refused with "%s"', async (_label, body, message) => {
    const res = await contact(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  test('when one client IP keeps writing, then it gets a 429 with a readable message', async () => {
    const ip = '10.200.200.200';
    for (let i = 0; i < 3; i += 1) expect((await contact({ name: 'Spam', email: anEmail(), message: `#${i}` }, ip)).status).toBe(200);
    const res = await contact({ name: 'Spam', email: anEmail(), message: 'again' }, ip);
    expect(res.status).toBe(429);
    expect(res.body.message).toBe('Too many messages from your network. Please try again later.');
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
