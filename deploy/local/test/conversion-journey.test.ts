import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, jest, test } from '@jest/globals';
import ExcelJS from 'exceljs';
import { creditsShouldBe, registerVerified, systemForFile } from './system.js';
import { eventually } from './support.js';

// Real services and databases: slower than jest's 5 s default on a busy machine.
jest.setTimeout(60_000);

// Convert → charge → document → download, and every refusal, through the gateway with all five services.
const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../services/conversion/test/fixtures');
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name));
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PASSWORD = 'correct horse';
const real = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_AMQP_URL);

// Every request comes from 127.0.0.1: the gateway trusts X-Forwarded-For from loopback here, so each
// anonymous test can be its own client; per-IP limits are lifted for the signed-in journeys.
const { system, call } = systemForFile({
  TRUST_PROXY: 'loopback',
  REGISTER_RATE_LIMIT_PER_HOUR: '1000',
  CONVERT_RATE_LIMIT_PER_MINUTE: '1000',
  // The money race below needs all six conversions of one user in the engine at once (default: 2, then 429).
  ENGINE_CONVERSIONS_PER_CLIENT: '6',
});

/** Register → verification mail → verify → login: a real session with the sign-up credits. */
async function givenVerifiedUser(): Promise<{ token: string; userId: string }> {
  const login = await registerVerified(system(), 'conv', PASSWORD);
  const token = login.token;
  const userId = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sub as string;
  await creditsShouldBe(call, token, 3);
  return { token, userId };
}

function convert(pdf: Buffer, opts: { token?: string; name?: string; password?: string; client?: string } = {}): Promise<Response> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), opts.name ?? 'statement.pdf');
  if (opts.password) form.append('password', opts.password);
  const headers: Record<string, string> = {};
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.client) headers['x-forwarded-for'] = opts.client;
  return system().api('/api/convert', { method: 'POST', body: form, headers });
}

type Doc = { id: string; original_filename: string; stored_filename: string; upload_date: string; expired: boolean };
async function documentsOf(token: string, count: number): Promise<Doc[]> {
  let docs: Doc[] = [];
  for (let i = 0; i < 100; i += 1) {
    docs = (await call('GET', '/api/documents', { token })).body as Doc[];
    if (docs.length === count) return docs;
    await new Promise((r) => setTimeout(r, 100));
  }
  expect(docs).toHaveLength(count);
  return docs;
}

let clients = 0;
const aClient = () => `192.0.2.${++clients}`;

describe('anonymous conversion through the gateway', () => {
  test('when an anonymous visitor converts, then the workbook comes back with X-Next-Available, and a second try is a 403 with nextAvailable', async () => {
    const client = aClient();
    const first = await convert(fixture('uk-current.pdflib.pdf'), { client, name: 'bank.pdf' });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe(XLSX);
    expect(first.headers.get('content-disposition')).toMatch(/^attachment; filename="?bank\.xlsx"?$/);
    const nextAvailable = first.headers.get('x-next-available');
    expect(Date.parse(nextAvailable!)).toBeGreaterThan(Date.now() + 23 * 3_600_000);
    const second = await convert(fixture('uk-current.pdflib.pdf'), { client });
    expect(second.status).toBe(403);
    expect(await second.json()).toMatchObject({ nextAvailable, message: expect.stringContaining('1 file every 24 hours') });
  });

  test('when N anonymous requests from one client race, then exactly one succeeds', async () => {
    const client = aClient();
    const results = await Promise.all(Array.from({ length: 6 }, () => convert(fixture('uk-current.pdflib.pdf'), { client })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 403, 403, 403, 403, 403]);
    await Promise.all(results.map((r) => r.arrayBuffer()));
  });

  test('when an anonymous visitor sends a bad file, then it is refused and the free conversion is still there', async () => {
    const client = aClient();
    const bad = await convert(fixture('refusal-corrupt.pdf'), { client });
    expect(bad.status).toBe(400);
    expect((await convert(fixture('uk-current.pdflib.pdf'), { client })).status).toBe(200);
  });
});

describe('signed-in conversion', () => {
  test('when a user converts a statement, then its rows carry a payee and a category: in the stored Statement, the workbook and the By category sheet', async () => {
    const user = await givenVerifiedUser();
    const res = await convert(fixture('uk-current.pdflib.pdf'), { token: user.token, name: 'Books.pdf' });
    expect(res.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Transactions')!;
    const headings = sheet.getRow(1).values as unknown[];
    expect(headings.slice(1, 5)).toEqual(['Date', 'Description', 'Payee', 'Category']);
    const rows: Record<string, [unknown, unknown]> = {};
    sheet.eachRow((row, n) => {
      if (n > 1) rows[String(row.getCell(2).value)] = [row.getCell(3).value, row.getCell(4).value];
    });
    expect(rows).toMatchObject({ 'NETFLIX.COM': ['Netflix', 'Software & subscriptions'], 'TESCO STORES 3217': ['Tesco', 'Groceries'], 'ATM WITHDRAWAL HIGH ST': ['Cash Withdrawal', 'Cash'] });
    const byCategory = workbook.getWorksheet('By category')!;
    expect(byCategory.getRow(1).values).toEqual([undefined, 'Account', 'Category', 'Money in', 'Money out', 'Net', 'Transactions']);
    expect(typeof byCategory.getRow(2).getCell(3).value).toBe('number');

    const [doc] = (await documentsOf(user.token, 1)) as (Doc & { id: string })[];
    const stored = await call('GET', `/api/documents/${doc.id}/statement`, { token: user.token });
    expect(stored.status).toBe(200);
    const transactions = (stored.body as { statement: { accounts: { transactions: { description: string; payee: string; category: string }[] }[] } }).statement.accounts[0].transactions;
    expect(transactions.every((t) => typeof t.payee === 'string' && typeof t.category === 'string')).toBe(true);
    expect(transactions.find((t) => t.description === 'AMAZON MARKETPLACE')).toMatchObject({ payee: 'Amazon', category: 'shopping' });
  });

  test('when a user converts a scanned statement (no text layer), then it is read by OCR, charged per page and stored', async () => {
    const user = await givenVerifiedUser();
    const res = await convert(fixture('refusal-scanned.pdf'), { token: user.token, name: 'Scan.pdf' });
    expect(res.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
    const summary = workbook.getWorksheet('Summary');
    const cells: string[] = [];
    summary?.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.value))));
    expect(cells.join(' ')).toMatch(/Read by OCR/);
    await creditsShouldBe(call, user.token, 2);
    expect(await documentsOf(user.token, 1)).toHaveLength(1);
  });

  test('when a user converts a 3-page statement, then 3 credits are charged, the document appears and downloads for its owner only', async () => {
    const user = await givenVerifiedUser();
    const res = await convert(fixture('uk-multipage.pdflib.pdf'), { token: user.token, name: 'January.pdf' });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-next-available')).toBeNull();
    const workbook = Buffer.from(await res.arrayBuffer());
    await creditsShouldBe(call, user.token, 0);

    const history = await call('GET', '/api/credits-history', { token: user.token });
    expect(history.body.map((e: { change: number; description: string }) => [e.change, e.description])).toEqual([
      [-3, 'Converted January.pdf (3 pages)'],
      [3, 'Sign-up bonus'],
    ]);

    const [doc] = await documentsOf(user.token, 1);
    expect(doc).toMatchObject({ original_filename: 'January.pdf', expired: false, stored_filename: expect.stringMatching(/^[0-9a-f-]{36}\.xlsx$/) });
    expect(res.headers.get('x-stored-filename')).toBe(doc.stored_filename); // the result panel's other formats
    const download = await system().api(`/api/download/${doc.stored_filename}`, { headers: { authorization: `Bearer ${user.token}` } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="?January\.xlsx"?$/);
    expect(Buffer.from(await download.arrayBuffer()).equals(workbook)).toBe(true);
    // The same document in an accounting format, written from the Statement conversion kept beside the workbook.
    const ofx = await system().api(`/api/download/${doc.stored_filename}?format=ofx`, { headers: { authorization: `Bearer ${user.token}` } });
    expect(ofx.status).toBe(200);
    expect(ofx.headers.get('content-disposition')).toMatch(/^attachment; filename="?January\.ofx"?$/);
    const ofxText = await ofx.text();
    expect(ofxText.startsWith('OFXHEADER:100\r\n')).toBe(true);
    expect(ofxText.match(/<FITID>/g)?.length).toBeGreaterThan(0);

    const stranger = await givenVerifiedUser();
    expect((await system().api(`/api/download/${doc.stored_filename}`, { headers: { authorization: `Bearer ${stranger.token}` } })).status).toBe(404);
    expect((await system().api(`/api/download/${doc.stored_filename}`)).status).toBe(401);

    const broke = await convert(fixture('uk-current.pdflib.pdf'), { token: user.token });
    expect(broke.status).toBe(402);
    expect(await broke.json()).toMatchObject({ message: 'You have no credits remaining.' });
  });

  test('when a user with 3 credits sends 6 one-page conversions at once, then exactly 3 are charged and become documents', async () => {
    const user = await givenVerifiedUser();
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => convert(fixture('uk-current.pdflib.pdf'), { token: user.token, name: `race-${i}.pdf` })));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 200, 200, 402, 402, 402]);
    await Promise.all(results.map((r) => r.arrayBuffer()));
    await creditsShouldBe(call, user.token, 0);
    expect(await documentsOf(user.token, 3)).toHaveLength(3);
    const history = await call('GET', '/api/credits-history', { token: user.token });
    expect(history.body.map((e: { change: number }) => e.change).sort()).toEqual([-1, -1, -1, 3]);
  });

  test('when the statement has more pages than the user has credits, then the message names both and nothing is charged', async () => {
    const user = await givenVerifiedUser();
    const res = await convert(fixture('long-statement.pdflib.pdf'), { token: user.token });
    expect(res.status).toBe(402);
    expect(await res.json()).toMatchObject({ message: expect.stringMatching(/^This statement has \d+ pages but you have 3 credits\. Buy more credits to convert it\.$/) });
    await creditsShouldBe(call, user.token, 3);
  });

  test.each([
    ['an image renamed to .pdf', 'refusal-png-renamed.pdf', undefined, 400, 'not_a_pdf'],
    ['an empty file', 'refusal-empty.pdf', undefined, 400, 'empty_file'],
    ['a corrupt PDF', 'refusal-corrupt.pdf', undefined, 400, 'corrupt_pdf'],
    ['a truncated PDF', 'refusal-truncated.pdf', undefined, 400, 'corrupt_pdf'],
    ['a PDF that needs a password', 'encrypted-no-password.pdf', undefined, 400, 'password_required'],
    ['a wrong password', 'encrypted-wrong-password.pdf', 'not-the-password', 400, 'wrong_password'],
    ['a letter without transactions', 'refusal-letter.pdf', undefined, 400, 'no_transactions'],
  ])('when a signed-in user sends %s, then it is refused with a clear message and no credit is charged', async (_what, file, password, status, code) => {
    const user = await givenVerifiedUser();
    const res = await convert(fixture(file), { token: user.token, password });
    expect(res.status).toBe(status);
    const body = (await res.json()) as { code: string; message: string };
    expect(body.code).toBe(code);
    expect(body.message.length).toBeGreaterThan(10);
    await creditsShouldBe(call, user.token, 3);
    const history = await call('GET', '/api/credits-history', { token: user.token });
    expect(history.body).toHaveLength(1);
    expect(await documentsOf(user.token, 0)).toEqual([]);
  });

  test.each([
    ['0', '/Kids [ 6 0 R ]\n/Count 0'],
    ['-1', '/Kids [ 6 0 R]\n/Count -1'],
  ])('when a signed-in user sends a PDF whose page tree declares /Count %s, then the engine refuses it, not billing, and nothing is charged (issue 16)', async (_count, replacement) => {
    // Same length as the original, so the cross-reference offsets still hold.
    const pdf = Buffer.from(fixture('uk-current.pdflib.pdf').toString('latin1').replace('/Kids [ 6 0 R ]\n/Count 1', replacement), 'latin1');
    const user = await givenVerifiedUser();
    const res = await convert(pdf, { token: user.token });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 'no_pages', message: 'This PDF declares no pages, so there is nothing to convert.' });
    await creditsShouldBe(call, user.token, 3);
  });

  test('when a password-protected statement comes with its password, then it converts and is charged', async () => {
    const user = await givenVerifiedUser();
    const res = await convert(fixture('encrypted-with-password.pdf'), { token: user.token, password: 'statement-2024' });
    expect(res.status).toBe(200);
    await creditsShouldBe(call, user.token, 2);
  });
});

describe('account deletion', () => {
  test("when a user deletes the account, then their documents and stored files are removed", async () => {
    const user = await givenVerifiedUser();
    expect((await convert(fixture('uk-current.pdflib.pdf'), { token: user.token })).status).toBe(200);
    await documentsOf(user.token, 1);
    const userDir = path.join(system().dataDir, 'objects', 'users', user.userId);
    // The PDF, the workbook and the Statement JSON, and the first page's picture drawn just after the answer.
    if (!real) await eventually(async () => expect(fs.readdirSync(userDir)).toHaveLength(4));
    expect((await call('DELETE', '/api/me', { token: user.token })).status).toBeLessThan(300);
    if (real) return;
    for (let i = 0; i < 100 && fs.existsSync(userDir) && fs.readdirSync(userDir).length > 0; i += 1) await new Promise((r) => setTimeout(r, 100));
    expect(fs.existsSync(userDir) ? fs.readdirSync(userDir) : []).toEqual([]);
  });
});
