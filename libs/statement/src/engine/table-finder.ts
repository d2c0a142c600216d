import type { PageLines } from './document.js';
import { cellsOf, emptyColumnMap, mapPage, pageModel, spansHeadingColumns, type ColumnMap, type DateCell, type MoneyCell, type PageModel } from './tables.js';
import { TIME_OF_DAY, type TokenLine } from './tokens.js';

/**
 * The tables stage's walk over a document's pages (docs/engine.md): which lines of a page form a table, under which
 * column model, and each line's cells placed in the document's columns. Its output is all the records stage
 * (records.ts) reads; neither stage calls back into the other, so a page passes through each once.
 */

/** A table's line with its cells in the document's date and money columns, and what its geometry says of it. */
export type ClassifiedLine = ReturnType<typeof cellsOf> & {
  line: TokenLine;
  hasMoney: boolean;
  hasDate: boolean;
  /** A line of column headings: words over the money columns, no figures. */
  heading: boolean;
  /** The next line is a heading line and this one's words stand over its columns (a heading's first line, not a title). */
  overNextHeading: boolean;
};

/**
 * One table of a page: its lines, read with its column model. A page's lines outside any table form a region
 * with no model (they are read for metadata only).
 */
export type FoundRegion =
  | { key: number; model: PageModel; lines: ClassifiedLine[]; all: TokenLine[] }
  | { key: number; model: null; lines: TokenLine[]; all: TokenLine[] };

export class TableFinder {
  /** The document's logical columns, grown page by page as pages bring columns of their own. */
  readonly columns: ColumnMap = emptyColumnMap();
  /** Each region's column model, by its key (the page number, plus k/100 for a page's k-th table). */
  readonly models = new Map<number, PageModel>();
  private previous: PageModel | null = null;

  /** The tables of one page, in print order (the whole page as one region unless it holds tables laid out apart). */
  readPage(page: PageLines): FoundRegion[] {
    const whole = pageModel(page, this.previous);
    const parts = whole ? tablesOnPage(page, whole, this.previous) : null;
    if (!parts) return [this.region(page, page.lines, whole, page.number)];
    return parts.map((r, k) => this.region(page, r.lines, r.model, page.number + k / 100));
  }

  private region(page: PageLines, all: TokenLine[], model: PageModel | null, key: number): FoundRegion {
    this.previous = model ?? this.previous;
    const lines = all.filter((l) => !page.furniture.has(l));
    if (!model) return { key, model: null, lines, all };
    const { columns } = this;
    this.models.set(key, model);
    mapPage(columns, key, model);
    const dateMap = columns.pageDates.get(key)!;
    const moneyMap = columns.pageMoney.get(key)!;
    const classified = lines.map((line) => {
      const cells = cellsOf(line, model);
      const dates = columns.dates.map(() => null as DateCell | null);
      const dateParts = columns.dates.map(() => [] as string[]);
      const money = columns.money.map(() => null as MoneyCell | null);
      cells.dates.forEach((d, i) => (dates[dateMap[i]] = d));
      cells.dateParts.forEach((p, i) => dateParts[dateMap[i]].push(...p));
      cells.money.forEach((m, i) => (money[moneyMap[i]] = m));
      const hasMoney = money.some(Boolean);
      const hasDate = dates.some(Boolean);
      return { ...cells, dates, dateParts, money, line, hasMoney, hasDate, heading: !hasMoney && !hasDate && isHeadingLine(line, model), overNextHeading: false };
    });
    classified.forEach((c, i) => {
      const next = classified[i + 1];
      c.overNextHeading = Boolean(next?.heading && spansHeadingColumns(c.line, next.line));
    });
    return { key, model, lines: classified, all };
  }
}

/**
 * A page that holds two tables laid out apart (a checking account's rows, then a savings account's under headings
 * of its own): the lines split where a heading line stands between dated rows, each part with the model of its own
 * rows. Null when the page is one table, or its parts line up alike (a table's headings repeated under a subtotal).
 */
function tablesOnPage(page: PageLines, whole: PageModel, previous: PageModel | null): { lines: TokenLine[]; model: PageModel | null }[] | null {
  const lines = page.lines.filter((l) => !page.furniture.has(l));
  const dated = lines.map((l) => l.tokens.some((t) => t.kind === 'date' && t.cellStart) && l.tokens.some((t) => t.kind === 'money' && t.money?.hasDecimals));
  // A heading line with dated rows above and below it on the page.
  const [first, last] = [dated.indexOf(true), dated.lastIndexOf(true)];
  const cuts: number[] = [];
  for (let i = first + 1; first >= 0 && i < last; i++) if (isHeadingLine(lines[i], whole)) cuts.push(i);
  if (!cuts.length) return null;
  const bounds = [0, ...cuts, lines.length];
  const slices = bounds.slice(1).map((end, k) => lines.slice(bounds[k], end));
  // A part whose dated lines print their dates in a shape the page's main table never uses ("1/2" under "Page" in a
  // header box, above rows dated "19.01.") is not a table of the statement: its line is read with the other text.
  const shapes = slices.map((part) => part.filter((l) => dated[lines.indexOf(l)]).map(dateShape));
  const main = shapes.reduce((best, s, k) => (s.length > shapes[best].length ? k : best), 0);
  const foreign = (k: number) => k !== main && shapes[main].length >= 2 && shapes[k].length > 0 && shapes[k].length < shapes[main].length && shapes[k].every((s) => !shapes[main].includes(s));
  // Or a line or two of dates and figures whose figures stand in none of the main table's columns ("Balance as on
  // 23 AUG 2025  INR 1375.00" in a box of account details above the rows).
  const mainModel = pageModel({ ...page, lines: slices[main] }, previous);
  const apart = (m: PageModel | null, k: number) =>
    k !== main && m !== null && mainModel !== null && shapes[main].length >= 3 && shapes[k].length <= 2 && !m.money.some((s) => s.count > 0 && mainModel.money.some((t) => t.count > 0 && Math.abs(t.at - s.at) <= mainModel.tolerance * 2));
  const parts: { lines: TokenLine[]; model: PageModel | null }[] = [];
  let before = previous;
  for (let k = 0; k < slices.length; k++) {
    const part = slices[k];
    let model = foreign(k) ? null : pageModel({ ...page, lines: part }, before);
    if (apart(model, k)) model = null;
    parts.push({ lines: part, model });
    before = model ?? before;
  }
  const alike = (m: PageModel | null) =>
    !m || (m.money.length === whole.money.length && m.money.every((s, i) => Math.abs(s.at - whole.money[i].at) <= whole.tolerance * 2));
  return parts.every((p) => alike(p.model)) ? null : parts;
}

/** How a line's first date is written, its digits left out ("19.01." → "#.#.", "1/2" → "#/#"): one table writes its dates one way. */
function dateShape(line: TokenLine): string {
  const date = line.tokens.find((t) => t.kind === 'date' && t.cellStart);
  return date ? date.text.replace(/\d+/g, '#') : '';
}

/** A line of column headings: words over the money columns, no figures. */
function isHeadingLine(line: TokenLine, model: PageModel): boolean {
  // (A time of day under a row's date is no heading's word.)
  const words = line.tokens.filter((t) => t.kind === 'text' && !TIME_OF_DAY.test(t.text));
  if (words.length < 2) return false;
  if (line.tokens.some((t) => t.kind === 'date' || (t.kind === 'money' && t.money?.hasDecimals))) return false;
  // Over a column that holds figures: a heading with no figures under it (a centred "Concepto") heads no money column.
  const overMoney = words.some((w) => model.money.some((s) => s.count > 0 && w.x0 < s.x1 + 2 && w.x1 > s.x0 - 2));
  // Or words over the date column and words right of where descriptions start ("Date  Description  Amount" with
  // the amount's heading set left of its figures).
  const overDates = words.some((w) => model.dates.some((d) => w.x0 < d.x1 + 2 && w.x1 > d.x0 - 2) && w.x1 < model.textStart);
  const right = words.filter((w) => w.x0 >= model.textStart - 2).length;
  return overMoney || (overDates && right >= 2);
}
