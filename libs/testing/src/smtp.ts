import { EventEmitter, once } from 'node:events';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A received message as a test reads it: addresses only (no display names), both bodies. */
export type ReceivedMail = {
  to: string[];
  from: string | null;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  messageId: string | null;
};

export type SmtpTestServer = {
  host: string;
  port: number;
  /** `smtp://127.0.0.1:<port>`, usable as SMTP_URL as is (no STARTTLS offered, no AUTH needed). */
  url: string;
  /** Every message received so far, in arrival order. */
  inbox: ReceivedMail[];
  /** Resolves with the first message (already received or still to come) that matches. */
  waitForMail(predicate: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  stop(): Promise<void>;
};

export type SmtpTestServerOptions = {
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  /** Called for each message after it is parsed and added to the inbox. */
  onMail?: (mail: ReceivedMail) => void;
  /**
   * Also keep each raw message as `<n>.eml` in this directory (written before the server accepts it),
   * for a reader in another process or on the host of a container: readEmlOutbox reads them back.
   */
  keepDir?: string;
};

const addresses = (field: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((a) => a.value.flatMap((v) => (v.address ? [v.address] : [])));

/** Parses one raw RFC 822 message into a ReceivedMail. */
export async function parseMail(raw: Buffer): Promise<ReceivedMail> {
  const mail = await simpleParser(raw);
  return {
    to: addresses(mail.to),
    from: addresses(mail.from)[0] ?? null,
    replyTo: addresses(mail.replyTo)[0] ?? null,
    subject: mail.subject ?? '',
    text: mail.text ?? '',
    html: mail.html || '',
    messageId: mail.messageId ?? null,
  };
}

/** The messages an embedded-mode mailer wrote to `dir` (DATA_DIR/mail), oldest first; [] when there is none. */
export async function readEmlOutbox(dir: string): Promise<ReceivedMail[]> {
  let files: string[];
  try {
    files = await readdir(dir);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw e;
  }
  const emls = files.filter((f) => f.endsWith('.eml') && !f.startsWith('.')).sort();
  return Promise.all(emls.map(async (f) => parseMail(await readFile(path.join(dir, f)))));
}

/**
 * Starts a local SMTP server that keeps every message it receives, parsed, for assertions: the stand-in
 * for a real mail provider at the network edge.
 */
export async function startSmtpServer(options: SmtpTestServerOptions = {}): Promise<SmtpTestServer> {
  const host = options.host ?? '127.0.0.1';
  const inbox: ReceivedMail[] = [];
  const arrivals = new EventEmitter();
  let kept = 0;
  // A dot-file first, renamed when complete: readEmlOutbox never sees half a message.
  const keep = async (raw: Buffer) => {
    if (!options.keepDir) return;
    kept += 1;
    const name = `${String(Date.now()).padStart(14, '0')}-${process.pid}-${String(kept).padStart(6, '0')}.eml`;
    await writeFile(path.join(options.keepDir, `.${name}`), raw);
    await rename(path.join(options.keepDir, `.${name}`), path.join(options.keepDir, name));
  };
  const server = new SMTPServer({
    authOptional: true,
    // nodemailer would upgrade to STARTTLS and then reject the built-in self-signed certificate.
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        keep(raw)
          .then(() => parseMail(raw))
          .then((mail) => {
            inbox.push(mail);
            options.onMail?.(mail);
            arrivals.emit('mail', mail);
            callback();
          }, callback);
      });
    },
  });
  server.listen(options.port ?? 0, host);
  await once(server.server, 'listening');
  const { port } = server.server.address() as { port: number };

  return {
    host,
    port,
    url: `smtp://${host}:${port}`,
    inbox,
    waitForMail(predicate, timeoutMs = 10_000) {
      const found = inbox.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const onMail = (mail: ReceivedMail) => {
          if (!predicate(mail)) return;
          clearTimeout(timer);
          arrivals.off('mail', onMail);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          arrivals.off('mail', onMail);
          const subjects = inbox.map((m) => JSON.stringify(m.subject)).join(', ') || 'none';
          reject(new Error(`No matching mail within ${timeoutMs} ms; received ${inbox.length}: ${subjects}`));
        }, timeoutMs);
        arrivals.on('mail', onMail);
      });
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
