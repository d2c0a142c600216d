import { InvalidMessageError } from './errors.js';
import type { MailMessage } from './mailer.js';

/** The nodemailer message fields shared by both adapters, after the checks both apply. */
export function toNodemailerMessage(message: MailMessage, defaultFrom: string) {
  if (!message.to || !message.to.trim()) throw new InvalidMessageError('A message needs a recipient');
  // Addresses come from users (sign-up, contact form). nodemailer encodes them safely, but a line
  // break in one is never legitimate, so refuse it outright rather than trust the encoding.
  for (const [field, value] of Object.entries({ to: message.to, from: message.from, replyTo: message.replyTo })) {
    if (value !== undefined && /[\r\n]/.test(value)) throw new InvalidMessageError(`The ${field} address contains a line break`);
  }
  return {
    from: message.from ?? defaultFrom,
    to: message.to,
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    subject: message.subject,
    text: message.text,
    html: message.html,
    // Never let nodemailer read local files or fetch URLs on behalf of message content.
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}
