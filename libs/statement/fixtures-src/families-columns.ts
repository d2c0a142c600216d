/**
 * Families about columns: type code, card number and cheque columns beside the description, wrapped
 * descriptions, column orders other than date-first, no heading words at all, centred figures,
 * sparse balance cells, headings far above the rows or only on page 1.
 */
import { dateFormats as D, formatAbs, formatSigned, money as M, type MoneyStyle } from './format.js';
import { head } from './families-dates.js';
import { dates } from './formats-extra.js';
import { ledgerStatement, type LCol } from './ledger.js';
import type { Fixture } from './model.js';
import { genL, POOLS } from './pools.js';

const en = (c: number) => formatAbs(c, M.en);
const enSigned = (c: number) => formatSigned(c, M.en, 'minus');

/** UK: a Type column (DD, POS, BGC) before the description, descriptions over up to 3 lines, date once a day, balance at day end. */
function ukTypeCode(): Fixture {
  const start = '2024-05-01';
  const end = '2024-05-31';
  const cols: LCol[] = [
    { kind: 'date', title: 'Date', width: 9 }, { kind: 'type', title: 'Type', width: 6 }, { kind: 'desc', title: 'Description', width: 43 },
    { kind: 'debit', title: 'Paid out', width: 13 }, { kind: 'credit', title: 'Paid in', width: 13 }, { kind: 'balance', title: 'Balance', width: 14 },
  ];
  return ledgerStatement({
    name: 'uk-type-code-wrapped', family: 'type_code_column_before_wrapped_description', seed: 511,
    account: { number: '58204713', currency: 'GBP', opening: 341_208, start, end },
    txs: (r) =>
      genL(r, { start, end, count: 24, pool: POOLS.gb, wrap: 2, wrapShare: 0.45, clusterDays: true }).map((t, i) => ({
        ...t,
        type: t.cents < 0 ? ['DD', 'POS', 'SO', 'ATM', 'POS', 'FPO'][i % 6] : ['BGC', 'FPI', 'TFR'][i % 3],
      })),
    cols, fmt: { date: D.dMonYY, abs: en, balance: enSigned }, dateOnce: true, balanceAt: 'dayEnd',
    head: () => head('Pennine & Dales Bank', 'Your current account statement', ['Mrs Gwen Threlfall', '22 Moorside Road', 'Skipton BD23 1QX'], ['Classic Current Account', 'Sort code 30-91-47   Account number 58204713', '1 May 2024 to 31 May 2024', 'All amounts in GBP']),
    openingRow: (o) => ({ date: '01 May 24', desc: 'BALANCE BROUGHT FORWARD', balance: enSigned(o) }),
    closingRow: (c) => ({ date: '31 May 24', desc: 'BALANCE CARRIED FORWARD', balance: enSigned(c) }),
    footer: () => ['Pennine & Dales Bank is a trading name of an invented fixture bank.'],
    balances: true,
  });
}

/** Australia: a Card column ("xx4417") on card rows of a joint account, descriptions over up to 3 lines. */
function auCardColumn(): Fixture {
  const start = '2024-06-01';
  const end = '2024-06-30';
  const cols: LCol[] = [
    { kind: 'date', title: 'Date', width: 10 }, { kind: 'card', title: 'Card', width: 8 }, { kind: 'desc', title: 'Transaction details', width: 42 },
    { kind: 'debit', title: 'Debit', width: 13 }, { kind: 'credit', title: 'Credit', width: 13 }, { kind: 'balance', title: 'Balance', width: 14 },
  ];
  return ledgerStatement({
    name: 'au-card-number-column', family: 'card_number_column_beside_description', seed: 512,
    account: { number: '174288310', currency: 'AUD', opening: 528_860, start, end },
    txs: (r) =>
      genL(r, { start, end, count: 20, pool: POOLS.au, wrap: 2, wrapShare: 0.5 }).map((t) => ({
        ...t,
        card: t.cents < 0 && r() < 0.7 ? (r() < 0.6 ? 'xx4417' : 'xx9051') : undefined,
      })),
    cols, fmt: { date: D.dmySlash, abs: en, balance: enSigned },
    head: () => head('Wattle Coast Bank', 'Everyday Access Statement', ['MR B O\'CONNELL & MS T LE', '41 Banksia Parade', 'Cairns QLD 4870'], ['BSB 633-108', 'Account number 174288310', 'Statement period 01/06/2024 to 30/06/2024', 'Currency: AUD']),
    openingRow: (o) => ({ date: '01/06/2024', desc: 'Opening Balance', balance: enSigned(o) }),
    closingRow: (c) => ({ date: '30/06/2024', desc: 'Closing Balance', balance: enSigned(c) }),
    balances: true,
  });
}

/** US: a "Check No." column, and a running balance that goes wrong from row 10 on (does not add up). */
function usCheckNumberWrong(): Fixture {
  const start = '2024-06-01';
  const end = '2024-06-30';
  const cols: LCol[] = [
    { kind: 'date', title: 'Date', width: 8 }, { kind: 'ref', title: 'Check No.', width: 9 }, { kind: 'desc', title: 'Description', width: 43 },
    { kind: 'debit', title: 'Withdrawals', width: 13 }, { kind: 'credit', title: 'Deposits', width: 13 }, { kind: 'balance', title: 'Balance', width: 14 },
  ];
  return ledgerStatement({
    name: 'us-check-number-wrong-balance', family: 'check_number_column_balance_does_not_add_up', seed: 513, size: 'Letter',
    account: { number: '310822975', currency: 'USD', opening: 402_655, start, end },
    txs: (r) => {
      let check = 1041;
      return genL(r, { start, end, count: 18, pool: POOLS.us, wrap: 1, wrapShare: 0.3 }).map((t, i) =>
        t.cents < 0 && i % 4 === 1 ? { ...t, lines: ['CHECK'], ref: String(check++) } : t,
      );
    },
    cols, fmt: { date: D.mdShort, abs: en, balance: enSigned }, wrongAt: 9,
    head: () => head('Bluestem Prairie Bank', 'Personal Checking Statement', ['MARGARET AND LEON VOSS', '815 COTTONWOOD LN', 'SALINA KS 67401'], ['Account Number: 310822975', 'Statement Period 06/01/2024 through 06/30/2024', 'All amounts in USD']),
    openingRow: (o) => ({ desc: 'Beginning Balance', balance: enSigned(o) }),
    closingRow: (c) => ({ desc: 'Ending Balance', balance: enSigned(c) }),
    footer: () => ['Member FDIC'],
    balances: true,
  });
}

/** Netherlands: the description first, then the date, then Af / Bij / Saldo. */
function nlDescriptionFirst(): Fixture {
  const start = '2024-05-01';
  const end = '2024-05-31';
  const de = (c: number) => formatAbs(c, M.de);
  const cols: LCol[] = [
    { kind: 'desc', title: 'Omschrijving', width: 48 }, { kind: 'date', title: 'Datum', width: 12 }, { kind: 'debit', title: 'Af', width: 13 },
    { kind: 'credit', title: 'Bij', width: 13 }, { kind: 'balance', title: 'Saldo', width: 14 },
  ];
  return ledgerStatement({
    name: 'nl-description-first', family: 'description_column_before_date', seed: 514,
    account: { number: 'NL63WADB0417735902', currency: 'EUR', opening: 211_930, start, end },
    txs: (r) => genL(r, { start, end, count: 17, pool: POOLS.nl, wrap: 1, wrapShare: 0.4 }),
    cols, fmt: { date: dates.dmyDashLong, abs: de, balance: (c) => formatSigned(c, M.de, 'minus') },
    head: () => head('Waddenbank N.V.', 'Rekeningoverzicht', ['Dhr. P. Hoekstra', 'Dijkweg 31', '8861 AB Harlingen'], ['IBAN NL63 WADB 0417 7359 02', 'Periode: 01-05-2024 t/m 31-05-2024', 'Valuta: EUR']),
    openingRow: (o) => ({ desc: 'Beginsaldo', balance: formatSigned(o, M.de, 'minus') }),
    closingRow: (c) => ({ desc: 'Eindsaldo', balance: formatSigned(c, M.de, 'minus') }),
    balances: true,
  });
}

/** South Africa: the signed amount first, then the date, then the description; space-grouped figures. */
function zaAmountFirst(): Fixture {
  const start = '2024-07-01';
  const end = '2024-07-31';
  const za: MoneyStyle = { group: ' ', decimal: '.', decimals: 2 };
  const signed = (c: number) => formatSigned(c, za, 'minus');
  const cols: LCol[] = [
    { kind: 'amount', title: 'Amount', width: 14 }, { kind: 'date', title: 'Date', width: 11 }, { kind: 'desc', title: 'Description', width: 48 },
    { kind: 'balance', title: 'Balance', width: 15 },
  ];
  return ledgerStatement({
    name: 'za-amount-before-date', family: 'amount_column_before_date', seed: 515,
    account: { number: '6204718835', currency: 'ZAR', opening: 1_530_275, start, end },
    txs: (r) => genL(r, { start, end, count: 15, pool: POOLS.za, max: 4000 }),
    cols, fmt: { date: D.dmySlash, abs: signed, signed, balance: signed },
    head: () => head('Highveld Mutual Bank', 'Cheque Account Statement', ['Ms Lerato Dlamini', '9 Jacaranda Avenue', 'Pretoria 0181'], ['Account number 6204718835', 'Statement period: 1 July 2024 to 31 July 2024', 'Currency: ZAR']),
    openingRow: (o) => ({ desc: 'Opening balance', balance: signed(o) }),
    closingRow: (c) => ({ desc: 'Closing balance', balance: signed(c) }),
    balances: true,
  });
}

/** Portugal: a table without any heading words (date, description, debit, credit, balance). */
function ptHeadless(): Fixture {
  const start = '2024-08-01';
  const end = '2024-08-31';
  const de = (c: number) => formatAbs(c, M.de);
  const cols: LCol[] = [
    { kind: 'date', title: 'Data', width: 11 }, { kind: 'desc', title: 'Descritivo', width: 46 }, { kind: 'debit', title: 'Débito', width: 13 },
    { kind: 'credit', title: 'Crédito', width: 13 }, { kind: 'balance', title: 'Saldo', width: 14 },
  ];
  return ledgerStatement({
    name: 'pt-no-heading-words', family: 'table_without_any_heading_debit_credit_columns', seed: 516,
    account: { number: 'PT50078101120123456789015', currency: 'EUR', opening: 324_190, start, end },
    txs: (r) => genL(r, { start, end, count: 16, pool: POOLS.pt, wrap: 1, wrapShare: 0.3 }),
    cols, fmt: { date: dates.dmyDashLong, abs: de, balance: (c) => formatSigned(c, M.de, 'minus') }, noHeader: true,
    head: () => head('Banco do Litoral Atlântico', 'Extrato de conta à ordem', ['Sr. Duarte Meireles', 'Rua das Gaivotas 18', '4450-208 Matosinhos'], ['IBAN PT50 0781 0112 0123 4567 8901 5', 'Período: 01-08-2024 a 31-08-2024', 'Moeda: EUR']),
    openingRow: (o) => ({ desc: 'Saldo anterior', balance: formatSigned(o, M.de, 'minus') }),
    closingRow: (c) => ({ desc: 'Saldo final', balance: formatSigned(c, M.de, 'minus') }),
    balances: true,
  });
}

/** Philippines: Debit, Credit and Balance figures centred in their columns, the balance only on every third row. */
function phCentredSparse(): Fixture {
  const start = '2024-06-01';
  const end = '2024-06-30';
  const cols: LCol[] = [
    { kind: 'date', title: 'Date', width: 10 }, { kind: 'desc', title: 'Particulars', width: 42 }, { kind: 'debit', title: 'Debit', width: 14, align: 'center' },
    { kind: 'credit', title: 'Credit', width: 14, align: 'center' }, { kind: 'balance', title: 'Balance', width: 15, align: 'center' },
  ];
  return ledgerStatement({
    name: 'ph-centred-figures-sparse-balance', family: 'centred_figures_sparse_balance_cells', seed: 517,
    account: { number: '0091-2284-57', currency: 'PHP', opening: 4_820_515, start, end },
    txs: (r) => genL(r, { start, end, count: 22, pool: POOLS.ph, max: 9000 }),
    cols, fmt: { date: D.mdySlash, abs: en, balance: enSigned }, balanceAt: 'sparse',
    head: () => head('Visayas Commerce Bank', 'Statement of Account - Savings', ['MS. CARMELA B. VILLANUEVA', '31 Mango Avenue', 'Cebu City 6000'], ['Account No.: 0091-2284-57', 'Statement Period: June 1, 2024 to June 30, 2024', 'Currency: PHP']),
    openingRow: (o) => ({ desc: 'BEGINNING BALANCE', balance: enSigned(o) }),
    closingRow: (c) => ({ desc: 'ENDING BALANCE', balance: enSigned(c) }),
    balances: true,
  });
}

/** UK building society: two pages, the two-line column heading only on page 1 and far above the first row, balances in a box. */
function ukHeadingPageOne(): Fixture {
  const start = '2024-09-01';
  const end = '2024-09-30';
  const opening = 1_906_402;
  const cols: LCol[] = [
    { kind: 'date', title: 'Date', width: 10 }, { kind: 'desc', title: 'Details', width: 46 }, { kind: 'debit', title: 'Withdrawals\n(£)', width: 13 },
    { kind: 'credit', title: 'Deposits\n(£)', width: 13 }, { kind: 'balance', title: 'Balance\n(£)', width: 14 },
  ];
  return ledgerStatement({
    name: 'uk-heading-on-page-one-only', family: 'column_heading_only_on_first_page_far_above_rows', seed: 518,
    account: { number: '90412266', currency: 'GBP', opening, start, end },
    txs: (r) => genL(r, { start, end, count: 36, pool: POOLS.gb, wrap: 1, wrapShare: 0.2 }),
    cols, fmt: { date: D.dmySlash, abs: en, balance: enSigned }, headingOnce: true, headerGap: 22, perPage: 21,
    head: (closing) =>
      head('Cheviot Building Society', 'Easy Access Saver statement', ['Mr Alasdair Rennick', '3 Tweed Terrace', 'Berwick-upon-Tweed TD15 1AB'], ['Account number 90412266', 'Statement period 1 September 2024 to 30 September 2024', 'Currency: GBP'], [
        { kind: 'kv', rows: [['Opening balance on 1 September 2024', `£${en(opening)}`], ['Closing balance on 30 September 2024', `£${en(closing)}`]] },
      ]),
    pageHeader: ['Cheviot Building Society  -  Easy Access Saver  -  statement continued'],
    footer: (p, n) => [`Page ${p} of ${n}`],
    balances: true,
  });
}

export const columnFamilies = (): Fixture[] => [ukTypeCode(), auCardColumn(), usCheckNumberWrong(), nlDescriptionFirst(), zaAmountFirst(), ptHeadless(), phCentredSparse(), ukHeadingPageOne()];
