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
 *   ("Money in from", "Eingang von"), or two when a preposition of direction stands after their first word and they
 *   hold a word of how the money moved ("CREDITO DE TERCEIRO <party>"; then only if the rules read every one of those
 *   rows with the first shared word in its payee: "TRANSFER TO DAVID <surname>" is two people already read);
 * - and what follows names parties: at least half the different continuations are a known brand or hold two words of
 *   three letters or more, not counting a town the engine knows nor words most continuations share (a tail such as
 *   "Card xx7712", "on 03 Feb"). One merchant printed with different towns ("JOE'S PIZZA BROOKLYN NY", "… QUEENS NY")
 *   fails this: each continuation is one town. So does a person paid several times with one-word memos;
 * - the shared words are not a known brand (brands.ts: "SHOPRITE <town>" rows keep their brand), and do not end with
 *   the label of a purpose or a reference field ("Zweck:", "ref", "for"): what follows such a label is a memo.
 *
 * One party paid several times for different things (`onePartyStart`): where two or more distinct descriptions share
 * words and then go on in different words of letters (not all known towns), and the shared words hold, after their
 * first word, a preposition of direction followed by two to four words of letters (two of three letters or more, not
 * towns) and at most a field's label ("ref", "Zweck:", "CONCEPTO"), the words up to the preposition are the bank's,
 * the name is the party and what differs is the memo ("Sent to | Megan Hale | ref Bills"). Words the statement showed
 * to be the bank's in another lead-in are skipped after the preposition ("PAGTO A TERCEIRO | RAFAEL COSTA"). A
 * preposition that is also a particle of names (de, da, di, du, des, van, von) counts only after a word of how the
 * money moved or such a word ("MARIA DE SOUZA SANTOS <memo>" is a person). These rows are read as a transfer.
 *
 * The bank's tail (`statementTails`): the last words (up to four, after any lead-in) that three or more distinct
 * descriptions share by shape, at the point where the word before them differs in three words of letters, when they
 * hold a code (a digit) or a word of how the money moved and no reference label, and what precedes them names parties
 * as above ("… Debit Card xx7712", "… on 03 Feb", "… C#8812"). A tail that says how the money moved still says so.
 *
 * The merchant's town (`townsCut`): among three or more rows under one lead-in (not the one-party kind), when more than
 * half end, before the tail and any region codes, in a town the engine knows (places.ts), the card network's town
 * field is there; a row that ends instead in a word of three letters or more the engine does not know, printed in no
 * other description of the statement, keeping two name words before it, ends in its town: the word is cut
 * ("MAPLE & RYE WORTHINGTON OH", "METZGEREI HOLZER PRIEN"). A shop printed without its town loses a word when its
 * last word is printed nowhere else: the statement cannot tell.
 *
 * A type column printed before each row (`typeCodes`): UK banks print the kind of each row as a code before it ("VIS",
 * "DD", "SO", "CR", "BP", ")))"). A code that is also a brand's name ("BP", the fuel company) cannot be told from the
 * brand in one row; in a statement whose rows start with three or more different codes of that column, a row starting
 * with it is the code's kind: "BP <payee> <memo>" is a bill payment (money out) to whoever follows. Only rows the rules
 * read with the code as their payee are read again.
 *
 * A row is re-read only when its payee today overlaps the lead-in's words (it holds the first of them, runs on past
 * them, or is only those words: "Buy" of "POS BUY 0412 <shop>"), or holds a word of a tail or town that is cut: a row
 * the rules already read past a known lead-in keeps its reading. The rest is read again as a party, behind a
 * lead-in of the kind the shared words say (a card's, a transfer's or a direct debit's word, see lead-in-words.ts),
 * so the category still knows the row was a card purchase, a transfer or a direct debit; the shared words themselves
 * are recorded in `why`.
 */
import { CITIES, REGION_CODES } from './places.js';
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

// (`folded`: each token upper case without accents, once; `keys`: the first words' shapes)
type Entry = { tokens: string[]; folded: string[]; keys: string[]; input: WordingInput };
/** Words read one after another from a description's start (or, for tails, from its end), each node the items under them. */
type Trie<T> = { entries: T[]; children: Map<string, Trie<T>> };
type Node = Trie<Entry>;

/** Files `item` under its first `depth` keys (each node on the way holds it). */
function addToTrie<T>(root: Trie<T>, keys: readonly string[], item: T, depth: number): void {
  let node = root;
  for (let d = 0; d < Math.min(keys.length - 1, depth); d++) {
    let child = node.children.get(keys[d]);
    if (!child) node.children.set(keys[d], (child = { entries: [], children: new Map() }));
    child.entries.push(item);
    node = child;
  }
}

// Tokens repeat across a statement's descriptions and its uploads: each is folded once (bounded, emptied when full).
const FOLDED = new Map<string, string>();
function foldToken(token: string): string {
  let f = FOLDED.get(token);
  if (f === undefined) {
    if (FOLDED.size >= 50_000) FOLDED.clear();
    FOLDED.set(token, (f = foldUpper(token)));
  }
  return f;
}
const hasLetters = (key: string) => /\p{L}{2,}/u.test(key);
const keyOf = (folded: string) => folded.replace(/\d+/g, '#');

/** Whether a row may be read again: one the rules read as a party, not the bank's own row nor a structured record. */
function readAsParty(r: PayeeReading, description: string): boolean {
  return !r.bankItem && !r.rowType && !r.noParty && r.kind !== 'bank' && !/\p{Script=Han}/u.test(description);
}

/** The words of a continuation (folded tokens) that could name a party: three letters or more, not a known town. */
function nameWords(tokens: string[]): string[] {
  let words = tokens.map((t) => t.replace(/[^\p{L}'&.-]/gu, '')).filter((t) => /\p{L}{3,}/u.test(t));
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
  const named = distinct.map((r) => [r, nameWords(r)] as const);
  for (const [, words] of named) for (const w of new Set(words)) seen.set(w, (seen.get(w) ?? 0) + 1);
  const common = (w: string) => distinct.length >= 3 && (seen.get(w) ?? 0) * 2 > distinct.length;
  let parties = 0;
  for (const [r, all] of named) {
    const words = all.filter((w) => !common(w));
    // A memo's word first ("BILLS", "POCKET MONEY", "RENT MARCH"): what a person was paid for, not another party.
    if (MEMO_WORDS.has(r[0] ?? '')) continue;
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
function rereadText(keys: string[], text: string, amount: number, transfer: boolean): string {
  const rest = fieldAsMemo(text);
  const kind = kindOf(keys);
  const last = keys[keys.length - 1];
  // (a preposition inside words with no card's strong word says which way too: "CREDITO DE TERCEIRO <party>")
  const strongCard = keys.some((k) => wordOfKind(k)?.strong && wordOfKind(k)?.kind === 'merchant');
  const toward = (k: string) => (amount < 0 && TOWARDS.has(k)) || (amount > 0 && FROM.has(k));
  if (kind === 'bill') return `DIRECT DEBIT ${rest}`;
  if (transfer || kind === 'person' || toward(last) || (!strongCard && keys.slice(1).some(toward))) return `TRANSFER ${amount > 0 ? 'FROM' : 'TO'} ${rest}`;
  if (kind === 'merchant') return `CARD PURCHASE ${rest}`;
  return rest;
}

/** Whether the payee read today holds the shared words: their first word, or words past them. */
function overlaps(payee: string, keys: string[], folded: string[], depth: number): boolean {
  const words = foldUpper(payee).split(' ');
  const first = keys.find(hasLetters);
  if (first && words.includes(first)) return true;
  const rest = new Set(folded.slice(depth));
  const shared = new Set(keys);
  // (a payee read from inside the shared words, running on past them, "durch Stadtwerke Rosenheim", or only the
  // shared words, "Buy" of "POS BUY 0412 <shop>")
  if (words.every((w) => shared.has(w))) return true;
  return words.some((w) => shared.has(w)) && words.some((w) => rest.has(w) && !shared.has(w));
}

// Prepositions of direction that are also particles of names ("Maria de Souza", "Jan van Dijk"): words before them
// are the bank's only when they say how the money moved.
const NAME_PARTICLES = new Set(['DE', 'DA', 'DI', 'DU', 'DES', 'VAN', 'VON']);
// How far back a bank's tail reaches ("AU Card xx7712", "on 03 Feb", "- Visa Purchase").
const MAX_TAIL = 4;

/** A statement's lead-in found for one description: how many of its words are the bank's, and what they say. */
type Found = { entry: Entry; depth: number; path: string[]; shared: number; transfer: boolean; memo?: { nameEnd: number; from: number }; lead?: string };

/** Whether the rules' reading of a row overlaps the bank's words and is not one person paid with memos. */
function wrappedBy(e: Entry, path: string[], depth: number): boolean {
  const r = e.input.reading;
  if (!overlaps(r.payee, path, e.folded, depth)) return false;
  return !(r.kind === 'person' && r.memo && foldUpper(r.payee).split(' ').every((w) => path.includes(w)));
}

/** Whether the words say how the money moved (a word of kind, strong or weak, or a card's compound). */
const anyKind = (keys: string[]) => keys.some((k) => wordOfKind(k) || CARD_COMPOUND.test(k));

/**
 * One party after the bank's words, paid several times for different things ("Sent to Megan Hale ref Rent March",
 * "… ref Bills"; "Auftrag an Katrin Meier Zweck: …"): at a node where the descriptions go on differently, the shared
 * words hold a preposition of direction after their first word, followed by a name of two to four words and at most
 * a field's label. Returns where the party starts, or null.
 */
function onePartyStart(path: string[], learnt: ReadonlySet<string>): number | null {
  const end = FIELD_LABEL.test(path[path.length - 1]) ? path.length - 1 : path.length;
  for (let i = end - 3; i >= 1; i--) {
    if (!DIRECTION.has(path[i])) continue;
    let start = i + 1;
    // (words the statement shows to be the bank's elsewhere: "PAGTO A TERCEIRO" beside "CREDITO DE TERCEIRO <x>")
    while (start < end - 2 && learnt.has(path[start])) start++;
    const name = path.slice(start, end);
    if (name.length < 2 || name.length > 4 || name.some((k) => k.includes('#') || !/^\p{L}/u.test(k))) return null;
    if (nameWords(name).length < 2) return null;
    const before = path.slice(0, i);
    if (!before.some(hasLetters)) return null;
    if (NAME_PARTICLES.has(path[i]) && !anyKind(before) && !before.some((k) => learnt.has(k))) return null;
    return start;
  }
  return null;
}

/**
 * The bank's lead-ins of one statement, by description: for each description whose payee today holds words the
 * statement shows to be the bank's, those words and the text to read instead. `rows` are the statement's distinct
 * descriptions with their reading by the per-description rules.
 */
export function statementLeadIns(rows: readonly WordingInput[]): Map<string, StatementLeadIn> {
  const root: Node = { entries: [], children: new Map() };
  const all: Entry[] = [];
  for (const input of rows) {
    if (!readAsParty(input.reading, input.description)) continue;
    const tokens = input.description.trim().split(/\s+/);
    const folded = tokens.map(foldToken);
    const keys = folded.slice(0, MAX_DEPTH + 1).map(keyOf);
    const entry = { tokens, folded, keys, input };
    all.push(entry);
    addToTrie(root, keys, entry, MAX_DEPTH);
  }
  const found = new Map<string, Found>();
  const nextLetters = (node: Node, depth: number) => [...new Set(node.entries.map((e) => e.keys[depth]))].filter(hasLetters);
  // Many parties after the same words.
  const visit = (node: Node, depth: number, path: string[]) => {
    // (the next word of each description, whether or not the description goes on after it)
    const letterChildren = nextLetters(node, depth);
    const last = path[path.length - 1];
    // Two parties are enough after a preposition of direction, or when one stands inside words that say how the
    // money moved ("CREDITO DE TERCEIRO <party>").
    const inner = path.slice(1).some((k) => DIRECTION.has(k)) && anyKind(path);
    const enough = letterChildren.length >= 3 || (letterChildren.length >= 2 && (DIRECTION.has(last) || inner));
    if (depth > 0 && enough && path.some(hasLetters) && !FIELD_LABEL.test(last)) {
      const entries = node.entries.filter((e) => hasLetters(e.keys[depth] ?? ''));
      const leadIn = entries[0].tokens.slice(0, depth).join(' ');
      // A brand's name starting the words is a chain's branches, unless a word of how the money moved follows it
      // ("AVIS DE PRELEVEMENT <creditor>" starts like the car renter's name).
      // (by an inner preposition alone only when the rules read none of them past the words: "TRANSFER TO DAVID
      // <surname>" is two people the rules already read after "TRANSFER TO")
      const first = path.find(hasLetters)!;
      const unread = enough && (letterChildren.length >= 3 || DIRECTION.has(last) || entries.every((e) => foldUpper(e.input.reading.payee).split(' ').includes(first)));
      if (unread && namesParties(entries.map((e) => e.folded.slice(depth))) && (saysHow(path) || !brandOf(leadIn))) {
        for (const e of entries) found.set(e.input.description, { entry: e, depth, path, shared: node.entries.length, transfer: false });
        // The rows under these words are read; deeper shared words are theirs (one merchant's towns), not the bank's.
        return;
      }
    }
    for (const [key, child] of node.children) if (child.entries.length >= 2) visit(child, depth + 1, [...path, key]);
  };
  visit(root, 0, []);
  // The words of those lead-ins are the bank's in this statement.
  const learnt = new Set<string>();
  for (const f of found.values()) for (const k of f.path) if (hasLetters(k) && !DIRECTION.has(k)) learnt.add(k);
  // One party paid for different things after the bank's words.
  const visitOne = (node: Node, depth: number, path: string[]) => {
    if (depth > 0 && node.entries.every((e) => found.has(e.input.description))) return;
    const memos = node.entries.map((e) => e.keys[depth]).filter((k): k is string => k !== undefined && hasLetters(k));
    if (depth > 0 && new Set(memos).size >= 2 && !memos.every((k) => CITIES.has(k))) {
      const start = onePartyStart(path, learnt);
      const leadIn = start === null ? '' : node.entries[0].tokens.slice(0, start).join(' ');
      if (start !== null && !brandOf(leadIn)) {
        // (what differs after the one name is what each payment was for: the name's words end before a field's label)
        const memo = { nameEnd: FIELD_LABEL.test(path[depth - 1]) ? depth - 1 : depth, from: depth };
        for (const e of node.entries) if (!found.has(e.input.description)) found.set(e.input.description, { entry: e, depth: start, path: path.slice(0, start), shared: node.entries.length, transfer: true, memo });
        return;
      }
    }
    for (const [key, child] of node.children) if (child.entries.length >= 2) visitOne(child, depth + 1, [...path, key]);
  };
  visitOne(root, 0, []);
  typeCodes(all, found);
  const tails = statementTails(all, found);
  const towns = townsCut(all, found, tails);
  const out = new Map<string, StatementLeadIn>();
  for (const e of all) {
    const f = found.get(e.input.description);
    const depth = f?.depth ?? 0;
    const path = f?.path ?? [];
    const tail = tails.get(e.input.description);
    const town = towns.get(e.input.description);
    if (!f && !tail && !town) continue;
    const end = town?.end ?? e.tokens.length - (tail?.length ?? 0);
    const payee = foldUpper(e.input.reading.payee).split(' ');
    // A row is read again when its payee holds the bank's leading words, or a tail or town that is cut.
    const cutWords = e.folded.slice(end).filter((w) => /\p{L}{2,}/u.test(w));
    const reread = (f && wrappedBy(e, path, depth)) || cutWords.some((w) => payee.includes(w));
    if (!reread || end <= depth) continue;
    const memo = f?.memo && f.memo.from < end ? f.memo : null;
    const rest = memo ? `${e.tokens.slice(depth, memo.nameEnd).join(' ')}, ${e.tokens.slice(memo.from, end).join(' ')}` : e.tokens.slice(depth, end).join(' ');
    const kindKeys = [...path, ...(tail?.keys ?? [])];
    out.set(e.input.description, {
      leadIn: e.tokens.slice(0, depth).join(' '),
      rest,
      reread: f?.lead ? `${f.lead} ${rest}` : rereadText(kindKeys, rest, e.input.amount, f?.transfer ?? false),
      shared: f?.shared ?? tail?.shared ?? 0,
    });
  }
  return out;
}

// The codes of a UK bank's type column, and what the ones the rules cannot tell from a brand say the row is.
const TYPE_CODES = new Set(['VIS', 'DD', 'SO', 'BP', 'OBP', 'IBP', 'CR', 'DR', 'TFR', 'ATM', 'CHQ', 'FPI', 'FPO', 'BGC', 'DEB', 'CPT', ')))', 'DEP', 'MPI', 'MPO', 'PAY', 'COR', 'CHG', 'DIV']);
const BILL_CODES = new Set(['BP', 'OBP', 'IBP']);

/** Rows starting with a bill payment's code in a statement that prints a type column (the module's comment), as found lead-ins. */
function typeCodes(all: readonly Entry[], found: Map<string, Found>): void {
  const codes = new Set(all.map((e) => e.folded[0]).filter((k) => TYPE_CODES.has(k)));
  if (codes.size < 3) return;
  for (const e of all) {
    if (!BILL_CODES.has(e.folded[0]) || e.tokens.length < 2 || found.has(e.input.description)) continue;
    if (foldUpper(e.input.reading.payee).split(' ')[0] !== e.folded[0]) continue;
    found.set(e.input.description, { entry: e, depth: 1, path: [e.keys[0]], shared: codes.size, transfer: false, lead: e.input.amount < 0 ? 'BILL PAYMENT TO' : 'TRANSFER FROM' });
  }
}

/** A bank's tail found for one description: how many of its last words, their keys, and how many rows share them. */
type Tail = { length: number; keys: string[]; shared: number };

/**
 * The bank's tail of each description (the module's comment): words that end several distinct descriptions, after
 * different parties, and hold a code or a word of how the money moved.
 */
function statementTails(all: readonly Entry[], found: ReadonlyMap<string, Found>): Map<string, Tail> {
  type TNode = Trie<{ e: Entry; keys: string[] }>;
  const root: TNode = { entries: [], children: new Map() };
  for (const e of all) {
    const from = found.get(e.input.description)?.depth ?? 0;
    // the words after the lead-in, last first; the party must keep a word
    const keys = e.folded.slice(Math.max(from, e.folded.length - MAX_TAIL - 1)).map(keyOf).reverse();
    addToTrie(root, keys, { e, keys }, MAX_TAIL);
  }
  const out = new Map<string, Tail>();
  const visit = (node: TNode, depth: number, path: string[]) => {
    const before = [...new Set(node.entries.map((x) => x.keys[depth]))].filter(hasLetters);
    const says = path.some((k) => k.includes('#')) || anyKind(path);
    if (depth > 0 && before.length >= 3 && says && !path.some((k) => FIELD_LABEL.test(k) && !k.endsWith(':'))) {
      const items = node.entries.filter((x) => hasLetters(x.keys[depth] ?? ''));
      const parties = items.map((x) => x.e.folded.slice(found.get(x.e.input.description)?.depth ?? 0, x.e.folded.length - depth));
      if (namesParties(parties)) {
        for (const x of items) out.set(x.e.input.description, { length: depth, keys: [...path].reverse(), shared: node.entries.length });
        return;
      }
    }
    for (const [key, child] of node.children) if (child.entries.length >= 3) visit(child, depth + 1, [...path, key]);
  };
  visit(root, 0, []);
  return out;
}

/** The last word of a party's text before any region codes after it ("WORTHINGTON OH"), and whether it ends in a known town. */
function lastWord(tokens: string[], foldedTokens: string[]): { index: number; towns: boolean } | null {
  let i = tokens.length - 1;
  while (i > 0 && REGION_CODES.has(foldedTokens[i]) && tokens[i] === tokens[i].toUpperCase()) i--;
  if (i < 0) return null;
  const folded = foldedTokens.slice(0, i + 1);
  for (let n = 3; n >= 1; n--) if (folded.length >= n && CITIES.has(folded.slice(-n).join(' '))) return { index: i, towns: true };
  return { index: i, towns: false };
}

/**
 * The merchant's town where the statement shows the card network's town field (the module's comment): among the rows
 * under one lead-in, more than half end (before the bank's tail and a region code) in a town the engine knows; then a
 * row ending in a word the engine does not know, printed in no other description, ends in its town too. Returns, by
 * description, where the party's text ends.
 */
function townsCut(all: readonly Entry[], found: ReadonlyMap<string, Found>, tails: ReadonlyMap<string, Tail>): Map<string, { end: number }> {
  const groups = new Map<string, { e: Entry; from: number; to: number }[]>();
  for (const e of all) {
    const f = found.get(e.input.description);
    if (!f || f.transfer) continue;
    const to = e.tokens.length - (tails.get(e.input.description)?.length ?? 0);
    const key = f.path.join(' ');
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key)!.push({ e, from: f.depth, to });
  }
  const out = new Map<string, { end: number }>();
  let seen: Map<string, number> | null = null;
  for (const rows of groups.values()) {
    if (rows.length < 3) continue;
    const ends = rows.map((r) => ({ r, last: lastWord(r.e.tokens.slice(r.from, r.to), r.e.folded.slice(r.from, r.to)) }));
    const towns = ends.filter((x) => x.last?.towns).length;
    if (towns < 2 || towns * 2 <= rows.length) continue;
    for (const { r, last } of ends) {
      if (!last || last.towns || last.index < 2) continue;
      const word = r.e.folded[r.from + last.index];
      if (!/^\p{L}{3,}$/u.test(word)) continue;
      if (nameWords(r.e.folded.slice(r.from, r.from + last.index)).length < 2) continue;
      // (not part of any party's name: the word ends this one row and is printed in no other description)
      seen ??= wordCounts(all);
      if ((seen.get(word) ?? 0) > 1) continue;
      out.set(r.e.input.description, { end: r.from + last.index });
    }
  }
  return out;
}

/** In how many descriptions each word (folded) is printed. */
function wordCounts(all: readonly Entry[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const e of all) for (const w of new Set(e.folded)) out.set(w, (out.get(w) ?? 0) + 1);
  return out;
}
