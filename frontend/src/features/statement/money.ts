/**
 * Two decimals with grouping, made once: toLocaleString with options builds a new formatter on every call,
 * which made naming the boxes of a 50-page review's first pages take about 30 ms under a CPU profile (issue 24).
 */
const TWO_DECIMALS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount as a statement prints it: 1,234.56 and −0.05 (a real minus sign), or "—" when unknown. */
export function formatMoney(value: number | null | undefined, currency?: string | null): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '\u2014';
  const text = TWO_DECIMALS.format(Math.abs(value));
  return `${value < 0 ? '\u2212' : ''}${text}${currency ? ` ${currency}` : ''}`;
}

/** A number as an input shows it for editing: plain digits, a dot and a minus, no grouping. */
export const editableNumber = (value: number | null): string => (value === null ? '' : value.toFixed(2));

/**
 * What the user typed as an amount: grouping commas and spaces are ignored, a typographic minus or
 * parentheses mean negative. `undefined` when it is not a number (the field then shows an error).
 */
export function parseAmount(text: string): number | undefined {
  let t = text.trim().replace(/[\s,]/g, '').replace(/\u2212/g, '-');
  let negative = false;
  if (/^\(.*\)$/.test(t)) {
    negative = true;
    t = t.slice(1, -1);
  }
  if (!/^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(t)) return undefined;
  const n = Number(t);
  if (!Number.isFinite(n)) return undefined;
  return Math.round((negative ? -n : n) * 100) / 100;
}

/** Money in and money out of a list of rows (out as a positive number). */
export function moneyInOut(amounts: readonly number[]): { moneyIn: number; moneyOut: number } {
  let inCents = 0;
  let outCents = 0;
  for (const a of amounts) {
    const cents = Math.round(a * 100);
    if (cents > 0) inCents += cents;
    else outCents -= cents;
  }
  return { moneyIn: inCents / 100, moneyOut: outCents / 100 };
}
