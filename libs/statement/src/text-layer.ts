import { parseAmount } from './amounts.js';
import { matchDate } from './dates.js';
import type { PdfPage, TextItem } from './pdf.js';

/**
 * Whether a page's text layer can be read, or only its picture. A scan has no text at all; a text layer
 * written with re-encoded fonts has text that is not what the page shows (letters where the page prints
 * figures, or characters from a font's private area): both are for OCR. Reads only the text items.
 */
export type TextLayer = NonNullable<PdfPage['layer']>;

/** Below this many visible characters a page is taken for a scan without a text layer. */
export const MIN_TEXT_PER_PAGE = 20;

export const visibleCharacters = (items: TextItem[]) => items.reduce((n, item) => n + item.str.trim().length, 0);

/** Private-use, replacement and control characters: what a font without a usable mapping to Unicode gives. */
const isUnmapped = (code: number) => (code >= 0xe000 && code <= 0xf8ff) || code === 0xfffd || code <= 0x08 || (code >= 0x0e && code <= 0x1f);
const unmappedCount = (text: string) => {
  let n = 0;
  for (let i = 0; i < text.length; i++) if (isUnmapped(text.charCodeAt(i))) n++;
  return n;
};

export function textLayerOf(items: TextItem[]): TextLayer {
  const visible = visibleCharacters(items);
  if (visible < MIN_TEXT_PER_PAGE) return 'missing';
  const text = items.map((i) => i.str).join('');
  if (unmappedCount(text) >= visible * 0.3) return 'garbled';
  // A page laid out as a table (many lines split into several cells) with not one digit: a statement's dates and
  // amounts printed in a font whose text says letters. A letter or terms page is prose, not cells.
  const digits = text.match(/\d/g)?.length ?? 0;
  if (digits === 0 && visible >= 150 && tableLines(items) >= 5) return 'garbled';
  // Or whose cells hold scarcely a date or an amount: a font that re-maps most digits to letters ("OTKMRK" where the
  // page shows 27.05., "H VSUIMM" for + 968,00) leaves a stray digit or two, but no figure reads.
  if (visible >= 150 && tableLines(items) >= 5 && figureCells(items) <= 1) return 'garbled';
  return 'readable';
}

/** Items that read as a date or as an amount with decimals. */
function figureCells(items: TextItem[]): number {
  return items.filter((i) => parseAmount(i.str.trim())?.hasDecimals || matchDate(i.str.trim()) !== null).length;
}

/** Lines (items sharing a baseline) with three or more items well apart: rows of a table. */
function tableLines(items: TextItem[]): number {
  const rows = new Map<number, TextItem[]>();
  for (const item of items) {
    if (!item.str.trim()) continue;
    const key = Math.round(item.y / Math.max(2, item.size * 0.5));
    rows.set(key, [...(rows.get(key) ?? []), item]);
  }
  let count = 0;
  for (const row of rows.values()) {
    const sorted = row.sort((a, b) => a.x - b.x);
    let cells = 1;
    for (let i = 1; i < sorted.length; i++) if (sorted[i].x - (sorted[i - 1].x + sorted[i - 1].width) > sorted[i].size * 1.5) cells++;
    if (cells >= 3) count++;
  }
  return count;
}
