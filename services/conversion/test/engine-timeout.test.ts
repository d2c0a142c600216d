import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { fixture, freshIp, startConversion, type ConversionUnderTest } from './support.js';

// Real services and databases: slower than jest's 5 s default on a busy machine.
jest.setTimeout(60_000);

let conversion: ConversionUnderTest;

beforeAll(async () => {
  // A limit no statement can meet: every read is abandoned and its worker recycled.
  conversion = await startConversion({ ENGINE_TIMEOUT_SECONDS: '0.001' });
}, 60_000);
afterAll(async () => {
  await conversion?.stop();
}, 30_000);

describe('a statement the engine cannot finish in time', () => {
  test('when the read takes too long, then it is a 422 with a clear message and the anonymous free conversion stays used', async () => {
    const ip = freshIp();
    const res = await conversion.convert(fixture('long-statement.pdflib.pdf'), { ip });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ code: 'engine_timeout', message: expect.stringContaining('took too long') });
    // A file that exhausts the engine keeps the claim (issue 16): it cannot be sent again and again for free.
    const again = await conversion.convert(fixture('long-statement.pdflib.pdf'), { ip });
    expect(again.status).toBe(403);
    expect(await again.json()).toMatchObject({ code: 'anonymous_limit' });
  });
});
