// A scan that takes longer than one conversion may (issue 11), through the gateway with all five services:
// the user is told it took too long and nothing was charged, and that is what happened (credits, history,
// documents). The deadline is set low here (CONVERT_DEADLINE_MS) so that a three-page scan passes it.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { rasteriseToImagePdf } from '@bankxl/statement/fixtures';
import { startTestSystem, type TestSystem, registerVerified } from './system.js';
import { eventually, jsonApi } from './support.js';

// Real services, and OCR, which reads a page in seconds.
jest.setTimeout(180_000);

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../services/conversion/test/fixtures');
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name));
const PASSWORD = 'correct horse';
const TOO_LONG = {
  code: 'conversion_timeout',
  message:
    'This PDF took too long to convert, so it was stopped and nothing was charged. Scans take several seconds a page: please split the file into fewer pages and try again.',
};

let system: TestSystem;
let threePageScan: Buffer;
beforeAll(async () => {
  system = await startTestSystem({
    // Each anonymous request can be its own client (X-Forwarded-For from loopback is trusted here).
    TRUST_PROXY: 'loopback',
    REGISTER_RATE_LIMIT_PER_HOUR: '1000',
    CONVERT_RATE_LIMIT_PER_MINUTE: '1000',
    // Three scanned pages take several seconds to read: well past this.
    CONVERT_DEADLINE_MS: '1500',
  });
  threePageScan = Buffer.from(await rasteriseToImagePdf(new Uint8Array(fixture('uk-multipage.pdflib.pdf')), { dpi: 200, jpegQuality: 85 }));
}, 120_000);
afterAll(async () => {
  await system?.stop();
}, 60_000);

const call = jsonApi(() => system.url);

function convert(pdf: Buffer, opts: { token?: string; client?: string }): Promise<Response> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'scan.pdf');
  const headers: Record<string, string> = {};
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.client) headers['x-forwarded-for'] = opts.client;
  return system.api('/api/convert', { method: 'POST', body: form, headers });
}

describe('a scan that takes longer than a conversion may', () => {
  test('when a signed-in user sends it, then they are told it took too long and nothing was charged, and no credit or document moved', async () => {
    const { token } = await registerVerified(system, 'longscan', PASSWORD);
    await eventually(async () => expect((await call('GET', '/api/me', { token })).body.credits).toBe(3));

    const res = await convert(threePageScan, { token });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual(TOO_LONG);

    expect((await call('GET', '/api/me', { token })).body.credits).toBe(3);
    const history = (await call('GET', '/api/credits-history', { token })).body as { change: number; description: string }[];
    expect(history.map((e) => [e.change, e.description])).toEqual([[3, 'Sign-up bonus']]);
    expect((await call('GET', '/api/documents', { token })).body).toEqual([]);
  });

  test('when an anonymous client sends it, then it is told the same and keeps its free conversion for a statement that fits', async () => {
    const client = '198.51.100.77';
    const res = await convert(threePageScan, { client });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual(TOO_LONG);

    // The deadline here is far below a real one: on a loaded machine even a one-page text statement can pass it.
    // That too gives the free conversion back, so the client may simply try again; a used one would be a 403.
    let text = await convert(fixture('uk-current.pdflib.pdf'), { client });
    for (let retry = 0; retry < 6 && text.status === 422 && ((await text.clone().json()) as { code?: string }).code === TOO_LONG.code; retry++) {
      text = await convert(fixture('uk-current.pdflib.pdf'), { client });
    }
    expect(text.status).toBe(200);
    expect(text.headers.get('x-next-available')).toBeTruthy();
  });
});
