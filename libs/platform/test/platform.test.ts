import http from 'node:http';
import express from 'express';
import { importPKCS8, SignJWT } from 'jose';
import request from 'supertest';
import { z } from 'zod';
import {
  BadRequestError,
  ConfigError,
  createJwtSigner,
  createJwtVerifier,
  createLogger,
  createRateLimiter,
  currentUser,
  errorHandler,
  freePort,
  generateJwtKeys,
  healthRoutes,
  JWT_AUDIENCE,
  JWT_ISSUER,
  listen,
  loadConfig,
  parseInput,
  requestContext,
  requireInternal,
  requireUser,
} from '@bankxl/platform';

const log = createLogger('test', 'silent');

describe('config', () => {
  test('when several keys are bad, then one error names each of them', () => {
    const schema = z.object({ DATABASE_URL: z.string().url(), PORT: z.coerce.number().int(), AMQP_URL: z.string().url() });
    expect(() => loadConfig('billing', schema, { DATABASE_URL: 'nope', PORT: 'x' })).toThrow(ConfigError);
    try {
      loadConfig('billing', schema, { DATABASE_URL: 'nope', PORT: 'x' });
    } catch (err) {
      const message = (err as Error).message;
      expect(message).toContain('billing');
      expect(message).toContain('DATABASE_URL is invalid');
      expect(message).toContain('PORT is invalid');
      expect(message).toContain('AMQP_URL is required');
    }
  });
});

function appWith(setup: (app: express.Express) => void) {
  const app = express();
  app.use(requestContext(log));
  app.use(express.json());
  setup(app);
  app.use(errorHandler(log));
  return app;
}

describe('errors over HTTP', () => {
  const app = appWith((a) => {
    a.get('/bad', () => {
      throw new BadRequestError('Start date must not be after end date.', 'invalid_range');
    });
    a.get('/boom', () => {
      throw new Error('secret internals at /srv/app.ts:12');
    });
    a.post('/echo', (req, res) => {
      res.json(req.body);
    });
    a.post('/contact', (req, res) => {
      res.json(parseInput(z.object({ name: z.string(), message: z.string() }), req.body));
    });
  });

  test('when a domain error is thrown, then the client gets its status, code and message', async () => {
    const res = await request(app).get('/bad');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Start date must not be after end date.', code: 'invalid_range' });
  });

  test('when an unexpected error is thrown, then a 500 carries no stack or internals', async () => {
    const res = await request(app).get('/boom');
    expect(res.status).toBe(500);
    expect(res.body.code).toBe('internal');
    expect(JSON.stringify(res.body)).not.toMatch(/secret|\.ts|at /);
  });

  test('when the JSON body is malformed, then it is a 400, not a 500', async () => {
    const res = await request(app).post('/echo').set('content-type', 'application/json').send('{"a":');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_json');
  });

  test('when a text field carries a NUL character, then it is a 400 before it reaches the database', async () => {
    const res = await request(app).post('/contact').send({ name: 'n', message: 'hello\u0000' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_input');
    expect((await request(app).post('/contact').send({ name: 'n', message: 'hello' })).status).toBe(200);
  });

  test('when a request id comes from the gateway, then it is echoed back', async () => {
    const res = await request(app).get('/bad').set('x-request-id', 'req-123');
    expect(res.headers['x-request-id']).toBe('req-123');
  });
});

describe('JWT verification middleware', () => {
  test('when a token is valid, then the user is known; tampered, foreign-key, revoked or missing tokens get 401', async () => {
    const keys = generateJwtKeys();
    const other = generateJwtKeys();
    const signer = await createJwtSigner(keys.privateKeyPem);
    const foreign = await createJwtSigner(other.privateKeyPem);
    const verifier = await createJwtVerifier(keys.publicKeyPem);
    const app = appWith((a) => {
      a.get('/me', requireUser({ verifier, isRevoked: async (c) => c.tokenVersion < 2 }), (_req, res) => {
        res.json(currentUser(res));
      });
    });
    const good = await signer.sign({ userId: 'u1', tokenVersion: 2 });
    expect((await request(app).get('/me').set('authorization', `Bearer ${good}`)).body).toEqual({ userId: 'u1', tokenVersion: 2 });
    const tampered = good.slice(0, -3) + (good.endsWith('AAA') ? 'BBB' : 'AAA');
    for (const header of [undefined, `Bearer ${tampered}`, `Bearer ${await foreign.sign({ userId: 'u1', tokenVersion: 2 })}`, `Bearer ${await signer.sign({ userId: 'u1', tokenVersion: 1 })}`, 'Basic abc']) {
      const req = request(app).get('/me');
      const res = header ? await req.set('authorization', header) : await req;
      expect(res.status).toBe(401);
      expect(typeof res.body.message).toBe('string');
    }
  });

  test('when a token that was accepted expires, then its next request gets 401 token_expired (a verified token is remembered, its expiry still checked)', async () => {
    const keys = generateJwtKeys();
    const signer = await createJwtSigner(keys.privateKeyPem, '2s');
    const verifier = await createJwtVerifier(keys.publicKeyPem);
    const app = appWith((a) => {
      a.get('/me', requireUser({ verifier }), (_req, res) => {
        res.json(currentUser(res));
      });
    });
    const token = await signer.sign({ userId: 'u1', tokenVersion: 1 });
    for (let i = 0; i < 2; i++) expect((await request(app).get('/me').set('authorization', `Bearer ${token}`)).status).toBe(200);
    // Each request gets claims of its own: what one request hangs on them is not seen by the next.
    const [first, second] = await Promise.all([verifier.verify(token), verifier.verify(token)]);
    expect(first).toEqual(second);
    expect(first).not.toBe(second);
    await new Promise((r) => setTimeout(r, 2_100));
    const late = await request(app).get('/me').set('authorization', `Bearer ${token}`);
    expect(late.status).toBe(401);
    expect(late.body.code).toBe('token_expired');
  });

  test('when a token signed with the right key lacks exp or iat, then it gets 401 (it would never expire)', async () => {
    const keys = generateJwtKeys();
    const verifier = await createJwtVerifier(keys.publicKeyPem);
    const app = appWith((a) => {
      a.get('/me', requireUser({ verifier }), (_req, res) => {
        res.json(currentUser(res));
      });
    });
    const key = await importPKCS8(keys.privateKeyPem, 'EdDSA');
    const aToken = () => new SignJWT({ ver: 1 }).setProtectedHeader({ alg: 'EdDSA' }).setSubject('u1').setIssuer(JWT_ISSUER).setAudience(JWT_AUDIENCE);
    const complete = await aToken().setIssuedAt().setExpirationTime('1h').sign(key);
    const withoutExp = await aToken().setIssuedAt().sign(key);
    const withoutIat = await aToken().setExpirationTime('1h').sign(key);
    expect((await request(app).get('/me').set('authorization', `Bearer ${complete}`)).status).toBe(200);
    for (const token of [withoutExp, withoutIat]) {
      const res = await request(app).get('/me').set('authorization', `Bearer ${token}`);
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('invalid_token');
    }
  });
});

describe('internal endpoints', () => {
  test('when the shared secret is missing or wrong, then the call is refused', async () => {
    const app = appWith((a) => {
      a.get('/internal/x', requireInternal('s3cret-value'), (_req, res) => {
        res.json({ ok: true });
      });
    });
    expect((await request(app).get('/internal/x')).status).toBe(401);
    expect((await request(app).get('/internal/x').set('x-internal-token', 'wrong')).status).toBe(401);
    expect((await request(app).get('/internal/x').set('x-internal-token', 's3cret-value')).status).toBe(200);
  });
});

describe('health', () => {
  test('when a dependency check fails, then /health is 503 and names it', async () => {
    let dbUp = true;
    const app = appWith((a) => {
      a.use(healthRoutes('billing', { database: async () => { if (!dbUp) throw new Error('connection refused'); } }));
    });
    expect((await request(app).get('/health')).body).toMatchObject({ service: 'billing', status: 'ok', checks: { database: 'ok' } });
    dbUp = false;
    const res = await request(app).get('/health');
    expect(res.status).toBe(503);
    expect(res.body.checks.database).toContain('connection refused');
  });

  test('when a dependency fails or the service is stopping, then /live still answers 200 (a probe must not restart it for that)', async () => {
    let stopping = false;
    const app = appWith((a) => {
      a.use(healthRoutes('billing', { database: async () => { throw new Error('connection refused'); } }, () => stopping));
    });
    expect((await request(app).get('/health')).status).toBe(503);
    expect((await request(app).get('/live')).body).toEqual({ service: 'billing', status: 'live' });
    stopping = true;
    expect((await request(app).get('/health')).body.status).toBe('stopping');
    expect((await request(app).get('/live')).status).toBe(200);
  });
});

describe('rate limiter', () => {
  test('when the limit is passed, then later hits are refused until the window ends', () => {
    let t = 0;
    const limiter = createRateLimiter({ windowMs: 1000, max: 2, now: () => t });
    expect(limiter.hit('ip').allowed).toBe(true);
    expect(limiter.hit('ip').allowed).toBe(true);
    expect(limiter.hit('ip')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(limiter.hit('other').allowed).toBe(true);
    t = 1000;
    expect(limiter.hit('ip').allowed).toBe(true);
  });
});

describe('graceful shutdown', () => {
  test('when the server is closed during a request, then that request still completes', async () => {
    const app = appWith((a) => {
      a.get('/slow', async (_req, res) => {
        await new Promise((r) => setTimeout(r, 300));
        res.json({ done: true });
      });
    });
    const server = await listen(app, { port: 0, log, name: 'test' });
    const body = new Promise<string>((resolve, reject) => {
      http.get(`${server.url}/slow`, (res) => {
        let data = '';
        res.on('data', (c) => (data += c));
        res.on('end', () => resolve(data));
      }).on('error', reject);
    });
    await new Promise((r) => setTimeout(r, 50));
    const closed = server.close(5000);
    expect(JSON.parse(await body)).toEqual({ done: true });
    await closed;
    await expect(fetch(`${server.url}/slow`)).rejects.toThrow();
  });
});

describe('freePort', () => {
  test('when ports are picked for servers that start later, then they lie below the ephemeral range and a server can take them', async () => {
    const ports = await Promise.all(Array.from({ length: 5 }, () => freePort()));
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(20_000);
      expect(port).toBeLessThan(32_768);
      const server = await listen(express(), { port, log, name: 'test' });
      expect(server.port).toBe(port);
      await server.close();
    }
  });
});

