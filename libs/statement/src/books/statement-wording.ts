/**
 * A bank's wording read from the statement itself (issue 42): within one statement the bank wraps every row of a kind
 * in the same words ("Paid by card *4417 <shop> on 03 Feb", "AVIS DE PRELEVEMENT <creditor> REF …"), whatever those
 * words are. The phrase lists of payee.ts know the wording of the banks someone wrote them for; a bank nobody wrote
 * them for has its lead-in read as the payee ("Paid by" for every card row). What carries over to any bank is this
 * property of a statement: words that start many rows, each followed by a different party, are the bank's words, and
 * the party is what follows them.
 *
 * The property, exactly (`statementLeadIns`):
 * - only rows the per-description rules read as a party are looked at: the bank's own rows (fees, interest, cash,
 *   checks, a payment to the card), rows with a structure of their own (UPI strings, a Chinese type and counterparty,
 *   SEPA records) and rows in Han script are left as they are and are no evidence either;
 * - the leading words of those descriptions (compared by shape: digits count as one `#`, so dates and card numbers
 *   match) that several DISTINCT descriptions share, at the point where what follows them differs in a word of
 *   letters: at least three different next words, or two when the shared words end in a preposition of direction
 *   ("Money in from", "Eingang von");
 * - and what follows names parties: at least half the different continuations are a known brand or hold two words of
 *   three letters or more, not counting a town the engine knows nor words most continuations share (a tail such as
 *   "Card xx7712", "on 03 Feb"). One merchant printed with different towns ("JOE'S PIZZA BROOKLYN NY", "… QUEENS NY")
 *   fails this: each continuation is one town. So does a person paid several times with one-word memos;
 * - the shared words are not a known brand (brands.ts: "SHOPRITE <town>" rows keep their brand), and do not end with
 *   the label of a purpose or a reference field ("Zweck:", "ref", "for"): what follows such a label is a memo.
 *
 * A row is re-read only when its payee today overlaps those words (it holds the first of them, or runs on past them):
 * a row the rules already read past a known lead-in keeps its reading. The rest is read again as a party, behind a
 * lead-in of the kind the shared words say (a card's, a transfer's or a direct debit's word, see lead-in-words.ts),
 * so the category still knows the row was a card purchase, a transfer or a direct debit; the shared words themselves
 * are recorded in `why`.
 */
import { CITIES } from './places.js';
import { wordOfKind } from './lead-in-words.js';
import { brandOf, foldUpper, MEMO_WORDS, type PayeeReading } from './payee.js';

/** One distinct description of a statement, with how the per-description rules read it and the sign of its amount. */
export type WordingInput = { description: string; reading: PayeeReading; amount: number };

/** The bank's words found at the start of a description, and how to read the rest. */
export type StatementLeadIn = {
  /** The shared words as this description prints them ("Paid by card *4417"). */
  leadIn: string;
  /** What follows them, to be read as the party. */
  rest: string;
  /** The text to read instead: the rest behind a known lead-in of the kind the shared words say. */
  reread: string;
  /** How many distinct descriptions of the statement share the words. */
  shared: number;
};

// Deeper than any bank's lead-in: "SPESA CARTA DEBITO 12/03 ORE 10:21" is six words.
const MAX_DEPTH = 7;
// The label of a field whose value is a purpose or a reference, not a party.
const FIELD_LABEL = /:$|^(REF|REF\.|REFERENCE|REFERENZ|MEMO|FOR|FUR|FUER|VOOR|PER|ZWECK|VERWENDUNGSZWECK|CONCEPTO|CAUS|CAUSALE|MOTIF|MOTIVO|KENMERK|OMSCHRIJVING|DESCRIPTION|DESC)$/;
// Prepositions that end a lead-in before the party: with two different parties after them, the words are the bank's.
const DIRECTION = new Set(['TO', 'FROM', 'BY', 'AN', 'VON', 'DURCH', 'DE', 'A', 'PARA', 'POUR', 'VERS', 'VERSO', 'DA', 'NAAR', 'VAN', 'AAN', 'DI', 'DU', 'DES', 'AU']);
const TOWARDS = new Set(['TO', 'AN', 'A', 'PARA', 'POUR', 'VERS', 'VERSO', 'NAAR', 'AAN']);
const FROM = new Set(['FROM', 'VON', 'DE', 'DA', 'VAN', 'DI', 'DU', 'DES']);
// A compound naming the card ("DEBITKARTE", "KREDITKARTE", "GIROCARD"): a card's word.
const CARD_COMPOUND = /(KARTE|CARD|CARTE|CARTA|CARTAO|TARJETA)$/;

type Entry = { tokens: string[]; keys: string[]; input: WordingInput };
type Node = { entries: Entry[]; children: Map<string, Node> };

const hasLetters = (key: string) => /\p{L}{2,}/u.test(key);
const keyOf = (token: string) => foldUpper(token).replace(/\d+/g, '#');

/** Whether a row may be read again: one the rules read as a party, not the bank's own row nor a structured record. */
function readAsParty(r: PayeeReading, description: string): boolean {
  return !r.bankItem && !r.rowType && !r.noParty && r.kind !== 'bank' && !/\p{Script=Han}/u.test(description);
}

/** The words of a continuation that could name a party: three letters or more, not a known town. */
function nameWords(tokens: string[]): string[] {
  let words = tokens.map((t) => foldUpper(t).replace(/[^\p{L}'&.-]/gu, '')).filter((t) => /\p{L}{3,}/u.test(t));
  for (let n = 3; n >= 1; n--) {
    if (words.length > n && CITIES.has(words.slice(0, n).join(' '))) {
      words = words.slice(n);
      break;
    }
  }
  return words.filter((w) => !CITIES.has(w));
}

/** Whether the continuations after shared words name different parties (see the module's comment). */
function namesParties(rests: string[][]): boolean {
  const distinct = [...new Map(rests.map((r) => [r.join(' '), r])).values()];
  // Words most continuations share are the bank's tail or the statement's town, not a party's.
  const seen = new Map<string, number>();
  for (const r of distinct) for (const w of new Set(nameWords(r))) seen.set(w, (seen.get(w) ?? 0) + 1);
  const common = (w: string) => distinct.length >= 3 && (seen.get(w) ?? 0) * 2 > distinct.length;
  let parties = 0;
  for (const r of distinct) {
    const words = nameWords(r).filter((w) => !common(w));
    // A memo's word first ("BILLS", "POCKET MONEY", "RENT MARCH"): what a person was paid for, not another party.
    if (MEMO_WORDS.has(foldUpper(r[0] ?? ''))) continue;
    // (the brand table is asked last: it is the slow question)
    if (words.length >= 2 || brandOf(r.join(' '))) parties++;
  }
  return parties * 2 >= distinct.length;
}

/** What the shared words say the rows are: a direct debit, a transfer, a card purchase, or nothing known. */
function kindOf(keys: string[]): 'bill' | 'person' | 'merchant' | null {
  let kind: 'bill' | 'person' | 'merchant' | null = null;
  for (const k of keys) {
    const word = wordOfKind(k);
    const w = word?.kind ?? (CARD_COMPOUND.test(k) ? 'merchant' : null);
    if (w === 'bill') return 'bill';
    if (w === 'person') kind = 'person';
    else if (w === 'merchant' && !kind) kind = 'merchant';
  }
  return kind;
}

/** Whether the shared words hold a word that alone says how the money moved (a card's, a transfer's, a debit's). */
const saysHow = (keys: string[]) => keys.some((k) => wordOfKind(k)?.strong || CARD_COMPOUND.test(k));

/**
 * A purpose's field in the rest ("Tobias Wagner Zweck: Anteil Urlaub", "CLAIRE DUBOIS - PART RESTAURANT"): the party
 * before its label or a spaced dash, the purpose after a comma, as the rules read a memo ("PARKVIEW LETTINGS, CONCEPTO
 * ALQUILER").
 */
function fieldAsMemo(rest: string): string {
  const m = /^(.*?\p{L}.*?)\s+(?:\p{L}+:|-)\s+(.+)$/u.exec(rest);
  return m && !/\d/.test(m[1]) ? `${m[1]}, ${m[2]}` : rest;
}

/** The rest behind a known lead-in of the kind the shared words say, so the category still knows what the row was. */
function rereadText(keys: string[], text: string, amount: number): string {
  const rest = fieldAsMemo(text);
  const kind = kindOf(keys);
  const last = keys[keys.length - 1];
  if (kind === 'bill') return `DIRECT DEBIT ${rest}`;
  if (kind === 'person' || (amount < 0 && TOWARDS.has(last)) || (amount > 0 && FROM.has(last))) return `TRANSFER ${amount > 0 ? 'FROM' : 'TO'} ${rest}`;
  if (kind === 'merchant') return `CARD PURCHASE ${rest}`;
  return rest;
}

/** Whether the payee read today holds the shared words: their first word, or words past them. */
function overlaps(payee: string, keys: string[], tokens: string[], depth: number): boolean {
  const words = foldUpper(payee).split(' ');
  const first = keys.find(hasLetters);
  if (first && words.includes(first)) return true;
  const rest = new Set(tokens.slice(depth).map((t) => foldUpper(t)));
  const shared = new Set(keys);
  // (a payee read from inside the shared words and running on past them: "durch Stadtwerke Rosenheim")
  return words.some((w) => shared.has(w)) && words.some((w) => rest.has(w) && !shared.has(w));
}

/**
 * The bank's lead-ins of one statement, by description: for each description whose payee today holds words the
 * statement shows to be the bank's, those words and the text to read instead. `rows` are the statement's distinct
 * descriptions with their reading by the per-description rules.
 */
export function statementLeadIns(rows: readonly WordingInput[]): Map<string, StatementLeadIn> {
  const root: Node = { entries: [], children: new Map() };
  for (const input of rows) {
    if (!readAsParty(input.reading, input.description)) continue;
    const tokens = input.description.trim().split(/\s+/);
    const keys = tokens.slice(0, MAX_DEPTH + 1).map(keyOf);
    const entry = { tokens, keys, input };
    let node = root;
    for (let d = 0; d < Math.min(keys.length - 1, MAX_DEPTH); d++) {
      let child = node.children.get(keys[d]);
      if (!child) node.children.set(keys[d], (child = { entries: [], children: new Map() }));
      child.entries.push(entry);
      node = child;
    }
  }
  const out = new Map<string, StatementLeadIn>();
  const visit = (node: Node, depth: number, path: string[]) => {
    // (the next word of each description, whether or not the description goes on after it)
    const letterChildren = [...new Set(node.entries.map((e) => e.keys[depth]))].filter(hasLetters);
    const last = path[path.length - 1];
    const enough = letterChildren.length >= 3 || (letterChildren.length >= 2 && DIRECTION.has(last));
    if (depth > 0 && enough && path.some(hasLetters) && !FIELD_LABEL.test(last)) {
      const entries = node.entries.filter((e) => hasLetters(e.keys[depth] ?? ''));
      // The rows whose payee today holds the shared words; a person the rules read with a memo, whose name is the
      // shared words, is one person paid for different things.
      const wrapped = entries.filter((e) => {
        const r = e.input.reading;
        if (!overlaps(r.payee, path, e.tokens, depth)) return false;
        return !(r.kind === 'person' && r.memo && foldUpper(r.payee).split(' ').every((w) => path.includes(w)));
      });
      const leadIn = entries[0].tokens.slice(0, depth).join(' ');
      // A brand's name starting the words is a chain's branches, unless a word of how the money moved follows it
      // ("AVIS DE PRELEVEMENT <creditor>" starts like the car renter's name).
      if (namesParties(entries.map((e) => e.tokens.slice(depth))) && (saysHow(path) || !brandOf(leadIn))) {
        for (const e of wrapped) {
          const rest = e.tokens.slice(depth).join(' ');
          out.set(e.input.description, { leadIn: e.tokens.slice(0, depth).join(' '), rest, reread: rereadText(path, rest, e.input.amount), shared: node.entries.length });
        }
        // The rows under these words are read; deeper shared words are theirs (one merchant's towns), not the bank's.
        return;
      }
    }
    for (const [key, child] of node.children) if (child.entries.length >= 2) visit(child, depth + 1, [...path, key]);
  };
  visit(root, 0, []);
  return out;
}
