import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import express from 'express';
import request from 'supertest';
import { createLogger, listen, type RunningServer } from '@bankxl/platform';
import { createGatewayApp, GatewayEnv, SERVICES } from '@bankxl/gateway';
import { eventually } from '@bankxl/testing';

const log = createLogger('gateway-test', 'silent');

/** A stand-in upstream that reports what reached it, so the test sees what the gateway forwards. */
async function upstream(name: string, opts: { healthy?: () => boolean } = {}) {
  const app = express();
  app.get('/health', (_req, res) => {
    const healthy = opts.healthy ? opts.healthy() : true;
    res.status(healthy ? 200 : 503).json({ service: name, status: healthy ? 'ok' : 'unavailable', checks: { database: healthy ? 'ok' : 'failing: down' } });
  });
  app.all(/.*/, (req, res) => {
    const hash = createHash('sha256');
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      hash.update(chunk);
    });
    req.on('end', () => {
      res.json({ service: name, path: req.originalUrl, headers: req.headers, size, sha256: hash.digest('hex') });
    });
  });
  return listen(app, { port: 0, log, name });
}

let servers: RunningServer[] = [];
let dbHealthy = true;
let staticDir: string;

function gatewayFor(extra: Record<string, string> = {}) {
  const env: Record<string, string> = { STATIC_DIR: staticDir, ...extra };
  SERVICES.forEach((name, i) => (env[`${name.toUpperCase()}_URL`] ??= servers[i].url));
  return createGatewayApp({ config: GatewayEnv.parse(env), log });
}

beforeAll(async () => {
  servers = await Promise.all(SERVICES.map((name) => upstream(name, name === 'billing' ? { healthy: () => dbHealthy } : {})));
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-static-'));
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.mkdirSync(path.join(staticDir, 'assets'));
  fs.writeFileSync(path.join(staticDir, 'assets', 'app.js'), 'console.log(1)');
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
});

describe('routing', () => {
  test.each([
    ['/api/login', 'auth'],
    ['/api/me', 'auth'],
    ['/api/auth/google/callback?code=1', 'auth'],
    ['/api/credits-history?filter=24h', 'billing'],
    ['/api/checkout/sandbox/abc', 'billing'],
    ['/api/convert', 'conversion'],
    ['/api/documents?filter=week', 'documents'],
    ['/api/documents/0b5c2f56-8a52-4a7e-9d1e-6f7e1f6b2a10/statement', 'documents'],
    ['/api/documents/0b5c2f56-8a52-4a7e-9d1e-6f7e1f6b2a10/download?format=csv&original=1', 'documents'],
    ['/api/documents/0b5c2f56-8a52-4a7e-9d1e-6f7e1f6b2a10/pdf', 'documents'],
    ['/api/results/abcDEF_-123', 'conversion'],
    ['/api/download/abc.xlsx', 'documents'],
    ['/api/contact', 'notification'],
  ])('when %s is requested, then %s answers it with the path intact', async (url, service) => {
    const res = await request(gatewayFor()).get(url);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ service, path: url });
  });

  test('when a path is not a public API path, then it is a JSON 404 and internal routes are unreachable', async () => {
    for (const url of ['/api/nope', '/api/internal/credits/charge', '/internal/credits/charge', '/api/mex']) {
      const res = await request(gatewayFor()).post(url).send({});
      expect(res.status).toBe(404);
    }
  });
});

describe('what services learn from the gateway', () => {
  test('when a client spoofs X-Forwarded-For or an internal token, then services see the socket IP and no token', async () => {
    const res = await request(gatewayFor())
      .get('/api/me')
      .set('x-forwarded-for', '203.0.113.9')
      .set('x-client-ip', '203.0.113.10')
      .set('x-internal-token', 'guess');
    expect(res.body.headers['x-client-ip']).toBe('127.0.0.1');
    expect(res.body.headers['x-forwarded-for']).toBeUndefined();
    expect(res.body.headers['x-internal-token']).toBeUndefined();
    expect(res.body.headers['x-request-id']).toMatch(/.+/);
    expect(res.headers['x-request-id']).toBe(res.body.headers['x-request-id']);
  });

  test('when a trusted proxy setting is given, then the forwarded client IP is used', async () => {
    const res = await request(gatewayFor({ TRUST_PROXY: '1' })).get('/api/me').set('x-forwarded-for', '203.0.113.9');
    expect(res.body.headers['x-client-ip']).toBe('203.0.113.9');
  });

  test('when a corrected Statement over the small-JSON limit is PUT, then it reaches documents whole; elsewhere that size is a 413', async () => {
    const body = JSON.stringify({ version: 1, statement: { rows: 'x'.repeat(3 * 1024 * 1024) } });
    const res = await request(gatewayFor()).put('/api/documents/0b5c2f56-8a52-4a7e-9d1e-6f7e1f6b2a10/statement').set('content-type', 'application/json').send(body);
    expect([res.status, res.body.service, res.body.size]).toEqual([200, 'documents', Buffer.byteLength(body)]);
    expect((await request(gatewayFor()).put('/api/profile').set('content-type', 'application/json').send(body)).status).toBe(413);
  });

  test('when a large upload is posted, then it reaches the service byte for byte', async () => {
    const body = Buffer.alloc(5 * 1024 * 1024, 7);
    const res = await request(gatewayFor()).post('/api/convert').set('content-type', 'application/octet-stream').send(body);
    expect(res.body.size).toBe(body.length);
    expect(res.body.sha256).toBe(createHash('sha256').update(body).digest('hex'));
  });
});

/** A raw client: what a hostile or broken one sends, byte for byte, and what comes back first. */
async function rawClient(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let received = '';
  let closed = false;
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
  socket.on('error', () => undefined); // writing after the gateway closed: expected here
  socket.on('close', () => (closed = true));
  return {
    socket,
    /** Writes and waits for the kernel to take it; false once the connection is gone. */
    send: (data: string | Buffer) =>
      new Promise<boolean>((resolve) => {
        if (closed || socket.destroyed) return resolve(false);
        socket.write(data, (err) => resolve(!err));
      }),
    /** The status line, once one arrives (or 'none' after `ms`). */
    async status(ms: number): Promise<string> {
      const until = Date.now() + ms;
      while (Date.now() < until && !received.includes('\r\n')) await new Promise((r) => setTimeout(r, 20));
      return received.includes('\r\n') ? received.slice(0, received.indexOf('\r\n')) : 'none';
    },
    isClosed: () => closed,
  };
}

const uploadHead = (extra: string) => `POST /api/convert HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/octet-stream\r\n${extra}\r\n`;

describe('hostile uploads', () => {
  let gateway: RunningServer;
  beforeAll(async () => {
    gateway = await listen(gatewayFor({ MAX_UPLOAD_MB: '1', BODY_IDLE_TIMEOUT_MS: '300' }), { port: 0, log, name: 'gateway' });
  });
  afterAll(async () => {
    await gateway.close(100);
  });

  test('when the declared Content-Length is over the limit, then 413 comes back at once, before the body is read', async () => {
    const client = await rawClient(gateway.port);
    await client.send(uploadHead(`Content-Length: ${2 ** 30}\r\n`));
    await client.send(Buffer.alloc(64 * 1024, 1));
    expect(await client.status(3000)).toBe('HTTP/1.1 413 Payload Too Large');
    client.socket.destroy();
    // Through a normal client, the answer reads like the conversion service's own.
    const res = await request(gatewayFor({ MAX_UPLOAD_MB: '1' })).post('/api/convert').set('content-type', 'application/pdf').send(Buffer.alloc(2 * 1024 * 1024));
    expect([res.status, res.body]).toEqual([413, { message: 'This file is larger than the 1 MB limit.', code: 'file_too_large' }]);
    expect((await request(gatewayFor({ MAX_BODY_KB: '1' })).post('/api/login').send({ email: 'x'.repeat(2048) })).status).toBe(413);
  });

  test('when a chunked upload passes the limit, then it is cut off there with 413 instead of being read to the end', async () => {
    const client = await rawClient(gateway.port);
    await client.send(uploadHead('Transfer-Encoding: chunked\r\n'));
    const chunk = Buffer.alloc(64 * 1024, 2);
    let sent = 0;
    while (sent < 16 * 1024 * 1024 && (await client.send(Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')])))) {
      sent += chunk.length;
      // The gateway runs in this process: a moment's pause lets it read what was sent, as it would between
      // machines. Without it, a machine whose loopback buffers take tens of MB (tcp_rmem) let this loop write
      // 4 MB into the kernel before the gateway had read the first one.
      await new Promise((resolve) => setTimeout(resolve, 1));
      if ((await client.status(0)) !== 'none') break;
    }
    expect(await client.status(3000)).toBe('HTTP/1.1 413 Payload Too Large');
    // The limit is 1 MB plus room for the multipart envelope; a little more may be in flight.
    expect(sent).toBeLessThan(4 * 1024 * 1024);
    client.socket.destroy();
  });

  test('when an upload stalls, then the gateway gives up after the idle timeout with 408 instead of waiting minutes', async () => {
    const client = await rawClient(gateway.port);
    await client.send(uploadHead('Content-Length: 100000\r\n'));
    await client.send(Buffer.alloc(1000, 3));
    const started = Date.now();
    expect(await client.status(5000)).toBe('HTTP/1.1 408 Request Timeout');
    expect(Date.now() - started).toBeLessThan(3000);
    client.socket.destroy();
  });

  test('when an upload trickles (a byte now and then, never idle long enough to time out), then it is given up once it falls below the rate floor', async () => {
    const slow = await listen(gatewayFor({ MAX_UPLOAD_MB: '1', BODY_IDLE_TIMEOUT_MS: '1000', BODY_SLOW_GRACE_MS: '1500', BODY_MIN_BYTES_PER_SECOND: '1024' }), { port: 0, log, name: 'gateway' });
    try {
      const client = await rawClient(slow.port);
      await client.send(uploadHead('Content-Length: 100000\r\n'));
      const started = Date.now();
      let status = 'none';
      while (status === 'none' && Date.now() - started < 8000) {
        await client.send(Buffer.from('%'));
        await new Promise((r) => setTimeout(r, 300));
        status = await client.status(0);
      }
      expect(status).toBe('HTTP/1.1 408 Request Timeout');
      // Past the 1.5 s grace, at the first byte after it: well before the trickle would have ended (~30 s).
      expect(Date.now() - started).toBeLessThan(4000);
      client.socket.destroy();
    } finally {
      await slow.close(100);
    }
  });

  test('when one address opens more connections than the cap, then the extra ones are closed and the others still work', async () => {
    const capped = await listen(gatewayFor(), { port: 0, log, name: 'gateway', maxConnectionsPerIp: 2 });
    try {
      const first = await rawClient(capped.port);
      const second = await rawClient(capped.port);
      const third = await rawClient(capped.port);
      await new Promise((r) => setTimeout(r, 300));
      expect([first.isClosed(), second.isClosed(), third.isClosed()]).toEqual([false, false, true]);
      await first.send('GET /health HTTP/1.1\r\nHost: localhost\r\n\r\n');
      expect(await first.status(3000)).toBe('HTTP/1.1 200 OK');
      // A closed connection frees its place.
      second.socket.destroy();
      await new Promise((r) => setTimeout(r, 300));
      const fourth = await rawClient(capped.port);
      await fourth.send('GET /health HTTP/1.1\r\nHost: localhost\r\n\r\n');
      expect(await fourth.status(3000)).toBe('HTTP/1.1 200 OK');
      first.socket.destroy();
      fourth.socket.destroy();
    } finally {
      await capped.close(100);
    }
  });
});

describe('health', () => {
  test('when every service is healthy, then /api/health is 200 naming each; when one is not, then 503 names it', async () => {
    dbHealthy = true;
    const ok = await request(gatewayFor()).get('/api/health');
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ status: 'ok', services: { auth: 'ok', billing: 'ok', conversion: 'ok', documents: 'ok', notification: 'ok' } });
    dbHealthy = false;
    const bad = await request(gatewayFor()).get('/api/health');
    expect(bad.status).toBe(503);
    expect(bad.body.services.billing).toBe('unavailable (database)');
    expect(bad.body.services.auth).toBe('ok');
    dbHealthy = true;
  });

  test('when a service is down, then its calls get a JSON 502 and health says unreachable', async () => {
    const env: Record<string, string> = { STATIC_DIR: staticDir };
    SERVICES.forEach((name, i) => (env[`${name.toUpperCase()}_URL`] = servers[i].url));
    env.NOTIFICATION_URL = 'http://127.0.0.1:1';
    const app = createGatewayApp({ config: GatewayEnv.parse(env), log });
    const res = await request(app).post('/api/contact').send({ name: 'a' });
    expect(res.status).toBe(502);
    expect(res.body.code).toBe('bad_gateway');
    expect((await request(app).get('/api/health')).body.services.notification).toBe('unreachable');
  });

  test('when every service is down, then the gateway\'s own /health and /live (its probes) still answer 200', async () => {
    const env: Record<string, string> = { STATIC_DIR: staticDir };
    SERVICES.forEach((name) => (env[`${name.toUpperCase()}_URL`] = 'http://127.0.0.1:1'));
    const app = createGatewayApp({ config: GatewayEnv.parse(env), log });
    expect((await request(app).get('/api/health')).status).toBe(503);
    expect((await request(app).get('/health')).body).toMatchObject({ service: 'gateway', status: 'ok' });
    expect((await request(app).get('/live')).body).toEqual({ service: 'gateway', status: 'live' });
  });
});

describe('frontend', () => {
  test('when a client route is opened, then the app shell is served with security headers', async () => {
    for (const route of ['/', '/pricing', '/verify-email?token=x', '/blog?post=3', '/google-auth', '/accuracy', '/documents/4c1e9f3a-2b7d-4e8a-9c61-0f5d2a7b3e10']) {
      const res = await request(gatewayFor()).get(route);
      expect(res.status).toBe(200);
      expect(res.text).toContain('<div id="root">');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  test('when an unknown page or asset is requested, then it is a 404', async () => {
    expect((await request(gatewayFor()).get('/no-such-page')).status).toBe(404);
    expect((await request(gatewayFor()).get('/documents/x/y')).status).toBe(404);
    expect((await request(gatewayFor()).get('/assets/missing.js')).status).toBe(404);
    expect((await request(gatewayFor()).get('/assets/app.js')).status).toBe(200);
  });
});

describe('a service slower than the gateway waits', () => {
  test('when conversion stays silent past PROXY_TIMEOUT_MS, then the client gets a JSON 504 saying to check the documents, and the service sees the request closed', async () => {
    let closedBeforeAnswer = false;
    const slow = express();
    // Reads the upload, then never answers (a conversion still working); notes the gateway hanging up.
    slow.post('/api/convert', (req, res) => {
      req.resume();
      res.on('close', () => (closedBeforeAnswer = !res.writableEnded));
    });
    const silent = await listen(slow, { port: 0, log, name: 'slow-conversion' });
    try {
      const env: Record<string, string> = { STATIC_DIR: staticDir, PROXY_TIMEOUT_MS: '300' };
      SERVICES.forEach((name, i) => (env[`${name.toUpperCase()}_URL`] = servers[i].url));
      env.CONVERSION_URL = silent.url;
      const app = createGatewayApp({ config: GatewayEnv.parse(env), log });
      const res = await request(app).post('/api/convert').set('content-type', 'application/pdf').send(Buffer.alloc(1024, 1));
      expect([res.status, res.body]).toEqual([
        504,
        { message: 'The conversion took too long to answer. It may still have finished: please check your documents before sending the file again.', code: 'gateway_timeout' },
      ]);
      await eventually(() => expect(closedBeforeAnswer).toBe(true));
    } finally {
      await silent.close(100);
    }
  });
});

/** GET through a real socket, with this Accept-Encoding: the status, headers and the body's bytes as sent. */
async function rawGet(app: express.Express, url: string, acceptEncoding: string, onFirstChunk?: (chunk: Buffer) => void) {
  const server = await listen(app, { port: 0, log, name: 'gateway' });
  try {
    return await new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get(`${server.url}${url}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => {
            if (chunks.length === 0) onFirstChunk?.(chunk);
            chunks.push(chunk);
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });
  } finally {
    await server.close(100);
  }
}

const decoded = (res: { headers: http.IncomingHttpHeaders; body: Buffer }) =>
  res.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync(res.body) : res.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(res.body) : res.body;

describe('compression', () => {
  const script = Buffer.from(`export const rows = [${Array.from({ length: 2000 }, (_, i) => `{ id: ${i}, label: "row ${i}" }`).join(', ')}];\n`);
  beforeAll(() => {
    // What the frontend's build writes: the asset and its precompressed copies.
    fs.writeFileSync(path.join(staticDir, 'assets', 'rows-abc123.js'), script);
    fs.writeFileSync(path.join(staticDir, 'assets', 'rows-abc123.js.br'), zlib.brotliCompressSync(script));
    fs.writeFileSync(path.join(staticDir, 'assets', 'rows-abc123.js.gz'), zlib.gzipSync(script));
  });

  test.each([
    ['br, gzip, deflate', 'br'],
    ['gzip, deflate', 'gzip'],
    ['identity', undefined],
  ])('when a browser accepting "%s" asks for a built asset, then it gets the copy for %s, same bytes once decoded, cached for good', async (accept, encoding) => {
    const res = await rawGet(gatewayFor(), '/assets/rows-abc123.js', accept);
    expect([res.status, res.headers['content-encoding']]).toEqual([200, encoding]);
    expect(decoded(res).equals(script)).toBe(true);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    if (encoding) expect(Number(res.headers['content-length'])).toBeLessThan(script.length / 3);
  });

  test('when an asset has no precompressed copy, or the name is not an asset name, then express.static answers as before', async () => {
    expect((await rawGet(gatewayFor(), '/assets/app.js', 'br')).body.toString()).toBe('console.log(1)');
    expect((await rawGet(gatewayFor(), '/assets/..%2Findex.html', 'br')).status).toBe(403);
    expect((await rawGet(gatewayFor(), '/assets/missing-1.js', 'br')).status).toBe(404);
  });

  test("when a service answers with a large JSON, then the client gets it compressed; a small one goes as is", async () => {
    const rows = Array.from({ length: 3000 }, (_, i) => ({ date: '2024-01-02', description: `CARD PAYMENT ${i}`, amount: -(i + 1) }));
    const documents = express();
    documents.get('/api/documents/big/statement', (_req, res) => void res.json({ rows }));
    documents.get('/api/documents/small', (_req, res) => void res.json({ id: 'small' }));
    const upstreamDocuments = await listen(documents, { port: 0, log, name: 'documents' });
    try {
      const app = gatewayFor({ DOCUMENTS_URL: upstreamDocuments.url });
      const big = await rawGet(app, '/api/documents/big/statement', 'gzip');
      expect(big.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(decoded(big).toString())).toEqual({ rows });
      expect(big.body.length).toBeLessThan(JSON.stringify({ rows }).length / 5);
      const small = await rawGet(app, '/api/documents/small', 'gzip');
      expect([small.headers['content-encoding'], JSON.parse(small.body.toString())]).toEqual([undefined, { id: 'small' }]);
    } finally {
      await upstreamDocuments.close(100);
    }
  });

  test('when a service streams server-sent events, then each reaches the client as it is sent, not compressed into one block at the end', async () => {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const conversion = express();
    conversion.get('/api/convert', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      res.write(`event: progress\ndata: ${JSON.stringify({ pagesDone: 1, pages: 20, note: 'x'.repeat(2048) })}\n\n`);
      // The stream stays open until the client has the first event: a gateway that held it back never ends.
      void held.then(() => res.end('event: done\ndata: {}\n\n'));
    });
    const upstreamConversion = await listen(conversion, { port: 0, log, name: 'conversion' });
    try {
      let first = '';
      const res = await rawGet(gatewayFor({ CONVERSION_URL: upstreamConversion.url }), '/api/convert', 'gzip, br', (chunk) => {
        first = chunk.toString();
        release();
      });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(first).toMatch(/^event: progress\n/);
      expect(res.body.toString()).toMatch(/event: done\n/);
    } finally {
      release();
      await upstreamConversion.close(100);
    }
  });
});

describe('compression after a rebuild', () => {
  test("when an asset's precompressed copy is removed while the gateway runs, then the plain file is served (compressed on the fly)", async () => {
    const body = Buffer.from(`export const x = "${'y'.repeat(4096)}";\n`);
    fs.writeFileSync(path.join(staticDir, 'assets', 'gone-1.js'), body);
    fs.writeFileSync(path.join(staticDir, 'assets', 'gone-1.js.gz'), zlib.gzipSync(body));
    const app = gatewayFor();
    expect((await rawGet(app, '/assets/gone-1.js', 'gzip')).headers['content-encoding']).toBe('gzip');
    fs.rmSync(path.join(staticDir, 'assets', 'gone-1.js.gz'));
    const res = await rawGet(app, '/assets/gone-1.js', 'gzip');
    expect([res.status, decoded(res).equals(body)]).toEqual([200, true]);
  });
});
