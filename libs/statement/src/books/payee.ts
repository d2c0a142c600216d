import { BRANDS, type Brand } from './brands.js';
import { CITIES, GLUED_REGION, REGION_CODES } from './places.js';
import { isPrintableAscii } from '../keywords.js';

/**
 * Who a transaction was with, read from its description (issue 26, "Payee"): the statement's own words with
 * the card network's and the bank's wrapping taken off. Deterministic: each step says what it removed.
 *
 * - `merchant`: a shop or company (a known brand is spelled one way whatever the statement printed);
 * - `person`: a payment to or from someone (transfers, P2P apps, standing orders), with its memo ("RENT");
 * - `bank`: the bank's own rows (fees, interest, cash, checks, card payments), named by what they are.
 */
export type PayeeKind = 'merchant' | 'person' | 'salary' | 'bill' | 'bank';

/** What the bank's own rows are, where that decides the category. */
export type BankItem = 'cash' | 'interest' | 'fee' | 'card_payment' | 'check' | 'round_up';

export type PayeeReading = {
  payee: string;
  kind: PayeeKind;
  brand: Brand | null;
  bankItem: BankItem | null;
  /** Words after the counterparty that say what the payment was for ("RENT", "Miete", "ALQUILER"), folded. */
  memo: string | null;
  /** What was done, in order ("lead-in 'DEBIT CARD PURCHASE'", "processor 'TST*'", "brand Shake Shack"). */
  why: string[];
};

/** Upper case, accents removed, one space between words: what the patterns below are written against. */
export const foldUpper = (s: string): string =>
  (isPrintableAscii(s) ? s : s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').normalize('NFC')).toUpperCase().replace(/\s+/g, ' ').trim();

// Rows the bank makes itself, whatever the language: they have no counterparty, so the payee says what they are.
const CASH_OUT =
  /\b(ATM|CASH WITHDRAWAL|WITHDRWL|WDL ATM|BARGELDAUSZAHLUNG|BARGELD|GELDAUTOMAT|CAJERO|RETIRADA EFECTIVO|REINTEGRO|RETRAIT|DAB|PRELIEVO|BANCOMAT|GELDAUTOMAAT|GELDOPNAME|SAQUE|LEVANTAMENTO|KONTANTUTTAG|HAEVNING|MINIBANK|NOTEMACHINE|LINK ATM|HIKIDASHI)\b|取现|取款|引出|引き出し|^CASH (?!APP|DEPOSIT|REBATE|BACK|CREDIT)/;
const CASH_IN = /\b(CASH DEPOSIT|CASH LODGEMENT|LODGEMENT|CASH IN|DEPOSITO EN EFECTIVO|INGRESO EN EFECTIVO|BAREINZAHLUNG|VERSEMENT ESPECES|KONTANTINSATTNING)\b|預入|现金存入/;
const INTEREST =
  /\b(INTEREST|INT\.PD|ZINSEN|HABENZINSEN|SOLLZINSEN|ZINS|INTERESES|INTERETS|INTERESSI|RENTE|RANTA|RENTER|RENDIMENTO|JUROS|RISOKU|KORKO)\b|利息/;
const CARD_PAYMENT = /^(AUTOMATIC |AUTOPAY |ONLINE |MOBILE )?PAYMENT\s*-?\s*(THANK YOU|RECEIVED)|^PAYMENT BY (INTERNET|GIRO)|^AUTOPAY\b/;
const CHECK = /^(CHECK|CHEQUE|CHK|CHQ|SCHECK)\s*(NO\.?|#)?\s*(\d+)(\s|$)/;
const ROUND_UP = /^KEEP THE CHANGE\b/;
const FEE =
  /\b(FEE|FEES|CHARGE|CHARGES|SERVICE CHARGE|ENTGELT|GEBUHR|GEBUEHR|GEBUHREN|COMISION|COMISIONES|COMMISSION|COMMISSIONS|FRAIS|COMMISSIONE|SPESE|AVGIFT|GEBYR|EXCISE DUTY|KOSTEN)\b|手续费|手数料/;

type LeadIn = { match: RegExp; kind: PayeeKind };

// What the bank writes before the counterparty, in the languages the engine reads. Longest first within a kind.
const LEAD_INS: LeadIn[] = [
  // salary and other credits from an employer
  { kind: 'salary', match: /^(LOHN\/GEHALT|LOHN|GEHALT|DIRECT DEP(OSIT)?|ACH DIRECT DEPOSIT|DIRECT CREDIT( \d+)?|EFT CREDIT|SALARY CREDIT|SALARY|PAYROLL( DEPOSIT)?|NOMINA|VIR SALAIRE|SALAIRE|STIPENDIO|SALARIS|SALARIO|KYUYO|PAY)\b[:\s]*/ },
  { kind: 'salary', match: /^(代发工资|给与|給与|給料)\s*/ },
  // cards
  { kind: 'merchant', match: /^(DEBIT CARD PURCHASE|DEBIT CARD PAYMENT|PAYMENT DEBIT CARD|CARD PURCHASE|ONLINE CARD PURCHASE|POS PURCHASE|POS DEBIT|POS|VISA PURCHASE|VISA DEBIT|PURCHASE|CHECKCARD|CHECK CARD|EFTPOS|KARTENZAHLUNG|KARTENUMSATZ|GIROCARD|COMPRA TARJ\.?|COMPRA CON TARJETA|COMPRA CARTAO|COMPRA|PAIEMENT CB|PAIEMENT PAR CARTE|CARTE|CB|PAGAMENTO POS|PAG\. POS|PAGAMENTO CARTA|BETAALPAS|BEA|BETAALAUTOMAAT|KORTKOP|KORTTRANSAKTION|KORTBETALING|VISA KOB|DANKORT|KORTOSTO|KADO RIYO|カード|消费|快捷支付|REFUND|RETURN|REVERSAL|DEVOLUCION( COMPRA)?|ESTORNO( COMPRA)?|REMBOURSEMENT|ERSTATTUNG|RUCKBUCHUNG|TERUGBETALING|退款)\b\.?\s*((\d{2}\/\d{2}|\d{4}|\d{2}[A-Z]{3}|[\dX*]{8,}|X?\d{4})\s+)?/ },
  // bills and direct debits
  { kind: 'merchant', match: /^(カード|消费|快捷支付|退款|デビット)\s*/ },
  { kind: 'bill', match: /^(代扣|口座振替|自動引落)\s*/ },
  { kind: 'bill', match: /^(ACH DEBIT|ACH PMT|ACH PAYMENT|ONLINE PMT|ONLINE PAYMENT( TO)?|WEB PMT|E-?PAYMENT( TO)?|AUTOPAY TO|SEPA-LASTSCHRIFT|SEPA LASTSCHRIFT|LASTSCHRIFT|RECIBO|DIRECT DEBIT( \d+)?|DEBIT ORDER|BILL PAYMENT|BILL PAY|BILLPAY|BPAY|PRLV SEPA|PRLV|ADDEBITO SDD|ADDEBITO|INCASSO|DEBITO AUTOMATICO|PAG BOLETO|EMI AUTO DEBIT|NACH)\b[-:\s]*/ },
  // payments to and from people (and their own other accounts)
  { kind: 'person', match: /^(ZELLE (TRANSFER|PAYMENT)( (TO|FROM))?( CONF# ?\S+;?)?|CASH APP TRANSFER( CONF# ?\S+;?)?|PMNT SENT( \d+)? CASH APP\s*\*|CASH APP\s*\*|ONLINE TRANSFER (TO|FROM)|TRANSFER TO OTHER BANK NETBANK|FAST TRANSFER (TO|FROM)|OSKO PAYMENT (TO|FROM)|MOBILE TRANSFER|FUND TRANSFER (TO|FROM)|IB PAYMENT (TO|FROM)|INWARD EFT|INWARD TRANSFER|TRANSFER (TO|FROM)|TO A\/C|UBERWEISUNG( VON| AN)?|UEBERWEISUNG( VON| AN)?|DAUERAUFTRAG|GUTSCHRIFT|TRANSFERENCIA (A|DE)|TRANSFERENCIA|TRANSF\.?( RECIBIDA DE| A)?|BIZUM (ENVIADO A|RECIBIDO DE)|VIR(EMENT)?( SEPA)?( INST)?( RECU)?( DE| A| POUR)?|BONIFICO( A FAVORE DI| DA| A)?|GIROCONTO|OVERBOEKING( NAAR| VAN)?|PIX (ENVIADO|RECEBIDO)|TRF( DE| PARA)?|OVERFORSEL( TIL| FRA)?|OVERFORING( TILL| FRAN)?|FURIKOMI|NEFT TRANSFER (TO|FROM)|NEFT CR-?|IMPS UPI (PAYMENT|TRANSFER)|IMPS-(FROM-)?|UPI\/TRANSFER\/|UPI-|CREDIT CARD PAYMENT|P2P (FROM|TO)|ZELLE (FROM|TO)|VENMO (FROM|TO)|PAYPAL (FROM|TO)|STANDING ORDER( TO)?|FASTER PAYMENTS?( TO| FROM| RECEIVED| SENT)?|BANK TRANSFER( TO| FROM)?|BANK GIRO CREDIT|BGC)\b[-:;\s]*/ },
  { kind: 'person', match: /^(转账支出|转账收入|跨行汇入|网银转账|振込|振替)\s*/ },
];

// Payment processors and card networks that print their name before the merchant's.
const PROCESSOR = /^(SQ|SQU|TST|PAYPAL|PP|SP|CKO|SUMUP|SUM UP|IZ|IZETTLE|ZETTLE|STRIPE|PY|SQUARE|WPY|CRV|VEN)\s*\*\s*|^(POS|VIS|VISA|DD|SO|STO|FPI|FPO|BGC|BAC|TFR|DEB|MAE|CPT|C\/L)\s+(?=\S)/;

// Words that start the wrapping after a counterparty: references, ids, card and terminal numbers, dates.
const TAIL_WORDS =
  /^(REF\.?|REF#.*|REFERENCE|CONF#.*|CONF|TRANSACTION#?:?|TRACE#?.*|PPD|WEB|CCD|ID:?|EREF:?|MREF:?|CRED:?|KREF|IBAN:?|BIC:?|NO\.?|Nº|N°|NUM\.?|FOLGENR\.?|VERFALLD\.?|VALUE|CARD|KARTE|TARJ\.?|TARJETA|CARTE|ABRECHNUNGSZEITRAUM|MANDATO|MANDAT|MANDATE|ORDENANTE|KENMERK|MACHTIGING|UKETSUKE|TRAVEL\/ENTERTAINMENT|MERCHANDISE|VIA|NEFT|IMPS|RTGS|UPI|ONLINE|NETBANK|AUTO|FP|BP|SEC:|EED:|IND|ORIG|DESC|CO|@|EXCHG|流水号|附言：?|受付番号|INSTALLMENT|X)$/;

// What a payment was for, written after the counterparty: the memo, cut off the payee and kept for the category.
const MEMO_WORDS = new Set([
  'RENT', 'RENTAL', 'RENT SHARE', 'LOAN', 'BILLS', 'HOLIDAY', 'TICKETS', 'SAVINGS', 'POCKET', 'REPAYMENT', 'GIFT', 'HOUSEKEEPING',
  'GROCERIES', 'DINNER', 'LUNCH', 'FOOTY', 'SALARY', 'PAYROLL', 'WAGES', 'SAL', 'INVOICE', 'THANKS',
  'MIETE', 'GESCHENK', 'DANKE', 'RUCKZAHLUNG', 'RUECKZAHLUNG', 'ERSTATTUNG', 'RECHNUNG', 'NEBENKOSTEN', 'ANTEIL', 'URLAUB', 'GEHALT',
  'ABSCHLAG', 'STROM', 'GAS', 'BEITRAG', 'BESTELLUNG', 'MOBILFUNK', 'KFZ-VERSICHERUNG', 'VERSICHERUNG', 'DARLEHEN', 'TILGUNG',
  'ALQUILER', 'REGALO', 'LOTERIA', 'CONCEPTO', 'CENA', 'NOMINA', 'LOYER', 'CADEAU', 'FACTURE', 'AFFITTO', 'REGALO', 'HUUR',
  'CADEAU', 'ALUGUEL', 'PRESENTE', 'HYRA', 'HUSLEIE', 'HUSLEJE', 'GAVE', 'PRESENT',
]);

const LEGAL_FORMS = new Set([
  'GMBH', 'AG', 'KG', 'LTD', 'LTD.', 'LIMITED', 'LLC', 'L.L.C.', 'INC', 'INC.', 'PLC', 'PTY', 'PVT', 'CO.', 'CORP', 'CORP.', 'BV', 'B.V.',
  'NV', 'N.V.', 'SA', 'S.A.', 'SL', 'S.L.', 'SRL', 'S.R.L.', 'SPA', 'S.P.A.', 'SARL', 'S.A.R.L.', 'SAS', 'AB', 'ASA', 'OY', 'OYJ', 'E.V.',
  'E.K.', 'MBH', 'GBR', 'LLP', 'PTE', 'SDN', 'BHD', 'KK', 'K.K.', '有限公司',
]);

const MONTHS = new Set([
  'JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'SEPT', 'OCT', 'NOV', 'DEC', 'JANUARY', 'FEBRUARY', 'MARCH', 'APRIL',
  'JUNE', 'JULY', 'AUGUST', 'SEPTEMBER', 'OCTOBER', 'NOVEMBER', 'DECEMBER', 'JANUAR', 'FEBRUAR', 'MARZ', 'MAERZ', 'MAI', 'JUNI', 'JULI',
  'OKTOBER', 'DEZEMBER', 'ENERO', 'FEBRERO', 'MARZO', 'ABRIL', 'MAYO', 'JUNIO', 'JULIO', 'AGOSTO', 'SEPTIEMBRE', 'OCTUBRE',
  'NOVIEMBRE', 'DICIEMBRE',
]);

// The type column some banks print at the end of the description ("… Card payment").
const TYPE_ECHO = /\s+(Card payment|Direct debit|ATM withdrawal|Transfer|Incoming payment|Standing order|Outgoing payment|Bank charge)$/;
// Channel words after a description ("Dining Out Card Swipe", "Insurance Premium Auto Debit").
const CHANNEL_TAIL = /\s+(CARD SWIPE|DEBIT CARD|AUTO DEBIT|LOCAL CLEARING|NEFT ONLINE|VIA UPI|VIA ONLINE.*|\(PENDING\)|\((FASTER PAYMENTS?|P2P PAYMENTS?|BANK TRANSFER|DIRECT DEBIT|STANDING ORDER)\))$/i;
const PERSON_SUFFIX = /\((FASTER PAYMENTS?|P2P PAYMENTS?|BANK TRANSFER)\)\s*$/i;

/** Words kept in capitals when a name is title-cased. */
const ACRONYMS = new Set([
  'ATM', 'VAT', 'SMS', 'GST', 'EMI', 'UPI', 'NEFT', 'IMPS', 'ACH', 'EFT', 'POS', 'TV', 'UK', 'US', 'USA', 'EU', 'NYS', 'DTF', 'IRS',
  'HMRC', 'DVLA', 'BP', 'KFC', 'IKEA', 'REWE', 'HSBC', 'SBI', 'ICICI', 'HDFC', 'PNB', 'IDFC', 'QR', 'P2P', 'BNP', 'ING', 'ABN', 'AMRO',
  'UBS', 'DHL', 'UPS', 'NHS', 'BBC', 'ANZ', 'NAB', 'CBA', 'AIB', 'BOI', 'RBC', 'TD', 'II', 'III', 'IV', 'GA', 'OCBC', 'DBS', 'UOB', 'AOK', 'DAK', 'ADAC', 'LLP', 'CPA', 'DDS', 'SNCF', 'RATP', 'EDF', 'NS',
]);
const SMALL_WORDS = new Set(['OF', 'AND', 'THE', 'Y', 'DE', 'DEL', 'LA', 'DA', 'DO', 'DI', 'VON', 'VAN', 'DER', 'DEN', 'ON', 'AT', 'TO', 'A', 'ET', 'E', 'UND', 'DES', 'DU', 'LE', 'LES', 'AUX', 'VAN', 'HET', 'EL', 'LOS', 'LAS', 'DAS', 'DOS', 'DELLA', 'FOR']);

function titleWord(word: string, first: boolean): string {
  // Words a person wrote in mixed case ("McKinsey", "dm", "Krüger") are kept as written.
  if (word !== word.toUpperCase() || !/\p{L}/u.test(word)) return word;
  const bare = foldUpper(word).replace(/[^A-Z0-9&+]/g, '');
  if (ACRONYMS.has(bare)) return word;
  if (!first && SMALL_WORDS.has(bare)) return word.toLowerCase();
  // Consonants only (no vowel, no Y): an abbreviation such as "HDFC" or "PQR".
  if (bare.length >= 2 && bare.length <= 4 && !/[AEIOUY]/.test(bare)) return word;
  return word
    .toLowerCase()
    .replace(/(^[^\p{L}]*|[\s\-/.&(])(\p{L})/gu, (_m, sep: string, ch: string) => sep + ch.toUpperCase())
    .replace(/^(Mc)(\p{L})/u, (_m, mc: string, ch: string) => mc + ch.toUpperCase());
}

/** "SHAKE SHACK" → "Shake Shack", "JOE'S PIZZA" → "Joe's Pizza", "UNIVERSITY OF BOGOTA" → "University of Bogota". */
export function titleCase(name: string): string {
  return name
    .split(' ')
    .filter(Boolean)
    .map((w, i) => titleWord(w, i === 0))
    .join(' ');
}

const hasDigit = (token: string) => /\d/.test(token);

/** Tokens before the first reference-like one (digits, ids, dates, "REF", "CARD …"). */
function cutAtTail(tokens: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    const f = foldUpper(t);
    // A token with digits ends the name, unless the name starts with it ("7-ELEVEN", "O2", "3M") or it is the whole brand-like name.
    if (hasDigit(t) && !(out.length === 0 && /^\d{1,2}[-\p{L}]/u.test(t)) && !/^[\p{L}]+\d$/u.test(t)) break;
    if (/^#/.test(t) || /^X{2,}/.test(f) || /^\*{2,}/.test(t)) break;
    if (out.length > 0 && TAIL_WORDS.test(f)) break;
    if (out.length > 0 && /^[A-Z]{3}$/.test(t) && /^\d/.test(tokens[i + 1] ?? '') && /\d[.,]\d{2}$/.test(tokens[i + 1] ?? '')) break; // "GBP 23.10"
    out.push(t);
  }
  return out;
}

/** Drops location tails: region and country codes, and a known city before them (or at the end, in capitals). */
function dropPlace(tokens: string[]): string[] {
  const out = [...tokens];
  let droppedCode = false;
  while (out.length > 1) {
    const last = foldUpper(out[out.length - 1]).replace(/[.,]$/, '');
    if (out[out.length - 1] === out[out.length - 1].toUpperCase() && (REGION_CODES.has(last) || GLUED_REGION.test(last))) {
      out.pop();
      droppedCode = true;
    } else break;
  }
  for (let n = 3; n >= 1; n--) {
    if (out.length <= n) continue;
    const tail = out.slice(-n);
    const words = tail.join(' ');
    if ((droppedCode || words === words.toUpperCase()) && CITIES.has(foldUpper(words))) {
      out.splice(out.length - n, n);
      break;
    }
  }
  return out;
}

function dropLegalForms(tokens: string[]): string[] {
  const out = [...tokens];
  while (out.length > 1 && LEGAL_FORMS.has(foldUpper(out[out.length - 1]).replace(/,$/, ''))) out.pop();
  // "Amazon EU S.a.r.l." → "Amazon EU"; "& CO" at the end.
  if (out.length > 2 && foldUpper(out[out.length - 1]) === 'CO' && out[out.length - 2] === '&') out.splice(-2, 2);
  return out;
}

function dropMonths(tokens: string[]): string[] {
  const out = [...tokens];
  while (out.length > 1 && MONTHS.has(foldUpper(out[out.length - 1]))) out.pop();
  return out;
}

/** Splits a counterparty from the memo written after it ("Lisa Kim RENT" → "Lisa Kim", "RENT"). */
function splitMemo(tokens: string[], maxName: number): { name: string[]; memo: string | null } {
  for (let i = 1; i < tokens.length; i++) {
    const word = foldUpper(tokens[i]);
    const two = i + 1 < tokens.length ? `${word} ${foldUpper(tokens[i + 1])}` : '';
    if (MEMO_WORDS.has(word) || MEMO_WORDS.has(two)) return { name: tokens.slice(0, i), memo: foldUpper(tokens.slice(i).join(' ')) };
  }
  return { name: tokens.slice(0, maxName), memo: tokens.length > maxName ? foldUpper(tokens.slice(maxName).join(' ')) : null };
}

function brandOf(text: string): Brand | null {
  const folded = foldUpper(text);
  return BRANDS.find((b) => b.match.test(folded)) ?? null;
}

function bankItemOf(folded: string, hasLeadIn: boolean): BankItem | null {
  if (ROUND_UP.test(folded)) return 'round_up';
  if (CHECK.test(folded)) return 'check';
  if (CARD_PAYMENT.test(folded)) return 'card_payment';
  if (hasLeadIn) return null;
  if (CASH_IN.test(folded)) return 'cash';
  if (CASH_OUT.test(folded)) return 'cash';
  if (INTEREST.test(folded)) return 'interest';
  if (FEE.test(folded)) return 'fee';
  return null;
}

const BANK_PAYEES: Record<Exclude<BankItem, 'fee' | 'check'>, string> = {
  cash: 'Cash Withdrawal',
  interest: 'Interest',
  card_payment: 'Card Payment',
  round_up: 'Keep the Change',
};

function feePayee(text: string): string {
  let tokens = cutAtTail(text.split(' '));
  // "Entgelt Entgelt Girocard": the bank repeats its heading.
  tokens = tokens.filter((t, i) => i === 0 || foldUpper(t) !== foldUpper(tokens[i - 1]));
  // "Service Charge GST Debit": the tail after the fee word is how it was taken, not what it is.
  const lastFee = tokens.findLastIndex((t) => FEE.test(foldUpper(t)));
  if (lastFee >= 0 && tokens.slice(lastFee + 1).every((t) => /^(GST|DEBIT|CREDIT|DR|CR|CHARGED)$/i.test(t))) tokens = tokens.slice(0, lastFee + 1);
  return titleCase(tokens.join(' '));
}

/** The original text after the first `n` characters of its folded form (foldUpper keeps one character per character, ß aside). */
function afterFolded(original: string, n: number): string {
  let seen = 0;
  for (let i = 0; i < original.length; i++) {
    if (seen >= n) return original.slice(i);
    seen += original[i].normalize('NFD').replace(/[\u0300-\u036f]/g, '').normalize('NFC').toUpperCase().length;
  }
  return '';
}

/** Reads who a transaction was with from its description. */
export function readPayee(description: string): PayeeReading {
  const why: string[] = [];
  let text = description.replace(/\s+/g, ' ').trim();
  const typeEcho = TYPE_ECHO.exec(text);
  if (typeEcho && typeEcho.index > 0) {
    text = text.slice(0, typeEcho.index);
    why.push(`type column '${typeEcho[1]}'`);
  }
  const personSuffix = PERSON_SUFFIX.test(text);
  for (let m = CHANNEL_TAIL.exec(text); m; m = CHANNEL_TAIL.exec(text)) {
    text = text.slice(0, m.index);
    why.push(`channel '${m[1]}'`);
  }
  const folded = foldUpper(text);

  // The lead-in: how the row was paid, which also says what kind of counterparty follows.
  let kind: PayeeKind = personSuffix ? 'person' : 'merchant';
  let rest = text;
  let leadIn: string | null = null;
  for (const l of LEAD_INS) {
    const m = l.match.exec(foldUpper(rest));
    if (!m || m[0].length === 0) continue;
    // The lead-in was matched on the folded text; cut as many characters of it off the original.
    leadIn = m[0].trim();
    kind = l.kind;
    rest = afterFolded(rest, m[0].length).replace(/^[-:;*/\s]+/, '');
    why.push(`lead-in '${leadIn}'`);
    break;
  }

  const bankItem = bankItemOf(folded, leadIn !== null && kind !== 'bill');
  if (bankItem === 'check') {
    const m = CHECK.exec(folded)!;
    return { payee: `${/^CHEQUE|^CHQ/.test(folded) ? 'Cheque' : 'Check'} ${m[3]}`, kind: 'bank', brand: null, bankItem, memo: null, why: [...why, 'check number'] };
  }
  if (bankItem === 'fee') return { payee: feePayee(text), kind: 'bank', brand: null, bankItem, memo: null, why: [...why, 'bank fee'] };
  if (bankItem === 'cash' && CASH_IN.test(folded)) return { payee: 'Cash Deposit', kind: 'bank', brand: null, bankItem, memo: null, why: [...why, 'cash deposit'] };
  if (bankItem) return { payee: BANK_PAYEES[bankItem], kind: 'bank', brand: null, bankItem, memo: null, why: [...why, `bank item ${bankItem}`] };

  // The processor's prefix ("SQ *", "TST*", "PAYPAL *"), possibly after a card lead-in.
  for (let m = PROCESSOR.exec(foldUpper(rest)); m && m[0].trim(); m = PROCESSOR.exec(foldUpper(rest))) {
    const before = rest;
    rest = rest.replace(/^(\S+?)\s*\*\s*|^\S+\s+/, '');
    if (rest === before) break;
    why.push(`processor '${m[0].trim()}'`);
    // UK codes for a standing order or a faster payment: a person (or their other account) follows.
    if (kind === 'merchant' && /^(FPI|FPO|SO|STO|BGC|TFR)$/.test(m[0].trim())) kind = 'person';
  }
  // "ACH … ORIG CO NAME:ATT ORIG ID:…": the company's name field.
  const ach = /ORIG CO NAME:\s*(.+?)\s+ORIG ID/i.exec(rest);
  if (ach) {
    rest = ach[1];
    why.push('ACH company name');
  }
  // German card rows: "ARAL Station//Leipzig/DE 2022-10-31T11:50 …"; Indian "UPI/TRANSFER/SBI".
  if (rest.includes('//')) rest = rest.slice(0, rest.indexOf('//'));
  if (/^[^\s/]+\/[^\s/]+\/[^\s/]+$/.test(rest)) rest = rest.split('/').pop()!;
  // "PARKVIEW LETTINGS, CONCEPTO ALQUILER": the memo after a comma.
  let memo: string | null = null;
  const comma = rest.indexOf(', ');
  if (comma > 0) {
    memo = foldUpper(rest.slice(comma + 2));
    rest = rest.slice(0, comma);
  }

  const brand = brandOf(rest);
  if (brand && kind !== 'person') {
    why.push(`brand ${brand.payee}`);
    const tokens = rest.split(' ');
    const memoSplit = splitMemo(cutAtTail(tokens), tokens.length);
    return { payee: brand.payee, kind: kind === 'salary' ? 'salary' : 'merchant', brand, bankItem: null, memo: memo ?? memoSplit.memo, why };
  }

  let tokens = cutAtTail(rest.split(' ').filter(Boolean));
  if (kind === 'person') {
    // "Fast Transfer To 766820 96373263 Thomas Ryan": account numbers before the name.
    const all = rest.split(' ').filter(Boolean);
    if (tokens.length === 0) tokens = cutAtTail(all.slice(all.findIndex((t) => !hasDigit(t))));
  }
  if (kind !== 'merchant' || tokens.length > 1) {
    const split = splitMemo(tokens, kind === 'person' ? 4 : tokens.length);
    if (split.memo && (kind !== 'merchant' || split.name.length <= 4)) {
      tokens = split.name;
      memo = memo ?? split.memo;
      why.push(`memo '${split.memo}'`);
      if (kind === 'merchant' && !brand) kind = 'person';
    }
  }
  tokens = dropLegalForms(dropMonths(dropPlace(tokens)));
  tokens = dropLegalForms(tokens);
  if (brand) return { payee: brand.payee, kind, brand, bankItem: null, memo, why: [...why, `brand ${brand.payee}`] };
  // Japanese company forms written in brackets: "アサヒナ工業（カ", "(株)".
  const name = tokens.join(' ').replace(/[（(](カ|株|有)[)）]?$|[(（]株[)）]|株式会社|有限会社/g, '').replace(/[\s,;:\-*/]+$/, '');
  if (!name) {
    // Nothing but the wrapping: the row is named by its own words ("POS PURCHASE").
    return { payee: titleCase(cutAtTail(text.split(' ')).join(' ') || text), kind, brand: null, bankItem: null, memo, why: [...why, 'no counterparty'] };
  }
  return { payee: titleCase(name), kind, brand: null, bankItem: null, memo, why };
}

/** The clean payee of a description ("SQ *BLUE BOTTLE COFFEE LOS GATOS CA 0412" → "Blue Bottle Coffee"). */
export const cleanPayee = (description: string): string => readPayee(description).payee;
