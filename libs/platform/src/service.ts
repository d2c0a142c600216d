import express, { type Express } from 'express';
import { healthRoutes, type HealthCheck } from './health.js';
import { errorHandler, notFoundHandler, requestContext } from './http.js';
import type { Logger } from './logger.js';
import { listen, type RunningServer } from './server.js';

/**
 * What every service's factory returns: an Express app that never listens by itself, plus the
 * background work (bus consumers, outbox relay, periodic jobs) it starts and stops.
 */
export type ServiceInstance = {
  name: string;
  app: Express;
  /** Starts consumers, relays and jobs; called once the HTTP server listens. */
  start(): Promise<void>;
  /** Stops background work, letting in-flight messages finish; called after HTTP has drained. */
  stop(): Promise<void>;
};

export type RunningService = { name: string; port: number; url: string; stop(): Promise<void> };

/**
 * Listens, starts background work, and on stop shuts down in the order that loses nothing:
 * stop taking requests and finish in-flight ones, then stop consumers, then close connections.
 */
export async function runService(
  service: ServiceInstance,
  opts: { port: number; host?: string; log: Logger; closeResources?: () => Promise<void> },
): Promise<RunningService> {
  const server: RunningServer = await listen(service.app, { port: opts.port, host: opts.host, log: opts.log, name: service.name });
  try {
    await service.start();
  } catch (err) {
    await server.close(1000);
    throw err;
  }
  let stopping: Promise<void> | null = null;
  return {
    name: service.name,
    port: server.port,
    url: server.url,
    stop() {
      stopping ??= (async () => {
        await server.close();
        await service.stop();
        await opts.closeResources?.();
        opts.log.info(`${service.name} stopped`);
      })();
      return stopping;
    },
  };
}

/**
 * The Express app every service starts from: request ids and logs, `/health` with the service's
 * own dependency checks, the service's routes, then `{ message, code }` errors for everything else.
 * JSON bodies are parsed per route (`express.json()`), so raw-body routes (webhooks, uploads) stay raw.
 */
export function createServiceApp(opts: {
  name: string;
  log: Logger;
  checks: Record<string, HealthCheck>;
  routes: (app: Express) => void;
  isShuttingDown?: () => boolean;
}): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', false);
  app.use(requestContext(opts.log));
  app.use(healthRoutes(opts.name, opts.checks, opts.isShuttingDown));
  opts.routes(app);
  app.use(notFoundHandler);
  app.use(errorHandler(opts.log));
  return app;
}
