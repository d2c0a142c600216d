// The SMTP stand-in and the .eml reader must show tests exactly what the mailers sent.
import { describe, expect, test } from '@jest/globals';
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { createEmlMailer, createSmtpMailer } from '@bankxl/mail';
import { readEmlOutbox, startSmtpServer } from '../src/smtp.js';

const aMessage = (to: string, subject: string) => ({
  to,
  replyTo: 'help@bankxl.test',
  subject,
  text: `Hi Zoë, verify at https://bankxl.test/verify-email?token=${subject}`,
  html: `<p>Hi Zoë</p>`,
});

describe('startSmtpServer', () => {
  test('when mail arrives, then it is in the inbox, parsed, and waitForMail finds it', async () => {
    const smtp = await startSmtpServer();
    const mailer = createSmtpMailer({ url: smtp.url, from: 'bankxl <no-reply@bankxl.test>' });
    try {
      const waiting = smtp.waitForMail((m) => m.to.includes('b@example.test'));
      await mailer.send(aMessage('a@example.test', 'first'));
      await mailer.send(aMessage('B <b@example.test>', 'second ✅'));
      const mail = await waiting;
      expect(mail).toEqual({
        to: ['b@example.test'],
        from: 'no-reply@bankxl.test',
        replyTo: 'help@bankxl.test',
        subject: 'second ✅',
        text: expect.stringContaining('Hi Zoë, verify at https://bankxl.test/verify-email?token=second'),
        html: expect.stringContaining('<p>Hi Zoë</p>'),
        messageId: expect.stringMatching(/^<.+>$/),
      });
      expect(smtp.inbox.map((m) => m.subject)).toEqual(['first', 'second ✅']);
      // Already received: resolves at once.
      expect((await smtp.waitForMail((m) => m.subject === 'first', 1)).to).toEqual(['a@example.test']);
    } finally {
      await mailer.close();
      await smtp.stop();
    }
  });

  test('when no matching mail comes, then waitForMail rejects naming what did arrive', async () => {
    const smtp = await startSmtpServer();
    try {
      await createSmtpMailer({ url: smtp.url, from: 'no-reply@bankxl.test' }).send(aMessage('a@example.test', 'other'));
      await expect(smtp.waitForMail((m) => m.subject === 'missing', 200)).rejects.toThrow(/received 1: "other"/);
    } finally {
      await smtp.stop();
    }
  });
});

describe('readEmlOutbox', () => {
  test('when the embedded mailer wrote messages, then they come back parsed, oldest first', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bankxl-outbox-'));
    try {
      const dir = path.join(dataDir, 'mail');
      expect(await readEmlOutbox(dir)).toEqual([]);
      const mailer = createEmlMailer({ dir, from: 'no-reply@bankxl.test' });
      for (const subject of ['one', 'two', 'three']) await mailer.send(aMessage('a@example.test', subject));
      const mails = await readEmlOutbox(dir);
      expect(mails.map((m) => m.subject)).toEqual(['one', 'two', 'three']);
      expect(mails[0]).toMatchObject({ to: ['a@example.test'], from: 'no-reply@bankxl.test', replyTo: 'help@bankxl.test' });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('bin/smtp-server', () => {
  test('when run as a process, then it prints its URL and one line per mail with the subject only', async () => {
    const root = path.resolve(import.meta.dirname, '../../..');
    // Both bin tests build the same project; the lock keeps two jest workers from writing dist at once.
    execFileSync('flock', [path.join(os.tmpdir(), 'bankxl-testing-build.lock'), 'npx', 'tsc', '-b', 'libs/testing'], { cwd: root, stdio: 'ignore' });
    const child = spawn(process.execPath, ['libs/testing/dist/src/bin/smtp-server.js'], {
      cwd: root,
      env: { ...process.env, SMTP_PORT: '0' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
      const url = (await lines.next()).value as string;
      expect(url).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/);
      await createSmtpMailer({ url, from: 'no-reply@bankxl.test' }).send(aMessage('a@example.test', 'Reset your password'));
      const line = (await lines.next()).value as string;
      expect(JSON.parse(line)).toEqual({ received: 'Reset your password' });
      expect(line).not.toContain('token');
      child.kill('SIGTERM');
      const [code] = await once(child, 'exit');
      expect(code).toBe(0);
    } finally {
      child.kill('SIGKILL');
    }
  });
});
