import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import express, { type Express, type Request, type Response } from 'express';
import helmet from 'helmet';
import { createProxyMiddleware, debugProxyErrorsPlugin, proxyEventsPlugin } from 'http-proxy-middleware';
import {
  CLIENT_IP_HEADER,
  INTERNAL_TOKEN_HEADER,
  NOT_CONNECTED_CODES,
  REPLICA_DOWN_CODES,
  REQUEST_ID_HEADER,
  errorHandler,
  healthRoutes,
  probeUpstreams,
  rateLimit,
  requestContext,
  upstreamUrls,
  UpstreamPool,
  type Logger,
  type UpstreamProbe,
} from '@bankxl/platform';
import { trustProxySetting, type GatewayConfig } from './config.js';
import { aggregateHealth } from './health.js';
import { bodyLimits, refuseOversizedBodies, watchProxiedBody } from './request-bodies.js';
import { compressResponses, precompressedAssets } from './compression.js';
import { openApiDocument } from '@bankxl/contracts';
import { isSpaRoute, ownerOf, type ServiceName } from './routes.js';

/** `::ffff:1.2.3.4` and `1.2.3.4` are the same client. */
const normaliseIp = (ip: string | undefined) => (ip ?? 'unknown').replace(/^::ffff:/, '');

export type GatewayDeps = { config: GatewayConfig; log: Logger };

/** Where a request was sent, and whether it was already sent again after a failed connection. */
type Attempt = { service: ServiceName; upstream: string; retried: boolean };
const attemptOf = (req: IncomingMessage) => (req as Request).res?.locals.upstreamAttempt as Attempt | undefined;

const SERVICE_TIMED_OUT = 'The service took too long to answer. Please try again shortly.';
/**
 * Conversion answers its own timeout before the gateway gives up (CONVERT_DEADLINE_MS); past that, it was
 * already charging and finishes: the document is kept, so sending the file again would convert it twice.
 */
const CONVERSION_TIMED_OUT = 'The conversion took too long to answer. It may still have finished: please check your documents before sending the file again.';

/** Methods whose repetition has the same effect as doing them once. */
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

/**
 * A failed request may go to another replica once when that cannot do anything twice: the body was
 * not streamed (the gateway never buffers bodies, so a streamed one is gone) and either the method is
 * idempotent or the connection was refused, so the first replica saw nothing.
 */
function mayRetry(req: IncomingMessage, code: string | undefined): boolean {
  const bodyless = !req.headers['transfer-encoding'] && Number(req.headers['content-length'] ?? 0) === 0;
  if (!bodyless) return false;
  return IDEMPOTENT.has(req.method ?? '') || (code !== undefined && NOT_CONNECTED_CODES.has(code));
}

export type GatewayApp = Express & { locals: { upstreamProbe?: UpstreamProbe } };

/** Stops the gateway's background health probes (for shutdown and tests). */
export function stopGateway(app: Express): void {
  (app as GatewayApp).locals.upstreamProbe?.stop();
}

export function createGatewayApp({ config, log }: GatewayDeps): Express {
  const targets: Record<ServiceName, string[]> = {
    auth: upstreamUrls(config.AUTH_URL),
    billing: upstreamUrls(config.BILLING_URL),
    conversion: upstreamUrls(config.CONVERSION_URL),
    documents: upstreamUrls(config.DOCUMENTS_URL),
    notification: upstreamUrls(config.NOTIFICATION_URL),
  };
  const pools = Object.fromEntries(Object.entries(targets).map(([name, urls]) => [name, new UpstreamPool(name, urls)])) as Record<
    ServiceName,
    UpstreamPool
  >;
  const probe = probeUpstreams(Object.values(pools), { everyMs: config.UPSTREAM_PROBE_MS, timeoutMs: config.UPSTREAM_PROBE_TIMEOUT_MS, log });
  const app = express();
  app.locals.upstreamProbe = probe;
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxySetting(config.TRUST_PROXY));
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          connectSrc: ["'self'"],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          baseUri: ["'self'"],
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use(requestContext(log));
  app.use(compressResponses());
  const limits = bodyLimits(config);
  app.use(refuseOversizedBodies(limits));

  // The gateway's own /health and /live (probes): they never ask the services, so one service down
  // does not take every gateway out of the load balancer. `/api/health` is the whole system's.
  app.use(healthRoutes('gateway', {}));
  app.get('/api/health', aggregateHealth(targets));
  // The public API's document: one for all the services behind /api/v1, so the gateway serves it.
  app.get('/api/v1/openapi.json', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.json(openApiDocument);
  });

  // A flood guard per gateway process (the gateway has no database): with N gateway replicas a client
  // gets up to N times this. The limits the product promises are counted in the services' databases.
  app.use(
    '/api',
    rateLimit({
      windowMs: 60_000,
      max: config.API_RATE_LIMIT_PER_MINUTE,
      key: (req) => normaliseIp(req.ip),
      message: 'Too many requests. Please slow down and try again in a minute.',
    }),
  );

  // Set once the proxy exists: its error handler sends a request once more through it.
  let sendAgain: (req: IncomingMessage, res: ServerResponse) => void = () => undefined;
  // Bodies are streamed straight through: the gateway never parses them.
  const proxy = createProxyMiddleware<IncomingMessage, ServerResponse>({
    target: targets.auth[0],
    router: (req) => {
      const service = ownerOf((req as Request).path) ?? 'auth';
      const previous = attemptOf(req);
      const upstream = pools[service].pick(previous?.upstream);
      (req as Request).res!.locals.upstreamAttempt = { service, upstream, retried: previous !== undefined } satisfies Attempt;
      return upstream;
    },
    changeOrigin: false,
    xfwd: false,
    // No `proxyTimeout`: its expiry looks like a dropped connection (ECONNRESET), which would answer 502 and
    // take a replica that is only slow out of the pool. proxyReq below times the wait itself.
    // The default error plugin answers in plain text; ours answers `{ message, code }` like every API error.
    ejectPlugins: true,
    plugins: [debugProxyErrorsPlugin, proxyEventsPlugin],
    on: {
      proxyReq: (proxyReq, req, res) => {
        const request = req as Request;
        // Whatever the client claimed, services learn the client IP and request id from us only.
        proxyReq.removeHeader('x-forwarded-for');
        proxyReq.removeHeader(INTERNAL_TOKEN_HEADER);
        proxyReq.setHeader(CLIENT_IP_HEADER, normaliseIp(request.ip));
        proxyReq.setHeader(REQUEST_ID_HEADER, String(request.res?.locals.requestId ?? ''));
        watchProxiedBody(req, res, proxyReq, limits);
        // Silence for this long: the client gets 504 (conversion answers its own timeout before, see config).
        proxyReq.setTimeout(config.PROXY_TIMEOUT_MS, () => {
          if (request.res) request.res.locals.upstreamTimedOut = true;
          proxyReq.destroy(new Error('the service did not answer in time'));
        });
      },
      error: (err, req, res) => {
        // We cut the body off ourselves (too large, stalled) and already answered.
        if ((req as Request).res?.locals.bodyRefused) return;
        const attempt = attemptOf(req);
        const code = (err as NodeJS.ErrnoException).code;
        const response = res as ServerResponse;
        if ((req as Request).res?.locals.upstreamTimedOut) {
          // Slow, not gone: the replica stays in the pool.
          log.warn({ service: attempt?.service }, 'service did not answer in time');
          if ('writeHead' in response && !response.headersSent) {
            response.writeHead(504, { 'content-type': 'application/json' });
            response.end(JSON.stringify({ message: attempt?.service === 'conversion' ? CONVERSION_TIMED_OUT : SERVICE_TIMED_OUT, code: 'gateway_timeout' }));
          } else {
            response.destroy();
          }
          return;
        }
        if (attempt && code && REPLICA_DOWN_CODES.has(code) && pools[attempt.service].urls.length > 1) {
          if (pools[attempt.service].mark(attempt.upstream, false)) log.warn({ service: attempt.service, upstream: attempt.upstream, code }, 'replica unreachable; not sending to it');
          probe.probeSoon();
          if (!attempt.retried && mayRetry(req, code) && 'writeHead' in response && !response.headersSent) {
            sendAgain(req, response);
            return;
          }
        }
        log.warn({ service: attempt?.service, err: (err as Error).message }, 'service unreachable');
        if ('writeHead' in response && !response.headersSent) {
          response.writeHead(502, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ message: 'The service is temporarily unavailable. Please try again shortly.', code: 'bad_gateway' }));
        } else {
          response.destroy();
        }
      },
    },
  });
  sendAgain = (req, res) => void proxy(req as Request, res as Response, () => undefined);
  app.use((req, res, next) => {
    if (ownerOf(req.path)) return proxy(req, res, next);
    next();
  });
  app.all(/^\/api(\/.*)?$/, (_req, res) => {
    res.status(404).json({ message: 'Not found.', code: 'not_found' });
  });

  mountFrontend(app, config.STATIC_DIR, log);
  app.use(errorHandler(log));
  return app;
}

/** Serves the built SPA; every client route gets the app shell, unknown paths get it with a 404. */
function mountFrontend(app: Express, staticDir: string | undefined, log: Logger) {
  const indexFile = staticDir ? path.join(staticDir, 'index.html') : null;
  if (!staticDir || !indexFile || !fs.existsSync(indexFile)) {
    log.warn({ staticDir }, 'frontend build not found: run `make build`');
    app.get(/.*/, (_req, res) => {
      res.status(503).type('text/plain').send('The web app has not been built. Run `make build` and restart.');
    });
    return;
  }
  const assets = { immutable: true, maxAge: '1y' };
  app.use('/assets', precompressedAssets(path.join(staticDir, 'assets'), assets));
  app.use('/assets', express.static(path.join(staticDir, 'assets'), { ...assets, fallthrough: false }));
  app.use(express.static(staticDir, { index: false, maxAge: '1h' }));
  app.get(/.*/, (req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.status(isSpaRoute(req.path.replace(/\/+$/, '') || '/') ? 200 : 404).sendFile(indexFile);
  });
}
