// Issue 26 item 4 across a user's documents: a checking and a savings statement of one holder, converted
// separately, show the transfer between them on both reviews and in the downloads, computed on read (a
// deletion or correction shows at once); another user's documents never pair with them. Real PostgreSQL/
// RabbitMQ (when TEST_DATABASE_URL/TEST_AMQP_URL are set) and a local S3 server.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { makeEvent, type AppEvent, type EventData } from '@bankxl/contracts';
import { toXlsx } from '@bankxl/export';
import { bookDescription, recheckStatement, type Account, type Statement, type Transaction } from '@bankxl/statement';
import type { FileStorage } from '@bankxl/storage';
import { eventually, type TestService } from '@bankxl/testing';
import { corrections } from '../src/adapters/tables.js';
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

const row = (date: string, description: string, amount: number, balance: number): Transaction => ({ date, description, amount, balance, page: 1, y: 100 });

function statementOf(accountNumber: string, opening: number, rows: [string, string, number][], period: [string, string] = ['2024-03-01', '2024-03-31']): Statement {
  let balance = opening;
  const transactions = rows.map(([date, description, amount]) => row(date, description, amount, (balance = Math.round((balance + amount) * 100) / 100)));
  const account: Account = {
    accountNumber,
    kind: 'bank',
    name: null,
    currency: 'GBP',
    openingBalance: opening,
    closingBalance: balance,
    periodStart: period[0],
    periodEnd: period[1],
    transactions,
    checks: { verdict: 'cannot_verify', firstBreak: null, firstBreakIndex: null, totalsMatch: null, datesInPeriod: true },
  };
  return recheckStatement({ pages: 1, pagesParsed: 1, bank: 'Example Bank', accounts: [account], warnings: [] });
}

/** Money leaves checking on the 5th and arrives in savings on the 7th; the 120s the same day are unrelated. */
const checking = (period?: [string, string]) =>
  statementOf('12345678', 2000, [['2024-03-04', 'TESCO STORES 2231', -54.2], ['2024-03-05', 'TRANSFER TO SAVINGS 87654321', -500], ['2024-03-12', 'HARBORVIEW DENTAL', -120]], period);
const savings = () => statementOf('87654321', 10000, [['2024-03-07', 'CREDIT FROM 12345678', 500], ['2024-03-12', 'MOBILE CHEQUE DEPOSIT', 120]]);

/** What conversion does for a signed-in user: store the PDF, Statement and workbook, publish conversion.completed, and wait for the document. */
async function givenDocument(userId: string, statement: Statement, name: string): Promise<string> {
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
  return conversionId;
}

async function api(userId: string, method: string, path: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = { authorization: `Bearer ${await documents.tokenFor(userId)}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${documents.url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

type Versioned = { version: number; statement: Statement };
async function review(userId: string, id: string): Promise<Versioned> {
  const res = await api(userId, 'GET', `/api/documents/${id}/statement`);
  expect(res.status).toBe(200);
  return (await res.json()) as Versioned;
}
const rowOf = (s: Versioned, description: string) => s.statement.accounts[0].transactions.find((t) => t.description === description)!;

describe('transfers between one user\'s separately converted documents of one period', () => {
  let userId: string;
  let checkingId: string;
  let savingsId: string;
  beforeAll(async () => {
    userId = randomUUID();
    checkingId = await givenDocument(userId, checking(), 'checking.pdf');
    savingsId = await givenDocument(userId, savings(), 'savings.pdf');
  });

  test('the review of each shows the mark naming the other account, booked to Transfers; the unrelated equal amounts are not marked', async () => {
    const fromChecking = await review(userId, checkingId);
    expect(rowOf(fromChecking, 'TRANSFER TO SAVINGS 87654321')).toMatchObject({ category: 'transfers', transfer: { account: 'Account 4321', date: '2024-03-07', amount: 500 } });
    expect(rowOf(fromChecking, 'HARBORVIEW DENTAL').transfer).toBeUndefined();
    expect(rowOf(fromChecking, 'TESCO STORES 2231')).toMatchObject({ category: 'groceries' });
    const intoSavings = await review(userId, savingsId);
    expect(rowOf(intoSavings, 'CREDIT FROM 12345678')).toMatchObject({ category: 'transfers', transfer: { account: 'Account 5678', date: '2024-03-05', amount: -500 } });
    expect(rowOf(intoSavings, 'MOBILE CHEQUE DEPOSIT').transfer).toBeUndefined();
    expect(rowOf(intoSavings, 'MOBILE CHEQUE DEPOSIT').category).not.toBe('transfers');
  });

  test('the downloads carry the mark: the workbook\'s Transfer column and By category, QIF\'s [Account]; the engine\'s original does not', async () => {
    const res = await api(userId, 'GET', `/api/documents/${checkingId}/download?format=xlsx`);
    expect(res.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const sheet = workbook.getWorksheet('Transactions')!;
    const headings = sheet.getRow(1).values as unknown[];
    const values = sheet.getRow(3).values as unknown[];
    expect(values[headings.indexOf('Description')]).toBe('TRANSFER TO SAVINGS 87654321');
    expect(values[headings.indexOf('Transfer')]).toBe('To Account 4321 on 2024-03-07');
    const byCategory: unknown[][] = [];
    workbook.getWorksheet('By category')!.eachRow((r) => byCategory.push((r.values as unknown[]).slice(1)));
    expect(byCategory).toContainEqual(['12345678', 'Transfers', 0, 500, -500, 1]);

    const qif = await (await api(userId, 'GET', `/api/documents/${checkingId}/download?format=qif`)).text();
    expect(qif).toContain('L[Account 4321]');
    const original = await (await api(userId, 'GET', `/api/documents/${checkingId}/download?format=qif&original=1`)).text();
    expect(original).not.toContain('L[Account 4321]');
  });

  test('a correction sent back with the marks it was shown is saved without them, and the review still shows them', async () => {
    const shown = await review(userId, checkingId);
    const edited = structuredClone(shown);
    rowOf(edited, 'TESCO STORES 2231').payee = 'Tesco';
    const saved = await api(userId, 'PUT', `/api/documents/${checkingId}/statement`, { version: shown.version, statement: edited.statement });
    expect(saved.status).toBe(200);
    const answer = (await saved.json()) as Versioned;
    expect(rowOf(answer, 'TRANSFER TO SAVINGS 87654321').transfer).toEqual({ account: 'Account 4321', date: '2024-03-07', amount: 500 });
    const [stored] = await documents.infra.database.db.select().from(corrections).where(eq(corrections.documentId, checkingId));
    const storedRow = (JSON.parse(stored.statement) as Statement).accounts[0].transactions[1];
    expect(storedRow.transfer).toBeUndefined();
    // Its category is the shipped rules' again, as before the mark.
    expect(storedRow.category).toBe(bookDescription('TRANSFER TO SAVINGS 87654321').category);
    expect(rowOf(await review(userId, checkingId), 'TRANSFER TO SAVINGS 87654321').transfer).toMatchObject({ account: 'Account 4321' });
  });

  test('when the savings document is deleted, then the checking review no longer shows the transfer', async () => {
    const other = randomUUID();
    const ownChecking = await givenDocument(other, checking(), 'checking.pdf');
    const ownSavings = await givenDocument(other, savings(), 'savings.pdf');
    expect(rowOf(await review(other, ownChecking), 'TRANSFER TO SAVINGS 87654321').transfer).toBeDefined();
    expect((await api(other, 'DELETE', `/api/documents/${ownSavings}`)).status).toBe(204);
    const after = rowOf(await review(other, ownChecking), 'TRANSFER TO SAVINGS 87654321');
    expect(after.transfer).toBeUndefined();
  });
});

describe('documents that never pair', () => {
  test('another user\'s savings statement of the same period never pairs with a user\'s checking statement', async () => {
    const alice = randomUUID();
    const bob = randomUUID();
    const alicesChecking = await givenDocument(alice, checking(), 'checking.pdf');
    const bobsSavings = await givenDocument(bob, savings(), 'savings.pdf');
    expect(rowOf(await review(alice, alicesChecking), 'TRANSFER TO SAVINGS 87654321').transfer).toBeUndefined();
    expect(rowOf(await review(bob, bobsSavings), 'CREDIT FROM 12345678').transfer).toBeUndefined();
  });

  test('only the 12 most recently uploaded documents of the period are read: an older 13th is not paired until one of them is deleted', async () => {
    const userId = randomUUID();
    await givenDocument(userId, savings(), 'savings.pdf');
    // Twelve statements of the period uploaded after the savings one: for the checking statement (the newest), savings is the 13th.
    const others: string[] = [];
    for (let n = 0; n < 12; n += 1) others.push(await givenDocument(userId, statementOf(`700${String(n).padStart(2, '0')}`, 10, [['2024-03-15', 'TESCO STORES 2231', -1]]), `other-${n}.pdf`));
    const checkingId = await givenDocument(userId, checking(), 'checking.pdf');
    expect(rowOf(await review(userId, checkingId), 'TRANSFER TO SAVINGS 87654321').transfer).toBeUndefined();
    // One of the twelve deleted: savings is the 12th, and read.
    expect((await api(userId, 'DELETE', `/api/documents/${others[5]}`)).status).toBe(204);
    expect(rowOf(await review(userId, checkingId), 'TRANSFER TO SAVINGS 87654321').transfer).toMatchObject({ account: 'Account 4321' });
  });

  test('a statement of a period that does not overlap (two months later) is not read for transfers', async () => {
    const userId = randomUUID();
    const may = await givenDocument(userId, checking(['2024-05-01', '2024-05-31']), 'may.pdf');
    await givenDocument(userId, savings(), 'savings.pdf');
    expect(rowOf(await review(userId, may), 'TRANSFER TO SAVINGS 87654321').transfer).toBeUndefined();
  });
});
