/** How a printed amount says which way the money went, when it says so at all. */
export type SignMark = 'minus' | 'parens' | 'dr' | 'cr' | 'soll' | 'haben' | 'plus' | null;

/** Sign words printed in a cell of their own beside a figure ("45.00  CR"). */
export function markValue(mark: string): SignMark {
  const t = mark.replace('.', '').toUpperCase();
  return t === 'DR' || t === 'DB' || t === 'D' ? 'dr' : t === 'CR' || t === 'C' ? 'cr' : t === 'S' ? 'soll' : t === 'H' ? 'haben' : t === '+' ? 'plus' : 'minus';
}

/** Read-only: parsed amounts are cached and shared between the places that read the same text. */
export type ParsedAmount = {
  /** Absolute value in hundredths of the currency unit (yen too, so sums stay integer). */
  readonly cents: number;
  readonly mark: SignMark;
  /** ISO code when the token carried a currency symbol or code. */
  readonly currency: string | null;
  /** True when the digits had a decimal part (helps tell amounts from reference numbers). */
  readonly hasDecimals: boolean;
};

const SYMBOLS: Record<string, string> = {
  '£': 'GBP',
  '€': 'EUR',
  $: 'USD',
  US$: 'USD',
  U$S: 'USD',
  U$D: 'USD',
  'A$': 'AUD',
  'C$': 'CAD',
  'NZ$': 'NZD',
  'S$': 'SGD',
  'HK$': 'HKD',
  '¥': 'JPY',
  '￥': 'JPY',
  '円': 'JPY',
  '₹': 'INR',
  'Rs.': 'INR',
  Rs: 'INR',
  'Fr.': 'CHF',
  '₩': 'KRW',
  'zł': 'PLN',
  R$: 'BRL',
  R: 'ZAR',
  // Signs of currencies written with letters of their own language (Turkish lira, Czech koruna, Hungarian forint).
  TL: 'TRY',
  '₺': 'TRY',
  Kč: 'CZK',
  Ft: 'HUF',
};

/** Currency codes we recognise next to amounts and in headers ("Amount (EUR)"). */
export const ISO_CODES = new Set(
  (
    'GBP EUR USD JPY INR CHF CAD AUD NZD SGD HKD SEK NOK DKK PLN CZK HUF ZAR MXN BRL CNY KRW AED SAR TRY RON BGN ILS THB MYR IDR PHP ' +
    'ARS CLP COP PEN UYU TWD VND EGP NGN KES PKR BDT LKR QAR KWD BHD OMR JOD MAD ISK UAH KZT RSD'
  ).split(' '),
);

const SYMBOL_PATTERN = Object.keys(SYMBOLS)
  .sort((a, b) => b.length - a.length)
  .map((s) => s.replace(/[.$]/g, (c) => `\\${c}`))
  .join('|');
const LEADING_CURRENCY = new RegExp(`^(?:(${SYMBOL_PATTERN})|([A-Z]{3})(?=[\\s\\d(+-]))\\s*`);
const TRAILING_CURRENCY = new RegExp(`\\s*(?:(${SYMBOL_PATTERN})|([A-Z]{3}))$`);
const SPACES = /[\s\u00a0\u202f\u2009\u2007]/g;
const MINUS = /[−–‐-]/;

export function currencyOfSymbol(symbol: string): string | null {
  return SYMBOLS[symbol] ?? (ISO_CODES.has(symbol) ? symbol : null);
}

/**
 * Parses one printed amount: grouping with `,` `.` `'` or (non-breaking) spaces, Indian grouping,
 * no decimals, signs as `-x`, `x-`, `(x)`, `DR`/`CR`, `S`/`H`, currency symbols or codes on either side.
 * A separator followed by exactly three digits is grouping ("1.234" in German, "1,234" in English);
 * one or two trailing digits are decimals, whichever mark the bank uses.
 */
const parsedCache = new Map<string, ParsedAmount | null>();

/**
 * The same cell text is parsed several times (calibrating columns, then reading rows) and recurs across
 * pages; results are immutable, so they are remembered (a bounded cache, emptied when full).
 */
export function parseAmount(raw: string): ParsedAmount | null {
  const cached = parsedCache.get(raw);
  if (cached !== undefined) return cached;
  if (parsedCache.size >= 20_000) parsedCache.clear();
  const parsed = readAmount(raw);
  parsedCache.set(raw, parsed);
  return parsed;
}

/** Sign words after the figure: debit, credit, and German Soll / Haben. */
const suffixes: [RegExp, SignMark][] = [
  // Also set right against the figure ("850.00Cr"), as many running balances print it; not a lone letter there.
  // "DB" (debet) is the debit word of Indonesian and Malaysian statements, beside their "CR".
  [/(?:\s*\b(?:DR|Dr|dr|DB|Db|D|OD)|(?<=\d)(?:DR|Dr|dr|DB|Db))\.?$/, 'dr'],
  [/(?:\s*\b(?:CR|Cr|cr|C)|(?<=\d)(?:CR|Cr|cr))\.?$/, 'cr'],
  [/\s+S$/, 'soll'],
  [/\s+H$/, 'haben'],
];

/**
 * Every character readAmount can take off a figure or keep in it: digits, separators and spaces, signs and
 * brackets, guarding stars, currency symbols and codes, and the letters of the sign words and symbols (DR, DB, CR, dr, Db, cr, S, H, OD,
 * Rs, Fr., zł, Kč, Ft). A text with any other character is no amount, whatever is stripped from it.
 */
const NOT_IN_AMOUNT = /[^\d\s,.'’()+\-−–‐$£€¥￥円₹₩₺A-Zbcdrstzłč*]/;

/**
 * False when `text` cannot be an amount, by its characters alone: most texts tried are words ("Page 1 of 48",
 * "us 24/7. Overdraft"), and telling them by one character class spares readAmount's regular expressions, and the
 * tokenizer the trying of every run of words they are in.
 */
export const mayBeAmount = (text: string): boolean => !NOT_IN_AMOUNT.test(text);

function readAmount(raw: string): ParsedAmount | null {
  let text = raw.trim();
  if (!text || text.length > 40 || !/\d/.test(text) || !mayBeAmount(text)) return null;
  let currency: string | null = null;
  let mark: SignMark = null;

  const takeCurrency = (match: RegExpMatchArray | null): boolean => {
    if (!match) return false;
    const code = match[1] ? SYMBOLS[match[1]] : match[2];
    if (!code || (match[2] && !ISO_CODES.has(match[2]))) return false;
    currency = code;
    return true;
  };
  const signMatch = (pattern: RegExp, value: SignMark): boolean => {
    const m = text.match(pattern);
    if (!m) return false;
    text = text.replace(pattern, '').trim();
    mark = value;
    return true;
  };

  // Leading sign before a currency symbol: "-£12.00".
  if (MINUS.test(text[0]) && !/\d/.test(text[1] ?? '')) {
    mark = 'minus';
    text = text.slice(1).trim();
  }
  const lead = text.match(LEADING_CURRENCY);
  if (takeCurrency(lead)) text = text.slice(lead![0].length).trim();

  suffixes.some(([re, value]) => signMatch(re, value));
  const trail = text.match(TRAILING_CURRENCY);
  if (takeCurrency(trail)) text = text.slice(0, text.length - trail![0].length).trim();
  // The sign word may also come after the currency: "12.00 EUR" then "CR" was checked above; "12.00 CR EUR" here.
  if (!mark) suffixes.slice(0, 2).some(([re, value]) => signMatch(re, value));

  if (text.startsWith('(') && text.endsWith(')')) {
    mark = 'parens';
    text = text.slice(1, -1).trim();
    const inner = text.match(LEADING_CURRENCY);
    if (takeCurrency(inner)) text = text.slice(inner![0].length).trim();
  }
  if (MINUS.test(text[0] ?? '')) {
    mark = 'minus';
    text = text.slice(1).trim();
  } else if (text[0] === '+') {
    mark = 'plus';
    text = text.slice(1).trim();
  }
  if (MINUS.test(text[text.length - 1] ?? '')) {
    mark = 'minus';
    text = text.slice(0, -1).trim();
  } else if (text.endsWith('+')) {
    mark = 'plus';
    text = text.slice(0, -1).trim();
  }
  const inner = text.match(LEADING_CURRENCY);
  if (!currency && takeCurrency(inner)) text = text.slice(inner![0].length).trim();
  // Stars before a figure guard it against alteration ("*12,000", "$***45.00": passbooks, cheque-style print). A
  // starred run of four or more plain digits is a masked card or account number ("****1234"), not money.
  if (text[0] === '*') {
    text = text.replace(/^\*+\s?/, '');
    if (/^\d{4,}$/.test(text)) return null;
  }

  const digits = parseDigits(text.replace(SPACES, ' '));
  if (!digits) return null;
  // A plain literal, not a spread: V8 gives each spread-built object a map of its own, ~150 bytes a figure.
  return { cents: digits.cents, mark, currency, hasDecimals: digits.hasDecimals };
}

function parseDigits(text: string): { cents: number; hasDecimals: boolean } | null {
  if (!/^\d[\d ,.'’]*$/.test(text)) return null;
  // The decimal part: the last separator followed by one or two digits at the end, if that separator can be decimal.
  let intPart = text;
  let fraction = '';
  const dec = text.match(/([.,])(\d{1,2})$/);
  if (dec) {
    intPart = text.slice(0, dec.index);
    fraction = dec[2].padEnd(2, '0');
  }
  const groups = intPart.split(/[ ,.'’]/);
  if (groups.some((g) => g === '')) return null;
  if (groups.length > 1) {
    // Western (3s) or Indian (2s then a final 3) grouping; anything else is not an amount (a date, a phone number).
    const [first, ...rest] = groups;
    if (first.length > 3 || rest[rest.length - 1].length !== 3) return null;
    if (rest.slice(0, -1).some((g) => g.length !== 3 && g.length !== 2)) return null;
    const separators = new Set(intPart.replace(/\d/g, ''));
    if (separators.size > 1 && !(separators.size === 2 && separators.has(' '))) return null;
  }
  const whole = groups.join('');
  if (whole.length > 13) return null;
  const cents = Number(whole) * 100 + (fraction ? Number(fraction) : 0);
  return Number.isSafeInteger(cents) ? { cents, hasDecimals: fraction !== '' } : null;
}

/** Formats cents back to a JS number with two decimals, without float drift in the result. */
export const centsToNumber = (cents: number): number => Math.round(cents) / 100;
