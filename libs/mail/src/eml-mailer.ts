import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { access, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTransport } from 'nodemailer';
import { MailUnavailableError } from './errors.js';
import { findLinks, withoutSecrets } from './links.js';
import type { MailLog, Mailer } from './mailer.js';
import { toNodemailerMessage } from './compose.js';

export type EmlMailerOptions = {
  /** The outbox directory, DATA_DIR/mail in embedded mode. */
  dir: string;
  /** Default From address. */
  from: string;
  log?: MailLog;
};

let sequence = 0;

// `2026-11-21T12-01-31-123Z-000042-9f3a1c.eml`: sorts by time (then by send order within this
// process), is unique across processes thanks to the random tail, and is a valid file name anywhere.
function outboxFileName(now: Date): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  sequence = (sequence + 1) % 1_000_000;
  return `${stamp}-${String(sequence).padStart(6, '0')}-${randomBytes(3).toString('hex')}.eml`;
}

/**
 * Embedded-mode Mailer: each message becomes an RFC 822 `.eml` file in `dir` (open it with any mail
 * client), and the links of its text part are logged so a developer can click a verification link.
 */
export function createEmlMailer(options: EmlMailerOptions): Mailer {
  const dir = path.resolve(options.dir);
  // CRLF line ends: what RFC 5322 requires and what mail clients expect in a .eml file.
  const composer = createTransport({ streamTransport: true, buffer: true, newline: 'windows' });

  return {
    async send(message) {
      const info = await composer.sendMail(toNodemailerMessage(message, options.from));
      const file = path.join(dir, outboxFileName(new Date()));
      // Readers list *.eml, so they never see the temp file, and the rename makes the mail appear whole.
      const temp = path.join(dir, `.${path.basename(file)}.tmp`);
      try {
        await mkdir(dir, { recursive: true });
        await writeFile(temp, info.message as Buffer, { flag: 'wx' });
        await rename(temp, file);
      } catch (e) {
        await rm(temp, { force: true }).catch(() => undefined);
        throw new MailUnavailableError(`Could not write to the mail outbox (${(e as NodeJS.ErrnoException).code ?? 'error'})`, e);
      }
      options.log?.info({ file, messageId: info.messageId, links: findLinks(message.text).map(withoutSecrets) }, 'mail written to outbox');
      return { messageId: info.messageId };
    },

    async ping() {
      try {
        await mkdir(dir, { recursive: true });
        await access(dir, constants.W_OK);
      } catch (e) {
        throw new MailUnavailableError(`The mail outbox is not writable (${(e as NodeJS.ErrnoException).code ?? 'error'})`, e);
      }
    },

    async close() {
      composer.close();
    },
  };
}
