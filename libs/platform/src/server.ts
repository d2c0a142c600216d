import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import type { Express } from 'express';
import type { Logger } from './logger.js';

export type RunningServer = {
  port: number;
  url: string;
  /** Stops taking connections, lets in-flight requests finish (up to `graceMs`), then closes. */
  close(graceMs?: number): Promise<void>;
};

/**
 * Listens on `port` (0 = any free port) and tracks connections so shutdown is graceful.
 * `maxConnectionsPerIp` (the public edge sets it) stops one address from holding every socket.
 */
export async function listen(
  app: Express,
  opts: { port: number; host?: string; log: Logger; name: string; maxConnectionsPerIp?: number },
): Promise<RunningServer> {
  const server = http.createServer(app);
  if (opts.maxConnectionsPerIp) capConnectionsPerIp(server, opts.maxConnectionsPerIp, opts.log);
  // Large uploads on slow links: the default 5-minute request timeout is kept, headers must come quickly.
  server.headersTimeout = 30_000;
  server.keepAliveTimeout = 5_000;
  const host = opts.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host}:${port}`;
  opts.log.info({ port }, `${opts.name} listening`);
  let closing: Promise<void> | null = null;
  return {
    port,
    url,
    close(graceMs = 10_000) {
      closing ??= new Promise<void>((resolve) => {
        const force = setTimeout(() => server.closeAllConnections(), graceMs);
        force.unref();
        // Keep-alive sockets become idle as their last request finishes: close them as they do.
        const sweep = setInterval(() => server.closeIdleConnections(), 50);
        server.close(() => {
          clearTimeout(force);
          clearInterval(sweep);
          resolve();
        });
        server.closeIdleConnections();
      });
      return closing;
    },
  };
}

/**
 * Closes a new connection at once when its address already holds `max` open ones. Slow or stalled
 * clients each hold a socket; without a cap one address can take them all.
 */
function capConnectionsPerIp(server: http.Server, max: number, log: Logger): void {
  const open = new Map<string, number>();
  let lastWarning = 0;
  server.on('connection', (socket: net.Socket) => {
    const ip = (socket.remoteAddress ?? 'unknown').replace(/^::ffff:/, '');
    const count = (open.get(ip) ?? 0) + 1;
    if (count > max) {
      if (Date.now() - lastWarning > 60_000) {
        lastWarning = Date.now();
        log.warn({ max }, 'connection refused: too many open connections from one address');
      }
      socket.destroy();
      return;
    }
    open.set(ip, count);
    socket.once('close', () => {
      const left = (open.get(ip) ?? 1) - 1;
      if (left > 0) open.set(ip, left);
      else open.delete(ip);
    });
  });
}

/**
 * Runs `stop` once on SIGTERM or SIGINT, then exits. A second signal exits at once.
 */
export function onShutdownSignal(log: Logger, stop: () => Promise<void>): void {
  let stopping = false;
  const handler = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    log.info({ signal }, 'shutting down');
    stop().then(
      () => process.exit(0),
      (err: unknown) => {
        log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', handler);
  process.on('SIGINT', handler);
}

/**
 * A port free right now, for a server whose address others must know before it starts. Picked at random
 * below the kernels' ephemeral ranges (32768+ on Linux, 49152+ elsewhere): a port handed out by
 * listen(0) comes from that range, where any outgoing connection may take it as its local port before
 * our server binds it (seen as EADDRINUSE in parallel tests).
 */
export async function freePort(host = '127.0.0.1'): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    if (await canListen(port, host)) return port;
  }
  throw new Error('no free port found between 20000 and 32000');
}

function canListen(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}

