import { fold, headingKind, isWeakHeading, type ColumnKind } from './keywords.js';
import { parseAmount } from './amounts.js';
import { matchDate } from './dates.js';
import type { Line, Segment } from './lines.js';

/** Headings of the date a transaction happened, as opposed to when it was posted or valued. */
const TRANSACTION_DATE = /\b(trans(action)?|txn|tran|purchase|operation|umsatz|compra|achat|op)\b/;
const POSTING_DATE = /\b(post(ing|ed)?|booking|buchung\w*|value|valeur|valuta|wert\w*)\b/;

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
  /** Where the figures of each money column line up on this page (learned from the rows, see `calibrate`). */
  anchors: Anchor[];
  /** Heading cells that named no known column (fewer is a better reading). */
  unmatched: number;
};

/** Figures of one money column share an edge: the right one when right-aligned (the usual), else the left. */
export type Anchor = { edge: 'x0' | 'x1'; at: number; column: Column };

const MONEY: ColumnKind[] = ['debit', 'credit', 'amount', 'balance'];
export const isMoneyColumn = (c: Column): boolean => MONEY.includes(c.kind);

/** Splits a heading segment like "Date Description" into known headings, spreading x by character count. */
function splitHeading(seg: Segment): { seg: Segment; kind: ColumnKind }[] | null {
  const whole = headingKind(seg.text);
  if (whole) return [{ seg, kind: whole }];
  // Headings that ran into each other ("WertstellungBuchungstext") split where a capital follows a small letter.
  const text = seg.text.replace(/([a-zà-ÿ])([A-ZÀ-Ý])/g, '$1 $2');
  seg = { ...seg, text };
  const words = text.split(' ');
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
  const unknown: Segment[] = [];
  for (const seg of line.segments) {
    const parts = splitHeading(seg);
    if (!parts) {
      unmatched++;
      unknown.push(seg);
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
  // One date column is the transaction date; any other (value, posting, booking date) is secondary. A
  // heading that says transaction wins, then one that is not a value or posting date, then the first.
  const dates = columns.filter((c) => c.kind === 'date' || c.kind === 'valueDate');
  // When the only date heading names a value date, the transaction date is an unheaded column (its cells
  // are read where they stand, left of the description): no column is promoted to it.
  const main =
    dates.find((c) => TRANSACTION_DATE.test(fold(c.label))) ??
    dates.find((c) => c.kind === 'date' && !POSTING_DATE.test(fold(c.label))) ??
    dates.find((c) => c.kind === 'date');
  for (const c of dates) c.kind = c === main ? 'date' : 'valueDate';
  // Headings we do not know still mark a column (a reference, a type code), except that the widest one
  // between the dates and the money is the description when no known heading names it.
  const firstMoney = Math.min(...columns.filter(isMoneyColumn).map((c) => c.x0));
  const unknownColumns = unknown.map((seg): Column => ({ kind: 'other', x0: seg.x0, x1: seg.x1, label: seg.text }));
  if (!kinds.has('description')) {
    const between = unknownColumns.filter((c) => c.x0 < firstMoney).sort((a, b) => b.x1 - b.x0 - (a.x1 - a.x0))[0];
    if (between) {
      between.kind = 'description';
      kinds.add('description');
    }
  }
  columns.push(...unknownColumns);
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
  return { columns, descriptionX0, moneyX0, textFirst: null, anchors: [], unmatched };
}

/**
 * Stacks the cells of a heading printed over two or three lines ("Money" above "In (£)"): cells that
 * overlap horizontally become one, read top to bottom.
 */
export function stackLines(lines: Line[]): Line {
  const cells: Segment[] = [];
  for (const line of lines) {
    for (const seg of line.segments) {
      const same = cells.find((c) => Math.min(c.x1, seg.x1) - Math.max(c.x0, seg.x0) > 0);
      if (same) {
        same.text += ' ' + seg.text;
        same.x0 = Math.min(same.x0, seg.x0);
        same.x1 = Math.max(same.x1, seg.x1);
      } else {
        cells.push({ ...seg });
      }
    }
  }
  cells.sort((a, b) => a.x0 - b.x0);
  const last = lines[lines.length - 1];
  return { page: last.page, y: last.y, size: last.size, segments: cells, text: cells.map((c) => c.text).join('  '), spread: Math.max(...lines.map((l) => l.spread)) };
}

/** The table headings of a page: index of the heading's last line → its layout. */
export function findHeadings(lines: Line[]): (TableLayout | null)[] {
  const found: (TableLayout | null)[] = lines.map(() => null);
  for (let i = 0; i < lines.length; i++) {
    let best: { layout: TableLayout; last: number } | null = null;
    const single = detectLayout(lines[i]);
    if (single) best = { layout: single, last: i };
    // Try the line with the one or two below it when they sit close: a heading over several lines.
    for (let n = 3; n >= 2; n--) {
      const group = lines.slice(i, i + n);
      if (group.length < n || group.some((l, k) => k > 0 && l.y - group[k - 1].y > l.size * 1.5)) continue;
      const stacked = detectLayout(stackLines(group));
      if (!stacked) continue;
      const better = !best || stacked.columns.length > best.layout.columns.length || (stacked.columns.length === best.layout.columns.length && stacked.unmatched < best.layout.unmatched);
      if (better) best = { layout: stacked, last: i + n - 1 };
    }
    if (best) {
      found[best.last] = best.layout;
      // The heading's other lines are consumed: mark them so they are not read as rows.
      for (let k = i; k < best.last; k++) found[k] = CONSUMED;
      i = best.last;
    }
  }
  return found;
}

/** Marks a line that belongs to a heading printed over several lines. */
export const CONSUMED: TableLayout = { columns: [], descriptionX0: 0, moneyX0: 0, textFirst: null, anchors: [], unmatched: 0 };

type Cluster = { at: number; count: number; x0: number; x1: number };

function clusterEdges(segments: Segment[], edge: 'x0' | 'x1', tolerance: number): Cluster[] {
  const sorted = [...segments].sort((a, b) => a[edge] - b[edge]);
  const clusters: Cluster[] = [];
  for (const seg of sorted) {
    const last = clusters[clusters.length - 1];
    if (last && seg[edge] - last.at <= tolerance) {
      last.at = (last.at * last.count + seg[edge]) / (last.count + 1);
      last.count++;
      last.x0 = Math.min(last.x0, seg.x0);
      last.x1 = Math.max(last.x1, seg.x1);
    } else {
      clusters.push({ at: seg[edge], count: 1, x0: seg.x0, x1: seg.x1 });
    }
  }
  return clusters;
}

/**
 * Learns where each money column's figures sit from the figures themselves. Headings are not always
 * aligned like their figures (a left-aligned "Credit" over right-aligned amounts can sit closer to the
 * next column), but the figures of one column share an edge. With as many edge clusters as money columns
 * they pair up in order; otherwise each cluster takes the column that the most consistent reading of the
 * headings gives it.
 */
export function calibrate(layout: TableLayout, figures: Segment[], size: number, prior: Anchor[] = []): TableLayout {
  const money = layout.columns.filter(isMoneyColumn).sort((a, b) => a.x0 - b.x0);
  const candidates = moneyFigures(figures).filter((s) => s.x1 >= layout.moneyX0 - 1);
  if (!money.length || !candidates.length) return { ...layout, anchors: [] };
  const tolerance = Math.max(1.5, size * 0.25);
  const right = clusterEdges(candidates, 'x1', tolerance);
  const left = clusterEdges(candidates, 'x0', tolerance);
  const edge: 'x0' | 'x1' = left.length < right.length ? 'x0' : 'x1';
  let clusters = edge === 'x1' ? right : left;
  if (clusters.length > money.length) {
    // Stray figures (a total printed off-grid) should not shift the pairing: keep the strongest clusters.
    clusters = [...clusters].sort((a, b) => b.count - a.count).slice(0, money.length).sort((a, b) => a.at - b.at);
  }
  if (clusters.length === money.length) {
    return { ...layout, anchors: clusters.map((c, i) => ({ edge, at: c.at, column: money[i] })) };
  }
  // Figures seen under the same headings on an earlier page say where this page's figures belong.
  const remembered = (c: Cluster): Column | null => {
    const hit = prior.find((a) => a.edge === edge && Math.abs(a.at - c.at) <= tolerance);
    return hit ? (money.find((m) => m.kind === hit.column.kind && Math.abs(m.x0 - hit.column.x0) <= tolerance) ?? null) : null;
  };
  const overlapping = (c: Cluster) => columnOf(layout, { text: '', x0: c.x0, x1: c.x1 }, money);
  // Headings right-aligned like their figures: a column ends where its heading ends.
  const rightAligned = (c: Cluster) => money.find((m) => c.x1 <= m.x1 + tolerance) ?? null;
  // Headings left-aligned: a column runs from its heading's start to the next heading's start.
  const leftAligned = (c: Cluster) => [...money].reverse().find((m) => c.x1 >= m.x0 - tolerance) ?? null;
  // The last money column (the balance, filled on every row) shows which way this table aligns its headings.
  const lastColumn = money[money.length - 1];
  const lastCluster = clusters[clusters.length - 1];
  const headingsLeft = lastCluster.x1 > lastColumn.x1 + tolerance && lastCluster.x1 >= lastColumn.x0;
  const readings: ((c: Cluster) => Column | null)[] = [
    (c) => remembered(c) ?? (headingsLeft ? leftAligned(c) : overlapping(c)),
    overlapping,
    rightAligned,
    leftAligned,
  ];
  let best: Anchor[] = [];
  let bestDistinct = -1;
  for (const read of readings) {
    const anchors = clusters.flatMap((c) => {
      const column = read(c);
      return column ? [{ edge, at: c.at, column }] : [];
    });
    const distinct = new Set(anchors.map((a) => a.column)).size;
    const ordered = anchors.every((a, i) => i === 0 || money.indexOf(a.column) >= money.indexOf(anchors[i - 1].column));
    const score = ordered ? distinct : distinct - 10;
    if (score > bestDistinct) {
      bestDistinct = score;
      best = anchors;
    }
  }
  return { ...layout, anchors: best };
}

/**
 * Where description text really starts, learned from the rows: a heading split out of a run like
 * "Buchungstag Wertstellung Buchungstext" only gives an estimate. The most common left edge of text cells
 * (not dates, not figures) near the estimate wins when at least two rows agree.
 */
export function refineDescriptionStart(layout: TableLayout, lines: Line[]): TableLayout {
  const firstDate = layout.columns.find((c) => c.kind === 'date');
  const counts = new Map<number, number>();
  for (const line of lines) {
    for (const seg of line.segments) {
      if (firstDate && seg.x0 <= firstDate.x0 + 3) continue;
      if (seg.x1 > layout.moneyX0 + 5 || matchDate(seg.text) || isFigure(seg)) continue;
      const x = Math.round(seg.x0);
      counts.set(x, (counts.get(x) ?? 0) + 1);
    }
  }
  let best: number | null = null;
  let bestCount = 1;
  for (const [x, n] of counts) {
    if (n > bestCount && Math.abs(x - layout.descriptionX0) <= 20) [best, bestCount] = [x, n];
  }
  return best === null ? layout : { ...layout, descriptionX0: Math.min(layout.descriptionX0, best - 1.5) };
}

/** The money column of a figure, by the learned anchors when one is close enough. */
export function moneyColumnOf(layout: TableLayout, seg: Segment, size: number): Column | null {
  const tolerance = Math.max(2, size * 0.35);
  let best: Anchor | null = null;
  for (const a of layout.anchors) {
    const d = Math.abs(seg[a.edge] - a.at);
    if (d <= tolerance && (!best || d < Math.abs(seg[best.edge] - best.at))) best = a;
  }
  return best?.column ?? null;
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

const isFigure = (s: Segment) => parseAmount(s.text) !== null && !matchDate(s.text);

/**
 * Drops reference numbers from a set of figures: when most figures print decimals, a bare run of digits
 * ("40211873") is a cheque or reference number, not money. Statements in yen print no decimals at all.
 */
export function moneyFigures(figures: Segment[]): Segment[] {
  const parsed = figures.map((s) => ({ s, p: parseAmount(s.text) }));
  const withDecimals = parsed.filter((f) => f.p?.hasDecimals).length;
  if (withDecimals >= parsed.length * 0.6) return parsed.filter((f) => f.p?.hasDecimals || /\D/.test(f.s.text)).map((f) => f.s);
  // Without decimals (yen), grouping tells them apart: where thousands are grouped ("26,140"), a
  // bare run of four or more digits ("40211873") is a reference, not money.
  const grouped = parsed.filter((f) => GROUPED.test(f.s.text) && (f.p?.cents ?? 0) >= 100_000).length;
  if (grouped < 2) return figures;
  return figures.filter((s) => !/^\d{4,}$/.test(s.text.trim()));
}

/** A digit, a thousands separator and exactly three digits. */
const GROUPED = /\d[ ,.'’\u00a0\u202f]\d{3}(?!\d)/;

/** Where the text after a date starts inside one cell ("1 May 2024 Opening balance"), by its share of the characters. */
function gluedTextStart(seg: Segment | undefined): number | null {
  const date = seg && matchDate(seg.text);
  if (!seg || !date) return null;
  const rest = seg.text.slice(date.length);
  if (!rest.trim()) return null;
  const before = date.length + (rest.length - rest.trimStart().length);
  return seg.x0 + ((seg.x1 - seg.x0) * before) / seg.text.length;
}

/** A line of a table without headings: it starts with a date and ends with a figure. */
export function isHeadlessRow(l: Line): boolean {
  const first = l.segments[0];
  const last = l.segments[l.segments.length - 1];
  return l.segments.length >= 2 && Boolean(first && matchDate(first.text)) && isFigure(last);
}

/**
 * A table without a heading row: lines that start with a date and end with figures. Their figures'
 * right edges give the money columns; the rightmost one present on most rows is the running balance,
 * one other column is a signed amount, two are debit then credit (the balances settle it if reversed).
 */
export function inferLayout(lines: Line[]): TableLayout | null {
  const rows = lines.filter(isHeadlessRow);
  if (rows.length < 3) return null;
  const size = rows[0].size;
  // Figures from undated lines count too (a date printed once per day), when they end in two figures like a row.
  // Only below the first dated row: a date printed once per day comes before its rows, and figures above the
  // table are a summary band (opening, credits, debits, closing) whose edges are no column of the table.
  const firstRow = lines.indexOf(rows[0]);
  const undated = lines.filter((l, i) => i > firstRow && !rows.includes(l) && l.segments.length >= 3 && l.segments.slice(-2).every(isFigure));
  const figures = moneyFigures([...rows, ...undated].flatMap((l) => l.segments.slice(1).filter(isFigure)));
  const tolerance = Math.max(1.5, size * 0.25);
  const allClusters = clusterEdges(figures, 'x1', tolerance);

  // Date columns: where the date-only cells at the start of rows line up (a booking date, maybe a value date).
  const isDateCell = (seg: Segment) => matchDate(seg.text)?.length === seg.text.length;
  const pureDates = rows.flatMap((l) => l.segments.slice(0, 2).filter(isDateCell));
  // When every date runs into its description ("1 May 2024Opening"), the first cells still mark the column.
  const dateCells = pureDates.length >= 2 ? pureDates : rows.map((l) => l.segments[0]);
  const dateColumns = clusterEdges(dateCells, 'x0', Math.max(2, size * 0.4))
    .filter((c) => c.count >= 2)
    .slice(0, 2);
  if (!dateColumns.length) return null;
  // Description cells: text that does not itself start with a date (a value date glued to its description does).
  const textAfterDates = rows.flatMap((l) => l.segments.filter((seg) => !matchDate(seg.text) && !isFigure(seg)).slice(0, 1));
  const lastDate = dateColumns[dateColumns.length - 1];
  const texts = textAfterDates.filter((seg) => seg.x0 >= lastDate.at);
  // With every description glued to its date, where it starts is estimated inside the cells; the
  // continuation lines of long descriptions start there too, far left of where the cells end.
  const glued = texts.length ? [] : rows.map((l) => gluedTextStart(l.segments[0])).filter((x): x is number => x !== null);
  const descriptionStart = texts.length ? Math.min(...texts.map((seg) => seg.x0)) : glued.length ? Math.min(...glued) : lastDate.x1 + 4;
  // Money columns: figures aligned on several rows, or a lone figure well right of where descriptions start
  // (a column that is filled once on this page).
  const clusters = allClusters.filter((c) => c.count >= Math.max(2, rows.length * 0.15) || c.x0 > descriptionStart + 40);
  if (!clusters.length) return null;
  const kinds: ColumnKind[] = [];
  // The rightmost column is the running balance when most rows print it, or when it shares lines with the
  // column left of it (a balance printed only at each day's end): a debit and a credit never share a line.
  const hasFigureIn = (l: Line, c: Cluster) => l.segments.some((seg) => isFigure(seg) && Math.abs(seg.x1 - c.at) <= tolerance * 2);
  const sharesLines = clusters.length === 2 && rows.filter((l) => hasFigureIn(l, clusters[0]) && hasFigureIn(l, clusters[1])).length >= 2;
  const hasBalance = clusters.length >= 2 && (clusters[clusters.length - 1].count >= rows.length * 0.6 || sharesLines);
  const others = clusters.length - (hasBalance ? 1 : 0);
  if (others === 1) kinds.push('amount');
  else for (let i = 0; i < others; i++) kinds.push(i === others - 2 ? 'debit' : i === others - 1 ? 'credit' : 'other');
  if (hasBalance) kinds.push('balance');
  const moneyX0 = Math.min(...clusters.map((c) => c.x0));
  const columns: Column[] = [
    ...dateColumns.map((c, i): Column => ({ kind: i === 0 ? 'date' : 'valueDate', x0: c.x0, x1: glued.length ? Math.min(c.x1, descriptionStart - 2) : c.x1, label: '' })),
    { kind: 'description', x0: descriptionStart, x1: Math.max(descriptionStart + 1, moneyX0 - 2), label: '' },
    ...clusters.map((c, i) => ({ kind: kinds[i], x0: c.x0, x1: c.x1, label: '' })),
  ];
  return { columns, descriptionX0: descriptionStart - 2, moneyX0, textFirst: null, anchors: [], unmatched: 0 };
}
