import { timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
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

/** The code of a failed call (`ECONNREFUSED`, `ETIMEDOUT`, …). */
function failureCode(err: unknown): string | undefined {
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

type Answer = { status: number; text: string };

/**
 * One call over node:http with kept-alive connections. Not `fetch`: undici's fetch goes through WHATWG streams
 * and several more turns of the event loop per call, and every `/api/me` and every conversion makes such calls
 * while the embedded product serves everyone from one event loop (issue 25: measured, /api/me under load).
 * The whole call, answer included, must end within `timeoutMs`, or it fails with ETIMEDOUT.
 */
function call(
  url: URL,
  init: { method: string; headers: Record<string, string>; body?: string; timeoutMs: number; agents: { http: http.Agent; https: https.Agent } },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const secure = url.protocol === 'https:';
    const headers = init.body === undefined ? init.headers : { ...init.headers, 'content-length': String(Buffer.byteLength(init.body)) };
    const req = (secure ? https : http).request(url, { method: init.method, headers, agent: secure ? init.agents.https : init.agents.http });
    const timer = setTimeout(() => req.destroy(Object.assign(new Error(`no answer within ${init.timeoutMs} ms`), { code: 'ETIMEDOUT' })), init.timeoutMs);
    req.once('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    req.once('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.once('end', () => {
        clearTimeout(timer);
        resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') });
      });
      res.once('error', (err) => {
        clearTimeout(timer);
        reject(err);
      });
    });
    req.end(init.body);
  });
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

  // An idle kept connection is closed after 4 s, before the services' servers close theirs (keepAliveTimeout
  // 5 s, server.ts): a request never goes out on a connection the other side is just closing.
  const agentOptions = { keepAlive: true, timeout: 4_000 };
  const agents = { http: new http.Agent(agentOptions), https: new https.Agent(agentOptions) };
  async function send(method: 'GET' | 'POST' | 'DELETE', path: string, body: unknown, requestId: string | undefined): Promise<Answer> {
    let avoid: string | undefined;
    for (let attempt = 1; ; attempt++) {
      reviveDue();
      const baseUrl = pool.pick(avoid);
      try {
        return await call(new URL(path, baseUrl), {
          method,
          headers: {
            [INTERNAL_TOKEN_HEADER]: opts.secret,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...(requestId ? { [REQUEST_ID_HEADER]: requestId } : {}),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          timeoutMs: opts.timeoutMs ?? 10_000,
          agents,
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
      const text = res.text;
      const payload = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      if (res.status < 200 || res.status > 299) {
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
