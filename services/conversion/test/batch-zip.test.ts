import { describe, expect, test } from '@jest/globals';
import JSZip from 'jszip';
import { pdfsInZip } from '../src/domain/batch-zip.js';
import { fixture } from './support.js';

const LIMITS = { maxFiles: 5, maxBytes: 1024 * 1024, maxMb: 1 };

async function zipOf(entries: Record<string, Buffer | string>): Promise<Buffer> {
  const zip = new JSZip();
  for (const [name, body] of Object.entries(entries)) zip.file(name, body, { createFolders: false });
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

describe('the PDFs inside an uploaded zip', () => {
  const pdf = fixture('uk-current.pdflib.pdf');

  test('each PDF comes out as its own upload, named without its folder; folders and macOS metadata are skipped', async () => {
    const zip = new JSZip();
    zip.file('2024/january.pdf', pdf);
    zip.file('february.PDF', pdf);
    zip.file('__MACOSX/2024/._january.pdf', 'meta');
    zip.folder('empty');
    const uploads = await pdfsInZip('year.zip', await zip.generateAsync({ type: 'nodebuffer' }), LIMITS);
    expect(uploads.map((u) => u.originalFilename)).toEqual(['january.pdf', 'february.PDF']);
    expect(uploads[0].bytes.equals(pdf)).toBe(true);
  });

  test('an entry that is not a PDF refuses the zip, named', async () => {
    await expect(pdfsInZip('year.zip', await zipOf({ 'a.pdf': pdf, 'notes.txt': 'hello' }), LIMITS)).rejects.toMatchObject({
      status: 400,
      message: 'year.zip holds notes.txt, which is not a PDF. A zip may hold only PDF statements.',
    });
  });

  test('an entry whose path leaves the archive refuses the zip', async () => {
    await expect(pdfsInZip('evil.zip', await zipOf({ '../../etc/statement.pdf': pdf }), LIMITS)).rejects.toMatchObject({ code: 'unsafe_zip' });
  });

  test('more entries than a batch may hold refuses the zip', async () => {
    const many = Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`s${i}.pdf`, pdf]));
    await expect(pdfsInZip('many.zip', await zipOf(many), LIMITS)).rejects.toMatchObject({ message: 'A batch can hold at most 5 statements.' });
  });

  test('a zip bomb is stopped at the size limit while it inflates, whatever sizes the zip declares', async () => {
    // 64 MB of zeros deflates to about 64 KB.
    const bomb = await zipOf({ 'big.pdf': Buffer.alloc(64 * 1024 * 1024) });
    expect(bomb.length).toBeLessThan(200 * 1024);
    await expect(pdfsInZip('bomb.zip', bomb, LIMITS)).rejects.toMatchObject({ status: 413, code: 'batch_too_large' });
  });

  test('bytes that are not a zip are refused with a clear message', async () => {
    await expect(pdfsInZip('broken.zip', Buffer.from('PK\u0003\u0004 not really'), LIMITS)).rejects.toMatchObject({ message: 'broken.zip is not a zip file that can be read.' });
  });
});
