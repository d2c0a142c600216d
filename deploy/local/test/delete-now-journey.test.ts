// Issue 24 item 5 through the gateway with every service (PGlite, in-process bus, files on disk under
// DATA_DIR): Delete now leaves nothing of a converted and corrected document on disk or in the result
// the convert answer named, downloads answer 410 at once, and another user's delete changes nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { startEmbedded, type Embedded } from '@bankxl/local';
import { createLogger } from '@bankxl/platform';
import { FIRST_PAGE_PIXELS_PER_POINT, type Statement } from '@bankxl/statement';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { conformanceProblems, type SeenResponse } from './openapi-conformance.js';
import { eventually, jsonApi, signUpVerified } from './support.js';

jest.setTimeout(120_000);

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../services/conversion/test/fixtures');
const PASSWORD = 'correct horse';
const ENV = { REGISTER_RATE_LIMIT_PER_HOUR: '1000', CONVERT_RATE_LIMIT_PER_MINUTE: '1000' };

let dataDir: string;
let system: Embedded | null = null;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bankxl-delete-now-'));
  system = await startEmbedded({ port: 0, host: '127.0.0.1', dataDir, env: ENV, log: createLogger('delete-now-test', process.env.TEST_LOG_LEVEL ?? 'silent') });
}, 120_000);
afterAll(async () => {
  await system?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

const api = (p: string, init?: RequestInit) => fetch(`http://127.0.0.1:${system!.port}${p}`, init);
const call = jsonApi(() => `http://127.0.0.1:${system!.port}`);
const userIdOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sub as string;

/** Every file stored on disk for the user (object storage of the embedded product). */
function storedFilesOf(userId: string): string[] {
  const dir = path.join(dataDir, 'objects', 'users', userId);
  return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).map(String) : [];
}

async function givenUser(): Promise<string> {
  const token = await signUpVerified(call, path.join(dataDir, 'mail'), `delete-${randomUUID().slice(0, 8)}@example.test`, PASSWORD);
  await eventually(async () => expect((await call('GET', '/api/me', { token })).body.credits).toBe(3));
  return token;
}

async function convert(token: string, name: string): Promise<{ documentId: string; storedFilename: string; resultToken: string }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(fs.readFileSync(path.join(FIXTURES, 'uk-current.pdflib.pdf')))], { type: 'application/pdf' }), name);
  const res = await api('/api/convert', { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  await res.arrayBuffer();
  const converted = { documentId: res.headers.get('x-document-id')!, storedFilename: res.headers.get('x-stored-filename')!, resultToken: res.headers.get('x-result-token')! };
  await eventually(async () => expect((await call('GET', `/api/documents/${converted.documentId}`, { token })).status).toBe(200));
  return converted;
}

describe('Delete now', () => {
  test('when the owner deletes a converted, corrected document, then no file of it is left on disk, its result is gone, downloads answer 410, and a stranger could not delete it', async () => {
    const token = await givenUser();
    const stranger = await givenUser();
    const userId = userIdOf(token);
    const doc = await convert(token, 'Private.pdf');
    const other = await convert(token, 'Other.pdf');
    const filesOfDoc = () => storedFilesOf(userId).filter((f) => f.includes(doc.documentId) || f.includes(doc.storedFilename));
    // The PDF, the workbook and the Statement JSON, and the first page's picture drawn just after the answer.
    await eventually(async () => expect(storedFilesOf(userId)).toHaveLength(8));
    expect(filesOfDoc()).toHaveLength(4);

    const { statement } = (await call('GET', `/api/documents/${doc.documentId}/statement`, { token })).body as { statement: Statement };
    statement.accounts[0].transactions[0].description = 'CORRECTED BEFORE DELETING';
    expect((await call('PUT', `/api/documents/${doc.documentId}/statement`, { token, body: { version: 1, statement } })).status).toBe(200);

    const seen: SeenResponse[] = [];
    const remember = (method: string, p: string, answer: { status: number; headers: Headers; body: unknown }) => {
      seen.push({ method, path: p, status: answer.status, contentType: answer.headers.get('content-type') ?? '', body: answer.body });
      return answer;
    };

    // Someone else: 404, and nothing changed.
    const refused = remember('DELETE', `/api/documents/${doc.documentId}`, await call('DELETE', `/api/documents/${doc.documentId}`, { token: stranger }));
    expect({ status: refused.status, body: refused.body }).toEqual({ status: 404, body: { message: 'Document not found.', code: 'document_not_found' } });
    expect(storedFilesOf(userId)).toHaveLength(8);
    expect((await call('GET', `/api/results/${doc.resultToken}`)).status).toBe(200);
    const strangersPicture = remember('GET', `/api/documents/${doc.documentId}/first-page`, await call('GET', `/api/documents/${doc.documentId}/first-page`, { token: stranger }));
    expect(strangersPicture.status).toBe(404);
    const picture = await api(`/api/documents/${doc.documentId}/first-page`, { headers: { authorization: `Bearer ${token}` } });
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/jpeg');
    expect(picture.headers.get('cache-control')).toBe('private, no-store');
    // The page itself, at FIRST_PAGE_PIXELS_PER_POINT: an A4 page (595.28 × 841.89 pt) of printed rows.
    const image = await loadImage(Buffer.from(await picture.arrayBuffer()));
    expect([image.width, image.height]).toEqual([Math.ceil(595.28 * FIRST_PAGE_PIXELS_PER_POINT), Math.ceil(841.89 * FIRST_PAGE_PIXELS_PER_POINT)]);
    const drawn = createCanvas(image.width, image.height);
    drawn.getContext('2d').drawImage(image, 0, 0);
    const pixels = drawn.getContext('2d').getImageData(0, 0, image.width, image.height).data;
    let dark = 0;
    for (let i = 0; i < pixels.length; i += 4) if (pixels[i] < 128) dark += 1;
    expect(dark / (image.width * image.height)).toBeGreaterThan(0.005);
    expect((await api(`/api/download/${doc.storedFilename}`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);

    // The owner: 204, and at once nothing of the document is on disk and nothing downloads.
    expect(remember('DELETE', `/api/documents/${doc.documentId}`, await call('DELETE', `/api/documents/${doc.documentId}`, { token })).status).toBe(204);
    expect(filesOfDoc()).toEqual([]);
    expect(storedFilesOf(userId)).toHaveLength(4);
    const pictureGone = remember('GET', `/api/documents/${doc.documentId}/first-page`, await call('GET', `/api/documents/${doc.documentId}/first-page`, { token }));
    expect({ status: pictureGone.status, body: pictureGone.body }).toEqual({ status: 410, body: { message: 'This file was deleted.', code: 'deleted' } });
    const gone = await call('GET', `/api/download/${doc.storedFilename}`, { token });
    expect({ status: gone.status, body: gone.body }).toEqual({ status: 410, body: { message: 'This file was deleted.', code: 'deleted' } });
    expect((await call('GET', `/api/documents/${doc.documentId}/statement`, { token })).status).toBe(410);
    expect((await call('GET', `/api/documents/${doc.documentId}/download?format=csv`, { token })).status).toBe(410);
    // The Statement kept for the result panel goes too (document.deleted → conversion).
    await eventually(async () => expect((await call('GET', `/api/results/${doc.resultToken}`)).status).toBe(404));
    expect((await call('GET', `/api/results/${other.resultToken}`)).status).toBe(200);

    const list = (await call('GET', '/api/documents', { token })).body as { id: string; deleted: boolean; expired: boolean }[];
    expect(list.map((d) => [d.id, d.deleted, d.expired])).toEqual([
      [other.documentId, false, false],
      [doc.documentId, true, true],
    ]);
    expect(remember('DELETE', `/api/documents/${doc.documentId}`, await call('DELETE', `/api/documents/${doc.documentId}`, { token })).status).toBe(204);
    expect((await api(`/api/download/${other.storedFilename}`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);

    const openApi = (await call('GET', '/api/v1/openapi.json')).body as Parameters<typeof conformanceProblems>[0];
    expect(conformanceProblems(openApi, seen)).toEqual([]);
  });

  test('when a document converted in a batch is deleted, then the batch no longer links to its files and its checks no longer hold its figures', async () => {
    const token = await givenUser();
    const pdf = new Uint8Array(fs.readFileSync(path.join(FIXTURES, 'uk-current.pdflib.pdf')));
    const form = new FormData();
    for (const name of ['march.pdf', 'march-again.pdf']) form.append('files', new Blob([pdf], { type: 'application/pdf' }), name);
    const posted = await api('/api/batches', { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
    expect(posted.status).toBeLessThan(300);
    const { id: batchId } = (await posted.json()) as { id: string };
    type Batch = { status: string; files: { name: string; storedFilename: string | null }[]; checks: { accounts: { statements: { name: string; duplicateOf: string | null }[]; checks: { statements: string[] }[] }[] } | null };
    const done = await eventually(async () => {
      const batch = (await call('GET', `/api/batches/${batchId}`, { token })).body as Batch;
      expect(batch.status).toBe('done');
      return batch;
    }, 60_000);
    const mentions = (batch: Batch, name: string) => JSON.stringify(batch.checks).includes(`"${name}"`);
    expect(mentions(done, 'march.pdf')).toBe(true);
    const deletedWorkbook = done.files.find((f) => f.name === 'march.pdf')!.storedFilename!;
    const list = (await call('GET', '/api/documents', { token })).body as { id: string; stored_filename: string }[];
    const doc = list.find((d) => d.stored_filename === deletedWorkbook)!;

    expect((await call('DELETE', `/api/documents/${doc.id}`, { token })).status).toBe(204);
    const after = await eventually(async () => {
      const batch = (await call('GET', `/api/batches/${batchId}`, { token })).body as Batch;
      expect(batch.files.find((f) => f.name === 'march.pdf')!.storedFilename).toBeNull();
      return batch;
    });
    expect(mentions(after, 'march.pdf')).toBe(false);
    expect(after.checks!.accounts.flatMap((a) => a.statements.map((st) => st.name))).toEqual(['march-again.pdf']);
    expect(after.files.find((f) => f.name === 'march-again.pdf')!.storedFilename).toBe(done.files.find((f) => f.name === 'march-again.pdf')!.storedFilename);
  });
});
