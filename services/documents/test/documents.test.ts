import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { makeEvent, type AppEvent, type EventData } from '@bankxl/contracts';
import type { FileStorage } from '@bankxl/storage';
import { eventually, type TestService } from '@bankxl/testing';
import type { Account, Statement } from '@bankxl/statement';
import JSZip from 'jszip';
import type { DocumentsConfig } from '../src/index.js';
import { startDocumentsWithStorage, type DocumentsWithStorage } from './support.js';

// Real services and databases: slower than jest's 5 s default on a busy machine.
jest.setTimeout(60_000);

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let harness: DocumentsWithStorage | undefined;
let storage: FileStorage;
let documents: TestService<DocumentsConfig>;
const expiredEvents: AppEvent[] = [];

beforeAll(async () => {
  harness = await startDocumentsWithStorage();
  ({ storage, documents } = harness);
  await documents.infra.bus.subscribe('documentstest.expired', ['document.expired'], async (event) => {
    expiredEvents.push(event);
  });
}, 60_000);
afterAll(async () => {
  await harness?.stop();
}, 30_000);

type DocumentView = { id: string; original_filename: string; stored_filename: string; upload_date: string; expired: boolean };

/** What conversion does for a signed-in user: store the PDF and workbook, then publish conversion.completed. */
async function givenConversion(userId: string, over: { ageMs?: number; name?: string; statement?: Statement } = {}): Promise<AppEvent<'conversion.completed'>> {
  const conversionId = randomUUID();
  const storedFilename = `${randomUUID()}.xlsx`;
  const data: EventData<'conversion.completed'> = {
    conversionId,
    userId,
    originalFilename: over.name ?? 'statement.pdf',
    storedFilename,
    pdfKey: `users/${userId}/${conversionId}.pdf`,
    workbookKey: `users/${userId}/${storedFilename}`,
    ...(over.statement ? { statementKey: `users/${userId}/${conversionId}.statement.json` } : {}),
    pages: 2,
    uploadDate: new Date(Date.now() - (over.ageMs ?? 0)).toISOString(),
  };
  await storage.put(data.pdfKey, Buffer.from('%PDF-1.7 test'), 'application/pdf');
  await storage.put(data.workbookKey, Buffer.from(`workbook of ${conversionId}`), 'application/octet-stream');
  if (data.statementKey) await storage.put(data.statementKey, Buffer.from(JSON.stringify(over.statement)), 'application/json');
  const event = makeEvent('conversion.completed', data);
  await documents.infra.bus.publish(event as AppEvent);
  return event;
}

async function list(userId: string, query = ''): Promise<DocumentView[]> {
  const res = await fetch(`${documents.url}/api/documents${query}`, { headers: { authorization: `Bearer ${await documents.tokenFor(userId)}` } });
  expect(res.status).toBe(200);
  return (await res.json()) as DocumentView[];
}

async function download(storedFilename: string, userId?: string, query = ''): Promise<Response> {
  const headers: Record<string, string> = userId ? { authorization: `Bearer ${await documents.tokenFor(userId)}` } : {};
  return fetch(`${documents.url}/api/download/${storedFilename}${query}`, { headers });
}

/** A Statement as conversion stores it (libs/statement's shape). */
const anAccount = (over: Partial<Account> = {}): Account => ({
  accountNumber: '12345678',
  kind: 'bank',
  name: 'Current Account',
  currency: 'GBP',
  openingBalance: 100,
  closingBalance: 187.66,
  periodStart: '2024-01-01',
  periodEnd: '2024-01-31',
  transactions: [
    { date: '2024-01-02', description: 'TESCO & SONS', amount: -12.34, balance: 87.66, page: 1, y: 100 },
    { date: '2024-01-05', description: 'SALARY', amount: 100, balance: 187.66, page: 1, y: 120 },
  ],
  checks: { verdict: 'verified', firstBreak: null, firstBreakIndex: null, totalsMatch: true, datesInPeriod: true },
  ...over,
});
const aStatement = (accounts: Account[] = [anAccount()]): Statement => ({ pages: 1, pagesParsed: 1, bank: 'Example Bank', accounts, warnings: [] });


describe('documents from conversions', () => {
  test('when a conversion completes, then a document row appears once, however often the event arrives', async () => {
    const userId = randomUUID();
    const event = await givenConversion(userId, { name: 'April.pdf' });
    await documents.infra.bus.publish(event as AppEvent); // a redelivery
    await documents.infra.bus.publish(makeEvent('conversion.completed', event.data) as AppEvent); // a second event for the same conversion
    await eventually(async () => expect(await list(userId)).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 300));
    expect(await list(userId)).toEqual([
      {
        id: event.data.conversionId,
        original_filename: 'April.pdf',
        stored_filename: event.data.storedFilename,
        upload_date: event.data.uploadDate,
        expired: false,
        deleted: false,
        // No Statement was kept for this one: nothing to summarise.
        pages: 2,
        accounts: null,
        transactions: null,
        periodStart: null,
        periodEnd: null,
        verdict: null,
        corrected: false,
      },
    ]);
  });

  test('when the owner downloads, then the workbook comes with Content-Disposition naming the original file', async () => {
    const userId = randomUUID();
    const event = await givenConversion(userId, { name: 'Relevé mars.pdf' });
    await eventually(async () => expect(await list(userId)).toHaveLength(1));
    const res = await download(event.data.storedFilename, userId);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="Relev? mars.xlsx"; filename*=UTF-8''Relev%C3%A9%20mars.xlsx`);
    expect(await res.text()).toBe(`workbook of ${event.data.conversionId}`);
  });

  test('when someone else, nobody, or a malformed name asks for a download, then it is 404, 401 and 400', async () => {
    const owner = randomUUID();
    const event = await givenConversion(owner);
    await eventually(async () => expect(await list(owner)).toHaveLength(1));
    expect((await download(event.data.storedFilename, randomUUID())).status).toBe(404);
    expect((await download(event.data.storedFilename)).status).toBe(401);
    for (const bad of ['statement.xlsx', `${randomUUID()}.pdf`, '..%2F..%2Fetc%2Fpasswd', `${randomUUID().toUpperCase()}.xlsx`]) {
      const res = await download(bad, owner);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'invalid_filename' });
    }
    expect((await download(`${randomUUID()}.xlsx`, owner)).status).toBe(404);
  });
});

describe('downloads in other formats', () => {
  test('when the owner asks for ?format=ofx, then an OFX file is written from the stored Statement and named after the PDF', async () => {
    const userId = randomUUID();
    const event = await givenConversion(userId, { name: 'January.pdf', statement: aStatement() });
    await eventually(async () => expect(await list(userId)).toHaveLength(1));
    const res = await download(event.data.storedFilename, userId, '?format=ofx');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/x-ofx/);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename=January.ofx');
    const ofx = await res.text();
    expect(ofx.startsWith('OFXHEADER:100\r\n')).toBe(true);
    expect(ofx).toContain('<ACCTID>12345678\r\n');
    expect(ofx).toContain('<TRNAMT>-12.34\r\n');
    // NAME is the payee, MEMO the statement's words, both escaped.
    expect(ofx).toContain('<NAME>Tesco\r\n<MEMO>TESCO &amp; SONS\r\n');
    expect(ofx).toContain('<BALAMT>187.66\r\n');
    // The same document again gives the same FITIDs.
    expect(await (await download(event.data.storedFilename, userId, '?format=ofx')).text()).toBe(ofx);
  });

  test('when the owner asks for ?format=mt940 or camt053, then the bank statement formats are written, named .sta and .xml', async () => {
    const userId = randomUUID();
    const event = await givenConversion(userId, { name: 'January.pdf', statement: aStatement() });
    await eventually(async () => expect(await list(userId)).toHaveLength(1));
    const mt940 = await download(event.data.storedFilename, userId, '?format=mt940');
    expect(mt940.status).toBe(200);
    expect(mt940.headers.get('content-disposition')).toBe('attachment; filename=January.sta');
    const text = await mt940.text();
    expect(text).toMatch(/^:20:BANKXL\d+\r\n:25:12345678\r\n/);
    expect(text).toContain(':61:2401020102D12,34');
    const camt = await download(event.data.storedFilename, userId, '?format=camt053');
    expect(camt.status).toBe(200);
    expect(camt.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(camt.headers.get('content-disposition')).toBe('attachment; filename=January.xml');
    expect(await camt.text()).toContain('<Ntry><Amt Ccy="GBP">12.34</Amt><CdtDbtInd>DBIT</CdtDbtInd>');
  });

  test('when a one-account format is asked for a statement with two accounts, then a zip holds a file per account', async () => {
    const userId = randomUUID();
    const event = await givenConversion(userId, { name: 'Both.pdf', statement: aStatement([anAccount(), anAccount({ accountNumber: '87654321' })]) });
    await eventually(async () => expect(await list(userId)).toHaveLength(1));
    const res = await download(event.data.storedFilename, userId, '?format=qbo-csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename=Both.zip');
    const zip = await JSZip.loadAsync(Buffer.from(await res.arrayBuffer()));
    expect(Object.keys(zip.files).sort()).toEqual(['Both-12345678.csv', 'Both-87654321.csv']);
    expect(await zip.file('Both-87654321.csv')!.async('string')).toBe('Date,Description,Amount\r\n01/02/2024,TESCO & SONS,-12.34\r\n01/05/2024,SALARY,100.00\r\n');
  });

  test('when the format is unknown, then it is a 400; when no Statement was kept, then only Excel downloads', async () => {
    const userId = randomUUID();
    const withStatement = await givenConversion(userId, { statement: aStatement() });
    const older = await givenConversion(userId);
    await eventually(async () => expect(await list(userId)).toHaveLength(2));
    const bad = await download(withStatement.data.storedFilename, userId, '?format=pdf');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'invalid_format' });
    const unavailable = await download(older.data.storedFilename, userId, '?format=qif');
    expect(unavailable.status).toBe(409);
    expect(await unavailable.json()).toMatchObject({ code: 'format_unavailable' });
    expect((await download(older.data.storedFilename, userId, '?format=xlsx')).status).toBe(200);
  });
});

describe('retention', () => {
  test('when a document is older than 24 h, then it shows as expired, downloads answer 410, and the sweep deletes its files but keeps the row', async () => {
    const userId = randomUUID();
    const old = await givenConversion(userId, { ageMs: 25 * HOUR, name: 'old.pdf' });
    const fresh = await givenConversion(userId, { name: 'fresh.pdf' });
    await eventually(async () => expect(await list(userId)).toHaveLength(2));

    const res = await download(old.data.storedFilename, userId);
    expect(res.status).toBe(410);
    expect(await res.json()).toMatchObject({ message: 'This file has expired.' });

    await eventually(async () => {
      expect(await storage.exists(old.data.workbookKey)).toBe(false);
      expect(await storage.exists(old.data.pdfKey)).toBe(false);
    });
    expect(await storage.exists(fresh.data.workbookKey)).toBe(true);
    expect(await storage.exists(fresh.data.pdfKey)).toBe(true);
    expect((await list(userId, '?filter=month')).map((d) => [d.original_filename, d.expired])).toEqual([
      ['fresh.pdf', false],
      ['old.pdf', true],
    ]);
    await eventually(() => expect(expiredEvents.filter((e) => e.type === 'document.expired' && e.data.userId === userId)).toHaveLength(1));
    expect((await download(fresh.data.storedFilename, userId)).status).toBe(200);
  });
});

describe('GET /api/documents/:id/pdf (the page beside the review grid)', () => {
  const pdf = async (id: string, userId?: string): Promise<Response> => {
    const headers: Record<string, string> = userId ? { authorization: `Bearer ${await documents.tokenFor(userId)}` } : {};
    return fetch(`${documents.url}/api/documents/${id}/pdf`, { headers });
  };

  test('when the owner asks, then the stored PDF comes back as application/pdf and is never cached', async () => {
    const userId = randomUUID();
    const event = await givenConversion(userId);
    await storage.put(event.data.pdfKey, Buffer.from(`%PDF-1.7 statement of ${event.data.conversionId}`), 'application/pdf');
    await eventually(async () => expect(await list(userId)).toHaveLength(1));
    const res = await pdf(event.data.conversionId, userId);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(await res.text()).toBe(`%PDF-1.7 statement of ${event.data.conversionId}`);
  });

  test('when someone else, nobody, or an id that cannot exist asks, then it is 404, 401 and 404, and the file stays', async () => {
    const owner = randomUUID();
    const event = await givenConversion(owner);
    await eventually(async () => expect(await list(owner)).toHaveLength(1));
    const other = await pdf(event.data.conversionId, randomUUID());
    expect(other.status).toBe(404);
    expect(await other.json()).toMatchObject({ message: 'Document not found.' });
    expect((await pdf(event.data.conversionId)).status).toBe(401);
    expect((await pdf('not-a-uuid', owner)).status).toBe(404);
    expect((await pdf(randomUUID(), owner)).status).toBe(404);
    expect(await storage.exists(event.data.pdfKey)).toBe(true);
    expect((await pdf(event.data.conversionId, owner)).status).toBe(200);
  });

  test('when the owner deleted the document (Delete now), then it is 410 "This file was deleted."', async () => {
    const userId = randomUUID();
    const event = await givenConversion(userId);
    await eventually(async () => expect(await list(userId)).toHaveLength(1));
    const deleted = await fetch(`${documents.url}/api/documents/${event.data.conversionId}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${await documents.tokenFor(userId)}` },
    });
    expect(deleted.status).toBe(204);
    const res = await pdf(event.data.conversionId, userId);
    expect(res.status).toBe(410);
    expect(await res.json()).toMatchObject({ message: 'This file was deleted.' });
  });

  test('when the document is past retention, then it is 410 "This file has expired.", before and after the sweep', async () => {
    const userId = randomUUID();
    const old = await givenConversion(userId, { ageMs: 25 * HOUR });
    await eventually(async () => expect(await list(userId)).toHaveLength(1));
    const res = await pdf(old.data.conversionId, userId);
    expect(res.status).toBe(410);
    expect(await res.json()).toMatchObject({ message: 'This file has expired.' });
    await eventually(async () => expect(await storage.exists(old.data.pdfKey)).toBe(false));
    const swept = await pdf(old.data.conversionId, userId);
    expect(swept.status).toBe(410);
    expect(await swept.json()).toMatchObject({ message: 'This file has expired.' });
  });
});

describe('GET /api/documents filters', () => {
  const ages = { now: 0, h30: 30 * HOUR, d3: 3 * DAY, d10: 10 * DAY, d40: 40 * DAY };
  let userId: string;
  const isoDay = (ms: number) => new Date(Date.now() - ms).toISOString().slice(0, 10);

  beforeAll(async () => {
    userId = randomUUID();
    for (const [name, age] of Object.entries(ages)) await givenConversion(userId, { ageMs: age, name: `${name}.pdf` });
    await eventually(async () => expect(await list(userId)).toHaveLength(5));
  }, 30_000);

  const names = async (query: string) => (await list(userId, query)).map((d) => d.original_filename);

  test.each([
    ['', ['now.pdf', 'h30.pdf', 'd3.pdf', 'd10.pdf', 'd40.pdf']],
    ['?filter=24h', ['now.pdf']],
    ['?filter=48h', ['now.pdf', 'h30.pdf']],
    ['?filter=week', ['now.pdf', 'h30.pdf', 'd3.pdf']],
    ['?filter=month', ['now.pdf', 'h30.pdf', 'd3.pdf', 'd10.pdf']],
    ['?filter=custom', ['now.pdf', 'h30.pdf', 'd3.pdf', 'd10.pdf', 'd40.pdf']],
  ])('when the query is "%s", then the matching documents come back newest first', async (query, expected) => {
    expect(await names(query)).toEqual(expected);
  });

  test('when a custom range is given, then both end days are included; with one date it does not apply', async () => {
    expect(await names(`?filter=custom&customStart=${isoDay(ages.d10)}&customEnd=${isoDay(ages.d3)}`)).toEqual(['d3.pdf', 'd10.pdf']);
    expect(await names(`?filter=custom&customStart=${isoDay(ages.d10)}`)).toHaveLength(5);
  });

  test('when the start is after the end, or the filter is unknown, then it is a 400 with a clear message', async () => {
    const token = await documents.tokenFor(userId);
    const reversed = await fetch(`${documents.url}/api/documents?filter=custom&customStart=2024-06-02&customEnd=2024-06-01`, { headers: { authorization: `Bearer ${token}` } });
    expect(reversed.status).toBe(400);
    expect(await reversed.json()).toMatchObject({ message: 'Start date must not be after end date.' });
    const unknown = await fetch(`${documents.url}/api/documents?filter=forever`, { headers: { authorization: `Bearer ${token}` } });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ code: 'invalid_filter' });
    expect((await fetch(`${documents.url}/api/documents`)).status).toBe(401);
  });
});

describe('account deletion', () => {
  test("when user.deleted arrives, then the user's files and rows are removed and nobody else's", async () => {
    const leaving = randomUUID();
    const staying = randomUUID();
    const a = await givenConversion(leaving, { statement: aStatement() });
    const b = await givenConversion(leaving, { ageMs: 2 * DAY });
    const c = await givenConversion(staying);
    await eventually(async () => {
      expect(await list(leaving)).toHaveLength(2);
      expect(await list(staying)).toHaveLength(1);
    });
    await documents.infra.bus.publish(makeEvent('user.deleted', { userId: leaving, email: 'gone@test.dev' }) as AppEvent);
    await eventually(async () => expect(await list(leaving)).toEqual([]));
    for (const key of [a.data.pdfKey, a.data.workbookKey, a.data.statementKey!, b.data.workbookKey]) expect(await storage.exists(key)).toBe(false);
    expect(await storage.exists(c.data.workbookKey)).toBe(true);
    expect(await list(staying)).toHaveLength(1);
  });
});
