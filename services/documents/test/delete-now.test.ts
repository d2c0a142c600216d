// "Delete now" (issue 24 item 5): the owner's DELETE /api/documents/:id removes the PDF, the workbook, the
// stored Statement and the saved corrections at once, by the same path as retention; the row stays as
// Deleted. Checked on the S3 server's own disk. Real PostgreSQL/RabbitMQ when TEST_DATABASE_URL/TEST_AMQP_URL
// are set, else PGlite and the in-process bus.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { makeEvent, type AppEvent, type EventData } from '@bankxl/contracts';
import { toXlsx } from '@bankxl/export';
import { recheckStatement, type Statement } from '@bankxl/statement';
import type { FileStorage } from '@bankxl/storage';
import { eventually, type TestService } from '@bankxl/testing';
import { correctionAudit, corrections, documents as documentsTable } from '../src/adapters/tables.js';
import type { DocumentsConfig } from '../src/index.js';
import { startDocumentsWithStorage, type DocumentsWithStorage } from './support.js';

jest.setTimeout(60_000);

let harness: DocumentsWithStorage | undefined;
let storage: FileStorage;
let documents: TestService<DocumentsConfig>;
const removals: AppEvent[] = [];

beforeAll(async () => {
  harness = await startDocumentsWithStorage();
  ({ storage, documents } = harness);
  await documents.infra.bus.subscribe('deletenowtest.removals', ['document.deleted', 'document.expired'], async (event) => {
    removals.push(event);
  });
}, 60_000);
afterAll(async () => {
  await harness?.stop();
}, 30_000);

const removalsOf = (type: 'document.deleted' | 'document.expired', documentId: string) =>
  removals.filter((e) => e.type === type && e.data.documentId === documentId);

const aStatement = (): Statement =>
  recheckStatement({
    pages: 1,
    pagesParsed: 1,
    bank: 'Example Bank',
    accounts: [
      {
        accountNumber: '12345678',
        kind: 'bank',
        name: 'Current Account',
        currency: 'GBP',
        openingBalance: 100,
        closingBalance: 87.66,
        periodStart: '2024-01-01',
        periodEnd: '2024-01-31',
        transactions: [{ date: '2024-01-02', description: 'TESCO STORES', amount: -12.34, balance: 87.66, page: 1, y: 100 }],
        checks: { verdict: 'cannot_verify', firstBreak: null, firstBreakIndex: null, totalsMatch: null, datesInPeriod: true },
      },
    ],
    warnings: [],
  });

/** What conversion does for a signed-in user: store the PDF, Statement and workbook, publish conversion.completed, and wait for the document. */
async function givenDocument(userId: string, ageMs = 0): Promise<EventData<'conversion.completed'>> {
  const conversionId = randomUUID();
  const storedFilename = `${randomUUID()}.xlsx`;
  const statement = aStatement();
  const data: EventData<'conversion.completed'> = {
    conversionId,
    userId,
    originalFilename: 'January.pdf',
    storedFilename,
    pdfKey: `users/${userId}/${conversionId}.pdf`,
    workbookKey: `users/${userId}/${storedFilename}`,
    statementKey: `users/${userId}/${conversionId}.statement.json`,
    pages: 1,
    uploadDate: new Date(Date.now() - ageMs).toISOString(),
  };
  await storage.put(data.pdfKey, Buffer.from('%PDF-1.7 test'), 'application/pdf');
  await storage.put(data.statementKey!, Buffer.from(JSON.stringify(statement)), 'application/json');
  await storage.put(data.workbookKey, await toXlsx(statement, { fileName: data.originalFilename }), 'application/octet-stream');
  await documents.infra.bus.publish(makeEvent('conversion.completed', data) as AppEvent);
  await eventually(async () => expect((await api(userId, 'GET', `/api/documents/${conversionId}`)).status).toBe(200));
  return data;
}

async function api(userId: string | null, method: string, path: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = {};
  if (userId) headers.authorization = `Bearer ${await documents.tokenFor(userId)}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${documents.url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

const answer = async (res: Response) => ({ status: res.status, body: res.status === 204 ? null : await res.json().catch(() => null) });

/** The files the bucket holds on disk that belong to the document (by its conversion id or stored workbook name). */
async function filesOf(doc: EventData<'conversion.completed'>): Promise<string[]> {
  const workbookName = doc.storedFilename.replace(/\.xlsx$/, '');
  return (await harness!.filesOnDisk()).filter((file) => file.includes(doc.conversionId) || file.includes(workbookName));
}

const DELETED = { message: 'This file was deleted.', code: 'deleted' };

describe('Delete now', () => {
  test('when the owner deletes a corrected document, then nothing of it is left in the bucket or its corrections, every read answers 410, and it lists as Deleted', async () => {
    const userId = randomUUID();
    const doc = await givenDocument(userId);
    const kept = await givenDocument(userId);
    const id = doc.conversionId;
    expect((await filesOf(doc)).length).toBeGreaterThanOrEqual(3);
    const { statement } = (await (await api(userId, 'GET', `/api/documents/${id}/statement`)).json()) as { statement: Statement };
    statement.accounts[0].transactions[0].description = 'EDITED BY HAND';
    expect((await api(userId, 'PUT', `/api/documents/${id}/statement`, { version: 1, statement })).status).toBe(200);

    expect(await answer(await api(userId, 'DELETE', `/api/documents/${id}`))).toEqual({ status: 204, body: null });

    // At once: no eventually here.
    expect(await filesOf(doc)).toEqual([]);
    for (const key of [doc.pdfKey, doc.workbookKey, doc.statementKey!]) expect(await storage.exists(key)).toBe(false);
    const db = documents.infra.database.db;
    expect(await db.select().from(corrections).where(eq(corrections.documentId, id))).toEqual([]);
    expect(await db.select().from(correctionAudit).where(eq(correctionAudit.documentId, id))).toEqual([]);
    for (const path of [`/api/download/${doc.storedFilename}`, `/api/documents/${id}/download`, `/api/documents/${id}/download?format=csv`, `/api/documents/${id}/download?original=1`, `/api/documents/${id}/statement`]) {
      expect([path, await answer(await api(userId, 'GET', path))]).toEqual([path, { status: 410, body: DELETED }]);
    }
    expect(await answer(await api(userId, 'PUT', `/api/documents/${id}/statement`, { version: 2, statement }))).toEqual({ status: 410, body: DELETED });
    expect(await answer(await api(userId, 'GET', `/api/documents/${id}/history`))).toEqual({ status: 200, body: [] });
    expect(await answer(await api(userId, 'GET', `/api/documents/${id}`))).toMatchObject({ status: 200, body: { id, deleted: true, expired: true, original_filename: 'January.pdf' } });
    const listed = (await (await api(userId, 'GET', '/api/documents?filter=month')).json()) as { id: string; deleted: boolean; expired: boolean }[];
    expect(listed.map((d) => [d.id, d.deleted, d.expired])).toEqual([
      [kept.conversionId, false, false],
      [id, true, true],
    ]);
    await eventually(() => expect(removalsOf('document.deleted', id)).toEqual([expect.objectContaining({ data: { documentId: id, userId } })]));

    // The user's other document is untouched.
    expect((await filesOf(kept)).length).toBeGreaterThanOrEqual(3);
    expect((await api(userId, 'GET', `/api/download/${kept.storedFilename}`)).status).toBe(200);

    // Deleting again: 204, nothing more happens.
    expect(await answer(await api(userId, 'DELETE', `/api/documents/${id}`))).toEqual({ status: 204, body: null });
    expect(await answer(await api(userId, 'GET', `/api/documents/${id}`))).toMatchObject({ status: 200, body: { deleted: true } });
    expect(removalsOf('document.deleted', id)).toHaveLength(1);
  });

  test("when someone else, nobody, or a malformed id asks to delete, then it is 404, 401 and 404, and nothing changes", async () => {
    const owner = randomUUID();
    const doc = await givenDocument(owner);
    const before = await filesOf(doc);

    expect(await answer(await api(randomUUID(), 'DELETE', `/api/documents/${doc.conversionId}`))).toEqual({
      status: 404,
      body: { message: 'Document not found.', code: 'document_not_found' },
    });
    expect((await api(null, 'DELETE', `/api/documents/${doc.conversionId}`)).status).toBe(401);
    expect((await api(owner, 'DELETE', '/api/documents/not-a-uuid')).status).toBe(404);
    expect((await api(owner, 'DELETE', `/api/documents/${randomUUID()}`)).status).toBe(404);

    expect(await filesOf(doc)).toEqual(before);
    expect(await answer(await api(owner, 'GET', `/api/documents/${doc.conversionId}`))).toMatchObject({ status: 200, body: { deleted: false, expired: false } });
    expect((await api(owner, 'GET', `/api/download/${doc.storedFilename}`)).status).toBe(200);
    expect((await api(owner, 'GET', `/api/documents/${doc.conversionId}/statement`)).status).toBe(200);
    expect(removalsOf('document.deleted', doc.conversionId)).toEqual([]);
  });
});

describe('Delete now and retention share one path', () => {
  test('when a document already swept by retention is deleted, then it shows as Deleted; a deleted one is never swept again', async () => {
    const userId = randomUUID();
    const swept = await givenDocument(userId, 25 * 3_600_000);
    await eventually(() => expect(removalsOf('document.expired', swept.conversionId)).toHaveLength(1));
    expect(await filesOf(swept)).toEqual([]);
    expect(await answer(await api(userId, 'DELETE', `/api/documents/${swept.conversionId}`))).toEqual({ status: 204, body: null });
    expect(await answer(await api(userId, 'GET', `/api/documents/${swept.conversionId}`))).toMatchObject({ status: 200, body: { deleted: true, expired: true } });
    expect(await answer(await api(userId, 'GET', `/api/download/${swept.storedFilename}`))).toEqual({ status: 410, body: DELETED });

    const deleted = await givenDocument(userId);
    expect((await api(userId, 'DELETE', `/api/documents/${deleted.conversionId}`)).status).toBe(204);
    // Now past retention too: the sweep (every 0.2 s) passes it by. A document expired after it shows the sweep has run since.
    const db = documents.infra.database.db;
    await db.update(documentsTable).set({ uploadDate: new Date(Date.now() - 25 * 3_600_000) }).where(eq(documentsTable.id, deleted.conversionId));
    const later = await givenDocument(userId, 25 * 3_600_000);
    await eventually(() => expect(removalsOf('document.expired', later.conversionId)).toHaveLength(1));
    expect(removalsOf('document.expired', deleted.conversionId)).toEqual([]);
    expect(await answer(await api(userId, 'GET', `/api/documents/${deleted.conversionId}`))).toMatchObject({ status: 200, body: { deleted: true, expired: true } });
  });
});

// Last in the file: it stops the S3 server.
describe('Delete now while storage is down', () => {
  test('when the files cannot be deleted, then it is a 503 saying so, and the document is not marked deleted', async () => {
    const userId = randomUUID();
    const doc = await givenDocument(userId);
    await harness!.stopStorage();
    const res = await api(userId, 'DELETE', `/api/documents/${doc.conversionId}`);
    expect({ status: res.status, body: await res.json() }).toEqual({
      status: 503,
      body: { message: 'Your file cannot be deleted right now. Please try again shortly.', code: 'storage_unavailable' },
    });
    expect(res.headers.get('retry-after')).toBe('10');
    expect(await answer(await api(userId, 'GET', `/api/documents/${doc.conversionId}`))).toMatchObject({ status: 200, body: { deleted: false, expired: false } });
    expect(removalsOf('document.deleted', doc.conversionId)).toEqual([]);
  });
});
