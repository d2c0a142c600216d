import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { fixture, freshIp, startConversion, workbookText, type ConversionUnderTest } from './support.js';

// Real services and databases: slower than jest's 5 s default on a busy machine.
jest.setTimeout(60_000);

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const HOUR = 3_600_000;

let conversion: ConversionUnderTest;

beforeAll(async () => {
  conversion = await startConversion({ MAX_PAGES: '5', CONVERT_RATE_LIMIT_PER_MINUTE: '1000' });
}, 60_000);
afterAll(async () => {
  await conversion?.stop();
}, 30_000);

describe('anonymous conversion', () => {
  test('when an anonymous client converts a statement, then the workbook comes back named after the file, with X-Next-Available', async () => {
    const before = Date.now();
    const res = await conversion.convert(fixture('uk-current.pdflib.pdf'), { name: 'March statement.pdf', ip: freshIp() });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(XLSX);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="March statement.xlsx"');
    const next = Date.parse(res.headers.get('x-next-available')!);
    expect(next).toBeGreaterThanOrEqual(before + 24 * HOUR);
    expect(next).toBeLessThanOrEqual(Date.now() + 24 * HOUR);
    const cells = await workbookText(await res.arrayBuffer());
    expect(cells).toContain('STANDING ORDER RENT');
  });

  test('when the same client converts again within 24 h, then it is a 403 with nextAvailable, by IP and by fingerprint', async () => {
    const ip = freshIp();
    const fingerprint = randomUUID();
    const first = await conversion.convert(fixture('uk-current.pdflib.pdf'), { ip, fingerprint });
    expect(first.status).toBe(200);
    const nextAvailable = first.headers.get('x-next-available');

    for (const client of [{ ip }, { ip, fingerprint: randomUUID() }, { ip: freshIp(), fingerprint }]) {
      const again = await conversion.convert(fixture('uk-current.pdflib.pdf'), client);
      expect(again.status).toBe(403);
      expect(await again.json()).toEqual({
        code: 'anonymous_limit',
        message: 'Anonymous users can only convert 1 file every 24 hours. Sign up to convert more.',
        nextAvailable,
      });
    }
  });

  test('when N parallel anonymous requests come from one client, then exactly one succeeds', async () => {
    const ip = freshIp();
    const results = await Promise.all(Array.from({ length: 8 }, () => conversion.convert(fixture('uk-current.pdflib.pdf'), { ip })));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 403, 403, 403, 403, 403, 403, 403]);
    await Promise.all(results.map((r) => r.arrayBuffer()));
  });

  test('when the statement is longer than one page, then only page 1 is converted and the workbook says so', async () => {
    const res = await conversion.convert(fixture('uk-multipage.pdflib.pdf'), { ip: freshIp() });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-statement-pages')).toBe('3');
    const cells = await workbookText(await res.arrayBuffer());
    expect(cells.some((c) => c.includes('This workbook holds page 1 of 3 of the statement.'))).toBe(true);
  });

  test('when a real PDF arrives under another name and MIME type, then it is judged by its content and converts', async () => {
    const res = await conversion.convert(fixture('uk-current.pdflib.pdf'), { ip: freshIp(), name: 'scan.png', type: 'image/png' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="?scan\.png\.xlsx"?$/);
  });

  test('when the file name is not ASCII, then the download name keeps it (RFC 5987)', async () => {
    const res = await conversion.convert(fixture('uk-current.pdflib.pdf'), { ip: freshIp(), name: 'Relevé août.pdf' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="Relev? ao?t.xlsx"; filename*=UTF-8''Relev%C3%A9%20ao%C3%BBt.xlsx`);
  });

  test('when a password-protected statement comes with its password, then it converts', async () => {
    const res = await conversion.convert(fixture('encrypted-with-password.pdf'), { ip: freshIp(), password: 'statement-2024' });
    expect(res.status).toBe(200);
  });
});

describe('malformed uploads', () => {
  test.each([
    ['the file part', 'file'],
    ['another file part', 'other'],
  ])('when a multipart body ends in the middle of %s, then it is a 400 and the service keeps running', async (_label, part) => {
    const body = `--XXX\r\nContent-Disposition: form-data; name="${part}"; filename="a.pdf"\r\n\r\n%PDF-1.4 trunc`;
    const res = await fetch(`${conversion.url}/api/convert`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=XXX', 'x-client-ip': freshIp() },
      body,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'invalid_upload' });
    expect((await fetch(`${conversion.url}/live`)).status).toBe(200);
  });
});

describe('refused inputs', () => {
  const tooLarge = () => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(21 * 1024 * 1024, 0x20), Buffer.from('\n%%EOF\n')]);
  const cases: [string, () => Buffer, { password?: string }, number, string, RegExp][] = [
    ['an image renamed to .pdf', () => fixture('refusal-png-renamed.pdf'), {}, 400, 'not_a_pdf', /not a PDF/],
    ['an empty file', () => fixture('refusal-empty.pdf'), {}, 400, 'empty_file', /empty/],
    ['a corrupt PDF', () => fixture('refusal-corrupt.pdf'), {}, 400, 'corrupt_pdf', /damaged|incomplete/],
    ['a truncated PDF', () => fixture('refusal-truncated.pdf'), {}, 400, 'corrupt_pdf', /damaged|incomplete/],
    ['a PDF that needs a password', () => fixture('encrypted-no-password.pdf'), {}, 400, 'password_required', /password/],
    ['a wrong password', () => fixture('encrypted-wrong-password.pdf'), { password: 'not-the-password' }, 400, 'wrong_password', /incorrect/],
    ['a letter without transactions', () => fixture('refusal-letter.pdf'), {}, 400, 'no_transactions', /No transactions/],
    ['more pages than allowed', () => fixture('long-statement.pdflib.pdf'), {}, 413, 'too_many_pages', /has \d+ pages; at most 5/],
    ['a file over the size limit', tooLarge, {}, 413, 'file_too_large', /20 MB/],
  ];

  test.each(cases)('when an anonymous client sends %s, then it is refused with a clear message and the free conversion stays unused', async (_what, pdf, opts, status, code, message) => {
    const ip = freshIp();
    const res = await conversion.convert(pdf(), { ip, ...opts });
    expect(res.status).toBe(status);
    const body = (await res.json()) as { code: string; message: string };
    expect(body.code).toBe(code);
    expect(body.message).toMatch(message);
    const after = await conversion.convert(fixture('uk-current.pdflib.pdf'), { ip });
    expect(after.status).toBe(200);
  });

  test('when a signed-in user sends a refused input, then it is refused before billing is asked for anything', async () => {
    // The test harness points INTERNAL_BILLING_URL at a closed port: a call to billing would be a 503.
    const token = await conversion.tokenFor(randomUUID());
    const res = await conversion.convert(fixture('encrypted-no-password.pdf'), { token });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'password_required' });
  });

  test('when billing cannot be reached, then a signed-in conversion is a 503 and nothing is stored', async () => {
    const token = await conversion.tokenFor(randomUUID());
    const res = await conversion.convert(fixture('uk-current.pdflib.pdf'), { token });
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ message: expect.stringMatching(/billing/) });
  });

  test('when the request has no file, or is not multipart, then it is a 400', async () => {
    const form = new FormData();
    form.append('password', 'x');
    const noFile = await fetch(`${conversion.url}/api/convert`, { method: 'POST', body: form, headers: { 'x-client-ip': freshIp() } });
    expect(noFile.status).toBe(400);
    expect(await noFile.json()).toMatchObject({ code: 'missing_file' });
    const json = await fetch(`${conversion.url}/api/convert`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    expect(json.status).toBe(400);
  });

  test('when the token is invalid, then it is a 401 (not silently anonymous)', async () => {
    const res = await conversion.convert(fixture('uk-current.pdflib.pdf'), { token: 'not-a-token', ip: freshIp() });
    expect(res.status).toBe(401);
  });
});
