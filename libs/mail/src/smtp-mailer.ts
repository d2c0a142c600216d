import { createTransport } from 'nodemailer';
import { MailDeliveryError, MailUnavailableError } from './errors.js';
import type { MailLog, Mailer } from './mailer.js';
import { toNodemailerMessage } from './compose.js';
import { smtpConnectionFromUrl } from './smtp-url.js';

export type SmtpMailerOptions = {
  /** SMTP_URL, e.g. `smtp://user:pass@mailpit:1025`; see smtpConnectionFromUrl for the TLS rule. */
  url: string;
  /** Default From address. */
  from: string;
  log?: MailLog;
};

type SmtpFailure = { code?: string; responseCode?: number; message?: string };

// Only a 5xx about this message or its recipients makes retrying pointless; a 5xx to AUTH is an
// operator's problem that a later retry, after the fix, will get past.
const PERMANENT_CODES = ['EENVELOPE', 'EMESSAGE'];

function deliveryError(e: unknown): MailDeliveryError {
  const failure = (e ?? {}) as SmtpFailure;
  const { responseCode } = failure;
  const permanent = typeof responseCode === 'number' && responseCode >= 500 && PERMANENT_CODES.includes(failure.code ?? '');
  const reason = responseCode ? `server replied ${responseCode}` : (failure.code ?? 'error');
  return new MailDeliveryError(`SMTP delivery failed (${reason})`, permanent, responseCode, e);
}

/** Distributed-mode Mailer: SMTP through nodemailer, one connection per message. */
export function createSmtpMailer(options: SmtpMailerOptions): Mailer {
  const connection = smtpConnectionFromUrl(options.url);
  const transport = createTransport({
    ...connection,
    // Fail in seconds, not minutes, so the caller can retry instead of hanging on a dead server.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });

  return {
    async send(message) {
      const nodemailerMessage = toNodemailerMessage(message, options.from);
      let messageId: string;
      try {
        ({ messageId } = await transport.sendMail(nodemailerMessage));
      } catch (e) {
        throw deliveryError(e);
      }
      options.log?.info({ messageId }, 'mail sent');
      return { messageId };
    },

    async ping() {
      try {
        await transport.verify();
      } catch (e) {
        throw new MailUnavailableError(`SMTP server not ready (${(e as SmtpFailure)?.code ?? 'error'})`, e);
      }
    },

    async close() {
      transport.close();
    },
  };
}
