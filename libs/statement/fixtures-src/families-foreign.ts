/**
 * Families about money and date printing: yen without decimals behind "¥", "2024/05/03" and "03.05.24"
 * dates, the currency symbol or code inside every cell ("€ 12,50", "12.50 USD"), and opening / closing
 * rows whose sign is only in words (SOLDE CREDITEUR / SOLDE DEBITEUR).
 */
import { dateFormats as D, formatSigned, money as M } from './format.js';
import { head } from './families-dates.js';
import { moneyWith } from './formats-extra.js';
import { ledgerStatement, type LCol } from './ledger.js';
import type { Fixture } from './model.js';
import { genL, POOLS, shifted } from './pools.js';

/** Japan: "2024/05/03" dates, "¥12,800" in every money cell, no decimals. */
function jpYenSymbol(): Fixture {
  const start = '2024-05-01';
  const end = '2024-05-31';
  const yen = moneyWith(M.jp, { before: '¥' });
  const cols: LCol[] = [
    { kind: 'date', title: 'Date', width: 11 }, { kind: 'desc', title: 'Description', width: 44 }, { kind: 'debit', title: 'Withdrawals', width: 14 },
    { kind: 'credit', title: 'Deposits', width: 14 }, { kind: 'balance', title: 'Balance', width: 15 },
  ];
  return ledgerStatement({
    name: 'jp-yen-symbol-in-cells', family: 'yen_symbol_no_decimals_ymd_slash', seed: 531,
    account: { number: '7712045', currency: 'JPY', opening: 84_512_300, start, end },
    txs: (r) => genL(r, { start, end, count: 18, pool: POOLS.ja, whole: true, max: 60_000 }),
    cols, fmt: { date: D.ymdSlash, abs: yen, balance: yen },
    head: () => head('Hokuriku Seaside Bank', 'Ordinary Deposit Statement', ['Ms. Haruka Morimoto', '3-14 Higashi-machi', 'Kanazawa 920-0831'], ['Branch 081  Account No. 7712045', 'Statement period 2024/05/01 - 2024/05/31', 'Currency: JPY']),
    openingRow: (o) => ({ desc: 'Previous balance', balance: yen(o) }),
    closingRow: (c) => ({ desc: 'Balance at end of period', balance: yen(c) }),
    balances: true,
  });
}

/** Austria: "03.05.24" dates, "€ 12,50" cells (the symbol before the figure, a space between). */
function atEuroPrefix(): Fixture {
  const start = '2024-05-01';
  const end = '2024-05-31';
  const eur = moneyWith(M.de, { before: '€ ' });
  const cols: LCol[] = [
    { kind: 'date', title: 'Datum', width: 9 }, { kind: 'desc', title: 'Buchungstext', width: 46 }, { kind: 'debit', title: 'Belastung', width: 14 },
    { kind: 'credit', title: 'Gutschrift', width: 14 }, { kind: 'balance', title: 'Saldo', width: 15 },
  ];
  return ledgerStatement({
    name: 'at-euro-symbol-short-dot-dates', family: 'euro_symbol_before_figures_dd_mm_yy', seed: 532,
    account: { number: 'AT483204500007128830', currency: 'EUR', opening: 76_440, start, end },
    txs: (r) => genL(r, { start, end, count: 17, pool: POOLS.de, wrap: 1, wrapShare: 0.3 }),
    cols, fmt: { date: D.dmyDotShort, abs: eur, balance: eur },
    head: () => head('Bergland Privatbank', 'Kontoauszug', ['Frau Magdalena Eichinger', 'Salzachgasse 4', '5020 Salzburg'], ['IBAN AT48 3204 5000 0712 8830', 'Kontoauszug vom 01.05.2024 bis 31.05.2024', 'Währung: EUR']),
    openingRow: (o) => ({ desc: 'Saldovortrag', balance: eur(o) }),
    closingRow: (c) => ({ desc: 'Neuer Saldo', balance: eur(c) }),
    balances: true,
  });
}

/** Panama: a USD account in Spanish, "1,234.50 USD" cells, "03-may-2024" dates. */
function paUsdCode(): Fixture {
  const start = '2024-05-01';
  const end = '2024-05-31';
  const usd = moneyWith(M.en, { after: ' USD' });
  const cols: LCol[] = [
    { kind: 'date', title: 'Fecha', width: 12 }, { kind: 'desc', title: 'Descripción', width: 42 }, { kind: 'debit', title: 'Débito', width: 14 },
    { kind: 'credit', title: 'Crédito', width: 14 }, { kind: 'balance', title: 'Saldo', width: 16 },
  ];
  return ledgerStatement({
    name: 'pa-usd-code-after-figures', family: 'currency_code_after_figures_month_name_dates', seed: 533,
    account: { number: '04-72-99-118305-3', currency: 'USD', opening: 918_275, start, end },
    txs: (r) => genL(r, { start, end, count: 16, pool: POOLS.es, wrap: 1, wrapShare: 0.3 }),
    cols, fmt: { date: D.dMonEs, abs: usd, balance: usd },
    head: () => head('Banco Istmeño de Ahorro', 'Estado de cuenta', ['Sr. Ricardo Aizpurúa', 'Calle 50, Edificio Mirador', 'Ciudad de Panamá'], ['Número de cuenta: 04-72-99-118305-3', 'Período: 01/05/2024 - 31/05/2024', 'Moneda: USD']),
    openingRow: (o) => ({ desc: 'Saldo inicial', balance: usd(o) }),
    closingRow: (c) => ({ desc: 'Saldo final', balance: usd(c) }),
    balances: true,
  });
}

/** Belgium: "SOLDE CREDITEUR AU 01/03/2024" opening and "SOLDE DEBITEUR AU 31/03/2024" closing (unsigned: the word says it), value date after the label. */
function beSoldeDebiteur(): Fixture {
  const start = '2024-03-01';
  const end = '2024-03-31';
  const abs = (c: number) => formatSigned(Math.abs(c), M.de, 'minus');
  const signed = (c: number) => formatSigned(c, M.de, 'minus');
  const cols: LCol[] = [
    { kind: 'date', title: 'Date opération', width: 11 }, { kind: 'desc', title: 'Libellé', width: 47 }, { kind: 'date2', title: 'Date valeur', width: 11 },
    { kind: 'amount', title: 'Montant EUR', width: 16 },
  ];
  return ledgerStatement({
    name: 'be-solde-crediteur-debiteur', family: 'opening_closing_sign_in_words_value_date_after_label', seed: 534,
    account: { number: 'BE71096123456769', currency: 'EUR', opening: 31_240, start, end },
    txs: (r) => genL(r, { start, end, count: 14, pool: POOLS.fr, outShare: 0.85, max: 900 }).map((t) => ({ ...t, date2: shifted(r, t.date, 0, 2) })),
    cols, fmt: { date: D.dmySlash, abs, signed },
    head: () => head('Banque de la Meuse', 'Extrait de compte n° 3', ['M. Olivier Dethier', 'Rue du Pont d\'Avroy 12', '4000 Liège'], ['IBAN BE71 0961 2345 6769', 'Période du 1er mars 2024 au 31 mars 2024', 'Devise : EUR']),
    openingRow: (o) => ({ desc: `SOLDE ${o >= 0 ? 'CREDITEUR' : 'DEBITEUR'} AU 01/03/2024`, amount: abs(o) }),
    closingRow: (c) => ({ desc: `SOLDE ${c >= 0 ? 'CREDITEUR' : 'DEBITEUR'} AU 31/03/2024`, amount: abs(c) }),
    balances: true,
  });
}

export const foreignFamilies = (): Fixture[] => [jpYenSymbol(), atEuroPrefix(), paUsdCode(), beSoldeDebiteur()];
