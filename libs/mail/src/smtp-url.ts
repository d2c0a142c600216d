import { MailConfigError } from './errors.js';

export type SmtpConnection = {
  host: string;
  port: number;
  /** Implicit TLS from the first byte (smtps://). */
  secure: boolean;
  auth?: { user: string; pass: string };
  /** Never upgrade with STARTTLS, even when offered (`?tls=off`). */
  ignoreTLS: boolean;
  /** Refuse to send unless STARTTLS succeeds (`?tls=required`). */
  requireTLS: boolean;
};

const TLS_MODES = ['auto', 'off', 'required'] as const;

/**
 * Reads SMTP_URL. The rule:
 * - `smtps://user:pass@host[:465]`: implicit TLS.
 * - `smtp://user:pass@host[:587]`: plain connection, upgraded with STARTTLS whenever the server
 *   offers it (`?tls=auto`, the default). Servers that offer no STARTTLS (Mailpit, our test server)
 *   just work.
 * - `?tls=off`: never STARTTLS, for a local catcher that offers it with a certificate we can't
 *   verify. `?tls=required`: fail rather than send in clear text.
 * User and password are percent-decoded. Error messages never repeat the URL (it may hold a password).
 */
export function smtpConnectionFromUrl(url: string): SmtpConnection {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new MailConfigError('SMTP_URL is not a valid URL');
  }
  const secure = parsed.protocol === 'smtps:';
  if (!secure && parsed.protocol !== 'smtp:') {
    throw new MailConfigError(`SMTP_URL must start with smtp:// or smtps://, not ${parsed.protocol}//`);
  }
  if (!parsed.hostname) throw new MailConfigError('SMTP_URL has no host');
  for (const name of parsed.searchParams.keys()) {
    if (name !== 'tls') throw new MailConfigError(`SMTP_URL has an unknown parameter "${name}" (only "tls" is read)`);
  }
  const tls = parsed.searchParams.get('tls') ?? 'auto';
  if (!(TLS_MODES as readonly string[]).includes(tls)) {
    throw new MailConfigError(`SMTP_URL parameter tls must be one of ${TLS_MODES.join(', ')}`);
  }
  if (secure && tls !== 'auto') throw new MailConfigError('SMTP_URL parameter tls only applies to smtp://');
  const user = decodeURIComponent(parsed.username);
  return {
    // WHATWG keeps IPv6 brackets in hostname; the socket API wants the bare address.
    host: parsed.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: parsed.port ? Number(parsed.port) : secure ? 465 : 587,
    secure,
    ...(user ? { auth: { user, pass: decodeURIComponent(parsed.password) } } : {}),
    ignoreTLS: tls === 'off',
    requireTLS: tls === 'required',
  };
}
