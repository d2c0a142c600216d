import { ISO_CODES, markValue, type ParsedAmount } from '../amounts.js';
import { matchDate, type DateToken } from '../dates.js';
import { currencyNamed } from '../metadata.js';
import { fold, headingKind } from '../keywords.js';
import { clusterBy, median, type Cluster } from './clusters.js';
import type { PageLines } from './document.js';
import { isClearFigure, TIME_OF_DAY, type Token, type TokenLine } from './tokens.js';

/** Words of a transaction-status column, in the languages statements are printed in most. */
const STATUS_WORD = /^(?:completed?|pending|posted|success(?:ful)?|failed|declined|reversed|settled|cleared|processed|approved|abgeschlossen|gebucht|ausgeführt|termin[ée]e?|effectu[ée]e?|completad[oa]|conclu[ií]d[oa]|eseguit[oa])$/i;

/**
 * Stage `tables`: where the transactions are, found from the data. A transaction table is a run of lines
 * whose dates line up in a column and whose figures line up in columns; its heading words are read as
 * labels of those columns when there are any, never required. Each page gets a column model (date slots,
 * money slots, the text zone between); slots of successive pages are mapped onto the document's logical
 * columns, so a reading chosen for the document applies to every page.
 */

/** Which edge of its values a column lines up on: left, right, centre, or the right end of the digits (a bracket or sign hanging beyond). */
export type Edge = 'x0' | 'x1' | 'mid' | 'dx1';

/** Where one column's values line up on a page. */
/** `left`: where the values start, when they all start at one edge too (then a value is recognised by either edge). */
export type Slot = { edge: Edge; at: number; x0: number; x1: number; count: number; label: string; left?: number };

/**
 * `codes`: left edges of columns of codes and references between the dates and the figures (a reference
 * number, a transaction type such as "DD"): their cells are not description.
 */
export type PageModel = {
  dates: Slot[];
  money: Slot[];
  codes: number[];
  /** Left edges of columns giving each row's currency (ISO codes), in a table that mixes currencies. */
  currencies: number[];
  /**
   * Left edges of columns of words right of the description with a heading of their own (a category, a memo,
   * the other party's name): a cell starting there is that column's, not the description's.
   */
  words?: number[];
  /** A column of each row's kind before the description ("Bought", "Dividend" under "Activity"): not description. `at` its left edge, `until` where the descriptions start. */
  kinds?: { at: number; until: number };
  /** Where a column of quantities stands (shares, units under "Quantity"): its numbers are not description. */
  quantities?: { x0: number; x1: number };
  tolerance: number;
  /** The page prints its money without decimals (yen, won): a plain "70" in a money column is money. */
  integers: boolean;
  /** Where descriptions start, and the edge of the date columns before them: words starting left of that are labels. */
  textStart: number;
  dateZoneEnd: number;
};

/** A figure in a money column. */
export type MoneyCell = { value: ParsedAmount; text: string; x0: number; x1: number };
/** A date in a date column. */
export type DateCell = { token: DateToken; text: string; x0: number; x1: number };

/** A line of a table, its tokens sorted into the table's columns. */
export type TableLine = {
  line: TokenLine;
  page: number;
  /** Per logical date column, the date printed there. */
  dates: (DateCell | null)[];
  /** Per logical money column, the figure printed there. */
  money: (MoneyCell | null)[];
  /** Description text, left to right. */
  text: Token[];
  /** Text left of the description, where dates stand: a label such as "Total withdrawals", or a section title. */
  leftText: Token[];
  /** Text right of the money columns. */
  rightText: Token[];
};

/** A column of the document's transaction tables, as the pages agree on it. */
export type LogicalColumn = { kind: 'date' | 'money'; label: string; x: number; count: number };

type Positioned = { x0: number; x1: number; digits?: { x0: number; x1: number } };
/** Where a token stands along an edge. */
const figureEdge = (t: Positioned, edge: Edge) => (edge === 'x0' ? t.x0 : edge === 'x1' ? t.x1 : edge === 'dx1' ? (t.digits?.x1 ?? t.x1) : (t.x0 + t.x1) / 2);
/** How far a token stands from a slot: a right-aligned column may line up its figures by their digits or by their whole text. */
const slotDistance = (t: Positioned, s: Slot) => {
  let d = Math.abs(figureEdge(t, s.edge) - s.at);
  if (s.left !== undefined) d = Math.min(d, Math.abs(t.x0 - s.left));
  if (s.edge !== 'x1' && s.edge !== 'dx1') return d;
  return Math.min(d, Math.abs(figureEdge(t, s.edge === 'x1' ? 'dx1' : 'x1') - s.at));
};

/** Figures of a line that can stand in a money column: whole cells, or the end of a cell. */
function columnFigures(line: TokenLine, exclude?: Token): Token[] {
  return line.tokens.filter((t) => t !== exclude && isClearFigure(t) && (t.cellEnd || nextIsMark(line, t)));
}

const nextIsMark = (line: TokenLine, t: Token) => {
  const i = line.tokens.indexOf(t);
  return line.tokens[i + 1]?.kind === 'mark' && line.tokens[i + 1].cellEnd;
};

/** The date that opens a cell of the line, if any: a date column's value opens its cell (one whose start is only estimated does not place a column). */
function cellDates(line: TokenLine): Token[] {
  return line.tokens.filter((t) => t.kind === 'date' && t.cellStart && !t.looseStart);
}

/**
 * The edge along which a set of tokens lines up best: right edges for right-aligned figures, left for
 * left-aligned, centres for centred ones. The best is the one that puts the most tokens in shared columns.
 */
function bestClusters<T extends Positioned>(tokens: T[], tolerance: number, prefer: Edge): { edge: Edge; clusters: Cluster<T>[] } {
  let best: { edge: Edge; clusters: Cluster<T>[]; score: number } | null = null;
  for (const edge of [prefer, ...(['x1', 'dx1', 'x0', 'mid'] as Edge[]).filter((e) => e !== prefer)]) {
    const clusters = clusterBy(tokens, (t) => figureEdge(t, edge), edge === 'mid' ? tolerance * 1.5 : tolerance);
    const shared = clusters.filter((c) => c.members.length >= 2);
    const score = shared.reduce((n, c) => n + c.members.length, 0) - shared.length * 0.5 + (edge === prefer ? 0.75 : 0);
    if (!best || score > best.score) best = { edge, clusters, score };
  }
  return { edge: best!.edge, clusters: best!.clusters };
}

/**
 * Clusters whose figures overlap side by side are one column: a column of centred figures clusters into
 * several by its right edges (the wide figures and the narrow ones), but figures of two columns never overlap.
 * The merged column lines up on whichever edge its figures share best.
 */
function mergeOverlapping(clusters: Cluster<Token>[], edge: Edge): { clusters: Cluster<Token>[]; edges: Map<Cluster<Token>, Edge> } {
  const edges = new Map<Cluster<Token>, Edge>();
  const range = (c: Cluster<Token>) => [Math.min(...c.members.map((m) => m.x0)), Math.max(...c.members.map((m) => m.x1))];
  const out: Cluster<Token>[] = [];
  for (const c of [...clusters].sort((a, b) => range(a)[0] - range(b)[0])) {
    const last = out[out.length - 1];
    if (last && c.members.length + last.members.length >= 3) {
      const [a0, a1] = range(last);
      const [b0, b1] = range(c);
      const overlap = Math.min(a1, b1) - Math.max(a0, b0);
      if (overlap > Math.min(a1 - a0, b1 - b0) * 0.5) {
        const members = [...last.members, ...c.members];
        const spread = (e: Edge) => {
          const xs = members.map((m) => figureEdge(m, e));
          return Math.max(...xs) - Math.min(...xs);
        };
        const tightest = (['x1', 'dx1', 'x0', 'mid'] as Edge[]).reduce((b, e) => (spread(e) < spread(b) ? e : b), edge);
        const at = members.reduce((sum, m) => sum + figureEdge(m, tightest), 0) / members.length;
        const merged = { at, members, min: Math.min(last.min, c.min), max: Math.max(last.max, c.max) };
        out[out.length - 1] = merged;
        edges.set(merged, tightest);
        continue;
      }
    }
    out.push(c);
  }
  return { clusters: out.sort((a, b) => a.at - b.at), edges };
}

const slotOf = <T extends { x0: number; x1: number }>(c: Cluster<T>, edge: Edge): Slot => {
  const x0 = Math.min(...c.members.map((m) => m.x0));
  const lefts = c.members.map((m) => m.x0);
  // Figures of one width line up on both edges: then the left edge recognises a value whose right edge is
  // only estimated (a figure run together with the words after it).
  const left = c.members.length >= 2 && Math.max(...lefts) - x0 <= 1.5 ? median(lefts) : undefined;
  return { edge, at: c.at, x0, x1: Math.max(...c.members.map((m) => m.x1)), count: c.members.length, label: '', ...(left !== undefined && edge !== 'x0' ? { left } : {}) };
};

/** Tolerances follow the type size; OCR scatters positions by a few pixels more. */
function toleranceOf(page: PageLines): number {
  const size = median(page.lines.map((l) => l.size)) || 9;
  return page.ocr ? Math.max(3, size * 0.6) : Math.max(1.5, size * 0.3);
}

/**
 * The column model of one page, from its rows: lines with a date opening a cell and a figure. Money slots
 * are where those rows' figures line up; a slot must hold a dated row's figure (a summary box lines its
 * figures up too, but prints no dates). A page without such rows borrows the model of the page before.
 */
export function pageModel(page: PageLines, previous: PageModel | null): PageModel | null {
  const tolerance = toleranceOf(page);
  const lines = page.lines.filter((l) => !page.furniture.has(l));
  const rows = lines.filter((l) => {
    const d = cellDates(l)[0];
    return d !== undefined && columnFigures(l, d).some((f) => f.x0 > d.x1 || f.x1 < d.x0);
  });
  if (!rows.length) return previous ? { ...previous, tolerance } : null;
  const rowFigures = rows.flatMap((l) => columnFigures(l, cellDates(l)[0]));
  const best = bestClusters(rowFigures, tolerance, previous?.money[0]?.edge ?? 'x1');
  const edge = best.edge;
  const { clusters, edges } = mergeOverlapping(best.clusters, edge);
  // A column shared by several rows, or a lone figure where the previous page had a column (a sparse column).
  const remembered = (c: Cluster<Token>) => previous?.money.some((s) => s.edge === edge && Math.abs(s.at - c.at) <= tolerance * 2) ?? false;
  // Figures on the undated lines between the rows (a day's later rows, printed without its date) line up too.
  // The table runs down to the last line with a figure in a column the rows share (a day's balance under its last row).
  const onColumn = (f: Token, c: Cluster<Token>) => Math.abs(figureEdge(f, edges.get(c) ?? edge) - c.at) <= tolerance;
  const common = clusters.filter((c) => c.members.length >= 2);
  const top = Math.min(...rows.map((l) => l.y));
  const bottom = Math.max(...rows.map((l) => l.y), ...lines.filter((l) => l.y > top && columnFigures(l).some((f) => common.some((c) => onColumn(f, c)))).map((l) => l.y));
  const between = lines.filter((l) => !rows.includes(l) && l.y > top && l.y <= bottom).flatMap((l) => columnFigures(l));
  const alsoBetween = (c: Cluster<Token>) => between.some((f) => onColumn(f, c));
  const shared = clusters.filter((c) => c.members.length >= 2 || rows.length === 1 || remembered(c) || alsoBetween(c));
  // A lone figure is a column of its own (a sparse one) when its row has another figure in a shared column and
  // it stands right of where the shared columns begin: a one-off figure in a header line is not.
  const sharedFigures = new Set(shared.flatMap((c) => c.members));
  const firstShared = Math.min(...shared.map((c) => Math.min(...c.members.map((m) => m.x0))));
  const anchoredRow = (m: Token) => rows.find((l) => l.tokens.includes(m) && l.tokens.some((t) => t !== m && sharedFigures.has(t)));
  // Right of where the shared columns begin, or a cell of its own right of the row's words (a debit column left
  // of the credit column, filled once).
  // A row whose date starts where the dated rows with shared figures start theirs is a row of the table.
  const sharedRowDates = rows.filter((l) => l.tokens.some((t) => sharedFigures.has(t))).map((l) => cellDates(l)[0].x0);
  const inDateColumn = (l: TokenLine) => sharedRowDates.some((x) => Math.abs(cellDates(l)[0].x0 - x) <= tolerance);
  const lone = clusters.filter(
    (c) =>
      !shared.includes(c) &&
      c.members.every((m) => {
        const row = anchoredRow(m);
        if (!row) {
          // The only figure of a row of the table, in a cell of its own right of its words and of where the shared
          // columns begin: a column this page fills once (the one credit among debits).
          const own = rows.find((l) => l.tokens.includes(m));
          return own !== undefined && inDateColumn(own) && m.cellStart && m.cellEnd && m.x0 > firstShared && own.tokens.some((t) => t.kind === 'text' && t.x1 <= m.x0);
        }
        const words = row.tokens.filter((t) => t.kind === 'text' && t.x1 <= m.x0);
        return m.x1 > firstShared || (m.cellStart && m.cellEnd && words.length > 0);
      }),
  );
  let money = [...shared, ...lone].map((c) => slotOf(c, edges.get(c) ?? edge));
  if (!money.length) money = clusters.map((c) => slotOf(c, edges.get(c) ?? edge));
  // A column filled only on undated lines (a day's receipts printed under its first, dated row): figures with
  // decimals that line up there, right of where the rows' figures begin, are a column too.
  if (money.length) {
    const start = Math.min(...money.map((m) => m.x0));
    const loose = between.filter((f) => f.money?.hasDecimals && f.x0 > start && !money.some((m) => slotDistance(f, m) <= tolerance * 2));
    for (const c of clusterBy(loose, (f) => figureEdge(f, edge), tolerance)) if (c.members.length >= 2) money.push(slotOf(c, edge));
  }
  // A page with few dated rows (the end of a month overleaf) keeps the previous page's columns that its lines
  // still print figures in: a day's receipts and balance on undated lines are that page's too.
  if (previous) {
    // Above the page's first dated row too, a figure with decimals (the day the page before ended on goes on overleaf).
    const tableFigures = lines.flatMap((l) => columnFigures(l).filter((f) => l.y >= top || f.money?.hasDecimals));
    for (const slot of previous.money) {
      if (slot.edge !== edge || slot.count === 0 || money.some((m) => Math.abs(m.at - slot.at) <= tolerance * 2)) continue;
      const aligned = tableFigures.filter((f) => Math.abs(figureEdge(f, edge) - slot.at) <= tolerance);
      if (aligned.length) money.push({ ...slot, count: aligned.length });
    }
  }
  // Figures of any line of the page that line up with a money slot count too (dateless rows of a day).
  for (const slot of money) {
    const extra = lines.filter((l) => !rows.includes(l)).flatMap((l) => columnFigures(l)).filter((f) => slotDistance(f, slot) <= tolerance);
    slot.count += extra.length;
  }
  money.sort((a, b) => a.at - b.at);
  const dateTokens = rows.flatMap((l) => cellDates(l));
  const dateClusters = bestClusters(dateTokens, Math.max(tolerance, 2), previous?.dates[0]?.edge ?? 'x0');
  // Dates of two columns never overlap: clusters that do are one column (some positions only estimated, a date
  // run together with the reference before it).
  const mergedDates = mergeOverlapping(dateClusters.clusters, dateClusters.edge);
  const dates = mergedDates.clusters
    .filter((c) => c.members.length >= Math.max(1, Math.min(2, rows.length)) || rows.length <= 2)
    .map((c) => slotOf(c, mergedDates.edges.get(c) ?? dateClusters.edge))
    // A date slot overlapping a money slot is a figure read as a date ("15.01"): the money slot wins.
    .filter((d) => !money.some((m) => d.x0 < m.x1 && d.x1 > m.x0 && m.count >= d.count))
    .sort((a, b) => a.at - b.at);
  if (!dates.length) return previous ? { ...previous, tolerance } : null;
  // Dates and figures in pairs side by side, without words ("09/04  $16,758.39   09/10  $3,607.80 …"): a list of a
  // day's balances set in several columns, not rows of transactions (a transaction has words).
  const paired = dates.length >= 2 && money.some((m) => m.x0 > dates[0].x1 && m.x1 < dates[dates.length - 1].x0);
  if (paired && rows.every((l) => !l.tokens.some((t) => t.kind === 'text' && /\p{L}{2}/u.test(t.text)))) return null;
  // A column is never crossed by another cell: where the descriptions of several rows run on over the place of a
  // "column" of codes ("AMIS DU MARAIS CB*3946" in one cell, "TAO NIORT   CB*3946" padded apart), the codes are
  // the end of the description, set apart only by padding.
  const crossed = (at: number) => rows.filter((l) => l.tokens.some((t) => t.kind === 'text' && t.x0 < at - tolerance * 2 && t.x1 > at + tolerance * 2)).length;
  let codes = codeColumns(rows, dates, money, tolerance).filter((c) => crossed(c.at) < Math.max(2, rows.length * 0.2));
  // A page of a row or two cannot show a column of codes: the page before, laid out alike, can.
  // Alike: each date column where the page before had it; a page of one row may measure it by another edge, so
  // a column whose printed span overlaps the earlier one's is the same column.
  const sameColumn = (d: Slot, e: Slot) => Math.abs(d.at - e.at) <= tolerance * 2 || (e.x0 < d.x1 + tolerance && e.x1 > d.x0 - tolerance);
  const alike = previous && previous.dates.length === dates.length && previous.dates.every((d, i) => sameColumn(d, dates[i]));
  if (!codes.length && rows.length < 3 && alike) {
    codes = [...previous.codes.map((at) => ({ at, x0: at, x1: at, references: true, currency: false, words: false })), ...previous.currencies.map((at) => ({ at, x0: at, x1: at, references: false, currency: true, words: false }))];
  }
  // A column of references the page before had, laid out alike, goes on where this page's rows print one there
  // (too few of them here to show the column by themselves).
  if (alike) {
    for (const at of previous.codes) {
      if (codes.some((c) => Math.abs(c.at - at) <= tolerance * 2)) continue;
      if (rows.some((l) => l.tokens.some((t) => Math.abs(t.x0 - at) <= Math.max(tolerance, 3) && isCode(t)))) codes.push({ at, x0: at, x1: at, references: true, currency: false, words: false });
    }
  }
  let textStart = textStartOf(rows, dates, codes.filter((c) => !c.words).map((c) => c.at), tolerance);
  // Rows of dates, codes and figures alone, with lines of words between them that start where the dates start: the
  // descriptions are printed in the dates' column, on lines of their own ("TRANSFER TO …" over "16/04/2023  FT23…").
  // A page of a row or two cannot show it: the page before, laid out alike, can.
  if (rowsWithoutWords(rows, dates, codes, tolerance)) {
    const wordLines = lines.filter((l) => !rows.includes(l) && l.y > top && l.y < bottom && !columnFigures(l).length && l.tokens[0]?.kind === 'text' && /\p{L}{2}/u.test(l.tokens[0].text));
    const inDateColumn = wordLines.filter((l) => Math.abs(l.tokens[0].x0 - dates[0].x0) <= Math.max(tolerance * 2, 3));
    const stackedBefore = alike && rows.length < 3 && previous.textStart <= previous.dates[0].x0;
    if (inDateColumn.length >= Math.max(2, (rows.length - 1) * 0.5) || stackedBefore) textStart = dates[0].x0;
  }
  const leading = dates.filter((d) => d.x1 <= textStart + tolerance);
  // Words starting nearer the dates' start than the descriptions' start stand where the dates do (a label such
  // as "Total withdrawals", a rule, a footer); estimated word positions are too rough to use the dates' end.
  const dateZoneEnd = leading.length ? (Math.max(...leading.map((d) => d.x0)) + textStart) / 2 : -Infinity;
  const integers = rowFigures.length >= 2 ? rowFigures.every((f) => !f.money?.hasDecimals) : (previous?.integers ?? false);
  const model: PageModel = { dates, money, codes: codes.filter((c) => c.references).map((c) => c.at), currencies: codes.filter((c) => c.currency).map((c) => c.at), integers, tolerance, textStart, dateZoneEnd };
  // Headings stand above the first row of the table proper: one whose figure is in a column several rows share
  // (a box of dates and figures above the table is a row of its own).
  const sharedSlots = money.filter((m) => m.count >= 2);
  const firstRow = rows.find((l) => columnFigures(l).some((f) => slotIndex(sharedSlots, f, tolerance) >= 0)) ?? rows[0];
  // The heading cells over the first row, read once: they label the slots and name the columns aside.
  const headingLine = headingLines(lines, lines.indexOf(firstRow));
  const cells = headingLine.length ? headingCells(headingLine) : [];
  const codeLabels = labelSlots(cells, model, textStart, codes);
  // A column of short capitalised codes is a column of its own (a transaction type) when a heading of its own
  // stands over it; without one it is part of the description (a country code after a place name).
  model.codes.push(...codes.filter((c, i) => !c.words && !c.references && (codeLabels[i] || c.currency)).map((c) => c.at));
  // A column of words is the description's unless a heading of its own stands over it.
  model.words = codes.filter((c, i) => c.words && codeLabels[i]).map((c) => c.at);
  if (!model.words.length && alike && previous.words?.length) model.words = previous.words;
  const aside = columnsAside(cells, rows, model);
  model.kinds = aside.kinds ?? (alike ? previous.kinds : undefined);
  // The description column after a column of kinds is the description, not a column of words beside it.
  const kindsUntil = model.kinds?.until;
  if (kindsUntil !== undefined) model.words = model.words.filter((x) => Math.abs(x - kindsUntil) > Math.max(tolerance, 3) * 2);
  model.quantities = aside.quantities ?? (alike ? previous.quantities : undefined);
  // Dates inside the descriptions that happen to line up ("PIX TRANSF  06/06" on a few rows) are not a column: a
  // second date column right of where descriptions start is filled on most rows, or has a heading of its own.
  model.dates = model.dates.filter((d, i) => i === 0 || d.label !== '' || d.x0 < textStart - tolerance || d.count >= rows.length * 0.5);
  return model;
}

const foldLabel = (s: string) => s.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

/** Headings of a column holding each row's kind ("Activity: Bought, Dividend, Fee"), in the languages the engine reads. */
const KIND_HEADING = /^(activity|type|transaction type|trans type|txn type|operation type|type d operation|type de transaction|nature|tipo|tipo de operacion|tipo de movimiento|tipo movimento|tipo operacao|tipo operazione|art|buchungsart|umsatzart|vorgangsart|transaktionstyp|typ|soort|mutatiesoort)$/;

/** Headings of a column of quantities (of shares, units) beside the figures, in the languages the engine reads. */
const QUANTITY_HEADING = /^(quantity|qty|shares|units|anzahl|stuck|stueck|menge|nominal|cantidad|quantite|quantidade|quantita|aantal|数量)$/;

/**
 * Columns beside the description that are not description, told by their headings:
 * - `kinds`: the left edge of a column of each row's kind, where one stands before the description: the heading where
 *   the descriptions start names a kind of row ("Activity", "Type", "Buchungsart") and a heading further right, before
 *   the figures, names the description, where most rows start a cell. Statements print the kind apart ("Bought",
 *   "Dividend", "Fee" over the security's name), and the description is that column's text alone. Without a
 *   description's heading to its right (a kind and a counterparty only) the kind is where the description starts.
 * - `quantities`: the span of a heading word naming a quantity (shares, units) between the description and the figures:
 *   the numbers under it say how many were bought or sold, they are neither figures nor description.
 */
function columnsAside(cells: Cell[], rows: TokenLine[], model: PageModel): Pick<PageModel, 'kinds' | 'quantities'> {
  if (!cells.length) return {};
  const tol = Math.max(3, model.tolerance);
  const out: Pick<PageModel, 'kinds' | 'quantities'> = {};
  const firstFigures = Math.min(...model.money.filter((m) => m.count > 0).map((m) => m.x0), Infinity);
  const words = cells.flatMap((c) => headingWords(c));
  // The column runs from its heading to the next heading (figures under a heading set flush left end right of it).
  const quantity = words.findIndex((w) => w.x0 > model.textStart && QUANTITY_HEADING.test(fold(w.text)));
  if (quantity >= 0) {
    const next = words.filter((w) => w.x0 > words[quantity].x1).sort((a, b) => a.x0 - b.x0)[0];
    out.quantities = { x0: words[quantity].x0, x1: next ? next.x0 - tol : words[quantity].x1 };
  }
  const kind = cells.find((c) => Math.abs(c.x0 - model.textStart) <= tol * 2 && KIND_HEADING.test(fold(c.text)));
  const description = kind && cells.find((c) => c.x0 > kind.x1 && c.x1 < firstFigures && headingKind(c.text) === 'description' && !KIND_HEADING.test(fold(c.text)));
  if (!kind || !description) return out;
  // Most rows print words where each heading starts (the kind may run on from the date before it, in one cell).
  const startsAt = (at: number, cellStart: boolean) => rows.filter((l) => l.tokens.some((t) => t.kind === 'text' && (t.cellStart || !cellStart) && Math.abs(t.x0 - at) <= tol)).length;
  if (startsAt(description.x0, true) >= rows.length * 0.5 && startsAt(model.textStart, false) >= rows.length * 0.5) out.kinds = { at: model.textStart, until: description.x0 };
  return out;
}

/** The words of a heading segment with their estimated positions; "TransactionDate" (two cells run together) is two words. */
function headingWords(seg: { text: string; x0: number; x1: number }): { text: string; x0: number; x1: number }[] {
  const perChar = (seg.x1 - seg.x0) / Math.max(1, seg.text.length);
  const out: { text: string; x0: number; x1: number }[] = [];
  for (const m of seg.text.matchAll(/[^\s]+/g)) {
    const at = m.index ?? 0;
    let offset = 0;
    for (const part of m[0].split(/(?<=[a-z])(?=[A-Z][a-z])/)) {
      out.push({ text: part, x0: seg.x0 + (at + offset) * perChar, x1: seg.x0 + (at + offset + part.length) * perChar });
      offset += part.length;
    }
  }
  return out;
}

/** Two heading cells printed so close that they read as one ("TransactionDate"): split where a capital follows a small letter. */
function splitRunTogether(seg: { text: string; x0: number; x1: number }): { text: string; x0: number; x1: number }[] {
  const parts = seg.text.split(/(?<=[a-z])(?=[A-Z][a-z])/);
  if (parts.length === 1) return [seg];
  const perChar = (seg.x1 - seg.x0) / Math.max(1, seg.text.length);
  let at = 0;
  return parts.map((text) => {
    const part = { text: text.trim(), x0: seg.x0 + at * perChar, x1: seg.x0 + (at + text.length) * perChar };
    at += text.length;
    return part;
  });
}

type Cell = { text: string; x0: number; x1: number; parts?: { text: string; x0: number; x1: number }[] };

/**
 * The heading lines above the page's first row: the nearest line above it split into several cells (within a
 * few lines, passing a balance line or a section title), with the lines set tight against it that share its
 * columns (a heading over two or three lines: "Trans Date  Posting" over "Date").
 */
function headingLines(lines: TokenLine[], firstRow: number): TokenLine[] {
  const tight = (a: TokenLine, b: TokenLine) => Math.abs(b.y - a.y) <= Math.max(a.size, b.size) * 1.6;
  const isWords = (l: TokenLine) => l.tokens.length > 0 && !l.tokens.some((t) => isClearFigure(t) || (t.kind === 'date' && t.cellStart));
  // Column headings are words: a line with dates or numbers in its cells is an address or a period, not a heading.
  const headingLike = (l: TokenLine) => isWords(l) && !l.tokens.some((t) => t.kind === 'date') && l.segments.filter((seg) => /\d/.test(seg.text)).length <= 1;
  let anchor = -1;
  let below = lines[firstRow];
  let figures = 0;
  // Up to a few lines above (a heading may stand far above the rows, over a balance line or a section title).
  for (let i = firstRow - 1; i >= 0 && i >= firstRow - 8; i--) {
    const line = lines[i];
    if (lines[firstRow].y - line.y > Math.max(line.size, below.size) * 10) break;
    if (line.tokens.some((t) => t.kind === 'date' && t.cellStart)) break;
    if (line.tokens.some(isClearFigure) && ++figures > 2) break;
    below = line;
    if (headingLike(line) && line.segments.length >= 2) {
      anchor = i;
      break;
    }
  }
  if (anchor < 0) return [];
  const heading = [lines[anchor]];
  const shares = (l: TokenLine) => sharesColumns(l, lines[anchor]);
  // Tight above or below: more words of the same columns ("Value" over "Dt", "Buchungs-" over "tag").
  // Not a line of the header above set at the rows' spacing: a period or an address has dates or numbers, and a
  // field prints its label and value ("Currency: EUR").
  const part = (l: TokenLine) => headingLike(l) && !l.segments.some((seg) => /\p{L}:\s*\S/u.test(seg.text));
  for (let i = anchor - 1; i >= 0 && heading.length < 4 && part(lines[i]) && (lines[i].segments.length >= 2 || shares(lines[i])) && tight(lines[i], heading[0]); i--) heading.unshift(lines[i]);
  for (let i = anchor + 1; i < firstRow && heading.length < 4 && part(lines[i]) && tight(heading[heading.length - 1], lines[i]) && shares(lines[i]); i++) heading.push(lines[i]);
  return heading;
}

/**
 * A line of a heading's columns: none of its cells spans two of the heading's (as a title over the table does), or
 * one that does starts a word where each of them starts ("TRANSACTION POSTING" over "DATE  DATE", set as one run).
 */
export function sharesColumns(line: TokenLine, heading: TokenLine): boolean {
  return line.segments.every((seg) => headingCellsUnder(seg, heading).length <= 1 || wordsStartOver(seg, line, heading));
}

/** A heading line's words over several of the next heading line's columns, run together (not a title above them). */
export function spansHeadingColumns(line: TokenLine, heading: TokenLine): boolean {
  // Set tight over the heading, one word over each column it spans (a title over a table may happen to line up).
  if (heading.y - line.y > Math.max(line.size, heading.size) * 1.6) return false;
  const spanning = line.segments.filter((seg) => headingCellsUnder(seg, heading).length >= 2);
  return spanning.length > 0 && spanning.every((seg) => headingWords(seg).length === headingCellsUnder(seg, heading).length) && sharesColumns(line, heading);
}

const headingCellsUnder = (seg: { x0: number; x1: number }, heading: TokenLine) => heading.segments.filter((c) => seg.x0 < c.x1 + 2 && seg.x1 > c.x0 - 2);

function wordsStartOver(seg: { text: string; x0: number; x1: number }, line: TokenLine, heading: TokenLine): boolean {
  const under = headingCellsUnder(seg, heading);
  const starts = headingWords(seg).map((w) => w.x0);
  const near = Math.max(6, line.size);
  return starts.length >= under.length && under.every((c) => starts.some((x) => Math.abs(x - c.x0) <= near));
}

/** The heading's cells: segments of its lines, those of different lines merged where they overlap (one column's words over two lines). */
function headingCells(heading: TokenLine[]): Cell[] {
  const cells: Cell[] = [];
  for (const line of heading) {
    for (const seg of line.segments.flatMap(splitRunTogether)) {
      const overlapping = cells.filter((c) => seg.x0 < c.x1 - 1 && seg.x1 > c.x0 + 1);
      const over = overlapping.length === 1 ? overlapping[0] : null;
      const part = { text: seg.text, x0: seg.x0, x1: seg.x1 };
      if (over) {
        over.text += ' ' + seg.text;
        over.x0 = Math.min(over.x0, seg.x0);
        over.x1 = Math.max(over.x1, seg.x1);
        over.parts!.push(part);
      } else cells.push({ ...part, parts: [part] });
    }
  }
  return cells.sort((a, b) => a.x0 - b.x0);
}

/**
 * Heading words over each column, from the lines just above the page's first row ("Date of / Transaction"
 * over two lines is one column's). Left of the description's heading, a cell goes to the nearest date or
 * code column. Right of it, a cell heads the first money column whose figures end at or right of the cell
 * (headings over right-aligned figures are right-aligned, left-aligned or centred, never right of them); a
 * second cell for a column already headed is a column this page leaves empty. They are labels, read as
 * weak priors by the reading search and used to match columns across pages.
 */
function labelSlots(cells: Cell[], model: PageModel, textStart: number, codes: { x0: number; x1: number }[] = []): boolean[] {
  if (!cells.length) return codes.map(() => false);
  const labels = new Map<object, string[]>();
  const give = (slot: object, text: string) => labels.set(slot, [...(labels.get(slot) ?? []), text]);
  const description = cells.reduce<Cell | null>((best, c) => (Math.abs(c.x0 - textStart) <= 24 && (!best || Math.abs(c.x0 - textStart) < Math.abs(best.x0 - textStart)) ? c : best), null);
  const left = [...model.dates.filter((d) => d.x0 <= textStart), ...codes.filter((c) => c.x1 <= textStart + 4)];
  // Right of the description, date and code columns take the heading cell that overlaps them; money columns the
  // cells that end at or left of their figures.
  const rightDates = [...model.dates.filter((d) => d.x0 > textStart), ...codes.filter((c) => c.x0 > textStart + 4)];
  const right = [...model.money].sort((a, b) => a.x1 - b.x1);
  const empty: Slot[] = [];
  const edge = model.money[0]?.edge ?? 'x1';
  const tol = Math.max(3, model.tolerance);
  // On the figures' side, word by word: a cell printed over two columns ("Withdrawals Deposits/Credits") heads both.
  const pieces: (Cell & { slot: Slot | { x0: number; x1: number } | null })[] = [];
  for (const cell of cells) {
    if (cell === description) continue;
    // Right of the description's heading, or over a column of figures (where descriptions are printed after the figures).
    const overFigures = model.money.some((m) => m.count > 0 && cell.x0 < m.x1 + tol && cell.x1 > m.x0 - tol);
    const onRight = (description ? cell.x0 > description.x0 : cell.x0 > textStart + 4) || overFigures;
    if (!onRight) {
      // A cell printed over two columns ("Date of Purchase Date Posted", or "Buchungs- Wert-" over "tag stellung")
      // is split line by line: each column's heading starts near where its dates start.
      const spanned = [...left].sort((a, b) => a.x0 - b.x0).filter((s) => cell.x0 < s.x1 && cell.x1 > s.x0);
      if (spanned.length >= 2) {
        for (const part of cell.parts ?? [cell]) {
          // A part that only grazes a column (its first letter over the end of the dates before) is not over it.
          const under = spanned.filter((s) => Math.min(part.x1, s.x1) - Math.max(part.x0, s.x0) > 2);
          if (under.length < 2) {
            const mid = (part.x0 + part.x1) / 2;
            give(spanned.reduce((a, b) => (Math.abs((b.x0 + b.x1) / 2 - mid) < Math.abs((a.x0 + a.x1) / 2 - mid) ? b : a)), part.text);
            continue;
          }
          const words = headingWords(part);
          const firsts = [0];
          for (const slot of under.slice(1)) {
            const from = firsts[firsts.length - 1] + 1;
            let best = Math.min(from, words.length);
            for (let k = from; k < words.length; k++) if (Math.abs(words[k].x0 - slot.x0) < Math.abs((words[best]?.x0 ?? Infinity) - slot.x0)) best = k;
            firsts.push(best);
          }
          under.forEach((slot, k) => {
            const text = words.slice(firsts[k], firsts[k + 1] ?? words.length).map((w) => w.text);
            if (text.length) give(slot, text.join(' '));
          });
        }
        continue;
      }
      const mid = (cell.x0 + cell.x1) / 2;
      const distance = (s: { x0: number; x1: number }) => (mid < s.x0 ? s.x0 - mid : mid > s.x1 ? mid - s.x1 : 0);
      const near = [...left].sort((a, b) => distance(a) - distance(b))[0];
      if (near && distance(near) <= 40) give(near, cell.text);
      continue;
    }
    // A date column after the description (a value date) takes the heading cell that overlaps it.
    const overDate = rightDates.find((d) => Math.min(cell.x1, d.x1) - Math.max(cell.x0, d.x0) >= Math.min(cell.x1 - cell.x0, d.x1 - d.x0) * 0.5);
    if (overDate) {
      give(overDate, cell.text);
      continue;
    }
    for (const word of headingWords(cell)) {
      const slot = right.find((s) => s.x1 >= word.x1 - tol) ?? null;
      const last = pieces[pieces.length - 1];
      if (last && last.slot === slot && word.x0 - last.x1 < 12) {
        last.text += ' ' + word.text;
        last.x1 = word.x1;
      } else pieces.push({ ...word, slot });
    }
  }
  // Two headings for one column: the one that ends nearer the figures keeps it, the other heads a column this page leaves empty.
  const holders = new Map<object, Cell>();
  for (const p of pieces) {
    if (!p.slot) continue;
    const holder = holders.get(p.slot);
    if (!holder || Math.abs(p.x1 - p.slot.x1) < Math.abs(holder.x1 - p.slot.x1)) holders.set(p.slot, p);
  }
  // Where descriptions are printed after the figures, headings right of them head columns of words, not of money.
  const filledEnd = Math.max(...model.money.filter((m) => m.count > 0).map((m) => m.x1), -Infinity);
  const wordsAfterFigures = textStart > filledEnd;
  for (const p of pieces) {
    if (p.slot && holders.get(p.slot) === p) give(p.slot, p.text);
    else if (model.money.length && !(wordsAfterFigures && p.x0 >= textStart - tol)) empty.push({ edge, at: edge === 'x0' ? p.x0 : edge === 'x1' || edge === 'dx1' ? p.x1 : (p.x0 + p.x1) / 2, x0: p.x0, x1: p.x1, count: 0, label: foldLabel(p.text) });
  }
  for (const slot of [...model.dates, ...model.money]) slot.label = foldLabel((labels.get(slot) ?? []).join(' '));
  model.money.push(...empty);
  model.money.sort((a, b) => a.at - b.at);
  return codes.map((c) => (labels.get(c) ?? []).length > 0);
}

/** A cell of one word that is a code or a reference: digits in it, or a short capitalised abbreviation ("DD", "BGC"). */
export const isCode = (t: Token) => (t.kind === 'ref' || t.kind === 'text' || t.kind === 'money') && !/\s/.test(t.text) && (/\d/.test(t.text) || /^[A-Z]{2,4}$/.test(t.text)) && t.text.length <= 24;

/**
 * Columns of codes beside the description: cells that start at the same left edge on many rows and hold a
 * single code each, at another edge than where most descriptions start.
 */
export function codeColumns(rows: TokenLine[], dates: Slot[], money: Slot[], tolerance: number): { at: number; x0: number; x1: number; references: boolean; currency: boolean; words: boolean }[] {
  const firstMoney = money.length ? Math.min(...money.map((s) => s.x0)) : Infinity;
  // A cell's first word, or a currency code ending the cell (printed close to the description).
  // A cell's first word, a code run into the date before it ("05/06/2024 xx4417"), or a currency code ending the cell.
  const afterDate = (l: TokenLine, t: Token) => {
    const i = l.tokens.indexOf(t);
    return i > 0 && l.tokens[i - 1].kind === 'date' && l.tokens[i - 1].cellStart && !l.tokens[i - 1].cellEnd && isCode(t) && !t.glued;
  };
  const inZone = (t: Token, l: TokenLine) => (t.cellStart || afterDate(l, t) || (t.cellEnd && ISO_CODES.has(t.text))) && t.x1 <= firstMoney + tolerance && !dates.some((d) => Math.abs(figureEdge(t, d.edge) - d.at) <= tolerance * 1.5) && !(t.kind === 'date');
  const starts = rows.flatMap((l) => l.tokens.filter((t) => inZone(t, l) && !isClearFigure(t)));
  const clusters = clusterBy(starts, (t) => t.x0, Math.max(tolerance, 3));
  // A cell naming a currency in words on (nearly) every row ("人民币", "EUROS"): each row's currency, not its description.
  const namesCurrency = (t: Token) => isCode(t) || currencyNamed(t.text) !== null;
  const currencyColumn = (c: (typeof clusters)[number]) => c.members.filter((m) => ISO_CODES.has(m.text) || (!/\d/.test(m.text) && m.text.length <= 12 && currencyNamed(m.text) !== null)).length >= c.members.length * 0.8;
  const text = clusters.map((c) => (currencyColumn(c) ? 0 : c.members.filter((t) => !isCode(t)).length));
  // Where most descriptions start (none when every cell opens with its code: "905586 SUPERMERCADO").
  const description = Math.max(...text, 0) > 0 ? clusters[text.indexOf(Math.max(...text))] : null;
  const many = (c: (typeof clusters)[number]) => c.members.length >= Math.max(2, rows.length * 0.3);
  // Cells of words starting at one edge right of the descriptions, on many rows: maybe a column of its own.
  // Or cells of long numbers on a few rows only (the other party's account, printed where there is one).
  const numbers = (c: (typeof clusters)[number]) => c.members.length >= 2 && c.members.every((m) => /^\d{6,}$/.test(m.text));
  const words = clusters
    .filter((c) => description && c.at > description.at + Math.max(tolerance, 3) * 4 && ((many(c) && c.members.filter((m) => m.kind === 'text' && !isCode(m)).length >= c.members.length * 0.7) || numbers(c)))
    .map((c) => ({ at: c.at, x0: c.min, x1: Math.max(...c.members.map((m) => m.x1)), references: false, currency: false, words: true }));
  return clusters
    .filter((c) => c !== description && many(c) && c.members.filter(namesCurrency).length >= c.members.length * 0.7)
    .map((c) => ({
      words: false,
      at: c.at,
      x0: c.min,
      x1: Math.max(...c.members.map((m) => m.x1)),
      // References hold digits; codes of letters alone may be words of the description.
      references: c.members.filter((m) => /\d/.test(m.text)).length >= c.members.length * 0.5,
      // Each row's currency, in a table that mixes several.
      currency: currencyColumn(c),
    }))
    .concat(words);
}

/** Whether no row prints a word of its own: each holds only dates, codes (a column of references) and figures. */
function rowsWithoutWords(rows: TokenLine[], dates: Slot[], codes: { at: number }[], tolerance: number): boolean {
  const inCodes = (t: Token) => codes.some((c) => Math.abs(t.x0 - c.at) <= Math.max(tolerance, 2));
  return rows.every((l) => l.tokens.every((t) => t.kind === 'date' || isClearFigure(t) || t.kind === 'mark' || inCodes(t) || !/\p{L}/u.test(t.text)));
}

/** Where the description starts: the first words after the first date column (passing other dates), on most rows. */
function textStartOf(rows: TokenLine[], dates: Slot[], codes: number[], tolerance: number): number {
  const inCodes = (t: Token) => codes.some((x) => Math.abs(t.x0 - x) <= Math.max(tolerance, 2));
  const inDates = (t: Token) => t.kind === 'date' && dates.some((d) => Math.abs(figureEdge(t, d.edge) - d.at) <= tolerance * 1.5);
  // The first words of each row that are neither a date of a date column nor a figure nor a code: left of the
  // dates when the description comes first ("INCASSO ENERGIE  03-05-2024  401,10").
  const starts = rows.map((l) => l.tokens.find((t) => !inDates(t) && !(t.kind === 'date' && t.cellStart) && !isClearFigure(t) && !inCodes(t) && t.kind !== 'mark')?.x0).filter((x): x is number => x !== undefined);
  const after = dates.length ? dates[0].x1 : -Infinity;
  return starts.length ? median(starts) : after + 4;
}

/** Which slot of a list a token stands in, or -1. */
function slotIndex(slots: Slot[], t: Positioned, tolerance: number): number {
  let best = -1;
  let bestDistance = Infinity;
  slots.forEach((s, i) => {
    const d = slotDistance(t, s);
    if (d <= tolerance * (s.edge === 'mid' ? 2 : 1.5) && d < bestDistance) [best, bestDistance] = [i, d];
  });
  return best;
}

/** The word between the two dates of a period, in the languages the engine reads. */
const RANGE_WORD = /^(-|–|to|till|until|through|thru|bis|au|al|a|hasta|ate|até|fino al|al|tot|t\/m|do|till|–)$/i;

/** The line's tokens sorted into the page model's columns (slots indexed per page; mapped to logical columns later). */
export function cellsOf(
  line: TokenLine,
  model: PageModel,
): { dates: (DateCell | null)[]; dateParts: string[][]; money: (MoneyCell | null)[]; text: Token[]; leftText: Token[]; rightText: Token[]; currency: string | null; marks: Token[]; codes: Token[] } {
  let currency: string | null = null;
  let pendingMark: Token | null = null;
  const dateParts: string[][] = model.dates.map(() => []);
  const dates: (DateCell | null)[] = model.dates.map(() => null);
  const money: (MoneyCell | null)[] = model.money.map(() => null);
  const text: Token[] = [];
  const leftText: Token[] = [];
  const rightText: Token[] = [];
  /** Cells of the code and reference columns: a row's description only when it prints nothing else (a cheque's number). */
  const codeText: Token[] = [];
  const tol = model.tolerance;
  const firstMoney = model.money.length ? Math.min(...model.money.map((s) => s.x0)) : Infinity;
  // Right of the last column that holds figures (a heading with no figures under it may head a column of words).
  const filled = model.money.filter((s) => s.count > 0);
  const lastMoney = filled.length ? Math.max(...filled.map((s) => s.x1)) : Infinity;
  const textStart = model.dateZoneEnd;
  const tokens = line.tokens;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    // A period ("01.10.2021 bis 31.12.2021", "du 01/06 au 30/06") is not a row's date.
    const period = t.kind === 'date' && tokens[i + 1]?.kind === 'text' && RANGE_WORD.test(tokens[i + 1].text) && tokens[i + 2]?.kind === 'date';
    if (t.kind === 'date' && t.cellStart && !period) {
      let slot = slotIndex(model.dates, t, Math.max(tol, 2));
      // A date split off the code before it: the date column that starts after the code and before the date ends.
      if (slot < 0 && t.looseStart && i > 0) slot = model.dates.findIndex((d) => d.x0 > tokens[i - 1].x0 + tol && d.x0 < t.x1);
      if (slot >= 0 && !dates[slot]) {
        dates[slot] = { token: t.date!, text: t.text, x0: t.x0, x1: t.x1 };
        // The time of day printed in the date's cell ("2025-09-29 07:09:52") is the date's, not the description's.
        if (tokens[i + 1]?.time) i++;
        continue;
      }
    }
    const figure = isClearFigure(t) || (model.integers && t.kind === 'money' && t.cellStart);
    // A figure opening a cell that runs on into words ("33,916.61 蓝海便利店": a balance printed against the
    // column after it) is the money column's when it lines up with one.
    // Its right edge is only estimated then: starting within the column's extent is enough.
    const within = t.cellStart && !t.cellEnd ? model.money.findIndex((m) => m.count > 0 && t.x0 >= m.x0 - tol && t.x0 < m.x1 - tol) : -1;
    const runsOn = t.cellStart && !t.cellEnd && (slotIndex(model.money, t, tol) >= 0 || within >= 0);
    if (figure && (t.cellEnd || tokens[i + 1]?.kind === 'mark' || runsOn)) {
      let slot = runsOn && slotIndex(model.money, t, tol) < 0 ? within : slotIndex(model.money, t, tol);
      // Under a heading whose column this page never filled on a dated row ("Crédit" over an opening balance only):
      // a figure overlapping that heading, right of where the filled columns end, is that column's.
      if (slot < 0 && t.cellEnd) {
        const under = model.money.map((m, k) => ({ m, k })).filter(({ m }) => m.count === 0 && t.x0 < m.x1 && t.x1 > m.x0 && t.x0 >= lastMoney - tol);
        if (under.length === 1) slot = under[0].k;
      }
      // Run together with the next figure: the nearest free column left of where that one stands.
      if (t.estimated && (slot < 0 || money[slot])) {
        const nextFigure = tokens.slice(i + 1).find((n) => n.money && !n.estimated);
        const limit = nextFigure ? slotIndex(model.money, nextFigure, tol) : model.money.length;
        for (let k = Math.min(limit, model.money.length) - 1; k >= 0 && (slot < 0 || money[slot]); k--) if (!money[k] && model.money[k].count > 0) slot = k;
      }
      if (slot >= 0 && !money[slot]) {
        let value = t.money!;
        const next = tokens[i + 1];
        if (next?.kind === 'mark' && !value.mark && next.x0 - t.x1 < line.size * 3) {
          value = { ...value, mark: markValue(next.text) };
          i++;
        }
        if (pendingMark && !value.mark) value = { ...value, mark: markValue(pendingMark.text) };
        pendingMark = null;
        money[slot] = { value, text: t.text, x0: t.x0, x1: t.x1 };
        continue;
      }
    }
    if (t.kind === 'mark' && t.x0 >= firstMoney - tol) {
      // A sign standing in its own column after the figures: it belongs to the figure just left of it.
      const left = money.map((m, k) => ({ m, k })).filter((e) => e.m && e.m.x1 <= t.x0 + 1).pop();
      if (left?.m && !left.m.value.mark) {
        money[left.k] = { ...left.m, value: { ...left.m.value, mark: markValue(t.text) } };
        continue;
      }
    }
    if (t.kind === 'mark' && t.cellStart && t.cellEnd && t.x0 > textStart) {
      // A sign in a cell of its own before the figures (a "+/-" column): it belongs to the next figure of the line.
      pendingMark = t;
      continue;
    }
    // Words standing wholly under a column of figures (an exchange rate under an original amount) are that
    // column's, not the description's.
    if (t.kind !== 'date' && model.money.some((m) => m.count > 0 && t.x0 >= m.x0 - tol && t.x1 <= m.x1 + tol) && t.x0 > textStart + tol) continue;
    // Or a cell of its own aligned on a right-aligned column's edge, wider than the few figures a page shows there.
    // On a line without figures, words set flush with such a column's right edge ("Dollar américain" under "270.00") are its too.
    if (t.kind !== 'date' && t.cellStart && t.cellEnd && (/\d/.test(t.text) || !tokens.some(isClearFigure)) && model.money.some((m) => m.count > 0 && m.edge === 'x1' && Math.abs(t.x1 - m.at) <= tol) && t.x0 > textStart + tol) continue;
    // A currency code in a cell of its own among the figures ("733,57  DKK  100,00"): the code of the original amount
    // beside it, not words of the description (and not the row's currency: the account's figures are in its own).
    if (t.kind === 'text' && t.cellStart && t.cellEnd && ISO_CODES.has(t.text) && t.x0 >= firstMoney - tol && t.x0 > textStart + tol) continue;
    // A transaction's status in a cell of its own right of the row's words ("Completed", "Posted" of mobile-money and
    // fintech exports) says nothing of what the row is.
    if (t.kind === 'text' && t.cellStart && t.cellEnd && STATUS_WORD.test(t.text) && t.x0 > textStart + tol && tokens.some((o) => o !== t && o.kind === 'text' && o.x1 <= t.x0)) continue;
    if (model.currencies.some((x) => Math.abs(t.x0 - x) <= Math.max(tol, 3)) && (ISO_CODES.has(t.text) || currencyNamed(t.text))) {
      currency ??= ISO_CODES.has(t.text) ? t.text : currencyNamed(t.text);
      continue;
    }
    // A reference pushed right by a description that overran into its column still starts inside the column.
    const inCodeColumn = t.kind === 'ref' && t.x1 <= firstMoney && model.codes.some((x) => t.x0 >= x - Math.max(tol, 3) * 3 && t.x0 - x <= 24);
    if (inCodeColumn || (model.codes.some((x) => Math.abs(t.x0 - x) <= Math.max(tol, 3)) && (isCode(t) || (t.cellStart && !/\s/.test(t.text))))) {
      // A reference printed in groups ("18484408 59684971 81479211") is one cell: all of it is the column's.
      const from = i;
      while (t.cellStart && !tokens[i].cellEnd && i + 1 < tokens.length && isCode(tokens[i + 1]) && !tokens[i + 1].cellStart) i++;
      codeText.push(...tokens.slice(from, i + 1));
      continue;
    }
    // A number in a cell of its own under a heading naming a quantity (shares, units) is that column's, not the
    // description's: no figure of the money columns, it says how many were bought or sold.
    const quantities = model.quantities;
    if (quantities && t.cellStart && t.cellEnd && /^[-+(]?\d[\d.,']*\)?$/.test(t.text) && t.x0 >= quantities.x0 - tol && t.x1 <= quantities.x1 + tol) continue;
    // A row's kind in a column of its own before the description ("Bought", "Dividend"): left out to its cell's end.
    const kinds = model.kinds;
    if (kinds && t.kind === 'text' && t.x0 >= kinds.at - Math.max(tol, 3) && t.x0 < kinds.until - Math.max(tol, 3)) {
      // A kind too wide for its column runs into the description after it ("Foreign Tax VANGUARD …" in one cell): the
      // words from the one that starts nearest the descriptions' edge on are the description's.
      if (t.x1 > kinds.until + tol) {
        const perChar = (t.x1 - t.x0) / t.text.length;
        const starts = [...t.text.matchAll(/(?<=\s)\S/g)].map((m) => m.index ?? 0);
        const from = starts.reduce((best, k) => (Math.abs(t.x0 + k * perChar - kinds.until) < Math.abs(t.x0 + best * perChar - kinds.until) ? k : best), starts[0] ?? 0);
        if (from > 0 && Math.abs(t.x0 + from * perChar - kinds.until) <= perChar * 2) {
          text.push({ ...t, text: t.text.slice(from), x0: t.x0 + from * perChar });
          continue;
        }
        // (no word starts there: the cell is kept whole, as it reads)
        text.push(t);
        continue;
      }
      while (!tokens[i].cellEnd && i + 1 < tokens.length && !tokens[i + 1].cellStart && tokens[i + 1].kind === 'text') i++;
      continue;
    }
    // A cell of a column of words beside the description (a category, a memo): left out to its end.
    if (t.cellStart && t.x0 > textStart && model.words?.some((x) => Math.abs(t.x0 - x) <= Math.max(tol, 3))) {
      while (!tokens[i].cellEnd && i + 1 < tokens.length && !tokens[i + 1].cellStart && tokens[i + 1].kind !== 'date' && !isClearFigure(tokens[i + 1])) i++;
      continue;
    }
    // A piece of a date wrapped in a narrow column ("2024-04-" over "01", "11" / "September" / "2024").
    // (Or the time of day printed under the row's date, in the date's column: "2025-09-29" over "07:09:52".)
    const slot = t.cellStart && (isDateFragment(t.text) || (t.cellEnd && TIME_OF_DAY.test(t.text))) ? model.dates.findIndex((d) => t.x0 >= d.x0 - tol && t.x0 <= d.x1) : -1;
    if (slot >= 0 && !dates[slot]) {
      dateParts[slot].push(t.text);
      continue;
    }
    // A description run into the reference after it ("LA GUADALUPANA5521904"): the digits standing in the
    // reference column are the column's.
    const code = t.kind === 'text' && t.x0 >= textStart ? model.codes.find((x) => t.x0 < x && t.x1 > x + tol) : undefined;
    const tail = code !== undefined ? /\d{4,}$/.exec(t.text) : null;
    if (code !== undefined && tail) {
      const perChar = (t.x1 - t.x0) / t.text.length;
      const from = t.x1 - tail[0].length * perChar;
      if (from >= code - perChar * 3) {
        text.push({ ...t, text: t.text.slice(0, tail.index).trimEnd(), x1: from });
        continue;
      }
    }
    // Description text starts where the descriptions do: words that start further left, where the dates stand,
    // are a label ("Total withdrawals") or something outside the table (a rule, a footer).
    // A time of day where the dates stand ("16:27" under its date) belongs to the date cell: not a label.
    if (t.x0 < textStart && t.kind !== 'date' && /^\d{1,2}:\d{2}(?::\d{2})?$/.test(t.text)) continue;
    if (t.x0 < textStart && t.kind !== 'date') leftText.push(t);
    // Right of the figures: words of another column, unless the descriptions themselves are printed there.
    else if (t.x0 >= lastMoney + tol && model.money.length && model.textStart < lastMoney) rightText.push(t);
    else text.push(t);
  }
  // A sign with no figure after it on its line ("CR" printed under its amount): the record's figure above may take it.
  return { dates, dateParts, money, text, leftText, rightText, currency, marks: pendingMark ? [pendingMark] : [], codes: codeText };
}

/**
 * A year, a day, a month name (maybe with a year), or a numeric date cut after a separator ("2024-04-"): what
 * is left of a date wrapped onto a second line.
 */
export function isDateFragment(text: string): boolean {
  if (/^(19|20)\d{2}$/.test(text) || /^\d{1,4}[-./]\d{1,2}[-./]$/.test(text) || /^\d{1,4}[-./]$/.test(text) || /^\d{1,2}\.?,?$/.test(text)) return true;
  const m = text.match(/^([A-Za-zÀ-ÿ]{3,10})\.?,?(?:\s+((19|20)\d{2}|\d{2}))?$/);
  return Boolean(m && matchDate(`1 ${m[1]}`));
}

/** The document's logical columns and each page's mapping of slots onto them. */
export type ColumnMap = { dates: LogicalColumn[]; money: LogicalColumn[]; pageDates: Map<number, number[]>; pageMoney: Map<number, number[]> };

/**
 * Maps each page's slots onto the document's columns: in order when a page has as many slots as the
 * columns known so far; otherwise by label, then by position. A slot matching nothing opens a column.
 */
export function mapColumns(models: Map<number, PageModel>): ColumnMap {
  const map = emptyColumnMap();
  for (const [page, model] of [...models].sort((a, b) => a[0] - b[0])) mapPage(map, page, model);
  return map;
}

export const emptyColumnMap = (): ColumnMap => ({ dates: [], money: [], pageDates: new Map(), pageMoney: new Map() });

/** Maps one more page's slots onto the columns known so far (pages come in order). */
export function mapPage(map: ColumnMap, page: number, model: PageModel): void {
  map.pageDates.set(page, mapSlots(model.dates, map.dates, 'date', model.tolerance));
  map.pageMoney.set(page, mapSlots(model.money, map.money, 'money', model.tolerance));
}

function mapSlots(slots: Slot[], columns: LogicalColumn[], kind: 'date' | 'money', tolerance: number): number[] {
  const result: number[] = slots.map(() => -1);
  const used = new Set<number>();
  // By label: the same heading words over a column on every page.
  slots.forEach((s, i) => {
    if (!s.label) return;
    const j = columns.findIndex((c, k) => !used.has(k) && c.label === s.label);
    if (j >= 0) {
      result[i] = j;
      used.add(j);
    }
  });
  // By position, allowing the page's whole table to sit shifted (a narrower layout on a later page).
  const open = slots.map((_, i) => i).filter((i) => result[i] < 0);
  if (open.length && columns.length) {
    let best: { matches: [number, number][]; shift: number } = { matches: [], shift: 0 };
    const shifts = new Set<number>([0]);
    for (const i of open) for (const c of columns) shifts.add(c.x - slots[i].at);
    for (const shift of shifts) {
      const taken = new Set(used);
      const matches: [number, number][] = [];
      for (const i of open) {
        let pick = -1;
        let distance = Infinity;
        columns.forEach((c, k) => {
          const d = Math.abs(c.x - (slots[i].at + shift));
          if (!taken.has(k) && d < distance && d <= Math.max(tolerance * 3, 6)) [pick, distance] = [k, d];
        });
        if (pick >= 0) {
          taken.add(pick);
          matches.push([i, pick]);
        }
      }
      // Order must be kept: a page's columns do not swap places.
      const ordered = matches.every(([i, k], n) => n === 0 || (k > matches[n - 1][1]) === (i > matches[n - 1][0]));
      if (!ordered) continue;
      if (matches.length > best.matches.length || (matches.length === best.matches.length && Math.abs(shift) < Math.abs(best.shift))) best = { matches, shift };
    }
    // Equal counts and nothing better: the page prints the same columns, in order.
    if (best.matches.length < open.length && open.length === columns.length - used.size) {
      const free = columns.map((_, k) => k).filter((k) => !used.has(k));
      best = { matches: open.map((i, n) => [i, free[n]]), shift: 0 };
    }
    for (const [i, k] of best.matches) {
      result[i] = k;
      used.add(k);
    }
  }
  return slots.map((s, i) => {
    let k = result[i];
    if (k < 0) {
      columns.push({ kind, label: s.label, x: s.at, count: 0 });
      k = columns.length - 1;
    }
    columns[k].count += s.count;
    columns[k].x = s.at;
    if (!columns[k].label) columns[k].label = s.label;
    return k;
  });
}
