/**
 * Families about dates: a second date column (value / posting date) before or after the description,
 * rows without a year (also across New Year), periods printed in words, opening and closing rows in words.
 */
import { dateFormats as D, formatAbs, formatSigned, money as M } from './format.js';
import { dates, moneyWith } from './formats-extra.js';
import { ledgerStatement, type LCol } from './ledger.js';
import type { Block, Fixture } from './model.js';
import { genL, POOLS, shifted } from './pools.js';

export const head = (bank: string, title: string, left: string[], right: string[], more: Block[] = []): Block[] => [
  { kind: 'text', lines: [bank], size: 14, bold: true },
  { kind: 'text', lines: [title], size: 11, bold: true },
  { kind: 'pair', left, right },
  ...more,
];

const en = (c: number) => formatAbs(c, M.en);
const enSigned = (c: number) => formatSigned(c, M.en, 'minus');

/** Singapore: "Value Date" after the description, dates "02 APR" without a year. */
function sgValueDate(): Fixture {
  const start = '2024-04-01';
  const end = '2024-04-30';
  const cols: LCol[] = [
    { kind: 'date', title: 'Date', width: 9 }, { kind: 'desc', title: 'Description', width: 40 }, { kind: 'date2', title: 'Value Date', width: 10 },
    { kind: 'debit', title: 'Withdrawal', width: 13 }, { kind: 'credit', title: 'Deposit', width: 13 }, { kind: 'balance', title: 'Balance', width: 14 },
  ];
  return ledgerStatement({
    name: 'sg-value-date-after-desc', family: 'value_date_column_after_description', seed: 501,
    account: { number: '271-804455-3', currency: 'SGD', opening: 1_284_530, start, end },
    txs: (r) => genL(r, { start, end, count: 18, pool: POOLS.gb, wrap: 1 }).map((t) => ({ ...t, date2: shifted(r, t.date, 0, 2) })),
    cols, fmt: { date: D.dMonUpper, abs: en, balance: enSigned },
    head: () => head('Merlion Harbour Bank', 'Statement of Account', ['MR LIM WEI JIE', 'BLK 418 TAMPINES ST 41', '#07-233 SINGAPORE 520418'], ['Account No. 271-804455-3', 'Statement Period: 01 Apr 2024 to 30 Apr 2024', 'Currency: SGD']),
    openingRow: (o) => ({ desc: 'BALANCE BROUGHT FORWARD', balance: enSigned(o) }),
    closingRow: (c) => ({ desc: 'BALANCE CARRIED FORWARD', balance: enSigned(c) }),
    balances: true,
  });
}

/** France: "Valeur" right after the date, "dd/mm" rows in December, SOLDE CREDITEUR rows, a totals row, no running balance. */
function frValeurSoldeCrediteur(): Fixture {
  const start = '2023-12-01';
  const end = '2023-12-31';
  const fr = (c: number) => formatAbs(c, M.fr);
  const cols: LCol[] = [
    { kind: 'date', title: 'Date', width: 8 }, { kind: 'date2', title: 'Valeur', width: 8 }, { kind: 'desc', title: 'Libellé des opérations', width: 48 },
    { kind: 'debit', title: 'Débit', width: 14 }, { kind: 'credit', title: 'Crédit', width: 14 },
  ];
  return ledgerStatement({
    name: 'fr-valeur-solde-crediteur', family: 'valeur_column_solde_crediteur_rows', seed: 502,
    account: { number: '41872390410', currency: 'EUR', opening: 183_245, start, end },
    txs: (r) => genL(r, { start, end, count: 17, pool: POOLS.fr, wrap: 1, outShare: 0.65 }).map((t) => ({ ...t, date2: shifted(r, t.date, -1, 2) })),
    cols, fmt: { date: dates.dmSlash, abs: fr },
    head: () => head('Banque Coopérative du Vercors', 'Relevé de compte courant', ['Mme Hélène Rivoire', '14 chemin des Noyers', '38250 Villard-de-Lans'], ['Numéro de compte : 41872390410', 'Période du 1er décembre 2023 au 31 décembre 2023', 'Devise : EUR']),
    openingRow: (o) => ({ desc: 'SOLDE CREDITEUR AU 01/12/2023', credit: fr(o) }),
    totalsRow: (d, c) => ({ desc: 'TOTAL DES OPERATIONS', debit: fr(d), credit: fr(c) }),
    closingRow: (c) => (c >= 0 ? { desc: 'SOLDE CREDITEUR AU 31/12/2023', credit: fr(c) } : { desc: 'SOLDE DEBITEUR AU 31/12/2023', debit: fr(c) }),
    balances: true,
  });
}

/** Spain: "Fecha valor" after the description, amounts and balances with " €", wrapped concepts, Saldo anterior / Saldo final. */
function esFechaValor(): Fixture {
  const start = '2024-02-01';
  const end = '2024-02-29';
  const eur = moneyWith(M.de, { after: ' €' });
  const cols: LCol[] = [
    { kind: 'date', title: 'F. Operación', width: 11 }, { kind: 'desc', title: 'Concepto', width: 40 }, { kind: 'date2', title: 'Fecha valor', width: 11 },
    { kind: 'amount', title: 'Importe', width: 15 }, { kind: 'balance', title: 'Saldo', width: 16 },
  ];
  return ledgerStatement({
    name: 'es-fecha-valor-after-desc', family: 'fecha_valor_after_concept_euro_suffix', seed: 503,
    account: { number: 'ES7620770024003102575766', currency: 'EUR', opening: 452_018, start, end },
    txs: (r) => genL(r, { start, end, count: 16, pool: POOLS.es, wrap: 2, wrapShare: 0.5 }).map((t) => ({ ...t, date2: shifted(r, t.date, 0, 3) })),
    cols, fmt: { date: D.dmySlash, abs: eur, signed: eur, balance: eur },
    head: () => head('Caja de Ahorros del Tormes', 'Extracto de cuenta corriente', ['Dña. Marta Calvo Iglesias', 'C/ Zamora 27, 3º B', '37002 Salamanca'], ['IBAN ES76 2077 0024 0031 0257 5766', 'Del 01/02/2024 al 29/02/2024', 'Moneda: EUR']),
    openingRow: (o) => ({ desc: 'Saldo anterior', balance: eur(o) }),
    closingRow: (c) => ({ desc: 'Saldo final', balance: eur(c) }),
    balances: true,
  });
}

/** India: Narration wrapped over up to three lines, a Chq./Ref.No. column and a "Value Dt" column before the money. */
function inValueDtRef(): Fixture {
  const start = '2024-01-01';
  const end = '2024-01-31';
  const inr = (c: number) => formatAbs(c, M.in);
  const cols: LCol[] = [
    { kind: 'date', title: 'Date', width: 8 }, { kind: 'desc', title: 'Narration', width: 38 }, { kind: 'ref', title: 'Chq./Ref.No.', width: 15 },
    { kind: 'date2', title: 'Value Dt', width: 8 }, { kind: 'debit', title: 'Withdrawal Amt.', width: 12 }, { kind: 'credit', title: 'Deposit Amt.', width: 12 },
    { kind: 'balance', title: 'Closing Balance', width: 13 },
  ];
  let debits = 0;
  let credits = 0;
  return ledgerStatement({
    name: 'in-value-dt-ref-column', family: 'value_dt_and_reference_columns_wrapped_narration', seed: 504,
    account: { number: '60310049817723', currency: 'INR', opening: 18_452_390, start, end },
    txs: (r) => {
      const txs = genL(r, { start, end, count: 20, pool: POOLS.in, wrap: 2, wrapShare: 0.6, max: 40_000 });
      debits = txs.filter((t) => t.cents < 0).length;
      credits = txs.length - debits;
      return txs.map((t) => ({ ...t, date2: shifted(r, t.date, 0, 1), ref: `0000${String(Math.floor(r() * 1e12)).padStart(12, '0')}` }));
    },
    cols, fmt: { date: dates.dmySlashShort, abs: inr },
    head: () => head('Narmada Commercial Bank Ltd', 'Statement of account', ['MR. ANIRUDH KULKARNI', 'FLAT 12, SHANTI APARTMENTS', 'PUNE 411004'], ['Account No : 60310049817723', 'Statement From : 01/01/2024 To : 31/01/2024', 'Currency : INR']),
    tail: (closing) => [
      { kind: 'text', lines: ['STATEMENT SUMMARY :-'], bold: true },
      { kind: 'kv', rows: [['Opening Balance', inr(18_452_390)], ['Dr Count', String(debits)], ['Cr Count', String(credits)], ['Closing Bal', inr(closing)]] },
    ],
    balances: true,
  });
}

/** Ireland: "Statement period: 15 December 2023 to 14 January 2024", rows "16 Dec" / "03 Jan", two pages with forward rows. */
function iePeriodWords(): Fixture {
  const start = '2023-12-15';
  const end = '2024-01-14';
  const cols: LCol[] = [
    { kind: 'date', title: 'Date', width: 9 }, { kind: 'desc', title: 'Details', width: 46 }, { kind: 'debit', title: 'Withdrawn', width: 14 },
    { kind: 'credit', title: 'Lodged', width: 14 }, { kind: 'balance', title: 'Balance', width: 15 },
  ];
  const iban = 'IBAN IE48 CSBK 9900 1267 4530 18';
  return ledgerStatement({
    name: 'ie-period-in-words-new-year', family: 'period_in_words_no_year_rows_across_new_year', seed: 505,
    account: { number: 'IE48CSBK99001267453018', currency: 'EUR', opening: 612_044, start, end },
    txs: (r) => genL(r, { start, end, count: 28, pool: POOLS.gb, wrap: 1, wrapShare: 0.2 }),
    cols, fmt: { date: dates.dMon, abs: en, balance: enSigned },
    head: () => head('Corrib Savings Bank', 'Current Account Statement', ['Ms Niamh Gallagher', '7 Claddagh Quay', 'Galway H91 X2C4'], ['Current Account', iban, 'Statement period: 15 December 2023 to 14 January 2024', 'Currency: EUR']),
    openingRow: (o) => ({ date: '15 Dec', desc: 'Balance brought forward', balance: enSigned(o) }),
    carried: (b) => ({ desc: 'Balance carried forward', balance: enSigned(b) }),
    brought: (b) => ({ desc: 'Balance brought forward', balance: enSigned(b) }),
    closingRow: (c) => ({ date: '14 Jan', desc: 'Closing balance', balance: enSigned(c) }),
    perPage: 15, pageHeader: [`Corrib Savings Bank - Current Account - ${iban}`], footer: (p, n) => [`Page ${p} of ${n}`],
    balances: true,
  });
}

/** US credit union: "Statement for the month of March 2024", "03/05" rows, "-$45.00" amounts, Previous balance row. */
function usMonthOf(): Fixture {
  const start = '2024-03-01';
  const end = '2024-03-31';
  const usd = moneyWith(M.en, { before: '$' });
  const cols: LCol[] = [
    { kind: 'date', title: 'Date', width: 8 }, { kind: 'desc', title: 'Transaction Description', width: 52 },
    { kind: 'amount', title: 'Amount', width: 15 }, { kind: 'balance', title: 'Balance', width: 15 },
  ];
  return ledgerStatement({
    name: 'us-month-of-dollar-cells', family: 'period_for_the_month_of_signed_dollar_cells', seed: 506, size: 'Letter',
    account: { number: '00481-7736', currency: 'USD', opening: 284_417, start, end },
    txs: (r) => genL(r, { start, end, count: 16, pool: POOLS.us, wrap: 1, wrapShare: 0.25 }),
    cols, fmt: { date: D.mdShort, abs: usd, signed: usd, balance: usd },
    head: () => head('Cascade Valley Credit Union', 'Member Statement', ['DANIEL OKAFOR', '2290 ALDER CREEK RD', 'BEND OR 97701'], ['Account # 00481-7736', 'Statement for the month of March 2024', 'Share Draft Checking']),
    openingRow: (o) => ({ desc: 'Previous balance', balance: usd(o) }),
    closingRow: (c) => ({ desc: 'Closing balance', balance: usd(c) }),
    footer: () => ['Federally insured by NCUA.'],
    balances: true,
  });
}

/** Germany: "Zeitraum: 01.12.2023 - 31.12.2023", "dd.mm." rows, two-line headings printed far above the first row. */
function deZeitraumHeaderGap(): Fixture {
  const start = '2023-12-01';
  const end = '2023-12-31';
  const de = (c: number) => formatAbs(c, M.de);
  const deSigned = (c: number) => formatSigned(c, M.de, 'minus');
  const cols: LCol[] = [
    { kind: 'date', title: 'Buchungs-\ntag', width: 9 }, { kind: 'date2', title: 'Wert-\nstellung', width: 9 }, { kind: 'desc', title: 'Vorgang /\nVerwendungszweck', width: 44 },
    { kind: 'debit', title: 'Soll\nEUR', width: 13 }, { kind: 'credit', title: 'Haben\nEUR', width: 13 }, { kind: 'balance', title: 'Kontostand\nEUR', width: 15 },
  ];
  return ledgerStatement({
    name: 'de-zeitraum-heading-far-above', family: 'zeitraum_no_year_rows_heading_far_above', seed: 507,
    account: { number: 'DE71733501200041882307', currency: 'EUR', opening: 97_615, start, end },
    txs: (r) => genL(r, { start, end, count: 15, pool: POOLS.de, wrap: 1, wrapShare: 0.4 }).map((t) => ({ ...t, date2: shifted(r, t.date, 0, 2) })),
    cols, fmt: { date: D.dmDot, abs: de, balance: deSigned },
    head: () => head('Bankhaus Lindqvist & Co.', 'Kontoauszug Nr. 12', ['Herrn Florian Weidinger', 'Am Mühlbach 9', '87435 Kempten'], ['IBAN DE71 7335 0120 0041 8823 07', 'Zeitraum: 01.12.2023 - 31.12.2023', 'Währung: EUR']),
    headerGap: 34,
    openingRow: (o) => ({ desc: 'Kontostand am 30.11.2023', balance: deSigned(o) }),
    closingRow: (c) => ({ desc: 'Kontostand am 31.12.2023', balance: deSigned(c) }),
    balances: true,
  });
}

export const dateFamilies = (): Fixture[] => [sgValueDate(), frValeurSoldeCrediteur(), esFechaValor(), inValueDtRef(), iePeriodWords(), usMonthOf(), deZeitraumHeaderGap()];
