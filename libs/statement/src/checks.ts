import type { Checks } from './types.js';

/** A transaction as the checks see it: integer cents, so sums never drift. */
export type CheckedRow = { date: string; amountCents: number; balanceCents: number | null; page: number; informational?: boolean };

export type CheckInput = {
  rows: CheckedRow[];
  openingCents: number | null;
  closingCents: number | null;
  periodStart: string | null;
  periodEnd: string | null;
  formatCents: (cents: number) => string;
  /** False when the opening balance was worked out from the first row: that row's amount is then unchecked. */
  openingPrinted?: boolean;
  /** Days before the period's start a row's date may fall (a card's transaction dates: a purchase posted within the period). */
  earlyDays?: number;
  /** The rows are printed newest first: the running balance runs from the last row up. */
  newestFirst?: boolean;
};

/** Cents as the checks' messages print them: 1,234.56 and -0.05. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${whole}.${String(abs % 100).padStart(2, '0')}`;
}

/** The break the checks name when the opening balance was worked out rather than printed. */
export const OPENING_NOT_PRINTED = 'the opening balance is not printed, so the first row cannot be checked';

const describeRow = (index: number, row: CheckedRow) => `row ${index + 1} (${row.date}, page ${row.page})`;

/**
 * The checks shown to the user: opening + Σ amounts = closing, the printed running balance row by row,
 * and every date inside the statement period. `verified` only when balances are printed and all hold.
 */
export function checkAccount(input: CheckInput): Checks {
  const { rows, openingCents, closingCents, periodStart, periodEnd, formatCents } = input;
  const hasRowBalances = rows.some((r) => r.balanceCents !== null);
  // A row that moved no money (informational) is kept as printed and left out of the sums.
  const total = rows.reduce((sum, r) => sum + (r.informational ? 0 : r.amountCents), 0);
  const totalsMatch = openingCents !== null && closingCents !== null ? openingCents + total === closingCents : null;

  let firstBreak: string | null = null;
  let firstBreakIndex: number | null = null;
  let running = openingCents;
  const inTime = rows.map((row, index) => ({ row, index }));
  if (input.newestFirst) inTime.reverse();
  inTime.forEach(({ row, index }) => {
    if (row.informational) return;
    if (running !== null) running += row.amountCents;
    if (row.balanceCents === null) return;
    if (running !== null && running !== row.balanceCents && firstBreakIndex === null) {
      firstBreakIndex = index;
      firstBreak = `${describeRow(index, row)}: the printed balance is ${formatCents(row.balanceCents)} but the amounts give ${formatCents(running)}`;
    }
    // Continue from what the bank printed so one error is reported once, not on every later row.
    running = row.balanceCents;
  });

  let datesInPeriod = true;
  let dateBreak: string | null = null;
  if (periodStart && periodEnd) {
    // A card's purchase may be made a few days before the billing period opens and posted within it.
    const start = input.earlyDays ? new Date(Date.parse(periodStart) - input.earlyDays * 86_400_000).toISOString().slice(0, 10) : periodStart;
    const outside = rows.findIndex((r) => r.date < start || r.date > periodEnd);
    if (outside >= 0) {
      datesInPeriod = false;
      dateBreak = `${describeRow(outside, rows[outside])}: the date is outside the statement period ${periodStart} to ${periodEnd}`;
    }
  }

  if (openingCents === null && closingCents === null && !hasRowBalances) {
    return { verdict: 'cannot_verify', firstBreak: dateBreak, firstBreakIndex: null, totalsMatch: null, datesInPeriod };
  }
  if (!firstBreak && totalsMatch === false) {
    firstBreak = `the opening balance ${formatCents(openingCents!)} plus the transactions (${formatCents(total)}) gives ${formatCents(openingCents! + total)}, but the closing balance is ${formatCents(closingCents!)}`;
  }
  if (!firstBreak && dateBreak) firstBreak = dateBreak;
  const verified = totalsMatch === true && firstBreak === null && datesInPeriod;
  if (verified && input.openingPrinted === false) {
    // Everything after the first row adds up, but nothing printed confirms the first amount itself: the
    // statement does not let us verify it, which is not the same as figures that disagree.
    return {
      verdict: 'cannot_verify',
      firstBreak: OPENING_NOT_PRINTED,
      firstBreakIndex: null,
      totalsMatch,
      datesInPeriod,
    };
  }
  if (verified) return { verdict: 'verified', firstBreak: null, firstBreakIndex: null, totalsMatch, datesInPeriod };
  if (!firstBreak && totalsMatch === null) {
    // Some balances are printed but not both ends: the totals cannot be tied out.
    firstBreak = openingCents === null ? 'the opening balance is not printed' : 'the closing balance is not printed';
  }
  return { verdict: 'not_verified', firstBreak, firstBreakIndex, totalsMatch, datesInPeriod };
}
