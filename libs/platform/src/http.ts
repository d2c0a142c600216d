import { randomUUID } from 'node:crypto';
import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import { AppError, BadRequestError } from './errors.js';
import type { Logger } from './logger.js';

export const REQUEST_ID_HEADER = 'x-request-id';
/** Set by the gateway from the socket (or a trusted proxy); services never read X-Forwarded-For themselves. */
export const CLIENT_IP_HEADER = 'x-client-ip';

declare module 'express-serve-static-core' {
  interface Locals {
    requestId: string;
    log: Logger;
  }
}

/** Takes the gateway's request id (or makes one), echoes it back and gives the request a child logger. */
export function requestContext(log: Logger): RequestHandler {
  return (req, res, next) => {
    const incoming = req.header(REQUEST_ID_HEADER);
    const requestId = incoming && /^[\w.-]{1,100}$/.test(incoming) ? incoming : randomUUID();
    res.locals.requestId = requestId;
    res.locals.log = log.child({ requestId });
    res.setHeader('X-Request-Id', requestId);
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      res.locals.log.info({ method: req.method, path: req.path, status: res.statusCode, ms: Math.round(ms) }, 'request');
    });
    next();
  };
}

/** The address of the person behind the request, as the gateway saw it. */
export function clientIp(req: Request): string {
  const fromGateway = req.header(CLIENT_IP_HEADER);
  return fromGateway || req.socket.remoteAddress || 'unknown';
}

/** Parses input with a zod schema; the first problem becomes a 400 the user can read. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  // PostgreSQL cannot store NUL in text: refuse it here as bad input rather than fail (500) later.
  if (containsNul(input)) throw new BadRequestError('Text must not contain NUL characters.', 'invalid_input');
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const first = result.error.issues[0];
  throw new BadRequestError(first?.message ?? 'Invalid request.', 'invalid_input');
}

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || containsNul(v, depth + 1));
}

/** 404 for any path no route claimed, in the same `{ message, code }` shape as every other error. */
export const notFoundHandler: RequestHandler = (_req, res) => {
  res.status(404).json({ message: 'Not found.', code: 'not_found' });
};

type BodyParserError = Error & { type?: string; status?: number };

/**
 * A request refused before its body was read (no token, rate limit): answering at once makes Node
 * close the connection while the client — or the gateway's proxy — is still sending, and the
 * client then sees a broken connection (a 502 through the gateway) instead of our answer. So the
 * rest of the body is read and dropped first, up to a bound.
 */
function drainBody(req: Request, maxBytes = 64 * 1024 * 1024, maxMs = 30_000): Promise<void> {
  if (req.complete || req.readableEnded || req.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let seen = 0;
    const done = () => {
      clearTimeout(timer);
      req.off('data', count);
      resolve();
    };
    const count = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > maxBytes) done();
    };
    const timer = setTimeout(done, maxMs);
    req.on('data', count);
    req.once('end', done);
    req.once('close', done);
    req.once('error', done);
    req.resume();
  });
}

/** The one place that turns errors into HTTP answers: `{ message, code }`, never a stack trace. */
export function errorHandler(fallbackLog: Logger): ErrorRequestHandler {
  return async (err: unknown, req, res, _next) => {
    await drainBody(req);
    respond(err, res, fallbackLog);
  };
}

/** What a log line may say about an unexpected error: no query parameters or user data from messages. */
function describeError(err: unknown): Record<string, unknown> {
  if (!(err instanceof Error)) return { type: typeof err };
  const cause = (err as { cause?: unknown }).cause;
  // Database errors from the query builder put the SQL parameters (user input) in their message;
  // the driver's own error (the cause) says what went wrong without them.
  const safeMessage = err.name === 'DrizzleQueryError' && cause instanceof Error ? cause.message : err.message;
  return {
    type: err.name,
    code: (err as { code?: unknown }).code ?? (cause as { code?: unknown } | undefined)?.code,
    message: safeMessage.slice(0, 300),
    stack: err.stack?.split('\n').slice(1, 8).join('\n'),
  };
}

function respond(err: unknown, res: Response, fallbackLog: Logger): void {
  const log = res.locals.log ?? fallbackLog;
  if (res.headersSent) {
    log.error({ error: describeError(err) }, 'error after response started');
    res.destroy();
    return;
  }
  if (err instanceof AppError) {
    for (const [name, value] of Object.entries(err.headers)) res.setHeader(name, value);
    if (err.status >= 500) log.warn({ code: err.code }, err.message);
    res.status(err.status).json({ message: err.message, code: err.code, ...err.extra });
    return;
  }
  const bodyError = err as BodyParserError;
  if (bodyError?.type === 'entity.parse.failed') {
    res.status(400).json({ message: 'The request body is not valid JSON.', code: 'invalid_json' });
    return;
  }
  if (bodyError?.type === 'entity.too.large') {
    res.status(413).json({ message: 'The request body is too large.', code: 'too_large' });
    return;
  }
  // http-errors from express itself (static files, body limits) carry a safe 4xx status.
  if (typeof bodyError?.status === 'number' && bodyError.status >= 400 && bodyError.status < 500) {
    res.status(bodyError.status).json(bodyError.status === 404 ? { message: 'Not found.', code: 'not_found' } : { message: 'The request could not be processed.', code: 'bad_request' });
    return;
  }
  log.error({ error: describeError(err) }, 'unhandled error');
  res.status(500).json({ message: 'Something went wrong. Please try again.', code: 'internal' });
}
