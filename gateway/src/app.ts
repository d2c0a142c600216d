import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import express, { type Express, type Request } from 'express';
import helmet from 'helmet';
import { createProxyMiddleware, debugProxyErrorsPlugin, proxyEventsPlugin } from 'http-proxy-middleware';
import { CLIENT_IP_HEADER, INTERNAL_TOKEN_HEADER, REQUEST_ID_HEADER, errorHandler, healthRoutes, rateLimit, requestContext, type Logger } from '@bankxl/platform';
import { trustProxySetting, type GatewayConfig } from './config.js';
import { aggregateHealth } from './health.js';
import { bodyLimits, refuseOversizedBodies, watchProxiedBody } from './request-bodies.js';
import { SPA_ROUTES, ownerOf, type ServiceName } from './routes.js';

/** `::ffff:1.2.3.4` and `1.2.3.4` are the same client. */
const normaliseIp = (ip: string | undefined) => (ip ?? 'unknown').replace(/^::ffff:/, '');

export type GatewayDeps = { config: GatewayConfig; log: Logger };

export function createGatewayApp({ config, log }: GatewayDeps): Express {
  const targets: Record<ServiceName, string> = {
    auth: config.AUTH_URL,
    billing: config.BILLING_URL,
    conversion: config.CONVERSION_URL,
    documents: config.DOCUMENTS_URL,
    notification: config.NOTIFICATION_URL,
  };
  const app = express();
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
  const limits = bodyLimits(config);
  app.use(refuseOversizedBodies(limits));

  // The gateway's own /health and /live (probes): they never ask the services, so one service down
  // does not take every gateway out of the load balancer. `/api/health` is the whole system's.
  app.use(healthRoutes('gateway', {}));
  app.get('/api/health', aggregateHealth(targets));

  app.use(
    '/api',
    rateLimit({
      windowMs: 60_000,
      max: config.API_RATE_LIMIT_PER_MINUTE,
      key: (req) => normaliseIp(req.ip),
      message: 'Too many requests. Please slow down and try again in a minute.',
    }),
  );

  // Bodies are streamed straight through: the gateway never parses them.
  const proxy = createProxyMiddleware<IncomingMessage, ServerResponse>({
    target: targets.auth,
    router: (req) => targets[ownerOf((req as Request).path) ?? 'auth'],
    changeOrigin: false,
    xfwd: false,
    proxyTimeout: 120_000,
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
      },
      error: (err, req, res) => {
        // We cut the body off ourselves (too large, stalled) and already answered.
        if ((req as Request).res?.locals.bodyRefused) return;
        const service = ownerOf((req as Request).path);
        log.warn({ service, err: (err as Error).message }, 'service unreachable');
        const response = res as ServerResponse;
        if ('writeHead' in response && !response.headersSent) {
          response.writeHead(502, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ message: 'The service is temporarily unavailable. Please try again shortly.', code: 'bad_gateway' }));
        } else {
          response.destroy();
        }
      },
    },
  });
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
  app.use('/assets', express.static(path.join(staticDir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }));
  app.use(express.static(staticDir, { index: false, maxAge: '1h' }));
  const routes = new Set(SPA_ROUTES);
  app.get(/.*/, (req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.status(routes.has(req.path.replace(/\/+$/, '') || '/') ? 200 : 404).sendFile(indexFile);
  });
}
