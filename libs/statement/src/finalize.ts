import { centsToNumber, type ParsedAmount, type SignMark } from './amounts.js';
import { checkAccount, type CheckedRow } from './checks.js';
import { inferOrder, inferYear, resolveDate, type DateOrder, type DateToken } from './dates.js';
import type { AccountDraft, RawRow, StatementReader } from './rows.js';
import type { Account, Transaction } from './types.js';

type Period = { start: string; end: string };

const NEGATIVE_MARKS: SignMark[] = ['minus', 'parens', 'dr', 'soll'];
const isNegativeMark = (mark: SignMark) => NEGATIVE_MARKS.includes(mark);

/** A printed balance as a signed number of cents. On a card statement the balance is what is owed, so it is negated. */
function balanceCents(value: ParsedAmount | null, creditCard: boolean): number | null {
  if (!value) return null;
  if (creditCard) return value.mark === 'cr' || value.mark === 'haben' ? value.cents : isNegativeMark(value.mark) ? value.cents : -value.cents;
  return isNegativeMark(value.mark) ? -value.cents : value.cents;
}

function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${whole}.${String(abs % 100).padStart(2, '0')}`;
}

function resolvePeriod(raw: { start: DateToken; end: DateToken } | null, order: DateOrder): Period | null {
  if (!raw) return null;
  const start = resolveDate(raw.start, order, () => 0);
  const end = resolveDate(raw.end, order, () => 0);
  return start && end && start <= end ? { start, end } : null;
}

type SignedRow = { row: RawRow; date: string; cents: number; signKnown: boolean; balance: number | null };

type Reading = { swap: boolean; flip: boolean };

/** Signed cents for every row under one reading of the columns. */
function signRows(dated: { row: RawRow; date: string }[], cc: boolean, reading: Reading): SignedRow[] {
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

function isMostlyDescending(dates: string[]): boolean {
  let down = 0;
  let up = 0;
  for (let i = 1; i < dates.length; i++) {
    if (dates[i] < dates[i - 1]) down++;
    else if (dates[i] > dates[i - 1]) up++;
  }
  return down > up;
}

/** Turns what the reader collected into accounts with settled dates, signs, balances and checks. */
export function buildAccounts(reader: StatementReader): Account[] {
  const drafts = reader.drafts.filter((d) => d.rows.length > 0 || (d.ids.length > 0 && (d.opening || d.closing)));
  const documentPeriodRaw = reader.drafts.find((d) => d.period)?.period ?? null;
  const allVotes = reader.drafts.flatMap((d) => [...(d.currency ? [d.currency, d.currency, d.currency] : []), ...d.currencyVotes]);
  const documentCurrency = majority(allVotes);

  const tokens: DateToken[] = [];
  for (const d of reader.drafts) {
    for (const r of d.rows) if (r.date) tokens.push(r.date);
    if (d.period) tokens.push(d.period.start, d.period.end);
  }
  if (reader.statementDate) tokens.push(reader.statementDate);
  const hint: DateOrder = documentCurrency === 'USD' ? 'MDY' : 'DMY';
  const order = inferOrder(tokens, hint, (o) => resolvePeriod(documentPeriodRaw, o));

  return drafts.map((draft) => buildAccount(draft, reader, order, documentPeriodRaw, documentCurrency));
}

function buildAccount(
  draft: AccountDraft,
  reader: StatementReader,
  order: DateOrder,
  documentPeriodRaw: AccountDraft['period'],
  documentCurrency: string | null,
): Account {
  const cc = reader.creditCard;
  const period = resolvePeriod(draft.period ?? documentPeriodRaw, order);
  const statementDate = reader.statementDate ? resolveDate(reader.statementDate, order, () => 0) : null;
  const yearFor = yearResolver(period, statementDate, draft.rows);

  const dated: { row: RawRow; date: string }[] = [];
  for (const row of draft.rows) {
    const date = row.date ? resolveDate(row.date, order, yearFor) : null;
    if (date) dated.push({ row, date });
    else reader.warnings.push(`A row on page ${row.page} has a date that could not be read and was skipped.`);
  }
  // Newest first (some banks print it that way): checks and the workbook run oldest first.
  const newestFirst = dated.length > 1 && dated[0].date > dated[dated.length - 1].date && isMostlyDescending(dated.map((d) => d.date));
  if (newestFirst) dated.reverse();

  let opening = balanceCents(newestFirst ? (draft.openingAfterRows ?? draft.opening) : draft.opening, cc);
  let closing = balanceCents(draft.closing, cc);
  // Read the money as printed; if the running balance disagrees with that reading on some rows but agrees
  // with another (debit and credit columns the other way round, or the amount column's sign inverted), the
  // balances win: they are what the bank computed.
  let signed = signRows(dated, cc, { swap: false, flip: false });
  const checkable = signed.filter((r) => r.balance !== null).length;
  if (checkable >= 2 && balanceBreaks(signed, opening) > 0) {
    const alternatives = [{ swap: true, flip: false }, { swap: false, flip: true }, { swap: true, flip: true }];
    const better = alternatives.map((a) => signRows(dated, cc, a)).find((candidate) => balanceBreaks(candidate, opening) === 0);
    if (better) {
      signed = better;
      reader.warnings.push('The direction of some amounts was taken from the running balance.');
    }
  }

  if (signed.some((s) => !s.signKnown)) {
    reader.warnings.push('Some amounts print no sign; they were read as money in where the balances could not tell.');
  }

  const firstWithBalance = signed.findIndex((s) => s.balance !== null);
  const openingPrinted = opening !== null;
  if (opening === null && firstWithBalance >= 0) {
    opening = signed[firstWithBalance].balance! - signed.slice(0, firstWithBalance + 1).reduce((a, s) => a + s.cents, 0);
    reader.warnings.push('The opening balance is not printed; it was worked out from the first row with a balance.');
  }
  if (closing === null && firstWithBalance >= 0) {
    const lastWithBalance = signed.map((s) => s.balance !== null).lastIndexOf(true);
    closing = signed[lastWithBalance].balance! + signed.slice(lastWithBalance + 1).reduce((a, s) => a + s.cents, 0);
  }

  const rows: CheckedRow[] = signed.map((s) => ({ date: s.date, amountCents: s.cents, balanceCents: s.balance, page: s.row.page }));
  const checks = checkAccount({
    rows,
    openingCents: opening,
    closingCents: closing,
    periodStart: period?.start ?? null,
    periodEnd: period?.end ?? null,
    formatCents,
    openingPrinted,
  });

  const votes = [...draft.currencyVotes, ...draft.rows.flatMap((r) => [r.amount, r.debit, r.credit, r.balance].map((v) => v?.currency ?? null).filter((c): c is string => c !== null))];
  const transactions: Transaction[] = signed.map((s) => ({
    date: s.date,
    description: s.row.description.join(' ').replace(/\s+/g, ' ').trim(),
    amount: centsToNumber(s.cents),
    balance: s.balance === null ? null : centsToNumber(s.balance),
    page: s.row.page,
    y: Math.round(s.row.y * 10) / 10,
  }));
  return {
    accountNumber: draft.ids[0]?.value ?? null,
    name: draft.name,
    kind: cc ? 'credit_card' : 'bank',
    currency: draft.currency ?? majority(votes) ?? documentCurrency,
    openingBalance: opening === null ? null : centsToNumber(opening),
    closingBalance: closing === null ? null : centsToNumber(closing),
    periodStart: period?.start ?? null,
    periodEnd: period?.end ?? null,
    transactions,
    checks,
  };
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

/** How to date a row printed without a year: from the period, else the statement date, else years seen. */
function yearResolver(period: Period | null, statementDate: string | null, rows: RawRow[]) {
  if (period) return (month: number, day: number) => inferYear(month, day, period, Number(period.end.slice(0, 4)));
  const years = rows.map((r) => r.date?.year).filter((y): y is number => typeof y === 'number');
  const refYear = statementDate ? Number(statementDate.slice(0, 4)) : years.length ? Math.max(...years) : new Date().getUTCFullYear();
  const refMonth = statementDate ? Number(statementDate.slice(5, 7)) : 12;
  // A month after the statement date's month belongs to the year before (a December row on a January statement).
  return (month: number) => (month > refMonth ? refYear - 1 : refYear);
}

function majority(values: string[]): string | null {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best: string | null = null;
  let n = 0;
  for (const [v, c] of counts) if (c > n) [best, n] = [v, c];
  return best;
}
