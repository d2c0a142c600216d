import type { OcrWord } from './port.js';

// Dust, toner and JPEG noise on a scan come back from tesseract as lone marks it is unsure of (")" "}" "."
// with confidence 0-40) scattered between the columns. The layout stage takes every word for print, so a
// few of them lined up can pass for a column of their own and change how a table is read. Print of that shape
// (a lone letter or mark) is read with confidence 80 or more on the same page.

/** Below this confidence (0–100) a lone mark is taken for a speck. */
const SPECK_CONFIDENCE = 50;
/** Marks that mean something on their own beside a figure (a sign, a currency): never taken for specks. */
const MEANINGFUL = /^[-+−–$£€¥₹]$/;

/**
 * Marks without a letter or digit, read with low confidence. A lone letter stays, however unsure: it can be
 * a debit or credit mark ("S", "H") beside an amount.
 */
export const isSpeck = (word: OcrWord) => word.confidence < SPECK_CONFIDENCE && !MEANINGFUL.test(word.text) && !/[\p{L}\d]/u.test(word.text);

/** The page's words without the specks. */
export const withoutSpecks = (words: OcrWord[]) => words.filter((w) => !isSpeck(w));
