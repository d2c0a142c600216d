import type { DateOrder } from '../dates.js';
import type { SpecialRow } from '../keywords.js';
import { evaluate, markedColumns, recordWords, type ColumnMarks, type Evaluated, type LabelledFigure, type MoneyReading, type Role, type SectionSigns } from './arithmetic.js';
import { dateRecords, orderFreedom, type DateContext, type Dated } from './dating.js';
import { currencyNamed } from '../metadata.js';
import { dateHint, moneyHint, type DateHint, type MoneyHint } from './labels.js';
import type { TableRecord } from './records.js';
import type { ReadingSwitch } from '../types.js';

/**
 * Stage `readings`: the search over ways to read an account's table. A reading assigns every money
 * column a role (amount, debit, credit, balance, other), picks the sign convention (bank, or card: the
 * balance is owed and plain amounts are purchases), the print order, the column holding the transaction
 * date and the order of day and month. Each reading is scored by evidence kept in one table (`WEIGHTS`):
 * the statement's own arithmetic first, the dates next, heading words and document words last.
 */
export type Reading = MoneyReading & { dateColumn: number; order: DateOrder };

export type Evidence = { name: EvidenceName; count: number; points: number };

export type Scored = { reading: Reading; money: Evaluated; dates: Dated; score: number; evidence: Evidence[] };

/** Every piece of evidence and its weight: positive supports a reading, negative speaks against it. */
export const WEIGHTS = {
  /** A printed running balance that follows from the one before it and the amounts between. */
  balanceFollows: 6,
  /** One that does not. */
  balanceBreaks: -8,
  /** Opening + Σ amounts = closing, both printed. */
  totalsAgree: 30,
  totalsDisagree: -12,
  /** A dated row left without an amount by the reading. */
  amountMissing: -6,
  /** A printed balance of nothing read as a row that moved no money (the reading where it is a balance that follows wins). */
  zeroBalanceRow: -3,
  /** A transaction given both a debit and a credit. */
  debitAndCredit: -4,
  /** A transaction whose direction nothing settles. */
  directionUnknown: -1,
  /** A date outside the statement period. */
  dateOutsidePeriod: -3,
  /** A date earlier than the row above it (in print order): dates, more than balances, tell the print order. */
  dateOutOfOrder: -30,
  /** A transaction date later than the posting date beside it. */
  transactionAfterPosting: -4,
  /** A date that cannot exist in that order (31/12 read month first). */
  impossibleDate: -5,
  /** Heading words over a column that name the role the reading gives it, or another one. */
  headingAgrees: 2,
  headingDisagrees: -3,
  /** A column whose figures carry signs, read as the signed amount. */
  signedColumnAsAmount: 2,
  /** The running balance standing right of the amounts, as statements print it. */
  balanceRightmost: 1,
  /** A column the reading leaves out. */
  columnUnused: -1,
  /** A figure in a column headed as the balance that the reading does not read as the balance (a balance column
   * whose figures do not follow is a statement that does not add up, not a column to leave out). */
  balanceHeadingIgnored: -9,
  /** Words of the document that say it is, or is not, a card statement (a card reading without any pays this once). */
  cardWords: 6,
  /** Day and month in the order the document's currency and language usually print them. */
  usualDateOrder: 0.5,
  /** A statement period of more than three months under this order of day and month (statements are mostly monthly). */
  longPeriod: -2,
  /** The first of several date columns taken as the transaction date, as most statements print them. */
  firstDateColumn: 0.5,
  /** A table at the end left out because only without it do the opening and closing balances add up. */
  trailingTableLeftOut: -2,
  /** Most rows take money out, as on almost every account and card; a reading where most bring money in is suspect. */
  mostlyMoneyOut: 2,
  /** A column headed with the account's currency read as its money, or one headed with another currency (a conversion) not. */
  headingCurrency: 3,
} as const;

export type EvidenceName = keyof typeof WEIGHTS;

export type ReadingContext = {
  labelled: LabelledFigure[];
  sectionSign: (card: boolean) => SectionSigns;
  /** > 0 when the document reads like a card statement, < 0 when like a bank account, 0 when it says neither. */
  cardEvidence: number;
  dateContext: DateContext;
  usualOrder: DateOrder;
  moneyLabels: string[];
  dateLabels: string[];
  /** Figures printed outside the tables (absolute cents): a balance the rows lead to may be among them. */
  printedFigures?: Set<number>;
  /** The account's currency, as the document says it; a column headed with another currency's name holds a conversion. */
  currency?: string | null;
};

/** The role assignments worth trying for `n` money columns: one amount column or a debit and credit pair, at most one balance. */
function roleAssignments(n: number, used: boolean[], apart: (a: number, b: number) => boolean, lone: ('debit' | 'credit' | null)[] = []): Role[][] {
  const out: Role[][] = [];
  const columns = [...Array(n).keys()].filter((i) => used[i]);
  const base = (): Role[] => Array.from({ length: n }, () => 'other' as Role);
  const withBalance = (roles: Role[]) => {
    out.push(roles);
    for (const b of columns) {
      if (roles[b] !== 'other') continue;
      const r = [...roles];
      r[b] = 'balance';
      out.push(r);
    }
  };
  for (const a of columns) {
    const r = base();
    r[a] = 'amount';
    withBalance(r);
    // A column headed as money out (or in) whose partner printed nothing this period ("支出" beside an empty "收入").
    if (lone[a]) {
      const one = base();
      one[a] = lone[a]!;
      withBalance(one);
    }
  }
  for (const d of columns) {
    for (const c of columns) {
      if (c === d) continue;
      const r = base();
      r[d] = 'debit';
      r[c] = 'credit';
      withBalance(r);
      // Two columns never filled on one row may be one column of signed amounts printed in two places (figures
      // run together with the balance stand apart from the others).
      if (c > d && apart(c, d)) {
        const both = base();
        both[d] = 'amount';
        both[c] = 'amount';
        withBalance(both);
      }
    }
  }
  return out;
}

const add = (evidence: Evidence[], name: EvidenceName, count: number) => {
  if (count) evidence.push({ name, count, points: WEIGHTS[name] * count });
};

/** What a money column's heading names, read once per context. */
const hints = new WeakMap<ReadingContext, MoneyHint[]>();
function hintOf(ctx: ReadingContext, column: number): MoneyHint {
  let known = hints.get(ctx);
  if (!known) hints.set(ctx, (known = ctx.moneyLabels.map((label) => moneyHint(label ?? ''))));
  return known[column] ?? null;
}

function moneyEvidence(e: Evaluated, reading: MoneyReading, ctx: ReadingContext, marked: ColumnMarks[], used: boolean[], filled: number[]): Evidence[] {
  const evidence: Evidence[] = [];
  add(evidence, 'balanceFollows', e.links);
  add(evidence, 'balanceBreaks', e.breaks);
  if (e.totals === true) add(evidence, 'totalsAgree', 1);
  if (e.totals === false) add(evidence, 'totalsDisagree', 1);
  add(evidence, 'amountMissing', e.uncovered);
  add(evidence, 'zeroBalanceRow', e.informational.filter(Boolean).length);
  add(evidence, 'debitAndCredit', e.doubleFilled);
  add(evidence, 'directionUnknown', e.unsignedLeft);
  let agree = 0;
  let disagree = 0;
  reading.roles.forEach((role, i) => {
    const hint = hintOf(ctx, i);
    if (!hint || !used[i]) return;
    const same = hint === role || (hint === 'amount' && (role === 'debit' || role === 'credit') && false);
    if (same) agree++;
    else if (role !== 'other' || hint === 'balance') disagree++;
  });
  const balanceColumn = reading.roles.findIndex((_, i) => hintOf(ctx, i) === 'balance');
  if (balanceColumn >= 0 && reading.roles[balanceColumn] !== 'balance' && used[balanceColumn]) add(evidence, 'balanceHeadingIgnored', filled[balanceColumn]);
  add(evidence, 'headingAgrees', agree);
  add(evidence, 'headingDisagrees', disagree);
  const amount = reading.roles.indexOf('amount');
  if (amount >= 0 && marked[amount]) add(evidence, 'signedColumnAsAmount', 1);
  if (ctx.currency) {
    let says = 0;
    reading.roles.forEach((role, i) => {
      const named = used[i] ? currencyNamed(ctx.moneyLabels[i] ?? '') : null;
      if (!named || role === 'other') return;
      says += named === ctx.currency ? 1 : -1;
    });
    add(evidence, 'headingCurrency', says);
  }
  const balance = reading.roles.indexOf('balance');
  if (balance >= 0 && reading.roles.every((r, i) => i <= balance || r === 'other')) add(evidence, 'balanceRightmost', 1);
  add(
    evidence,
    'columnUnused',
    reading.roles.filter((r, i) => r === 'other' && used[i]).length,
  );
  // Arithmetic cannot tell a card from an account (a balance owed rises with purchases as a balance held rises
  // with deposits): the document's words decide, and without any a bank account is assumed.
  if (ctx.cardEvidence !== 0 || reading.card) add(evidence, 'cardWords', reading.card ? (ctx.cardEvidence > 0 ? ctx.cardEvidence : -1) : -ctx.cardEvidence);
  const out = outShare(e);
  if (out !== null && out >= 0.55) add(evidence, 'mostlyMoneyOut', 1);
  else if (out !== null && out <= 0.45) add(evidence, 'mostlyMoneyOut', -1);
  return evidence;
}

function dateEvidence(d: Dated, reading: Reading, ctx: ReadingContext, dateColumns: number, columnHints: DateHint[]): Evidence[] {
  const evidence: Evidence[] = [];
  add(evidence, 'dateOutsidePeriod', d.outside);
  // Out of order compared with reading the rows the other way: this says which way the rows run, and does not
  // count against a date column that is simply not the one the rows are sorted by (card transaction dates).
  add(evidence, 'dateOutOfOrder', d.disorder - Math.min(d.disorder, d.disorderReversed));
  if (d.periodUnreadable) add(evidence, 'impossibleDate', 2);
  add(evidence, 'transactionAfterPosting', d.laterThanOther);
  add(evidence, 'impossibleDate', d.unreadable);
  if (reading.order === ctx.usualOrder) add(evidence, 'usualDateOrder', 1);
  if (d.period && Date.parse(d.period.end) - Date.parse(d.period.start) > 95 * 86_400_000) add(evidence, 'longPeriod', 1);
  if (dateColumns > 1) {
    if (reading.dateColumn === 0) add(evidence, 'firstDateColumn', 1);
    const hint = columnHints[reading.dateColumn];
    const others = columnHints.filter((_, i) => i !== reading.dateColumn);
    if (hint === 'transaction' || (hint === 'date' && others.some((h) => h === 'value' || h === 'posting'))) add(evidence, 'headingAgrees', 1);
    if (hint === 'value' || hint === 'posting') add(evidence, 'headingDisagrees', 1);
  }
  return evidence;
}

/** The share of transactions (with a known direction) that take money out; null with fewer than three. */
export function outShare(e: Evaluated): number | null {
  const known = e.cents.filter((c, i) => e.kinds[i] === 'transaction' && c !== null && c !== 0) as number[];
  return known.length >= 3 ? known.filter((c) => c < 0).length / known.length : null;
}

/** Above this many records, readings are first told apart on a sample of them. */
const SAMPLE = 240;

const total = (evidence: Evidence[]) => evidence.reduce((s, e) => s + e.points, 0);

/** Whether a money reading fits what a person chose (the parts of the switch it names). */
function fitsMoney(reading: MoneyReading, force: ReadingSwitch | undefined): boolean {
  if (!force) return true;
  if (force.convention !== undefined && reading.card !== (force.convention === 'card')) return false;
  if (force.printOrder !== undefined && reading.newestFirst !== (force.printOrder === 'newest_first')) return false;
  return force.roles === undefined || force.roles.join() === reading.roles.join();
}

/**
 * The readings of an account's table, best first. With `force` (a person's choice), only the readings that fit it:
 * the search is the same, its candidates fewer.
 */
export function searchReadings(records: TableRecord[], moneyColumns: number, dateColumns: number, ctx: ReadingContext, force?: ReadingSwitch): Scored[] {
  const filled = Array.from({ length: moneyColumns }, (_, i) => records.filter((r) => r.money[i]).length);
  const used = filled.map((n) => n > 0);
  const marked = markedColumns(records, moneyColumns);
  // Money readings first: the arithmetic does not depend on the dates.
  const money: { reading: MoneyReading; evaluated: Evaluated; evidence: Evidence[]; score: number }[] = [];
  const anyDated = records.map((r) => r.dates.some(Boolean));
  const words = recordWords(records);
  // Section signs are read once per convention, not once per record and reading.
  // One map per convention, keyed by the title as text (a missing title is "null"), made once, not per reading.
  const sections = [false, true].map((card) => ({ read: ctx.sectionSign(card), seen: new Map<string, 1 | -1 | null>() }));
  const signs = (card: boolean): SectionSigns => {
    const { read, seen } = sections[card ? 1 : 0];
    return (title) => {
      const key = `${title}`;
      let sign = seen.get(key);
      if (sign === undefined) seen.set(key, (sign = read(title)));
      return sign;
    };
  };
  // Only columns that print signs: a debit and a credit column are never filled on one row either.
  const apart = (a: number, b: number) => marked[a] && marked[b] && !records.some((r) => r.money[a] && r.money[b]);
  const readings: MoneyReading[] = [];
  // Unsigned columns whose heading says which way the money moves.
  const lone = Array.from({ length: moneyColumns }, (_, i) => {
    const hint = marked[i] ? null : hintOf(ctx, i);
    return hint === 'debit' || hint === 'credit' ? hint : null;
  });
  for (const roles of roleAssignments(moneyColumns, used, apart, lone)) {
    for (const card of [false, true]) for (const newestFirst of [false, true]) if (fitsMoney({ roles, card, newestFirst }, force)) readings.push({ roles, card, newestFirst });
  }
  const score = (reading: MoneyReading, on: TableRecord[], opts: { dated: boolean[]; words: (SpecialRow | null)[] }) => {
    const evaluated = evaluate(on, reading, { labelled: ctx.labelled, dated: opts.dated, sectionSign: signs(reading.card), marked, words: opts.words, printed: ctx.printedFigures });
    const evidence = moneyEvidence(evaluated, reading, ctx, marked, used, filled);
    return { reading, evaluated, evidence, score: total(evidence) };
  };
  // A long statement: every reading is tried on its first and last rows, and only the likeliest on all of them
  // (the arithmetic of a few hundred rows already tells the readings apart; the rest only confirms it).
  let candidates = readings;
  if (records.length > SAMPLE) {
    const picked = [...records.keys()].filter((i) => i < SAMPLE - 40 || i >= records.length - 40);
    const sample = picked.map((i) => records[i]);
    const sampled = readings.map((reading) => score(reading, sample, { dated: picked.map((i) => anyDated[i]), words: picked.map((i) => words[i]) })).sort((a, b) => b.score - a.score);
    const keep = new Set(sampled.slice(0, 6).map((m) => m.reading));
    for (const card of [false, true]) for (const newestFirst of [false, true]) sampled.filter((m) => m.reading.card === card && m.reading.newestFirst === newestFirst).slice(0, 1).forEach((m) => keep.add(m.reading));
    candidates = [...keep];
  }
  for (const reading of candidates) money.push(score(reading, records, { dated: anyDated, words }));
  money.sort((a, b) => b.score - a.score);
  // Tables at the end that restart an earlier period (an example, the rows again grouped otherwise): left out
  // only when the statement's opening and closing balances then add up and did not before.
  const tables = [...new Set(records.map((r) => r.table))];
  const top = money[0];
  if (top && top.evaluated.totals === false && tables.length > 1) {
    for (let drop = 1; drop < tables.length; drop++) {
      const left = new Set(records.filter((r) => tables.slice(tables.length - drop).includes(r.table)));
      const evaluated = evaluate(records, top.reading, { labelled: ctx.labelled, dated: anyDated, sectionSign: signs(top.reading.card), marked, words, left, printed: ctx.printedFigures });
      if (evaluated.totals !== true) continue;
      const evidence = [...moneyEvidence(evaluated, top.reading, ctx, marked, used, filled)];
      add(evidence, 'trailingTableLeftOut', drop);
      money.unshift({ reading: top.reading, evaluated, evidence, score: total(evidence) });
      break;
    }
  }
  const hints = ctx.dateLabels.map(dateHint);
  const valueColumns = hints.map((h) => h === 'value');
  const columns = [...Array(Math.max(1, dateColumns)).keys()].filter((column) => records.some((r) => r.dates[column]) && (force?.dateColumn === undefined || force.dateColumn === column));
  const freedoms = new Map(columns.map((column) => [column, orderFreedom(records.map((r) => r.dates[column]?.token).filter((t) => t !== undefined))]));
  // The same dates under the same transactions are read once, whichever money reading asks.
  const datedCache = new Map<string, Dated>();
  const scored: Scored[] = [];
  // The dates are scored for the best money readings, and for the best of each sign convention and print order
  // (the dates, not the balances, may be what tells the order).
  const shortlist = new Set(money.slice(0, 8));
  for (const card of [false, true]) for (const newestFirst of [false, true]) money.filter((m) => m.reading.card === card && m.reading.newestFirst === newestFirst).slice(0, 3).forEach((m) => shortlist.add(m));
  for (const m of shortlist) {
    const transaction = m.evaluated.kinds.map((k) => k === 'transaction');
    const kindsKey = m.evaluated.kinds.map((k) => (k === 'transaction' ? 't' : '-')).join('');
    for (const column of columns) {
      const freedom = freedoms.get(column)!;
      const orders = ((ctx.usualOrder === 'DMY' ? ['DMY', 'MDY'] : ['MDY', 'DMY']) as DateOrder[]).filter(
        (order) => force?.order === undefined || order === (force.order === 'day_first' ? 'DMY' : 'MDY'),
      );
      let first: Dated | null = null;
      for (const order of orders) {
        if (!freedom.allows[order] && freedom.allows[order === 'DMY' ? 'MDY' : 'DMY']) continue;
        const reading: Reading = { ...m.reading, dateColumn: column, order };
        const key = `${column}|${order}|${m.reading.newestFirst}|${kindsKey}`;
        let dates = datedCache.get(key);
        if (!dates) datedCache.set(key, (dates = dateRecords(records, column, order, ctx.dateContext, transaction, m.reading.newestFirst, valueColumns)));
        // Dates that read the same either way (ISO dates, month names, a period in words) are one reading, not two.
        if (first && sameDates(first, dates)) continue;
        first ??= dates;
        const evidence = [...m.evidence, ...dateEvidence(dates, reading, ctx, dateColumns, hints)];
        scored.push({ reading, money: m.evaluated, dates, score: total(evidence), evidence });
      }
    }
  }
  return scored.sort((a, b) => b.score - a.score);
}

/** Two readings of the dates that a person could not tell apart. */
function sameDates(a: Dated, b: Dated): boolean {
  return (
    a.period?.start === b.period?.start &&
    a.period?.end === b.period?.end &&
    a.periodUnreadable === b.periodUnreadable &&
    a.laterThanOther === b.laterThanOther &&
    a.earlierThanOther === b.earlierThanOther &&
    a.dates.length === b.dates.length &&
    a.dates.every((d, i) => d === b.dates[i])
  );
}
