import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { textBombPdf } from '@bankxl/statement/fixtures';
import { fixture, freshIp, startConversion, type ConversionUnderTest } from './support.js';

// Real services and databases: slower than jest's 5 s default on a busy machine.
jest.setTimeout(60_000);

let conversion: ConversionUnderTest;

// Built before the service starts: writing a bomb keeps this process busy for seconds on a loaded machine, and
// a kept-alive connection the server closed meanwhile would then be reused (ECONNRESET).
const bombs = {} as Record<'run20m' | 'run4m' | 'run4mPdfjs' | 'pieces200k' | 'pieces1500k', Buffer>;

beforeAll(async () => {
  bombs.run20m = textBombPdf({ runLength: 20_000_000 });
  bombs.run4m = textBombPdf({ runLength: 4_000_000 });
  bombs.run4mPdfjs = textBombPdf({ runLength: 4_000_000, font: 'truetype' });
  bombs.pieces200k = textBombPdf({ pieces: 200_000 });
  bombs.pieces1500k = textBombPdf({ pieces: 1_500_000 });
  // The smallest heap the engine may be given: enough for any real statement, not for a text bomb.
  conversion = await startConversion({ ENGINE_MAX_HEAP_MB: '64' });
}, 60_000);
afterAll(async () => {
  await conversion?.stop();
}, 30_000);

describe('a PDF that needs more memory than an engine worker may use', () => {
  test('when a 20 KB upload unpacks into one text run of twenty million characters, then it is refused before pdf.js reads it (422)', async () => {
    const bomb = bombs.run20m;
    expect(bomb.length).toBeLessThan(100_000);
    const res = await conversion.convert(bomb, { ip: freshIp() });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ code: 'oversized_content' });
  });

  test('when a text run just under the content budget, in a font our reader leaves to pdf.js, still needs more heap than the worker has, then it is a 422 with a clear message and the anonymous free conversion stays used', async () => {
    // pdf.js builds the run glyph by glyph before the engine sees any of it: only the worker's heap cap stops it.
    const bomb = bombs.run4mPdfjs;
    const ip = freshIp();
    const res = await conversion.convert(bomb, { ip });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ code: 'engine_out_of_memory', message: expect.stringContaining('shorter statement') });
    // A file that exhausts the engine keeps the claim (issue 16): it cannot be sent again and again for free.
    expect((await conversion.convert(bomb, { ip })).status).toBe(403);
    // The worker that ran out was replaced: a real statement from another client still converts.
    const res2 = await conversion.convert(fixture('long-statement.pdflib.pdf'), { ip: freshIp() });
    expect(res2.status).toBe(200);
  });

  test('when that run is in a standard font, then our own text reader reads it within the smallest heap, and it is a 400 (no statement in it) with the free conversion unused', async () => {
    const ip = freshIp();
    const res = await conversion.convert(bombs.run4m, { ip });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'no_transactions' });
    expect((await conversion.convert(fixture('uk-current.pdflib.pdf'), { ip })).status).toBe(200);
  });
});

describe('a PDF whose page holds far more text pieces than a statement page', () => {
  test('when a small upload unpacks into 200,000 pieces, then it is a 400 saying so and the free conversion stays unused', async () => {
    const ip = freshIp();
    const res = await conversion.convert(bombs.pieces200k, { ip });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'no_transactions', message: expect.stringContaining('far more text than a statement') });
    expect((await conversion.convert(fixture('uk-current.pdflib.pdf'), { ip })).status).toBe(200);
  });

  test('when it unpacks into a million and a half pieces, then its content stream alone refuses it before pdf.js reads it (422)', async () => {
    const res = await conversion.convert(bombs.pieces1500k, { ip: freshIp() });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ code: 'oversized_content' });
  });
});
