/**
 * A lead-in no bank's phrase list names, read word by word (issue 42): banks wrap the other party in words that say
 * how the money moved ("PAGAMENTO CARTAO DEBITO", "ONLINE POS PURCHASE", "KARTE GIROCARD"), followed by a date, a time
 * or the card's masked number. Each bank orders those words its own way, so a list of whole phrases (payee.ts's
 * LEAD_INS) misses the next bank's; the words themselves are few in each language. This reads the run of such words
 * and codes at the start of a description, and says what kind of party follows them.
 *
 * Only a run that holds at least one word of how the money moved counts, and something name-like must follow it:
 * a description that starts with a shop's own name ("CARD FACTORY", "PAYMENT SENSE LTD" aside) is left alone unless
 * its first word is one of these and the next ones are too.
 */

export type WordLeadIn = { leadIn: string; kind: 'merchant' | 'person' | 'bill'; length: number };

// Words that say the row was paid by card or at a shop's terminal, in the languages the engine reads (folded, upper
// case). Strong words say it alone; weak ones are also words of names ("CREDIT AGRICOLE", "ONLINE PHARMACY", "DOC
// MARTENS") and count only beside another word of the run.
const STRONG_CARD = [
  'PURCHASE', 'PURCHASES', 'POS', 'EFTPOS', 'CONTACTLESS', 'COMPRA', 'COMPRAS', 'TARJETA', 'TARJ', 'TARJ.', 'CARTAO', 'PAGAMENTO',
  'PAGTO', 'CARTE', 'ACHAT', 'PAIEMENT', 'SANS-CONTACT', 'KARTENZAHLUNG', 'GIROCARD', 'KARTENUMSATZ', 'BEZAHLUNG', 'KONTAKTLOS',
  'ACQUISTO', 'BANCOMAT', 'BETAALPAS', 'PINBETALING', 'AANKOOP', 'PAGO',
  // e-commerce abbreviated as Austrian and German banks print a card's online purchase ("E-COMM 49,99 LU K1 …")
  'E-COMM',
  // Belgium's debit card scheme and the Dutch words for a debit card and a card payment ("BETALING VIA BANCONTACT 03-05
  // 14u22 <shop>", "Aankoop Bancontact met kaart 6703 …", "BETALING MET DEBETKAART NUMMER 4871 … <shop>")
  'BANCONTACT', 'DEBETKAART', 'BETAALKAART', 'KAARTBETALING', 'BANKKAART',
  // Angola's card network ("COMPRA TPA MULTICAIXA <shop>")
  'MULTICAIXA',
];
const WEAK_CARD = [
  'CARD', 'DEBIT', 'CREDIT', 'VISA', 'ELECTRON', 'MASTERCARD', 'MC', 'MAESTRO', 'AMEX', 'ELO', 'RUPAY', 'ONLINE', 'INTERNET', 'ECOM',
  'E-COMMERCE', 'AUTH', 'AUTHORIZED', 'AUTHORISED', 'PIN', 'RECURRING', 'DEBITO', 'CREDITO', 'PAG', 'CB', 'FACTURE', 'KARTE', 'CARTA',
  'PAGAMENTI', 'BETALING', 'MOBILE',
  // French "en ligne" (online: "ACHAT EN LIGNE 17/03 <shop>"); a word of names alone ("LIGNE ROSET"), so weak; a shop's
  // terminal (TPE, "ACHAT TPE 12/03 <shop>") and a deferred debit card ("ACHAT DEBIT DIFFERE <shop>")
  'LIGNE', 'TPE', 'DIFFERE',
  // Spanish "comercio" (a shop: "PAGO EN COMERCIO <shop>", "COMPRA EN COMERCIO <shop>")
  'COMERCIO',
  // a demand deposit account's card purchase, abbreviated ("VISA DDA PUR"); US banks' abbreviations of debit, card and
  // purchase ("DBT CRD 0412 01/14 <shop>", "DEBIT CRD PURCH 0311 <shop>")
  'DDA', 'PUR', 'DBT', 'CRD', 'PURCH', 'PRCH',
  // Dutch "kaart" (card) and "contactloos", a word of names alone ("KAART EN BOEK")
  'KAART', 'CONTACTLOOS', 'AANKOPEN',
  // German "Zahlung" after a card's scheme ("Visa Zahlung <shop>", "MASTERCARD ZAHLUNG <shop>"), a bank's Visa card
  'ZAHLUNG', 'VISACARD', 'KARTENNUMMER', 'KARTEN-NR', 'KARTEN-NR.',
  // an online purchase ("Web Purchase <shop>")
  'WEB',
  // Spanish "consumo" (a card's spending: "CONSUMO TARJETA DEBITO <shop>"); Angola's shop terminal (TPA)
  'CONSUMO', 'TPA',
];
const STRONG_TRANSFER = ['TRANSFER', 'TRANSFERENCIA', 'TRASPASO', 'VERSEMENT', 'VIREMENT', 'UBERWEISUNG', 'UEBERWEISUNG', 'GUTSCHRIFT', 'BONIFICO', 'OVERBOEKING', 'BIZUM', 'ZELLE', 'INTERAC', 'E-TRANSFER', 'ETRANSFER', 'P2P',
  // Belgian Dutch: a transfer ("OVERSCHRIJVING NAAR <iban> <name>", "INSTANTOVERSCHRIJVING VAN …"), a standing order
  // ("DOORLOPENDE OPDRACHT NAAR …"), an urgent Dutch transfer
  'OVERSCHRIJVING', 'INSTANTOVERSCHRIJVING', 'OPDRACHT', 'BETALINGSOPDRACHT', 'SPOEDOVERBOEKING',
  // a credit in Dutch (after a card's word, the card was credited)
  'BIJSCHRIJVING',
  // a deposit paid in by someone ("STORTING VAN <name>"; cash paid in is read as cash before these words)
  'STORTING',
  // payment apps between people in Peru and Colombia ("YAPE A <name>", "PLIN DE <name>", "NEQUI", "DAVIPLATA")
  'YAPE', 'PLIN', 'NEQUI', 'DAVIPLATA'];
const WEAK_TRANSFER = ['TRANSF', 'TRANSF.', 'TRF', 'VIR', 'UBERW', 'UBERW.', 'PIX', 'TED', 'DOC', 'INTERBANCARIA', 'INTERBANCARIO', 'INTERBANK',
  // a payment app's own words for its kinds of row ("Zelle money sent to <name>", "… money received from <name>")
  'MONEY', 'SENT', 'RECEIVED',
  // Malaysia's interbank GIRO ("IBG CREDIT <name>")
  'IBG'];
const STRONG_DEBIT = ['EINZUG', 'LASTSCHRIFT', 'PRELEVEMENT', 'PRLV', 'DOMICILIACION', 'RECIBO', 'ADEUDO', 'ADDEBITO', 'INCASSO',
  // a Belgian direct debit in Dutch and French ("EUROPESE DOMICILIERING <creditor>", "Domiciliation …"), Rabobank's "Euro-incasso"
  'DOMICILIERING', 'DOMICILIATION', 'EURO-INCASSO'];
const WEAK_DEBIT = ['MANDATE'];

// Where the card was used, printed after a bank's card phrase ("COMPRA NACIONAL", "Compra Internacional", "COMPRA INTL"):
// alone these are words of names ("NATIONAL TRUST", "INTERNATIONAL HOUSE"), so they count only after the phrase.
const AFTER_CARD = ['NACIONAL', 'INTERNACIONAL', 'INTERNATIONAL', 'INTL', 'DOMESTIC', 'OVERSEAS', 'EXTERIOR', 'EXTERIEUR', 'ETRANGER'];

export type Word = { kind: WordLeadIn['kind']; strong: boolean };
const WORDS = new Map<string, Word>([
  ...STRONG_CARD.map((w) => [w, { kind: 'merchant', strong: true }] as const),
  ...WEAK_CARD.map((w) => [w, { kind: 'merchant', strong: false }] as const),
  ...STRONG_TRANSFER.map((w) => [w, { kind: 'person', strong: true }] as const),
  ...WEAK_TRANSFER.map((w) => [w, { kind: 'person', strong: false }] as const),
  ...STRONG_DEBIT.map((w) => [w, { kind: 'bill', strong: true }] as const),
  ...WEAK_DEBIT.map((w) => [w, { kind: 'bill', strong: false }] as const),
]);
// A credit's word: after a card's word it says the card was credited (a refund), not that a transfer came in.
const CARD_CREDIT = new Set(['GUTSCHRIFT', 'BIJSCHRIJVING']);
const AFTER_CARD_WORD: Word = { kind: 'merchant', strong: false };
/**
 * Words joined by a hyphen ("BANCONTACT-BETALING", "MAESTRO-BETALING", "KBC-DEBETKAART"): two words of the run, or a
 * bank's short name before one, read as the one word they make (a non-card kind decides, as in a run).
 */
function hyphenWord(token: string): Word | undefined {
  const parts = token.split('-');
  if (parts.length !== 2 || !parts[0] || !parts[1]) return undefined;
  const [a, b] = parts.map((p) => WORDS.get(p));
  // (two words of the run say as much as two words apart: "MAESTRO-BETALING")
  if (a && b) return { kind: a.kind !== 'merchant' ? a.kind : b.kind, strong: true };
  if (b && b.strong && /^[A-Z]{2,5}$/.test(parts[0])) return b;
  return undefined;
}

/** What one word (folded, upper case) says of how the money moved, when it is one of the words above. */
export const wordOfKind = (token: string): Word | undefined => WORDS.get(token) ?? hyphenWord(token);

// Words that join the others without saying anything themselves ("PAYMENT TO", "COMPRA EN", "ACHAT CHEZ", "PAGO EN",
// Dutch "BETALING … AAN <shop>", "BIJ").
// A number's label ("CARTE N° XXXX1234", "CARTE DE DEBIT NUMERO 4871") joins the card's word to its number.
const JOINERS = new Set(['N°', 'Nº', 'NUMERO', 'NUM', 'NUM.', 'NR', 'NR.', 'NUMMER', 'MET', 'NAAR', 'VAN', 'OM', 'AAN', 'BIJ', 'UW', 'VOTRE', 'SU', 'ORE', 'ALLE', 'DI', 'TO', 'AT', 'ON', 'WITH', 'AVEC', 'SANS', 'CONTACT', 'EN', 'EM', 'NO', 'CHEZ', 'POUR', 'PARA', 'VERS', 'A', 'TRAMITE', 'MEDIANTE', 'BEI', 'PRESSO', 'CON', 'COM', 'MIT', 'PAR', 'POR', 'VIA', 'FROM', 'DE', 'DA', 'DU', 'DEL', 'DO', '-', '/', '@']);
const ARTICLES = new Set(['LA', 'LE', 'THE', 'DER', 'DIE', 'EL', 'IL']);
// Nouns that name the bank's document before the words of how the money moved ("ORDRE DE VIREMENT POUR <name>", "ORDEN
// DE TRANSFERENCIA A <name>", "AVIS DE PRELEVEMENT <creditor>"): they say nothing alone, so a run may start with them
// and their joiner only when a word of how the money moved follows.
const DOCUMENT_NOUNS = new Set(['ORDRE', 'ORDEN', 'ORDINE', 'AVIS', 'AVISO', 'ORDEM', 'DISPOSIZIONE']);
// Spanish banks print the side of the account first, credit or debit, then the kind ("ABONO TRANSFERENCIA <name>",
// "CARGO BIZUM <name>"): like the document's nouns they say nothing alone ("CARGO BIKES"), so a run may start with them
// only when a word of how the money moved follows; they leave the kind to that word.
const SIDE_WORDS = new Set(['ABONO', 'CARGO',
  // (likewise the scheme's or the schedule's adjective before the kind: "EUROPESE OVERSCHRIJVING", "Europese domiciliëring",
  // "Domiciliation européenne", "DOORLOPENDE OPDRACHT", "Periodieke overboeking": alone they are words of names)
  'EUROPESE', 'EUROPEES', 'EUROPEEN', 'EUROPEENNE', 'DOORLOPENDE', 'PERIODIEKE',
  // (Dutch "verrichting", a transaction, before its kind: "VERRICHTING BANCONTACT <shop>")
  'VERRICHTING', 'OPERAZIONE', 'OPERACION', 'OPERACAO',
  // (an instant transfer's adjective written apart: "INSTANT OVERSCHRIJVING VAN …", "INSTANT TRANSFER TO …")
  'INSTANT']);
// Joiners that are also the particles and articles names start with ("DE GROENE VLINDER", "DA MARIO", "DEL PRADO"): after
// a bank's phrase they begin the name, unless a word of how the money moved or a code follows them.
const NAME_PARTICLES = new Set(['DE', 'DA', 'DU', 'DO', 'DEL', 'DI', 'VAN', 'VON']);
// Codes between the words: dates, times, masked or short card numbers, terminal ids.
// An amount with a decimal comma, and a card's number on the account ("K1", Karte 1), are codes too: Austrian banks print
// a card row's fields as "<kind> <amount> <country> K<n> <dd.mm.> <hh:mm> <shop>" ("POS 12,40 AT K1 02.03. 08:14 BILLA").
const CODE = /^(\d{1,6},\d{2}|K\d{1,2}|\d{1,2}[/.-]\d{1,2}([/.-]\d{2,4})?\.?|\d{4}-\d{2}-\d{2}|\d{1,2}[:hHuU.]\d{2}(:\d{2})?|\d{1,4}[X*]{2,}\d*|\d{1,2}[A-Z]{3}\d{0,4}|[X*]+\d{2,4}|[X*]{4,}|\d{7,}|\d{4,}[X*]+\d*|[A-Z0-9]{1,3}\*\d{2,4}|\d{1,6}|#\d+)$/;

// The country where the card was used, printed between the amount and the card's number ("49,99 LU K1"): two capitals
// are a code only there (alone they may be a name's initials or a joiner: "AT").
// The amount in a currency's code, printed among a card row's fields ("KARTENZAHLUNG 12,40 EUR <shop>", "POS EUR 25,00
// <shop>", "Debit card purchase 12.40 EUR at <shop>"): the code is a field only beside an amount.
const AMOUNT = /^\d{1,6}[.,]\d{2}$/;
const CURRENCIES = new Set(['EUR', 'USD', 'GBP', 'CHF', 'SEK', 'NOK', 'DKK', 'PLN', 'CZK', 'HUF', 'RON', 'JPY', 'CNY', 'HKD', 'SGD', 'AUD', 'NZD', 'CAD', 'INR', 'BRL', 'MXN', 'ZAR', 'AED', 'TRY', 'ARS', 'CLP', 'COP', 'PEN']);
const CURRENCY_BESIDE_AMOUNT = (t: string, before: string | undefined, after: string | undefined): boolean => CURRENCIES.has(t) && (AMOUNT.test(before ?? '') || AMOUNT.test(after ?? ''));
const COUNTRY_BEFORE_CARD = (t: string, next: string | undefined): boolean => /^[A-Z]{2}$/.test(t) && /^K\d{1,2}$/.test(next ?? '');
// An account number printed after a transfer's words ("OVERSCHRIJVING NAAR BE71 0961 2345 6769 <name>"): an IBAN's
// country and check digits, spaced in groups of four, or glued whole; its groups of digits are codes already.
const IBAN_HEAD = (t: string, next: string | undefined): boolean => (/^[A-Z]{2}\d{2}$/.test(t) && /^[A-Z0-9]{4}$/.test(next ?? '') && /\d/.test(next ?? '')) || /^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(t);

/**
 * The word-by-word lead-in at the start of `folded` (upper case, accents removed), or null when the text does not
 * start with how the money moved. `length` counts characters of `folded`. `afterLeadIn`: the text follows a lead-in a
 * bank's phrase list found, whose words may go on ("COMPRA" + "TARJETA DEBITO …").
 */
export function wordLeadIn(folded: string, opts: { afterLeadIn?: boolean } = {}): WordLeadIn | null {
  const tokens = folded.split(' ');
  let end = 0;
  // After a bank's own phrase, that phrase already said how the money moved: joiners and codes may follow at once.
  let said = opts.afterLeadIn ? 1 : 0;
  let strong = false;
  let kind: WordLeadIn['kind'] = 'merchant';
  // (how many document nouns and their joiners lead the run, before any word of how the money moved)
  let document = 0;
  // (whether one of them was a document's noun: an order)
  let order = false;
  for (let k = 0; k < tokens.length - 1; k++) {
    const t = tokens[k].replace(/[,:;]$/, '');
    const word = WORDS.get(t) ?? hyphenWord(t) ?? (opts.afterLeadIn && AFTER_CARD.includes(t) ? AFTER_CARD_WORD : undefined);
    if (said === 0 && k === document && (DOCUMENT_NOUNS.has(t) || SIDE_WORDS.has(t) || (k > 0 && JOINERS.has(t)))) {
      document++;
      order ||= DOCUMENT_NOUNS.has(t);
      continue;
    }
    if (word) {
      said++;
      strong ||= word.strong;
      // A transfer's or a debit's word decides the kind over a card's ("CARD TRANSFER TO" is a transfer), but a credit's
      // word after a card's is the card's money back, a merchant's refund ("E-COMM Gutschrift 39,95 DE K1 12.03. <shop>").
      if (word.kind !== 'merchant' && !(kind === 'merchant' && said > 1 && CARD_CREDIT.has(t))) kind = word.kind;
    } else if (said > 0 && (JOINERS.has(t) || CODE.test(t) || (ARTICLES.has(t) && WORDS.has(tokens[k + 1] ?? '')) || COUNTRY_BEFORE_CARD(t, tokens[k + 1]) || IBAN_HEAD(t, tokens[k + 1]) || (ARTICLES.has(t) && CODE.test(tokens[k + 1] ?? '')) || AMOUNT.test(t) || CURRENCY_BESIDE_AMOUNT(t, tokens[k - 1], tokens[k + 1]))) {
      // (an article only before another word of the run: "PAIEMENT AVEC LA CARTE"; "CB LA CAVE" is a name)
      // a joiner or a code only after a word that said something: "DE MARCHI" alone is a name
    } else break;
    end = k + 1;
  }
  // After a bank's phrase, a name's particle alone is the name's first word ("BEA, Betaalpas DE GROENE VLINDER").
  if (opts.afterLeadIn && said === 1 && tokens.slice(0, end).every((t) => NAME_PARTICLES.has(t))) return null;
  // Joiners that ended the run belong to it; what follows must look like a name (letters, not another code).
  // After a bank's own phrase ("COMPRA" then "TARJETA DEBITO 4512****1234"), one word of the kind is enough.
  if (end === 0 || !(strong || said >= 2 || opts.afterLeadIn)) return null;
  const next = tokens[end] ?? '';
  // (a name may start with one letter: "VISA DEBIT PURCHASE Z ENERGY", "… R HENARE")
  // (or an initial with its dot: "OVERSCHRIJVING NAAR J. DE VRIES")
  const initial = /^\p{L}\.?$/u.test(next) && /\p{L}{2,}/u.test(tokens[end + 1] ?? '');
  if ((!/\p{L}{2,}/u.test(next) && !initial) || CODE.test(next)) return null;
  // An order is given to a party, never at a card's terminal: "ORDEN DE PAGO A <name>" is a payment order, a transfer.
  if (order && kind === 'merchant') kind = 'person';
  const leadIn = tokens.slice(0, end).join(' ');
  return { leadIn, kind, length: leadIn.length };
}
