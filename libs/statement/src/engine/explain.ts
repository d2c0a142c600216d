import type { AccountReading, ColumnRole, ReadingSwitch } from '../types.js';
import type { Role } from './arithmetic.js';
import { dateHint } from './labels.js';
import type { TableRecord, Tables } from './records.js';
import { WEIGHTS, type Evidence, type EvidenceName, type Scored } from './readings.js';

/**
 * The chosen reading in words a person can check ("Dates: transaction date (first of two date columns) ·
 * Signs: card statement, purchases negative · Confirmed by: opening + transactions = closing"), its
 * evidence, and the runner-up readings as switches the review screen can offer.
 */
const SAYS: Record<EvidenceName, string> = {
  balanceFollows: 'printed running balances that follow from the amounts',
  balanceBreaks: 'printed running balances that do not follow',
  totalsAgree: 'opening balance + transactions = closing balance',
  totalsDisagree: 'opening balance + transactions differ from the closing balance',
  amountMissing: 'dated rows left without an amount',
  debitAndCredit: 'rows with both a debit and a credit',
  directionUnknown: 'amounts whose direction is not printed',
  dateOutsidePeriod: 'dates outside the statement period',
  dateOutOfOrder: 'dates out of order',
  transactionAfterPosting: 'transaction dates after their posting dates',
  impossibleDate: 'dates that cannot exist in this order',
  headingAgrees: 'headings that name the columns so',
  headingDisagrees: 'headings that name the columns otherwise',
  signedColumnAsAmount: 'a column of signed amounts',
  balanceRightmost: 'the balance standing right of the amounts',
  columnUnused: 'columns left out',
  balanceHeadingIgnored: 'figures under a balance heading not read as the balance',
  cardWords: 'what the document says about being a card statement',
  usualDateOrder: 'the usual order of day and month for the currency',
  longPeriod: 'a statement period of more than three months in this order of day and month',
  firstDateColumn: 'the first date column taken as the transaction date',
  trailingTableLeftOut: 'a table at the end left out: only without it do the balances add up',
  mostlyMoneyOut: 'most rows taking money out (or, when negative, most bringing it in)',
  zeroBalanceRow: 'rows that moved no money beside a printed balance of nothing',
  headingCurrency: "columns headed with the account's currency read as its money (or, when negative, a column headed with another currency read so)",
};

const ORDINAL = ['first', 'second', 'third', 'fourth'];

/** A date column's heading worth naming to a person: one that reads as a date heading ("post date", "valuta"), not a run of headings. */
function dateHeading(tables: Tables, column: number): string | null {
  const heading = tables.columns.dates[column]?.label;
  return heading && heading.length <= 24 && dateHint(heading) ? heading : null;
}

function datesInWords(s: Scored, columns: number, heading: string | null): string {
  const which =
    columns > 1
      ? `transaction date (${ORDINAL[s.reading.dateColumn] ?? `column ${s.reading.dateColumn + 1}`} of ${columns} date columns${heading ? `, "${heading}"` : ''})`
      : 'one date column';
  return `${which}, ${s.reading.order === 'DMY' ? 'day before month' : 'month before day'}`;
}

function signsInWords(roles: Role[], card: boolean): string {
  const hasPair = roles.includes('debit') && roles.includes('credit');
  const lone = roles.includes('debit') ? 'out' : roles.includes('credit') ? 'in' : null;
  if (card) return hasPair ? 'card statement: purchases and charges out, payments in' : lone ? `card statement, one column of money ${lone}` : 'card statement, purchases negative and payments positive';
  return hasPair ? 'bank account, money out and money in in separate columns' : lone ? `bank account, one column of money ${lone}` : 'bank account, money out negative';
}

export function summaryOf(s: Scored, columns: number, heading: string | null = null): string {
  return `Dates: ${datesInWords(s, columns, heading)} · Signs: ${signsInWords(s.reading.roles, s.reading.card)}${s.reading.newestFirst ? ' · Printed newest first' : ''}`;
}

const role = (r: Role): ColumnRole => r;

export function describeReading(best: Scored, tables: Tables, records: TableRecord[], doubts: string[]): Omit<AccountReading, 'alternatives' | 'margin'> {
  const usedDates = tables.columns.dates.map((_, i) => records.some((r) => r.dates[i]));
  const dateColumns = usedDates.filter(Boolean).length;
  const confirmedBy: string[] = [];
  if (best.money.totals === true) confirmedBy.push(best.reading.card ? 'previous balance + purchases − payments = new balance' : 'opening balance + transactions = closing balance');
  if (best.money.links > 0 && best.money.breaks === 0) confirmedBy.push('every printed running balance follows from the amounts');
  const evidence = best.evidence.map((e: Evidence) => ({ name: e.name, count: Math.round(e.count * 100) / 100, points: Math.round(e.points * 100) / 100, says: SAYS[e.name] }));
  return {
    dates: {
      column: usedDates.slice(0, best.reading.dateColumn).filter(Boolean).length,
      columns: Math.max(1, dateColumns),
      labels: tables.columns.dates.filter((_, i) => usedDates[i]).map((c) => c.label || null),
      order: best.reading.order === 'DMY' ? 'day_first' : 'month_first',
      year: best.dates.year,
      confirmed: !doubts.some((d) => /date|day and month|year/.test(d)),
    },
    columns: tables.columns.money.map((c, i) => ({ label: c.label || null, role: role(best.reading.roles[i]) })).filter((_, i) => records.some((r) => r.money[i])),
    convention: best.reading.card ? 'card' : 'bank',
    printOrder: best.reading.newestFirst ? 'newest_first' : 'oldest_first',
    summary: summaryOf(best, Math.max(1, dateColumns), dateHeading(tables, best.reading.dateColumn)),
    confirmedBy,
    doubts,
    score: Math.round(best.score * 100) / 100,
    evidence,
  };
}

/** What differs between a reading and the chosen one, as a switch; null when a person would see no difference. */
function switchOf(best: Scored, other: Scored): ReadingSwitch | null {
  const sw: ReadingSwitch = {};
  const a = best.reading;
  const b = other.reading;
  if (a.dateColumn !== b.dateColumn) sw.dateColumn = b.dateColumn;
  if (a.order !== b.order) sw.order = b.order === 'DMY' ? 'day_first' : 'month_first';
  if (a.card !== b.card) sw.convention = b.card ? 'card' : 'bank';
  if (a.newestFirst !== b.newestFirst) sw.printOrder = b.newestFirst ? 'newest_first' : 'oldest_first';
  if (a.roles.join() !== b.roles.join()) sw.roles = b.roles.map(role);
  return Object.keys(sw).length ? sw : null;
}

/** The runner-up readings, one per distinct switch, best first. */
export function alternativesOf(best: Scored, scored: Scored[]): AccountReading['alternatives'] {
  const seen = new Set<string>();
  const out: AccountReading['alternatives'] = [];
  for (const s of scored) {
    if (s === best) continue;
    const sw = switchOf(best, s);
    if (!sw) continue;
    const key = JSON.stringify(sw);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ summary: summaryOf(s, 1), score: Math.round(s.score * 100) / 100, switch: sw });
    if (out.length >= 3) break;
  }
  return out;
}

export { WEIGHTS };

/**
 * The one-click changes to offer a person, each named by what it does and offered only where the table can be read
 * that way: another date column, the other order of day and month (when the dates allow it), card or bank
 * account, money in and out swapped (a debit and a credit column).
 */
export function switchesOf(best: Scored, free: Scored[], tables: Tables, records: TableRecord[]): { label: string; switch: ReadingSwitch }[] {
  const out: { label: string; switch: ReadingSwitch }[] = [];
  const r = best.reading;
  const dateColumns = tables.columns.dates.map((_, i) => i).filter((i) => records.some((rec) => rec.dates[i]));
  for (const column of dateColumns) {
    if (column === r.dateColumn) continue;
    const label = dateHeading(tables, column);
    const which = dateColumns.length === 2 ? 'the other date column' : `the ${ORDINAL[dateColumns.indexOf(column)] ?? `${column + 1}th`} date column`;
    out.push({ label: `Use ${which}${label ? ` ("${label}")` : ''} as the transaction date`, switch: { dateColumn: column } });
  }
  const otherOrder = r.order === 'DMY' ? 'MDY' : 'DMY';
  if (free.some((s) => s.reading.dateColumn === r.dateColumn && s.reading.order === otherOrder)) {
    out.push({ label: otherOrder === 'DMY' ? 'Read the dates day before month' : 'Read the dates month before day', switch: { order: otherOrder === 'DMY' ? 'day_first' : 'month_first' } });
  }
  out.push(r.card ? { label: 'This is a bank account, not a card statement', switch: { convention: 'bank' } } : { label: 'This is a card statement', switch: { convention: 'card' } });
  if (r.roles.includes('debit') && r.roles.includes('credit')) {
    const swapped = r.roles.map((role) => (role === 'debit' ? 'credit' : role === 'credit' ? 'debit' : role));
    out.push({ label: 'Swap money in and money out', switch: { roles: swapped.map(role) } });
  }
  return out;
}
