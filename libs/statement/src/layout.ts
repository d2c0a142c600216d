import { headingKind, isWeakHeading, type ColumnKind } from './keywords.js';
import type { Line, Segment } from './lines.js';

/** One column of a transaction table, spanning its heading's x range. */
export type Column = { kind: ColumnKind; x0: number; x1: number; label: string };

export type TableLayout = {
  columns: Column[];
  /** Where description text starts: anything left of it is the date (or value date) area. */
  descriptionX0: number;
  /** Where the first money column starts: description text stays left of it. */
  moneyX0: number;
  /** Set when the first body line under the heading is description text: descriptions print above their amount line. */
  textFirst: boolean | null;
};

const MONEY: ColumnKind[] = ['debit', 'credit', 'amount', 'balance'];
export const isMoneyColumn = (c: Column): boolean => MONEY.includes(c.kind);

/** Splits a heading segment like "Date Description" into known headings, spreading x by character count. */
function splitHeading(seg: Segment): { seg: Segment; kind: ColumnKind }[] | null {
  const whole = headingKind(seg.text);
  if (whole) return [{ seg, kind: whole }];
  const words = seg.text.split(' ');
  if (words.length < 2) return null;
  const perChar = (seg.x1 - seg.x0) / Math.max(1, seg.text.length);
  const out: { seg: Segment; kind: ColumnKind }[] = [];
  let i = 0;
  let offset = 0;
  while (i < words.length) {
    let matched = 0;
    for (let n = Math.min(4, words.length - i); n >= 1; n--) {
      const kind = headingKind(words.slice(i, i + n).join(' '));
      if (kind) {
        const text = words.slice(i, i + n).join(' ');
        out.push({ kind, seg: { text, x0: seg.x0 + offset * perChar, x1: seg.x0 + (offset + text.length) * perChar } });
        offset += text.length + 1;
        matched = n;
        break;
      }
    }
    if (!matched) return null;
    i += matched;
  }
  return out;
}

/** Recognises a table heading line and turns it into column spans; null when the line is not one. */
export function detectLayout(line: Line): TableLayout | null {
  if (line.segments.length < 2 && line.segments[0]?.text.split(' ').length < 2) return null;
  const columns: Column[] = [];
  let unmatched = 0;
  let strong = 0;
  for (const seg of line.segments) {
    const parts = splitHeading(seg);
    if (!parts) {
      unmatched++;
      continue;
    }
    for (const { seg: s, kind } of parts) {
      columns.push({ kind, x0: s.x0, x1: s.x1, label: s.text });
      if (!isWeakHeading(s.text)) strong++;
    }
  }
  const kinds = new Set(columns.map((c) => c.kind));
  const hasDate = kinds.has('date') || kinds.has('valueDate');
  const hasMoney = MONEY.some((k) => kinds.has(k));
  if (!hasDate || !hasMoney || strong < 2 || columns.length < 3 || unmatched > columns.length / 2) return null;
  // A second date heading is the value date, whatever it is called.
  let seenDate = false;
  for (const c of columns) {
    if (c.kind === 'date' || c.kind === 'valueDate') {
      c.kind = seenDate ? 'valueDate' : 'date';
      seenDate = true;
    }
  }
  if (!kinds.has('description')) {
    // No description heading: the text lives between the dates and the money.
    const lastDate = Math.max(...columns.filter((c) => c.kind === 'date' || c.kind === 'valueDate').map((c) => c.x1));
    columns.push({ kind: 'description', x0: lastDate + 4, x1: lastDate + 5, label: '' });
  }
  columns.sort((a, b) => a.x0 - b.x0);
  const description = columns.find((c) => c.kind === 'description')!;
  const money = columns.filter(isMoneyColumn);
  // Description headings are usually left-aligned over their text, so its x0 is where text starts; allow a little slack.
  const descriptionX0 = description.x0 - Math.max(2, line.size * 0.3);
  const moneyX0 = Math.min(...money.filter((c) => c.x0 > description.x0).map((c) => c.x0), Number.POSITIVE_INFINITY);
  return { columns, descriptionX0, moneyX0, textFirst: null };
}

const overlap = (a0: number, a1: number, b0: number, b1: number) => Math.min(a1, b1) - Math.max(a0, b0);

/** The column a body segment belongs to: most horizontal overlap, else the nearest edge. */
export function columnOf(layout: TableLayout, seg: Segment, candidates: Column[] = layout.columns): Column | null {
  let best: Column | null = null;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const c of candidates) {
    const o = overlap(seg.x0, seg.x1, c.x0, c.x1);
    // Money is usually right-aligned and text left-aligned, so compare the matching edges when nothing overlaps.
    const edge = Math.min(Math.abs(seg.x1 - c.x1), Math.abs(seg.x0 - c.x0), Math.abs((seg.x0 + seg.x1) / 2 - (c.x0 + c.x1) / 2));
    const score = o > 0 ? 1000 + o - edge * 0.01 : -edge;
    if (score > bestScore) {
      bestScore = score;
      best = c;
    }
  }
  return best;
}
