import type { ClientRequest, IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import type { GatewayConfig } from './config.js';

/** Room for the multipart envelope around the file (boundaries, part headers, the password field). */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const UPLOAD_PATH = '/api/convert';
const API_UPLOAD_PATH = '/api/v1/conversions';
const BATCH_UPLOAD_PATH = '/api/batches';
const STATEMENT_PATH = /^\/api\/documents\/[^/]+\/statement$/;
/** The documents service's own limit on a corrected Statement (services/documents statement-routes). */
const STATEMENT_BYTES = 8 * 1024 * 1024;

type Refusal = { message: string; code: string };
export type BodyLimits = { maxBytes(req: Request): number; tooLarge(req: Request): Refusal; idleMs: number; minBytesPerSecond: number; slowGraceMs: number };

const TOO_LARGE: Refusal = { message: 'The request body is too large.', code: 'too_large' };
const STALLED: Refusal = { message: 'The upload stalled. Please try again.', code: 'body_timeout' };

/** The largest body a request may send: a statement upload on /api/convert, small JSON anywhere else. */
export function bodyLimits(config: GatewayConfig): BodyLimits {
  const upload = Math.ceil(config.MAX_UPLOAD_MB * 1024 * 1024) + MULTIPART_OVERHEAD_BYTES;
  const other = config.MAX_BODY_KB * 1024;
  // The words the conversion service uses for a file over its limit, so the user reads the same either way.
  const fileTooLarge: Refusal = { message: `This file is larger than the ${config.MAX_UPLOAD_MB} MB limit.`, code: 'file_too_large' };
  const isApiUpload = (req: Request) => req.path === API_UPLOAD_PATH;
  const isUpload = (req: Request) => req.path === UPLOAD_PATH || isApiUpload(req);
  // A corrected Statement is sent whole (up to 20,000 rows): more than the small-JSON limit.
  const isStatement = (req: Request) => req.method === 'PUT' && STATEMENT_PATH.test(req.path);
  // A batch of statements (or a zip of them) in one request, up to conversion's batch limit.
  const batch = Math.ceil(config.BATCH_MAX_UPLOAD_MB * 1024 * 1024) + MULTIPART_OVERHEAD_BYTES;
  const batchTooLarge: Refusal = { message: `This batch is larger than the ${config.BATCH_MAX_UPLOAD_MB} MB limit.`, code: 'batch_too_large' };
  const isBatchUpload = (req: Request) => req.path === BATCH_UPLOAD_PATH && req.method === 'POST';
  return {
    maxBytes: (req) => (isApiUpload(req) ? upload * config.API_MAX_FILES : isUpload(req) ? upload : isBatchUpload(req) ? batch : isStatement(req) ? Math.max(other, STATEMENT_BYTES) : other),
    tooLarge: (req) => (isUpload(req) ? fileTooLarge : isBatchUpload(req) ? batchTooLarge : TOO_LARGE),
    idleMs: config.BODY_IDLE_TIMEOUT_MS,
    minBytesPerSecond: config.BODY_MIN_BYTES_PER_SECOND,
    slowGraceMs: config.BODY_SLOW_GRACE_MS,
  };
}

declare module 'express-serve-static-core' {
  interface Locals {
    /** Set once the gateway refused the body itself: the proxy's own error must not answer again. */
    bodyRefused?: boolean;
  }
}

/** What a refused body may still send, and for how long, before its connection is cut (see `refuse`). */
export const DRAIN_LIMITS = { bytes: 64 * 1024 * 1024, ms: 20_000 };

/**
 * Answers at once. A body refused for its size is then read and discarded, up to DRAIN_LIMITS, so the
 * client can read the answer: closing while a client is still sending resets the connection, and fetch-based
 * clients (Node's, browsers') report a network error and never see the 413. Past the bound the connection is
 * cut all the same. A stalled body (`drain` false) is not waited for: its connection closes with the answer.
 */
function refuse(req: IncomingMessage, res: Response, status: number, body: Refusal, drain = true): void {
  res.locals.bodyRefused = true;
  if (res.headersSent) {
    res.destroy();
    return;
  }
  if (drain && !req.complete && !req.readableEnded) discardRest(req);
  // Node closes the socket once the answer is out; with the rest of the body read, keep-alive is safe.
  else res.setHeader('Connection', 'close');
  res.status(status).json(body);
}

function discardRest(req: IncomingMessage): void {
  let drained = 0;
  const timer = setTimeout(() => req.socket.destroy(), DRAIN_LIMITS.ms);
  timer.unref();
  const stop = () => {
    clearTimeout(timer);
    req.off('data', count);
  };
  function count(chunk: Buffer) {
    drained += chunk.length;
    if (drained <= DRAIN_LIMITS.bytes) return;
    stop();
    req.socket.destroy();
  }
  req.on('data', count);
  req.once('end', stop);
  req.once('close', stop);
  req.resume();
}

/** A declared Content-Length over the limit is refused before a byte of the body is read. */
export function refuseOversizedBodies(limits: BodyLimits): RequestHandler {
  return (req, res, next) => {
    const declared = Number(req.header('content-length') ?? 0);
    if (declared > limits.maxBytes(req)) return refuse(req, res, 413, limits.tooLarge(req));
    next();
  };
}

/**
 * Watches a body while it is streamed to a service (called from the proxy's `proxyReq`, just before
 * it pipes the body, so no chunk is missed): a chunked body is cut off at the limit, and a body that
 * stops arriving for `idleMs` is given up, so a stalled upload holds neither our connection nor the
 * service's for the server's 300 s request timeout.
 */
export function watchProxiedBody(req: IncomingMessage, res: ServerResponse, proxyReq: ClientRequest, limits: BodyLimits): void {
  const request = req as Request;
  const response = res as Response;
  if (request.complete || request.readableEnded) return;
  const maxBytes = limits.maxBytes(request);
  const started = Date.now();
  let seen = 0;
  let timer: NodeJS.Timeout | undefined;
  const stop = () => {
    clearTimeout(timer);
    req.off('data', count);
  };
  const giveUp = (status: number, body: Refusal, drain = true) => {
    stop();
    req.unpipe(proxyReq);
    proxyReq.destroy();
    refuse(req, response, status, body, drain);
  };
  const armIdleTimer = () => {
    clearTimeout(timer);
    // Paused means the service is not taking data yet (backpressure): that is not the client stalling.
    timer = setTimeout(() => (req.isPaused() ? armIdleTimer() : giveUp(408, STALLED, false)), limits.idleMs);
  };
  // Trickling: past the grace period, a body arriving slower than the floor on average is given up too.
  const tooSlow = () => {
    const elapsed = Date.now() - started;
    return elapsed > limits.slowGraceMs && (seen * 1000) / elapsed < limits.minBytesPerSecond;
  };
  function count(chunk: Buffer) {
    seen += chunk.length;
    if (seen > maxBytes) giveUp(413, limits.tooLarge(request));
    else if (tooSlow() && !req.isPaused()) giveUp(408, STALLED, false);
    else armIdleTimer();
  }
  req.on('data', count);
  req.once('end', stop);
  req.once('close', stop);
  armIdleTimer();
}
