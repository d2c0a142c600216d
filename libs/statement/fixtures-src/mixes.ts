import { D, M, formatAbs, pagedDoc, simpleStatement, truthAccount, type AccountSpec, type SimpleSpec, type TableStyle } from './families.js';
import { rng, type DateFormat, type MoneyStyle, type NegativeStyle } from './format.js';
import { generate } from './transactions.js';
import type { Fixture } from './model.js';
import type { Language } from './transactions.js';

/**
 * Random combinations of the features the named families exercise one by one: language, date and
 * number formats, sign conventions, column order, extra columns, multi-line rows, missing headings.
 * They are not tuned to the engine: whatever a seed draws is what the fixture prints.
 */
type Words = {
  date: string; valueDate: string; desc: string; debit: string; credit: string; amount: string; balance: string; ref: string;
  opening: string; closing: string; brought: string; carried: string; page: (p: number, n: number) => string; period: (s: string, e: string) => string; account: string; currency: string; title: string;
};
const WORDS: Record<Language, Words> = {
  en: { date: 'Date', valueDate: 'Value date', desc: 'Description', debit: 'Withdrawals', credit: 'Deposits', amount: 'Amount', balance: 'Balance', ref: 'Reference', opening: 'Opening balance', closing: 'Closing balance', brought: 'Balance brought forward', carried: 'Balance carried forward', page: (p, n) => `Page ${p} of ${n}`, period: (s, e) => `Statement period ${s} to ${e}`, account: 'Account number', currency: 'Currency', title: 'Account statement' },
  de: { date: 'Buchungstag', valueDate: 'Wertstellung', desc: 'Buchungstext', debit: 'Soll', credit: 'Haben', amount: 'Betrag', balance: 'Saldo', ref: 'Referenz', opening: 'Alter Kontostand', closing: 'Neuer Kontostand', brought: 'Übertrag', carried: 'Übertrag', page: (p, n) => `Seite ${p} von ${n}`, period: (s, e) => `Kontoauszug vom ${s} bis ${e}`, account: 'Kontonummer', currency: 'Währung', title: 'Kontoauszug' },
  fr: { date: 'Date', valueDate: 'Date valeur', desc: 'Libellé', debit: 'Débit', credit: 'Crédit', amount: 'Montant', balance: 'Solde', ref: 'Référence', opening: 'Solde précédent', closing: 'Nouveau solde', brought: 'Report', carried: 'A reporter', page: (p, n) => `Page ${p} sur ${n}`, period: (s, e) => `Période du ${s} au ${e}`, account: 'Numéro de compte', currency: 'Devise', title: 'Relevé de compte' },
  es: { date: 'Fecha', valueDate: 'Fecha valor', desc: 'Concepto', debit: 'Cargo', credit: 'Abono', amount: 'Importe', balance: 'Saldo', ref: 'Referencia', opening: 'Saldo anterior', closing: 'Saldo final', brought: 'Saldo anterior', carried: 'Suma y sigue', page: (p, n) => `Página ${p} de ${n}`, period: (s, e) => `Periodo del ${s} al ${e}`, account: 'Número de cuenta', currency: 'Moneda', title: 'Extracto de cuenta' },
  nl: { date: 'Datum', valueDate: 'Valutadatum', desc: 'Omschrijving', debit: 'Af', credit: 'Bij', amount: 'Bedrag', balance: 'Saldo', ref: 'Kenmerk', opening: 'Beginsaldo', closing: 'Eindsaldo', brought: 'Transport', carried: 'Transport', page: (p, n) => `Pagina ${p} van ${n}`, period: (s, e) => `Periode ${s} t/m ${e}`, account: 'Rekeningnummer', currency: 'Valuta', title: 'Rekeningafschrift' },
  it: { date: 'Data', valueDate: 'Valuta', desc: 'Descrizione', debit: 'Dare', credit: 'Avere', amount: 'Importo', balance: 'Saldo', ref: 'Riferimento', opening: 'Saldo iniziale', closing: 'Saldo finale', brought: 'Riporto', carried: 'A riportare', page: (p, n) => `Pagina ${p} di ${n}`, period: (s, e) => `Periodo dal ${s} al ${e}`, account: 'Conto n.', currency: 'Divisa', title: 'Estratto conto' },
};

const DATE_FORMATS: [DateFormat, DateFormat][] = [
  // [row format, period format] — the period always prints the year.
  [D.dmySlash, D.dmySlash], [D.dmyDot, D.dmyDot], [D.dmyDash, D.dmySlash], [D.dMonYY, D.dMonthYYYY], [D.dMonUpper, D.dMonthYYYY],
  [D.compact, D.dMonthYYYY], [D.iso, D.iso], [D.ymdSlash, D.ymdSlash], [D.mdySlash, D.mdySlash], [D.monDYYYY, D.monDYYYY], [D.dMonthYYYY, D.dMonthYYYY], [D.dmDot, D.dmyDot],
];
const MONEY: [MoneyStyle, string][] = [[M.en, 'GBP'], [M.en, 'USD'], [M.en, 'AUD'], [M.de, 'EUR'], [M.fr, 'EUR'], [M.frNarrow, 'EUR'], [M.ch, 'CHF'], [M.in, 'INR'], [M.jp, 'JPY']];
const NEGATIVES: NegativeStyle[] = ['minus', 'trailing', 'parens', 'drcr', 'sh'];
const LANGS: Language[] = ['en', 'de', 'fr', 'es', 'nl', 'it'];
const MONTH_ENDS = ['2024-01-31', '2024-02-29', '2024-03-31', '2024-04-30', '2024-05-31', '2024-06-30', '2024-07-31', '2024-08-31', '2024-09-30', '2024-10-31', '2024-11-30'];

function mix(seed: number): Fixture {
  const r = rng(1000 + seed);
  const pick = <T>(xs: T[]): T => xs[Math.floor(r() * xs.length)];
  const chance = (p: number) => r() < p;
  const lang = pick(LANGS);
  const w = WORDS[lang];
  const [date, periodDate] = pick(DATE_FORMATS);
  const [money, currency] = pick(MONEY);
  const end = pick(MONTH_ENDS);
  const start = `${end.slice(0, 8)}01`;
  const layout = pick(['debitCredit', 'debitCredit', 'signed', 'signed', 'unsigned'] as const);
  const neg = pick(NEGATIVES);
  const dateOnce = chance(0.3);
  const table: TableStyle = {
    date,
    money,
    neg: layout === 'unsigned' ? 'none' : neg,
    balanceNeg: 'minus',
    creditFirst: layout === 'debitCredit' && chance(0.25),
    dateOnce,
    amountsLast: !dateOnce && chance(0.2),
    noHeader: chance(0.1),
    titles: {
      date: w.date,
      valueDate: chance(0.3) ? w.valueDate : undefined,
      desc: w.desc,
      ref: chance(0.2) ? w.ref : undefined,
      ...(layout === 'debitCredit' ? { debit: w.debit, credit: w.credit } : { amount: `${w.amount}${chance(0.4) ? ` (${currency})` : ''}` }),
      // Unsigned amounts need the running balance to say which way they went.
      balance: layout === 'unsigned' || chance(0.85) ? w.balance : undefined,
    },
    openingRow: w.opening,
    closingRow: w.closing,
  };
  if (table.noHeader && !table.titles.balance) table.noHeader = false;
  const number = chance(0.5) ? `${10000000 + Math.floor(r() * 89999999)}` : `DE${10 + Math.floor(r() * 89)}${String(Math.floor(r() * 1e9)).padStart(9, '0')}${String(Math.floor(r() * 1e9)).padStart(9, '0')}`;
  const label = number.startsWith('DE') ? 'IBAN' : w.account;
  const spec: SimpleSpec = {
    name: `mix-${String(seed).padStart(2, '0')}`,
    family: `mix_${lang}_${layout}${table.titles.balance ? '' : '_no_running_balance'}`,
    seed: 2000 + seed,
    size: chance(0.5) ? 'A4' : 'Letter',
    bank: pick(['Northern Trust Savings', 'Banco Atlántico', 'Crédit Régional', 'Kreissparkasse Nord', 'Banca Adriatica', 'Zuidbank']),
    title: w.title,
    info: () => ({ left: ['A. N. Other', '1 Example Road'], right: [`${label} ${number}`, w.period(periodDate(start), periodDate(end)), `${w.currency}: ${currency}`] }),
    account: { number, currency, opening: 100_000 + Math.floor(r() * 900_000) * (money.decimals === 0 ? 100 : 1), start, end },
    gen: { count: 10 + Math.floor(r() * 12), lang, extraLines: chance(0.4) ? 2 : 0, clusterDays: dateOnce, max: money.decimals === 0 ? 3000 : 2500 },
    table,
  };
  const symbol = { GBP: '£', USD: '$', EUR: '€' }[currency];
  if (symbol && chance(0.15)) table.symbol = symbol;
  if (dateOnce && table.titles.balance && chance(0.4)) table.balanceDayEnd = true;
  if (chance(0.3)) return paged(spec, w, r);
  if (!table.noHeader && chance(0.1)) table.mono = true;
  else if (table.titles.balance && !table.amountsLast && chance(0.1)) table.newestFirst = true;
  return simpleStatement(spec);
}

/** The same mix over several pages, with the language's forward rows, page numbers and a repeated page header. */
function paged(spec: SimpleSpec, w: Words, r: () => number): Fixture {
  const acc: AccountSpec = { ...spec.account, txs: generate(r, { ...spec.gen, count: 30 + Math.floor(r() * 30), start: spec.account.start, end: spec.account.end, money: spec.table.money }) };
  const table: TableStyle = { ...spec.table, titles: { ...spec.table.titles, balance: spec.table.titles.balance ?? w.balance }, noHeader: false, newestFirst: false };
  const info = spec.info(acc);
  const { pages, balances } = pagedDoc({
    acc, table, perPage: 12 + Math.floor(r() * 8),
    first: [{ kind: 'text', lines: [spec.bank], size: 14, bold: true }, { kind: 'pair', left: info.left, right: info.right }],
    header: [`${spec.bank}  -  ${info.right[0]}`],
    footer: (p, n) => [w.page(p, n)],
    brought: w.brought, carried: w.carried, openingLabel: w.opening, closingLabel: w.closing,
  });
  const printed = balances.map((b, i) => (table.balanceDayEnd && acc.txs[i + 1]?.date === acc.txs[i].date ? null : b));
  return {
    name: spec.name,
    doc: { size: spec.size ?? 'A4', pages },
    truth: { family: `${spec.family}_multi_page`, verdict: 'verified', accounts: [truthAccount(acc, balances, { printed })] },
  };
}

/** Sixteen random mixes (MIXES and MIX_FROM pick others for a wider local run); fixed seeds regenerate identically. */
export const mixedFixtures = (count = Number(process.env.MIXES ?? 16), from = Number(process.env.MIX_FROM ?? 1)): Fixture[] =>
  Array.from({ length: count }, (_, i) => mix(i + from));
export { formatAbs };
