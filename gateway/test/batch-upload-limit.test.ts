import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { createLogger, listen, type RunningServer } from '@bankxl/platform';
import { createGatewayApp, GatewayEnv, SERVICES } from '@bankxl/gateway';

const log = createLogger('gateway-batch-test', 'silent');

// Every service a stand-in that says who it is and how many body bytes reached it.
let servers: RunningServer[] = [];
beforeAll(async () => {
  servers = await Promise.all(
    SERVICES.map((name) => {
      const app = express();
      app.all(/.*/, (req, res) => {
        let size = 0;
        req.on('data', (chunk: Buffer) => (size += chunk.length));
        req.on('end', () => res.json({ service: name, path: req.originalUrl, size }));
      });
      return listen(app, { port: 0, log, name });
    }),
  );
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
});

function gatewayFor(extra: Record<string, string>) {
  const env: Record<string, string> = { ...extra };
  SERVICES.forEach((name, i) => (env[`${name.toUpperCase()}_URL`] = servers[i].url));
  return createGatewayApp({ config: GatewayEnv.parse(env), log });
}

describe('batch uploads through the gateway', () => {
  test('a batch larger than one file but within the batch limit reaches conversion whole', async () => {
    const app = gatewayFor({ MAX_UPLOAD_MB: '1', BATCH_MAX_UPLOAD_MB: '4' });
    const res = await request(app).post('/api/batches').set('content-type', 'application/octet-stream').send(Buffer.alloc(3 * 1024 * 1024));
    expect([res.status, res.body.service, res.body.path, res.body.size]).toEqual([200, 'conversion', '/api/batches', 3 * 1024 * 1024]);
    const status = await request(app).get('/api/batches/0b4f3c1e-8a8e-4f7e-9a53-2d7c1f0e6a11/download?kind=combined');
    expect([status.body.service, status.body.path]).toEqual(['conversion', '/api/batches/0b4f3c1e-8a8e-4f7e-9a53-2d7c1f0e6a11/download?kind=combined']);
  });

  test('a batch over the batch limit is refused with 413 in the words conversion uses', async () => {
    const res = await request(gatewayFor({ BATCH_MAX_UPLOAD_MB: '1' })).post('/api/batches').set('content-type', 'application/octet-stream').send(Buffer.alloc(2 * 1024 * 1024));
    expect([res.status, res.body]).toEqual([413, { message: 'This batch is larger than the 1 MB limit.', code: 'batch_too_large' }]);
  });
});
