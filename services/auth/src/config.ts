import { z } from 'zod';
import { CommonServiceEnv, envPem, envPort, envUpstreams, loadConfig } from '@bankxl/platform';

const positiveInt = z.coerce.number().int().positive();

/** auth's settings, in both modes (the embedded launcher passes the same keys). */
export const AuthEnv = CommonServiceEnv.extend({
  PORT: envPort.default(8081),
  JWT_PRIVATE_KEY: envPem,
  JWT_EXPIRES_IN: z.string().default('7d'),
  INTERNAL_BILLING_URL: envUpstreams,
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  /** Overrides for a local OAuth2 stand-in in tests; Google's real endpoints otherwise. */
  GOOGLE_AUTH_URL: z.string().url().optional(),
  GOOGLE_TOKEN_URL: z.string().url().optional(),
  GOOGLE_USERINFO_URL: z.string().url().optional(),
  /** bcrypt cost factor; 10 is ~70 ms per hash with bcryptjs on our machines. */
  BCRYPT_ROUNDS: z.coerce.number().int().min(4).max(15).default(10),
  /**
   * Failed logins inside one window: per account from one IP, and per IP, before that IP gets a 429;
   * per account from all IPs, before only the account's known networks and devices may try.
   */
  LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_IP: positiveInt.default(5),
  LOGIN_MAX_FAILURES_PER_IP: positiveInt.default(20),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: positiveInt.default(5),
  LOGIN_FAILURE_WINDOW_MINUTES: positiveInt.default(15),
  /** Abuse limits per client IP for registration and password-reset requests (per hour). */
  REGISTER_RATE_LIMIT_PER_HOUR: positiveInt.default(10),
  FORGOT_PASSWORD_RATE_LIMIT_PER_HOUR: positiveInt.default(10),
});
export type AuthConfig = z.infer<typeof AuthEnv>;

export const loadAuthConfig = (env: NodeJS.ProcessEnv = process.env): AuthConfig => loadConfig('auth', AuthEnv, env);
