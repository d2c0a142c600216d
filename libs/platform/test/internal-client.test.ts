import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { createInternalClient, envUpstreams, INTERNAL_TOKEN_HEADER, loadConfig, ServiceUnavailableError } from '@bankxl/platform';

// A service calling another that runs as several replicas (INTERNAL_<SERVICE>_URL as a comma list):
// real HTTP servers on this machine, one of them stopped.

const SECRET = 'internal-secret-for-tests';

type Replica = { url: string; port: number; hits: { method: string; path: string }[]; server: http.Server };

async function startReplica(name: string, port = 0): Promise<Replica> {
  const hits: Replica['hits'] = [];
  const server = http.createServer((req, res) => {
    hits.push({ method: req.method ?? '', path: req.url ?? '' });
    req.resume();
    req.on('end', () => {
      const ok = req.headers[INTERNAL_TOKEN_HEADER] === SECRET;
      res.writeHead(ok ? 200 : 401, { 'content-type': 'application/json' });
      res.end(JSON.stringify(ok ? { replica: name } : { message: 'Internal endpoint.', code: 'internal_only' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actual = (server.address() as AddressInfo).port;
  return { url: `http://127.0.0.1:${actual}`, port: actual, hits, server };
}

const stopReplica = (replica: Replica) => new Promise<void>((resolve) => replica.server.close(() => resolve()));

/** A port nothing listens on: a replica that is down (its connections are refused). */
async function downReplicaUrl(): Promise<{ url: string; port: number }> {
  const replica = await startReplica('gone');
  await stopReplica(replica);
  return { url: replica.url, port: replica.port };
}

const started: Replica[] = [];
afterEach(async () => {
  for (const replica of started.splice(0)) if (replica.server.listening) await stopReplica(replica);
});
async function replica(name: string, port?: number) {
  const r = await startReplica(name, port);
  started.push(r);
  return r;
}

describe('internal client over several replicas', () => {
  test('when one of two replicas is down, then every call still succeeds on the other, POST included', async () => {
    const live = await replica('live');
    const down = await downReplicaUrl();
    const client = createInternalClient({ service: 'billing', baseUrl: `${down.url},${live.url}`, secret: SECRET });
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await client.request<{ replica: string }>('POST', '/internal/charges', { n: i }));
    answers.push(await client.request<{ replica: string }>('GET', '/internal/balance/u1'));
    expect(answers.map((a) => a.replica)).toEqual(['live', 'live', 'live', 'live', 'live']);
    // Each call reached the live replica exactly once: nothing was sent twice.
    expect(live.hits.map((h) => h.method)).toEqual(['POST', 'POST', 'POST', 'POST', 'GET']);
  });

  test('when both replicas are up, then calls are spread over them', async () => {
    const a = await replica('a');
    const b = await replica('b');
    const client = createInternalClient({ service: 'auth', baseUrl: `${a.url}, ${b.url}`, secret: SECRET });
    for (let i = 0; i < 6; i++) await client.request('GET', `/internal/users/u${i}/token-version`);
    expect(a.hits).toHaveLength(3);
    expect(b.hits).toHaveLength(3);
  });

  test('when a replica that was down comes back, then it gets calls again once the pause is over', async () => {
    const live = await replica('live');
    const down = await downReplicaUrl();
    const client = createInternalClient({ service: 'billing', baseUrl: `${down.url},${live.url}`, secret: SECRET, retryDownAfterMs: 200 });
    await client.request('GET', '/internal/balance/u1');
    const back = await replica('back', down.port);
    await new Promise((r) => setTimeout(r, 250));
    for (let i = 0; i < 4; i++) await client.request('GET', '/internal/balance/u1');
    expect(back.hits.length).toBeGreaterThan(0);
  });

  test('when every replica is down, then the call fails with 503 naming the service', async () => {
    const one = await downReplicaUrl();
    const two = await downReplicaUrl();
    const client = createInternalClient({ service: 'billing', baseUrl: `${one.url},${two.url}`, secret: SECRET });
    const failure = client.request('POST', '/internal/charges', {});
    await expect(failure).rejects.toBeInstanceOf(ServiceUnavailableError);
    await expect(failure).rejects.toThrow(/billing service is not reachable/);
  });

  test('when a replica answers with a refusal, then the refusal is passed on and not tried elsewhere', async () => {
    const a = await replica('a');
    const b = await replica('b');
    const client = createInternalClient({ service: 'billing', baseUrl: `${a.url},${b.url}`, secret: 'a-wrong-secret-of-length' });
    await expect(client.request('POST', '/internal/charges', {})).rejects.toMatchObject({ status: 401, code: 'internal_only' });
    expect(a.hits.length + b.hits.length).toBe(1);
  });

  test('when a replica takes the call but never answers, then it fails with 503 once its time is up, and a POST is not sent again', async () => {
    const hits: string[] = [];
    const silent = http.createServer((req) => {
      hits.push(req.url ?? '');
      req.resume(); // reads the call, never answers
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const other = await replica('other');
    try {
      const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
      const client = createInternalClient({ service: 'billing', baseUrl: `${url},${other.url}`, secret: SECRET, timeoutMs: 300 });
      const started = Date.now();
      await expect(client.request('POST', '/internal/charges', { credits: 1 })).rejects.toBeInstanceOf(ServiceUnavailableError);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(hits).toEqual(['/internal/charges']);
      expect(other.hits).toEqual([]);
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});

describe('INTERNAL_<SERVICE>_URL settings', () => {
  const schema = z.object({ INTERNAL_BILLING_URL: envUpstreams });
  test('when the setting lists several replicas, then it is accepted; when one entry is not an http URL, then it is refused', () => {
    expect(loadConfig('conversion', schema, { INTERNAL_BILLING_URL: 'http://billing-1:8082,http://billing-2:8082' }).INTERNAL_BILLING_URL).toBe(
      'http://billing-1:8082,http://billing-2:8082',
    );
    expect(() => loadConfig('conversion', schema, { INTERNAL_BILLING_URL: 'http://billing-1:8082,ftp://billing-2' })).toThrow(/INTERNAL_BILLING_URL is invalid/);
  });
});
