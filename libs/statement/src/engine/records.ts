import { ISO_CODES, markValue } from '../amounts.js';
import { matchDate } from '../dates.js';
import { baselineJitter, spacingJitter } from '../lines.js';
import { cardholderHeading, fold, isFutureSection, sectionSign, specialRowKind } from '../keywords.js';
import type { PageLines } from './document.js';
import { dateHint } from './labels.js';
import type { ClassifiedLine, FoundRegion } from './table-finder.js';
import type { ColumnMap, DateCell, MoneyCell, PageModel } from './tables.js';
import { joinTokens, type Token, type TokenLine } from './tokens.js';

/**
 * The lines of the transaction tables grouped into records: one record per figure line, with the text
 * lines that belong to it (a description wrapped below its figures, or printed above them) and the date
 * printed on any of its lines. Whether a record is a transaction, a balance carried over or a total is
 * for the reading search to decide; here only geometry speaks.
 */
export type TableRecord = {
  page: number;
  y: number;
  lastY: number;
  /** Where the record's lines stand on its first page (points from the top left): the box a person sees it in. */
  box: { x0: number; y0: number; x1: number; y1: number };
  /** Per logical date column. */
  dates: (DateCell | null)[];
  /** Per logical money column. */
  money: (MoneyCell | null)[];
  /** Description pieces, one per line. */
  text: string[];
  /** Lines under the row that state a foreign amount or an exchange rate: a note on the amount, not description. */
  notes: string[];
  /** What its code or reference columns print (a cheque's number): its description when it has no words of its own. */
  codes: string[];
  /** The description's cells with where they stand (a cell of words wrapped over lines above and below the figures). */
  cells: { x0: number; y: number; page: number; text: string }[];
  /** The baseline of the line with the record's figures. */
  figureY: number | null;
  /** Its table prints the descriptions after the figures, over columns of their own (a type, a counterparty). */
  textColumns: boolean;
  /** Text printed left of the description, where the dates stand ("Total withdrawals", "Balance brought forward"). */
  leftText: string;
  /** The last section title above the record ("Deposits and other credits"), if any. */
  section: string | null;
  /** Index of the page region the record was read from (a new table heading or page starts another). */
  region: number;
  /** Listed under a title of later bills' instalments ("Cuotas a vencer"): not this period's. */
  future: boolean;
  /** Which table of the document: a heading line after rows starts the next one. */
  table: number;
  /** The row's own currency, from a currency column in a table that mixes several. */
  currency: string | null;
  /** Per logical date column, pieces of a date wrapped over the record's lines. */
  dateParts: string[][];
};

/**
 * Widens a record's box by one of its lines: the line's pieces from left to right, from about the top of its
 * capitals (y is the baseline) to below its descenders. A record continued overleaf keeps its first page's box.
 */
function growBox(r: TableRecord, line: TokenLine): void {
  if (line.page !== r.page || !line.segments.length) return;
  const b = r.box;
  b.x0 = Math.min(b.x0, ...line.segments.map((s) => s.x0));
  b.x1 = Math.max(b.x1, ...line.segments.map((s) => s.x1));
  b.y0 = Math.min(b.y0, line.y - line.size * 0.85);
  b.y1 = Math.max(b.y1, line.y + line.size * 0.25);
}

/** A line outside the tables (or a title inside one): where account numbers, periods and summaries are read. */
export type OtherLine = { line: TokenLine; page: number; inTable: boolean; afterRecords: number };

export type Tables = { columns: ColumnMap; records: TableRecord[]; others: OtherLine[]; models: Map<number, PageModel> };

type Classified = ClassifiedLine;

const joinText = joinTokens;

/**
 * Groups the tables the tables stage found (table-finder.ts) into records, page after page. A page's lines are
 * not kept once read (only the lines outside the tables, where metadata is read): a long statement is read in
 * memory that grows with its records, not with its text.
 */
export class RecordReader {
  private readonly records: TableRecord[] = [];
  private readonly others: OtherLine[] = [];
  private readonly grouper: Grouper;
  private region = 0;
  private tableOpen = false;

  /** `columns`: the document's columns, which the tables stage grows as pages bring new ones. */
  constructor(private readonly columns: ColumnMap) {
    this.grouper = new Grouper(this.records, columns);
  }

  readPage(page: PageLines, regions: FoundRegion[]): void {
    for (const region of regions) this.readRegion(page, region);
    this.grouper.pageBreak();
  }

  /** One table's lines of a page (the whole page, unless it holds tables laid out apart). */
  private readRegion(page: PageLines, region: FoundRegion): void {
    const { records, others, grouper } = this;
    if (!region.model) {
      for (const line of region.lines) others.push({ line, page: page.number, inTable: false, afterRecords: records.length });
      return;
    }
    const { model, lines: classified } = region;
    const span = tableSpan(classified, this.tableOpen, model.textStart);
    grouper.startRegion(++this.region);
    grouper.jitter = baselineJitter(region.all);
    grouper.spacingNoise = page.ocr ? spacingJitter(page.lines) : 0;
    grouper.boundaries = runBoundaries(classified, grouper.jitter + 2 * grouper.spacingNoise);
    grouper.learnWraps(classified, span);
    grouper.textColumns = model.textStart > Math.max(...model.money.filter((m) => m.count > 0).map((m) => m.x1), -Infinity);
    classified.forEach((c, i) => {
      if (i < span.start || i > span.end) {
        others.push({ line: c.line, page: page.number, inTable: false, afterRecords: records.length });
        if (c.heading && i < span.start) grouper.heading();
        if (c.heading && i < span.start && cardholderHeading(c.line.text)) grouper.titled(c.line.text);
        // A section title above the table's headings ("Deposits and other credits") gives the rows below their direction.
        if (i < span.start && !c.hasMoney && sectionSign(c.line.text, false) !== null) grouper.titled(c.line.text);
        // Under the last row of a page's table, a short title of a direction ("Withdrawals and other debits") titles
        // the table that follows on the page (a part with headings of its own), not the rows above it.
        else if (i > span.end && !c.hasMoney && !c.hasDate && !c.heading && c.line.text.split(/\s+/).length <= 6 && sectionSign(c.line.text, false) !== null) grouper.titled(c.line.text);
        // Overleaf, a short line of words right above or below the repeated headings titles what follows ("Fees and
        // interest charged" kept with its rows); a page's running header repeats and is furniture, not read here.
        else if (page.number > 1 && i < span.start && (classified[i + 1]?.heading || classified[i - 1]?.heading) && !c.heading && !c.hasMoney && !c.hasDate && classified[i + 1] && isTitleLike(c.line, classified[i + 1].line) && !c.overNextHeading && !isDateHeadingRest(c.line, model)) grouper.titled(c.line.text);
        return;
      }
      // Overleaf, right under the repeated headings, a short line of words over a complete row titles the rows.
      const next = classified[i + 1];
      if (page.number > 1 && classified[i - 1]?.heading && !c.hasMoney && !c.hasDate && next?.hasMoney && next.text.length && isTitleLike(c.line, next.line) && !isDateHeadingRest(c.line, model) && grouper.titledOverleaf(c.line.text)) {
        others.push({ line: c.line, page: page.number, inTable: true, afterRecords: records.length });
        return;
      }
      grouper.feed(c, classified[i - 1]?.line ?? null, classified[i + 1] ?? null, (line) => others.push({ line, page: page.number, inTable: true, afterRecords: records.length }));
    });
    this.tableOpen = span.end >= 0 && span.end >= classified.length - 3;
  }

  /** The records of the whole document; `models`: the tables stage's column model of each region. */
  finish(models: Map<number, PageModel>): Tables {
    this.grouper.close();
    for (const r of this.records) {
      byColumns(r);
      separateNotes(r);
    }
    // Records read before a later page added a column are as wide as the columns known then.
    const [dates, money] = [this.columns.dates.length, this.columns.money.length];
    for (const r of this.records) {
      while (r.dates.length < dates) r.dates.push(null);
      while (r.dateParts.length < dates) r.dateParts.push([]);
      while (r.money.length < money) r.money.push(null);
    }
    return { columns: this.columns, records: this.records, others: this.others, models };
  }
}

/**
 * The lines of a page that belong to its table: from the first dated row (or the first row of figures on
 * a page the table continues onto) to the last row, widened by the text lines set right against them (a
 * description printed above its figures, or wrapped below the last row).
 */
function tableSpan(lines: Classified[], continuing: boolean, textStart: number): { start: number; end: number } {
  const isRow = (c: Classified) => c.hasDate || c.hasMoney;
  let start = lines.findIndex((c) => c.hasDate && c.hasMoney);
  if (start < 0) start = lines.findIndex((c) => c.hasDate);
  if (continuing) {
    const firstRow = lines.findIndex((c) => c.hasMoney || c.hasDate);
    if (firstRow >= 0 && (start < 0 || firstRow < start)) {
      // On a page the table continues onto, rows of figures before the first date belong to it, but not
      // what sits above the page's column headings.
      const heading = lines.slice(0, firstRow).map((c) => c.heading).lastIndexOf(true);
      start = heading >= 0 ? Math.max(firstRow, heading + 1) : firstRow;
    }
  }
  if (start < 0) return { start: -1, end: -2 };
  let end = -1;
  lines.forEach((c, i) => {
    if (isRow(c)) end = i;
  });
  // Headings of their own after the last dated row, over figures without dates (a summary box under the rows: "Sum
  // of credits", "New balance" over their figures): the table ends above them, and the box is read with the text.
  const lastDated = lines.map((c) => c.hasDate).lastIndexOf(true);
  // The table's own headings repeated over a section of undated rows (fees and interest) go on with the table.
  const shape = (c: Classified) => fold(c.line.text).replace(/\d+/g, '#');
  const tableHeadings = new Set(lines.slice(0, Math.max(0, lastDated)).filter((c) => c.heading).map(shape));
  const boxHeading = lines.findIndex((c, i) => i > lastDated && i > start && c.heading && !tableHeadings.has(shape(c)));
  if (lastDated >= start && boxHeading > 0 && boxHeading <= end) end = boxHeading - 1;
  while (end > start && !isRow(lines[end]) && !(lines[end].text.length && !lines[end].heading)) end--;
  const close = (a: Classified, b: Classified) => Math.abs(b.line.y - a.line.y) <= Math.max(a.line.size, b.line.size) * 2.4;
  const tight = (a: Classified, b: Classified) => Math.abs(b.line.y - a.line.y) <= Math.max(a.line.size, b.line.size) * 1.7;
  const textOnly = (c: Classified) => !c.hasMoney && !c.hasDate && !c.heading && c.text.length > 0 && !c.leftText.length;
  // Above the first row, only lines set as tight as a row's own lines and starting where descriptions start
  // (a description printed above its figures); a note above the table is neither.
  // Or right of where they start, over a column the row's own line leaves empty (a cell wrapped above and below it).
  const descriptionAbove = (c: Classified) =>
    textOnly(c) &&
    (Math.abs(c.text[0].x0 - textStart) <= Math.max(c.line.size * 2, 6) || (c.text[0].x0 > textStart && !lines[start].line.tokens.some((t) => t.x0 <= c.text[0].x1 && t.x1 >= c.text[0].x0)));
  // An opening balance printed as a row of its own just above the first dated row ("DEVİR BAKİYESİ  36.861,35").
  const balanceRow = (c: Classified) => c.hasMoney && !c.hasDate && !c.heading && c.money.filter(Boolean).length === 1;
  if (start > 0 && balanceRow(lines[start - 1]) && close(lines[start - 1], lines[start])) start--;
  while (start > 0 && descriptionAbove(lines[start - 1]) && tight(lines[start - 1], lines[start])) start--;
  while (end + 1 < lines.length && textOnly(lines[end + 1]) && close(lines[end], lines[end + 1])) end++;
  return { start, end };
}

/** A date wrapped over a record's lines, read from its pieces ("2024-04-" and "01"; "Nov 10," and "2024"). */
function wrappedDates(r: TableRecord): void {
  r.dateParts.forEach((parts, i) => {
    if (r.dates[i] || !parts.length) return;
    const text = parts.join(' ').replace(/([-./]) (?=\d)/g, '$1');
    const m = matchDate(text);
    if (m && m.length >= text.replace(/[,.\s]+$/, '').length - 1) r.dates[i] = { token: m.token, text, x0: 0, x1: 0 };
  });
}

/** Groups table lines into records as they come, page after page. */
class Grouper {
  /** A record still waiting for its figures (its text or date came first). */
  private open: TableRecord | null = null;
  /** The last record with figures. */
  private last: TableRecord | null = null;
  private section: string | null = null;
  /** Rows so far that printed a second date on the line under their first (an operation date over a booking date). */
  private stackedDates = 0;
  /** The last row printed words right of its figures (a details column that may wrap with the description). */
  private lastRight = false;
  private region = 0;
  /** Whether this table prints a description's lines above its figures; null until seen. */
  private textFirst: boolean | null = null;
  /**
   * Which way this document wraps a row's words, from the ends of its tables: words under the last row of a table
   * can only be that row's ('below'); words over the first row, under the headings, only the first row's ('above').
   */
  private wraps: 'below' | 'above' | null = null;

  private regionLines: Classified[] = [];
  /** Most lines with figures in this region print a date too (so a line with only a date is not a row's start). */
  private datesBesideFigures = false;

  /** The next line of the region with figures after `c`. */
  private nextRow(c: Classified): Classified | null {
    const i = this.regionLines.indexOf(c);
    for (let k = i + 1; i >= 0 && k < this.regionLines.length; k++) if (this.regionLines[k].hasMoney) return this.regionLines[k];
    return null;
  }

  learnWraps(lines: Classified[], span: { start: number; end: number }): void {
    this.regionLines = lines;
    // Up to the last dated row (summaries after it print no dates).
    const lastDated = lines.map((c) => c.hasDate && c.hasMoney).lastIndexOf(true);
    const figureLines = lines.filter((c, i) => i >= span.start && i <= Math.min(span.end, lastDated) && c.hasMoney);
    this.datesBesideFigures = figureLines.length >= 2 && figureLines.filter((c) => c.hasDate).length >= figureLines.length * 0.6;
    if (this.wraps || span.end < span.start) return;
    const isRow = (c: Classified) => c.hasMoney;
    const textOnly = (c: Classified) => !c.hasMoney && !c.hasDate && !c.heading && c.text.length > 0 && !c.leftText.length;
    const rows = lines.map((c, i) => (i >= span.start && i <= span.end && isRow(c) ? i : -1)).filter((i) => i >= 0);
    if (rows.length < 2) return;
    // Words over the first row count only where the document's rows begin (overleaf they may end the page before's).
    const lead = this.records.length ? 0 : lines.slice(span.start, rows[0]).filter(textOnly).length;
    const trail = lines.slice(rows[rows.length - 1] + 1, span.end + 1).filter(textOnly).length;
    if (trail > 0 && lead === 0) this.wraps = 'below';
    else if (lead > 0 && trail === 0) this.wraps = 'above';
  }
  /** Under a title of later bills' instalments until the page ends. */
  private future = false;
  /** How much the page's baselines wave, and how far a scanned page's line positions scatter (lines.ts). */
  jitter = 0;
  spacingNoise = 0;
  private table = 0;
  private rowsInTable = 0;
  /** The region prints its descriptions after the figures (see TableRecord.textColumns). */
  textColumns = false;
  /** Text lines between two rows that open the lower row's record (runBoundaries); lines of a run not here continue the upper one. */
  boundaries = new Map<TokenLine, boolean | 'even'>();

  constructor(
    private readonly records: TableRecord[],
    private readonly columns: ColumnMap,
  ) {}

  startRegion(region: number): void {
    this.region = region;
  }

  /** A page ends: a record with figures is finished, one still waiting for them may continue overleaf. */
  pageBreak(): void {
    this.overleaf = this.last ?? this.overleaf;
    this.last = null;
    this.future = false;
  }

  /** The last row of the page before, until this page's first row: words above that row may still be its. */
  private overleaf: TableRecord | null = null;

  close(): void {
    this.open = null;
    this.last = null;
  }

  private newRecord(c: Classified): TableRecord {
    return {
      page: c.line.page,
      y: c.line.y,
      lastY: c.line.y,
      box: { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity },
      dates: this.columns.dates.map(() => null),
      money: this.columns.money.map(() => null),
      text: [],
      notes: [],
      codes: [],
      cells: [],
      figureY: null,
      textColumns: this.textColumns,
      leftText: '',
      section: this.section,
      region: this.region,
      future: this.future,
      table: this.table,
      currency: null,
      dateParts: this.columns.dates.map(() => []),
    };
  }

  private fill(r: TableRecord, c: Classified): void {
    c.dates.forEach((d, i) => (r.dates[i] ??= d));
    c.dateParts.forEach((parts, i) => r.dateParts[i].push(...parts));
    c.money.forEach((m, i) => (r.money[i] ??= m));
    r.currency ??= c.currency;
    const text = joinText(c.text);
    if (text) r.text.push(text);
    const code = joinText(c.codes);
    if (code) r.codes.push(code);
    for (const cell of cellsOfText(c.text)) r.cells.push({ ...cell, y: c.line.y, page: c.line.page });
    if (c.hasMoney) r.figureY ??= c.line.y;
    const left = joinText(c.leftText);
    if (left) r.leftText = r.leftText ? `${r.leftText} ${left}` : left;
    r.lastY = c.line.y;
    growBox(r, c.line);
  }

  /**
   * A table already divided by direction titles ("PAYMENTS AND OTHER CREDITS", then "PURCHASE", "FEES CHARGED") goes
   * on being divided: a title of the other direction, or one of two words or more, opens the next section even set
   * right under a row (card statements print them without a gap). A lone word of the same direction under a row
   * ("WITHDRAWAL" under "ATM") still continues its description.
   */
  private nextSection(text: string): boolean {
    const current = this.section === null ? null : sectionSign(this.section, true);
    const next = sectionSign(text, true);
    if (current === null || next === null || fold(text) === fold(this.section!)) return false;
    return next !== current || text.trim().split(/\s+/).length >= 2;
  }

  /** A section title read outside the table's lines. */
  titled(title: string): void {
    this.finishOpen();
    this.section = title;
    this.last = null;
  }

  /** A title under a page's repeated headings, in a table whose rows print their figures on their first line. */
  titledOverleaf(title: string): boolean {
    if (this.textFirst !== false || this.open) return false;
    this.titled(title);
    return true;
  }

  /** Column headings after rows: the next table (repeated on a new page, or another table altogether). */
  heading(): void {
    this.finishOpen();
    this.last = null;
    if (this.rowsInTable) [this.table, this.rowsInTable] = [this.table + 1, 0];
  }

  feed(c: Classified, previousLine: TokenLine | null, next: Classified | null, other: (line: TokenLine) => void): void {
    if (c.heading) {
      this.heading();
      // "Transactions - ANNA FOSTER - card ending 4821" reads like a heading but names whose rows follow.
      if (cardholderHeading(c.line.text)) this.section = c.line.text;
      return;
    }
    if (c.hasMoney) {
      const onlyFigures = !c.hasDate && !c.text.length && !c.leftText.length;
      const last = this.last;
      if (this.open && !(c.hasDate && this.open.dates.some(Boolean))) {
        this.fill(this.open, c);
        this.complete(this.open);
        this.open = null;
        return;
      }
      this.open = null;
      // A figure printed on its own line under a row (its balance) belongs to that row when its column is free.
      if (onlyFigures && last && c.money.every((m, i) => !m || !last.money[i]) && c.line.y - last.lastY <= c.line.size * 2.2) {
        this.fill(last, c);
        return;
      }
      if (this.textFirst === null) this.textFirst = false;
      const r = this.newRecord(c);
      this.fill(r, c);
      this.complete(r);
      this.lastRight = c.rightText.length > 0;
      return;
    }
    if (c.hasDate) {
      if (this.open && !this.open.dates.some(Boolean)) {
        this.fill(this.open, c);
        return;
      }
      // A second date stacked under a row's date (booking over value date in one cell), where rows print their date
      // beside their figures: the row above's, and the words beside it go on with its description.
      const last = this.last;
      // (Not the last row of a page, whose figures may come overleaf; unless the table has shown it prints a second date
      // under each row's first, where the page's last row is no different.)
      if (!this.open && last && this.datesBesideFigures && c.line.y - last.lastY <= c.line.size * 1.6 && c.dates.some((d, i) => d && last.dates[i]) && (this.nextRow(c) || this.stackedDates >= 2)) {
        this.fill(last, c);
        this.stackedDates++;
        return;
      }
      this.open = this.newRecord(c);
      this.fill(this.open, c);
      return;
    }
    const text = joinText(c.text);
    // A sign alone under the figure of the row above ("778,07" over "CR"): that figure's sign.
    if (!text && !c.leftText.length && c.marks.length && this.last && !this.open) {
      const mark = c.marks[0];
      const k = this.last.money.findIndex((m) => m && !m.value.mark && mark.x0 < m.x1 + c.line.size && mark.x1 > m.x0);
      if (k >= 0 && c.line.y - this.last.lastY <= c.line.size * 1.6) {
        const cell = this.last.money[k]!;
        this.last.money[k] = { ...cell, value: { ...cell.value, mark: markValue(mark.text) } };
        return;
      }
    }
    // Only the rest of a date wrapped under the row above.
    if (!text && !c.leftText.length && c.dateParts.some((p) => p.length)) {
      const target = this.open ?? this.last;
      if (target) this.fill(target, c);
      return;
    }
    // A row with words right of its figures (a details column) wraps those and its description onto the line below it
    // alike: the description's words there are the row's, the right column's are not description.
    const wrapsBoth = !c.leftText.length && text && c.rightText.length && this.last && !this.open && this.lastRight && previousLine !== null && c.line.y - previousLine.y <= c.line.size * 1.6;
    if (wrapsBoth && this.last) {
      this.fill(this.last, c);
      return;
    }
    if (c.leftText.length || c.rightText.length || !text) {
      // Words where the dates stand: a section title, a cardholder's name, a note under the table.
      other(c.line);
      if (isFutureSection(joinText([...c.leftText, ...c.text]))) {
        this.finishOpen();
        this.future = true;
        this.last = null;
        return;
      }
      if (c.leftText.length && !c.text.length) {
        this.finishOpen();
        this.section = joinText(c.leftText);
        this.last = null;
      } else if (c.leftText.length) {
        this.finishOpen();
        this.section = `${joinText(c.leftText)} ${text}`.trim();
        this.last = null;
      }
      return;
    }
    // A title in the description column ("PAYMENTS AND OTHER CREDITS", "Card ending 4821"): words the document's
    // language uses for sections are a prior here; a title stands apart from the row above it.
    const gapUp = previousLine ? c.line.y - previousLine.y : Infinity;
    // Right under a row in the same type, a word like "WITHDRAWAL" continues its description, unless a cardholder's
    // line follows: then it opens a section after all.
    const opensCardholder = next !== null && !next.hasMoney && cardholderHeading(joinText(next.text) || next.line.text) !== null;
    const underRow = this.last !== null && !this.open && gapUp <= c.line.size * 1.6 && !opensCardholder;
    if (isFutureSection(text)) {
      this.finishOpen();
      this.future = true;
      this.last = null;
      other(c.line);
      return;
    }
    if (cardholderHeading(text) === 'certain' || ((!underRow || this.nextSection(text)) && (sectionSign(text, false) !== null || (cardholderHeading(text) && !this.open)))) {
      this.finishOpen();
      this.section = text;
      this.last = null;
      other(c.line);
      return;
    }
    // Nothing continues a total ("Total cash advances 210.00"): words under it, above rows, title what follows.
    const underTotal = this.last !== null && !this.open && this.textFirst !== true && next !== null && (next.hasMoney || next.hasDate);
    if (underTotal && specialRowKind(this.last!.leftText || this.last!.text.join(' ')) === 'total') {
      this.finishOpen();
      this.section = text;
      this.last = null;
      other(c.line);
      return;
    }
    if (this.open) {
      this.fill(this.open, c);
      return;
    }
    const last = this.last;
    if (last && !this.startsNext(c, previousLine, next)) {
      this.fill(last, c);
      return;
    }
    // Words at the top of a page, over a row that prints its own words beside its date: in a document that wraps
    // words below its rows (or whose first row began with its figures) they end the last row of the page before.
    const lower = this.nextRow(c);
    if (!last && this.overleaf && (this.wraps === 'below' || (this.wraps === null && this.textFirst === false)) && lower?.hasDate && lower.text.length && coversColumn(lower, c)) {
      this.overleaf.text.push(text);
      return;
    }
    if (this.textFirst === null && !last) this.textFirst = true;
    this.open = this.newRecord(c);
    this.fill(this.open, c);
  }

  /**
   * Whether a line of text after a finished row opens the next row rather than continuing this one: in a
   * table that prints descriptions above their figures, or when the gap below is clearly tighter than the
   * gap above (the lines of one row sit closer together than two rows do).
   */
  private startsNext(c: Classified, previousLine: TokenLine | null, next: Classified | null): boolean {
    if (!next || next.heading || (!next.hasMoney && !next.hasDate && !next.text.length)) return false;
    const decided = this.boundaries.get(c.line);
    // A line closer to the row below than the type's size, and further from the one above: a cell of the lower row
    // wrapped around its figures' line (their lines overlap, set tighter than the type).
    const below = this.nextRow(c);
    // In a table of text columns whose cells are centred on their row, a line goes with the nearer row's figures.
    if (this.textColumns && below && this.last?.figureY != null && this.last.page === c.line.page) return below.line.y - c.line.y < c.line.y - this.last.figureY;
    if (below && below.line.y - c.line.y < c.line.size && previousLine && c.line.y - previousLine.y > below.line.y - c.line.y) return true;
    // A document that wraps words below its rows: lines up to a row that prints its own words beside its date and
    // figures are the row above's, whatever the gaps (a line taken out of the row above leaves a gap in it).
    if (this.wraps === 'below' && decided !== undefined) {
      const lower = this.nextRow(c);
      // (Unless the lower row's own line leaves the line's column empty: a cell of it wrapped above its figures.)
      if (lower && lower.text.length && lower.hasDate && coversColumn(lower, c)) return false;
    }
    // Evenly spaced lines between two rows with words of their own continue the upper row, unless this table prints
    // its descriptions above their figures (its first row began with words).
    if (decided === 'even') {
      if (this.textFirst !== true) return false;
    } else if (decided !== undefined) return decided;
    const up = previousLine ? c.line.y - previousLine.y : Infinity;
    const down = next.line.y - c.line.y;
    // Baselines jitter by a point or so (more on a scan): only a clearly tighter gap counts.
    // How much a page's baselines wave (an OCR'd text layer) and how far a scan's line positions scatter.
    const noise = 2 * this.spacingNoise;
    const slack = Math.max(0.9, c.line.size * 0.075, 2 * this.jitter) + noise;
    const tighter = (down < up * 0.8 && down < up - 2 * this.jitter - noise) || down < up - slack;
    if (tighter) return true;
    if (this.textFirst === true && this.wraps !== 'below' && down <= up * 1.2) return true;
    // A row of figures with no words of its own below: its description is this line.
    return !next.text.length && next.hasMoney && !next.hasDate;
  }

  private complete(r: TableRecord): void {
    this.overleaf = null;
    this.rowsInTable++;
    wrappedDates(r);
    this.records.push(r);
    this.last = r;
  }

  /** A record that never got figures is a note, not a transaction: dropped. */
  private finishOpen(): void {
    this.open = null;
  }
}

/**
 * Where a run of text lines between two rows of figures splits between them: at the one gap clearly wider than
 * the others (rows stand further apart than the lines of one row). The lines above that gap continue the upper row
 * (a reference, a mandate, a second line of the payee), those below open the lower one (a description printed
 * above its figures). Returns, for each line of a run with such a gap, whether it opens the lower row's record;
 * `even` for the lines of a run whose gaps are all alike between two rows that print words beside their figures.
 */
function runBoundaries(lines: Classified[], noise: number): Map<TokenLine, boolean | 'even'> {
  const out = new Map<TokenLine, boolean | 'even'>();
  const isRow = (c: Classified) => c.hasMoney;
  const textOnly = (c: Classified) => !c.hasMoney && !c.hasDate && !c.heading && c.text.length > 0 && !c.leftText.length && !c.rightText.length;
  for (let i = 0; i < lines.length; i++) {
    if (!isRow(lines[i])) continue;
    let j = i + 1;
    while (j < lines.length && textOnly(lines[j])) j++;
    if (j === i + 1 || j >= lines.length || !isRow(lines[j]) || lines[j].line.page !== lines[i].line.page) continue;
    const ys = lines.slice(i, j + 1).map((c) => c.line.y);
    const gaps = ys.slice(1).map((y, k) => y - ys[k]);
    const widest = gaps.indexOf(Math.max(...gaps));
    const others = gaps.filter((_, k) => k !== widest);
    const size = Math.max(...lines.slice(i, j + 1).map((c) => c.line.size));
    const clear = others.every((g) => gaps[widest] >= g * 1.3 && gaps[widest] - g >= Math.max(size * 0.3, 2 * noise));
    if (!clear) {
      // Lines evenly spaced between two rows that each print their own description beside their figures: the row
      // above goes on (a reference, a mandate under it); a row whose figure line has no words takes the lines above it.
      if (lines[i].text.length && lines[j].text.length && lines[j].hasDate) for (let k = i + 1; k < j; k++) out.set(lines[k].line, 'even');
      i = j - 1;
      continue;
    }
    // Line i+1+k sits below gap k: it opens the lower record when it stands right after the widest gap.
    for (let k = 0; k < j - i - 1; k++) out.set(lines[i + 1 + k].line, k === widest);
    i = j - 1;
  }
  return out;
}

/**
 * Lines under a row that state what a foreign amount was converted at annotate the amount; they are not the row's
 * description: an exchange rate (a figure with four or more decimals, "@ EXCHANGE RATE 1.35931", "18000,00 MGA /
 * 1 euro = 4035,874439461"), and the original amount with its currency code on the line over it.
 */
/** Whether a row's own line prints words in the column where a line of words starts. */
function coversColumn(row: Classified, c: Classified): boolean {
  const x = c.text[0]?.x0 ?? 0;
  return row.text.some((t) => t.x0 <= x + c.line.size && t.x1 >= x);
}

/** A line's description tokens as cells (a cell starts where a segment does), each with its left edge. */
function cellsOfText(tokens: Token[]): { x0: number; text: string }[] {
  const cells: { x0: number; parts: Token[] }[] = [];
  for (const t of tokens) {
    if (t.cellStart || !cells.length) cells.push({ x0: t.x0, parts: [t] });
    else cells[cells.length - 1].parts.push(t);
  }
  return cells.map((c) => ({ x0: c.x0, text: joinText(c.parts) })).filter((c) => c.text);
}

/** Wide characters (CJK) are written without spaces between words: lines of such a cell join without one. */
const CJK = /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/;
const joinWrapped = (a: string, b: string) => (CJK.test(a.slice(-1)) && CJK.test(b[0] ?? '') ? a + b : `${a} ${b}`);

/**
 * A record whose description prints over columns of its own, one of them a cell wrapped above and below the
 * figures' line (a counterparty centred on its row): the description is its cells in print order, each cell's
 * lines top to bottom (the type, then the counterparty), not its lines in order.
 */
function byColumns(r: TableRecord): void {
  if (r.figureY === null || r.cells.length < 2) return;
  const onFigureLine = r.cells.filter((c) => c.y === r.figureY && c.page === r.page);
  const first = onFigureLine.length ? Math.min(...onFigureLine.map((c) => c.x0)) : null;
  if (first === null && !r.textColumns) return;
  const above = r.cells.filter((c) => c.page === r.page && c.y < r.figureY!);
  // Lines above the figures in another column than the line's first cell, or a table of such columns.
  if (!r.textColumns && (first === null || !above.length || !above.every((c) => c.x0 > first + 8))) return;
  const columns: { x0: number; cells: typeof r.cells }[] = [];
  for (const cell of [...r.cells].sort((a, b) => a.x0 - b.x0)) {
    const column = columns.find((c) => Math.abs(c.x0 - cell.x0) <= 8);
    if (column) column.cells.push(cell);
    else columns.push({ x0: cell.x0, cells: [cell] });
  }
  r.text = columns.map((column) => column.cells.sort((a, b) => a.page - b.page || a.y - b.y).map((c) => c.text).reduce(joinWrapped));
}

function separateNotes(r: TableRecord): void {
  const lines = r.text;
  // A rate has four decimals or more; a month and year ("Lohn 04.2024", a salary's month) is no rate.
  const rate = (k: number) => k < lines.length && /(^|[^\d.,])(?!(?:0[1-9]|1[0-2])[.,](?:19|20)\d\d(?!\d))\d{1,6}[.,]\d{4,}(?![\d])/.test(lines[k]);
  const note: boolean[] = lines.map(() => false);
  for (let k = 1; k < lines.length; k++) {
    // The original amount on a line of its own, over its rate ("FOREIGN CURRENCY 20.40 USD" / "@ EXCHANGE RATE 1.35931").
    const original = lines[k].trim().split(/\s+/).length <= 6 && foreignAmountIn(lines[k]) && rate(k + 1);
    // A rate on a line of its own; one that goes on from a description line naming the foreign amount ("… CA GBP
    // 23.10 X" over "1.2642 (EXCHG RATE)") is the description wrapped.
    note[k] = original || (rate(k) && (note[k - 1] || !foreignAmountIn(lines[k - 1])));
  }
  if (!note.some(Boolean)) return;
  r.notes = lines.filter((_, k) => note[k]);
  r.text = lines.filter((_, k) => !note[k]);
}

/** An amount with its currency code ("20.40 USD", "GBP 23.10"). */
function foreignAmountIn(text: string): boolean {
  return [...text.matchAll(/\b([A-Z]{3})\s*\d[\d.,']*[.,]\d{2}\b|\d[.,]\d{2}\s*([A-Z]{3})\b/g)].some((m) => ISO_CODES.has(m[1] ?? m[2]));
}

/**
 * The second line of a date column's heading ("Date of" over "Transaction"), repeated overleaf: words naming a date,
 * left of where the descriptions start, and no direction's title ("Card transactions" is one).
 */
function isDateHeadingRest(line: TokenLine, model: PageModel): boolean {
  return line.tokens.every((t) => t.x1 <= model.textStart) && dateHint(line.text) !== null && sectionSign(line.text, false) === null;
}

/** A title: a few words without figures, standing just above the line below it. */
function isTitleLike(line: TokenLine, below: TokenLine): boolean {
  const words = line.text.trim().split(/\s+/);
  return words.length <= 6 && !/\d/.test(line.text) && below.y - line.y <= line.size * 3;
}
