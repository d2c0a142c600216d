import { randomUUID } from 'node:crypto';
import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
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
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const first = result.error.issues[0];
  throw new BadRequestError(first?.message ?? 'Invalid request.', 'invalid_input');
}

/** 404 for any path no route claimed, in the same `{ message, code }` shape as every other error. */
export const notFoundHandler: RequestHandler = (_req, res) => {
  res.status(404).json({ message: 'Not found.', code: 'not_found' });
};

type BodyParserError = Error & { type?: string; status?: number };

/** The one place that turns errors into HTTP answers: `{ message, code }`, never a stack trace. */
export function errorHandler(fallbackLog: Logger): ErrorRequestHandler {
  return (err: unknown, _req, res, _next) => {
    const log = res.locals.log ?? fallbackLog;
    if (res.headersSent) {
      log.error({ err }, 'error after response started');
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
    log.error({ err }, 'unhandled error');
    res.status(500).json({ message: 'Something went wrong. Please try again.', code: 'internal' });
  };
}
