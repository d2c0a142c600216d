import type { Account, Statement, Transaction } from '@bankxl/statement';
import { referenceOf, statementValues, swiftTransactionCode } from './bank-statement-values.js';
import { categoryLabelOf, payeeOf } from './books.js';
import { swiftText } from './swift-text.js';

export const MT940_CONTENT_TYPE = 'text/plain; charset=us-ascii';

// SWIFT MT940 field lengths: a line is at most 65 characters; :86: holds 6 lines; :20: and the :61:
// references 16 characters, :25: 35, the :61: supplementary details 34; the subfields of the structured
// :86: that German and Dutch banks print (and accounting software reads) 27 each.
const LINE = 65;
// The :86: content in 6 lines of 65 with its tag on the first: 386 characters, less one for each line break that
// moves a character earlier (fieldLines), so the field never needs a seventh line.
const DETAILS = 6 * LINE - ':86:'.length - 6;
const SUBFIELD = 27;
const REFERENCE = 16;

const yymmdd = (iso: string) => `${iso.slice(2, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}`;

/** An MT940 amount: no sign (the D/C mark carries it), a decimal comma that is always there: `1234,56`, `1234,`. */
const swiftAmount = (value: number, digits: number) => {
  const [whole, fraction = ''] = Math.abs(value).toFixed(digits).split('.');
  return `${whole},${fraction}`;
};

const mark = (value: number) => (value < 0 ? 'D' : 'C');

const balanceLine = (tag: string, value: number, date: string, currency: string, digits: number) =>
  `:${tag}:${mark(value)}${yymmdd(date)}${currency}${swiftAmount(value, digits)}`;

// `?` separates the :86: subfields, so the text itself may not hold one.
const subfieldText = (text: string) => swiftText(text).replace(/\?/g, '.');

// `text` in subfields of 27 characters numbered from `numbers`, within `room` characters in all (each subfield costs
// 3 for its `?nn`); when the text is longer than fits, the last subfield ends in `...` so a reader sees it was cut.
function subfields(text: string, numbers: readonly number[], room: number): string[] {
  const pieces: { n: number; piece: string }[] = [];
  let rest = text;
  for (const n of numbers) {
    const width = Math.min(SUBFIELD, room - 3);
    if (!rest || width < 4) break;
    pieces.push({ n, piece: rest.slice(0, width) });
    rest = rest.slice(width);
    room -= 3 + Math.min(width, pieces.at(-1)!.piece.length);
  }
  const last = pieces.at(-1);
  if (rest && last) last.piece = `${last.piece.slice(0, last.piece.length - 3)}...`;
  return pieces.map(({ n, piece }) => `?${String(n).padStart(2, '0')}${piece}`);
}

const PURPOSE = [20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 60, 61, 62, 63];

/**
 * The structured :86: of a row: ?00 what kind of booking it is, ?32/?33 the other party (the payee), then the
 * statement's own words in ?20–?29 and ?60–?63, as far as the field's 390 characters go.
 */
function details(t: Transaction): string {
  const kind = `?00${subfieldText(categoryLabelOf(t)).slice(0, SUBFIELD)}`;
  const payee = subfieldText(payeeOf(t));
  const party = subfields(payee, [32, 33], 2 * (SUBFIELD + 3));
  const head = kind.length + party.join('').length;
  const purpose = subfields(subfieldText(t.description), PURPOSE, DETAILS - head);
  return [kind, ...purpose, ...party].join('');
}

// A field's content in lines of 65 (the first after its tag); a line never starts with ':' or '-', which would
// read as a new field or the message's end, so a break that would put one there moves a character earlier.
function fieldLines(tag: string, content: string): string[] {
  const lines: string[] = [];
  let rest = `:${tag}:${content}`;
  while (rest.length > LINE) {
    let cut = LINE;
    while (cut > 1 && /[:-]/.test(rest[cut])) cut--;
    lines.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  lines.push(rest);
  return lines;
}

function statementLines(t: Transaction, bankReference: string, digits: number): string[] {
  const reference = (referenceOf(t.description) ?? 'NONREF').slice(0, REFERENCE);
  const debit = t.amount < 0;
  // Value date, booking date (MMDD), D/C, amount, type, the customer's reference and the bank's (the row's stable id).
  const line = `:61:${yymmdd(t.date)}${yymmdd(t.date).slice(2)}${debit ? 'D' : 'C'}${swiftAmount(t.amount, digits)}${swiftTransactionCode(t)}${reference}//${bankReference.slice(0, REFERENCE)}`;
  const supplementary = swiftText(payeeOf(t)).slice(0, 34).trim();
  return [line, ...(supplementary ? [supplementary.replace(/^[:-]/, '.')] : []), ...fieldLines('86', details(t))];
}

function message(account: Account, index: number): string[] {
  const { digits, currency, accountId, entries, balances, idOf } = statementValues(account, index);
  return [
    `:20:${`BANKXL${yymmdd(balances.closingDate)}${index + 1}`.slice(0, REFERENCE)}`,
    `:25:${swiftText(accountId).slice(0, 35)}`,
    ':28C:1/1',
    balanceLine('60F', balances.opening, balances.openingDate, currency, digits),
    ...entries.flatMap((t) => statementLines(t, idOf.get(t)!, digits)),
    balanceLine('62F', balances.closing, balances.closingDate, currency, digits),
    '-',
  ];
}

/**
 * The Statement as SWIFT MT940, the customer statement European accounting systems import: one message per
 * account, each with its opening balance (:60F:), its entries (:61: with the structured :86:) and its closing
 * balance (:62F:), which always add up (bank-statement-values.ts says how balances a statement does not print are
 * found). Text is in SWIFT's character set, transliterated (swift-text.ts), within the fields' lengths.
 */
export function toMt940(statement: Statement): Buffer {
  const lines = statement.accounts.flatMap((account, index) => message(account, index));
  return Buffer.from(lines.length ? `${lines.join('\r\n')}\r\n` : '', 'ascii');
}
