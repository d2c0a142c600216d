// What only the SMTP adapter does: failures the notification service must see, auth, and the TLS rule.
import { describe, expect, test } from '@jest/globals';
import { simpleParser } from 'mailparser';
import {
  createSmtpMailer,
  MailConfigError,
  MailDeliveryError,
  MailUnavailableError,
  smtpConnectionFromUrl,
  type MailLog,
} from '@bankxl/mail';
import { startSmtpCatcher } from './smtp-catcher.js';

const aMessage = (to = 'ada@example.test') => ({ to, subject: 'Hello', text: 'Body text', html: '<p>Body text</p>' });
const FROM = 'no-reply@bankxl.test';

describe('smtp mailer', () => {
  test('when the SMTP server is down, then send rejects with a retryable MailDeliveryError and ping fails', async () => {
    const server = await startSmtpCatcher();
    await server.stop();
    const mailer = createSmtpMailer({ url: server.url, from: FROM });
    const error = await mailer.send(aMessage()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MailDeliveryError);
    expect(error).toMatchObject({ code: 'mail_delivery_failed', permanent: false });
    const pingError = await mailer.ping().catch((e: unknown) => e);
    expect(pingError).toBeInstanceOf(MailUnavailableError);
    expect(pingError).toMatchObject({ code: 'mail_unavailable' });
  });

  test('when the server refuses the recipient with 550, then the MailDeliveryError is permanent', async () => {
    const server = await startSmtpCatcher({ refuse: 'nobody@example.test' });
    try {
      const mailer = createSmtpMailer({ url: server.url, from: FROM });
      const error = await mailer.send(aMessage('nobody@example.test')).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(MailDeliveryError);
      expect(error).toMatchObject({ permanent: true, responseCode: 550 });
      expect(server.received).toHaveLength(0);
    } finally {
      await server.stop();
    }
  });

  test('when the URL carries percent-encoded credentials, then the mailer authenticates with them', async () => {
    const server = await startSmtpCatcher({ credentials: { user: 'mailer@bankxl.test', pass: 'p@ss:wörd/1' } });
    try {
      const url = `smtp://${encodeURIComponent('mailer@bankxl.test')}:${encodeURIComponent('p@ss:wörd/1')}@127.0.0.1:${server.port}`;
      await createSmtpMailer({ url, from: FROM }).send(aMessage());
      expect((await simpleParser((await server.waitFor(1))[0])).subject).toBe('Hello');

      const wrong = `smtp://mailer:wrong@127.0.0.1:${server.port}`;
      const error = await createSmtpMailer({ url: wrong, from: FROM }).send(aMessage()).catch((e: unknown) => e);
      // Bad credentials are an operator's fix, after which a retry succeeds: not permanent.
      expect(error).toMatchObject({ code: 'mail_delivery_failed', permanent: false, responseCode: 535 });
    } finally {
      await server.stop();
    }
  });

  test('when a local server offers STARTTLS with a self-signed certificate, then only ?tls=off gets through', async () => {
    const server = await startSmtpCatcher({ offerStartTls: true });
    try {
      const auto = await createSmtpMailer({ url: server.url, from: FROM }).send(aMessage()).catch((e: unknown) => e);
      expect(auto).toBeInstanceOf(MailDeliveryError);
      await createSmtpMailer({ url: `${server.url}?tls=off`, from: FROM }).send(aMessage());
      expect(server.received).toHaveLength(1);
    } finally {
      await server.stop();
    }
  });

  test('when ?tls=required and the server offers no STARTTLS, then nothing is sent in clear text', async () => {
    const server = await startSmtpCatcher();
    try {
      const error = await createSmtpMailer({ url: `${server.url}?tls=required`, from: FROM })
        .send(aMessage())
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(MailDeliveryError);
      expect(server.received).toHaveLength(0);
    } finally {
      await server.stop();
    }
  });

  test('when a message is sent, then only its message id is logged', async () => {
    const server = await startSmtpCatcher();
    try {
      const lines: unknown[] = [];
      const log: MailLog = { info: (fields, message) => lines.push({ fields, message }) };
      const { messageId } = await createSmtpMailer({ url: server.url, from: FROM, log }).send(aMessage());
      expect(lines).toEqual([{ fields: { messageId }, message: 'mail sent' }]);
    } finally {
      await server.stop();
    }
  });
});

describe('smtpConnectionFromUrl', () => {
  test('reads host, port, TLS mode and credentials', () => {
    expect(smtpConnectionFromUrl('smtp://mailpit:1025')).toEqual({
      host: 'mailpit', port: 1025, secure: false, ignoreTLS: false, requireTLS: false,
    });
    expect(smtpConnectionFromUrl('smtps://u%40x:p%3Aw@smtp.example.test')).toEqual({
      host: 'smtp.example.test', port: 465, secure: true, auth: { user: 'u@x', pass: 'p:w' }, ignoreTLS: false, requireTLS: false,
    });
    expect(smtpConnectionFromUrl('smtp://smtp.example.test?tls=required')).toMatchObject({ port: 587, requireTLS: true });
    expect(smtpConnectionFromUrl('smtp://127.0.0.1:1025?tls=off')).toMatchObject({ ignoreTLS: true });
    expect(smtpConnectionFromUrl('smtp://[::1]:25')).toMatchObject({ host: '::1', port: 25 });
  });

  test.each([
    ['not a URL', 'mailpit:1025 with spaces'],
    ['another scheme', 'http://user:hunter2@mailpit:1025'],
    ['an unknown parameter', 'smtp://user:hunter2@mailpit:1025?secure=true'],
    ['an unknown TLS mode', 'smtp://user:hunter2@mailpit:1025?tls=maybe'],
    ['tls on smtps', 'smtps://user:hunter2@mailpit?tls=off'],
  ])('refuses %s with MailConfigError, without repeating the password', (_what, url) => {
    let error: unknown;
    try {
      smtpConnectionFromUrl(url);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(MailConfigError);
    expect(error).toMatchObject({ code: 'invalid_mail_config' });
    expect((error as Error).message).not.toContain('hunter2');
  });
});
