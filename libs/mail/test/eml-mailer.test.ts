// What only the embedded outbox does: file names, atomic files, and what it logs.
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { createEmlMailer, MailUnavailableError, type MailLog } from '@bankxl/mail';

let dataDir: string;
let outbox: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'bankxl-eml-'));
  outbox = path.join(dataDir, 'mail');
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

const aLog = () => {
  const lines: { fields: Record<string, unknown>; message: string }[] = [];
  const log: MailLog = { info: (fields, message) => lines.push({ fields, message }) };
  return { log, lines };
};

const message = (n: number) => ({
  to: 'ada@example.test',
  subject: `Message ${n}`,
  text: `Secret words ${n}. Reset: https://bankxl.test/reset-password?token=t${n}.`,
  html: `<p>Secret words ${n}.</p>`,
});

describe('eml mailer', () => {
  test('when messages are sent, then each is one .eml file, named in send order, with no temp file left', async () => {
    const mailer = createEmlMailer({ dir: outbox, from: 'no-reply@bankxl.test' });
    for (let n = 0; n < 25; n++) await mailer.send(message(n));
    const files = await readdir(outbox);
    expect(files).toHaveLength(25);
    expect(files.every((f) => /^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-\d{6}-[0-9a-f]{6}\.eml$/.test(f))).toBe(true);
    const subjects = await Promise.all(
      files.sort().map(async (f) => (await simpleParser(await readFile(path.join(outbox, f)))).subject),
    );
    expect(subjects).toEqual(Array.from({ length: 25 }, (_, n) => `Message ${n}`));
  });

  test('when a message is written, then it is a multipart/alternative MIME message with CRLF line ends', async () => {
    await createEmlMailer({ dir: outbox, from: 'no-reply@bankxl.test' }).send(message(1));
    const [file] = await readdir(outbox);
    const raw = await readFile(path.join(outbox, file), 'latin1');
    expect(raw).toMatch(/^Content-Type: multipart\/alternative;/m);
    expect(raw).toContain('Content-Type: text/plain; charset=utf-8');
    expect(raw).toContain('Content-Type: text/html; charset=utf-8');
    expect(raw).toMatch(/^MIME-Version: 1\.0\r$/m);
    expect(raw.replace(/\r\n/g, '')).not.toContain('\n');
  });

  test('when a message is written, then the log names the file and the links, and nothing of the body or address', async () => {
    const { log, lines } = aLog();
    await createEmlMailer({ dir: outbox, from: 'no-reply@bankxl.test', log }).send(message(7));
    const [file] = await readdir(outbox);
    expect(lines).toEqual([
      {
        message: 'mail written to outbox',
        fields: { file: path.join(outbox, file), messageId: expect.any(String), links: ['https://bankxl.test/reset-password?token=[redacted]'] },
      },
    ]);
    const logged = JSON.stringify(lines);
    expect(logged).not.toContain('Secret words');
    expect(logged).not.toContain('ada@example.test');
    expect(logged).not.toContain('token=t7');
  });

  test('when the outbox cannot be created, then ping and send reject with MailUnavailableError', async () => {
    await writeFile(path.join(dataDir, 'a-file'), 'not a directory');
    const mailer = createEmlMailer({ dir: path.join(dataDir, 'a-file', 'mail'), from: 'no-reply@bankxl.test' });
    await expect(mailer.ping()).rejects.toBeInstanceOf(MailUnavailableError);
    const error = await mailer.send(message(1)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MailUnavailableError);
    expect(error).toMatchObject({ code: 'mail_unavailable' });
  });
});
