import { ISO_CODES, parseAmount, type ParsedAmount, type SignMark } from './amounts.js';
import { findDates, matchDate, type DateToken } from './dates.js';
import { CONSUMED, calibrate, refineDescriptionStart, type Anchor, type Column, columnOf, findHeadings, inferLayout, isHeadlessRow, isMoneyColumn, moneyColumnOf, type TableLayout } from './layout.js';
import { baselineJitter, spacingJitter, type Line, type Segment } from './lines.js';
import { cardholderHeading, CREDIT_CARD_HINTS, fold, isCardholderHeading, isFutureSection, sectionSign, specialRowKind } from './keywords.js';
import { accountNameFrom, bankNameFrom, bankNameFromLetterhead, currenciesIn, findAccountId, findCurrencyLabel, findPeriod, findStatementDate, type AccountId, type RawPeriod } from './metadata.js';

/** A transaction row as read from the page, before dates and signs are settled for the whole account. */
export type RawRow = {
  page: number;
  y: number;
  lastY: number;
  date: DateToken | null;
  description: string[];
  debit: ParsedAmount | null;
  credit: ParsedAmount | null;
  amount: ParsedAmount | null;
  balance: ParsedAmount | null;
  /** +1 or -1 from the section heading above the row ("Deposits", "Withdrawals"), if any. */
  section: 1 | -1 | null;
  /** Pieces of a date wrapped over several lines, for a row without a whole date. */
  dateParts: string[];
  /** The row's own currency, from a currency column in a table that mixes several. */
  currency: string | null;
  /** Which table of the document the row was read from (a new heading starts a new one). */
  table: number;
};

/** Everything learned about one account while reading the pages in order. */
export type AccountDraft = {
  ids: AccountId[];
  name: string | null;
  currency: string | null;
  currencyVotes: string[];
  period: RawPeriod | null;
  opening: ParsedAmount | null;
  /** An opening-balance row met after some rows: the real opening when the statement lists newest first. */
  openingAfterRows: ParsedAmount | null;
  closing: ParsedAmount | null;
  rows: RawRow[];
};

const isComplete = (row: RawRow): boolean => Boolean(row.debit || row.credit || row.amount);

const newDraft = (ids: AccountId[] = [], currency: string | null = null): AccountDraft => ({
  ids,
  name: null,
  currency,
  currencyVotes: [],
  period: null,
  opening: null,
  openingAfterRows: null,
  closing: null,
  rows: [],
});

const PAGE_MARK = /\b(page|seite|p[aá]gina|pag\.?|blatt|blad|pagina|folio)\s*\d+\s*(of|von|de|sur|di|van|\/)\s*\d+\b|^\s*\d+\s*\/\s*\d+\s*$|^(page|seite|p[aá]gina)\s*\d+$/i;
const CONTINUED = /\b(continued (on|from|overleaf)|suite au verso|fortsetzung|continua en|wird fortgesetzt|vervolg)\b/i;
/** "SOLDE DEBITEUR", "Debit balance": the balance printed without a sign is overdrawn. */
function overdrawnIf(label: string, value: ParsedAmount): ParsedAmount {
  if (value.mark || !/\b(debiteur|debit balance|overdrawn|sollsaldo|saldo deudor)\b/.test(fold(label))) return value;
  return { cents: value.cents, mark: 'minus', currency: value.currency, hasDecimals: value.hasDecimals };
}

/** "3/5" alone on a line: a page number in the margins, but in a table it is a date or a reference ("10/10"). */
const BARE_PAGE_NUMBER = /^\s*\d+\s*\/\s*\d+\s*$/;

/** A line that starts with a date or ends with a figure: a transaction row, not a page header or footer. */
const isRowLike = (line: Line): boolean => {
  const first = line.segments[0]?.text ?? '';
  const last = line.segments[line.segments.length - 1]?.text ?? '';
  return Boolean(matchDate(first)) || (line.segments.length > 1 && parseAmount(last) !== null);
};

/** A subtotal or total printed inside the table ("Daily total 01/03/2024", "Sub-total"), in several languages. */
const TOTAL_WORD = /(^|\s)(sub-?)?(totals?|summe|totaal|totale|zwischensumme|subtotal)(\s|:|$)/;
const SIGN_WORD = /^(DR|CR|Dr|Cr|D|C|S|H|-|\+)\.?$/;

/** Reads pages one after another, keeping only rows and metadata between pages. */
export class StatementReader {
  readonly drafts: AccountDraft[] = [newDraft()];
  readonly warnings: string[] = [];
  bank: string | null = null;
  creditCard = false;
  statementDate: DateToken | null = null;
  /** Full dates printed outside the tables (due dates, issue dates): a year for rows that print none. */
  readonly headerDates: DateToken[] = [];
  private layout: TableLayout | null = null;
  /** Counts the table headings met so far: rows remember which table they came from. */
  private table = 0;
  private current: RawRow | null = null;
  /** How much this page's baselines wave (see `baselineJitter`): gaps between lines are compared beyond it. */
  private jitter = 0;
  /** How far an OCR'd page's line positions scatter (see `spacingJitter`); 0 on a page with a text layer. */
  private spacingNoise = 0;
  /** A total row closed the last block of rows (a subheading may follow). */
  private afterTotal = false;
  /** Under a title like "Cuotas a vencer" until the page ends: no table there is this period's. */
  private inFutureList = false;
  private section: 1 | -1 | null = null;
  private previousPageKeys = new Set<string>();
  private lastRowDate: DateToken | null = null;
  /** Where each money column's figures lined up so far (newest first). */
  private anchors: Anchor[] = [];

  private get draft(): AccountDraft {
    return this.drafts[this.drafts.length - 1];
  }

  /** Feeds one page's lines (top to bottom); `height` is the page height in points; `ocr` when the page was read by OCR. */
  readPage(page: number, lines: Line[], height: number, ocr = false): void {
    const headings = findHeadings(lines);
    this.inFutureList = false;
    this.jitter = baselineJitter(lines);
    this.spacingNoise = ocr ? spacingJitter(lines) : 0;
    // Page headers and footers live above the first table heading and in the bottom margin; only there
    // may a line repeated from the previous page be dropped (rows can repeat too: the same fee every month).
    const firstHeading = lines.find((_, i) => headings[i]);
    const topZone = firstHeading ? firstHeading.y : height * 0.15;
    const bottomZone = height * 0.88;
    const keys = new Set<string>();
    const furniture = new Set<Line>();
    lines.forEach((line, i) => {
      const key = `${fold(line.text).replace(/\d/g, '#')}@${Math.round(line.y / 3)}`;
      const inMargin = line.y < topZone || line.y > bottomZone;
      if (inMargin) keys.add(key);
      // A line set right under a row ("Card payment" below the last row of a page) continues it, even where
      // the page before happened to print the same words at the same height.
      const above = lines[i - 1];
      const underRow = above && line.y - above.y <= line.size * 1.8 && isRowLike(above);
      const repeated = inMargin && this.previousPageKeys.has(key) && !underRow;
      if (repeated || (PAGE_MARK.test(line.text) && (inMargin || !BARE_PAGE_NUMBER.test(line.text))) || CONTINUED.test(line.text)) furniture.add(line);
    });
    this.previousPageKeys = keys;
    if (page === 1) {
      // A transaction ("CREDIT CARD PAYMENT") says nothing about the account: only lines that are not dated rows count.
      const undated = lines.filter((l) => !matchDate(l.segments[0]?.text ?? ''));
      if (undated.some((l) => CREDIT_CARD_HINTS.some((re) => re.test(l.text)))) this.creditCard = true;
      for (const line of lines.slice(0, 12)) {
        this.bank ??= bankNameFrom(line.text);
      }
      this.bank ??= bankNameFromLetterhead(lines, height);
    }
    // Each table region learns where its figures line up before its rows are read.
    const calibrateFrom = (start: number, layout: TableLayout): TableLayout => {
      let end = start;
      while (end < lines.length && !headings[end]) end++;
      const region = lines.slice(start, end).filter((l) => !furniture.has(l));
      const figures = region.flatMap((l) => l.segments.filter((s) => parseAmount(s.text) !== null && !matchDate(s.text)));
      const calibrated = refineDescriptionStart(calibrate(layout, figures, region[0]?.size ?? 9, this.anchors), region);
      // Remember where figures sat, for pages that fill fewer columns under the same headings.
      this.anchors = [...calibrated.anchors, ...this.anchors.filter((a) => !calibrated.anchors.some((b) => b.column.kind === a.column.kind))];
      return calibrated;
    };
    let headlessFrom = 0;
    if (!this.layout && !headings.some(Boolean)) {
      // No heading anywhere yet: a table may still be there, recognisable by dated lines ending in figures.
      const inferred = inferLayout(lines.filter((l) => !furniture.has(l)));
      if (inferred) {
        this.layout = inferred;
        // Above its first row the page is header (the period, the account), not table.
        headlessFrom = Math.max(0, lines.findIndex(isHeadlessRow));
      }
    }
    if (this.layout && !headings[0]) this.layout = calibrateFrom(0, this.layout);
    let previousTableLine: Line | null = null;
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i];
      const layout = headings[i];
      if (layout === CONSUMED) continue;
      if (isFutureSection(line.text)) {
        // Instalments of later bills: the list under this title is not read as transactions.
        this.flushIfComplete();
        this.layout = null;
        this.inFutureList = true;
        continue;
      }
      if (layout && this.inFutureList) continue;
      if (layout) {
        this.flushIfComplete();
        this.table++;
        this.layout = calibrateFrom(i + 1, layout);
        // "Amount (EUR)", "Paid out (£)": the heading often names the currency.
        for (const c of currenciesIn(line.text)) this.draft.currencyVotes.push(c);
        previousTableLine = line;
        continue;
      }
      if (furniture.has(line)) {
        // A repeated page header is skipped, but the account it names still counts: a new account may start on this page.
        const id = findAccountId(line.text);
        if (id) this.useAccountId(id);
        continue;
      }
      if (i >= headlessFrom && this.readTableLine(line, lines, i, previousTableLine)) {
        previousTableLine = line;
        continue;
      }
      this.readOtherLine(line);
    }
    this.compactRowsOf(page);
  }

  /**
   * Rows are kept until the whole document is read; their description lists were grown line by line and
   * carry spare capacity (~150 bytes a row), so the page's finished rows get exact-size copies.
   */
  private compactRowsOf(page: number): void {
    for (const draft of this.drafts) {
      for (let i = draft.rows.length - 1; i >= 0 && draft.rows[i].page === page; i--) draft.rows[i].description = draft.rows[i].description.slice();
    }
  }

  /** Ends the document: the last open row is kept if it is complete. */
  finish(): void {
    this.flush();
  }

  /** Stores the open row if it has its amount; a row still waiting for its amount stays open (it may continue on the next page). */
  private flushIfComplete(): void {
    const row = this.current;
    if (!row || !isComplete(row)) return;
    // "2024-04-" and "04" join without a space; "Nov 10," and "2024" with one.
    if (!row.date && row.dateParts.length) row.date = matchDate(row.dateParts.join(' ').replace(/([-./]) (?=\d)/g, '$1'))?.token ?? null;
    if (!row.date) row.date = this.lastRowDate;
    if (row.date) {
      (row.currency ? this.draftFor(row.currency) : this.draft).rows.push(row);
      this.lastRowDate = row.date;
    } else {
      this.warnings.push(`A row on page ${row.page} has no date and was skipped.`);
    }
    this.current = null;
  }

  /** Closes the open row: stored if complete, dropped if it never got an amount (a note line, not a transaction). */
  private flush(): void {
    this.flushIfComplete();
    this.current = null;
  }

  /** Handles a line under a table heading; returns false when the line is not part of the table. */
  private readTableLine(line: Line, lines: Line[], index: number, previous: Line | null): boolean {
    const layout = this.layout;
    if (!layout) return false;
    const cells = this.cellsOf(layout, line);
    const label = cells.text.join(' ');
    const money = cells.debit ?? cells.credit ?? cells.amount ?? cells.balance;

    let special = label ? specialRowKind(label) : null;
    if (!cells.date) {
      // "Total withdrawals" starting in the date column; "Daily total 01/03/2024" in the description column.
      if (!special && cells.textLeftOfDescription) special = specialRowKind(line.text);
      if (!special && TOTAL_WORD.test(fold(label))) special = 'total';
    }
    // "TOTAL GAS LTD" on a dated row is a payee; total rows carry no date.
    if (special === 'total' && cells.date) special = null;
    if (special && money) {
      if (this.current && (this.current.debit || this.current.credit || this.current.amount)) this.flushIfComplete();
      this.takeBalanceRow(special, overdrawnIf(label || line.text, cells.balance ?? money), cells.currency);
      if (special === 'total') this.afterTotal = true;
      return true;
    }
    if (special === 'total') {
      this.flush();
      return true;
    }
    const hasMoney = Boolean(cells.debit || cells.credit || cells.amount);
    // Figures beside words that stand in the date column, with no date: a summary or fee box under the
    // table ("Total overdraft fees  $0.00"), not a transaction.
    if (!cells.date && hasMoney && cells.textLeftOfDescription) return false;
    if (!cells.date && !hasMoney) {
      if (!label && cells.dateParts.length && this.current) {
        this.current.dateParts.push(...cells.dateParts);
        return true;
      }
      if (!label) {
        // A balance printed on its own line belongs to the row above it.
        if (cells.balance && this.current && !this.current.balance) this.current.balance = cells.balance;
        return Boolean(cells.balance);
      }
      const gapUp = previous ? line.y - previous.y : Number.POSITIVE_INFINITY;
      const close = gapUp <= line.size * 2.8;
      // A section heading stands apart; a word like "WITHDRAWAL" printed right under a row's first line in
      // the same type continues that row's description.
      // A cardholder's line right below says the word opens a section after all.
      const opensCardholder = lines[index + 1] !== undefined && isCardholderHeading(lines[index + 1].text);
      const continuation =
        this.current !== null && isComplete(this.current) && gapUp <= line.size * 1.6 && previous !== null && Math.abs(previous.size - line.size) < 0.5 && !opensCardholder;
      const heading = continuation ? null : sectionSign(line.text, this.creditCard);
      if (heading !== null && !cells.textLeftOfDescription) {
        this.flushIfComplete();
        this.section = heading;
        return true;
      }
      const holder = cardholderHeading(label);
      if (holder === 'certain' || (holder && !continuation)) {
        this.flushIfComplete();
        // A cardholder's part lists that card's spending: a payments section above it has ended.
        if (this.section === 1) this.section = null;
        return true;
      }
      // Description text must sit inside the description column and close to the rows around it.
      const inColumn = !cells.textLeftOfDescription && !cells.textRightOfMoney;
      if (!inColumn || (!close && !this.current)) return false;
      if (layout.textFirst === null && !this.current) layout.textFirst = true;
      const row = this.current;
      if (row && !(row.debit || row.credit || row.amount)) {
        row.description.push(label);
        row.dateParts.push(...cells.dateParts);
        row.lastY = line.y;
        return true;
      }
      if (row && close) {
        const next = lines[index + 1];
        const gapDown = next ? next.y - line.y : Number.POSITIVE_INFINITY;
        // Only a clearly tighter gap below says the line opens the next row; baselines jitter by a point or so.
        // A clearly tighter gap is one that is tighter by more than that jitter (a point at 12pt): lines of one
        // row sit closer together than two rows do.
        // On an OCR'd page the baselines wave by the page's jitter, so a gap must be tighter by more than twice that.
        // OCR also places whole lines off by a pixel or so: a difference of two gaps (three lines' errors) must
        // exceed twice the page's spacing scatter on top, or a wrapped line flips to the row below by chance.
        const noise = 2 * this.spacingNoise;
        const slack = Math.max(0.9, line.size * 0.075, 2 * this.jitter) + noise;
        const tighter = (gapDown < gapUp * 0.8 && gapDown < gapUp - 2 * this.jitter - noise) || gapDown < gapUp - slack;
        const belongsBelow = tighter || (gapDown <= gapUp * 1.2 && layout.textFirst === true);
        if (!belongsBelow) {
          row.description.push(label);
          row.dateParts.push(...cells.dateParts);
          row.lastY = line.y;
          return true;
        }
      }
      if (!close && !row) return false;
      // With no row open, in a table whose dated lines carry their own text, a line of text alone is a
      // subheading ("Impuestos, cargos e intereses"), not the start of the next row's description.
      if (!row && layout.textFirst === false && this.afterTotal) return true;
      this.flush();
      this.current = this.newRow(line, null, [label]);
      return true;
    }
    if (layout.textFirst === null) layout.textFirst = false;

    const row = this.current;
    if (cells.date) {
      if (row && !row.date && !(row.debit || row.credit || row.amount)) {
        // Description lines printed above the dated line.
        row.date = cells.date;
        this.fillRow(row, cells, line);
        return true;
      }
      this.flush();
      this.current = this.newRow(line, cells.date, []);
      this.fillRow(this.current, cells, line);
      return true;
    }
    if (row && !(row.debit || row.credit || row.amount)) {
      this.fillRow(row, cells, line);
      return true;
    }
    // Money without a date: the date printed once for the day carries down.
    this.flush();
    this.current = this.newRow(line, null, []);
    this.fillRow(this.current, cells, line);
    return true;
  }

  private newRow(line: Line, date: DateToken | null, description: string[]): RawRow {
    this.afterTotal = false;
    return {
      page: line.page,
      y: line.y,
      lastY: line.y,
      date,
      description,
      debit: null,
      credit: null,
      amount: null,
      balance: null,
      section: this.section,
      dateParts: [],
      currency: null,
      table: this.table,
    };
  }

  private fillRow(row: RawRow, cells: Cells, line: Line): void {
    if (cells.text.length) row.description.push(cells.text.join(' '));
    row.dateParts.push(...cells.dateParts);
    row.debit ??= cells.debit;
    row.credit ??= cells.credit;
    row.amount ??= cells.amount;
    row.balance ??= cells.balance;
    row.currency ??= cells.currency;
    row.lastY = line.y;
    if (row.section === null) row.section = this.section;
  }

  private takeBalanceRow(kind: 'opening' | 'closing' | 'forward' | 'total', value: ParsedAmount, currency: string | null): void {
    const draft = currency ? this.draftFor(currency) : this.draft;
    if (kind === 'total') return;
    const started = draft.rows.length > 0 || (this.current !== null && isComplete(this.current) && draft === this.draft);
    if (kind === 'opening' && started) {
      draft.openingAfterRows ??= value;
    } else if (kind === 'opening' || (kind === 'forward' && !started)) {
      draft.opening ??= value;
    } else {
      draft.closing = value;
    }
  }

  /** Splits a table line into its date, description text and money cells. */
  private cellsOf(layout: TableLayout, line: Line): Cells {
    const cells: Cells = { date: null, dateParts: [], text: [], debit: null, credit: null, amount: null, balance: null, currency: null, textLeftOfDescription: false, textRightOfMoney: false };
    const marks: { x: number; text: string }[] = [];
    const money: { x1: number; kind: MoneyKind; value: ParsedAmount }[] = [];
    const moneyColumns = layout.columns.filter(isMoneyColumn);
    const dateColumns = layout.columns.filter((c) => c.kind === 'date' || c.kind === 'valueDate');
    const besideDescription = columnsLeftOfDescription(layout);
    // Money printed before the description (an amount column first, then the date): rare but real.
    const moneyFirst = moneyColumns.filter((c) => c.x1 <= layout.descriptionX0);
    const pieces = withoutStrayMarks(line.segments).flatMap((seg) =>
      seg.x1 > layout.moneyX0 ? splitFigures(seg) : moneyFirst.length && seg.x0 < layout.descriptionX0 ? splitFigureBeforeDate(seg) : [seg],
    );
    for (const original of pieces) {
      let seg: Segment = original;
      if (moneyFirst.length && seg.x0 < layout.descriptionX0 && !matchDate(seg.text)) {
        const value = parseAmount(seg.text);
        // Right-aligned figures can end nearer the date heading than their own: left of the dates they are money.
        const leftOfDates = dateColumns.length > 0 && seg.x1 <= Math.min(...dateColumns.map((c) => c.x0)) + 2;
        const column = value ? columnOf(layout, seg, leftOfDates ? moneyFirst : [...moneyFirst, ...dateColumns]) : null;
        if (value && column && moneyFirst.includes(column)) {
          money.push({ x1: seg.x1, kind: column.kind as MoneyKind, value });
          continue;
        }
      }
      if (seg.x0 < layout.descriptionX0) {
        // The date area: a date, maybe a value date, maybe description text glued on.
        let text = seg.text;
        const first = matchDate(text);
        // A date standing in the value-date column (the booking date left blank after a day's first row)
        // is not the transaction date.
        const dateWidth = first ? ((seg.x1 - seg.x0) * first.length) / Math.max(1, text.length) : 0;
        const dateColumn = columnOf(layout, { text, x0: seg.x0, x1: seg.x0 + dateWidth }, dateColumns);
        if (first && !cells.date && dateColumn?.kind === 'valueDate' && dateColumns.length > 1) {
          text = afterDate(text, first.length);
          if (!text) continue;
          cells.text.push(text);
          continue;
        }
        if (first && !cells.date) {
          cells.date = first.token;
          text = afterDate(text, first.length);
          const second = matchDate(text);
          if (second) text = afterDate(text, second.length);
          if (!text) continue;
          // Where the rest starts, by its share of the characters: a card number glued to its date.
          seg = { text, x0: seg.x1 - ((seg.x1 - seg.x0) * text.length) / Math.max(1, original.text.length), x1: seg.x1 };
          if (inColumnBeside(besideDescription, seg, layout)) continue;
        } else if (cells.date && first) {
          // A value date after the booking date; what follows it is description.
          text = afterDate(text, first.length);
          if (text) cells.text.push(text);
          continue;
        }
        if (seg === original && (isDateFragment(text) || /^\d{1,2}\.?$/.test(text))) {
          // A piece of a date that wrapped in a narrow column ("11" / "September" / "2024"): kept in case
          // the row has no whole date, otherwise dropped.
          if (dateColumn?.kind !== 'valueDate') cells.dateParts.push(text);
          continue;
        }
        if (seg === original) {
          // Text past the date columns is description (its heading's position was only estimated);
          // text starting inside them without a date is a heading or a page header, not a row.
          // On a line that already has its date, text in the date area is description that starts early.
          if (cells.date || (dateColumns.length && seg.x0 >= Math.max(...dateColumns.map((c) => c.x1)) - 1)) {
            if (inColumnBeside(besideDescription, seg, layout)) continue;
            cells.text.push(text);
            continue;
          }
          cells.textLeftOfDescription = true;
          continue;
        }
        cells.text.push(text);
        continue;
      }
      if (SIGN_WORD.test(seg.text) && seg.x0 >= layout.moneyX0 - 2) {
        marks.push({ x: seg.x0, text: seg.text });
        continue;
      }
      const figure = parseAmount(seg.text);
      // A bare run of digits where the bank prints decimals is a reference number, never money.
      // It is text of whatever column it stands in: a reference column, or the description ("TRANSACTION#: 31177840361").
      const reference = Boolean(figure && !figure.hasDecimals && /^\d{5,}$/.test(seg.text) && layout.anchors.length && !layout.anchors.some((a) => Math.abs(seg[a.edge] - a.at) < 2));
      // Standing apart from the text, in a column of its own, it is a reference column, not description.
      if (reference && (seg.x1 > layout.moneyX0 + 2 || seg.x0 > layout.descriptionX0 + line.size * 2)) continue;
      const anchored = figure && !reference ? moneyColumnOf(layout, seg, line.size) : null;
      const column = anchored ?? columnOf(layout, seg, reference ? layout.columns.filter((c) => !isMoneyColumn(c)) : layout.columns);
      const value = column && isMoneyColumn(column) ? parseAmount(seg.text) : null;
      if (column && value && isMoneyColumn(column)) {
        money.push({ x1: seg.x1, kind: column.kind as MoneyKind, value });
        continue;
      }
      // A reference or type column is not part of the description; nor is a currency column, which files the row.
      if (column?.kind === 'currency' && ISO_CODES.has(seg.text.trim().toUpperCase())) {
        cells.currency = seg.text.trim().toUpperCase();
        continue;
      }
      if (column?.kind === 'other' || column?.kind === 'currency') continue;
      // A value or posting date printed after the description is not part of it.
      if ((column?.kind === 'valueDate' || column?.kind === 'date') && matchDate(seg.text)?.length === seg.text.length) {
        if (!cells.date && column.kind === 'date') cells.date = matchDate(seg.text)!.token;
        continue;
      }
      if (column && (column.kind === 'description' || seg.x1 <= layout.moneyX0 + 2)) {
        cells.text.push(seg.text);
        continue;
      }
      // Text among the money columns that is not an amount: a reference column or something outside the table.
      const nearest = columnOf(layout, seg, moneyColumns);
      if (nearest && seg.x0 >= layout.moneyX0) {
        cells.textRightOfMoney = true;
        continue;
      }
      cells.text.push(seg.text);
    }
    // Figures keep the columns' left-to-right order: when two land in one column (their x was only
    // estimated), the left one moves to the nearest free money column on its left.
    money.sort((a, b) => a.x1 - b.x1);
    const order = [...moneyColumns].sort((a, b) => a.x0 - b.x0).map((c) => c.kind);
    for (let i = money.length - 2; i >= 0; i--) {
      if (money[i].kind !== money[i + 1].kind) continue;
      const used = new Set(money.map((m) => m.kind));
      const free = order.slice(0, order.indexOf(money[i].kind)).reverse().find((k) => !used.has(k as MoneyKind));
      if (free) money[i].kind = free as MoneyKind;
    }
    // "DR"/"CR" or "S"/"H" printed in their own cell belong to the amount just left of them.
    for (const mark of marks) {
      const target = money.filter((m) => m.x1 <= mark.x + 1).sort((a, b) => b.x1 - a.x1)[0];
      if (!target || target.value.mark) continue;
      const t = mark.text.replace('.', '').toUpperCase();
      const sign: SignMark = t === 'DR' || t === 'D' ? 'dr' : t === 'CR' || t === 'C' ? 'cr' : t === 'S' ? 'soll' : t === 'H' ? 'haben' : t === '-' ? 'minus' : 'plus';
      target.value = { cents: target.value.cents, mark: sign, currency: target.value.currency, hasDecimals: target.value.hasDecimals };
    }
    for (const m of money) {
      if (m.kind === 'debit') cells.debit ??= m.value;
      else if (m.kind === 'credit') cells.credit ??= m.value;
      else if (m.kind === 'amount') cells.amount ??= m.value;
      else cells.balance ??= m.value;
    }
    return cells;
  }

  /** Lines outside any table: account numbers, currency, period, summary boxes, section headings. */
  private readOtherLine(line: Line): void {
    const text = line.text;
    // A line outside the table ends a complete row; a row still waiting for its amount stays open (page break).
    this.flushIfComplete();
    const id = findAccountId(text);
    if (id) this.useAccountId(id);
    const currency = findCurrencyLabel(text);
    if (currency) this.useCurrency(currency);
    for (const c of currenciesIn(text)) this.draft.currencyVotes.push(c);
    const period = findPeriod(text);
    if (period) this.draft.period ??= period;
    this.statementDate ??= findStatementDate(text);
    if (this.headerDates.length < 40 && line.page <= 3) for (const d of findDates(text)) if (d.token.year !== null) this.headerDates.push(d.token);
    if (!this.draft.name && !id) this.draft.name = accountNameFrom(text);
    const heading = sectionSign(text, this.creditCard);
    if (heading !== null) {
      this.flushIfComplete();
      this.section = heading;
      return;
    }
    // A summary box: "Opening balance  £1,000.00   Closing balance  £1,200.00".
    const segs = line.segments;
    for (let i = 0; i < segs.length; i++) {
      const kind = specialRowKind(segs[i].text);
      if (!kind || kind === 'total') continue;
      let value: ParsedAmount | null = null;
      for (let j = i + 1; j < segs.length && !value; j++) {
        if (specialRowKind(segs[j].text)) break;
        value = parseAmount(segs[j].text);
        if (value && !value.hasDecimals && !value.currency) value = null;
      }
      // "Opening balance on 01/01/2024 £1,000.00" printed as one segment.
      value ??= trailingAmount(segs[i].text);
      if (!value) continue;
      value = overdrawnIf(segs[i].text, value);
      const draft = this.draft;
      if (kind === 'opening' || (kind === 'forward' && !draft.rows.length)) {
        if (!draft.rows.length) draft.opening ??= value;
        // A summary under the table ("STATEMENT SUMMARY: Opening Balance …"): kept apart, used only if the rows agree.
        else draft.openingAfterRows ??= value;
      } else if (kind === 'closing') {
        if (!draft.closing || draft.rows.length) draft.closing = value;
      }
    }
  }

  private useAccountId(id: AccountId): void {
    const draft = this.draft;
    if (draft.ids.some((d) => d.value === id.value)) return;
    const sameKind = draft.ids.find((d) => d.kind === id.kind);
    const started = draft.rows.length > 0 || draft.opening !== null || this.current !== null;
    if (!sameKind) {
      if (started && draft.ids.length && this.drafts.some((d) => d.ids.some((x) => x.value === id.value))) return;
      draft.ids.push(id);
      return;
    }
    if (!started) {
      draft.ids = draft.ids.filter((d) => d.kind !== id.kind).concat(id);
      return;
    }
    this.startAccount(newDraft([id]));
  }

  /** A new account section: nothing open carries over, not even a day's date. */
  private startAccount(draft: AccountDraft): void {
    this.flush();
    this.drafts.push(draft);
    this.section = null;
    this.lastRowDate = null;
  }

  private useCurrency(currency: string): void {
    const draft = this.draft;
    if (!draft.currency) {
      draft.currency = currency;
      return;
    }
    if (draft.currency === currency) return;
    const started = draft.rows.length > 0 || draft.opening !== null || this.current !== null;
    if (!started) {
      draft.currency = currency;
      return;
    }
    // Same account number, another currency: a sub-account of its own.
    this.startAccount(newDraft([...draft.ids], currency));
  }

  /**
   * Where a row of a table that names each row's currency belongs: the current account's sub-account in
   * that currency, made when the currency first appears. Rows of several currencies may interleave.
   */
  private draftFor(currency: string): AccountDraft {
    const draft = this.draft;
    if (draft.currency === currency) return draft;
    const started = draft.rows.length > 0 || draft.opening !== null;
    if (!started && !this.drafts.some((d) => d !== draft && d.currency === currency && sameAccount(d, draft))) {
      draft.currency = currency;
      return draft;
    }
    const sibling = this.drafts.find((d) => d.currency === currency && sameAccount(d, draft));
    if (sibling) return sibling;
    const added = { ...newDraft([...draft.ids], currency), period: draft.period, name: draft.name };
    this.drafts.push(added);
    return added;
  }
}

/** Two drafts of one account: the same account numbers (or none on either). */
const sameAccount = (a: AccountDraft, b: AccountDraft): boolean =>
  a.ids.length === b.ids.length && a.ids.every((id) => b.ids.some((x) => x.value === id.value));

type MoneyKind = 'debit' | 'credit' | 'amount' | 'balance';

type Cells = {
  date: DateToken | null;
  dateParts: string[];
  text: string[];
  debit: ParsedAmount | null;
  credit: ParsedAmount | null;
  amount: ParsedAmount | null;
  balance: ParsedAmount | null;
  /** An ISO code in the table's currency column. */
  currency: string | null;
  textLeftOfDescription: boolean;
  textRightOfMoney: boolean;
};

/**
 * Two figures printed so close that they read as one run ("12.34 1,222.22") are split back into their
 * cells, x estimated by character count. A run that is one figure ("1 234,56") or text is left alone.
 */
function splitFigures(seg: Segment): Segment[] {
  if (parseAmount(seg.text) || !seg.text.includes(' ')) return [seg];
  const tokens = seg.text.split(' ');
  const perChar = (seg.x1 - seg.x0) / Math.max(1, seg.text.length);
  const parts: Segment[] = [];
  let offset = 0;
  for (let i = 0; i < tokens.length; ) {
    let taken = 0;
    // The longest run of tokens from here that is one figure, so "1 234,56" stays whole.
    for (let j = tokens.length; j > i && !taken; j--) {
      const text = tokens.slice(i, j).join(' ');
      if (parseAmount(text) && !matchDate(text)) {
        parts.push({ text, x0: seg.x0 + offset * perChar, x1: seg.x0 + (offset + text.length) * perChar });
        offset += text.length + 1;
        taken = j - i;
      }
    }
    if (!taken) return [seg];
    i += taken;
  }
  return parts;
}

/** Marks an OCR'd text layer leaves in the gutters: a lone tick or bar is not text. */
const STRAY_MARK = /^[|'`´‘’¦!_~]+$/;
const STRAY_AFTER = /\s+[|'`´‘’¦!_~]+$/;
const STRAY_BEFORE = /^[|'`´‘’¦!_~]+\s+/;

/**
 * Drops lone stray marks and strips one glued onto a figure ("-45,38 '", "| 1 453,80"), so the figure
 * stays money. Text keeps its marks unless the mark stands apart from it as a cell of its own.
 */
function withoutStrayMarks(segments: Segment[]): Segment[] {
  const out: Segment[] = [];
  for (const seg of segments) {
    const text = seg.text.trim();
    if (STRAY_MARK.test(text)) continue;
    const stripped = text.replace(STRAY_AFTER, '').replace(STRAY_BEFORE, '');
    if (stripped !== text && parseAmount(stripped)) {
      const perChar = (seg.x1 - seg.x0) / Math.max(1, seg.text.length);
      const start = seg.text.indexOf(stripped);
      out.push({ text: stripped, x0: seg.x0 + start * perChar, x1: seg.x0 + (start + stripped.length) * perChar });
      continue;
    }
    out.push(seg);
  }
  return out;
}

/** "-26.16 07/07/2024" in one cell, where an amount column stands before the date: the figure and the date apart. */
function splitFigureBeforeDate(seg: Segment): Segment[] {
  const words = seg.text.split(' ');
  const perChar = (seg.x1 - seg.x0) / Math.max(1, seg.text.length);
  for (let k = 1; k < words.length; k++) {
    const head = words.slice(0, k).join(' ');
    const rest = words.slice(k).join(' ');
    if (!matchDate(rest) || matchDate(head) || !parseAmount(head)?.hasDecimals) continue;
    const split = seg.x0 + head.length * perChar;
    return [
      { text: head, x0: seg.x0, x1: split },
      { text: rest, x0: split + perChar, x1: seg.x1 },
    ];
  }
  return [seg];
}

/** The text after a date, without the comma or dot a wrapped date leaves behind ("Nov 10," above "2024"). */
const afterDate = (text: string, length: number): string => text.slice(length).replace(/^[\s,.;:]+/, '').trim();

/**
 * A year or a month name (with a year) on its own, or a numeric date cut after a separator ("2024-04-"
 * above "04"): what is left of a date wrapped onto a second line.
 */
function isDateFragment(text: string): boolean {
  if (/^(19|20)\d{2}$/.test(text) || /^\d{1,4}[-./]\d{1,2}[-./]$/.test(text)) return true;
  const m = text.match(/^([A-Za-zÀ-ÿ]{3,10})\.?(?:,?\s+((19|20)\d{2}|\d{2}))?$/);
  return Boolean(m && matchDate(`1 ${m[1]}`));
}

function trailingAmount(text: string): ParsedAmount | null {
  const m = text.match(/((?:[A-Z]{3}\s?|[£€$¥₹]\s?)?[-(]?\d[\d.,'\s\u00a0\u202f]*\d\)?(?:\s?(?:CR|DR|Cr|Dr|-|[A-Z]{3}|[€£]))?)\s*$/);
  if (!m) return null;
  const value = parseAmount(m[1]);
  return value && (value.hasDecimals || value.currency) ? value : null;
}

/**
 * Columns with a heading of their own between the dates and the description (a type code, a card or
 * cheque number): their cells are not description, which is the description column only.
 */
function columnsLeftOfDescription(layout: TableLayout): Column[] {
  const description = layout.columns.find((c) => c.kind === 'description');
  if (!description) return [];
  return layout.columns.filter((c) => c.kind === 'other' && c.x1 <= description.x0 + 1);
}

/** A cell that ends before the description starts and stands under such a column rather than under a date. */
function inColumnBeside(columns: Column[], seg: Segment, layout: TableLayout): boolean {
  if (!columns.length || seg.x1 > layout.descriptionX0 + 1) return false;
  const near = columnOf(layout, seg, layout.columns.filter((c) => c.kind !== 'description'));
  return near !== null && columns.includes(near);
}
