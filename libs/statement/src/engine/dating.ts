import { dayMonth, inferYear, isoDate, isRealDate, resolveDate, type DateOrder, type DateToken } from '../dates.js';
import type { TableRecord } from './records.js';

/**
 * The dates of an account's records under one reading of its date columns: which column holds the
 * transaction date, day before month or month before day, and where a year printed nowhere on the row
 * comes from. Scored by what dates must do: stay inside the statement period, run in print order, and
 * come no later than the posting date beside them.
 */
export type Period = { start: string; end: string };

export type DateContext = {
  /** The statement period as printed (still to be read in one order or the other). */
  period: { start: DateToken; end: DateToken } | null;
  /** A statement or issue date, and other full dates printed outside the tables. */
  statementDate: DateToken | null;
  headerDates: DateToken[];
  /** The PDF's own creation date, the last resort for a year. */
  createdOn: string | null;
};

export type YearSource = 'printed' | 'period' | 'statement' | 'document' | 'assumed';

export type Dated = {
  /** ISO date per record (print order), carried down from the record above when the row prints none. */
  dates: (string | null)[];
  /** Whether the record printed its own date in the column. */
  printed: boolean[];
  period: Period | null;
  year: YearSource;
  /** Dates outside the period, and dates out of print order. */
  outside: number;
  disorder: number;
  /** Dates out of order if the rows were read in the other direction (which way the rows run is the direction with fewer). */
  disorderReversed: number;
  /** The statement period is printed but cannot be read in this order of day and month. */
  periodUnreadable: boolean;
  /** Rows where this column's date comes after another date column's (a transaction is never posted before it happens). */
  laterThanOther: number;
  /** Rows where it comes before. */
  earlierThanOther: number;
  /** Rows where another date column holds a different date. */
  differsFromOther: number;
  unreadable: number;
};

export function resolvePeriod(raw: DateContext['period'], order: DateOrder): Period | null {
  if (!raw) return null;
  const start = resolveDate(raw.start, order, () => 0);
  const end = resolveDate(raw.end, order, () => 0);
  return start && end && start <= end ? { start, end } : null;
}

/** Whether any numeric date of the column can be read both ways (03/04), and whether every one can. */
export function orderFreedom(tokens: DateToken[]): { allows: Record<DateOrder, boolean>; ambiguous: boolean } {
  const numeric = tokens.filter((t) => t.kind === 'numeric');
  const allows = { DMY: numeric.every((t) => dayMonth(t, 'DMY') !== null), MDY: numeric.every((t) => dayMonth(t, 'MDY') !== null) };
  const ambiguous = numeric.some((t) => t.first !== t.second);
  return { allows, ambiguous };
}

/** How a row without a year gets one, and from where. */
function yearResolver(period: Period | null, ctx: DateContext, order: DateOrder, tokens: DateToken[]): { yearFor: (month: number, day: number) => number; source: YearSource } {
  if (tokens.every((t) => t.year !== null)) return { yearFor: () => 0, source: 'printed' };
  if (period) return { yearFor: (month, day) => inferYear(month, day, period, Number(period.end.slice(0, 4))), source: 'period' };
  const statement = ctx.statementDate ? resolveDate(ctx.statementDate, order, () => 0) : null;
  const header = ctx.headerDates
    .map((t) => resolveDate(t, order, () => 0))
    .filter((d): d is string => d !== null)
    .sort();
  const years = tokens.map((t) => t.year).filter((y): y is number => y !== null);
  const rowYear = years.length ? Math.max(...years) : null;
  const reference = statement ?? header[header.length - 1] ?? null;
  if (rowYear !== null && (!reference || Math.abs(rowYear - Number(reference.slice(0, 4))) > 1)) return { yearFor: () => rowYear, source: 'printed' };
  if (reference || ctx.createdOn) {
    const ref = (reference ?? ctx.createdOn)!;
    const refYear = Number(ref.slice(0, 4));
    const refMonth = Number(ref.slice(5, 7));
    // A month after the reference date's month belongs to the year before (a December row on a January statement).
    return { yearFor: (month) => (month > refMonth ? refYear - 1 : refYear), source: reference ? 'statement' : 'document' };
  }
  const year = new Date().getUTCFullYear();
  return { yearFor: () => year, source: 'assumed' };
}

/**
 * The dates of the records read from date column `column` in `order`. `other` are the other date
 * columns, compared row by row; `kinds` says which records are transactions (only they are scored).
 */
export function dateRecords(records: TableRecord[], column: number, order: DateOrder, ctx: DateContext, transaction: boolean[], newestFirst: boolean, valueColumns: boolean[] = []): Dated {
  const period = resolvePeriod(ctx.period, order);
  const tokens = records.map((r) => r.dates[column]?.token).filter((t): t is DateToken => Boolean(t));
  const { yearFor, source } = yearResolver(period, ctx, order, tokens);
  const dates: (string | null)[] = [];
  const printed: boolean[] = [];
  let carried: string | null = null;
  let unreadable = 0;
  const seq = newestFirst ? [...records.keys()].reverse() : [...records.keys()];
  const byIndex = new Map<number, string | null>();
  for (const i of seq.slice().sort((a, b) => a - b)) {
    const token = records[i].dates[column]?.token;
    const date = token ? resolveDate(token, order, yearFor) : null;
    if (token && !date) unreadable++;
    if (date) carried = date;
    byIndex.set(i, date ?? carried);
    printed[i] = Boolean(date);
  }
  // A section that prints no date at all (the fees and interest a card charges at the end of the cycle) is dated
  // at the statement's end, not with the last purchase above its title.
  const closing = period?.end ?? (ctx.statementDate ? resolveDate(ctx.statementDate, order, yearFor) : null);
  for (let i = 0; closing && i < records.length; ) {
    let j = i + 1;
    while (j < records.length && records[j].section === records[i].section) j++;
    const undated = records.slice(i, j).every((r) => !r.dates[column]);
    if (i > 0 && records[i].section !== null && undated) for (let k = i; k < j; k++) byIndex.set(k, closing);
    i = j;
  }
  records.forEach((_, i) => dates.push(byIndex.get(i) ?? null));
  let outside = 0;
  let disorder = 0;
  let later = 0;
  let earlier = 0;
  let differs = 0;
  let previous: string | null = null;
  for (const i of seq) {
    if (!transaction[i]) continue;
    const d = dates[i];
    if (!d) continue;
    if (period && (d < period.start || d > period.end)) outside++;
    if (previous && d < previous) disorder++;
    previous = d;
    const r = records[i];
    r.dates.forEach((cell, j) => {
      if (j === column || !cell || !printed[i]) return;
      const o = resolveDate(cell.token, order, yearFor);
      if (!o) return;
      if (o !== d) differs++;
      // A value date may fall before or after the booking: only a posting date must not come first.
      if (valueColumns[j]) return;
      if (d > o) later++;
      else if (d < o) earlier++;
    });
  }
  let reversed = 0;
  let next: string | null = null;
  for (const i of [...seq].reverse()) {
    if (!transaction[i] || !dates[i]) continue;
    if (next && dates[i]! < next) reversed++;
    next = dates[i];
  }
  const periodUnreadable = Boolean(ctx.period) && !period;
  return { dates, printed, period, year: source, outside, disorder, disorderReversed: reversed, periodUnreadable, laterThanOther: later, earlierThanOther: earlier, differsFromOther: differs, unreadable };
}

export { isoDate, isRealDate };
