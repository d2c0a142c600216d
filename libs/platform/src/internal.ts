import { timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { AppError, ServiceUnavailableError, UnauthorizedError } from './errors.js';
import { REQUEST_ID_HEADER } from './http.js';

export const INTERNAL_TOKEN_HEADER = 'x-internal-token';

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Guards `/internal/*` routes: only callers holding the shared service secret get through. */
export function requireInternal(secret: string): RequestHandler {
  return (req, _res, next) => {
    const presented = req.header(INTERNAL_TOKEN_HEADER);
    if (!presented || !sameSecret(presented, secret)) throw new UnauthorizedError('Internal endpoint.', 'internal_only');
    next();
  };
}

export type InternalClient = {
  request<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown, requestId?: string): Promise<T>;
};

/**
 * Calls another service's internal API. A refusal from that service keeps its status, code and
 * message (so "not enough credits" reaches the user as billing worded it); an outage is a 503.
 */
export function createInternalClient(opts: { service: string; baseUrl: string; secret: string; timeoutMs?: number }): InternalClient {
  return {
    async request<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown, requestId?: string): Promise<T> {
      let res: Response;
      try {
        res = await fetch(new URL(path, opts.baseUrl), {
          method,
          headers: {
            [INTERNAL_TOKEN_HEADER]: opts.secret,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...(requestId ? { [REQUEST_ID_HEADER]: requestId } : {}),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
        });
      } catch {
        throw new ServiceUnavailableError(`The ${opts.service} service is not reachable right now. Please try again shortly.`);
      }
      const text = await res.text();
      const payload = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      if (!res.ok) {
        const { message, code, ...extra } = payload;
        throw new AppError(
          res.status,
          typeof code === 'string' ? code : 'internal_call_failed',
          typeof message === 'string' ? message : `The ${opts.service} service failed.`,
          {},
          extra,
        );
      }
      return payload as T;
    },
  };
}
