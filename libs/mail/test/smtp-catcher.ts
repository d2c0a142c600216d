// A local SMTP server that keeps what it receives, for this package's tests. (@bankxl/testing has the
// shared startSmtpServer, but it depends on this package, so importing it here would be circular.)
import { SMTPServer } from 'smtp-server';

export type SmtpCatcher = {
  port: number;
  url: string;
  /** Raw messages in arrival order. */
  received: Buffer[];
  /** Waits until `count` messages have arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<Buffer[]>;
  stop(): Promise<void>;
};

export type CatcherOptions = {
  /** Answer RCPT TO for this address with a 550, as for an unknown mailbox. */
  refuse?: string;
  /** Offer STARTTLS (with smtp-server's built-in self-signed certificate). */
  offerStartTls?: boolean;
  /** Require AUTH with exactly these credentials. */
  credentials?: { user: string; pass: string };
};

export async function startSmtpCatcher(options: CatcherOptions = {}): Promise<SmtpCatcher> {
  const received: Buffer[] = [];
  const server = new SMTPServer({
    authOptional: !options.credentials,
    allowInsecureAuth: true,
    disabledCommands: options.offerStartTls ? [] : ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onAuth(auth, _session, callback) {
      const { user, pass } = options.credentials ?? {};
      if (auth.username === user && auth.password === pass) return callback(null, { user });
      callback(Object.assign(new Error('Invalid credentials'), { responseCode: 535 }));
    },
    onRcptTo(address, _session, callback) {
      if (address.address === options.refuse) {
        return callback(Object.assign(new Error('5.1.1 No such mailbox'), { responseCode: 550 }));
      }
      callback();
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    async waitFor(count, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} messages, got ${received.length}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return received.slice(0, count);
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
