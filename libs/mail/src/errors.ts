/** Base class of every error the mailers throw; `code` is stable and safe to show. */
export class MailError extends Error {
  constructor(
    readonly code: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** The mailer was configured with something unusable (a bad SMTP_URL, say). */
export class MailConfigError extends MailError {
  constructor(message: string) {
    super('invalid_mail_config', message);
  }
}

/** The message is not sendable as given (no recipient). Retrying will not help. */
export class InvalidMessageError extends MailError {
  constructor(message: string) {
    super('invalid_message', message);
  }
}

/**
 * The message was not handed over. `permanent` is true when the server refused this very message
 * or recipient with a 5xx reply, so retrying it is pointless; anything else (server down, timeout,
 * 4xx, authentication) is worth retrying later.
 */
export class MailDeliveryError extends MailError {
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly responseCode: number | undefined,
    cause?: unknown,
  ) {
    super('mail_delivery_failed', message, { cause });
  }
}

/** The mail server or outbox cannot take messages right now (readiness probe). */
export class MailUnavailableError extends MailError {
  constructor(message: string, cause?: unknown) {
    super('mail_unavailable', message, { cause });
  }
}
