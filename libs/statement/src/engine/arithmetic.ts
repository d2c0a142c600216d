import type { ParsedAmount, SignMark } from '../amounts.js';
import { fold, namesBalance, specialRowKind, type SpecialRow } from '../keywords.js';

/** A subtotal or total printed inside the table ("Daily total 01/03/2024", "Sub-total"), in several languages. */
const TOTAL_WORD = /(^|\s)(sub-?)?(totals?|summe|totaal|totale|zwischensumme|subtotal)(\s|:|$)/;
import type { TableRecord } from './records.js';

/**
 * The statement's own arithmetic under one reading of its money columns: which records are transactions
 * and which are balances carried over or totals, the sign of every amount, and how far the printed
 * figures agree (running balances row by row, opening + Σ = closing). No reading can make wrong figures
 * agree, which is why the search over readings trusts this more than any word.
 */
export type Role = 'amount' | 'debit' | 'credit' | 'balance' | 'other';

export type MoneyReading = {
  roles: Role[];
  /** Card convention: the account's balance is what the holder owes; plain amounts are purchases (money out). */
  card: boolean;
  /** Rows printed newest first: the arithmetic runs from the bottom up. */
  newestFirst: boolean;
};

/** A figure printed outside the tables with what its label says it is. */
/** `others`: further figures after the label on its line (one per currency, in a statement that prints several). */
export type LabelledFigure = { kind: 'opening' | 'closing'; value: ParsedAmount; order: number; others?: ParsedAmount[] };

export type RecordKind = 'transaction' | 'opening' | 'closing' | 'forward' | 'total' | 'empty';

export type Evaluated = {
  /** In print order, what each record is. */
  kinds: RecordKind[];
  /** In print order: signed cents of each transaction (null when nothing settles its sign), null for others. */
  cents: (number | null)[];
  /** In print order: the running balance printed on the record, signed from the holder's side. */
  balances: (number | null)[];
  /** In print order: a transaction that moved no money and prints a balance of nothing beside it (not a running balance). */
  informational: boolean[];
  /** Dated records with figures only in columns this reading leaves out: rows the reading would lose. */
  lost: number[];
  opening: number | null;
  closing: number | null;
  /** Where the opening and closing balances came from. */
  openingFrom: 'table' | 'summary' | null;
  closingFrom: 'table' | 'summary' | null;
  /** Printed running balances that follow from the one before and the amounts between. */
  links: number;
  /** Printed running balances that do not. */
  breaks: number;
  /** Opening + Σ = closing, both printed; null when either is not. */
  totals: boolean | null;
  /** Transactions whose sign nothing settled (an unsigned column without balances or sections). */
  unsignedLeft: number;
  /** Dated records without any figure in a movement column (a reading that leaves amounts out). */
  uncovered: number;
  /** Transactions with both a debit and a credit figure. */
  doubleFilled: number;
  /** Records recognised as totals or carried balances by their figures (not by a word alone). */
  specialsByArithmetic: number;
};

const NEGATIVE: SignMark[] = ['minus', 'parens', 'dr', 'soll'];
const isNegative = (mark: SignMark) => NEGATIVE.includes(mark);

/** A printed balance, signed from the holder's side: on a card what is owed reads negative, a credit balance positive. */
export function signedBalance(value: ParsedAmount, card: boolean): number {
  if (card) return value.mark === 'cr' || value.mark === 'haben' ? value.cents : isNegative(value.mark) ? value.cents : -value.cents;
  return isNegative(value.mark) ? -value.cents : value.cents;
}

/**
 * Per money column, whether its figures carry signs: false (none), 'signed' (a minus, DR, S...: an unmarked figure
 * is positive) or 'credits' (only CR or H: the column marks what comes in, so an unmarked figure goes out).
 */
export type ColumnMarks = false | 'signed' | 'credits';
export function markedColumns(records: TableRecord[], columns: number): ColumnMarks[] {
  const marked: ColumnMarks[] = Array.from({ length: columns }, () => false);
  for (const r of records) {
    r.money.forEach((m, i) => {
      const mark = m?.value.mark;
      if (!mark || mark === 'plus' || marked[i] === 'signed') return;
      marked[i] = mark === 'cr' || mark === 'haben' ? 'credits' : 'signed';
    });
  }
  return marked;
}

/** `raw`: the figure as printed (for a balance printed in a movement column). */
type Movement = { cents: number | null; abs: number; debit: number; credit: number; both: boolean; raw: ParsedAmount | null };

/** The money a record moves under a reading, or null when no movement column holds a figure. */
function movementOf(r: TableRecord, reading: MoneyReading, marked: ColumnMarks[], sectionSign: 1 | -1 | null): Movement | null {
  let debit = 0;
  let credit = 0;
  let amount: ParsedAmount | null = null;
  let raw: ParsedAmount | null = null;
  let any = false;
  // A plain loop (it runs for every record under every reading the search tries).
  const { roles } = reading;
  for (let i = 0; i < roles.length; i++) {
    const cell = r.money[i];
    if (!cell) continue;
    const role = roles[i];
    if (role === 'debit' || role === 'credit' || role === 'amount') raw ??= cell.value;
    if (role === 'debit') {
      debit += cell.value.cents;
      any = true;
    } else if (role === 'credit') {
      credit += cell.value.cents;
      any = true;
    } else if (role === 'amount') {
      amount = cell.value;
      any = true;
    }
  }
  if (!any) return null;
  const both = debit > 0 && credit > 0;
  if (!amount) {
    // A figure with a minus in a credit column is a reversal; otherwise the column says which way.
    return { cents: credit - debit, abs: Math.abs(credit - debit), debit, credit, both, raw };
  }
  const a: ParsedAmount = amount;
  // Several columns read as one column of amounts: signed if any of them prints a sign.
  const columnMarked = () => roles.some((role, i) => role === 'amount' && marked[i]);
  const creditsMarked = () => roles.some((role, i) => role === 'amount' && marked[i] === 'credits');
  let sign: 1 | -1 | null;
  if (reading.card) {
    // Card statements print purchases plain and payments or refunds with a minus or CR.
    // A column with no sign anywhere says nothing even on a card (payments would carry one): unknown.
    sign = a.mark === 'dr' || a.mark === 'soll' ? -1 : a.mark ? 1 : (sectionSign ?? (columnMarked() ? -1 : null));
  } else if (isNegative(a.mark)) sign = -1;
  else if (a.mark) sign = 1;
  // Unmarked under a section title that says which way ("Withdrawals"): the title, also in a column that marks its
  // other figures (a minus an OCR'd page lost).
  else if (sectionSign !== null) sign = sectionSign;
  else if (columnMarked()) sign = creditsMarked() ? -1 : 1;
  else sign = null;
  return { cents: sign === null ? null : sign * a.cents, abs: a.cents, debit: sign === -1 ? a.cents : 0, credit: sign === 1 ? a.cents : 0, both, raw };
}

/** A balance printed in a movement column: on an account, as the column signs it; on a card, what is owed. */
function asBalance(m: Movement, card: boolean): number {
  if (card && m.raw) return signedBalance(m.raw, true);
  return m.cents ?? m.abs;
}

/** What each record's words say it is ("Balance brought forward", "Total"): a prior, read once per account. */
export function recordWords(records: TableRecord[]): (SpecialRow | null)[] {
  return records.map((r) => {
    const label = r.leftText || r.text.join(' ');
    return label ? (specialRowKind(label) ?? (TOTAL_WORD.test(fold(label)) ? 'total' : null)) : null;
  });
}

/** The sign a section title gives unsigned amounts below it ("Deposits", "Withdrawals"), from the document's words. */
export type SectionSigns = (title: string | null) => 1 | -1 | null;

const MAX_UNKNOWN = 14;

/**
 * Unsigned amounts between two printed balances take the directions that make them add up to the change,
 * when exactly one choice of directions does.
 */
function settle(unknown: number[], target: number): number[] | null {
  if (!unknown.length) return null;
  // Too many to try each choice: all of them one way (a card's purchases, printed without a sign, between two
  // balances) is the choice to try; it settles them when exactly one direction lands on the change.
  if (unknown.length > MAX_UNKNOWN) {
    const total = unknown.reduce((a, c) => a + c, 0);
    if (total === 0 || (total !== target && -total !== target)) return null;
    return unknown.map((m) => (total === target ? m : -m));
  }
  // Every choice once, in Gray-code order: each differs from the one before in one direction, so its total is the
  // last one's with one amount turned round (integer cents: the same totals as summing each choice afresh).
  let solution: number | null = null;
  let total = unknown.reduce((a, c) => a + c, 0);
  let mask = 0;
  for (let k = 0; ; ) {
    if (total === target) {
      if (solution !== null) return null;
      solution = mask;
    }
    if (++k === 1 << unknown.length) break;
    const flip = 31 - Math.clz32(k & -k);
    mask ^= 1 << flip;
    total += mask & (1 << flip) ? -2 * unknown[flip] : 2 * unknown[flip];
  }
  return solution === null ? null : unknown.map((m, i) => (solution! & (1 << i) ? -m : m));
}

type Window = { debit: number; credit: number; net: number; abs: number; n: number };
const emptyWindow = (): Window => ({ debit: 0, credit: 0, net: 0, abs: 0, n: 0 });

/** A record's figures equal the sums of the rows above it since some point: a subtotal or total, not a transaction. */
function isTotalOf(m: Movement, windows: Window[]): boolean {
  return windows.some((w) => {
    if (m.both || (m.debit > 0 && m.credit === 0 && m.cents !== null && m.cents < 0 && w.credit === 0) || (m.credit > 0 && m.debit === 0 && w.debit === 0)) {
      if (m.debit === w.debit && m.credit === w.credit && (w.n > 0 || m.abs === 0)) return true;
    }
    return w.n > 1 && (m.abs === Math.abs(w.net) || m.abs === w.abs) && m.abs > 0;
  });
}

/**
 * Runs the arithmetic of an account's records (print order) under a reading. `labelled` are the opening
 * and closing balances printed outside the tables; `tx` tells which records carry a transaction date.
 */
export function evaluate(
  records: TableRecord[],
  reading: MoneyReading,
  opts: { labelled: LabelledFigure[]; dated: boolean[]; sectionSign: SectionSigns; marked: ColumnMarks[]; words: (SpecialRow | null)[]; left?: Set<TableRecord>; printed?: Set<number> },
): Evaluated {
  const n = records.length;
  const order = reading.newestFirst ? records.map((_, i) => n - 1 - i) : records.map((_, i) => i);
  const kinds: RecordKind[] = records.map(() => 'empty');
  const cents: (number | null)[] = records.map(() => null);
  const balances: (number | null)[] = records.map(() => null);
  const informational = records.map(() => false);
  const balanceColumn = reading.roles.indexOf('balance');
  const labelled = opts.labelled.map((f) => ({ ...f, cents: signedBalance(f.value, reading.card) }));
  const summaryOpening = labelled.find((f) => f.kind === 'opening')?.cents ?? null;
  const summaryClosing = [...labelled].reverse().find((f) => f.kind === 'closing')?.cents ?? null;

  let opening: number | null = null;
  let openingFrom: Evaluated['openingFrom'] = null;
  let tableClosing: number | null = null;
  let running: number | null = summaryOpening;
  let lastCheckpoint: number | null = summaryOpening;
  let pending: { index: number; abs: number }[] = [];
  let knownSince = 0;
  let links = 0;
  let breaks = 0;
  let uncovered = 0;
  let doubleFilled = 0;
  let specials = 0;
  let seenTransaction = false;
  /** A closing balance has been read. */
  let closed = false;
  // Sums since the last total, since the page began, since the section began, and since the start.
  const windows = [emptyWindow(), emptyWindow(), emptyWindow(), emptyWindow()];
  let page = -1;
  let section: string | null = null;

  /**
   * Unsigned amounts before the first printed balance (or after the last) have nothing to add up to, unless the
   * balance they lead from (or to) is printed outside the table unlabelled (a summary box in words the engine
   * does not read): the one choice of directions that lands on a printed figure settles them.
   */
  const settleByPrinted = (from: number, direction: 1 | -1) => {
    if (!opts.printed?.size || !pending.length || pending.length > 4) return;
    let found: number[] | null = null;
    for (let mask = 0; mask < 1 << pending.length; mask++) {
      const signed = pending.map((p, k) => (mask & (1 << k) ? -p.abs : p.abs));
      const other = from + direction * signed.reduce((a, c) => a + c, 0);
      if (!opts.printed.has(Math.abs(other))) continue;
      if (found) return;
      found = signed;
    }
    if (found) found.forEach((c, k) => (cents[pending[k].index] = c));
  };

  /** A printed balance after the records so far: does it follow? */
  const checkpoint = (value: number) => {
    // The balance before the first rows, worked back from this one: opening = value − known − unknown.
    if (lastCheckpoint === null && pending.length) settleByPrinted(value - knownSince, -1);
    if (lastCheckpoint !== null) {
      if (pending.length) {
        const solved = settle(
          pending.map((p) => p.abs),
          value - lastCheckpoint - knownSince,
        );
        if (solved) {
          pending.forEach((p, k) => (cents[p.index] = solved[k]));
          links++;
        } else breaks++;
      } else if (lastCheckpoint + knownSince === value) links++;
      else breaks++;
    }
    lastCheckpoint = value;
    running = value;
    pending = [];
    knownSince = 0;
  };

  const lastDated = order.map((i) => opts.dated[i]).lastIndexOf(true);
  const undatedTables = new Set(records.map((r) => r.table));
  records.forEach((r, i) => opts.dated[i] && undatedTables.delete(r.table));
  /**
   * Whether the next printed balance after record k follows from `from` (the balance before it) and the amounts
   * between, as if record k's balance were not there: a figure the running balance passes over.
   */
  const chainSkips = (k: number, from: number): boolean => {
    let sum = 0;
    for (let q = k + 1; q < n; q++) {
      const next = records[order[q]];
      const mv = movementOf(next, reading, opts.marked, opts.sectionSign(next.section));
      if (mv && mv.cents === null) return false;
      if (mv) sum += mv.cents!;
      const cell = balanceColumn >= 0 ? next.money[balanceColumn] : null;
      if (!cell) continue;
      const value = signedBalance(cell.value, reading.card);
      if (value === 0 && !mv) continue;
      return value === from + sum;
    }
    return false;
  };
  // The printed run of bookings: from the first to the last record with a figure outside the balance column. A row
  // printed outside it (a listing by type after the statement's rows, its figure under the balance) is no booking.
  const moved = records.map((r) => r.money.some((c, j) => c !== null && j !== balanceColumn));
  const [firstMoved, lastMoved] = [moved.indexOf(true), moved.lastIndexOf(true)];
  let lastWithFigures = n - 1;
  while (lastWithFigures > 0 && !records[order[lastWithFigures]].money.some(Boolean)) lastWithFigures--;
  for (let k = 0; k < n; k++) {
    const i = order[k];
    const r = records[i];
    if (r.page !== page) [page, windows[1]] = [r.page, emptyWindow()];
    if (r.section !== section) [section, windows[2]] = [r.section, emptyWindow()];
    const word = opts.words[i];
    if (r.future || opts.left?.has(r)) continue;
    const dated = opts.dated[i];
    const m = movementOf(r, reading, opts.marked, opts.sectionSign(r.section));
    const balanceCell = balanceColumn >= 0 ? r.money[balanceColumn] : null;
    const balance = balanceCell ? signedBalance(balanceCell.value, reading.card) : null;
    balances[i] = balance;

    if (!m) {
      if (balance === null) continue;
      // A dated row with words whose only figure is a balance of nothing, where the balance is not nothing (a card
      // check, a refused debit order printed with "0.00"): a row that moved no money, not a balance.
      if (dated && word === null && r.text.length && balance === 0 && seenTransaction && running !== null && !pending.length && running + knownSince !== 0 && chainSkips(k, running + knownSince)) {
        kinds[i] = 'transaction';
        cents[i] = 0;
        informational[i] = true;
        continue;
      }
      // A dated row of words that name no balance, printed among the bookings with only the balance beside it, the
      // balance unchanged ("Banking App Prepaid Purchase Electricity  5 110.34"): a booking of nothing.
      if (dated && word === null && r.text.length && !namesBalance(r.text.join(' ')) && seenTransaction && running !== null && !pending.length && balance === running + knownSince && k < lastDated && i > firstMoved && i < lastMoved) {
        kinds[i] = 'transaction';
        cents[i] = 0;
        checkpoint(balance);
        continue;
      }
      // Only a balance: an opening balance, one carried over, or the closing balance.
      kinds[i] = seenTransaction ? 'forward' : 'opening';
      if (!seenTransaction && opening === null) [opening, openingFrom] = [balance, 'table'];
      if (dated && seenTransaction && word !== 'closing' && word !== 'forward') uncovered++;
      if (seenTransaction) tableClosing = balance;
      checkpoint(balance);
      continue;
    }
    // Figures in a movement column that equal the running balance or the sums above: a carried balance or a
    // total. Only an undated record that says so, stands where the dates stand, prints no words or sits at
    // the edge of its page may be one: a transaction can equal a sum by chance.
    const edge = k === 0 || k === n - 1 || records[order[k - 1]].page !== r.page || records[order[k + 1]].page !== r.page;
    // Or stands in a table of its own without a dated row (a summary box under headings of its own after the rows).
    // Or comes after the last dated row (the net activity and the new balance printed under the rows).
    const mayBeSpecial = (!dated && (word !== null || r.leftText !== '' || !r.text.length || edge || m.both || undatedTables.has(r.table) || k > lastDated)) || (dated && word !== null && word !== 'total');
    if (mayBeSpecial && word !== 'opening' && isTotalOf(m, windows) && (seenTransaction || m.abs === 0)) {
      kinds[i] = 'total';
      specials++;
      windows[0] = emptyWindow();
      if (balance !== null) checkpoint(balance);
      continue;
    }
    if (mayBeSpecial && running !== null && !pending.length && m.abs === Math.abs(running + knownSince) && seenTransaction) {
      kinds[i] = word === 'closing' ? 'closing' : 'forward';
      closed ||= word === 'closing';
      specials++;
      tableClosing = running + knownSince;
      checkpoint(running + knownSince);
      continue;
    }
    if (!seenTransaction && (word === 'opening' || (word === 'forward' && !dated))) {
      // An opening balance printed in an amount column ("Alter Kontostand  +2.149,49").
      const value = asBalance(m, reading.card);
      kinds[i] = 'opening';
      if (opening === null) [opening, openingFrom] = [value, 'table'];
      checkpoint(opening!);
      continue;
    }
    const lastRecord = k >= lastWithFigures;
    if (word && seenTransaction && ((!dated && (word === 'closing' || word === 'forward')) || (word === 'closing' && lastRecord))) {
      // Labelled as a balance and printed where a closing balance goes: trusted when nothing contradicts it.
      kinds[i] = word;
      closed ||= word === 'closing';
      const value = asBalance(m, reading.card);
      tableClosing = value;
      checkpoint(value);
      continue;
    }
    // Under the closing balance only summaries follow (the period's fees, an interest breakdown): undated figures
    // there are not transactions.
    if (!dated && closed) {
      kinds[i] = 'total';
      continue;
    }
    if (!dated && word === 'total') {
      kinds[i] = 'total';
      continue;
    }
    // A booking printed with a balance of nothing that the running balance passes over (a debit order refused for
    // want of funds, printed with its amount): kept as printed, and left out of the sums.
    if (dated && balance === 0 && m.cents !== null && m.cents !== 0 && seenTransaction && running !== null && !pending.length && running + knownSince + m.cents !== 0 && chainSkips(k, running + knownSince)) {
      kinds[i] = 'transaction';
      cents[i] = m.cents;
      informational[i] = true;
      continue;
    }
    kinds[i] = 'transaction';
    seenTransaction = true;
    // A balance met before this transaction was carried over, not the closing one.
    tableClosing = null;
    if (m.both) doubleFilled++;
    cents[i] = m.cents;
    if (m.cents === null) pending.push({ index: i, abs: m.abs });
    else knownSince += m.cents;
    for (const w of windows) {
      w.debit += m.debit;
      w.credit += m.credit;
      w.net += m.cents ?? 0;
      w.abs += m.abs;
      w.n++;
    }
    if (balance !== null) checkpoint(balance);
  }
  // A record with neither figure under this reading: the reading leaves out a dated row's amount.
  const lost: number[] = [];
  records.forEach((r, i) => {
    if (kinds[i] === 'empty' && opts.dated[i] && r.money.some(Boolean) && !r.future && !opts.left?.has(r)) {
      uncovered++;
      lost.push(i);
    }
  });

  // Rows after the last printed balance: the closing balance they lead to may be printed outside the table.
  if (lastCheckpoint !== null && summaryClosing === null) settleByPrinted(lastCheckpoint + knownSince, 1);
  const txCents = cents.filter((c, i) => kinds[i] === 'transaction' && c !== null && !informational[i]) as number[];
  const sum = txCents.reduce((a, c) => a + c, 0);
  const unsignedLeft = kinds.filter((k, i) => k === 'transaction' && cents[i] === null).length;
  if (opening === null && summaryOpening !== null) [opening, openingFrom] = [summaryOpening, 'summary'];
  let closing: number | null = null;
  let closingFrom: Evaluated['closingFrom'] = null;
  if (summaryClosing !== null) [closing, closingFrom] = [summaryClosing, 'summary'];
  if (tableClosing !== null && (closing === null || (opening !== null && opening + sum === tableClosing && opening + sum !== closing))) [closing, closingFrom] = [tableClosing, 'table'];
  const totals = opening !== null && closing !== null && !unsignedLeft ? opening + sum === closing : null;
  return { kinds, cents, balances, informational, lost, opening, closing, openingFrom, closingFrom, links, breaks, totals, unsignedLeft, uncovered, doubleFilled, specialsByArithmetic: specials };
}
