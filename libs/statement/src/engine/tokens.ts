import { mayBeAmount, parseAmount, type ParsedAmount } from '../amounts.js';
import { matchDate, monthNumber, type DateToken } from '../dates.js';
import type { Line, Segment } from '../lines.js';

/**
 * Stage `tokens`: every cell of a line typed by what it can be read as. A token is a date, a figure, a
 * sign mark ("DR", "CR", "S", "H" standing alone), a reference (a long run of digits that is no amount)
 * or text. Nothing here decides what a token means in the statement: a figure may turn out to be a
 * reference column, a date a value date, a "15.01" a date or an amount; later stages decide by where the
 * tokens line up across rows.
 */
export type TokenKind = 'date' | 'money' | 'mark' | 'ref' | 'text';

export type Token = {
  kind: TokenKind;
  text: string;
  x0: number;
  x1: number;
  /** The token opens its cell (segment): a column's values start cells, text inside a cell does not. */
  cellStart: boolean;
  /** The token closes its cell. */
  cellEnd: boolean;
  /** Set on dates, and on figures that also read as a date ("15.01"). */
  date?: DateToken;
  /** Set on figures, and on dates that also read as a figure ("15.01"). */
  money?: ParsedAmount;
  /** Printed right against the token before it, with no space ("2024-06-10T12:17" read as a date and "T12:17"). */
  glued?: boolean;
  /** Of a figure: where its digits start and end, when signs or letters hang beside them ("(412.16)", "45.00 CR"). */
  digits?: { x0: number; x1: number };
  /** Its right edge is estimated (a figure run together with another in one cell), not measured. */
  estimated?: boolean;
  /** Of a date split off a code before it in one cell: where it starts is estimated, not measured. */
  looseStart?: boolean;
  /** A time of day right after a date in its cell ("2025-09-29 07:09:52"): the date's, words after it are not joined to it. */
  time?: boolean;
};

/** A line of a page with its tokens; `index` is its place among the page's lines. */
export type TokenLine = Line & { index: number; tokens: Token[] };

/** A receipt or transaction code: six or more capitals and digits, both present ("TI25W9UBW0"). */
const RECEIPT_CODE = /^(?=[A-Z0-9]*\d)(?=[A-Z0-9]*[A-Z])[A-Z0-9]{6,}$/;

/** A time of day: 07:09, 07:09:52. */
export const TIME_OF_DAY = /^(?:[01]?\d|2[0-3]):[0-5]\d(?::[0-5]\d)?$/;

const SIGN_WORD = /^(DR|DB|CR|Dr|Db|Cr|D|C|S|H|-|\+|−)\.?$/;
/** A reference, cheque or card number: digits (maybe dashed) too long or too plain to be money. */
const REFERENCE = /^[#*xX]*\d[\d-]{4,}$/;

/** Wide characters (CJK ideographs, kana, hangul, full-width forms) take about two digits' width. */
const WIDE = /[\u1100-\u11ff\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uff60\uffe0-\uffe6]/;

/** Where within a segment the character at `index` starts, by its share of the segment's width (wide characters count twice). */
export function positionIn(seg: Segment): (index: number) => number {
  if (!WIDE.test(seg.text)) {
    const perChar = (seg.x1 - seg.x0) / Math.max(1, seg.text.length);
    return (index) => seg.x0 + index * perChar;
  }
  const units: number[] = [0];
  for (const ch of seg.text) {
    const w = WIDE.test(ch) ? 2 : 1;
    for (let k = 0; k < ch.length; k++) units.push(units[units.length - 1] + (k === ch.length - 1 ? w : 0));
  }
  const total = units[units.length - 1] || 1;
  return (index) => seg.x0 + ((seg.x1 - seg.x0) * units[Math.max(0, Math.min(index, units.length - 1))]) / total;
}

/** The words of a segment with where each starts and ends, by its share of the segment's characters. */
type Word = { text: string; x0: number; x1: number; at: number; amountLike: boolean };

/** The words of a segment with where each starts and ends, by its share of the segment's characters (`at`: positionIn(seg)). */
function wordsOf(seg: Segment, at: (index: number) => number): Word[] {
  const out: Word[] = [];
  for (const m of seg.text.matchAll(/\S+/g)) {
    const i = m.index ?? 0;
    out.push({ text: m[0], x0: at(i), x1: at(i + m[0].length), at: i, amountLike: mayBeAmount(m[0]) });
  }
  return out;
}

/** How many whole words of `words` (from `from`) a match of `length` characters covers; null when it ends inside a word. */
function wordsCovered(words: { text: string; at: number }[], from: number, length: number): number | null {
  const end = words[from].at + length;
  for (let k = from; k < words.length; k++) {
    const wordEnd = words[k].at + words[k].text.length;
    if (wordEnd === end) return k - from + 1;
    if (wordEnd > end) return null;
  }
  return null;
}

/** A word that may name a month ("Jan", "März", "15JAN24" starts with a digit and is tried anyway). */
const mayBeMonth = (word: string) => word.length >= 3 && /^[A-Za-zÀ-ÿłŁıİşŞğĞčČřŘžŽěĚůŮśŚźŹżŻńŃćĆąĄęĘ]{3,}/.test(word) && monthNumber(word.replace(/[.,]+$/, '').slice(0, 12)) !== null;

/**
 * How far from `from` a figure may reach: up to four words, and not over a word no amount can contain (a figure's
 * text is its words and the spaces between them, so such a word makes every longer run no figure either).
 */
function figureReach(words: { amountLike: boolean }[], from: number): number {
  const end = Math.min(words.length, from + 4);
  let j = from;
  while (j < end && words[j].amountLike) j++;
  return j;
}

/** How many words from `from` read as one figure (0 when none does). */
function figureWords(words: { text: string; at: number; amountLike: boolean }[], from: number, text: string): number {
  for (let j = figureReach(words, from); j > from; j--) {
    if (parseAmount(text.slice(words[from].at, words[j - 1].at + words[j - 1].text.length))) return j - from;
  }
  return 0;
}

/** Marks an OCR'd text layer leaves in the gutters: a lone tick or bar is not text. */
const STRAY_MARK = /^[|'`´‘’¦!_~]+$/;
const STRAY_AFTER = /\s+[|'`´‘’¦!_~]+$/;
const STRAY_BEFORE = /^[|'`´‘’¦!_~]+\s+/;

/**
 * A cell without the stray marks of an OCR'd text layer: a lone mark is dropped, one standing apart beside
 * a figure ("-45,38 '", "| 1 453,80") is stripped so the figure stays money; words keep theirs.
 */
function withoutStrayMarks(seg: Segment): Segment | null {
  const text = seg.text.trim();
  if (STRAY_MARK.test(text)) return null;
  const stripped = text.replace(STRAY_AFTER, '').replace(STRAY_BEFORE, '');
  if (stripped === text || !parseAmount(stripped)) return seg;
  const perChar = (seg.x1 - seg.x0) / Math.max(1, seg.text.length);
  const start = seg.text.indexOf(stripped);
  return { text: stripped, x0: seg.x0 + start * perChar, x1: seg.x0 + (start + stripped.length) * perChar };
}

/** Splits one segment into typed tokens. */
export function tokenizeSegment(raw: Segment): Token[] {
  const seg = withoutStrayMarks(raw);
  if (!seg) return [];
  const pos = positionIn(seg);
  const words = wordsOf(seg, pos);
  const tokens: Token[] = [];
  const push = (kind: TokenKind, text: string, x0: number, x1: number, extra: Partial<Token> = {}) => {
    const last = tokens[tokens.length - 1];
    if (kind === 'text' && last?.kind === 'text' && !last.time && !extra.time) {
      last.text += (extra.glued ? '' : ' ') + text;
      last.x1 = x1;
      return;
    }
    tokens.push({ kind, text, x0, x1, cellStart: false, cellEnd: false, ...extra });
  };
  // Which words may start a figure: a digit in it or in the word after it ("USD 45.00", "- 12.00", "€ 5").
  const digit = words.map((w) => /\d/.test(w.text));
  let i = 0;
  while (i < words.length) {
    const rest = seg.text.slice(words[i].at);
    // A date, possibly of several words ("15 Jan 2024", "Jan 15, 2024"), maybe glued to text ("1 May 2024Opening"),
    // unless a figure reads on over more words ("6.26 DR" is an amount with its sign, not the date 6 June).
    const date = digit[i] || mayBeMonth(words[i].text) ? matchDate(rest) : null;
    if (date && figureWords(words, i, seg.text) > (wordsCovered(words, i, date.length) ?? 1)) {
      // fall through to the figure
    } else if (date) {
      const covered = wordsCovered(words, i, date.length);
      const text = rest.slice(0, date.length);
      const alsoMoney = covered === 1 ? parseAmount(text) : null;
      const x0 = words[i].x0;
      const x1 = pos(words[i].at + date.length);
      push('date', text, x0, x1, { date: date.token, ...(alsoMoney && !/[/-]/.test(text) ? { money: alsoMoney } : {}) });
      if (covered !== null) {
        i += covered;
        continue;
      }
      // The date ends inside a word: the rest of that word is text glued on.
      const k = words.findIndex((w) => w.at + w.text.length > words[i].at + date.length);
      const word = words[k];
      const cut = words[i].at + date.length - word.at;
      const tail = word.text.slice(cut).replace(/^[,.;:]+/, '');
      if (tail) push('text', tail, pos(word.at + cut), word.x1, { glued: tail === word.text.slice(cut) });
      i = k + 1;
      continue;
    }
    // The longest run of up to four words that reads as one figure ("1 234,56", "USD 45.00", "45.00 CR").
    let taken = 0;
    for (let j = digit[i] || digit[i + 1] ? figureReach(words, i) : i; j > i && !taken; j--) {
      const text = seg.text.slice(words[i].at, words[j - 1].at + words[j - 1].text.length);
      const value = parseAmount(text);
      if (!value) continue;
      // A bare run of five or more digits is a number of some kind, not a figure of money.
      if (j === i + 1 && REFERENCE.test(text) && !value.hasDecimals && /^\d+$/.test(text) && text.length >= 7) continue;
      push('money', text, words[i].x0, words[j - 1].x1, { money: value });
      taken = j - i;
    }
    if (taken) {
      i += taken;
      continue;
    }
    const word = words[i];
    if (STRAY_MARK.test(word.text) && word.text !== '!') {
      i++;
      continue;
    }
    if (TIME_OF_DAY.test(word.text) && tokens[tokens.length - 1]?.kind === 'date') push('text', word.text, word.x0, word.x1, { time: true });
    else if (SIGN_WORD.test(word.text)) push('mark', word.text, word.x0, word.x1);
    else if (REFERENCE.test(word.text)) push('ref', word.text, word.x0, word.x1);
    else push('text', word.text, word.x0, word.x1);
    i++;
  }
  if (tokens.length) {
    tokens[0].cellStart = true;
    tokens[tokens.length - 1].cellEnd = true;
    // The cell's true edges: word positions are estimated, the segment's are measured.
    tokens[0].x0 = seg.x0;
    tokens[tokens.length - 1].x1 = seg.x1;
  }
  // Figures and dates run together in one cell are cells of their own ("-432.13 03/07/2024", "12/11 12/11",
  // "12.34 1,222.22"): columns printed too close for a gap between them.
  for (let k = 1; k < tokens.length; k++) {
    const [a, b] = [tokens[k - 1], tokens[k]];
    const value = (t: Token) => t.kind === 'date' || (t.kind === 'money' && isClearFigure(t));
    // A reference run into the date after it ("0000250417183386 04/01/24"), or a receipt code of capitals and digits
    // opening the cell ("TI25W9UBW0 2025-09-19"), is two cells as well.
    const code = k === 1 && a.kind === 'text' && RECEIPT_CODE.test(a.text);
    // Or a row's number run into its date ("1 01.07.2025" under "Lp. Data"): a column of its own, printed close.
    const rowNumber = k === 1 && a.kind === 'money' && /^\d{1,4}$/.test(a.text);
    if ((value(a) && value(b)) || ((a.kind === 'ref' || code || rowNumber) && b.kind === 'date')) {
      a.cellEnd = true;
      a.estimated = true;
      b.cellStart = true;
      // Where a date after a code of capitals begins is only estimated (capitals are wider than the average letter).
      if (code) b.looseStart = true;
    }
  }
  // Columns of figures line up on their digits; a bracket, a sign or "CR" may hang beyond them.
  for (const t of tokens) {
    if (!t.money) continue;
    const first = t.text.search(/\d/);
    const last = t.text.length - 1 - [...t.text].reverse().findIndex((c) => /\d/.test(c));
    if (first === 0 && last === t.text.length - 1) continue;
    const per = (t.x1 - t.x0) / Math.max(1, t.text.length);
    t.digits = { x0: t.x0 + first * per, x1: t.x0 + (last + 1) * per };
  }
  return tokens;
}

/** Every token of a line, left to right. */
export function tokenizeLine(line: Line, index: number): TokenLine {
  return { ...line, index, tokens: line.segments.flatMap(tokenizeSegment) };
}

/** Tokens joined back into the text they were printed as. */
export const joinTokens = (tokens: Token[]): string =>
  tokens
    .map((t, i) => (i && !t.glued ? ' ' : '') + t.text)
    .join('')
    .trim();

/** A figure that is money beyond doubt: decimals, a currency, or thousands grouped. */
export function isClearFigure(t: Token): boolean {
  const m = t.money;
  if (!m || t.kind === 'ref') return false;
  if (t.kind === 'date' && !m.hasDecimals) return false;
  return m.hasDecimals || m.currency !== null || /\d[ ,.'’\u00a0\u202f]\d{3}(?!\d)/.test(t.text);
}
