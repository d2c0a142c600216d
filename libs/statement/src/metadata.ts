import { ISO_CODES, currencyOfSymbol } from './amounts.js';
import { findDates, monthNumber, type DateToken } from './dates.js';
import { fold } from './keywords.js';

/** An account identifier as printed, with spaces removed; `kind` keeps IBANs apart from local numbers. */
export type AccountId = { value: string; kind: 'iban' | 'number' };

const IBAN = /\b([A-Z]{2}\d{2}(?:[ ]?[A-Z0-9]{4}){2,7}(?:[ ]?[A-Z0-9]{1,4})?)\b/;
const LABEL =
  /\b(account (?:number|no\.?|#)|a\/c(?: no\.?)?|acct\.? (?:no\.?|number|#)|account|kontonummer|konto-?nr\.?|konto|iban|n(?:u|ú)mero de (?:compte|cuenta)|n[°ºo]\.? de (?:compte|cuenta)|num[ée]ro de compte|cuenta|compte|rekeningnummer|rekening|conto(?: n\.?)?|(?:num[aă]r |nr\.? )?cont|card (?:number|no\.?|ending(?: in)?)|numero carta|n(?:u|ú)mero do cart(?:ã|a)o|n(?:u|ú)mero de tarjeta|cart(?:ã|a)o(?: final)?)\s*[:#.]?\s*/i;
const MASKED = /^([*xX•·]{2,}[ -]?(?:[*xX•·]{2,}[ -]?)*\d{2,6})\b/;
// Not the page counter after it ("Account 390-7739-908 2 of 2": the number ends before the "2 of 2").
const DIGITS = /^(\d[\d -]{3,30}\d)\b(?!\s*(?:of|\/|de|von|sur|di|z)\s*\d)/;

/** Finds a labelled account number or IBAN on a line of header text. */
export function findAccountId(text: string): AccountId | null {
  // Every label on the line is tried: "Current Account - Account number 123" names the number after the second.
  for (const label of text.matchAll(new RegExp(LABEL.source, 'gi'))) {
    const rest = text.slice((label.index ?? 0) + label[0].length);
    const iban = rest.match(new RegExp(`^${IBAN.source.slice(2, -2)}`));
    if (iban && /^[A-Z]{2}\d{2}/.test(iban[1])) return { value: iban[1].replace(/ /g, ''), kind: 'iban' };
    // Masked card or account numbers read the same whatever the mask character: "************4821".
    const masked = rest.match(MASKED);
    if (masked) return { value: masked[1].replace(/[ -]/g, '').replace(/[xX•·]/g, '*'), kind: 'number' };
    const digits = rest.match(DIGITS);
    // Other numbers stay as printed (branch and account parts, dashes), only the spacing normalised.
    if (digits && digits[1].replace(/\D/g, '').length >= 5) return { value: digits[1].replace(/\s+/g, ' '), kind: 'number' };
  }
  const iban = text.match(IBAN);
  if (iban && /iban/i.test(text)) return { value: iban[1].replace(/ /g, ''), kind: 'iban' };
  return null;
}

const CURRENCY_LABEL =
  /\b(currency|w(?:ä|ae)hrung|devise|moneda|valuta|divisa|munt|account currency|currency of account|valores em|importes en|montants en)\s*[:-]?\s*(?:[A-Z]{0,2}[$€£¥]\s*)?\(?([A-Z]{3})\b/i;

/** A currency named by a label ("Currency: EUR") or a code in a title ("USD account"). */
export function findCurrencyLabel(text: string): string | null {
  const m = text.match(CURRENCY_LABEL);
  if (m && ISO_CODES.has(m[2].toUpperCase())) return m[2].toUpperCase();
  const title = text.match(/^([A-Z]{3}) (?:account|konto|compte|cuenta|rekening|current account|savings account)\b/i);
  if (title && ISO_CODES.has(title[1].toUpperCase())) return title[1].toUpperCase();
  const titled = text.match(/\b(?:account|konto|compte|cuenta|rekening)\s*(?:in|en)?\s*\(?([A-Z]{3})\)?$/);
  if (titled && ISO_CODES.has(titled[1])) return titled[1];
  // A section of a multi-currency statement titled by its currency's name and code: "Pound Sterling (GBP) account".
  const section = text.match(/^[A-Za-z .'-]{0,30}\(([A-Z]{3})\)\s+(?:account|konto|compte|cuenta|rekening|wallet)\s*$/i);
  if (section && ISO_CODES.has(section[1])) return section[1];
  return null;
}

const HEADING_SIGN =
  /\b(?:in|out|balance|amount|debits?|credits?|withdrawals?|deposits?|paid|fees?|charges|total|saldo|betrag|montant|importe|valor|kwota)\s*\((R|Rs\.?|zł|Fr\.)\)(?!\w)/gi;

/** Currency codes and symbols seen in a piece of text, for a fallback vote. */
export function currenciesIn(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/(?<![A-Za-z])([A-Z]{3})(?![A-Za-z])/g)) if (ISO_CODES.has(m[1])) found.push(m[1]);
  // "R$", "A$", "US$", "U$S" name their own currency; a bare "$" is the dollar.
  for (const m of text.matchAll(/(?<![A-Za-z])(?:US|R|A|C|NZ|S|HK)\$|(?<![A-Za-z])U\$[SD]|(?<![A-Za-z])[£€¥₹$]/g)) {
    const code = currencyOfSymbol(m[0]);
    if (code) found.push(code);
  }
  // A money heading names its currency by a sign in brackets ("Money In (R)", "Amount (Rs.)", "Saldo (zł)"): signs
  // of letters, read only there, where a rand's "R" or a rupee's "Rs" cannot be a word's letter.
  for (const m of text.matchAll(HEADING_SIGN)) {
    const code = currencyOfSymbol(m[1]);
    if (code) found.push(code);
  }
  return found;
}

/** The text without the signs several currencies share (a bare "$", "¥"): what is left names a currency plainly. */
const withoutSharedSigns = (text: string) => text.replace(/(?<![A-Za-z$])[$¥](?![A-Za-z$])/g, ' ');

/** Currencies whose figures are printed with a bare "$" (dollars and pesos): such a sign alone does not say which. */
const DOLLAR_SIGN_CURRENCIES = new Set(['USD', 'CAD', 'AUD', 'NZD', 'SGD', 'HKD', 'TWD', 'MXN', 'ARS', 'CLP', 'COP', 'UYU']);

/**
 * Addresses that place a statement in a country whose money is written with a bare "$": a Canadian province and
 * postal code ("ONTARIO M1S 5J7", "ON M5K 1A2"), an Australian state and postcode ("CANBERRA ACT 2601", "NSW 2000"),
 * a Singapore postal code. Each is a shape no American address has (its ZIP codes are five digits after a state).
 */
const DOLLAR_COUNTRY_ADDRESSES: [RegExp, string][] = [
  [/\b(?:AB|BC|MB|NB|NL|NS|NT|NU|ON|PE|QC|SK|YT|alberta|british columbia|manitoba|new brunswick|newfoundland(?: and labrador)?|nova scotia|ontario|qu[eé]bec|saskatchewan|yukon)\s+[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d\b/i, 'CAD'],
  [/\b(?:NSW|VIC|QLD|TAS|ACT)\s+\d{4}\b|\bSA\s+5\d{3}\b|\bWA\s+6\d{3}\b|\bNT\s+08\d{2}\b/, 'AUD'],
  [/\bsingapore\s+\d{6}\b/i, 'SGD'],
];

/**
 * Which dollar (or peso) a line outside the rows names, beyond a bare "$": a code of such a currency ("AUD Statement",
 * "Amount (CAD)", "USD"), a sign that names it ("C$", "US$"), or an address in its country. A bare "$" is counted as
 * the US dollar by default (currenciesIn); these say when the statement itself tells otherwise (finalize.ts).
 */
export function dollarsNamedIn(text: string): string[] {
  const found = currenciesIn(withoutSharedSigns(text)).filter((c) => DOLLAR_SIGN_CURRENCIES.has(c));
  for (const [re, code] of DOLLAR_COUNTRY_ADDRESSES) if (re.test(text)) found.push(code);
  return found;
}

/**
 * The account's currency when its figures carry a bare "$": a statement read as US dollars only for want of anything
 * else is in the one other dollar the document names (a code, a sign or an address), when it names exactly one and
 * never the US dollar itself.
 */
export function dollarOfTheDocument(currency: string | null, named: readonly string[]): string | null {
  if (currency !== 'USD' || named.includes('USD')) return currency;
  const others = [...new Set(named)];
  return others.length === 1 ? others[0] : currency;
}

/** Currencies named in words, in the languages the engine reads: a column headed "EUROS" or "FRANCS" says whose money it holds. */
const CURRENCY_NAMES: [RegExp, string][] = [
  [/\beuros?\b/i, 'EUR'],
  [/\bfrancs?\b/i, 'FRF'],
  [/\b(us )?dollars?\b|\bd[oó]lar(es)?\b/i, 'USD'],
  [/\bpounds?( sterling)?\b|\bsterling\b|\blivres? sterling\b/i, 'GBP'],
  [/\breais\b|\breal\b/i, 'BRL'],
  [/\brupees?\b/i, 'INR'],
  [/\byuan\b|\brmb\b|人民币/i, 'CNY'],
  [/\byen\b|円/i, 'JPY'],
];

/** Like currencyNamed, but not from a sign several currencies share (a bare "$" is also the peso's and the Canadian dollar's). */
export function currencyNamedPlainly(label: string): string | null {
  return currencyNamed(withoutSharedSigns(label));
}


/**
 * Which currency a column heading names, as a key to tell columns apart: an ISO code where the name fixes one, else
 * the name itself ("peso": several countries' currency).
 */
export function currencyKey(label: string): string | null {
  return currencyNamed(label) ?? (/\bpesos?\b/i.test(label) ? 'peso' : null);
}

/** The currency a column heading names (a code, a symbol or a currency's name), or null. */
export function currencyNamed(label: string): string | null {
  const codes = currenciesIn(label);
  if (codes.length) return codes[0];
  for (const [re, code] of CURRENCY_NAMES) if (re.test(label)) return code;
  return null;
}

export type RawPeriod = { start: DateToken; end: DateToken };

const CONNECTOR = /^\s*:?\s*(?:-|–|—|to|until|till|through|thru|bis|au|al|a|tot|t\/m|hasta|jusqu'au|fino al|~)\s*:?\s*$/i;

/** Two full dates joined by "to", "-", "bis", "au", … on one line make a statement period. */
export function findPeriod(text: string): RawPeriod | null {
  const dates = findDates(text);
  for (let i = 0; i + 1 < dates.length; i++) {
    const a = dates[i];
    const b = dates[i + 1];
    const between = text.slice(a.index + a.length, b.index);
    if (!CONNECTOR.test(between) || b.token.year === null) continue;
    if (a.token.year !== null) return { start: a.token, end: b.token };
    // "15 December to 14 January 2024": the start takes the end's year, or the year before across New Year.
    if (a.token.kind === 'named' && b.token.kind === 'named') {
      const year = a.token.month > b.token.month ? b.token.year - 1 : b.token.year;
      return { start: { ...a.token, year }, end: b.token };
    }
  }
  return monthPeriod(text);
}

const PERIOD_WORDS = /\b(month of|statement (?:period|month)|period|for|p[eé]riode?|zeitraum|monat|periodo|mes(?: de)?|maand|mese di|du mois de)\s*:?\s*$/i;

/** "For the month of March 2024", "Période : mars 2024": a whole calendar month. */
function monthPeriod(text: string): RawPeriod | null {
  for (const m of text.matchAll(/([A-Za-zÀ-ÿ]{3,10})\.?,?\s+(?:de\s+)?((?:19|20)\d{2})\b/g)) {
    const month = monthNumber(m[1]);
    if (!month || !PERIOD_WORDS.test(text.slice(0, m.index))) continue;
    const year = Number(m[2]);
    const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
    return { start: { kind: 'named', day: 1, month, year }, end: { kind: 'named', day: last, month, year } };
  }
  return null;
}

/** Lines that mention a period or statement date without being one ("Statement date 31/01/2024"). */
export function findStatementDate(text: string): DateToken | null {
  if (!/statement date|date of statement|as of|as at|stand|date d'arr[eê]t|fecha de emisi[oó]n|datum/i.test(text)) return null;
  const dates = findDates(text).filter((d) => d.token.year !== null);
  return dates.length === 1 ? dates[0].token : null;
}

// "bank" and "kasse" also end compound names: Alpenbank, Zuidbank, Kreissparkasse, Raiffeisenkasse.
const BANK_WORDS =
  /(bank|kasse)\b|\b(banque|banco|banca|bancaria|raiffeisen|building society|credit union|cr[ée]dit|caisse|bankhaus|trust|savings|card services)\b/i;

/** A short line near the top that names a bank, without numbers or account words. */
export function bankNameFrom(text: string): string | null {
  const t = text.trim();
  if (!BANK_WORDS.test(t) || /\d/.test(t) || t.split(/\s+/).length > 6) return null;
  if (/account|statement|konto|compte|cuenta|auszug|extrait|extracto|www\.|@|page|seite/i.test(t)) return null;
  return t;
}

/**
 * When no line names a bank in so many words, the brand at the top of page 1: the first short line
 * there printed clearly larger than the body text, that is not the document's title.
 */
export function bankNameFromLetterhead(lines: { text: string; size: number; y: number }[], pageHeight: number): string | null {
  const sizes = lines.map((l) => l.size).sort((a, b) => a - b);
  const body = sizes[Math.floor(sizes.length / 2)] ?? 0;
  const head = lines.find((l) => l.y < pageHeight * 0.2 && l.size >= body * 1.25);
  if (!head) return null;
  const t = head.text.trim();
  if (/\d|@|www\./.test(t) || t.split(/\s+/).length > 6) return null;
  if (/statement|account|auszug|konto|relev[ée]|extracto|extrato|estratto|afschrift|rekening|compte|cuenta|conto|invoice|rechnung/i.test(fold(t))) return null;
  return t;
}

/** "Account name: X" or a title line such as "Business Current Account". */
export function accountNameFrom(text: string): string | null {
  const labelled = text.match(/^(?:account name|account holder|name|kontoinhaber|titulaire|titular)\s*:\s*(.+)$/i);
  if (labelled) return labelled[1].trim();
  const t = text.trim();
  if (t.split(/\s+/).length <= 5 && !/\d/.test(t) && /\b(account|girokonto|tagesgeldkonto|sparkonto|compte courant|compte ch[eè]que|cuenta corriente|betaalrekening|spaarrekening|conto corrente|card)$/i.test(fold(t)))
    return t;
  return null;
}

/** Countries whose IBAN accounts are kept in one currency (the euro area and a few others). */
const IBAN_CURRENCY: Readonly<Record<string, string>> = {
  ...Object.fromEntries('AT BE CY DE EE ES FI FR GR HR IE IT LT LU LV MC MT NL PT SI SK SM'.split(' ').map((c) => [c, 'EUR'])),
  GB: 'GBP', CH: 'CHF', LI: 'CHF', SE: 'SEK', NO: 'NOK', DK: 'DKK', PL: 'PLN', CZ: 'CZK', HU: 'HUF', RO: 'RON', BG: 'BGN',
};

/** The currency an IBAN's country keeps its accounts in, when the statement names none. */
export function currencyOfIban(ids: AccountId[]): string | null {
  const iban = ids.find((id) => id.kind === 'iban');
  return iban ? (IBAN_CURRENCY[iban.value.slice(0, 2)] ?? null) : null;
}
