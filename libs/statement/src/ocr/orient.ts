import { inkCells } from './deskew.js';
import type { OcrWord, PageImage } from './port.js';

// A page fed into the scanner upside down, or photographed sideways, reads as nonsense: tesseract's words
// come back unsure. Its orientation detection needs the legacy engine's data, which we do not ship (LSTM
// only), so the page is read as it comes and, only when that reading is evidently poor, read again turned:
// a half turn when its lines of print run across, a quarter turn either way when they run down (found from
// the ink alone, as deskew.ts finds a tilt); the surest reading wins. An upright page pays nothing.
// Measured on 20 scanned pages of ../shared/corpus (dev rasterised plain, office and phone looks, and
// real/ocr): upright, 85-100 % of the letters and digits were in sure words; upside down 8-20 %; sideways
// 14-30 %, and reading a page sideways takes 1.5-3 times as long, hence no quarter turns for a page whose
// lines run across.

/** The page turned clockwise by `turns` quarter turns (1: a quarter, 2: upside down, 3: a quarter back). */
export function turnQuarters(image: PageImage, turns: number): PageImage {
  const t = ((turns % 4) + 4) % 4;
  if (t === 0) return image;
  const { grey, widthPx: w, heightPx: h } = image;
  const out = new Uint8Array(w * h);
  if (t === 2) {
    for (let i = 0, j = w * h - 1; i < w * h; i++, j--) out[j] = grey[i];
    return { ...image, grey: out };
  }
  // A quarter turn: the output is h wide and w tall.
  for (let y = 0; y < h; y++) {
    const row = y * w;
    for (let x = 0; x < w; x++) {
      // Clockwise: (x, y) goes to (h - 1 - y, x); anticlockwise: to (y, w - 1 - x).
      const to = t === 1 ? x * h + (h - 1 - y) : (w - 1 - x) * h + y;
      out[to] = grey[row + x];
    }
  }
  return { ...image, grey: out, widthPx: h, heightPx: w };
}

/** Below this share of its letters and digits in sure words (confidence ≥ SURE), a reading is poor. */
const POOR_SHARE = 0.5;
/** A word read at least this sure counts as read. */
const SURE = 60;

/** How much of the page was read surely: the letters and digits of its sure words. */
export function sureCharacters(words: OcrWord[]): number {
  let sure = 0;
  for (const w of words) if (w.confidence >= SURE) sure += (w.text.match(/[\p{L}\d]/gu) ?? []).length;
  return sure;
}

/** Fewer letters and digits than this on a page say nothing of its orientation (a blank back, a logo). */
const TOO_LITTLE = 20;

/** Whether a page's reading is too poor to be the page the right way up. */
export function readsPoorly(words: OcrWord[]): boolean {
  let all = 0;
  for (const w of words) all += (w.text.match(/[\p{L}\d]/gu) ?? []).length;
  return all >= TOO_LITTLE && sureCharacters(words) < all * POOR_SHARE;
}

/** How sharply a profile of ink counts rises and falls, for its total: lines of print give a jagged one. */
function jaggedness(profile: Float64Array): number {
  let total = 0;
  let change = 0;
  for (let i = 0; i < profile.length; i++) {
    total += profile[i];
    if (i) change += Math.abs(profile[i] - profile[i - 1]);
  }
  return total ? change / total : 0;
}

/** Whether the page's lines of print run down it (a page turned sideways) rather than across. */
export function linesRunDown(image: PageImage): boolean {
  const step = Math.max(1, Math.round((image.scale * 72) / 75));
  const { xs, ys } = inkCells(image, step);
  const rows = new Float64Array(Math.ceil(image.heightPx / step) + 1);
  const columns = new Float64Array(Math.ceil(image.widthPx / step) + 1);
  for (let i = 0; i < xs.length; i++) {
    rows[ys[i]]++;
    columns[xs[i]]++;
  }
  return jaggedness(columns) > jaggedness(rows);
}

/** The quarter turns to try, in order, for a page that read poorly as it came. */
export const turnsToTry = (image: PageImage): number[] => (linesRunDown(image) ? [1, 3] : [2]);
