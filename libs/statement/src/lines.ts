import { parseAmount } from './amounts.js';
import type { TextItem } from './pdf.js';

/** A run of text on one line with no wide gap inside: usually one table cell. */
export type Segment = { text: string; x0: number; x1: number };

/** One visual line of a page: y is the baseline measured from the top, size the typical font size. */
export type Line = {
  page: number;
  y: number;
  size: number;
  segments: Segment[];
  text: string;
  /** How far the baselines of the line's main text pieces differ: 0 when typeset, a point or two when OCR'd. */
  spread: number;
};

/** How wavy a page's baselines are: the typical spread of its lines of several pieces (0 on a typeset page). */
export function baselineJitter(lines: Line[]): number {
  const spreads = lines.filter((l) => l.segments.length >= 2).map((l) => l.spread);
  return spreads.length >= 3 ? median(spreads) : 0;
}

/**
 * How far an OCR'd page's line positions scatter, from the spacing of its lines: OCR places each line on
 * whole pixels of its own guess of the baseline, so gaps a typesetter made equal (or nearly: a table's
 * wrapped lines) come out a pixel or two apart. The typical change from one gap to the next, among
 * neighbouring gaps of the same kind (not a row's gap against the wider one between rows), on average, measures that.
 * OCR gives every word of a line one baseline, so `baselineJitter` cannot see it.
 */
export function spacingJitter(lines: Line[]): number {
  const changes: number[] = [];
  for (let i = 2; i < lines.length; i++) {
    const [a, b, c] = [lines[i - 2], lines[i - 1], lines[i]];
    const size = median([a.size, b.size, c.size]);
    const up = b.y - a.y;
    const down = c.y - b.y;
    // Only lines set close together, in one run of text or rows (a gap over twice the type is a break).
    if (up <= 0 || down <= 0 || up > size * 2.2 || down > size * 2.2) continue;
    const change = Math.abs(down - up);
    if (change < size * 0.25) changes.push(change);
  }
  // The mean, not the median: whole-pixel positions make many neighbouring gaps come out equal, and the
  // occasional pixel off is exactly what the margin must cover.
  return changes.length >= 5 ? changes.reduce((sum, c) => sum + c, 0) / changes.length : 0;
}

/** A cell holding one figure alone (with a digit group or decimals), and words starting the next piece. */
function figureMeetsWords(left: string, right: string): boolean {
  return /^\p{L}{2}/u.test(right) && /\d[,.' ]\d/.test(left) && !/\p{L}{2}/u.test(left) && parseAmount(left) !== null;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : 0;
};

const KANGXI = /[\u2f00-\u2fd5]/;
const KANGXI_ALL = /[\u2f00-\u2fd5]/g;

/**
 * Reports printed in a fixed-width font often put a whole line in one text run, aligning columns with
 * runs of spaces. Two or more spaces inside a run split it into separately positioned pieces.
 */
function splitWideSpaces(items: TextItem[]): TextItem[] {
  const out: TextItem[] = [];
  for (const original of items) {
    // Kangxi radicals as the ideographs they draw: some CJK fonts' ToUnicode maps common ideographs to them (日 as ⽇,
    // 月 as ⽉, one glyph), and "2023年5⽉2⽇" would be no date. NFKC maps each to one character: positions hold.
    const item = KANGXI.test(original.str) ? { ...original, str: original.str.replace(KANGXI_ALL, (c) => c.normalize('NFKC')) } : original;
    if (!/\S\s{2,}\S/.test(item.str)) {
      out.push(item);
      continue;
    }
    const charWidth = item.width / Math.max(1, item.str.length);
    for (const m of item.str.matchAll(/\S+(?: \S+)*/g)) {
      out.push({ ...item, str: m[0], x: item.x + (m.index ?? 0) * charWidth, width: m[0].length * charWidth });
    }
  }
  return out;
}

/**
 * Groups a page's items into lines (baselines within a fraction of the font size, so a cell printed a
 * hair lower still joins its row) and each line into segments split at gaps wider than a word space.
 */
export function buildLines(page: number, items: TextItem[], opts: { ocr?: boolean } = {}): Line[] {
  const sorted = [...items].sort((a, b) => a.y - b.y || a.x - b.x);
  const groups: TextItem[][] = [];
  let current: TextItem[] = [];
  let baseline = Number.NEGATIVE_INFINITY;
  let top = Number.NEGATIVE_INFINITY;
  let bottom = Number.NEGATIVE_INFINITY;
  for (const item of sorted) {
    const tolerance = Math.max(1.5, item.size * 0.35);
    // A note in small print set inside a line's height ("(pending)" beside a description) belongs to that line,
    // whichever of the two baselines comes first.
    const inside = (a: TextItem, b: { top: number; bottom: number; size: number }) => a.size < b.size * 0.75 && a.y - a.size >= b.top - 0.5 && a.y <= b.bottom + 0.5;
    const big = current.reduce((m, i) => (i.size > m.size ? i : m), current[0] ?? item);
    const joins =
      current.length &&
      (Math.abs(item.y - baseline) <= tolerance ||
        inside(item, { top, bottom, size: big.size }) ||
        current.every((c) => inside(c, { top: item.y - item.size, bottom: item.y, size: item.size })));
    if (joins) {
      if (item.size > big.size * 1.3) baseline = item.y;
      current.push(item);
      top = Math.min(top, item.y - item.size);
      bottom = Math.max(bottom, item.y);
    } else {
      if (current.length) groups.push(current);
      current = [item];
      baseline = item.y;
      top = item.y - item.size;
      bottom = item.y;
    }
  }
  if (current.length) groups.push(current);

  return groups.map((group) => {
    group.sort((a, b) => a.x - b.x);
    const size = median(group.map((i) => i.size));
    const segments: Segment[] = [];
    let seg: Segment | null = null;
    for (const item of splitWideSpaces(group)) {
      const text = item.str.replace(/\s+/g, ' ');
      const leading = text.length - text.trimStart().length;
      const trimmed = text.trim();
      if (!trimmed) continue;
      // A leading space inside the item shifts where its visible text begins.
      const charWidth = item.width / Math.max(1, text.length);
      const x0 = item.x + leading * charWidth;
      const x1 = item.x + item.width - (text.length - text.trimEnd().length) * charWidth;
      if (seg) {
        const gap = x0 - seg.x1;
        // Touching runs are one word, also when kerned closer ("AV" overlaps by up to a fifth of an em where a
        // producer places glyphs one by one); overlapping further (a value date printed over a too-narrow
        // column) they are not.
        if (gap <= item.size * 0.12 && gap >= -item.size * 0.2 && !/\s$/.test(item.str) && !/^\s/.test(item.str)) {
          seg.text += trimmed;
          seg.x1 = Math.max(seg.x1, x1);
          continue;
        }
        // OCR measures a line's height from its letters: an all-capitals line (no descenders) comes out a third
        // short of the type size, and a single space of a fixed-width font would split every word into a cell
        // of its own. There a gap of up to one and a half letter widths is still a word space (a column gap
        // in fixed-width print is two letters or more). OCR boxes the ink: a stop or comma leaves most of its
        // letter's cell empty, so after one the gap may be that much wider ("CARD NO. 5834").
        const letter = Math.min(charWidth, (seg.x1 - seg.x0) / Math.max(1, seg.text.length));
        const emptyCell = /[.,:;]$/.test(seg.text) ? letter * 0.7 : 0;
        const wordSpace = opts.ocr ? Math.max(item.size * 0.75, letter * 1.5 + emptyCell) : item.size * 0.75;
        // A figure standing alone and words placed more than a word space and a half after it are two cells of tight
        // columns ("*54,269" then "DENKI TOUHOKU" 0.7 em after it: a balance and the remarks), not one phrase.
        // (Asked only of gaps narrow enough to join: a wider one splits anyway.)
        const columnGap = () => !opts.ocr && gap > item.size * 0.45 && figureMeetsWords(seg!.text, trimmed);
        if (gap <= wordSpace && !columnGap()) {
          seg.text += ' ' + trimmed;
          seg.x1 = Math.max(seg.x1, x1);
          continue;
        }
        segments.push(seg);
      }
      seg = { text: trimmed, x0, x1 };
    }
    if (seg) segments.push(seg);
    // The line's baseline and size are those of its main text, not of small print set beside it.
    const main = group.filter((i) => i.size >= size * 0.75);
    const ys = main.map((i) => i.y);
    return {
      page,
      y: median(ys),
      spread: Math.max(...ys) - Math.min(...ys),
      size,
      segments,
      text: segments.map((s) => s.text).join('  '),
    };
  });
}
