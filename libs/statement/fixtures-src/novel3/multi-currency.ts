/**
 * A multi-currency account of a Lithuanian-licensed e-money bank (as the Baltic fintechs print them, in English):
 * one statement, one section per currency (EUR, then USD, GBP and sometimes CHF), each with its own
 * sub-account number, opening and closing balance rows, summary line and running balance in that currency.
 * Currency exchanges appear in both sections (out of one, into the other). Truth: one account per currency
 * section, in printed order, each verified by its own balances (the trap: a section lost and the file called
 * verified anyway).
 */
import { addDays } from '../format.js';
import { abs, accountNo, dateFmt, gen, monthPeriod, STYLE, type Layout, type Pool } from '../novel/kit.js';
import { cells, fontPx, jitter, label, openingInCredit, paginate, running, tableOf, truthAccount, txRow, withLook, type Col2, type Piece, type Tx2 } from '../novel2/kit2.js';
import type { Block } from '../model.js';
import { byDate } from './kit3.js';

const EUR: Pool = {
  out: [
    'Card payment Maxima LT Vilnius', 'Card payment Bolt.eu/O/2403', 'SEPA transfer to UAB Saules Energija', 'Card payment Rimi Riga Centrs', 'SEPA transfer to Kestas Petraitis',
    'Card payment Wolt Tallinn', 'Monthly plan fee', 'Card payment Lidl Kaunas', 'SEPA direct debit Telia Lietuva AB', 'ATM withdrawal Gedimino pr. 9',
  ],
  in: ['SEPA transfer from Baltic Dune Software UAB', 'SEPA transfer from Ruta Zemaitiene', 'Refund Bolt.eu/O/2403', 'SEPA instant from Jonas Vaitkus'],
  extra: ['Ref. ##########', 'Card *####'],
};
const FOREIGN: Record<string, Pool> = {
  USD: {
    out: ['Card payment AMZN Mktp US', 'Card payment Github Inc', 'Card payment Blue Bottle Coffee NY', 'SWIFT transfer to Harbor Lane LLC', 'Card payment Uber *Trip'],
    in: ['SWIFT transfer from Pinecrest Analytics Inc', 'Payout Stripe Payments US', 'Refund AMZN Mktp US'],
    extra: ['Ref. ##########'],
  },
  GBP: {
    out: ['Card payment Pret A Manger London', 'Card payment TfL Travel Charge', 'Faster payment to Oakridge Lettings Ltd', 'Card payment Boots 1142'],
    in: ['Faster payment from Thistle Design Studio Ltd', 'Refund TfL Travel Charge'],
    extra: ['Ref. ##########'],
  },
  CHF: {
    out: ['Card payment SBB CFF FFS', 'Card payment Coop Pronto Basel', 'Card payment Migrolino Zurich HB'],
    in: ['Transfer from Alpenblick Treuhand AG'],
    extra: [],
  },
};
const NUMERIC: Record<string, string> = { EUR: '978', USD: '840', GBP: '826', CHF: '756' };
const NAMES: Record<string, string> = { EUR: 'Euro', USD: 'US Dollar', GBP: 'Pound Sterling', CHF: 'Swiss Franc' };
const RATES: Record<string, number> = { USD: 1.0874, GBP: 0.8563, CHF: 0.9617 };

export const multiCurrency: Layout = {
  family: 'multi_currency_sections',
  make(r, k) {
    const { start, end } = monthPeriod(r);
    const d = dateFmt(k === 1 ? 'YYYY-MM-DD' : 'DD.MM.YYYY');
    const base = accountNo(r, '####-######');
    const ccys = ['EUR', 'USD', 'GBP', ...(k === 2 ? ['CHF'] : [])];
    const txs: Record<string, Tx2[]> = { EUR: gen(r, { start, end, count: r.int(10, 30), pool: EUR, wrap: 1, wrapShare: 0.2, max: 700 }) };
    for (const t of txs.EUR) if (t.lines[0] === 'Monthly plan fee') t.cents = -r.pick([399, 799, 1_399]);
    for (const c of ccys.slice(1)) txs[c] = gen(r, { start, end, count: r.int(c === 'CHF' ? 1 : 2, c === 'USD' ? 12 : 6), pool: FOREIGN[c], wrap: 1, wrapShare: 0.15, max: 400 });
    // Exchanges: EUR sold for another currency (or bought back), booked in both sections on the same day.
    for (let n = r.int(1, 3); n > 0; n--) {
      const c = r.pick(ccys.slice(1));
      const on = addDays(start, r.int(0, 26));
      const eur = r.int(50, 1_500) * 100;
      const other = Math.round(eur * RATES[c]);
      const back = r.chance(0.25);
      txs.EUR.push({ date: on, lines: [back ? `Exchanged from ${c}` : `Exchanged to ${c}`], cents: back ? eur : -eur });
      txs[c].push({ date: on, lines: [back ? 'Exchanged to EUR' : 'Exchanged from EUR'], cents: back ? -other : other });
    }
    const m = abs(STYLE.en);
    const sig = (c: number) => (c < 0 ? `-${m(c)}` : m(c));
    const pieces: Piece[] = [];
    const accounts = ccys.map((c) => {
      const rows = byDate(txs[c]);
      const open = openingInCredit(r.int(c === 'EUR' ? 30_000 : 0, c === 'EUR' ? 900_000 : 150_000), rows);
      const bals = running(open, rows);
      const close = bals.length ? bals[bals.length - 1] : open;
      const number = `${base}-${NUMERIC[c]}`;
      const cols: Col2[] = jitter(r, [
        { key: 'date', title: 'Date', width: 12, cell: cells.date(d) },
        { key: 'desc', title: 'Description', width: 50, cell: cells.desc() },
        { key: 'out', title: `Money out (${c})`, width: 14, align: 'right', cell: cells.debit(m) },
        { key: 'in', title: `Money in (${c})`, width: 14, align: 'right', cell: cells.credit(m) },
        { key: 'bal', title: `Balance (${c})`, width: 14, align: 'right', cell: cells.balance(sig) },
      ]);
      const table = tableOf(cols);
      const out = rows.filter((t) => t.cents < 0).reduce((a, t) => a + t.cents, 0);
      const inn = rows.filter((t) => t.cents > 0).reduce((a, t) => a + t.cents, 0);
      pieces.push(
        { block: { kind: 'text', lines: [`${NAMES[c]} (${c}) account`], size: 11, bold: true }, lines: 2, keep: true },
        { block: { kind: 'text', lines: [`Account number ${number}    Opening ${sig(open)} ${c}    Money out ${m(out)}    Money in ${m(inn)}    Closing ${sig(close)} ${c}`] }, lines: 2, keep: true },
        { table, row: label(cols, { date: d(start), desc: 'Opening balance', bal: sig(open) }) },
        ...rows.map((t, i): Piece => ({ table, row: txRow(cols, t, i, bals[i]) })),
        { table, row: label(cols, { date: d(end), desc: 'Closing balance', bal: sig(close) }) },
        { block: { kind: 'gap', size: 12 }, lines: 1 },
      );
      return truthAccount({ number, currency: c, start, end }, open, close, rows, bals);
    });
    const bank = r.pick(['Amberline Bank UAB', 'Nemunas Digital Bank UAB', 'Kursiu Payments UAB']);
    const holder = r.pick(['Ieva Kazlauskaite', 'Tomas Jankauskas', 'Northgate Studio UAB']);
    const headBlocks: Block[] = [
      { kind: 'text', lines: [bank], size: 14, bold: true },
      { kind: 'text', lines: ['Multi-currency account statement'], size: 11, bold: true },
      { kind: 'pair', left: [holder, r.pick(['Konstitucijos pr. 21', 'Laisves al. 54-12', 'Pylimo g. 8']), r.pick(['LT-09308 Vilnius', 'LT-44240 Kaunas', 'LT-01141 Vilnius'])], right: [`IBAN LT${r.digits('## #### #### #### ####')}`, `Period ${dateFmt('D MON YYYY')(start)} - ${dateFmt('D MON YYYY')(end)}`, `Currencies: ${ccys.join(', ')}`] },
    ];
    const doc = paginate({
      head: headBlocks, pieces, firstLines: 38, lines: 56,
      pageHeader: (p, n) => [`${bank} - statement ${dateFmt('MM/YYYY')(start)} - page ${p} of ${n}`],
      footer: (p, n) => [`${bank}, licensed as a specialised bank. Page ${p} of ${n}`],
    });
    return { doc: withLook(doc, { px: fontPx(r) }), truth: { family: this.family, verdict: 'verified', accounts } };
  },
};
