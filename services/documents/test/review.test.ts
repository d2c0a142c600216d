// The review API of issue 12: the list's new fields, the Statement GET/PUT with versions and recomputed
// checks, the audit, and downloads built from the corrected rows. Real PostgreSQL/RabbitMQ (when
// TEST_DATABASE_URL/TEST_AMQP_URL are set) and a local S3 server.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { makeEvent, type AppEvent, type EventData } from '@bankxl/contracts';
import { toXlsx } from '@bankxl/export';
import { recheckAccount, recheckStatement, type Account, type Statement } from '@bankxl/statement';
import type { FileStorage } from '@bankxl/storage';
import { eventually, type TestService } from '@bankxl/testing';
import { correctionAudit, corrections, documents as documentsTable } from '../src/adapters/tables.js';
import type { DocumentsConfig } from '../src/index.js';
import { startDocumentsWithStorage, type DocumentsWithStorage } from './support.js';

jest.setTimeout(60_000);

let harness: DocumentsWithStorage | undefined;
let storage: FileStorage;
let documents: TestService<DocumentsConfig>;

beforeAll(async () => {
  harness = await startDocumentsWithStorage();
  ({ storage, documents } = harness);
}, 60_000);
afterAll(async () => {
  await harness?.stop();
}, 30_000);

/** Opening 100 → 87.66 → 187.66 → 167.66, every printed balance right: the engine's checks say verified. */
const anAccount = (over: Partial<Account> = {}): Account => ({
  accountNumber: '12345678',
  kind: 'bank',
  name: 'Current Account',
  currency: 'GBP',
  openingBalance: 100,
  closingBalance: 167.66,
  periodStart: '2024-01-01',
  periodEnd: '2024-01-31',
  transactions: [
    { date: '2024-01-02', description: 'TESCO STORES', amount: -12.34, balance: 87.66, page: 1, y: 100 },
    { date: '2024-01-05', description: 'SALARY ACME LTD', amount: 100, balance: 187.66, page: 1, y: 120 },
    { date: '2024-01-09', description: 'WATER BILL', amount: -20, balance: 167.66, page: 2, y: 90 },
  ],
  checks: { verdict: 'cannot_verify', firstBreak: null, firstBreakIndex: null, totalsMatch: null, datesInPeriod: true },
  ...over,
});
/** As the engine stores it: checks computed by libs/statement. */
const engineStatement = (accounts: Account[] = [anAccount()]): Statement =>
  recheckStatement({ pages: 2, pagesParsed: 2, bank: 'Example Bank', accounts, warnings: [] });

type Doc = { id: string; stored_filename: string; pages: number; accounts: number | null; transactions: number | null; periodStart: string | null; periodEnd: string | null; verdict: string | null; corrected: boolean; expired: boolean };

/** What conversion does for a signed-in user: store the PDF, Statement and workbook, publish conversion.completed, and wait for the document. */
async function givenDocument(userId: string, statement: Statement = engineStatement(), name = 'January.pdf'): Promise<EventData<'conversion.completed'>> {
  const conversionId = randomUUID();
  const storedFilename = `${randomUUID()}.xlsx`;
  const data: EventData<'conversion.completed'> = {
    conversionId,
    userId,
    originalFilename: name,
    storedFilename,
    pdfKey: `users/${userId}/${conversionId}.pdf`,
    workbookKey: `users/${userId}/${storedFilename}`,
    statementKey: `users/${userId}/${conversionId}.statement.json`,
    pages: statement.pages,
    uploadDate: new Date().toISOString(),
  };
  await storage.put(data.pdfKey, Buffer.from('%PDF-1.7 test'), 'application/pdf');
  await storage.put(data.statementKey!, Buffer.from(JSON.stringify(statement)), 'application/json');
  await storage.put(data.workbookKey, await toXlsx(statement, { fileName: name }), 'application/octet-stream');
  await documents.infra.bus.publish(makeEvent('conversion.completed', data) as AppEvent);
  await eventually(async () => expect((await api(userId, 'GET', `/api/documents/${conversionId}`)).status).toBe(200));
  return data;
}

async function api(userId: string | null, method: string, path: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = {};
  if (userId) headers.authorization = `Bearer ${await documents.tokenFor(userId)}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${documents.url}${path}`, { method, headers, body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body) });
}

async function json<T>(res: Response, status = 200): Promise<T> {
  const body = (await res.json()) as T;
  expect({ status: res.status, body }).toMatchObject({ status });
  return body;
}

type Versioned = { version: number; statement: Statement };
const getStatement = async (userId: string, id: string) => json<Versioned>(await api(userId, 'GET', `/api/documents/${id}/statement`));
const putStatement = (userId: string, id: string, body: unknown) => api(userId, 'PUT', `/api/documents/${id}/statement`, body);

/** The statement with one row of the first account changed. */
function withRow(statement: Statement, index: number, change: Partial<Statement['accounts'][number]['transactions'][number]>): Statement {
  const copy = structuredClone(statement);
  Object.assign(copy.accounts[0].transactions[index], change);
  return copy;
}

/** The Amount of the row with `description` in the workbook's Transactions sheet. */
async function amountIn(res: Response, description: string): Promise<unknown> {
  expect(res.status).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await res.arrayBuffer());
  const sheet = workbook.getWorksheet('Transactions')!;
  const headings = (sheet.getRow(1).values as unknown[]);
  let amount: unknown;
  sheet.eachRow((row) => {
    const values = row.values as unknown[];
    if (values.includes(description)) amount = values[headings.indexOf('Amount')];
  });
  return amount;
}

describe('the documents list', () => {
  test('when a conversion completes, then its item has the conversion id, pages, accounts, transactions, period, verdict and corrected, in the list and at /api/documents/:id', async () => {
    const userId = randomUUID();
    const twoAccounts = engineStatement([anAccount(), anAccount({ accountNumber: '999', periodStart: '2023-12-15', periodEnd: '2024-01-20', closingBalance: 1 })]);
    const event = await givenDocument(userId, twoAccounts, 'Both.pdf');
    const [item] = await json<Doc[]>(await api(userId, 'GET', '/api/documents'));
    expect(item).toEqual({
      id: event.conversionId,
      original_filename: 'Both.pdf',
      stored_filename: event.storedFilename,
      upload_date: event.uploadDate,
      expired: false,
      deleted: false,
      pages: 2,
      accounts: 2,
      transactions: 6,
      periodStart: '2023-12-15',
      periodEnd: '2024-01-31',
      // The second account's closing balance does not add up: the worst verdict is the document's.
      verdict: 'not_verified',
      corrected: false,
    });
    expect(await json<Doc>(await api(userId, 'GET', `/api/documents/${event.conversionId}`))).toEqual(item);
  });

  test('when a document was recorded before summaries were kept, then the periodic job fills its summary in from the stored Statement', async () => {
    const userId = randomUUID();
    const { conversionId: id } = await givenDocument(userId, engineStatement([anAccount({ closingBalance: 1 })]));
    // As documents-003 left rows recorded before it.
    const db = documents.infra.database.db;
    await db.update(documentsTable).set({ accounts: null, transactions: null, periodStart: null, periodEnd: null, verdict: null }).where(eq(documentsTable.id, id));
    await eventually(async () =>
      expect(await json<Doc>(await api(userId, 'GET', `/api/documents/${id}`))).toMatchObject({ accounts: 1, transactions: 3, periodStart: '2024-01-01', periodEnd: '2024-01-31', verdict: 'not_verified' }),
    );
  });

  test('when ?verdict= is given, then only documents with that verdict come back; an unknown verdict is a 400 naming it', async () => {
    const userId = randomUUID();
    const good = await givenDocument(userId);
    const bad = await givenDocument(userId, engineStatement([anAccount({ closingBalance: 1 })]));
    const ids = async (query: string) => (await json<Doc[]>(await api(userId, 'GET', `/api/documents${query}`))).map((d) => d.id);
    expect(await ids('?verdict=verified')).toEqual([good.conversionId]);
    expect(await ids('?verdict=not_verified')).toEqual([bad.conversionId]);
    expect(await ids('?verdict=cannot_verify')).toEqual([]);
    expect(await ids('?verdict=verified&filter=24h')).toEqual([good.conversionId]);
    expect((await ids('')).sort()).toEqual([good.conversionId, bad.conversionId].sort());
    const unknown = await api(userId, 'GET', '/api/documents?verdict=maybe');
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ code: 'invalid_verdict', message: expect.stringMatching(/^verdict /) });
  });
});

describe('reviewing and correcting the Statement', () => {
  test('when a printed balance is broken and then fixed, then the server recomputes not_verified at that row, then verified; the list and the history follow', async () => {
    const userId = randomUUID();
    const { conversionId: id } = await givenDocument(userId);
    const original = await getStatement(userId, id);
    expect(original.version).toBe(1);
    expect(original.statement.accounts[0].checks.verdict).toBe('verified');

    // The client claims "verified": the server does not believe it.
    const broken = withRow(original.statement, 1, { balance: 197.66 });
    const saved = await json<Versioned>(await putStatement(userId, id, { version: 1, statement: broken }));
    expect(saved.version).toBe(2);
    expect(saved.statement.accounts[0].checks).toMatchObject({ verdict: 'not_verified', firstBreakIndex: 1, firstBreak: expect.stringContaining('row 2') });
    expect(saved.statement.accounts[0].transactions[1].balance).toBe(197.66);
    expect(await getStatement(userId, id)).toEqual(saved);
    expect(await json<Doc>(await api(userId, 'GET', `/api/documents/${id}`))).toMatchObject({ verdict: 'not_verified', corrected: true, transactions: 3 });

    // Fix it, and delete the last row with its closing balance moved accordingly.
    const fixed = withRow(saved.statement, 1, { balance: 187.66 });
    fixed.accounts[0].transactions.pop();
    fixed.accounts[0].closingBalance = 187.66;
    const again = await json<Versioned>(await putStatement(userId, id, { version: 2, statement: fixed }));
    expect(again.version).toBe(3);
    expect(again.statement.accounts[0].checks).toMatchObject({ verdict: 'verified', firstBreakIndex: null });
    expect(await json<Doc>(await api(userId, 'GET', `/api/documents/${id}`))).toMatchObject({ verdict: 'verified', corrected: true, transactions: 2 });

    const history = await json<{ version: number; at: string; changes: Record<string, number> }[]>(await api(userId, 'GET', `/api/documents/${id}/history`));
    expect(history).toEqual([
      { version: 2, at: expect.any(String), changes: { rowsAdded: 0, rowsRemoved: 0, rowsEdited: 1, accountsChanged: 0 } },
      { version: 3, at: expect.any(String), changes: { rowsAdded: 0, rowsRemoved: 1, rowsEdited: 1, accountsChanged: 1 } },
    ]);
    expect(Date.parse(history[1].at)).toBeGreaterThanOrEqual(Date.parse(history[0].at));
  });

  test('when the opening balance was not printed, then after a broken save and its fix the account still cannot be verified, as the engine would say', async () => {
    const userId = randomUUID();
    const account = anAccount();
    // What the engine stores when it worked the opening balance out from the first row.
    const engine: Statement = { pages: 2, pagesParsed: 2, bank: 'Example Bank', accounts: [{ ...account, checks: recheckAccount(account, { openingPrinted: false }) }], warnings: [] };
    expect(engine.accounts[0].checks.verdict).toBe('cannot_verify');
    const { conversionId: id } = await givenDocument(userId, engine);
    const broken = await json<Versioned>(await putStatement(userId, id, { version: 1, statement: withRow(engine, 2, { balance: 1 }) }));
    expect(broken.statement.accounts[0].checks).toMatchObject({ verdict: 'not_verified', firstBreakIndex: 2 });
    const fixed = await json<Versioned>(await putStatement(userId, id, { version: 2, statement: engine }));
    expect(fixed.statement.accounts[0].checks).toEqual(engine.accounts[0].checks);
  });

  test('when rows of a scan (OCR confidence 0 to 100) with the boxes they were read from are corrected, then the save keeps both', async () => {
    const userId = randomUUID();
    const account = anAccount();
    account.transactions = account.transactions.map((t, i) => ({ ...t, confidence: [97, 71, 0][i], box: { page: t.page, x0: 40, y0: t.y - 8, x1: 560, y1: t.y + 3 } }));
    const { conversionId: id } = await givenDocument(userId, engineStatement([account]));
    const saved = await putStatement(userId, id, { version: 1, statement: withRow(engineStatement([account]), 0, { description: 'TESCO EXTRA' }) });
    expect(saved.status).toBe(200);
    const rows = (await json<Versioned>(saved)).statement.accounts[0].transactions;
    expect(rows.map((t) => t.confidence)).toEqual([97, 71, 0]);
    expect(rows[1].box).toEqual({ page: 1, x0: 40, y0: 112, x1: 560, y1: 123 });
  });

  test('when the engine doubted its reading (two date columns no heading tells apart), then rows that add up after a save are still cannot_verify, as the engine said', async () => {
    const userId = randomUUID();
    const doubt = 'the table prints two dates per row and no heading says which is the transaction date';
    const reading = {
      dates: { column: 0, columns: 2, labels: [null, null], order: 'day_first' as const, year: 'printed' as const, confirmed: false },
      columns: [{ label: 'amount', role: 'amount' as const }],
      convention: 'bank' as const,
      printOrder: 'oldest_first' as const,
      summary: 'Dates: transaction date (first of 2 date columns), day before month · Signs: bank account, money out negative',
      confirmedBy: ['opening balance + transactions = closing balance'],
      doubts: [doubt],
      score: 10,
      evidence: [],
      alternatives: [],
      margin: null,
    };
    const engine = engineStatement([anAccount({ reading })]);
    expect(engine.accounts[0].checks).toMatchObject({ verdict: 'cannot_verify', firstBreak: `the amounts agree, but ${doubt}` });
    const { conversionId: id } = await givenDocument(userId, engine);
    const saved = await json<Versioned>(await putStatement(userId, id, { version: 1, statement: withRow(engine, 0, { description: 'TESCO EXTRA' }) }));
    expect(saved.statement.accounts[0].checks).toMatchObject({ verdict: 'cannot_verify', firstBreak: `the amounts agree, but ${doubt}` });
  });

  test('when a statement of 20,000 rows is corrected, then it is saved whole and the list counts every row', async () => {
    const userId = randomUUID();
    const rows = Array.from({ length: 20_000 }, (_, i) => ({ date: '2024-01-15', description: `CARD PAYMENT ${i}`, amount: -1.25, balance: 25_000 - 1.25 * (i + 1), page: 1 + Math.floor(i / 40), y: 100 + (i % 40) * 12 }));
    const big = engineStatement([anAccount({ openingBalance: 25_000, closingBalance: 0, transactions: rows })]);
    expect(big.accounts[0].checks.verdict).toBe('verified');
    const { conversionId: id } = await givenDocument(userId, big);
    const { statement } = await getStatement(userId, id);
    const started = Date.now();
    const saved = await json<Versioned>(await putStatement(userId, id, { version: 1, statement: withRow(statement, 19_999, { balance: 1 }) }));
    const ms = Date.now() - started;
    expect(saved.statement.accounts[0].checks).toMatchObject({ verdict: 'not_verified', firstBreakIndex: 19_999 });
    expect(await json<Doc>(await api(userId, 'GET', `/api/documents/${id}`))).toMatchObject({ transactions: 20_000, verdict: 'not_verified', corrected: true });
    // A generous bound on a shared 2-core machine (about 2 s measured here, S3 read and PostgreSQL write included).
    expect(ms).toBeLessThan(10_000);
  });

  test('when a save names a version that is not the current one, then it is a 409 with the current version and nothing is lost', async () => {
    const userId = randomUUID();
    const { conversionId: id } = await givenDocument(userId);
    const { statement } = await getStatement(userId, id);
    const first = await json<Versioned>(await putStatement(userId, id, { version: 1, statement: withRow(statement, 0, { description: 'TESCO EXTRA' }) }));

    const stale = await putStatement(userId, id, { version: 1, statement: withRow(statement, 0, { description: 'OVERWRITTEN' }) });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ error: 'stale_version', version: 2, message: expect.stringMatching(/nothing was saved/) });
    expect(await getStatement(userId, id)).toEqual(first);
    expect(await json<unknown[]>(await api(userId, 'GET', `/api/documents/${id}/history`))).toHaveLength(1);
  });

  test('when two saves of the same version race, then exactly one is stored', async () => {
    const userId = randomUUID();
    const { conversionId: id } = await givenDocument(userId);
    const { statement } = await getStatement(userId, id);
    const results = await Promise.all(
      ['A', 'B', 'C', 'D'].map((tag) => putStatement(userId, id, { version: 1, statement: withRow(statement, 2, { description: `WATER ${tag}` }) })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    const winner = (await results.find((r) => r.status === 200)!.json()) as Versioned;
    expect(await getStatement(userId, id)).toEqual(winner);
    expect(await json<unknown[]>(await api(userId, 'GET', `/api/documents/${id}/history`))).toHaveLength(1);
  });

  test.each([
    ['an amount with 3 decimals', (s: Statement) => ({ version: 1, statement: withRow(s, 0, { amount: -12.345 }) }), 'statement.accounts.0.transactions.0.amount', /2 decimals/],
    ['an amount that is a string', (s: Statement) => ({ version: 1, statement: withRow(s, 0, { amount: '12' as unknown as number }) }), 'statement.accounts.0.transactions.0.amount', /number/],
    ['a date not YYYY-MM-DD', (s: Statement) => ({ version: 1, statement: withRow(s, 1, { date: '05/01/2024' }) }), 'statement.accounts.0.transactions.1.date', /YYYY-MM-DD/],
    ['a date that does not exist', (s: Statement) => ({ version: 1, statement: withRow(s, 1, { date: '2024-02-30' }) }), 'statement.accounts.0.transactions.1.date', /calendar/],
    ['a balance that is not a number', (s: Statement) => ({ version: 1, statement: withRow(s, 2, { balance: 'x' as unknown as number }) }), 'statement.accounts.0.transactions.2.balance', /number/],
    ['a description over 1000 characters', (s: Statement) => ({ version: 1, statement: withRow(s, 0, { description: 'x'.repeat(1001) }) }), 'statement.accounts.0.transactions.0.description', /1000/],
    ['page 0', (s: Statement) => ({ version: 1, statement: withRow(s, 0, { page: 0 }) }), 'statement.accounts.0.transactions.0.page', /positive/],
    ['accounts that are not an array', (s: Statement) => ({ version: 1, statement: { ...s, accounts: {} } }), 'statement.accounts', /array/],
    ['no version', (s: Statement) => ({ statement: s }), 'version', /required/],
    ['an unknown field', (s: Statement) => ({ version: 1, statement: { ...s, evil: true } }), 'statement', /unknown field "evil"/],
    ['more than 20,000 rows', (s: Statement) => ({ version: 1, statement: { ...s, accounts: [{ ...s.accounts[0], transactions: Array.from({ length: 20_001 }, () => s.accounts[0].transactions[0]) }] } }), 'statement.accounts.0.transactions', /20000/],
    ['a body that is not JSON', () => '{"version": 1, "statement": ', 'body', /JSON/],
    ['a category not in the chart', (s: Statement) => ({ version: 1, statement: withRow(s, 0, { category: 'snacks' as never }) }), 'statement.accounts.0.transactions.0.category', /must be one of income, card_settlements, payroll, .*, purchases, direct_debits, refunds, other, uncategorised\.$/],
    ['a payee of 201 characters', (s: Statement) => ({ version: 1, statement: withRow(s, 0, { payee: 'x'.repeat(201) }) }), 'statement.accounts.0.transactions.0.payee', /at most 200/],
  ])('when the body has %s, then it is a 400 naming the field and nothing is saved', async (_what, bodyOf, field, message) => {
    const userId = randomUUID();
    const { conversionId: id } = await givenDocument(userId);
    const before = await getStatement(userId, id);
    const res = await putStatement(userId, id, bodyOf(before.statement));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; field: string };
    expect(body.field).toBe(field);
    expect(body.message.startsWith(`${field} `)).toBe(true);
    expect(body.message).toMatch(message);
    expect(await getStatement(userId, id)).toEqual(before);
    expect(await json<Doc>(await api(userId, 'GET', `/api/documents/${id}`))).toMatchObject({ corrected: false });
  });

  test("when another user or nobody asks for a document, then it is a 404 or 401 everywhere, and the owner's rows are untouched", async () => {
    const owner = randomUUID();
    const stranger = randomUUID();
    const { conversionId: id } = await givenDocument(owner);
    const { statement } = await getStatement(owner, id);
    const paths: [string, string, unknown?][] = [
      ['GET', `/api/documents/${id}`],
      ['GET', `/api/documents/${id}/statement`],
      ['PUT', `/api/documents/${id}/statement`, { version: 1, statement: withRow(statement, 0, { amount: -1 }) }],
      ['GET', `/api/documents/${id}/history`],
      ['GET', `/api/documents/${id}/download?format=csv`],
    ];
    for (const [method, path, body] of paths) {
      expect([method, path, (await api(stranger, method, path, body)).status]).toEqual([method, path, 404]);
      expect([method, path, (await api(null, method, path, body)).status]).toEqual([method, path, 401]);
    }
    expect((await api(owner, 'GET', '/api/documents/not-an-id')).status).toBe(404);
    expect((await api(owner, 'GET', `/api/documents/${randomUUID()}/statement`)).status).toBe(404);
    expect((await getStatement(owner, id)).version).toBe(1);
  });
});

describe('payees and categories (issue 26)', () => {
  test('when a person sets a row\'s payee and category, then they are kept, downloads carry them, and a row sent without gets the shipped rules\'', async () => {
    const userId = randomUUID();
    const { conversionId: id } = await givenDocument(userId);
    const { statement } = await getStatement(userId, id);
    const changed = withRow(statement, 0, { payee: 'Tesco Metro', category: 'shopping' });
    delete changed.accounts[0].transactions[1].payee;
    delete changed.accounts[0].transactions[1].category;
    const saved = await json<Versioned>(await putStatement(userId, id, { version: 1, statement: changed }));
    expect(saved.statement.accounts[0].transactions.slice(0, 2).map((t) => [t.payee, t.category])).toEqual([
      ['Tesco Metro', 'shopping'],
      ['Acme', 'payroll'],
    ]);
    const history = await json<{ changes: Record<string, number> }[]>(await api(userId, 'GET', `/api/documents/${id}/history`));
    expect(history[0].changes).toMatchObject({ rowsEdited: 1 });
    const auth = { authorization: `Bearer ${await documents.tokenFor(userId)}` };
    const csv = await (await fetch(`${documents.url}/api/documents/${id}/download?format=csv`, { headers: auth })).text();
    expect(csv).toContain(',Tesco Metro,Shopping,');
    const qif = await (await fetch(`${documents.url}/api/documents/${id}/download?format=qif`, { headers: auth })).text();
    expect(qif).toContain('PTesco Metro\r\n');
    expect(qif).toContain('LShopping\r\n');
  });
});

describe('downloads after a correction', () => {
  test('when an amount is corrected, then every download is built from the corrected rows and ?original=1 gives the engine\'s', async () => {
    const userId = randomUUID();
    const event = await givenDocument(userId);
    const id = event.conversionId;
    const { statement } = await getStatement(userId, id);
    // The salary was read as 100 but is 100.5, and so are the balances after it.
    const corrected = withRow(statement, 1, { amount: 100.5, balance: 188.16 });
    Object.assign(corrected.accounts[0].transactions[2], { balance: 168.16 });
    corrected.accounts[0].closingBalance = 168.16;
    expect((await json<Versioned>(await putStatement(userId, id, { version: 1, statement: corrected }))).statement.accounts[0].checks.verdict).toBe('verified');

    const auth = { authorization: `Bearer ${await documents.tokenFor(userId)}` };
    const download = (path: string) => fetch(`${documents.url}${path}`, { headers: auth });
    expect(await amountIn(await download(`/api/documents/${id}/download?format=xlsx`), 'SALARY ACME LTD')).toBe(100.5);
    expect(await amountIn(await download(`/api/documents/${id}/download`), 'SALARY ACME LTD')).toBe(100.5);
    expect(await amountIn(await download(`/api/documents/${id}/download?format=xlsx&original=1`), 'SALARY ACME LTD')).toBe(100);
    // SPEC's download by stored name serves the corrected rows too, in every format.
    expect(await amountIn(await download(`/api/download/${event.storedFilename}`), 'SALARY ACME LTD')).toBe(100.5);
    const csv = await fetch(`${documents.url}/api/documents/${id}/download?format=csv`, { headers: auth });
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename=January.csv');
    expect(await csv.text()).toMatch(/SALARY ACME LTD.*100\.5/);
    const ofx = await (await fetch(`${documents.url}/api/download/${event.storedFilename}?format=ofx`, { headers: auth })).text();
    expect(ofx).toContain('<TRNAMT>100.50\r\n');
    const engines = JSON.parse(await (await fetch(`${documents.url}/api/documents/${id}/download?format=json&original=1`, { headers: auth })).text()) as Statement;
    expect(engines.accounts[0].transactions[1].amount).toBe(100);
    const bad = await fetch(`${documents.url}/api/documents/${id}/download?format=pdf`, { headers: auth });
    expect(bad.status).toBe(400);
  });
});

describe('retention and deletion of corrections', () => {
  test('when a corrected document passes retention, then its corrections and audit are deleted with its files and its Statement is gone (410)', async () => {
    const userId = randomUUID();
    const { conversionId: id } = await givenDocument(userId);
    const { statement } = await getStatement(userId, id);
    expect((await putStatement(userId, id, { version: 1, statement: withRow(statement, 0, { description: 'EDITED' }) })).status).toBe(200);
    const db = documents.infra.database.db;
    expect(await db.select().from(corrections).where(eq(corrections.documentId, id))).toHaveLength(1);
    // 25 hours old, as far as the service can tell.
    await db.update(documentsTable).set({ uploadDate: new Date(Date.now() - 25 * 3_600_000) }).where(eq(documentsTable.id, id));
    await eventually(async () => {
      expect(await db.select().from(corrections).where(eq(corrections.documentId, id))).toEqual([]);
      expect(await db.select().from(correctionAudit).where(eq(correctionAudit.documentId, id))).toEqual([]);
    });
    expect((await api(userId, 'GET', `/api/documents/${id}/statement`)).status).toBe(410);
    expect((await putStatement(userId, id, { version: 2, statement })).status).toBe(410);
    expect(await json<Doc>(await api(userId, 'GET', `/api/documents/${id}`))).toMatchObject({ expired: true });
  });

  test('when the user is deleted, then their corrections go with their documents', async () => {
    const userId = randomUUID();
    const { conversionId: id } = await givenDocument(userId);
    const { statement } = await getStatement(userId, id);
    expect((await putStatement(userId, id, { version: 1, statement: withRow(statement, 0, { description: 'EDITED' }) })).status).toBe(200);
    await documents.infra.bus.publish(makeEvent('user.deleted', { userId, email: 'gone@test.dev' }) as AppEvent);
    const db = documents.infra.database.db;
    await eventually(async () => {
      expect(await db.select().from(corrections).where(eq(corrections.documentId, id))).toEqual([]);
      expect(await db.select().from(correctionAudit).where(eq(correctionAudit.documentId, id))).toEqual([]);
    });
    expect((await api(userId, 'GET', `/api/documents/${id}`)).status).toBe(404);
  });
});
