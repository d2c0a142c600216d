import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { describe, expect, test } from '@jest/globals';
import { degrees, PDFDocument } from 'pdf-lib';
import { textBombPdf } from '../fixtures-src/bombs.js';
import { onePagePdf, streamObject } from '../fixtures-src/hostile.js';
import { countPages, parseStatement, StatementError } from '../src/index.js';
import { compareToTruth, FIXTURES_DIR, type TruthFile } from './truth.js';

const fixture = (name: string) => new Uint8Array(readFileSync(path.join(FIXTURES_DIR, `${name}.pdf`)));
const codeOf = (e: unknown) => (e instanceof StatementError ? e.code : e);

describe('parseStatement options and refusals', () => {
  test('when maxPages is 1, then only page 1 is read but the total page count is reported', async () => {
    const s = await parseStatement(fixture('uk-multipage.pdflib'), { maxPages: 1 });
    expect(s.pages).toBe(3);
    expect(s.pagesParsed).toBe(1);
    expect(s.accounts[0].transactions.every((t) => t.page === 1)).toBe(true);
    expect(s.accounts[0].transactions.length).toBe(20);
    // Page 1 ends on a carried-forward row, so even the first page ties out on its own.
    expect(s.accounts[0].checks.verdict).toBe('verified');
  });

  test('when the document has more pages than pageLimit, then it is refused as too_many_pages', async () => {
    const error = await parseStatement(fixture('uk-multipage.pdflib'), { pageLimit: 2 }).catch((e: unknown) => e);
    expect(codeOf(error)).toBe('too_many_pages');
    expect((error as Error).message).toBe('This PDF has 3 pages; at most 2 can be converted at once.');
  });

  test('when a statement is parsed, then the caller keeps its bytes (pdfjs gets a copy)', async () => {
    const bytes = fixture('uk-current.pdflib');
    const length = bytes.length;
    await parseStatement(bytes);
    expect(bytes.length).toBe(length);
    await expect(parseStatement(bytes)).resolves.toBeDefined();
  });

  test('when countPages is called, then it reports the page count, and needs the password like parsing does', async () => {
    expect(await countPages(fixture('uk-multipage.chromium'))).toBe(3);
    expect(await countPages(fixture('encrypted-with-password'), { password: 'statement-2024' })).toBe(1);
    expect(codeOf(await countPages(fixture('encrypted-no-password')).catch((e: unknown) => e))).toBe('password_required');
    expect(codeOf(await countPages(fixture('refusal-png-renamed')).catch((e: unknown) => e))).toBe('not_a_pdf');
  });

  test('the refusal messages are the user-facing ones', async () => {
    const message = async (name: string, password?: string) => ((await parseStatement(fixture(name), { password }).catch((e: unknown) => e)) as Error).message;
    expect(await message('refusal-png-renamed')).toBe('This file is not a PDF.');
    expect(await message('refusal-truncated')).toBe('This PDF is damaged or incomplete and cannot be read.');
    expect(await message('encrypted-no-password')).toBe('This PDF is password-protected. Enter its password to convert it.');
    expect(await message('encrypted-wrong-password', 'nope')).toBe('The password for this PDF is incorrect.');
    expect(await message('refusal-scanned')).toBe('This PDF is a scanned image with no text layer. Scanned statements are not supported yet.');
    expect(await message('refusal-letter')).toBe('No transactions were found in this PDF.');
  });

  test('a statement reports the bank when a line names it, page numbers and positions of rows', async () => {
    const s = await parseStatement(fixture('uk-multipage.chromium'));
    expect(s.bank).toBe('Albion Bank plc');
    const pages = new Set(s.accounts[0].transactions.map((t) => t.page));
    expect([...pages]).toEqual([1, 2, 3]);
    expect(s.accounts[0].transactions.every((t) => t.y > 0)).toBe(true);
    expect(s.accounts[0].kind).toBe('bank');
  });

  test('a credit-card statement is marked as such and owes a negative balance', async () => {
    const s = await parseStatement(fixture('credit-card.pdflib'));
    expect(s.accounts[0].kind).toBe('credit_card');
    expect(s.accounts[0].closingBalance).toBeLessThan(0);
  });
});

describe('pages with far more text than a statement page (decompression bombs)', () => {
  test('when a small PDF unpacks into 200,000 text pieces, then it is refused as no_transactions without reading them all', async () => {
    const bomb = textBombPdf({ pieces: 200_000 });
    expect(bomb.length).toBeLessThan(200_000);
    const error = await parseStatement(new Uint8Array(bomb)).catch((e: unknown) => e);
    expect(codeOf(error)).toBe('no_transactions');
    expect((error as Error).message).toBe('No transactions were found in this PDF: its pages hold far more text than a statement does.');
  });

  test('when it unpacks into a million and a half pieces, then its content stream is refused before pdf.js reads it (issue 16)', async () => {
    const error = await parseStatement(new Uint8Array(textBombPdf({ pieces: 1_500_000 }))).catch((e: unknown) => e);
    expect(codeOf(error)).toBe('oversized_content');
  });

  test('when a scan holds pictures that unpack to more than the document budget, then it is not refused for their size (they are not decoded to read text)', async () => {
    // Six A4 pages scanned at 300 dpi in RGB: 26 MB of pixels each, 156 MB together.
    const scan = streamObject(zlib.deflateSync(Buffer.alloc(2480 * 3508 * 3, 0xf0)), '/Type /XObject /Subtype /Image /Width 2480 /Height 3508 /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /FlateDecode');
    const error = await parseStatement(new Uint8Array(onePagePdf('', { objects: Array.from({ length: 6 }, () => scan) }))).catch((e: unknown) => e);
    expect(codeOf(error)).toBe('no_text_layer');
  });

  test('when an image declares more pixels than any scanned page has, then it is refused as oversized_content', async () => {
    const huge = streamObject(zlib.deflateSync(Buffer.alloc(1024)), '/Type /XObject /Subtype /Image /Width 20000 /Height 20000 /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /FlateDecode');
    const error = await parseStatement(new Uint8Array(onePagePdf('BT /F1 9 Tf 40 800 Td (Card payment 12.00) Tj ET', { objects: [huge] }))).catch((e: unknown) => e);
    expect(codeOf(error)).toBe('oversized_content');
  });

  test('when one page of a statement is a text bomb, then that page is skipped with a warning and the others are read', async () => {
    const statement = await PDFDocument.load(fixture('uk-multipage.pdflib'));
    const bomb = await PDFDocument.load(textBombPdf({ pieces: 200_000 }));
    const [page] = await statement.copyPages(bomb, [0]);
    statement.addPage(page);
    const s = await parseStatement(await statement.save());
    expect(s.pages).toBe(4);
    expect(s.warnings).toContain('Page 4 holds far more text than a statement page and was skipped.');
    expect(s.accounts[0].transactions.length).toBeGreaterThan(40);
    expect(s.accounts[0].checks.verdict).toBe('verified');
  });
});

describe('pages turned by the PDF (landscape statements)', () => {
  test.each([90, 180, 270])('when every page is drawn turned and /Rotate %i turns it upright, then it reads exactly as the upright original', async (rotation) => {
    const name = 'uk-multipage.pdflib';
    const truth = JSON.parse(readFileSync(path.join(FIXTURES_DIR, `${name}.truth.json`), 'utf8')) as TruthFile;
    const out = await PDFDocument.create();
    for (const page of await out.embedPdf(fixture(name), [0, 1, 2])) {
      const { width: w, height: h } = page;
      const turned = out.addPage(rotation === 180 ? [w, h] : [h, w]);
      turned.setRotation(degrees(rotation));
      const origin = rotation === 90 ? { x: h, y: 0 } : rotation === 180 ? { x: w, y: h } : { x: 0, y: w };
      turned.drawPage(page, { ...origin, rotate: degrees(rotation) });
    }
    expect(compareToTruth(await parseStatement(await out.save()), truth)).toEqual([]);
  });
});

describe('what reading a PDF loads', () => {
  test('when a statement is read, then Node\'s fetch (undici) is not loaded for it, and Response works as before afterwards', () => {
    // Its own process (jest's sandbox has globals of its own): the built package, as the CLI and the engine workers load it.
    const entry = pathToFileURL(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/src/index.js')).href;
    const pdf = path.join(FIXTURES_DIR, 'uk-multipage.pdflib.pdf');
    const script = `
      const { parseStatement } = await import(${JSON.stringify(entry)});
      const { readFileSync } = await import('node:fs');
      const s = await parseStatement(new Uint8Array(readFileSync(${JSON.stringify(pdf)})));
      const stillLazy = typeof Object.getOwnPropertyDescriptor(globalThis, 'Response').get === 'function';
      const text = await new Response('still a Response').text();
      console.log(JSON.stringify({ transactions: s.accounts[0].transactions.length, stillLazy, text }));`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual({ transactions: expect.any(Number), stillLazy: true, text: 'still a Response' });
    expect(JSON.parse(run.stdout).transactions).toBeGreaterThan(20);
  });
});
