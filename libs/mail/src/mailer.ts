export type MailMessage = {
  to: string;
  /** Defaults to the mailer's `from`. */
  from?: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
};

/** Sends transactional mail. Both adapters produce the same MIME message (text and HTML parts). */
export type Mailer = {
  /** Resolves once the message is handed over (written to the outbox, or accepted by the SMTP server). */
  send(message: MailMessage): Promise<{ messageId: string }>;
  /** Resolves when messages can be sent right now (readiness probe). */
  ping(): Promise<void>;
  close(): Promise<void>;
};

/** The slice of a pino logger the mailers use. They log ids, file names and links; never bodies or addresses. */
export type MailLog = {
  info(fields: Record<string, unknown>, message: string): void;
};
