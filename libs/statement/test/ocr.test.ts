import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { rasteriseToImagePdf, type RasteriseOptions } from '../fixtures-src/rasterise.js';
import { garbledStatementPdf } from '../fixtures-src/garbled.js';
import { createTesseractEngine, pagesWithoutText, parseStatement, StatementError, type ClosableOcrEngine, type Statement } from '../src/index.js';
import { asFigure, correctByColumn, correctFigures, correctMarks } from '../src/ocr/figures.js';
import { isUnevenlyLit } from '../src/ocr/lighting.js';
import { linesRunDown, turnQuarters } from '../src/ocr/orient.js';
import { LOW_CONFIDENCE } from '../src/ocr/scan.js';
import { MAX_IMAGE_PIXELS } from '../src/ocr/port.js';
import { withoutSpecks } from '../src/ocr/specks.js';
import { FIXTURES_DIR, type StatementTruth } from './truth.js';

// Statements whose truth is known, rasterised into image-only PDFs here (as a scanner would make them) and
// read back with OCR. Each OCR'd page costs a few seconds, so only a handful of pages are read.

const fixture = (name: string) => new Uint8Array(readFileSync(path.join(FIXTURES_DIR, `${name}.pdf`)));
const truthOf = (name: string) => JSON.parse(readFileSync(path.join(FIXTURES_DIR, `${name}.truth.json`), 'utf8')) as StatementTruth;
const scanOf = (name: string, look: RasteriseOptions = {}) => rasteriseToImagePdf(fixture(name), { dpi: 200, jpegQuality: 85, ...look });
const codeOf = (e: unknown) => (e instanceof StatementError ? e.code : e);
const cents = (x: number) => Math.round(x * 100);

/** Date and amount of every row, as the truth has them: what OCR must get right. */
const figuresOf = (s: Statement | StatementTruth) => s.accounts.flatMap((a) => a.transactions.map((t) => `${t.date} ${cents(t.amount)} ${t.balance === null ? '-' : cents(t.balance)}`));

describe('figure post-correction', () => {
  test('when a word is evidently a figure or a date with look-alike letters, then the letters are read as digits', () => {
    expect(asFigure('l,234.5O')).toBe('1,234.50');
    expect(asFigure('-1,2S4.00')).toBe('-1,254.00');
    expect(asFigure('(4O.00)')).toBe('(40.00)');
    expect(asFigure('O1/15')).toBe('01/15');
    expect(asFigure('3l.O3.2024')).toBe('31.03.2024');
    expect(asFigure('O6.09.')).toBe('06.09.');
    expect(asFigure('98.10,')).toBe('98.10');
    expect(asFigure('1,234,.50')).toBe('1,234.50');
    expect(asFigure('.26')).toBe('0.26');
    expect(asFigure('$.05')).toBe('$0.05');
    expect(asFigure('T.183.38')).toBe('7.183.38');
    expect(asFigure('"3,769.92')).toBe('3,769.92');
  });

  test('when a word is text, or already a figure, or a figure with a suffix mark, then it is left alone', () => {
    for (const word of ['06.09.', 'SOS', 'l5', 'Bl2', 'BOOKS', '1,234.50', '12,50S', '9.10D', '2024', 'REF0O1', 'ISBN', 'TAX', '"Quoted"']) expect(asFigure(word)).toBeNull();
  });

  test('when a figure is split at its decimal mark into two close words, then they are joined and the change reported', () => {
    const word = (text: string, x: number, width: number) => ({ text, x, width, baseline: 100, size: 10, confidence: 90 });
    const { words, fixes } = correctFigures([word('PAYMENT', 10, 50), word('1,234', 300, 25), word('.5O', 326, 12), word('17', 400, 10)]);
    expect(words.map((w) => w.text)).toEqual(['PAYMENT', '1,234.50', '17']);
    expect(fixes).toEqual([{ read: '1,234 .5O', as: '1,234.50' }]);
  });

  test('when a debit or credit mark is glued to a figure, then the space between them is put back', () => {
    const word = (text: string) => ({ text, x: 10, width: 30, baseline: 100, size: 10, confidence: 90 });
    expect(correctFigures([word('311,72S'), word('30.77CR'), word('TESCO'), word('12.50')]).words.map((w) => w.text)).toEqual(['311,72 S', '30.77 CR', 'TESCO', '12.50']);
  });
});

describe('figures put right by their column', () => {
  // Rows 14 points apart: a date column at x 40 (left-aligned), an amount column ending at x 560 (right-aligned).
  const row = (i: number, date: string, amount: string) => [
    { text: date, x: 40, width: 22, baseline: 100 + i * 14, size: 7, confidence: 90 },
    { text: amount, x: 560 - amount.length * 4, width: amount.length * 4, baseline: 100 + i * 14, size: 7, confidence: 90 },
  ];

  test('when a figure lost its decimal mark or a date its separator, then the column they stand in puts it back', () => {
    const words = [...row(0, '1211', '904'), ...row(5, '12/30', '2438S'), ...row(1, '12/13', '7.28'), ...row(2, '12/127', '130.12'), ...row(3, '12/28', '1,120.09'), ...row(4, '12/29', '19.36')];
    const { words: fixed, fixes } = correctByColumn(words);
    expect(fixed.map((w) => w.text)).toEqual(['12/11', '9.04', '12/30', '24.38 S', '12/13', '7.28', '12/27', '130.12', '12/28', '1,120.09', '12/29', '19.36']);
    expect(fixes).toEqual([
      { read: '1211', as: '12/11' },
      { read: '904', as: '9.04' },
      { read: '2438S', as: '24.38 S' },
      { read: '12/127', as: '12/27' },
    ]);
  });

  test('when a blurred scan lost the slashes of full dates or read them as digits, then the column of dates puts them back', () => {
    const dates = ['01/03/2024', '01032024', '02/03/2024', '010372024', '0603/2024', '03/03/2024', '07/0372024', '04/03/2024', '200032024', '22/03°2024'];
    const words = dates.flatMap((d, i) => row(i, d, '10.00'));
    const { words: fixed, fixes } = correctByColumn(words);
    expect(fixed.filter((_, i) => i % 2 === 0).map((w) => w.text)).toEqual(['01/03/2024', '01/03/2024', '02/03/2024', '01/03/2024', '06/03/2024', '03/03/2024', '07/03/2024', '04/03/2024', '20/03/2024', '22/03/2024']);
    expect(fixes.map((f) => f.read)).toEqual(['01032024', '010372024', '0603/2024', '07/0372024', '200032024', '22/03°2024']);
    // Most of a long column blurred (three good dates of fifteen, far apart): the page's column still says.
    const blurred = Array.from({ length: 15 }, (_, i) => (i % 5 === 0 ? `${10 + i}/03/2024` : `${10 + i}032024`));
    const fixedColumn = correctByColumn(blurred.flatMap((d, i) => row(i, d, '10.00'))).words.filter((_, i) => i % 2 === 0);
    expect(fixedColumn.map((w) => w.text)).toEqual(Array.from({ length: 15 }, (_, i) => `${10 + i}/03/2024`));
    // A year the column does not print, or no day and month: a reference number, left alone.
    const others = [...row(0, '01/03/2024', '1.00'), ...row(1, '12345678', '2.00'), ...row(2, '01031999', '3.00'), ...row(3, '02/03/2024', '4.00'), ...row(4, '03/03/2024', '5.00')];
    expect(correctByColumn(others).fixes).toEqual([]);
  });

  test('when a short date had its slash read as a 1 or 7, or an amount its marks read wrong, then the column puts them right', () => {
    // A figure already right, its mark set apart ("2,53 S"), is no change to report.
    expect(correctByColumn([...row(0, '1.00', '2,53 S'), ...row(1, '2.00', '3,00 S'), ...row(2, '3.00', '1.582,05 S'), ...row(3, '4.00', '5,11 S')]).fixes).toEqual([]);
    const words = [...row(0, '12120', '7.35949'), ...row(1, '12/13', '7.28'), ...row(2, '12727', '4,11011'), ...row(3, '12/28', '1,120.09'), ...row(4, '12/29', '19.36')];
    expect(correctByColumn(words).words.map((w) => w.text)).toEqual(['12/20', '7359.49', '12/13', '7.28', '12/27', '4110.11', '12/28', '1,120.09', '12/29', '19.36']);
  });

  test('when a column is not one of figures (reference or cheque numbers), then its numbers are left alone', () => {
    const words = [...row(0, '1234', '904'), ...row(1, '1236', '1237'), ...row(2, '1240', '55'), ...row(3, '1241', '7.28')];
    expect(correctByColumn(words).fixes).toEqual([]);
    // Amounts under a hundred look like days and months ("9.98"): an amount column is not a date column.
    const amounts = [...row(0, '10/28', '91.06'), ...row(1, '10/30', '451.20'), ...row(2, '10/30', '37.07'), ...row(3, '10/31', '18.67')];
    expect(correctByColumn(amounts).fixes).toEqual([]);
    // A cheque number under a date column is no day and month; an account number beside amounts is no amount.
    const numbers = [...row(0, '10/28', '91.06'), ...row(1, '1234', '12345678'), ...row(2, '10/30', '37.07'), ...row(3, '10/31', '18.67'), ...row(4, '11/02', '5.00')];
    expect(correctByColumn(numbers).fixes).toEqual([]);
  });
});

describe('specks and light', () => {
  const word = (text: string, confidence: number) => ({ text, x: 0, width: 5, baseline: 0, size: 7, confidence });

  test('when dust is read as lone marks the engine is unsure of, then they are dropped and print is kept', () => {
    const words = [word(')', 0), word('}', 12), word("'", 40), word('.', 30), word('-', 20), word('$', 30), word('7', 30), word('S', 20), word('A', 90), word('CR', 17), word('.', 85), word('12.50', 40)];
    expect(withoutSpecks(words).map((w) => w.text)).toEqual(['-', '$', '7', 'S', 'A', 'CR', '.', '12.50']);
  });

  /** A Letter page at 50 dpi: lines of print on paper, the paper darkened towards the bottom right by `shade`. */
  const page = (shade: number) => {
    const [w, h] = [425, 550];
    const grey = new Uint8Array(w * h);
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const paper = 255 * (1 - (shade * (x / w + y / h)) / 2);
        grey[y * w + x] = y % 12 < 3 && x > 40 && x < 380 ? 30 : paper;
      }
    }
    return { page: 1, grey, widthPx: w, heightPx: h, scale: 50 / 72 };
  };

  test('when a page is turned by quarter turns, then its pixels land where the turn puts them', () => {
    // 3 wide, 2 tall: 0 1 2 / 3 4 5.
    const image = { page: 1, grey: Uint8Array.from([0, 1, 2, 3, 4, 5]), widthPx: 3, heightPx: 2, scale: 1 };
    const clockwise = turnQuarters(image, 1);
    expect([clockwise.widthPx, clockwise.heightPx, [...clockwise.grey]]).toEqual([2, 3, [3, 0, 4, 1, 5, 2]]);
    expect([...turnQuarters(image, 2).grey]).toEqual([5, 4, 3, 2, 1, 0]);
    expect([...turnQuarters(image, 3).grey]).toEqual([2, 5, 1, 4, 0, 3]);
    expect(turnQuarters(image, 4)).toBe(image);
  });

  test('when lines of print run down the page, then the page is taken for one turned sideways', () => {
    const across = page(0);
    expect(linesRunDown(across)).toBe(false);
    expect(linesRunDown(turnQuarters(across, 1))).toBe(true);
  });

  test('when the paper darkens across the page as in a photo lit from one side, then the page is taken as unevenly lit', () => {
    expect(isUnevenlyLit(page(0))).toBe(false);
    expect(isUnevenlyLit(page(0.05))).toBe(false);
    expect(isUnevenlyLit(page(0.5))).toBe(true);
  });
});

describe('Soll and Haben marks', () => {
  const word = (text: string, x: number, line: number) => ({ text, x, width: text.length * 4, baseline: 100 + line * 14, size: 7, confidence: 80 });
  const rows = (marks: string[]) => marks.flatMap((mark, i) => [word('KARTENZAHLUNG', 100, i), word('171,97', 520, i), word(mark, 546, i)]);

  test('when a lone 8 or 5 follows an amount in a column of S and H marks, then it is read as the mark S and the change reported', () => {
    const { words, fixes } = correctMarks(rows(['S', '8', 'H', '5', 'S']));
    expect(words.filter((w) => w.x === 546).map((w) => w.text)).toEqual(['S', 'S', 'H', 'S', 'S']);
    expect(fixes).toEqual([
      { read: '8', as: 'S' },
      { read: '5', as: 'S' },
    ]);
  });

  test('when there is no column of marks, then a lone digit after an amount is left alone', () => {
    expect(correctMarks(rows(['8', '5', '8'])).fixes).toEqual([]);
    expect(correctMarks([...rows(['S', 'H', 'S']), word('8', 300, 5)]).fixes).toEqual([]);
  });
});

describe('parseStatement with OCR (tesseract.js, local models)', () => {
  let engine: ClosableOcrEngine;
  beforeAll(async () => {
    engine = await createTesseractEngine();
  });
  afterAll(async () => {
    await engine?.close();
  });

  test('when a statement is a scan, then OCR reads every date and amount of the truth and the balance check verifies it', async () => {
    const name = 'uk-current.pdflib';
    const s = await parseStatement(await scanOf(name), { ocr: engine });
    expect(s.ocrPages).toEqual([1]);
    expect(figuresOf(s)).toEqual(figuresOf(truthOf(name)));
    expect(s.accounts[0].checks.verdict).toBe(truthOf(name).verdict);
    expect(s.warnings).toContain('Page 1 was read by OCR (it is a scanned image): check its figures against the scan.');
    const confidences = s.accounts[0].transactions.map((t) => t.confidence);
    expect(confidences.every((c) => typeof c === 'number' && c > 0 && c <= 100)).toBe(true);
    // The models are read from the installed packages: nothing is cached into the working directory.
    expect(existsSync(path.join(process.cwd(), 'eng.traineddata'))).toBe(false);
  }, 120_000);

  test('when the text layer of a page says letters where the page prints figures (re-encoded fonts), then the page is read by OCR and its rows are the ones it shows', async () => {
    const garbled = garbledStatementPdf(10);
    // The premise: the text layer has no figure at all; the probe sends the page where OCR is.
    expect((await pagesWithoutText(new Uint8Array(garbled.pdf))).withoutText).toEqual([1]);
    const s = await parseStatement(new Uint8Array(garbled.pdf), { ocr: engine });
    expect(s.ocrPages).toEqual([1]);
    expect(s.accounts[0].transactions.map((t) => [t.date, t.description, t.amount, t.balance])).toEqual(garbled.rows.map((r) => [r.date, r.description, r.amount, r.balance]));
    expect(s.accounts[0].openingBalance).toBe(garbled.opening);
    expect(s.warnings).toContain('Page 1 was read by OCR (its text layer does not match what the page shows): check its figures against the page.');
  }, 120_000);

  test('when the scan is tilted, speckled and saved as JPEG, then it is straightened and read all the same', async () => {
    const name = 'fr-compte-courant.pdflib';
    const s = await parseStatement(await scanOf(name, { angle: 1.2, specks: 60, blur: 0.4, seed: 7 }), { ocr: engine });
    expect(s.ocrPages).toEqual([1]);
    expect(figuresOf(s)).toEqual(figuresOf(truthOf(name)));
    expect(s.accounts[0].checks.verdict).toBe('verified');
  }, 120_000);

  test('when a photo of a statement is lit from one side, then its shadowed part is read as well as the rest', async () => {
    // One threshold for the whole page (tesseract's default) misreads a figure in the shadow of this one.
    const name = 'au-trailing-minus.pdflib';
    const s = await parseStatement(await scanOf(name, { shade: 0.7, blur: 0.6, jpegQuality: 70, seed: 5 }), { ocr: engine });
    expect(s.ocrPages).toEqual([1]);
    expect(figuresOf(s)).toEqual(figuresOf(truthOf(name)));
    expect(s.accounts[0].checks.verdict).toBe(truthOf(name).verdict);
  }, 120_000);

  test('when a page was scanned upside down or sideways, then it is turned round, read, and the user told', async () => {
    const name = 'uk-current.pdflib';
    for (const [look, how] of [[{ angle: 180 }, 'upside down'], [{ sideways: true }, 'sideways']] as const) {
      const s = await parseStatement(await scanOf(name, look), { ocr: engine });
      expect(s.ocrPages).toEqual([1]);
      expect(figuresOf(s)).toEqual(figuresOf(truthOf(name)));
      expect(s.accounts[0].checks.verdict).toBe(truthOf(name).verdict);
      expect(s.warnings).toContain(`Page 1 was scanned ${how}: it was turned round to be read.`);
    }
  }, 300_000); // two scans read in turn: over two minutes on a loaded 2-core machine

  test('when a German statement prints a Soll or Haben mark beside each amount, then every amount and its sign are read', async () => {
    const name = 'de-giro-soll-haben-suffix.pdflib';
    const s = await parseStatement(await scanOf(name), { ocr: engine });
    expect(figuresOf(s)).toEqual(figuresOf(truthOf(name)));
    expect(s.accounts[0].checks.verdict).toBe('verified');
  }, 120_000);

  test('when one page of a statement is scanned, then only that page is OCRd and the others keep their text layer', async () => {
    const name = 'uk-multipage.pdflib';
    const s = await parseStatement(await scanOf(name, { keepText: [1, 3] }), { ocr: engine });
    expect(s.ocrPages).toEqual([2]);
    expect(figuresOf(s)).toEqual(figuresOf(truthOf(name)));
    expect(s.accounts[0].checks.verdict).toBe('verified');
    const rows = s.accounts[0].transactions;
    expect(rows.filter((t) => t.page !== 2).every((t) => t.confidence === undefined)).toBe(true);
    expect(rows.filter((t) => t.page === 2).every((t) => typeof t.confidence === 'number')).toBe(true);
    expect(s.warnings.filter((w) => /read by OCR/.test(w))).toEqual(['Page 2 was read by OCR (it is a scanned image): check its figures against the scan.']);
  }, 120_000);

  test('when one scanned page is finer than OCR reads (600 dpi, over MAX_IMAGE_PIXELS), then its image is not decoded, the page is named with what to do, and the other pages are read', async () => {
    const name = 'uk-multipage.pdflib';
    const s = await parseStatement(await scanOf(name, { keepText: [1, 3], dpi: 600 }), { ocr: engine });
    expect(s.ocrPages).toEqual([]);
    expect(s.warnings).toContain('Page 2 was not read: its image is larger than OCR can read (over 16 megapixels, as a page scanned at more than about 400 dpi). Scan or save it at 300 dpi to have it read.');
    expect(s.warnings.filter((w) => /^Page 2\b/.test(w))).toHaveLength(1);
    const pages = new Set(s.accounts.flatMap((a) => a.transactions.map((t) => t.page)));
    expect([...pages].sort()).toEqual([1, 3]);
  }, 120_000);

  test('when every scanned page is finer than OCR reads, then the statement is refused as too large to read, with what to do', async () => {
    const error = await parseStatement(await scanOf('uk-current.pdflib', { dpi: 600, paper: '#f4e9cf', jpegQuality: 90 }), { ocr: engine }).catch((e: unknown) => e);
    expect(codeOf(error)).toBe('scan_too_large');
    expect((error as StatementError).message).toBe(
      'The scanned pages of this PDF are images larger than OCR can read (over 16 megapixels a page, as a page scanned at more than about 400 dpi). Please scan them at 300 dpi, or save the scan at a lower resolution.',
    );
    expect(MAX_IMAGE_PIXELS).toBe(16_000_000);
  }, 120_000);

  test('when a scan is too poor to read reliably, then the statement is never called verified with wrong figures, and unsure rows are named', async () => {
    const name = 'uk-current.chromium';
    const s = await parseStatement(await scanOf(name, { dpi: 90, angle: -2, specks: 400, blur: 0.8, jpegQuality: 40, seed: 3 }), { ocr: engine }).catch((e: unknown) => e);
    if (s instanceof StatementError) return expect(['no_transactions', 'no_text_layer']).toContain(s.code);
    const statement = s as Statement;
    const right = JSON.stringify(figuresOf(statement)) === JSON.stringify(figuresOf(truthOf(name)));
    if (!right) expect(statement.accounts.map((a) => a.checks.verdict)).not.toEqual(['verified']);
    for (const t of statement.accounts.flatMap((a) => a.transactions)) {
      if ((t.confidence ?? 100) < LOW_CONFIDENCE) expect(statement.warnings.some((w) => w.includes(`row of ${t.date}`) && w.includes(`(${t.confidence}%)`))).toBe(true);
    }
  }, 120_000);
});

describe('parseStatement without OCR', () => {
  test('when a scan is parsed without an OCR engine, then it is refused as no_text_layer, as before', async () => {
    const error = await parseStatement(await scanOf('uk-current.pdflib')).catch((e: unknown) => e);
    expect(codeOf(error)).toBe('no_text_layer');
  });

  test('when a statement whose text layer does not match its page is parsed without an OCR engine, then it is refused saying so', async () => {
    const error = await parseStatement(new Uint8Array(garbledStatementPdf(10).pdf)).catch((e: unknown) => e);
    expect(codeOf(error)).toBe('no_text_layer');
    expect((error as Error).message).toBe('The text in this PDF does not match what its pages show (its fonts are re-encoded), so it can only be read as a scan.');
  });

  test('when a statement with one scanned page is parsed without an OCR engine, then that page is reported and skipped, as before', async () => {
    const s = await parseStatement(await scanOf('uk-multipage.pdflib', { keepText: [1, 3] }));
    expect(s.ocrPages).toBeUndefined();
    expect(s.warnings).toContain('Page 2 has no text layer (a scanned page?) and could not be read.');
    expect(s.accounts[0].transactions.some((t) => t.page === 2)).toBe(false);
    expect(s.accounts[0].transactions.every((t) => t.confidence === undefined)).toBe(true);
  });
});
