import { InvalidMessageError } from './errors.js';
import type { MailMessage } from './mailer.js';

/** The nodemailer message fields shared by both adapters, after the checks both apply. */
export function toNodemailerMessage(message: MailMessage, defaultFrom: string) {
  if (!message.to || !message.to.trim()) throw new InvalidMessageError('A message needs a recipient');
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
