import { describe, expect, test } from '@jest/globals';
import express from 'express';
import request from 'supertest';
import { readBatchUpload } from '../src/http/batch-multipart.js';
import { readUploads } from '../src/http/multipart-many.js';
import { readUpload } from '../src/http/multipart.js';

// The two multipart readers behind POST /api/batches and POST /api/v1/conversions, over HTTP with the
// real parser: what each takes and how each refuses. Bodies are small so that one chunk carries
// several file parts (the case where a file part starts before the previous one has ended).
const LIMITS = { maxFiles: 3, maxBytes: 1000, maxMb: 1 };
const app = express();
const answer = (res: express.Response, read: Promise<{ bytes: Buffer; originalFilename: string; password?: string }[]>) =>
  read.then(
    (uploads) => res.json({ files: uploads.map((u) => ({ name: u.originalFilename, size: u.bytes.length, password: u.password ?? null })) }),
    (err: Error & { code?: string }) => res.json({ code: err.code, message: err.message }),
  );
app.post('/batch', (req, res) => void answer(res, readBatchUpload(req, LIMITS)));
app.post('/many', (req, res) => void answer(res, readUploads(req, LIMITS)));
app.post('/one', (req, res) => void answer(res, readUpload(req, LIMITS.maxBytes, LIMITS.maxMb).then((u) => [u])));

type Part = { name: string; file?: string; bytes?: number; value?: string };
const file = (name: string, filename: string, bytes = 10): Part => ({ name, file: filename, bytes });

function multipart(route: string, parts: Part[]) {
  const chunks = parts.flatMap((p) => [
    `--B\r\nContent-Disposition: form-data; name="${p.name}"${p.file === undefined ? '' : `; filename="${p.file}"`}\r\n\r\n`,
    p.file === undefined ? (p.value ?? '') : Buffer.alloc(p.bytes ?? 0, 'a'),
    '\r\n',
  ]);
  const body = Buffer.concat([...chunks, '--B--\r\n'].map((c) => (Buffer.isBuffer(c) ? c : Buffer.from(c))));
  return request(app).post(route).set('content-type', 'multipart/form-data; boundary=B').send(body);
}

describe('batch upload reader', () => {
  test('when "files" and "file" parts come within the limits, then all are taken in order, with clean names', async () => {
    const res = await multipart('/batch', [file('files', 'a.pdf'), file('file', 'dir/b.pdf', 20), file('junk', 'x.pdf')]);
    expect(res.body).toEqual({ files: [{ name: 'a.pdf', size: 10, password: null }, { name: 'b.pdf', size: 20, password: null }] });
  });

  test('when one more statement than the limit comes in one chunk, then the batch is refused', async () => {
    const res = await multipart('/batch', ['a', 'b', 'c', 'd'].map((n) => file('files', `${n}.pdf`)));
    expect(res.body).toEqual({ code: 'too_many_files', message: 'A batch can hold at most 3 statements.' });
  });

  test('when the statements together pass the size limit, then the batch is refused as too large', async () => {
    const res = await multipart('/batch', [file('files', 'a.pdf', 600), file('files', 'b.pdf', 600)]);
    expect(res.body).toEqual({ code: 'batch_too_large', message: 'This batch is larger than the 1 MB limit.' });
  });

  test('when no statement part comes, or the request is not multipart, then it is refused with a clear message', async () => {
    expect((await multipart('/batch', [{ name: 'password', value: 'x' }])).body.code).toBe('missing_file');
    const json = await request(app).post('/batch').send({});
    expect(json.body).toEqual({ code: 'invalid_upload', message: 'Send the statements as multipart/form-data with "files" fields.' });
  });
});

describe('public API multi-file reader', () => {
  test('when files and a password come, then every file carries the last non-empty password', async () => {
    const res = await multipart('/many', [file('file', 'a.pdf'), { name: 'password', value: 'one' }, file('file', 'b.pdf'), { name: 'password', value: '' }]);
    expect(res.body).toEqual({ files: [{ name: 'a.pdf', size: 10, password: 'one' }, { name: 'b.pdf', size: 10, password: 'one' }] });
  });

  test('when one file passes the size limit, then too large wins over too many', async () => {
    const res = await multipart('/many', [file('file', 'big.pdf', 1500), ...['a', 'b', 'c', 'd'].map((n) => file('file', `${n}.pdf`))]);
    expect(res.body.code).toBe('file_too_large');
  });

  test('when more file parts come than the parser hands out, whatever their names, then too many files are refused', async () => {
    const res = await multipart('/many', [file('junk', 'j1'), file('junk', 'j2'), file('file', 'a.pdf'), file('junk', 'j3'), file('file', 'b.pdf')]);
    expect(res.body).toEqual({ code: 'too_many_files', message: 'At most 3 files can be sent at once.' });
  });
});

describe('text fields before the statement (issue 27: 100 fields then a valid file got "missing_file")', () => {
  const fields = Array.from({ length: 100 }, (_, i) => ({ name: `f${i}`, value: 'x' }));

  test.each(['/one', '/many'])('when 100 text fields come before the file on %s, then the answer says there are too many fields', async (route) => {
    const res = await multipart(route, [...fields, file('file', 'a.pdf')]);
    expect(res.body).toEqual({ code: 'too_many_fields', message: 'The upload has too many form fields. Send the statement in the "file" field, with at most 10 other fields.' });
  });

  test('when 100 text fields come before the statements of a batch, then the batch says there are too many fields', async () => {
    const res = await multipart('/batch', [...fields, file('files', 'a.pdf')]);
    expect(res.body).toEqual({ code: 'too_many_fields', message: 'The upload has too many form fields. Send the statements in "files" fields, with at most 10 other fields.' });
  });

  test('when a few text fields come with the file, then the file is taken as before', async () => {
    const res = await multipart('/one', [...fields.slice(0, 5), { name: 'password', value: 'pw' }, file('file', 'a.pdf')]);
    expect(res.body).toEqual({ files: [{ name: 'a.pdf', size: 10, password: 'pw' }] });
  });
});
