import { z } from 'zod';
import { CommonServiceEnv, envBool, envPort, envUpstreams, loadConfig } from '@bankxl/platform';

/** billing's settings, in both modes (the embedded launcher passes the same keys). */
export const BillingEnv = CommonServiceEnv.extend({
  PORT: envPort.default(8082),
  /** auth's internal URL (or its replicas', comma-separated): when set, session tokens are also checked for revocation (password reset, deletion). */
  INTERNAL_AUTH_URL: envUpstreams.optional(),
  SIGNUP_CREDITS: z.coerce.number().int().min(0).default(3),
  REFERRAL_CREDITS: z.coerce.number().int().min(0).default(3),
  /** With a Stripe key, checkout goes to Stripe; without one, to the sandbox checkout page. */
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** A local stand-in for Stripe's API in tests (host:port); Stripe's own API otherwise. */
  STRIPE_API_URL: z.string().url().optional(),
  /**
   * Without Stripe, checkout goes to the sandbox page, where Pay grants credits without taking money:
   * right for the embedded mode and demos, never for a public deployment (set it to false there).
   */
  SANDBOX_CHECKOUT: envBool.default(true),
}).refine((env) => !env.STRIPE_SECRET_KEY || Boolean(env.STRIPE_WEBHOOK_SECRET), {
  // Without the webhook secret no payment could ever be fulfilled: refuse to start half-configured.
  message: 'is required when STRIPE_SECRET_KEY is set',
  path: ['STRIPE_WEBHOOK_SECRET'],
});
export type BillingConfig = z.infer<typeof BillingEnv>;

export const loadBillingConfig = (env: NodeJS.ProcessEnv = process.env): BillingConfig => loadConfig('billing', BillingEnv, env);
