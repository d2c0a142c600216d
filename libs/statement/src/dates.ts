/**
 * Date tokens as printed on statements. A numeric date like 03/04 is ambiguous until the whole column
 * (or the statement period) is known, so parsing keeps both readings and `resolveDate` picks one.
 */
export type DateOrder = 'DMY' | 'MDY';

export type DateToken =
  /** Day and month are certain (month name, or year first). */
  | { kind: 'named'; day: number; month: number; year: number | null }
  /** Two numbers whose order is not yet known. */
  | { kind: 'numeric'; first: number; second: number; year: number | null };

export type DateMatch = { token: DateToken; length: number };

// Printable ASCII needs only lower case (most words asked about: every word of every row is tried as a month name).
const PRINTABLE_ASCII = /^[ -~]*$/;
const fold = (s: string): string =>
  PRINTABLE_ASCII.test(s) ? s.toLowerCase() : s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/ł/g, 'l').replace(/ı/g, 'i').replace(/ß/g, 'ss');

// Month names and abbreviations in the languages statements are printed in most (Western European, Nordic,
// Central European, Turkish, Indonesian and Malay): a general capability of the date reader, not one bank's words.
// (Indonesian "Des" and Malay "Mac", "Dis" are left out: a French "des", a "MAC" in a description would be months.)
const MONTH_WORDS: [number, string[]][] = [
  [1, ['jan', 'january', 'januar', 'jän', 'jänner', 'janv', 'janvier', 'ene', 'enero', 'gen', 'gennaio', 'januari', 'janeiro', 'sty', 'styczen', 'stycznia', 'led', 'leden', 'ledna', 'tammi', 'tammikuu', 'tammikuuta', 'oca', 'ocak']],
  [2, ['feb', 'february', 'februar', 'febr', 'fev', 'fevr', 'fevrier', 'febrero', 'febbraio', 'februari', 'fevereiro', 'lut', 'luty', 'lutego', 'uno', 'unor', 'unora', 'helmi', 'helmikuu', 'helmikuuta', 'sub', 'subat']],
  [3, ['mar', 'march', 'marz', 'maerz', 'mrz', 'mars', 'marzo', 'mrt', 'maart', 'marco', 'marzec', 'marca', 'maret', 'bre', 'brezen', 'brezna', 'maalis', 'maaliskuu', 'maaliskuuta', 'mart']],
  [4, ['apr', 'april', 'avr', 'avril', 'abr', 'abril', 'aprile', 'kwi', 'kwiecien', 'kwietnia', 'dub', 'duben', 'dubna', 'huhti', 'huhtikuu', 'huhtikuuta', 'nis', 'nisan']],
  [5, ['may', 'mai', 'mayo', 'mag', 'maggio', 'mei', 'maio', 'maj', 'maja', 'kve', 'kveten', 'kvetna', 'touko', 'toukokuu', 'toukokuuta', 'mayis']],
  [6, ['jun', 'june', 'juni', 'juin', 'junio', 'giu', 'giugno', 'junho', 'cze', 'czerwiec', 'czerwca', 'cer', 'cerven', 'cervna', 'kesa', 'kesakuu', 'kesakuuta', 'haz', 'haziran']],
  [7, ['jul', 'july', 'juli', 'juil', 'juillet', 'julio', 'lug', 'luglio', 'julho', 'julai', 'lip', 'lipiec', 'lipca', 'cvc', 'cervenec', 'cervence', 'heina', 'heinakuu', 'heinakuuta', 'tem', 'temmuz']],
  [8, ['aug', 'august', 'aout', 'ago', 'agosto', 'augustus', 'agustus', 'agt', 'ogos', 'sie', 'sierpien', 'sierpnia', 'srp', 'srpen', 'srpna', 'elo', 'elokuu', 'elokuuta', 'agu', 'agustos']],
  [9, ['sep', 'sept', 'september', 'septembre', 'septiembre', 'set', 'settembre', 'setembro', 'wrz', 'wrzesien', 'wrzesnia', 'zar', 'zari', 'syys', 'syyskuu', 'syyskuuta', 'eyl', 'eylul']],
  [10, ['oct', 'october', 'okt', 'oktober', 'octobre', 'octubre', 'ott', 'ottobre', 'out', 'outubro', 'paz', 'pazdziernik', 'pazdziernika', 'rij', 'rijen', 'rijna', 'loka', 'lokakuu', 'lokakuuta', 'eki', 'ekim']],
  [11, ['nov', 'november', 'novembre', 'noviembre', 'novembro', 'lis', 'listopad', 'listopada', 'marras', 'marraskuu', 'marraskuuta', 'kas', 'kasim']],
  [12, ['dec', 'december', 'dez', 'dezember', 'decembre', 'dic', 'diciembre', 'dicembre', 'dezembro', 'desember', 'disember', 'gru', 'grudzien', 'grudnia', 'pro', 'prosinec', 'prosince', 'joulu', 'joulukuu', 'joulukuuta', 'ara', 'aralik']],
];
const MONTHS = new Map<string, number>();
for (const [month, words] of MONTH_WORDS) for (const w of words) MONTHS.set(fold(w), month);

const MONTH = '([A-Za-zÀ-ÿłŁıİşŞğĞčČřŘžŽěĚůŮśŚźŹżŻńŃćĆąĄęĘ]{3,12})\\.?';
const SEP = '[/.\\-]';
const END = '(?![\\d/.\\-]?\\d)';

/**
 * A four-digit year as the calendar it counts in: 2400-2699 are Buddhist-era years (Thai statements print them, 543
 * years ahead: 2568 is 2025); no statement's Gregorian year comes near.
 */
const gregorian = (year: number): number => (year >= 2400 && year <= 2699 ? year - 543 : year);
/**
 * A two-digit year: this century's, except 50-79, which would date a statement 2050-2079 and in the Buddhist era are
 * 2007-2036 (Thai statements shorten "2567" to "67" as well).
 */
const toYear = (y: string | undefined): number | null => {
  if (!y) return null;
  const n = Number(y);
  if (y.length === 2) return n >= 50 && n <= 79 ? gregorian(2500 + n) : 2000 + n;
  return gregorian(n);
};
const monthOf = (word: string): number | null => MONTHS.get(fold(word)) ?? null;
/** The month a month name or abbreviation names, in any of the languages above. */
export const monthNumber = monthOf;
const validDay = (d: number) => d >= 1 && d <= 31;
const validMonth = (m: number) => m >= 1 && m <= 12;

type Pattern = { re: RegExp; build: (m: RegExpMatchArray) => DateToken | null };

const PATTERNS: Pattern[] = [
  // 2024年3月5日, 2024年03月05日 (Chinese and Japanese), 2024년 3월 5일 (Korean)
  {
    re: /^(\d{4})\s*[年년]\s*(\d{1,2})\s*[月월]\s*(\d{1,2})\s*[日일]?/,
    build: (m) => named(Number(m[3]), Number(m[2]), gregorian(Number(m[1]))),
  },
  // Japanese era years: R06.04.12, R6.4.12, H31-04-30, 令和6年4月12日 (Reiwa 1 = 2019, Heisei 1 = 1989). The era
  // letter (or name) is what makes the first number a year; "06.04.12" alone stays an ordinary numeric date.
  {
    re: /^(R|H|令和|平成)\s?(\d{1,2})(?:([./-])(\d{1,2})\3(\d{1,2})(?![\d/.-]?\d)|\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*日?)/,
    build: (m) => named(Number(m[5] ?? m[7]), Number(m[4] ?? m[6]), (m[1] === 'R' || m[1] === '令和' ? 2018 : 1988) + Number(m[2])),
  },
  // 3月5日 (without a year)
  {
    re: /^(\d{1,2})\s*[月월]\s*(\d{1,2})\s*[日일]/,
    build: (m) => named(Number(m[2]), Number(m[1]), null),
  },
  // 20240305: year, month and day run together, as account flows print them
  {
    re: /^((?:19|20)\d{2})(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])(?!\d)/,
    build: (m) => named(Number(m[3]), Number(m[2]), Number(m[1])),
  },
  // 2024-01-15, 2024/01/15, 2024.01.15
  {
    re: new RegExp(`^(\\d{4})${SEP}(\\d{1,2})${SEP}(\\d{1,2})${END}`),
    build: (m) => named(Number(m[3]), Number(m[2]), gregorian(Number(m[1]))),
  },
  // 5. 3. 2024, 05. 03. 24: day, month and year with a dot and a space (Czech, Slovak, Polish, German print)
  {
    re: new RegExp(`^(\\d{1,2})\\.\\s(\\d{1,2})\\.\\s?(\\d{4}|\\d{2})${END}`),
    build: (m) => numeric(Number(m[1]), Number(m[2]), toYear(m[3])),
  },
  // 15/01/2024, 01/15/2024, 15.01.24, 15-01-24
  {
    re: new RegExp(`^(\\d{1,2})(${SEP})(\\d{1,2})\\2(\\d{4}|\\d{2})${END}`),
    build: (m) => numeric(Number(m[1]), Number(m[3]), toYear(m[4])),
  },
  // 15 January 2024, 15 Jan 24, 15-Jan-2024, 15. Januar 2024, 15JAN24, 05 MAR
  {
    // A year is not the day of a date that follows ("01/MAR 01/MAR": two dates, not 1 March 2001).
    re: new RegExp(`^(\\d{1,2})(?:st|nd|rd|th|er|º|ª|\\.)?[\\s\\-/]?(?:de\\s)?${MONTH}(?:[\\s\\-/,]{0,2}(?:de\\s)?(\\d{4}|\\d{2})(?![/.\\-][A-Za-zÀ-ÿ\\d]))?(?![\\d])`),
    build: (m) => {
      const month = monthOf(m[2]);
      return month ? named(Number(m[1]), month, toYear(m[3])) : null;
    },
  },
  // Jan 15, 2024; January 15 2024; Jan 15
  {
    re: new RegExp(`^${MONTH}\\s?(\\d{1,2})(?:st|nd|rd|th)?(?:,?\\s(\\d{4}))?(?!\\d)`),
    build: (m) => {
      const month = monthOf(m[1]);
      return month ? named(Number(m[2]), month, toYear(m[3])) : null;
    },
  },
  // 15/01, 01/15, 01-15, 15.01. (German without year)
  {
    re: new RegExp(`^(\\d{1,2})([/.\\-])(\\d{1,2})\\.?(?![\\d/\\-]|\\.\\d)`),
    build: (m) => numeric(Number(m[1]), Number(m[3]), null),
  },
];

function named(day: number, month: number, year: number | null): DateToken | null {
  return validDay(day) && validMonth(month) ? { kind: 'named', day, month, year } : null;
}
function numeric(first: number, second: number, year: number | null): DateToken | null {
  // At least one reading must be a real date.
  const ok = (validDay(first) && validMonth(second)) || (validMonth(first) && validDay(second));
  return ok ? { kind: 'numeric', first, second, year } : null;
}

/** Reads a date at the start of `text`; `length` tells where the rest of the text begins. */
export function matchDate(text: string): DateMatch | null {
  for (const { re, build } of PATTERNS) {
    const m = text.match(re);
    if (!m) continue;
    const token = build(m);
    if (!token) continue;
    // The date must end at a word boundary ("15 Janitor" is not a date), but a year may touch the
    // text after it when a tight column lets the description run into the date ("1 May 2024Opening").
    const next = text[m[0].length];
    const last = m[0][m[0].length - 1];
    if (next && (/\d/.test(next) || (/[A-Za-zÀ-ÿ.]/.test(last) && /[A-Za-zÀ-ÿ]/.test(next)))) continue;
    return { token, length: m[0].length };
  }
  return null;
}

/** Finds every date inside free text (for statement periods and headers). */
export function findDates(text: string): { token: DateToken; index: number; length: number }[] {
  const found: { token: DateToken; index: number; length: number }[] = [];
  for (let i = 0; i < text.length; i++) {
    if (i > 0 && /[A-Za-zÀ-ÿ0-9]/.test(text[i - 1])) continue;
    const m = matchDate(text.slice(i));
    if (m) {
      found.push({ token: m.token, index: i, length: m.length });
      i += m.length - 1;
    }
  }
  return found;
}

/** Day and month of a token under an order; null when that reading is impossible. */
export function dayMonth(token: DateToken, order: DateOrder): { day: number; month: number } | null {
  if (token.kind === 'named') return { day: token.day, month: token.month };
  const [day, month] = order === 'DMY' ? [token.first, token.second] : [token.second, token.first];
  return validDay(day) && validMonth(month) ? { day, month } : null;
}

export const isoDate = (year: number, month: number, day: number): string =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

export function isRealDate(year: number, month: number, day: number): boolean {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/**
 * Picks the year for a date printed without one, from the statement period: a December row in a
 * December–January statement belongs to the first year. Without a period, the fallback year is used.
 */
export function inferYear(month: number, _day: number, period: { start: string; end: string } | null, fallback: number): number {
  if (!period) return fallback;
  const startYear = Number(period.start.slice(0, 4));
  const endYear = Number(period.end.slice(0, 4));
  if (startYear === endYear) return startYear;
  // Across New Year: a month at or after the start month belongs to the start year.
  const startMonth = Number(period.start.slice(5, 7));
  return month >= startMonth ? startYear : endYear;
}

/** The full ISO date of a token, given the column's order and a way to infer a missing year. */
export function resolveDate(token: DateToken, order: DateOrder, yearFor: (month: number, day: number) => number): string | null {
  const dm = dayMonth(token, order);
  if (!dm) return null;
  const year = token.year ?? yearFor(dm.month, dm.day);
  return isRealDate(year, dm.month, dm.day) ? isoDate(year, dm.month, dm.day) : null;
}
