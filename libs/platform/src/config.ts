import { z } from 'zod';
import { isUpstreamList } from './upstreams.js';

/** Thrown at start when the environment does not fit a service's config schema. */
export class ConfigError extends Error {
  constructor(
    readonly service: string,
    readonly issues: { key: string; problem: string }[],
  ) {
    super(`Invalid configuration for ${service}: ${issues.map((i) => `${i.key} ${i.problem}`).join('; ')}`);
    this.name = 'ConfigError';
  }
}

/** Parses `env` once with a zod schema; every bad key is named in one clear error. */
export function loadConfig<S extends z.ZodType>(service: string, schema: S, env: NodeJS.ProcessEnv = process.env): z.infer<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({
    key: issue.path.join('.') || '(env)',
    problem: issue.path.length === 1 && env[String(issue.path[0])] === undefined ? 'is required' : `is invalid: ${issue.message}`,
  }));
  throw new ConfigError(service, issues);
}

/** Env helpers shared by the services' schemas. */
export const envBool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
export const envPort = z.coerce.number().int().min(0).max(65535);
export const envUrl = z.string().url();
/**
 * Another service's base URL, or the URLs of its replicas separated by commas
 * (`http://billing-1:8082,http://billing-2:8082`): the caller spreads requests over them and fails over.
 */
export const envUpstreams = z.string().refine(isUpstreamList, { error: 'must be one http(s) URL or several separated by commas' });

/** PEM keys passed through env often have their newlines escaped as `\n`. */
export const envPem = z
  .string()
  .min(1)
  .transform((v) => v.replace(/\\n/g, '\n'))
  .refine((v) => v.includes('-----BEGIN'), 'must be a PEM key');

/** Settings every service takes, in both modes. */
export const CommonServiceEnv = z.object({
  HOST: z.string().default('127.0.0.1'),
  /** Shared secret for `/internal/*` calls between services. */
  INTERNAL_TOKEN: z.string().min(16, 'must be at least 16 characters'),
  /** Auth's public key: every service verifies session tokens with it. */
  JWT_PUBLIC_KEY: envPem,
  /** Where users reach the product; emailed links and redirects are built from it. */
  PUBLIC_URL: z.string().url().default('http://localhost:8080'),
});
