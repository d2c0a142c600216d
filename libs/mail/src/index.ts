export type { MailLog, MailMessage, Mailer } from './mailer.js';
export { InvalidMessageError, MailConfigError, MailDeliveryError, MailError, MailUnavailableError } from './errors.js';
export { createEmlMailer, type EmlMailerOptions } from './eml-mailer.js';
export { createSmtpMailer, type SmtpMailerOptions } from './smtp-mailer.js';
export { smtpConnectionFromUrl, type SmtpConnection } from './smtp-url.js';
export { findLinks } from './links.js';
