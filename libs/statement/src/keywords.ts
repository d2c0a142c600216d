/** Printable ASCII: nothing in it to decompose or take accents off, so folding skips Unicode normalisation. */
export const isPrintableAscii = (s: string): boolean => /^[ -~]*$/.test(s);

/**
 * Words that statements in many languages use for column headings and for rows that are not
 * transactions. Everything is compared after folding: lower case, accents removed.
 */
export const fold = (s: string): string =>
  (isPrintableAscii(s) ? s : s.normalize('NFD').replace(/[\u0300-\u036f]/g, '')).toLowerCase().replace(/\s+/g, ' ').trim();

export type ColumnKind = 'date' | 'valueDate' | 'description' | 'debit' | 'credit' | 'amount' | 'balance' | 'currency' | 'other';

const HEADINGS: Record<ColumnKind, string[]> = {
  date: [
    'date', 'datum', 'fecha', 'data', 'buchungstag', 'buchungsdatum', 'buchung', 'trans date', 'transaction date', 'txn date',
    'tran date', 'posting date', 'post date', 'booking date', 'date operation', 'date de l operation', 'date op', 'boekdatum',
    'fecha operacion', 'fecha oper', 'data operazione', 'data contabile', 'dates', 'date posted', 'posted', 'posted date', 'trans', 'txn dt',
    'tran dt', 'transaction dt', 'buchungsdat', 'f operacion', 'f oper', 'fecha de operacion', 'fecha op', 'f contable', 'date d operation',
    'data operacao', 'data mov', 'data movimento',
  ],
  valueDate: [
    'value date', 'date valeur', 'valeur', 'valuta', 'wertstellung', 'wert', 'fecha valor', 'f valor', 'data valuta', 'valutadatum',
    'rentedatum', 'value dt', 'val date',
  ],
  description: [
    'description', 'details', 'detail', 'particulars', 'narrative', 'narration', 'verwendungszweck', 'buchungstext', 'beschreibung', 'text',
    'vorgang', 'concepto', 'descripcion', 'libelle', 'libelle de l operation', 'nature de l operation', 'operation', 'operations',
    'omschrijving', 'mededelingen', 'transaction details', 'payment type and details', 'payee', 'merchant', 'memo', 'descrizione',
    'causale', 'descricao', 'transaction description', 'description of transaction', 'activity', 'umsatz',
  ],
  debit: [
    'debit', 'debits', 'withdrawals', 'withdrawal', 'withdrawal amt', 'withdrawal amount', 'paid out', 'money out', 'payments out', 'soll',
    'cargo', 'cargos', 'af', 'lastschrift', 'belastung', 'belastungen', 'ausgang', 'ausgaben', 'debit amount', 'dr', 'charges',
    'retiros', 'uscite', 'addebiti', 'dare', 'debito', 'out', 'withdrawals (-)', 'payments',
    // Money out in the other languages whose dates the engine reads (folded: accents gone, æ ø ł kept).
    'uttag', 'uttag kr', 'hævet', 'hævninger', 'udbetaling', 'udbetalinger', 'utbetaling', 'utbetalinger', 'ut', 'debet', 'uitgaven',
    'wypłaty', 'wypłata', 'obciazenia', 'wydatki', 'vydaj', 'vydaje', 'vydej', 'retraits', 'debits', 'saidas', 'debitos',
    'borc', 'otto', 'otot', 'veloitus', 'veloitukset', 'terheles', 'terhelesek', 'addebito', 'uscita', 'salidas', 'egresos',
    '出金', '支出', 'お引出し', 'お引出', '引出', 'お支払金額', '借方',
  ],
  credit: [
    'credit', 'credits', 'deposits', 'deposit', 'deposit amt', 'deposit amount', 'paid in', 'money in', 'payments in', 'haben', 'abono',
    'abonos', 'bij', 'gutschrift', 'gutschriften', 'eingang', 'einnahmen', 'credit amount', 'cr', 'ingresos', 'entrate', 'accrediti',
    'avere', 'credito', 'in', 'deposits (+)', 'receipts',
    'insattning', 'insattningar', 'indsat', 'indsætninger', 'indbetaling', 'indbetalinger', 'innskudd', 'inn', 'kredit', 'bijschrijvingen',
    'inkomsten', 'wpłaty', 'wpłata', 'uznania', 'wpływy', 'wplywy', 'prijem', 'prijmy', 'depots', 'entradas', 'creditos', 'alacak', 'pano',
    'panot', 'hyvitys', 'hyvitykset', 'jovairas', 'jovairasok', 'accredito', 'entrata', 'ingreso',
    '入金', '收入', 'お預入れ', 'お預入', '預入', '預入金額', '贷方',
  ],
  amount: ['debit/credit', 'credit/debit', 'withdrawal/deposit', 'deposit/withdrawal', 'amount', 'betrag', 'importe', 'montant', 'bedrag', 'importo', 'valor', 'amount in', 'transaction amount', 'umsatz in',
    'belopp', 'beløb', 'beløp', 'kwota', 'castka', 'summa', 'maara', 'tutar', 'osszeg', 'montante', 'kwota operacji', '金額', '金额', '交易金额', '取引金額'],
  balance: [
    'balance', 'saldo', 'solde', 'kontostand', 'running balance', 'closing balance', 'balance (+/-)', 'ledger balance', 'available balance',
    'saldo contable', 'nuevo saldo', 'zustatek', 'bakiye', 'egyenleg', 'saldo po operacji', '残高', '余额', '差引残高', '账户余额',
  ],
  // Each row's currency, in a table that mixes several ("Valuta" is left out: in Italian it is the value date).
  currency: ['currency', 'ccy', 'curr', 'cur', 'wahrung', 'devise', 'moneda', 'divisa', 'munt'],
  other: [
    'ref', 'reference', 'ref no', 'chq no', 'chq/ref no', 'chq./ref.no.', 'cheque no', 'check no', 'check number', 'type', 'reference number',
    'referenz', 'referencia', 'reference de l operation', 'code', 'dr/cr', 'cr/dr', 'riferimento', 'kenmerk', 'cheque', 'chq',
    'transaction type', 'buchungsart', 'tipo', 'type d operation', 'comprobante', 'nro comprobante', 'cupon', 'nro cupon', 'voucher',
    'documento', 'doc', 'autorizacion', 'autorizacao',
  ],
};

const HEADING_INDEX = new Map<string, ColumnKind>();
for (const [kind, words] of Object.entries(HEADINGS) as [ColumnKind, string[]][]) {
  for (const w of words) if (!HEADING_INDEX.has(w)) HEADING_INDEX.set(w, kind);
}

/** Words a heading adds to its column's name without changing it: "Debit Amt", "Amount (SGD)", "Withdrawal Amount in Rs". */
const FILLER = /^(amt|amts|amount|amounts|in|em|en|of|no|nr|rs|inr|[a-z])$/;

/**
 * Heading detection asks about every cell of every line, alone and stacked with its neighbours, so the
 * same texts come back many times on a long statement: answers are remembered (bounded, cleared when full).
 */
const headingKinds = new Map<string, ColumnKind | null>();
const HEADING_CACHE_SIZE = 20_000;

/** The column a heading cell names, ignoring a currency in parentheses ("Betrag (EUR)", "Paid out £", "(GBP) Amount"). */
export function headingKind(cell: string): ColumnKind | null {
  const known = headingKinds.get(cell);
  if (known !== undefined) return known;
  if (headingKinds.size >= HEADING_CACHE_SIZE) headingKinds.clear();
  const kind = readHeadingKind(cell);
  headingKinds.set(cell, kind);
  return kind;
}

function readHeadingKind(cell: string): ColumnKind | null {
  const text = fold(cell)
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\b(in )?(eur|usd|gbp|chf|jpy|inr|rs|sgd|aud|cad|nzd|hkd)\b\.?|[£€$¥₹]/g, '')
    .replace(/[.:*]+(?=\s|$)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const kind = HEADING_INDEX.get(text);
  if (kind) return kind;
  // "Deposits/Credits", "Checks & Debits", "Description / Narration": both halves must name the same column.
  const parts = text.split(/\s*(?:\/|&|\band\b)\s*/).filter(Boolean);
  if (parts.length >= 2) {
    const kinds = new Set(parts.map((p) => HEADING_INDEX.get(p) ?? (p === 'checks' || p === 'cheques' ? 'debit' : null)));
    return kinds.size === 1 && !kinds.has(null) ? ([...kinds][0] as ColumnKind) : null;
  }
  // A known name with filler words around it ("Debit Amt", "AMOUNT (SGD) I"): the name decides.
  const words = text.split(' ');
  const core = words.filter((w) => !FILLER.test(w)).join(' ') || (words.some((w) => /^amounts?$/.test(w)) ? 'amount' : '');
  if (core && core !== text) return HEADING_INDEX.get(core) ?? null;
  return null;
}


const OPENING = [
  'balance brought forward', 'brought forward', 'balance b/f', 'b/f', 'b/fwd', 'opening balance', 'previous balance',
  'previous statement balance', 'balance forward', 'total da fatura anterior', 'saldo da fatura anterior', 'fatura anterior', 'beginning balance', 'starting balance', 'balance from previous statement',
  'saldo anterior', 'saldo inicial', 'saldo iniziale', 'saldo precedente', 'alter kontostand', 'anfangssaldo', 'saldovortrag',
  'alter saldo', 'solde precedent', 'solde initial', 'solde anterieur', 'ancien solde', 'solde d ouverture', 'beginsaldo',
  'vorig saldo', 'oud saldo', 'openingssaldo', 'saldo vorige', 'saldo begin', 'vortrag', 'kontostand am anfang',
  "last month's balance", 'last months balance', "previous month's balance", 'last statement balance', 'balance from last statement',
  'balance last statement', 'prior balance', 'beginning balance on', 'saldo anterior al', 'saldo al inicio',
  'sold anterior', 'sold initial', 'sold precedent',
];
const CLOSING = [
  'balance carried forward', 'carried forward', 'balance c/f', 'c/f', 'c/fwd', 'closing balance', 'new balance', 'ending balance',
  'end balance', 'final balance', 'balance at end', 'saldo final', 'saldo actual', 'saldo finale', 'neuer kontostand', 'endsaldo',
  'schlusssaldo', 'neuer saldo', 'nouveau solde', 'solde final', 'solde de cloture', 'eindsaldo',
  'nieuw saldo', 'slotsaldo', 'saldo einde', 'kontostand am ende', 'total amount due', 'total balance due', 'statement balance',
  'new statement balance', 'balance due', 'current balance', 'total desta fatura', 'total da fatura', 'saldo atual', 'valor total da fatura',
  'sold final', 'sold curent',
];
/**
 * A day's balance printed as a row of its own after the day's rows: a balance as at that day, carried on, never the
 * statement's closing one though it starts with the same words ("SOLD FINAL ZI" beside "Sold final").
 */
const DAY_BALANCE = [
  'sold final zi', 'sold zi', 'sold la sfarsitul zilei', 'saldo del dia', 'saldo del giorno', 'solde du jour', 'tagessaldo', 'tagesendsaldo',
  'balance for the day', 'day balance', 'daily balance', 'end of day balance', 'closing balance for the day', 'dagsaldo',
];
/** Rows that carry a balance over a page break in either direction, depending on where they sit. */
const FORWARD = [
  'ubertrag', 'report', 'a reporter', 'report a nouveau', 'transport', 'a transporter', 'saldo a cuenta', 'suma y sigue', 'riporto',
  'a riportare', 'saldo riportato', 'solde crediteur', 'solde debiteur', 'kontostand am', 'kontostand vom', 'saldo al', 'saldo per',
  'balance as at', 'balance as of', 'solde au', 'solde a la date du', 'saldo em', 'saldo a',
];
const TOTAL = [
  'total', 'totals', 'subtotal', 'sub total', 'sub-total', 'summe', 'gesamt', 'gesamtsumme', 'totaal', 'totale', 'somme', 'sum',
  'total des operations', 'total des mouvements', 'totaux', 'total movimientos', 'suma', 'umsatzsumme', 'zwischensumme',
  'rulaj', 'total rulaj',
];

export type SpecialRow = 'opening' | 'closing' | 'forward' | 'total';

/**
 * Whether the text starts with one of the words, the word followed by the text's end or by a character that is no
 * letter or digit. One pattern per list (compiled once): every row's label is tried against each list.
 */
const startsWithAnyOf = (words: string[]) => {
  const pattern = new RegExp(`^(?:${words.map((w) => w.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&')).join('|')})(?:$|[^a-z0-9])`);
  return (text: string) => pattern.test(text);
};
const [startsOpening, startsClosing, startsForward, startsTotal, startsDayBalance] = [OPENING, CLOSING, FORWARD, TOTAL, DAY_BALANCE].map(startsWithAnyOf);

/** Whether a row's label marks it as a balance, carried-over or total row rather than a transaction. */
export function specialRowKind(label: string): SpecialRow | null {
  const text = fold(label).replace(/^[^a-z]+/, '');
  if (!text) return null;
  // "Total new balance": a balance named after the word total is that balance, not a sum of rows.
  const untotalled = text.replace(/^total\s+/, '');
  if (untotalled !== text && startsOpening(untotalled)) return 'opening';
  if (untotalled !== text && startsClosing(untotalled)) return 'closing';
  if (startsOpening(text)) return 'opening';
  if (startsDayBalance(text)) return 'forward';
  if (startsClosing(text)) return 'closing';
  if (startsForward(text)) return 'forward';
  if (startsTotal(text)) return 'total';
  // "Your balance on 1 January", "Balance on 31/01": where the word balance opens the label.
  if (/^(your )?balance (on|at|as (at|of))\b/.test(text)) return 'forward';
  return null;
}

const CREDIT_SECTION =
  /^(?:(?:other |electronic )?(?:deposits?|credits?|additions|receipts)(?: and (?:other )?(?:credits|deposits|additions|interest))?|money in|paid in|incoming(?: payments)?|gutschriften|eingange|abonos|ingresos|entrate)$/;
const DEBIT_SECTION =
  /^(?:(?:other |electronic )?(?:withdrawals?|debits?|subtractions|deductions)(?: and (?:other )?(?:debits|withdrawals|subtractions|fees|charges))?|money out|paid out|checks(?: paid)?|cheques(?: paid)?|(?:service )?fees(?: charged)?|card (?:purchases|transactions)|(?:purchases?|charges)(?: and (?:other )?(?:adjustments|debits|charges))?|interest charged|interest charges?|cash advances?|atm(?: and debit card)? withdrawals|electronic payments|lastschriften|belastungen|cargos|uscite)$/;
const PAYMENT_SECTION = /^(?:payments?(?: and (?:other )?credits)?|payments, credits(?: and adjustments)?|pagamentos?(?: e creditos)?|pagos(?: y creditos)?|paiements?)$/;

/**
 * Section headings that give unsigned amounts below them a direction ("Deposits and other credits",
 * "Withdrawals"). The whole line must be the heading: a bank called "Crédit Régional" is not a section.
 */
export function sectionSign(line: string, creditCard: boolean): 1 | -1 | null {
  const text = fold(line)
    .replace(/[:.]+$/, '')
    .replace(/\s*(?:\(continued\)|- continued|continued)$/, '')
    .trim();
  if (CREDIT_SECTION.test(text)) return 1;
  if (DEBIT_SECTION.test(text)) return -1;
  // On a card statement payments reduce what is owed; on a bank statement they are money out.
  if (PAYMENT_SECTION.test(text)) return creditCard ? 1 : -1;
  return null;
}

/**
 * A line that opens one cardholder's part of a card statement ("ELENA MARSH CARD ENDING IN 3381",
 * "Transactions for David Marsh", "Card number xxxx 9025"): a heading, not description.
 */
/** "… CARD ENDING IN 3381" can also be the second line of a description ("POS PURCHASE" / "CARD ENDING IN 4417"). */
const CARD_ENDING = /\bcard (?:ending(?: in)?|number|no\.?|#)\s*:?\s*[x*•. \d-]*\d{4}$/;
/** These only ever open a cardholder's part. */
const CARDHOLDER_TITLE =
  /^(?:new )?(?:transactions|activity|purchases)(?: (?:for|by)\b| ?[-–:] )(?!.*\d[.,]\d\d)|^(?:tarjeta|cartao) (?:titular|adicional)\b|\b(?:terminada|terminado) en\s*\d{4}$|\(\s*final\s*\d{4}\s*\)(?: - adicional)?$/;

export function cardholderHeading(line: string): 'certain' | 'likely' | null {
  const text = fold(line).trim();
  if (CARDHOLDER_TITLE.test(text)) return 'certain';
  return CARD_ENDING.test(text) ? 'likely' : null;
}

/**
 * Titles of lists that are not this period's transactions: instalments falling due on later bills
 * ("Cuotas a vencer", "Compras parceladas - próximas faturas", "Future instalments"), bookings not yet processed.
 */
const FUTURE_SECTION =
  /^(?:(?:consumos en )?cuotas (?:a vencer|futuras|pendientes)|proximas cuotas|(?:compras )?parceladas?\b.*\b(?:proximas|futuras)|parcelas (?:futuras|a vencer)|proximas faturas|lancamentos futuros|future instal?lments?|upcoming (?:instal?lments?|payments)|instal?lments? (?:still )?to come|echeances a venir|kunftige raten|(?:transactions?|cheques?|checks?) not yet (?:processed|posted|cleared)|pending (?:transactions?|authori[sz]ations?|debits?)|not yet (?:processed|posted|cleared)|vorgemerkte umsatze|noch nicht gebucht|operations? en cours|(?:movimientos|transacciones|operaciones) pendientes|lancamentos (?:pendentes|a processar))\b/;

export const isFutureSection = (line: string): boolean => FUTURE_SECTION.test(fold(line).replace(/[:.]+$/, '').trim());

/**
 * Words by which statements say they are a card's (its balance is owed; purchases then carry a minus): the
 * vocabulary of cards in general (a minimum due, a credit limit, a payment due date), in the languages the
 * engine reads. A prior only: arithmetic cannot tell a card from an account.
 */
export const CREDIT_CARD_HINTS = [
  /credit card/i, /card statement/i, /relev[ée] (de )?carte/i, /(kredit)?kartenabrechnung/i, /extracto de (la )?tarjeta/i, /estratto conto (della )?carta/i,
  /extrato (do )?cart[ãa]o/i, /(creditcard|kaart)overzicht/i, /minimum (payment|amount)? ?due/i, /minimum payment/i, /payment due date/i, /credit limit/i, /credit line/i,
  /kreditkarte/i, /mindestbetrag/i, /kreditrahmen/i, /carte de cr[ée]dit/i, /paiement minimum/i, /tarjeta de cr[ée]dito/i, /available credit/i,
  /cart[ãa]o de cr[ée]dito/i, /fatura do cart[ãa]o/i, /pagamento m[íi]nimo/i, /pago m[íi]nimo/i, /resumen de (?:cuenta de )?tarjeta/i,
  /\bAPR\b/, /annual percentage rate/i, /karta kredytowa/i, /kreditkort/i, /luottokortti/i, /kredi kart/i, /kreditn[íi] karta/i, /信用卡/, /クレジット/,
];

/** Words that name a balance, in the languages the engine reads: a line of them with a figure states a balance, not a booking. */
const BALANCE_WORD =
  /\b(balance|bal|saldo|saldi|solde|kontostand|stand|bakiye|bakiyesi|stan|zustatek|zostatok|egyenleg|sold|balans|salda|avere|disponible|disponivel|closing|opening|brought|carried|forward|report|ubertrag|vortrag|total|totaal|summe|somme)\b|余额|餘額|残高|잔액/;

/** Whether a line's words name a balance ("SALDO DO DIA", "Balance at end of day"). */
export function namesBalance(text: string): boolean {
  return BALANCE_WORD.test(fold(text));
}

/** Words that carry a balance over a page break: out at a page's end ("carried forward"), in at the next one's start. */
const CARRIED_OUT = /\b(carried forward|c\/f|c\/fwd|ubertrag|a reporter|report a nouveau|transport|a transporter|suma y sigue|a riportare|riporto|saldo a cuenta|continued)\b/;
const CARRIED_IN = /\b(brought forward|b\/f|b\/fwd|ubertrag|vortrag|report|transport|suma anterior|riporto|saldo riportato|continued)\b/;

export function carriesOver(label: string, way: 'out' | 'in'): boolean {
  return (way === 'out' ? CARRIED_OUT : CARRIED_IN).test(fold(label));
}
