// Currency-aware number formats and exact sums, shared by the xlsx and csv writers.

const KNOWN_CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

// Symbols that are unambiguous and conventionally written before the number. Every other known
// currency is shown by its ISO code (`[$EUR] 1,234.56`), which reads the same in any locale.
const PREFIX_SYMBOLS: Record<string, string> = { GBP: '£', USD: '$', JPY: '¥', INR: '₹' };

export const isKnownCurrency = (currency: string | null): currency is string =>
  currency !== null && KNOWN_CURRENCIES.has(currency.toUpperCase());

/** Each currency's digits, asked of Intl once: a formatter is slow to make, and every sheet asks. */
const digitsOfCurrency = new Map<string, number>();

/** Decimal places the currency uses (JPY 0, KWD 3, most 2); 2 when the currency is unknown. */
export function currencyDigits(currency: string | null): number {
  if (!isKnownCurrency(currency)) return 2;
  let digits = digitsOfCurrency.get(currency);
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    digitsOfCurrency.set(currency, digits);
  }
  return digits;
}

// Decimals a parsed amount really has: float noise (0.1 + 0.2 = 0.30000000000000004) rounded away.
const decimalsIn = (value: number) => {
  // Below 1e9 a double is finer than a millionth, so when its shortest text has at most six decimals, rounding it
  // to six and back gives the same number and text: that text answers without toFixed, which cost a long
  // statement's workbook ~20 ms (every amount and balance, for each sheet that sizes or formats money).
  if (Math.abs(value) < 1e9) {
    const text = String(value);
    const point = text.indexOf('.');
    if (point < 0 && !text.includes('e')) return 0;
    if (point >= 0 && !text.includes('e') && text.length - point - 1 <= 6) return text.length - point - 1;
  }
  const [, fraction = ''] = String(Number(value.toFixed(6))).split('.');
  return fraction.length;
};

/**
 * The digits to show for an account: the currency's own, unless the statement printed finer amounts
 * (CLDR gives HUF 0 digits, yet some banks print fillér); never hide what the statement says.
 */
export function accountDigits(currency: string | null, values: Array<number | null>): number {
  const digits = currencyDigits(currency);
  // A loop, not Math.max(...values): spreading a long statement's values overflows the call stack.
  const finest = values.reduce<number>((most, v) => (v === null ? most : Math.max(most, Math.min(decimalsIn(v), 3))), 0);
  return finest > digits ? Math.max(finest, 2) : digits;
}

/** An Excel number format for money in `currency`: `"£"#,##0.00`, `[$EUR] #,##0.00`, `"¥"#,##0`, or plain. */
export function currencyNumFmt(currency: string | null, digits = currencyDigits(currency)): string {
  const number = digits > 0 ? `#,##0.${'0'.repeat(digits)}` : '#,##0';
  if (!isKnownCurrency(currency)) return number;
  const code = currency.toUpperCase();
  const symbol = PREFIX_SYMBOLS[code];
  return symbol ? `"${symbol}"${number}` : `[$${code}] ${number}`;
}

/** Adds money without float drift (0.1 + 0.2 gives 0.3) by summing in minor units. */
export function sumMoney(values: number[], digits: number): number {
  const scale = 10 ** digits;
  return values.reduce((total, v) => total + Math.round(v * scale), 0) / scale;
}

// One formatter per digit count: `toLocaleString` builds a new one on every call, which made sizing
// a long statement's columns cost more than writing its workbook.
const groupedNumbers = new Map<number, Intl.NumberFormat>();
const groupedNumber = (digits: number) => {
  let format = groupedNumbers.get(digits);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
    groupedNumbers.set(digits, format);
  }
  return format;
};

/** Roughly what Excel shows for `value` in currencyNumFmt (used to size columns): `£1,234.56`, `EUR 5.00`. */
export function moneyDisplay(value: number, currency: string | null, digits: number): string {
  const number = groupedNumber(digits).format(value);
  if (!isKnownCurrency(currency)) return number;
  const code = currency.toUpperCase();
  return `${PREFIX_SYMBOLS[code] ?? `${code} `}${number}`;
}
