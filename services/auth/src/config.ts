import { z } from 'zod';
import { CommonServiceEnv, envPem, envPort, loadConfig } from '@bankxl/platform';

/** auth's settings, in both modes (the embedded launcher passes the same keys). */
export const AuthEnv = CommonServiceEnv.extend({
  PORT: envPort.default(8081),
  JWT_PRIVATE_KEY: envPem,
  JWT_EXPIRES_IN: z.string().default('7d'),
  INTERNAL_BILLING_URL: z.string().url(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  /** Overrides for a local OAuth2 stand-in in tests; Google's real endpoints otherwise. */
  GOOGLE_AUTH_URL: z.string().url().optional(),
  GOOGLE_TOKEN_URL: z.string().url().optional(),
  GOOGLE_USERINFO_URL: z.string().url().optional(),
});
export type AuthConfig = z.infer<typeof AuthEnv>;

export const loadAuthConfig = (env: NodeJS.ProcessEnv = process.env): AuthConfig => loadConfig('auth', AuthEnv, env);
