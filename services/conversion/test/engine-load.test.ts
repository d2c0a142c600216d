import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { fixture, freshIp, startConversion, type ConversionUnderTest } from './support.js';

// Real services and databases: slower than jest's 5 s default on a busy machine.
jest.setTimeout(60_000);

let conversion: ConversionUnderTest;

beforeAll(async () => {
  // One worker and no queue: a second conversion at the same moment has nowhere to wait.
  conversion = await startConversion({ WORKER_THREADS: '1', QUEUE_LIMIT: '0', CONVERT_RATE_LIMIT_PER_MINUTE: '20' });
}, 60_000);
afterAll(async () => {
  await conversion?.stop();
}, 30_000);

describe('under load', () => {
  test('when more conversions arrive than the pool and its queue hold, then the rest get 503 with Retry-After and keep their free conversion', async () => {
    const ips = Array.from({ length: 8 }, () => freshIp());
    const results = await Promise.all(ips.map((ip) => conversion.convert(fixture('long-statement.pdflib.pdf'), { ip })));
    const statuses = results.map((r) => r.status);
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
    expect(statuses.filter((s) => s === 503).length).toBeGreaterThanOrEqual(1);
    for (const [i, res] of results.entries()) {
      if (res.status !== 503) {
        await res.arrayBuffer();
        continue;
      }
      expect(res.headers.get('retry-after')).toBe('5');
      expect(await res.json()).toMatchObject({ code: 'converter_busy' });
      const retry = await conversion.convert(fixture('uk-current.pdflib.pdf'), { ip: ips[i] });
      expect(retry.status).toBe(200);
    }
  });

  test('when one address sends more requests than the per-minute limit, then it gets 429 with Retry-After', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) {
      const res = await conversion.convert(Buffer.alloc(0), { ip });
      expect(res.status).toBe(400);
    }
    const limited = await conversion.convert(fixture('uk-current.pdflib.pdf'), { ip });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await conversion.convert(fixture('uk-current.pdflib.pdf'), { ip: freshIp() })).status).toBe(200);
  });
});
