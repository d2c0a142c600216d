import { fold, headingKind, type ColumnKind } from '../keywords.js';

/**
 * Heading words over a column, read as a weak prior: what the column probably holds. The words come
 * from the lines above the first row, so a label may hold a title or a neighbour's words too ("transaction
 * detail date"); the longest run of words that names a column kind decides. No reading needs a label.
 */
export type MoneyHint = 'debit' | 'credit' | 'amount' | 'balance' | 'other' | null;
export type DateHint = 'transaction' | 'posting' | 'value' | 'date' | null;

/** Words that say a date column holds when the transaction happened ("Trade": a brokerage account's trade date). */
const TRANSACTION_DATE = /\b(trans\w*|txn|tran|trade|purchase|operation|oper|operacion|operacao|operazione|umsatz|compra|achat|op|operacji|islem|kop|kjop|tapahtuma\w*)\b/;
/** Words that say a date column holds when it was posted or booked ("LIQ": the settlement date of Mexican statements; "Settle": a trade's). */
const POSTING_DATE = /\b(post(ing|ed)?|settle(d|ment)?|booking|buchung\w*|book(ed)?|contabil\w*|registro|enregistre\w*|comptabilis\w*|ksiegowania|zauctovani|liq|liquidacion|liquidacao|bokf\w*|kirjaus\w*|bogf\w*)\b/;
/** Words that say a date column holds the value date. */
const VALUE_DATE = /\b(value|valeur|valuta|wert\w*|valor|val|waluty|valutadatum|rentedatum)\b/;

/** Word runs of a label, longest first, so "debit amount" is tried before "amount". */
function phrases(label: string): string[] {
  const words = fold(label)
    .replace(/[()[\]:*]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const out: string[] = [];
  for (let n = Math.min(words.length, 5); n >= 1; n--) for (let i = 0; i + n <= words.length; i++) out.push(words.slice(i, i + n).join(' '));
  return out;
}

const MONEY_KINDS: ColumnKind[] = ['debit', 'credit', 'amount', 'balance'];

export function moneyHint(label: string): MoneyHint {
  if (!label) return null;
  const whole = headingKind(label);
  if (whole && MONEY_KINDS.includes(whole)) return whole as MoneyHint;
  for (const p of phrases(label)) {
    const kind = headingKind(p);
    if (kind && MONEY_KINDS.includes(kind)) return kind as MoneyHint;
  }
  return null;
}

export function dateHint(label: string): DateHint {
  if (!label) return null;
  const text = fold(label);
  const transaction = TRANSACTION_DATE.test(text);
  const posting = POSTING_DATE.test(text);
  // Words of two columns' headings run into one label ("txn date value"): it says nothing for sure.
  if (VALUE_DATE.test(text)) return transaction || posting ? null : 'value';
  // "Date of Transaction" and "Posting Date" over two date columns: the words closest to the column decide.
  if (transaction && !posting) return 'transaction';
  if (posting && !transaction) return 'posting';
  return /\b(date|datum|fecha|data|date)\b/.test(text) ? 'date' : null;
}
