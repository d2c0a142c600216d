import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { rasteriseToImagePdf } from '../fixtures-src/rasterise.js';
import { pagesWithoutText, parseStatement, StatementError } from '../src/index.js';
import { FIXTURES_DIR } from './truth.js';

// pagesWithoutText tells a caller (the conversion service) which pages only OCR can read, before reading.

const fixture = (name: string) => new Uint8Array(readFileSync(path.join(FIXTURES_DIR, `${name}.pdf`)));
const codeOf = (e: unknown) => (e instanceof StatementError ? e.code : e);

describe('pagesWithoutText', () => {
  test('when every page has a text layer, then none is named', async () => {
    expect(await pagesWithoutText(fixture('uk-multipage.pdflib'))).toEqual({ pages: 3, withoutText: [] });
  });

  test('when one page of three is scanned, then that page is named, and parseStatement without OCR says the same page has no text layer', async () => {
    const mixed = await rasteriseToImagePdf(fixture('uk-multipage.pdflib'), { keepText: [1, 3] });
    expect(await pagesWithoutText(mixed)).toEqual({ pages: 3, withoutText: [2] });
    expect((await parseStatement(mixed)).warnings).toContain('Page 2 has no text layer (a scanned page?) and could not be read.');
  });

  test('when maxPages is given, then only those first pages are looked at; past pageLimit, none is', async () => {
    const scan = await rasteriseToImagePdf(fixture('uk-multipage.pdflib'));
    expect(await pagesWithoutText(scan)).toEqual({ pages: 3, withoutText: [1, 2, 3] });
    expect(await pagesWithoutText(scan, { maxPages: 1 })).toEqual({ pages: 3, withoutText: [1] });
    expect(await pagesWithoutText(scan, { pageLimit: 2 })).toEqual({ pages: 3, withoutText: [] });
  });

  test('when the PDF is refused, then it is refused as parseStatement refuses it', async () => {
    await expect(pagesWithoutText(new Uint8Array([1, 2, 3])).catch(codeOf)).resolves.toBe('not_a_pdf');
    await expect(pagesWithoutText(fixture('encrypted-no-password')).catch(codeOf)).resolves.toBe('password_required');
  });
});
