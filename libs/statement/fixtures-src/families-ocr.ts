/**
 * OCR-like text layers: every word its own run, some words in two touching pieces, baselines off by up
 * to a point, a few words run together (the text layer spells them so, and so does the truth), and stray
 * marks read off table rules ("|", "'") in the gutters between columns (not part of any row's text).
 */
import { dateFormats as D, formatAbs, formatSigned, money as M } from './format.js';
import { head } from './families-dates.js';
import { ledgerStatement, type LCol, type LTx } from './ledger.js';
import type { Fixture } from './model.js';
import { genL, POOLS, shifted } from './pools.js';

/** Some descriptions lose a space, as OCR does ("CORNFLOWERCAFE"). */
const runTogether = (txs: LTx[]): LTx[] => txs.map((t, i) => (i % 5 === 2 && t.lines[0].includes(' ') ? { ...t, lines: [t.lines[0].replace(' ', ''), ...t.lines.slice(1)] } : t));

/** UK current account scanned and OCRed: "|" in the gutter after the description, "'" after the balance. */
function ocrUk(): Fixture {
  const start = '2024-10-01';
  const end = '2024-10-31';
  const en = (c: number) => formatAbs(c, M.en);
  const enSigned = (c: number) => formatSigned(c, M.en, 'minus');
  const cols: LCol[] = [
    { kind: 'date', title: 'Date', width: 10 }, { kind: 'desc', title: 'Description', width: 46 }, { kind: 'debit', title: 'Money out', width: 13 },
    { kind: 'credit', title: 'Money in', width: 13 }, { kind: 'balance', title: 'Balance', width: 14 },
  ];
  return ledgerStatement({
    name: 'ocr-uk-current-account', family: 'ocr_text_layer_words_pieces_wavy_strays', seed: 541, ocr: true,
    account: { number: '66120934', currency: 'GBP', opening: 228_915, start, end },
    txs: (r) => runTogether(genL(r, { start, end, count: 20, pool: POOLS.gb, wrap: 1, wrapShare: 0.3 })),
    cols, fmt: { date: D.dmySlash, abs: en, balance: enSigned },
    head: () => head('Fenland Counties Bank', 'Current Account Statement', ['Mr Tobias Featherstone', '5 Sluice Lane', 'Ely CB7 4DX'], ['Account number 66120934', 'Statement period 1 October 2024 to 31 October 2024', 'Currency: GBP']),
    openingRow: (o) => ({ date: '01/10/2024', desc: 'Opening balance', balance: enSigned(o) }),
    closingRow: (c) => ({ date: '31/10/2024', desc: 'Closing balance', balance: enSigned(c) }),
    strays: (i) => [...(i % 4 === 1 ? [{ after: 1, ch: '|' }] : []), ...(i % 7 === 3 ? [{ after: 4, ch: "'" }] : [])],
    balances: true,
  });
}

/** French account OCRed: value date beside the date, signed amounts, "'" between the amount and the balance. */
function ocrFr(): Fixture {
  const start = '2024-09-01';
  const end = '2024-09-30';
  const signed = (c: number) => formatSigned(c, M.fr, 'minus');
  const cols: LCol[] = [
    { kind: 'date', title: 'Date', width: 10 }, { kind: 'date2', title: 'Valeur', width: 10 }, { kind: 'desc', title: 'Opération', width: 44 },
    { kind: 'amount', title: 'Montant', width: 15 }, { kind: 'balance', title: 'Solde', width: 15 },
  ];
  return ledgerStatement({
    name: 'ocr-fr-valeur-signed', family: 'ocr_text_layer_value_date_signed_amounts', seed: 542, ocr: true,
    account: { number: '004172284619', currency: 'EUR', opening: 145_380, start, end },
    txs: (r) => runTogether(genL(r, { start, end, count: 18, pool: POOLS.fr, wrap: 1, wrapShare: 0.3 })).map((t) => ({ ...t, date2: shifted(r, t.date, 0, 2) })),
    cols, fmt: { date: D.dmySlash, abs: signed, signed, balance: signed },
    head: () => head('Banque Littorale du Cotentin', 'Relevé de compte', ['Mme Solène Lecoeur', '9 rue des Mouettes', '50100 Cherbourg'], ['Numéro de compte : 004172284619', 'Période du 01/09/2024 au 30/09/2024', 'Devise : EUR']),
    openingRow: (o) => ({ desc: 'Ancien solde', balance: signed(o) }),
    closingRow: (c) => ({ desc: 'Nouveau solde', balance: signed(c) }),
    strays: (i) => [...(i % 3 === 2 ? [{ after: 3, ch: "'" }] : []), ...(i % 5 === 0 ? [{ after: 4, ch: '|' }] : [])],
    balances: true,
  });
}

export const ocrFamilies = (): Fixture[] => [ocrUk(), ocrFr()];
