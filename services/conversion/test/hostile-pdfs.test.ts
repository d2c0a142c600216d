import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { flateBomb, onePagePdf } from '@bankxl/statement/fixtures';
import { fixture, freshIp, startConversion, type ConversionUnderTest } from './support.js';

// Real services and databases: slower than jest's 5 s default on a busy machine.
jest.setTimeout(90_000);

const TEXT = 'BT /F1 9 Tf 40 800 Td (Card payment 12.00) Tj ET\n';
const MB = 1024 * 1024;
/** One empty object and 4 MB of zeros: pdf.js scans every byte for objects before it gives up (seconds). */
const slowToRefuse = () => Buffer.concat([Buffer.from('%PDF-1.7\n1 0 obj\n<< >>\nendobj\n'), Buffer.alloc(4 * MB), Buffer.from('\n%%EOF\n')]);
const rssMb = () => Math.round(process.memoryUsage().rss / MB);

let conversion: ConversionUnderTest;

beforeAll(async () => {
  conversion = await startConversion({ CONVERT_RATE_LIMIT_PER_MINUTE: '1000' });
  // Both workers warm, so memory measured below is the bomb's, not the engine's start-up.
  await Promise.all([conversion.convert(fixture('uk-current.pdflib.pdf'), { ip: freshIp() }), conversion.convert(fixture('uk-current.pdflib.pdf'), { ip: freshIp() })]);
}, 90_000);
afterAll(async () => {
  await conversion?.stop();
}, 30_000);

describe('decompression bombs (issue 16, defect 1)', () => {
  test('when a 1 MB upload inflates to 1 GiB, then it is a 422 within seconds and the process does not grow by the bomb', async () => {
    const bomb = onePagePdf(flateBomb(1024));
    expect(bomb.length).toBeLessThan(1.2 * MB);
    const before = rssMb();
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 20);
    const started = Date.now();
    const res = await conversion.convert(bomb, { ip: freshIp() });
    clearInterval(sampler);
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ code: 'oversized_content', message: 'This PDF unpacks into far more data than a bank statement holds, so it cannot be converted.' });
    expect(Date.now() - started).toBeLessThan(15_000);
    // Without the check pdf.js decodes the whole GiB (and more while its buffer doubles).
    expect(peak - before).toBeLessThan(400);
  });

  test.each(['aes256', 'rc4'])('when the bomb is encrypted (%s) with an empty user password, then it is measured decrypted and refused the same way', async (cipher) => {
    // 40 MiB inflated: above one stream's budget; unchecked, pdf.js opens it without a password and inflates it.
    const res = await conversion.convert(fixture(`hostile-encrypted-bomb-${cipher}.pdf`), { ip: freshIp() });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ code: 'oversized_content' });
  });
});

describe('pages built to take the engine forever (issue 16, defect 2)', () => {
  test('when a 2 KB page nests q 200,000 times, then it is a 422 in well under a second of engine time and the anonymous free conversion stays used', async () => {
    const ip = freshIp();
    const bomb = onePagePdf('q '.repeat(200_000) + TEXT);
    expect(bomb.length).toBeLessThan(3_000);
    const started = Date.now();
    const res = await conversion.convert(bomb, { ip });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      code: 'too_complex',
      message: 'This PDF draws its pages with far more nesting or operations than a bank statement, so it cannot be converted.',
    });
    expect(Date.now() - started).toBeLessThan(5_000);
    // A hostile refusal keeps the claim: the same address cannot send bombs again and again for free.
    const again = await conversion.convert(fixture('uk-current.pdflib.pdf'), { ip });
    expect(again.status).toBe(403);
    expect(await again.json()).toMatchObject({ code: 'anonymous_limit' });
  });

  test('when one signed-in user sends 18 uploads at once, then only 2 enter the engine and the rest get 429 at once', async () => {
    const token = await conversion.tokenFor(randomUUID());
    // Slow for pdf.js to give up on, so all 18 arrive while 2 are read.
    const slow = slowToRefuse();
    const results = await Promise.all(Array.from({ length: 18 }, () => conversion.convert(slow, { token })));
    const limited = results.filter((r) => r.status === 429);
    // 16 when all 18 arrive while the first 2 are read; a slow CI machine may read one before the last arrive.
    expect(limited.length).toBeGreaterThanOrEqual(12);
    for (const res of limited) {
      expect(res.headers.get('retry-after')).toBe('5');
      expect(await res.json()).toEqual({ code: 'too_many_conversions', message: 'You already have conversions in progress. Please wait for them to finish, then try again.' });
    }
    for (const res of results.filter((r) => r.status !== 429)) {
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'corrupt_pdf' });
    }
  });

  test('when one client sends slow files, then it never holds both workers: another client is served at once, not after the burst', async () => {
    const token = await conversion.tokenFor(randomUUID());
    const slow = slowToRefuse();
    const order: string[] = [];
    const burst = Array.from({ length: 2 }, () => conversion.convert(slow, { token }).then(async (r) => (await r.arrayBuffer(), order.push('burst'))));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const other = await conversion.convert(fixture('uk-current.pdflib.pdf'), { ip: freshIp() });
    order.push('other');
    expect(other.status).toBe(200);
    await other.arrayBuffer();
    await Promise.all(burst);
    expect(order).toEqual(['other', 'burst', 'burst']);
  });
});

describe('a page tree declaring no pages (issue 16, defect 7)', () => {
  test.each(['0', '-1'])('when /Count is %s, then anonymous and signed-in uploads both get the engine refusal, before billing', async (count) => {
    const pdf = onePagePdf(TEXT, { count });
    const expected = { code: 'no_pages', message: 'This PDF declares no pages, so there is nothing to convert.' };
    const anonymous = await conversion.convert(pdf, { ip: freshIp() });
    expect(anonymous.status).toBe(400);
    expect(await anonymous.json()).toEqual(expected);
    // Billing is unreachable in this harness: reaching it with 0 credits would be a 503.
    const signedIn = await conversion.convert(pdf, { token: await conversion.tokenFor(randomUUID()) });
    expect(signedIn.status).toBe(400);
    expect(await signedIn.json()).toEqual(expected);
  });
});

describe('bytes after %%EOF (issue 16, defect 9)', () => {
  test('when a statement is followed by 5 MB of padding, then it converts as readers open it', async () => {
    const padded = Buffer.concat([fixture('uk-current.pdflib.pdf'), Buffer.alloc(5 * MB, 0x20)]);
    const res = await conversion.convert(padded, { ip: freshIp() });
    expect(res.status).toBe(200);
    await res.arrayBuffer();
  });

  test('when the padding is binary junk, then it converts too', async () => {
    const junk = Buffer.alloc(5 * MB);
    for (let i = 0; i < junk.length; i++) junk[i] = (i * 7919) & 0xff;
    const res = await conversion.convert(Buffer.concat([fixture('uk-current.pdflib.pdf'), junk]), { ip: freshIp() });
    expect(res.status).toBe(200);
    await res.arrayBuffer();
  });
});
