import type { OcrWord } from './port.js';

// OCR reads digits as the letters they resemble ("l,234.5O"), and splits or pads figures with stray marks
// ("1,234 .50", "98.10,"). Where a word is evidently a figure or a date (digits with a few look-alike
// letters, and the shape of an amount or a date once those are read as digits), it is put right here,
// before the layout stage sees it, and every change is reported so the user can check it.

/** Letters OCR gives for digits, and the digit each stands for. */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  O: '0', o: '0', Q: '0', D: '0',
  l: '1', I: '1', i: '1', '|': '1',
  S: '5', s: '5',
  B: '8',
  Z: '2', z: '2',
  T: '7',
};
const LOOK_ALIKE = /[OoQDlIi|SsBZzT]/g;

/** An amount: grouped thousands (also Indian lakhs) or plain digits, with 2 decimals, or grouped without them. */
const AMOUNT = /^(?:\d{1,3}(?:[,.' ]\d{2,3})*[.,]\d{2}|\d+[.,]\d{2}|\d{1,3}(?:[,.' ]\d{3})+)$/;
/** A numeric date: 01/15, 15.01.2024, 2024-01-15, 15-01-24, and German day and month "15.01.". */
const DATE = /^(?:\d{1,2}[/.-]\d{1,2}(?:[/.-](?:\d{2}|\d{4}))?|\d{1,2}\.\d{1,2}\.|\d{4}-\d{2}-\d{2})$/;

/** Signs, brackets and currency symbols around a figure: kept as read. */
const WRAPPER = /^([-+−–(£$€¥₹]*)(.*?)([-+)]*)$/;

const isFigure = (core: string) => AMOUNT.test(core) || DATE.test(core);
const digitCount = (s: string) => (s.match(/\d/g) ?? []).length;

/** Quote marks OCR reads from specks before a figure ("\"3,769.92"): no figure begins with one. */
const STRAY_QUOTES = /^["'‘’“”`]+(?=[-+−–(£$€¥₹]?\d)/;

/** The word with look-alike letters read as digits, when it is evidently a figure or a date; else null. */
export function asFigure(text: string): string | null {
  const unquoted = text.replace(STRAY_QUOTES, '');
  const [, lead, core, trail] = unquoted.match(WRAPPER) ?? [];
  if (core !== undefined && unquoted !== text && isFigure(core)) return unquoted;
  if (core === undefined || isFigure(core)) return null;
  // A figure followed by a mark that happens to look like a digit ("12,50S" for Soll, "9.10D"): not a misread.
  if (isFigure(core.replace(/[A-Za-z|]+$/, ''))) return null;
  // Two separators in a row ("1,234,.50"): the last one is the decimal mark.
  let fixed = core.replace(/[.,]{2,}(?=\d{2}$)/, (run) => run[run.length - 1]);
  const letters = (fixed.match(LOOK_ALIKE) ?? []).length;
  // Mostly digits already: "l5" or "SOS" are words, "l,234.5O" is a figure.
  if (digitCount(fixed) < 2 || letters > digitCount(fixed) / 2) return null;
  fixed = fixed.replace(LOOK_ALIKE, (c) => LOOK_ALIKES[c]);
  // A stray separator after a figure ("98.10,"); a German date keeps its final dot ("06.09.").
  if (!isFigure(fixed)) fixed = fixed.replace(/[.,]+$/, '');
  // Cents printed without the units' zero (".26"): the layout stage reads amounts that begin with a digit.
  if (/^[.,]\d{2}$/.test(fixed)) fixed = `0${fixed}`;
  return isFigure(fixed) && fixed !== core ? `${lead}${fixed}${trail}` : null;
}

export type FigureFix = { read: string; as: string };

/** A debit or credit mark printed after a figure (CR, DR, Soll S, Haben H). */
const MARK = '(?:CR|DR|Cr|Dr|S|H)';
const GLUED_MARK = new RegExp(`^(.*\\d[.,]\\d{2})(${MARK})$`);

/** A figure with its mark glued on, as OCR often reads the narrow space between them, with the space put back. */
const withMarkApart = (text: string) => text.replace(GLUED_MARK, '$1 $2');

/** Two words that are one figure broken at its decimal mark ("1,234" ".50"), close enough to be one. */
function joinsAsFigure(left: OcrWord, right: OcrWord): string | null {
  const gap = right.x - (left.x + left.width);
  if (gap > left.size * 0.5 || Math.abs(right.baseline - left.baseline) > left.size * 0.3) return null;
  // The break is at the decimal mark: the right word is just the decimals, the mark on either side.
  if (!/^[.,]?[\dOoQDlIiSsBZz]{2}[-+)]?$/.test(right.text)) return null;
  if (!/\d[.,]$/.test(left.text) && !(/\d$/.test(left.text) && /^[.,]/.test(right.text))) return null;
  const joined = left.text + right.text;
  const core = joined.match(WRAPPER)?.[2];
  if (core !== undefined && isFigure(core)) return joined;
  return asFigure(joined);
}

/** The page's words with figures put right, and what was changed (in reading order). */
export function correctFigures(words: OcrWord[]): { words: OcrWord[]; fixes: FigureFix[] } {
  const fixes: FigureFix[] = [];
  const out: OcrWord[] = [];
  for (const word of words) {
    const previous = out[out.length - 1];
    const joined = previous ? joinsAsFigure(previous, word) : null;
    if (previous && joined) {
      fixes.push({ read: `${previous.text} ${word.text}`, as: joined });
      out[out.length - 1] = {
        ...previous,
        text: joined,
        width: word.x + word.width - previous.x,
        confidence: Math.min(previous.confidence, word.confidence),
      };
      continue;
    }
    const fixed = asFigure(word.text);
    if (fixed) fixes.push({ read: word.text, as: fixed });
    // Not reported: the space only separates what was read ("311,72S" is "311,72 S" as printed).
    const text = withMarkApart(fixed ?? word.text);
    out.push(text !== word.text ? { ...word, text } : word);
  }
  return { words: out, fixes };
}

/** A figure with two decimals, as an amount column prints them; its decimal mark is captured. */
const DECIMAL_AMOUNT = /^[-+(]?[£$€¥₹]?\d[\d,.' ]*([.,])\d{2}[-+)]?(?: ?(?:CR|DR|Cr|Dr|S|H))?$/;
/** A day and month (or month and day), as a date column prints them; its separator is captured. */
const SHORT_DATE = /^\d{1,2}([/.-])\d{1,2}\.?$/;
/** A day, month and year, as a date column prints them; its separator is captured. */
const FULL_DATE = /^\d{1,2}([/.-])\d{1,2}\1(?:\d{2}|\d{4})$/;
/** What a separator blurred into a digit is read as: a slash as 1, 7 or 0 (measured on 150 dpi office scans). */
const SEPARATOR_AS_DIGIT = /^[170]$/;
/** Marks a blurred separator comes back as ("22/03°2024"). */
const SEPARATOR_MARKS = /[/.\-°]/g;

/**
 * A full date in a column of full dates that lost its separators or had them read as digits ("01032024",
 * "010372024", "0603/2024" for 01/03/2024): read as day or month, month or day, and one of the years its
 * column prints. Null unless exactly one reading fits.
 */
function asColumnFullDate(text: string, column: OcrWord[], separator: string): string | null {
  const years = new Set(column.map((w) => (FULL_DATE.test(w.text) ? w.text.split(separator).pop() : undefined)).filter((y): y is string => !!y));
  const yearLength = [...years][0]?.length;
  if (!yearLength) return null;
  const digits = text.replace(SEPARATOR_MARKS, '');
  if (!/^\d+$/.test(digits)) return null;
  const drop = (s: string, i: number) => (SEPARATOR_AS_DIGIT.test(s[i] ?? '') ? s.slice(0, i) + s.slice(i + 1) : null);
  // The separators' places: after the first two digits, and after the next two.
  const candidates = [digits, drop(digits, 2), drop(digits, 4), ((d) => d && drop(d, 4))(drop(digits, 2))];
  const readings = new Set<string>();
  for (const c of candidates) {
    if (!c || c.length !== 4 + yearLength) continue;
    const [a, b, year] = [c.slice(0, 2), c.slice(2, 4), c.slice(4)];
    if (isDayAndMonth(Number(a), Number(b)) && years.has(year)) readings.add(`${a}${separator}${b}${separator}${year}`);
  }
  return readings.size === 1 ? [...readings][0] : null;
}

/**
 * The words of nearby lines aligned with this one on its left or its right edge (dates and text are set
 * flush left, amounts flush right): the rest of its column. Words that merely overlap it (a heading, a
 * page number above the table) are not.
 */
const columnOf = (word: OcrWord, words: OcrWord[], reach = 20) =>
  words.filter((w) => {
    const distance = Math.abs(w.baseline - word.baseline);
    const aligned = Math.abs(w.x - word.x) <= word.size || Math.abs(w.x + w.width - (word.x + word.width)) <= word.size;
    return w !== word && distance > word.size * 0.5 && distance < word.size * reach && aligned;
  });

/** What most of a column's words look like, when at least `share` of them agree (and at least three words). */
function columnShape(column: OcrWord[], pattern: RegExp, share = 0.75): string | null {
  // Judged on the words with digits: headings and marks set apart ("S", "H", "CR") share the column too.
  const numeric = column.filter((w) => /\d/.test(w.text));
  const marks = numeric.map((w) => w.text.match(pattern)?.[1]).filter((m): m is string => m !== undefined);
  if (marks.length < 3 || marks.length < numeric.length * share) return null;
  return marks.sort((a, b) => marks.filter((m) => m === b).length - marks.filter((m) => m === a).length)[0];
}

/**
 * A word in a column of figures that lost its punctuation ("904" among "7.28" and "130.12"; "1211" or
 * "12/127" among "12/11" and "12/13"): the column says what the word must be, and the mark is put back.
 */
function asColumnFigure(word: OcrWord, words: OcrWord[]): string | null {
  if (isFigure(word.text) || !/^\d[\d/.,°-]*\d(?: ?(?:CR|DR|Cr|Dr|S|H))?$/.test(word.text)) return null;
  const column = columnOf(word, words);
  // Up to six digits: longer runs are account or reference numbers, not amounts that lost their mark. Or
  // digits whose marks came out wrong ("7.35949" for 7,359.49: the decimal mark lost, the comma read as a dot).
  const [, digits, mark]: (string | undefined)[] = word.text.match(/^(\d{3,6})( ?(?:CR|DR|Cr|Dr|S|H))?$/) ?? looseDigits(word.text) ?? [];
  // With a mark glued on ("1551S"), the figure itself ends where its neighbours' figures end, before their mark.
  const figure = mark && digits ? { ...word, width: (word.width * digits.length) / word.text.length } : word;
  const decimal = digits ? columnShape(mark ? columnOf(figure, words) : column, DECIMAL_AMOUNT) : null;
  if (digits && decimal) return `${digits.slice(0, -2)}${decimal}${digits.slice(-2)}${mark ? ` ${mark.trim()}` : ''}`;
  // "9.98" and "25.50" look like days and months too: a column of amounts is never taken for dates.
  if (columnShape(column, DECIMAL_AMOUNT)) return null;
  // A blurred scan can lose the slashes of most dates (three in four on a 150 dpi office scan): the whole
  // page's column is asked, and a fifth of it is enough, as a reading must also give a real day and month
  // and a year the column's own dates print (asColumnFullDate).
  const pageColumn = columnOf(word, words, Infinity);
  const fullSeparator = columnShape(pageColumn, FULL_DATE, 1 / 5);
  if (fullSeparator) return asColumnFullDate(word.text, pageColumn, fullSeparator);
  // Half is enough for a day and month: a reading must give a real one, and the column must hold three.
  const separator = columnShape(column, SHORT_DATE, 0.5);
  if (!separator) return null;
  // A separator read twice, as itself and as a "1" beside it; read as a digit ("12120" for 12/20); or not read.
  const m =
    word.text.match(/^(\d{2})[/.-]1(\d{2})$/) ??
    word.text.match(/^(\d{2})1[/.-](\d{2})$/) ??
    word.text.match(/^(\d{2})[17](\d{2})$/) ??
    word.text.match(/^(\d{2})(\d{2})$/);
  // Only a real day and month ("1234" beside a date column is a cheque number, not 12/34).
  return m && isDayAndMonth(Number(m[1]), Number(m[2])) ? `${m[1]}${separator}${m[2]}` : null;
}

/**
 * A figure whose decimal and thousands marks came out wrong, as its digits (3 to 7) and its glued mark; null
 * for one that already has two decimals ("2,53 S", "1.582,05 S"), whatever its grouping.
 */
function looseDigits(text: string): [string, string, string | undefined] | null {
  if (DECIMAL_AMOUNT.test(text)) return null;
  const m = text.match(/^(\d[\d.,]*\d)( ?(?:CR|DR|Cr|Dr|S|H))?$/);
  if (!m || !/[.,]/.test(m[1])) return null;
  const digits = m[1].replace(/[.,]/g, '');
  return digits.length >= 3 && digits.length <= 7 ? [text, digits, m[2]] : null;
}

/** Two numbers that can be a day and a month, in either order. */
const isDayAndMonth = (a: number, b: number) => a >= 1 && b >= 1 && a <= 31 && b <= 31 && (a <= 12 || b <= 12);

/** The page's words with figures that lost their punctuation put right by their columns, and what was changed. */
export function correctByColumn(words: OcrWord[]): { words: OcrWord[]; fixes: FigureFix[] } {
  const fixes: FigureFix[] = [];
  const out = words.map((word) => {
    const fixed = asColumnFigure(word, words);
    if (!fixed) return word;
    fixes.push({ read: word.text, as: fixed });
    return { ...word, text: fixed };
  });
  return { words: out, fixes };
}

/** A debit or credit mark as a word of its own. */
const MARK_WORD = /^(?:S|H|CR|DR|Cr|Dr)$/;
/** Digits OCR gives for a Soll mark "S" standing alone. */
const S_LOOK_ALIKE = /^[58$]$/;

/**
 * A lone "8" or "5" right after an amount, standing in a column of Soll/Haben marks ("S", "H"), is the mark
 * "S" misread: a column of marks holds no digits. The page's words with such marks put right, and what was
 * changed.
 */
export function correctMarks(words: OcrWord[]): { words: OcrWord[]; fixes: FigureFix[] } {
  const fixes: FigureFix[] = [];
  const marks = words.filter((w) => MARK_WORD.test(w.text));
  const out = words.map((word) => {
    if (!S_LOOK_ALIKE.test(word.text)) return word;
    const afterAmount = words.some(
      (w) => w !== word && Math.abs(w.baseline - word.baseline) < word.size * 0.3 && DECIMAL_AMOUNT.test(w.text) && word.x - (w.x + w.width) >= 0 && word.x - (w.x + w.width) < word.size * 1.5,
    );
    const column = marks.filter((m) => Math.abs(m.x - word.x) <= word.size * 0.5 && Math.abs(m.baseline - word.baseline) < word.size * 40);
    if (!afterAmount || column.length < 2) return word;
    fixes.push({ read: word.text, as: 'S' });
    return { ...word, text: 'S' };
  });
  return { words: out, fixes };
}
