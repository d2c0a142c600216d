import http from 'node:http';
import express from 'express';
import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import { createLogger, freePort, listen, type RunningServer } from '@bankxl/platform';
import { createGatewayApp, GatewayEnv, SERVICES, stopGateway } from '@bankxl/gateway';

const log = createLogger('gateway-replicas-test', 'silent');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A stand-in replica on a fixed port that says which replica answered and counts what it got. */
async function replica(name: string, port: number, opts: { healthy?: () => boolean } = {}) {
  const app = express();
  const seen: string[] = [];
  app.get('/health', (_req, res) => {
    const healthy = opts.healthy ? opts.healthy() : true;
    res.status(healthy ? 200 : 503).json({ service: name, status: healthy ? 'ok' : 'unavailable' });
  });
  app.all(/.*/, (req, res) => {
    seen.push(`${req.method} ${req.path}`);
    req.resume();
    req.on('end', () => res.json({ replica: name }));
  });
  const server = await listen(app, { port, log, name });
  return { name, server, seen };
}

type Replica = Awaited<ReturnType<typeof replica>>;

/** Sends one request to the gateway over a real socket (supertest would start a server per call). */
async function send(base: string, method: string, path: string, body?: string) {
  return new Promise<{ status: number; body: { replica?: string; code?: string } }>((resolve, reject) => {
    const req = http.request(new URL(path, base), { method, headers: body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {} }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : {} }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

let others: RunningServer[] = [];
let one: Replica;
let two: Replica;
let twoPort: number;
let twoHealthy = true;
let gateway: RunningServer;
let app: ReturnType<typeof createGatewayApp>;

beforeAll(async () => {
  others = await Promise.all(SERVICES.map(async (name) => (await replica(name, 0)).server));
  one = await replica('conversion-1', await freePort());
  twoPort = await freePort();
  two = await replica('conversion-2', twoPort, { healthy: () => twoHealthy });
  const env: Record<string, string> = { UPSTREAM_PROBE_MS: '200', UPSTREAM_PROBE_TIMEOUT_MS: '200' };
  SERVICES.forEach((name, i) => (env[`${name.toUpperCase()}_URL`] = others[i].url));
  env.CONVERSION_URL = `${one.server.url}, ${two.server.url}`;
  app = createGatewayApp({ config: GatewayEnv.parse(env), log });
  gateway = await listen(app, { port: 0, log, name: 'gateway' });
});
afterAll(async () => {
  stopGateway(app);
  await gateway?.close();
  await Promise.all([...others, one.server, two.server].map((s) => s.close()));
});
afterEach(() => {
  twoHealthy = true;
});

const replicasAnswering = async (count: number, method = 'GET', body?: string) => {
  const answers: string[] = [];
  for (let i = 0; i < count; i++) {
    const res = await send(gateway.url, method, '/api/convert', body);
    answers.push(res.status === 200 ? (res.body.replica as string) : `status ${res.status}`);
  }
  return answers;
};

describe('a service with two replicas behind the gateway', () => {
  test('when both replicas are up, then requests are spread across both', async () => {
    const answers = await replicasAnswering(10);
    expect(answers.filter((a) => a === 'conversion-1').length).toBe(5);
    expect(answers.filter((a) => a === 'conversion-2').length).toBe(5);
  });

  test('when a replica reports unhealthy, then it gets nothing until its health recovers', async () => {
    twoHealthy = false;
    await sleep(600);
    expect(new Set(await replicasAnswering(6))).toEqual(new Set(['conversion-1']));
    twoHealthy = true;
    await sleep(600);
    expect(new Set(await replicasAnswering(6))).toEqual(new Set(['conversion-1', 'conversion-2']));
  });

  test('when a replica is killed, then every request is still answered, and it gets requests again once restarted', async () => {
    await two.server.close(0);
    // Right after the kill, before any probe noticed: a refused connection goes to the other replica.
    const gets = await replicasAnswering(6);
    const bodylessPosts = await replicasAnswering(4, 'POST');
    expect(new Set([...gets, ...bodylessPosts])).toEqual(new Set(['conversion-1']));
    // A POST with a body is not sent twice, but the dead replica has been taken out, so it is answered too.
    const posts = await replicasAnswering(4, 'POST', JSON.stringify({ n: 1 }));
    expect(new Set(posts)).toEqual(new Set(['conversion-1']));

    two = await replica('conversion-2', twoPort, { healthy: () => twoHealthy });
    await sleep(600);
    expect(new Set(await replicasAnswering(6))).toEqual(new Set(['conversion-1', 'conversion-2']));
  });

  test('when a service has one replica, it gets every request whatever its health says', async () => {
    const res = await send(gateway.url, 'GET', '/api/documents');
    expect(res.status).toBe(200);
    expect(res.body.replica).toBe('documents');
  });

  test('when /api/health is asked with one replica down, then the service is still ok', async () => {
    twoHealthy = false;
    const res = await fetch(new URL('/api/health', gateway.url));
    expect(res.status).toBe(200);
    expect(((await res.json()) as { services: Record<string, string> }).services.conversion).toBe('ok');
  });
});
