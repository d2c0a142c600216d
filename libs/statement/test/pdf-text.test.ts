import { readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, test } from '@jest/globals';
import { parseStatement, StatementError } from '../src/index.js';
import { openPdf, type PdfPage } from '../src/pdf.js';
import { openFastDocument } from '../src/pdf-text/index.js';
import { FIXTURES_DIR } from './truth.js';

// Our own text reader (src/pdf-text/) must give the engine what pdf.js gives it, or leave the document to pdf.js.
const LIMITS = { maxItems: 50_000, maxOperators: 1_000_000, maxDepth: 256 };
const fixture = (name: string) => new Uint8Array(readFileSync(path.join(FIXTURES_DIR, `${name}.pdf`)));

type Reading = { pageCount: number; pages: PdfPage[]; createdOn: string | null } | { error: string };

/** The document read through openPdf, by our reader where it can (`fast`) or by pdf.js alone. */
async function readAll(bytes: Uint8Array, reader: 'fast' | 'pdfjs'): Promise<Reading> {
  if (reader === 'pdfjs') process.env.BANKXL_PDF_READER = 'pdfjs';
  else delete process.env.BANKXL_PDF_READER;
  try {
    const pdf = await openPdf(bytes);
    try {
      const pages: PdfPage[] = [];
      for (let n = 1; n <= pdf.pageCount; n++) pages.push(await pdf.readPage(n));
      return { pageCount: pdf.pageCount, pages, createdOn: await pdf.createdOn() };
    } finally {
      await pdf.close();
    }
  } catch (error) {
    return { error: error instanceof StatementError ? error.code : String(error) };
  } finally {
    delete process.env.BANKXL_PDF_READER;
  }
}

/** Which pages our reader reads itself (null: it declines the whole document). */
function fastPages(bytes: Uint8Array): number[] | null {
  const doc = openFastDocument(bytes, LIMITS);
  if (!doc) return null;
  const pages: number[] = [];
  for (let n = 1; n <= doc.pageCount; n++) if (doc.readPage(n)) pages.push(n);
  return pages;
}

afterEach(() => {
  delete process.env.BANKXL_PDF_READER;
});

describe('our text reader reads generated statements as pdf.js does', () => {
  test.each(['long-statement.pdflib', 'account-per-page.chromium', 'au-trailing-minus.pdflib', 'be-solde-crediteur-debiteur.chromium'])(
    'given %s, when read by our reader and by pdf.js, then every page has the same items and the statement the same rows',
    async (name) => {
      const bytes = fixture(name);
      const pages = fastPages(bytes);
      // Every page of these is read by our reader itself, not handed to pdf.js.
      const doc = openFastDocument(bytes, LIMITS);
      expect(doc).not.toBeNull();
      expect(pages).toEqual(Array.from({ length: doc!.pageCount }, (_, i) => i + 1));
      const fast = await readAll(bytes, 'fast');
      const pdfjs = await readAll(bytes, 'pdfjs');
      expect('pages' in fast && fast.pages.reduce((n, p) => n + p.items.length, 0)).toBeGreaterThan(20);
      expect(fast).toEqual(pdfjs);

      process.env.BANKXL_PDF_READER = 'pdfjs';
      const byPdfjs = await parseStatement(bytes);
      delete process.env.BANKXL_PDF_READER;
      const byFast = await parseStatement(bytes);
      expect(byFast.accounts.flatMap((a) => a.transactions).length).toBeGreaterThan(3);
      expect(byFast).toEqual(byPdfjs);
    },
  );
});

/** A one-page PDF built here: `fonts` are the page's font dictionaries, `content` its content stream. */
function buildPdf(opts: { fonts: Record<string, string>; content: string; deflate?: boolean; breakXref?: boolean; corruptStream?: boolean }): Uint8Array {
  const objects: (string | Buffer)[] = [];
  const add = (body: string | Buffer) => objects.push(body) && objects.length;
  const catalog = add('');
  const pages = add('');
  const fontRefs = Object.entries(opts.fonts).map(([name, dict]) => `/${name} ${add(dict)} 0 R`);
  let data = Buffer.from(opts.content, 'latin1');
  if (opts.deflate || opts.corruptStream) data = zlib.deflateSync(data);
  if (opts.corruptStream) data = Buffer.concat([data.subarray(0, 10), Buffer.from('garbage'), data.subarray(17)]);
  const filter = opts.deflate || opts.corruptStream ? ' /Filter /FlateDecode' : '';
  const contents = add(Buffer.concat([Buffer.from(`<< /Length ${data.length}${filter} >>\nstream\n`, 'latin1'), data, Buffer.from('\nendstream', 'latin1')]));
  const page = add(`<< /Type /Page /Parent ${pages} 0 R /MediaBox [0 0 612 792] /Resources << /Font << ${fontRefs.join(' ')} >> >> /Contents ${contents} 0 R >>`);
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pages} 0 R >>`;
  objects[pages - 1] = `<< /Type /Pages /Kids [${page} 0 R] /Count 1 >>`;
  const info = add('<< /CreationDate (D:20240315120000Z) >>');
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n', 'latin1')];
  const offsets: number[] = [];
  let at = parts[0].length;
  objects.forEach((body, i) => {
    const chunk = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`, 'latin1'), Buffer.isBuffer(body) ? body : Buffer.from(body, 'latin1'), Buffer.from('\nendobj\n', 'latin1')]);
    offsets.push(at + (opts.breakXref ? 7 : 0));
    parts.push(chunk);
    at += chunk.length;
  });
  const xref = ['xref', `0 ${objects.length + 1}`, '0000000000 65535 f ', ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `)];
  parts.push(Buffer.from(`${xref.join('\n')}\ntrailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${at}\n%%EOF\n`, 'latin1'));
  return new Uint8Array(Buffer.concat(parts));
}

const HELVETICA = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
const rows = (font: string) =>
  ['01/03/2024 Opening balance 1,000.00', '02/03/2024 Coffee shop -3.20 996.80', '05/03/2024 Salary 2,500.00 3,496.80', '09/03/2024 Rent -900.00 2,596.80']
    .map((line, i) => `BT /${font} 10 Tf 1 0 0 1 50 ${700 - i * 14} Tm (${line}) Tj ET`)
    .join('\n');

describe('what our reader does not read exactly goes to pdf.js, as before', () => {
  test('given a page in a standard font, when read, then our reader reads it and gives pdf.js items (a control for the cases below)', async () => {
    const bytes = buildPdf({ fonts: { F1: HELVETICA }, content: `${rows('F1')}\nBT /F1 9 Tf 50 600 Td 2 Tc 3 Tw 90 Tz [(Spaced out) -250 (text here) 120 (and) -900 (far)] TJ 12 TL T* (next line) ' 1 0.5 (quoted line) " ET`, deflate: true });
    expect(fastPages(bytes)).toEqual([1]);
    const fast = await readAll(bytes, 'fast');
    expect(fast).toEqual(await readAll(bytes, 'pdfjs'));
    expect('pages' in fast && fast.createdOn).toBe('2024-03-15');
  });

  test.each([
    ['a Type3 font', '<< /Type /Font /Subtype /Type3 /FontBBox [0 0 750 750] /FontMatrix [0.001 0 0 0.001 0 0] /CharProcs << /a 99 0 R >> /Encoding << /Type /Encoding /Differences [97 /a] >> /FirstChar 97 /LastChar 97 /Widths [500] >>'],
    ['a TrueType font without widths', '<< /Type /Font /Subtype /TrueType /BaseFont /Arial /Encoding /WinAnsiEncoding >>'],
  ])('given a page set in %s, when converted, then pdf.js reads that page and the statement converts as with pdf.js alone', async (_name, font) => {
    const bytes = buildPdf({ fonts: { F1: HELVETICA, F2: font }, content: `${rows('F1')}\nBT /F2 10 Tf 50 500 Td (a) Tj ET` });
    // The document opens, but the page with the font we do not measure is pdf.js's.
    expect(openFastDocument(bytes, LIMITS)).not.toBeNull();
    expect(fastPages(bytes)).toEqual([]);
    const fast = await readAll(bytes, 'fast');
    expect('pages' in fast && fast.pages[0].items.map((i) => i.str).join(' ')).toContain('Coffee shop');
    expect(fast).toEqual(await readAll(bytes, 'pdfjs'));
  });

  test('given a damaged cross-reference table, when read, then our reader declines and pdf.js reads the document as before', async () => {
    const bytes = buildPdf({ fonts: { F1: HELVETICA }, content: rows('F1'), breakXref: true });
    expect(openFastDocument(bytes, LIMITS)).toBeNull();
    const fast = await readAll(bytes, 'fast');
    expect(fast).toEqual(await readAll(bytes, 'pdfjs'));
  });

  test('given an incremental update that replaces the page and frees the old content, when read, then our reader reads the updated page as pdf.js does', async () => {
    const base = buildPdf({ fonts: { F1: HELVETICA }, content: rows('F1') });
    const text = Buffer.from(base).toString('latin1');
    const prev = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)![1]);
    // Objects: 1 catalog, 2 pages, 3 font, 4 contents, 5 page, 6 info. The update adds 7 (new contents), rewrites 5
    // to use it and frees 4.
    const content = `${rows('F1')}\nBT /F1 10 Tf 50 400 Td (Added in the update 12.00) Tj ET`;
    const objects: [number, string][] = [
      [7, `<< /Length ${content.length} >>\nstream\n${content}\nendstream`],
      [5, '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents 7 0 R >>'],
    ];
    let at = base.length;
    const parts = [Buffer.from(base)];
    const offsets = new Map<number, number>();
    for (const [num, body] of objects) {
      const chunk = Buffer.from(`${num} 0 obj\n${body}\nendobj\n`, 'latin1');
      offsets.set(num, at);
      parts.push(chunk);
      at += chunk.length;
    }
    const entry = (o: number) => `${String(o).padStart(10, '0')} 00000 n `;
    const xref = ['xref', '4 2', '0000000000 00001 f ', entry(offsets.get(5)!), '7 1', entry(offsets.get(7)!)];
    parts.push(Buffer.from(`${xref.join('\n')}\ntrailer\n<< /Size 8 /Root 1 0 R /Info 6 0 R /Prev ${prev} >>\nstartxref\n${at}\n%%EOF\n`, 'latin1'));
    const bytes = new Uint8Array(Buffer.concat(parts));
    expect(fastPages(bytes)).toEqual([1]);
    const fast = await readAll(bytes, 'fast');
    expect('pages' in fast && fast.pages[0].items.map((i) => i.str).join(' ')).toContain('Added in the update');
    expect(fast).toEqual(await readAll(bytes, 'pdfjs'));
  });

  test('given a corrupt content stream, when read, then our reader declines the page and the outcome is pdf.js\'s', async () => {
    const bytes = buildPdf({ fonts: { F1: HELVETICA }, content: rows('F1'), corruptStream: true });
    expect(fastPages(bytes)).toEqual([]);
    expect(await readAll(bytes, 'fast')).toEqual(await readAll(bytes, 'pdfjs'));
  });

  test.each(['refusal-corrupt', 'refusal-truncated', 'refusal-empty', 'encrypted-no-password', 'refusal-letter', 'refusal-scanned'])(
    'given the %s fixture, when opened, then it is refused or read exactly as pdf.js alone would',
    async (name) => {
      const bytes = fixture(name);
      const fast = await readAll(bytes, 'fast');
      expect(fast).toEqual(await readAll(bytes, 'pdfjs'));
    },
  );

  test('given an encrypted statement, when opened without its password, then it is refused with password_required as before', async () => {
    const bytes = fixture('encrypted-no-password');
    expect(openFastDocument(bytes, LIMITS)).toBeNull();
    expect(await readAll(bytes, 'fast')).toEqual({ error: 'password_required' });
  });
});
