// One contract, both adapters: the .eml outbox and SMTP to a local server. Each test sends through
// the public API and parses what a mail client would get.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { createEmlMailer, createSmtpMailer, InvalidMessageError, type MailMessage, type Mailer } from '@bankxl/mail';
import { startSmtpCatcher } from './smtp-catcher.js';

type Fixture = {
  mailer: Mailer;
  /** Every message delivered so far, parsed, oldest first. */
  delivered(count: number): Promise<ParsedMail[]>;
  teardown(): Promise<void>;
};
type Adapter = { name: string; setup(): Promise<Fixture> };

const FROM = 'bankxl <no-reply@bankxl.test>';

const eml: Adapter = {
  name: 'eml outbox',
  async setup() {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bankxl-mail-'));
    const dir = path.join(dataDir, 'mail');
    const mailer = createEmlMailer({ dir, from: FROM });
    return {
      mailer,
      async delivered() {
        const files = (await readdir(dir)).filter((f) => f.endsWith('.eml')).sort();
        return Promise.all(files.map(async (f) => simpleParser(await readFile(path.join(dir, f)))));
      },
      teardown: async () => {
        await mailer.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  },
};

const smtp: Adapter = {
  name: 'smtp',
  async setup() {
    const server = await startSmtpCatcher();
    const mailer = createSmtpMailer({ url: server.url, from: FROM });
    return {
      mailer,
      delivered: async (count) => Promise.all((await server.waitFor(count)).map((raw) => simpleParser(raw))),
      teardown: async () => {
        await mailer.close();
        await server.stop();
      },
    };
  },
};

const addresses = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((a) => a.value.map((v) => v.address));

const aMessage = (over: Partial<MailMessage> = {}): MailMessage => ({
  to: 'ada@example.test',
  subject: 'Verify your email',
  text: 'Open https://bankxl.test/verify-email?token=abc123 to verify.',
  html: '<p>Open <a href="https://bankxl.test/verify-email?token=abc123">this link</a> to verify.</p>',
  ...over,
});

describe.each([eml, smtp])('Mailer contract: $name', (adapter) => {
  let fixture: Fixture;
  let sent = 0;
  // Sends one message and returns it as parsed by a mail client.
  const sendAndRead = async (message: MailMessage) => {
    const { messageId } = await fixture.mailer.send(message);
    sent += 1;
    const all = await fixture.delivered(sent);
    expect(all).toHaveLength(sent);
    return { messageId, mail: all[sent - 1] };
  };

  beforeAll(async () => {
    fixture = await adapter.setup();
  });
  afterAll(async () => fixture?.teardown());

  test('when a message is sent, then it arrives with its subject, addresses, text and HTML parts', async () => {
    const { messageId, mail } = await sendAndRead(aMessage({ replyTo: 'Support <support@bankxl.test>' }));
    expect(mail.subject).toBe('Verify your email');
    expect(addresses(mail.to)).toEqual(['ada@example.test']);
    expect(addresses(mail.from)).toEqual(['no-reply@bankxl.test']);
    expect(mail.from?.value[0].name).toBe('bankxl');
    expect(addresses(mail.replyTo)).toEqual(['support@bankxl.test']);
    expect(mail.text?.trim()).toBe('Open https://bankxl.test/verify-email?token=abc123 to verify.');
    expect(mail.html).toContain('<a href="https://bankxl.test/verify-email?token=abc123">this link</a>');
    expect(mail.messageId).toBe(messageId);
    expect(messageId).toMatch(/^<.+@.+>$/);
  });

  test('when a message sets its own from, then it wins over the default', async () => {
    const { mail } = await sendAndRead(aMessage({ from: 'Billing <billing@bankxl.test>' }));
    expect(addresses(mail.from)).toEqual(['billing@bankxl.test']);
    expect(mail.replyTo).toBeUndefined();
  });

  test('when subject and body hold non-ASCII text, then it round-trips as UTF-8', async () => {
    const text = 'Zoë, votre relevé de £1 234,56 est prêt ✅ — 日本語のテキスト 🚀';
    const { mail } = await sendAndRead(
      aMessage({ subject: 'Relevé prêt ✅ für Zoë — 日本', text, html: `<p>${text}</p>`, to: 'Zoë Ünal <zoe@example.test>' }),
    );
    expect(mail.subject).toBe('Relevé prêt ✅ für Zoë — 日本');
    expect(mail.text?.trim()).toBe(text);
    expect(mail.html).toContain(`<p>${text}</p>`);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value[0].name : null).toBe('Zoë Ünal');
  });

  test('when a subject smuggles a header line, then it stays inside the subject', async () => {
    const { mail } = await sendAndRead(aMessage({ subject: 'Hello\r\nBcc: attacker@evil.test' }));
    expect(mail.bcc).toBeUndefined();
    expect(mail.headers.has('bcc')).toBe(false);
    expect(mail.subject).toContain('attacker@evil.test');
  });

  test('when a message has no recipient, then send rejects with InvalidMessageError', async () => {
    const error = await fixture.mailer.send(aMessage({ to: '  ' })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidMessageError);
    expect(error).toMatchObject({ code: 'invalid_message' });
  });

  test.each([
    ['to', { to: 'ada@example.test\r\nBcc: attacker@evil.test' }],
    ['replyTo', { replyTo: 'help@bankxl.test\nBcc: attacker@evil.test' }],
    ['from', { from: 'no-reply@bankxl.test\r\nX-Evil: 1' }],
  ])('when the %s address holds a line break, then send rejects with InvalidMessageError', async (_field, over) => {
    const error = await fixture.mailer.send(aMessage(over)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidMessageError);
  });

  test('when the mailer is ready, then ping resolves', async () => {
    await expect(fixture.mailer.ping()).resolves.toBeUndefined();
  });
});
