// Issue 12 through the gateway with every service: the convert response names the document and the
// result, the result reads without signing in, and a correction saved on the document page changes the
// verdict and every download after it, while the original stays available.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, jest, test } from '@jest/globals';
import ExcelJS from 'exceljs';
import type { Statement } from '@bankxl/statement';
import { registerVerified, systemForFile } from './system.js';
import { eventually } from './support.js';

jest.setTimeout(90_000);

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../services/conversion/test/fixtures');
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name));
const PASSWORD = 'correct horse';

const { system, call } = systemForFile({ TRUST_PROXY: 'loopback', REGISTER_RATE_LIMIT_PER_HOUR: '1000', CONVERT_RATE_LIMIT_PER_MINUTE: '1000' });

async function givenVerifiedUser(): Promise<string> {
  const login = await registerVerified(system(), 'review', PASSWORD);
  return login.token;
}

function convert(pdf: Buffer, opts: { token?: string; client?: string; name?: string } = {}): Promise<Response> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), opts.name ?? 'statement.pdf');
  const headers: Record<string, string> = {};
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.client) headers['x-forwarded-for'] = opts.client;
  return system().api('/api/convert', { method: 'POST', body: form, headers });
}

/** Every description in the workbook's transaction sheets. */
async function descriptionsIn(res: Response): Promise<string[]> {
  expect(res.status).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await res.arrayBuffer());
  const found: string[] = [];
  workbook.eachSheet((sheet) => {
    const headings = sheet.getRow(1).values as unknown[];
    const column = headings.indexOf('Description');
    if (column < 0) return;
    sheet.eachRow((row, n) => {
      if (n > 1) found.push(String((row.values as unknown[])[column]));
    });
  });
  return found;
}

type Result = { statement: Statement; documentId: string | null; pages: number; pagesParsed: number };

describe('the result of a conversion', () => {
  test('when an anonymous visitor converts, then X-Result-Token reads the Statement through the gateway without signing in, with no document', async () => {
    const res = await convert(fixture('uk-current.pdflib.pdf'), { client: '192.0.2.201' });
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    expect(res.headers.get('x-document-id')).toBeNull();
    const result = await call('GET', `/api/results/${res.headers.get('x-result-token')}`);
    expect(result.status).toBe(200);
    const body = result.body as Result;
    expect(body).toMatchObject({ documentId: null, pages: 1, pagesParsed: 1 });
    expect(body.statement.accounts[0].transactions.length).toBeGreaterThan(0);
    expect((await call('GET', `/api/results/${randomUUID()}`)).status).toBe(404);
  });
});

describe('review and correct a converted statement', () => {
  test('when a signed-in user breaks and fixes a balance and corrects a description, then the verdict follows and downloads carry the correction, the original stays', async () => {
    const token = await givenVerifiedUser();
    const auth = { authorization: `Bearer ${token}` };
    const converted = await convert(fixture('uk-current.pdflib.pdf'), { token, name: 'March.pdf' });
    expect(converted.status).toBe(200);
    await converted.arrayBuffer();
    const documentId = converted.headers.get('x-document-id')!;
    expect(documentId).toMatch(/^[0-9a-f-]{36}$/);

    const result = (await call('GET', `/api/results/${converted.headers.get('x-result-token')}`)).body as Result;
    expect(result.documentId).toBe(documentId);
    const engine = result.statement;
    const rows = engine.accounts.reduce((n, a) => n + a.transactions.length, 0);

    const listed = await eventually(async () => {
      const list = (await call('GET', '/api/documents', { token })).body as { id: string }[];
      expect(list).toHaveLength(1);
      return list[0];
    });
    expect(listed).toMatchObject({ id: documentId, original_filename: 'March.pdf', pages: 1, accounts: engine.accounts.length, transactions: rows, verdict: engine.accounts[0].checks.verdict, corrected: false });
    expect(engine.accounts[0].checks.verdict).toBe('verified');

    const v1 = await call('GET', `/api/documents/${documentId}/statement`, { token });
    expect(v1.body).toEqual({ version: 1, statement: engine });

    // Break the printed balance of the second row with one.
    const broken = structuredClone(engine);
    const row = broken.accounts[0].transactions.findIndex((t, i) => i > 0 && t.balance !== null);
    broken.accounts[0].transactions[row].balance! += 1;
    const v2 = await call('PUT', `/api/documents/${documentId}/statement`, { token, body: { version: 1, statement: broken } });
    expect(v2.status).toBe(200);
    expect(v2.body.version).toBe(2);
    expect(v2.body.statement.accounts[0].checks).toMatchObject({ verdict: 'not_verified', firstBreakIndex: row });
    expect((await call('GET', '/api/documents?verdict=not_verified', { token })).body).toHaveLength(1);

    // Fix it, and correct a description.
    const fixed = structuredClone(engine);
    fixed.accounts[0].transactions[0].description = 'CORRECTED IN REVIEW';
    const v3 = await call('PUT', `/api/documents/${documentId}/statement`, { token, body: { version: 2, statement: fixed } });
    expect(v3.body).toMatchObject({ version: 3, statement: { accounts: [{ checks: { verdict: 'verified' } }] } });
    const stale = await call('PUT', `/api/documents/${documentId}/statement`, { token, body: { version: 2, statement: broken } });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ error: 'stale_version', version: 3 });
    expect((await call('GET', `/api/documents/${documentId}`, { token })).body).toMatchObject({ verdict: 'verified', corrected: true });
    expect(((await call('GET', `/api/documents/${documentId}/history`, { token })).body as unknown[]).length).toBe(2);

    const storedFilename = converted.headers.get('x-stored-filename');
    expect(await descriptionsIn(await system().api(`/api/download/${storedFilename}`, { headers: auth }))).toContain('CORRECTED IN REVIEW');
    expect(await descriptionsIn(await system().api(`/api/documents/${documentId}/download?format=xlsx`, { headers: auth }))).toContain('CORRECTED IN REVIEW');
    const original = await descriptionsIn(await system().api(`/api/documents/${documentId}/download?format=xlsx&original=1`, { headers: auth }));
    expect(original).not.toContain('CORRECTED IN REVIEW');
    expect(original).toContain(engine.accounts[0].transactions[0].description);

    const stranger = await givenVerifiedUser();
    expect((await call('GET', `/api/documents/${documentId}/statement`, { token: stranger })).status).toBe(404);

    // Deleting the account takes the result (and the corrections, with the documents) away at once.
    expect((await call('DELETE', '/api/me', { token })).status).toBe(200);
    await eventually(async () => expect((await call('GET', `/api/results/${converted.headers.get('x-result-token')}`)).status).toBe(404));
  });
});
