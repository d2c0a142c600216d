import { timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { AppError, ServiceUnavailableError, UnauthorizedError } from './errors.js';
import { REQUEST_ID_HEADER } from './http.js';
import { NOT_CONNECTED_CODES, REPLICA_DOWN_CODES, UpstreamPool, upstreamUrls } from './upstreams.js';

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

/** Methods whose repetition has the same effect as doing them once (the internal APIs keep to this). */
const IDEMPOTENT = new Set(['GET', 'DELETE']);

/** The code of a failed fetch (`ECONNREFUSED`, …) from undici's error cause, or the abort's name. */
function failureCode(err: unknown): string | undefined {
  const cause = (err as { cause?: { code?: unknown } }).cause;
  if (typeof cause?.code === 'string') return cause.code;
  return err instanceof Error && err.name === 'TimeoutError' ? 'ETIMEDOUT' : undefined;
}

export type InternalClientOptions = {
  service: string;
  /** The service's base URL, or its replicas' separated by commas: requests go round-robin over them. */
  baseUrl: string;
  secret: string;
  timeoutMs?: number;
  /** A replica found down gets requests again after this long (default 5 s); until then the others get them. */
  retryDownAfterMs?: number;
};

/**
 * Calls another service's internal API. A refusal from that service keeps its status, code and
 * message (so "not enough credits" reaches the user as billing worded it); an outage is a 503.
 *
 * With several replicas (a comma list, like the gateway's upstreams) a replica whose connection fails
 * is left out for `retryDownAfterMs`, and the request goes to the next one when that cannot do anything
 * twice: the connection was refused (the replica saw nothing) or the method is idempotent. A POST that
 * may have reached a replica before it died is not sent again: the caller decides (its own retries carry
 * idempotency keys).
 */
export function createInternalClient(opts: InternalClientOptions): InternalClient {
  const pool = new UpstreamPool(opts.service, upstreamUrls(opts.baseUrl));
  const retryDownAfterMs = opts.retryDownAfterMs ?? 5_000;
  const downSince = new Map<string, number>();
  const reviveDue = () => {
    for (const [url, since] of downSince) {
      if (Date.now() - since >= retryDownAfterMs) {
        pool.mark(url, true);
        downSince.delete(url);
      }
    }
  };

  async function send(method: 'GET' | 'POST' | 'DELETE', path: string, body: unknown, requestId: string | undefined): Promise<Response> {
    let avoid: string | undefined;
    for (let attempt = 1; ; attempt++) {
      reviveDue();
      const baseUrl = pool.pick(avoid);
      try {
        return await fetch(new URL(path, baseUrl), {
          method,
          headers: {
            [INTERNAL_TOKEN_HEADER]: opts.secret,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...(requestId ? { [REQUEST_ID_HEADER]: requestId } : {}),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
        });
      } catch (err) {
        const code = failureCode(err);
        if (code && REPLICA_DOWN_CODES.has(code) && pool.mark(baseUrl, false)) downSince.set(baseUrl, Date.now());
        const unseen = code !== undefined && NOT_CONNECTED_CODES.has(code);
        const mayRetry = attempt < pool.urls.length && (unseen || (IDEMPOTENT.has(method) && code !== 'ETIMEDOUT'));
        if (!mayRetry) throw new ServiceUnavailableError(`The ${opts.service} service is not reachable right now. Please try again shortly.`);
        avoid = baseUrl;
      }
    }
  }

  return {
    async request<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown, requestId?: string): Promise<T> {
      const res = await send(method, path, body, requestId);
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
