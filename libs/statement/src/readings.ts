import type { ParsedAmount, SignMark } from './amounts.js';
import type { RawRow } from './rows.js';

/**
 * The search over readings. One table can be read in several ways: its debit and credit columns the other
 * way round, its signed column's sign inverted, a table at the end that is not part of the account (an
 * example, a repeat of earlier rows grouped another way). Each reading is scored by the statement's own
 * arithmetic (running balances that chain, opening + Σ amounts = closing); the reading as printed wins
 * unless another one makes the figures agree where it does not. No reading can make wrong figures agree,
 * so a statement read wrongly still ends up not verified.
 */

const NEGATIVE_MARKS: SignMark[] = ['minus', 'parens', 'dr', 'soll'];
const isNegativeMark = (mark: SignMark) => NEGATIVE_MARKS.includes(mark);

/** A printed balance as a signed number of cents. On a card statement the balance is what is owed, so it is negated. */
export function balanceCents(value: ParsedAmount | null, creditCard: boolean): number | null {
  if (!value) return null;
  if (creditCard) return value.mark === 'cr' || value.mark === 'haben' ? value.cents : isNegativeMark(value.mark) ? value.cents : -value.cents;
  return isNegativeMark(value.mark) ? -value.cents : value.cents;
}


export type SignedRow = { row: RawRow; date: string; cents: number; signKnown: boolean; balance: number | null };

export type Reading = {
  /** Debit and credit columns read the other way round. */
  swap: boolean;
  /** The signed amount column's sign inverted. */
  flip: boolean;
  /** How many tables at the end of the account are left out. */
  dropTables: number;
};

type Dated = { row: RawRow; date: string };

/** Signed cents for every row under one reading of the columns. */
function signRows(dated: Dated[], cc: boolean, reading: Reading): SignedRow[] {
  // Whether the single amount column ever prints a minus (or DR, S, …): then an unmarked amount is money in.
  const amountColumnHasNegatives = dated.some(({ row }) => row.amount && isNegativeMark(row.amount.mark));
  return dated.map(({ row, date }) => {
    let cents = 0;
    let signKnown = true;
    const [debit, credit] = reading.swap ? [row.credit, row.debit] : [row.debit, row.credit];
    if (debit) cents -= debit.cents;
    if (credit) cents += credit.cents;
    if (row.amount) {
      const { mark, cents: abs } = row.amount;
      let value: number;
      if (cc) {
        // Card statements print purchases plain and payments or refunds with a minus or CR.
        if (mark === 'dr' || mark === 'soll') value = -abs;
        else if (mark) value = abs;
        else value = (row.section ?? -1) * abs;
      } else if (isNegativeMark(mark)) value = -abs;
      else if (mark) value = abs;
      else if (amountColumnHasNegatives) value = abs;
      else if (row.section) value = row.section * abs;
      else {
        value = abs;
        signKnown = false;
      }
      cents += reading.flip ? -value : value;
    }
    return { row, date, cents, signKnown, balance: balanceCents(row.balance, cc) };
  });
}

/** How many printed running balances disagree with the amounts (after settling unsigned amounts). */
function balanceBreaks(rows: SignedRow[], opening: number | null): number {
  settleSignsFromBalances(rows, opening);
  let previous = opening;
  let breaks = 0;
  for (const r of rows) {
    const expected = previous === null ? null : previous + r.cents;
    if (r.balance !== null && expected !== null && expected !== r.balance) breaks++;
    previous = r.balance ?? expected;
  }
  return breaks;
}

/**
 * Unsigned amounts take the direction the running balance shows. Between two printed balances (a balance
 * may be printed only at the end of a day) the unsigned amounts must add up to the change; when exactly
 * one choice of directions does, that is the reading. Otherwise they stay unknown, and the checks will say so.
 */
function settleSignsFromBalances(rows: SignedRow[], opening: number | null): void {
  let previous = opening;
  let group: SignedRow[] = [];
  for (const r of rows) {
    group.push(r);
    if (r.balance === null) continue;
    if (previous !== null) settleGroup(group, r.balance - previous);
    previous = r.balance;
    group = [];
  }
}

const MAX_UNKNOWN_IN_GROUP = 14;

function settleGroup(group: SignedRow[], change: number): void {
  const unknown = group.filter((r) => !r.signKnown);
  if (!unknown.length || unknown.length > MAX_UNKNOWN_IN_GROUP) return;
  const known = group.filter((r) => r.signKnown).reduce((sum, r) => sum + r.cents, 0);
  const target = change - known;
  const magnitudes = unknown.map((r) => Math.abs(r.cents));
  let solution: number | null = null;
  for (let mask = 0; mask < 1 << unknown.length; mask++) {
    const total = magnitudes.reduce((sum, m, i) => sum + (mask & (1 << i) ? -m : m), 0);
    if (total !== target) continue;
    if (solution !== null) return; // two readings fit: the balances cannot tell
    solution = mask;
  }
  if (solution === null) return;
  unknown.forEach((r, i) => {
    r.cents = solution! & (1 << i) ? -magnitudes[i] : magnitudes[i];
    r.signKnown = true;
  });
}


const sum = (rows: SignedRow[]) => rows.reduce((a, r) => a + r.cents, 0);

type Scored = { reading: Reading; signed: SignedRow[]; breaks: number; totals: boolean | null; dated: Dated[] };

function score(dated: Dated[], cc: boolean, reading: Reading, opening: number | null, closing: number | null): Scored {
  const signed = signRows(dated, cc, reading);
  const breaks = balanceBreaks(signed, opening);
  const totals = opening !== null && closing !== null ? opening + sum(signed) === closing : null;
  return { reading, signed, breaks, totals, dated };
}

const agrees = (s: Scored) => s.breaks === 0 && s.totals !== false;

/**
 * Picks the reading of an account's rows under which its figures agree. The reading as printed is kept
 * when it agrees, or when no other reading does; an alternative needs evidence (two printed balances, or
 * printed opening and closing balances) to win.
 */
export function chooseReading(dated: Dated[], cc: boolean, opening: number | null, closing: number | null): { signed: SignedRow[]; rows: Dated[]; warnings: string[] } {
  const asPrinted = score(dated, cc, { swap: false, flip: false, dropTables: 0 }, opening, closing);
  const warnings: string[] = [];
  const checkable = asPrinted.signed.filter((r) => r.balance !== null).length;
  const evidence = checkable >= 2 || asPrinted.totals !== null;
  if (agrees(asPrinted) || !evidence) return { signed: asPrinted.signed, rows: dated, warnings };

  // Tables at the end whose rows restart an earlier period: left out only when the totals then add up.
  const tables = [...new Set(dated.map((d) => d.row.table))];
  const candidates: Scored[] = [];
  for (let drop = 0; drop < tables.length; drop++) {
    const kept = drop ? dated.filter((d) => !tables.slice(tables.length - drop).includes(d.row.table)) : dated;
    if (drop && (!kept.length || opening === null || closing === null)) break;
    for (const swap of [false, true]) {
      for (const flip of [false, true]) {
        if (!drop && !swap && !flip) continue;
        const s = score(kept, cc, { swap, flip, dropTables: drop }, opening, closing);
        // Leaving rows out must be confirmed by the totals, not just by balances that no longer disagree;
        // a balance misprinted by the bank may still disagree under the right reading.
        const better = agrees(s) || (s.totals === true && s.breaks < asPrinted.breaks);
        if (better && (!drop || s.totals === true)) candidates.push(s);
      }
    }
    if (candidates.length) break;
  }
  const best = candidates.sort((a, b) => a.breaks - b.breaks)[0];
  if (!best) return { signed: asPrinted.signed, rows: dated, warnings };
  if (best.reading.swap || best.reading.flip) warnings.push('The direction of some amounts was taken from the running balance.');
  if (best.reading.dropTables) {
    const pages = [...new Set(dated.filter((d) => !best.dated.includes(d)).map((d) => d.row.page))].join(', ');
    warnings.push(`Rows of a table on page ${pages} were left out: the statement's opening and closing balances only add up without them.`);
  }
  return { signed: best.signed, rows: best.dated, warnings };
}
