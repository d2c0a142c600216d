import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, test } from '@jest/globals';
import { rasteriseToImagePdf } from '../fixtures-src/rasterise.js';
import { parseStatement, type OcrEngine, type OcrWord } from '../src/index.js';
import { FIXTURES_DIR } from './truth.js';

// How OCR'd lines become rows. The engine is the third party here: a scripted one hands back the words a
// recogniser gives for a page (each line on whole pixels of its own baseline guess), so the layout stage is
// tested on exactly the positions that made it go wrong, without seconds of recognition per page.

/** Points per pixel at 300 dpi: OCR places every line on a whole pixel. */
const PX = 72 / 300;
const onPixel = (y: number) => Math.round(y / PX) * PX;

/** The words of one line: each cell is [x, text], its words set one after another at a 5 pt letter width. */
function line(y: number, cells: [number, string][], size = 7.9): OcrWord[] {
  return cells.flatMap(([x0, text]) => {
    let x = x0;
    return text.split(' ').map((word) => {
      const w: OcrWord = { text: word, x, width: word.length * 4.4, baseline: onPixel(y), size, confidence: 95 };
      x += (word.length + 1) * 4.4;
      return w;
    });
  });
}

/** Right-aligns a figure at `right`. */
const at = (right: number, text: string): [number, string] => [right - text.length * 4.4, text];

type Booking = { date: string; text: string[]; amount: string; cents: number };

const bookings: Booking[] = [
  { date: '02.11.2022', text: ['Kartenzahlung', 'ARAL Station//Leipzig/DE', '2022-10-31T11:50 Folgenr. 471 Verfalld. 2612'], amount: '2,53 S', cents: -253 },
  { date: '02.11.2022', text: ['Kartenzahlung', 'MVG Muenchen//Koeln/DE', '2022-11-02T11:45 Folgenr. 159 Verfalld. 2812'], amount: '5,11 S', cents: -511 },
  { date: '02.11.2022', text: ['Kartenzahlung', 'Deutsche Bahn//Berlin/DE', '2022-11-01T21:54 Folgenr. 197 Verfalld. 2912'], amount: '9,29 S', cents: -929 },
  { date: '03.11.2022', text: ['Kartenzahlung', 'Backwerk//Muenchen/DE', '2022-11-01T18:37 Folgenr. 573 Verfalld. 2912'], amount: '19,21 S', cents: -1921 },
  { date: '03.11.2022', text: ['Bargeldauszahlung', 'GA 92876902/Geldautomat Innenstadt', '03.11/20.47Uhr'], amount: '300,00 S', cents: -30000 },
  { date: '04.11.2022', text: ['Kartenzahlung', 'MVG Muenchen//Berlin/DE', '2022-11-04T19:57 Folgenr. 847 Verfalld. 2912'], amount: '152,85 S', cents: -15285 },
  { date: '04.11.2022', text: ['Lohn/Gehalt', 'Bergmann Maschinenbau AG', 'Gehalt 11/2022 Pers.-Nr. 265981'], amount: '2.841,49 H', cents: 284149 },
];

/**
 * A German giro page as OCR reads it: a row's wrapped lines were typeset 11.25 then 10.5 pt apart (or the
 * other way round), rows 15 pt apart, and each baseline comes back up to a pixel off, so a wrapped line can
 * look a point closer to the line below it than to the one above.
 */
function giroPage(): OcrWord[] {
  const words: OcrWord[] = [
    ...line(60, [[40, 'Hanseatische Direktbank AG'], [470, 'Kontoauszug 11/2022']]),
    ...line(200, [[40, 'Kontostand am 01.11.2022: 4.926,58 H Kontostand am 01.12.2022: 2.766,48 H']]),
    ...line(282.3, [[40, 'Buchung'], [110, 'Valuta'], [160, 'Vorgang/Verwendungszweck'], [490, 'Betrag in EUR']]),
    ...line(297.3, [[160, 'Alter Kontostand vom 01.11.2022'], at(555, '4.926,58 H')]),
  ];
  // Each baseline's OCR error in pixels, as read from a 200 dpi scan: within one pixel either way.
  const errors = [0, 1, -1, 1, -1, 0, 1, -1, -1, 1, 0, -1, 1, 1, -1, 0, -1, 1, 0, 1, -1];
  let y = 312.3;
  let k = 0;
  bookings.forEach((b, i) => {
    words.push(...line(y + errors[k++ % errors.length] * PX, [[40, b.date], [110, b.date.slice(0, 6)], [160, b.text[0]], at(555, b.amount)]));
    const gaps = i % 2 ? [11.25, 10.5] : [10.5, 11.25];
    let wrapY = y;
    b.text.slice(1).forEach((text, j) => {
      wrapY += gaps[j];
      words.push(...line(wrapY + errors[k++ % errors.length] * PX, [[160, text]]));
    });
    y = wrapY + 15;
  });
  return words;
}

describe("OCR'd rows", () => {
  let scan: Uint8Array;
  beforeAll(async () => {
    // Any image-only page: the scripted engine reads the words above from it.
    scan = await rasteriseToImagePdf(new Uint8Array(readFileSync(path.join(FIXTURES_DIR, 'de-giro-soll-haben-suffix.pdflib.pdf'))), { dpi: 72 });
  }, 60_000);

  test('when wrapped description lines of a scan sit a pixel off their typeset spacing, then each stays with its own booking', async () => {
    const engine: OcrEngine = { recognise: async () => giroPage() };
    const s = await parseStatement(scan, { ocr: engine });
    expect(s.ocrPages).toEqual([1]);
    const rows = s.accounts.flatMap((a) => a.transactions);
    expect(rows.map((t) => [t.description, Math.round(t.amount * 100)])).toEqual(bookings.map((b) => [b.text.join(' '), b.cents]));
  }, 60_000);
});
