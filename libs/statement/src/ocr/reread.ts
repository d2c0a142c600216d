import type { OcrWord, PageImage } from './port.js';

// Reading a whole page, tesseract sees a short figure at the far right of a table ("2,53 S") with little
// context, and in small print loses the decimal comma or reads the debit mark beside it as digits ("2535S",
// "9,118" for "9,11 S"). Read again alone, as one line and with only the characters a figure can have, the
// same pixels mostly give the figure; where the page prints its marks in a column of their own, the figure
// is read without the mark. The page's reading is kept wherever the second one is no surer of itself or is
// no figure.

/** The characters of amounts and dates, and of the debit and credit marks printed beside them. */
export const FIGURE_CHARACTERS = "0123456789.,-+()/'$€£SHCRD";
/** The characters of amounts and dates alone, for a figure read without its mark. */
export const DIGIT_CHARACTERS = "0123456789.,-+()/'";
/** The letters of debit and credit marks, to read a mark alone. */
export const MARK_CHARACTERS = 'SHCRDr';

/** Below this confidence (0–100) a figure is read again: tesseract gives clean print 90 or more. */
export const REREAD_BELOW = 85;
/** A figure whose end runs into a column of marks is read again below this confidence. */
const REREAD_GLUED_BELOW = 95;

/** Reads one line of a small image (a crop of the page) with only `characters`. */
export type LineReader = (crop: PageImage, characters: string) => Promise<{ text: string; confidence: number } | null>;

/** A debit or credit mark standing as a word of its own (Soll S, Haben H, CR, DR). */
const MARK = /^(?:S|H|CR|DR|Cr|Dr)$/;
/** A figure as the page reading gives it: digits with separators, a sign, and at most two letters (look-alikes or a mark). */
const FIGURE_LIKE = /^[-+(]?[$€£]?(?=.*\d.*\d)[\dOoSsIl|BDHCR.,/'-]{2,18}[-+)]?$/;
/** An amount or a date once read again, with an optional mark apart or glued. */
const READ_FIGURE = /^[-+(]?[$€£]?(?:\d{1,3}(?:[.,' ]\d{3})*[.,]\d{2}|\d+[.,]\d{2}|\d{1,2}[/.-]\d{1,2}(?:[/.-]\d{2,4}|\.)?)[-+)]?(?: ?(?:S|H|CR|DR|Cr|Dr))?$/;

/** A numeric date with day, month and year (01-09-21, 15.01.2024, 01/15/2024). */
const DATE_READ = /^\d{1,2}[/.-]\d{1,2}[/.-](?:\d{2}|\d{4})$/;

/** The signs and brackets of a figure, in order ("-", "()", ""). */
const signsOf = (text: string) => text.replace(/[^-+()−–]/g, '');
/** The digits of a word, with the letters OCR gives for digits read as those digits. */
const digitsOf = (text: string) => text.replace(/[OoQD]/g, '0').replace(/[lIi|]/g, '1').replace(/[Ss]/g, '5').replace(/B/g, '8').replace(/\D/g, '');

/**
 * The word's box on the page image from `left` to `right` (points), with white around it as tesseract wants
 * for a line of text.
 */
function cropOf(image: PageImage, word: OcrWord, left: number, right: number): PageImage | null {
  const s = image.scale;
  const pad = Math.round(word.size * s * 0.5);
  const x0 = Math.max(0, Math.floor(left * s));
  const x1 = Math.min(image.widthPx, Math.ceil(right * s));
  const top = Math.max(0, Math.floor((word.baseline - word.size) * s) - 2);
  const bottom = Math.min(image.heightPx, Math.ceil((word.baseline + word.size * 0.35) * s) + 2);
  if (x1 - x0 < 4 || bottom - top < 4) return null;
  const w = x1 - x0 + 2 * pad;
  const h = bottom - top + 2 * pad;
  const grey = new Uint8Array(w * h).fill(255);
  for (let y = top; y < bottom; y++) grey.set(image.grey.subarray(y * image.widthPx + x0, y * image.widthPx + x1), (y - top + pad) * w + pad);
  return { page: image.page, grey, widthPx: w, heightPx: h, scale: s };
}

/**
 * A mark of the same column on a nearby line that begins inside the word's right part: the word ran into it,
 * and the figure ends before it.
 */
function markInside(word: OcrWord, marks: OcrWord[]): OcrWord | null {
  const inside = marks.filter(
    (m) => Math.abs(m.baseline - word.baseline) < word.size * 40 && m.x > word.x + word.width * 0.5 && m.x < word.x + word.width - word.size * 0.15,
  );
  return inside.length ? inside.reduce((a, b) => (b.x < a.x ? b : a)) : null;
}

/** The page's words with doubtful figures read again, where the second reading is a figure and surer; the rest as they were. */
export async function rereadFigures(image: PageImage, words: OcrWord[], readLine: LineReader): Promise<OcrWord[]> {
  const marks = words.filter((w) => MARK.test(w.text));
  const out: OcrWord[] = [];
  for (const word of words) {
    const figureLike = FIGURE_LIKE.test(word.text);
    const mark = figureLike ? markInside(word, marks) : null;
    if (!figureLike || word.confidence >= (mark ? REREAD_GLUED_BELOW : REREAD_BELOW)) {
      out.push(word);
      continue;
    }
    // Up to the neighbours on its line, so that no part of another word enters the crop.
    const sameLine = words.filter((w) => w !== word && Math.abs(w.baseline - word.baseline) < word.size * 0.5);
    const left = Math.max(word.x - word.size * 0.6, ...sameLine.filter((w) => w.x < word.x).map((w) => w.x + w.width + 0.5));
    const right = mark ? mark.x - word.size * 0.1 : Math.min(word.x + word.width + word.size * 0.6, ...sameLine.filter((w) => w.x > word.x).map((w) => w.x - 0.5));
    const crop = cropOf(image, word, left, right);
    // A second reading that fails leaves the first one: it is only ever a chance to do better.
    const again = crop ? await readLine(crop, mark ? DIGIT_CHARACTERS : FIGURE_CHARACTERS).catch(() => null) : null;
    // The mark is read on its own too: the column holds both kinds (S and H), and this word's is in its pixels.
    const markCrop = mark && again ? cropOf(image, word, right, word.x + word.width + word.size * 0.3) : null;
    const markRead = markCrop ? (await readLine(markCrop, MARK_CHARACTERS).catch(() => null))?.text.trim() : undefined;
    if (mark && !(markRead && MARK.test(markRead))) {
      out.push(word);
      continue;
    }
    const text = again ? `${again.text.trim().replace(/\s+/g, ' ')}${mark ? ` ${markRead}` : ''}` : '';
    // A sign or bracket the page reading saw is kept: a lone line loses a thin minus far more often than
    // the page invents one.
    const signsKept = signsOf(text) === signsOf(word.text);
    // The second reading puts back punctuation and takes off a mark; it does not change digits the page read
    // (a balance read 7,577.56 by the page and 7,571.56 alone is a guess either way, and the page's stands).
    // Only the last digit may go, where it was the mark read as a digit ("2535S" for "2,53 S").
    const before = digitsOf(mark ? word.text.replace(/[A-Za-z]+$/, '') : word.text);
    const after = digitsOf(mark ? text.replace(/ ?[A-Za-z]+$/, '') : text);
    // A date is the exception: its digits are few and each one matters, and a date read wrong is caught by the
    // statement's period, where a wrong amount would only be caught by the balances.
    const isDate = DATE_READ.test(text) && DATE_READ.test(word.text);
    const digitsKept = after === before || (mark !== null && before.length === after.length + 1 && before.startsWith(after)) || (isDate && after.length === before.length);
    const better = again && signsKept && digitsKept && READ_FIGURE.test(text) && (again.confidence > word.confidence || (mark && !READ_FIGURE.test(word.text)));
    out.push(better ? { ...word, text, confidence: again.confidence } : word);
  }
  return out;
}
