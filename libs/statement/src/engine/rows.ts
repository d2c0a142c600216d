import { centsToNumber } from '../amounts.js';
import type { Transaction } from '../types.js';
import type { TableRecord } from './records.js';
import type { Scored } from './readings.js';

/**
 * Stage `rows`: the transactions of an account under its chosen reading, in the order the statement prints
 * them (a statement printed newest first stays so: a person compares the rows with the page). A transaction's
 * description is the text of its record (the lines between the dates and the figures, continuation lines
 * included); its date, amount and balance are what the reading made of its cells.
 */
export type Rows = {
  transactions: Transaction[];
  /** For each transaction, the record it came from. */
  sources: TableRecord[];
  /** Transactions whose direction nothing settled (read as money out). */
  unsigned: number;
  /** Transaction records left out because no date could be read for them. */
  undated: TableRecord[];
};

export function buildRows(records: TableRecord[], best: Scored): Rows {
  const transactions: Transaction[] = [];
  const sources: TableRecord[] = [];
  const undated: TableRecord[] = [];
  let unsigned = 0;
  for (const i of records.keys()) {
    if (best.money.kinds[i] !== 'transaction') continue;
    const r = records[i];
    const date = best.dates.dates[i];
    if (!date) {
      undated.push(r);
      continue;
    }
    let cents = best.money.cents[i];
    if (cents === null) {
      // Nothing printed settles it: read as money out, as most rows of a statement are (a card's purchases, an
      // account's payments); the account is not verified and a warning says so.
      unsigned++;
      cents = -Math.abs(movementAbs(r, best));
    }
    const balance = best.money.balances[i];
    transactions.push({
      date,
      // A row whose only words are its reference (a cheque paid, listed by number) is described by it.
      description: describe(r.text) || describe(r.codes),
      amount: centsToNumber(cents),
      balance: balance === null ? null : centsToNumber(balance),
      page: r.page,
      y: Math.round(r.y * 10) / 10,
      ...(best.money.informational[i] ? { informational: true as const } : {}),
      ...(Number.isFinite(r.box.x0) ? { box: { page: r.page, x0: round1(r.box.x0), y0: round1(r.box.y0), x1: round1(r.box.x1), y1: round1(r.box.y1) } } : {}),
    });
    sources.push(r);
  }
  return { transactions, sources, unsigned, undated };
}

const round1 = (v: number) => Math.round(v * 10) / 10;

/**
 * A record's lines as one description: joined with a space, except a word hyphenated at a line's end and going on
 * in small letters on the next ("Einrei-" / "cher"), which is one word again.
 */
function describe(lines: string[]): string {
  let out = '';
  for (const line of lines) {
    const text = line.trim();
    if (!text) continue;
    if (/\p{L}-$/u.test(out) && /^\p{Ll}/u.test(text)) out = out.slice(0, -1) + text;
    else out = out ? `${out} ${text}` : text;
  }
  return out.replace(/\s+/g, ' ');
}

/** The size of a record's movement when its sign is unknown: the figure in its amount column. */
function movementAbs(r: TableRecord, best: Scored): number {
  const i = best.reading.roles.indexOf('amount');
  return i >= 0 ? (r.money[i]?.value.cents ?? 0) : 0;
}
