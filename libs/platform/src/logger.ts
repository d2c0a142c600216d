import { pino, type Logger } from 'pino';

export type { Logger };

/** Keys that never reach a log line: credentials, personal data and statement contents. */
const REDACT = [
  'password', 'newPassword', 'token', 'authorization', 'cookie', 'email', 'accountNumber', 'description',
  '*.password', '*.newPassword', '*.token', '*.authorization', '*.cookie', '*.email', '*.accountNumber', '*.description',
  'req.headers.authorization', 'req.headers.cookie', 'req.headers["x-internal-token"]',
];

/** A pino JSON logger named after its service. LOG_LEVEL=silent turns it off (tests). */
export function createLogger(service: string, level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({ name: service, level, redact: { paths: REDACT, censor: '[redacted]' }, base: { pid: process.pid } });
}
