import type { RequestHandler } from 'express';
import { UnauthorizedError } from './errors.js';
import { createInternalClient } from './internal.js';

declare module 'express-serve-static-core' {
  interface Locals {
    apiKey?: { userId: string; keyId: string };
  }
}

/**
 * For the public API (/api/v1) in any service: requires `Authorization: Bearer <API key>` and asks auth, on every request, whose key it is: auth
 * owns the keys, and a revoked key must stop working at once (no cache to outlive the revocation).
 */
export function requireApiKey(opts: { authUrl: string; secret: string }): RequestHandler {
  const auth = createInternalClient({ service: 'auth', baseUrl: opts.authUrl, secret: opts.secret, timeoutMs: 3_000 });
  return async (req, res, next) => {
    const match = /^Bearer\s+(\S+)$/i.exec(req.header('authorization') ?? '');
    if (!match) throw new UnauthorizedError('Send your API key as "Authorization: Bearer <key>".', 'missing_api_key');
    res.locals.apiKey = await auth.request<{ userId: string; keyId: string }>('POST', '/internal/api-keys/resolve', { key: match[1] }, res.locals.requestId);
    next();
  };
}

/** The key of a request that passed requireApiKey. */
export function currentApiKey(locals: { apiKey?: { userId: string; keyId: string } }): { userId: string; keyId: string } {
  if (!locals.apiKey) throw new UnauthorizedError();
  return locals.apiKey;
}
