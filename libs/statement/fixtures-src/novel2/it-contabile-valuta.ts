/**
 * Italian current account: "Data contabile | Data valuta | Descrizione operazioni | Dare | Avere", booking date
 * first and value date second (card payments take value on the day of purchase, before the booking; transfers
 * in a day after), no running balance: "SALDO INIZIALE" and "SALDO FINALE" rows carry their figure in the Avere
 * column. One variant adds a "Causale" code column. Truth: the booking date, the value date as valueDate.
 */
import { addDays } from '../format.js';
import { abs, accountNo, dateFmt, gen, head, monthPeriod, STYLE, type Layout, type Pool } from '../novel/kit.js';
import { cells, fontPx, jitter, label, ledger, type Col2 } from './kit2.js';

const POOL: Pool = {
  out: [
    'PAGAMENTO POS SUPERMERCATO IL GIRASOLE', 'ADDEBITO SDD ACQUEDOTTO DELLE MURGE', 'BONIFICO A FAVORE DI ROSSETTI ELENA', 'PRELIEVO BANCOMAT ATM ####',
    'ADDEBITO SDD GAS VALLE DEL SERCHIO', 'COMMISSIONI TENUTA CONTO', 'IMPOSTA DI BOLLO', 'PAGAMENTO POS TRATTORIA DA PEPPINO', 'PAGAMENTO DELEGA F24',
  ],
  in: ['BONIFICO DA OFFICINE MECCANICHE LARIO SRL STIPENDIO', 'ACCREDITO BONIFICO DA BIANCHERI LUCA', 'STORNO PAGAMENTO POS', 'INTERESSI CREDITORI'],
  extra: ['CRO ###########', 'CARTA N. ****####', 'TRN 0306########## IT'],
};
const CAUSALE: [RegExp, string][] = [[/POS/, '43'], [/SDD/, '50'], [/BONIFICO A/, '26'], [/PRELIEVO/, '48'], [/BONIFICO DA|ACCREDITO/, '27'], [/COMMISSIONI|IMPOSTA/, '66'], [/F24/, '75'], [/INTERESSI/, '18']];

export const itContabileValuta: Layout = {
  family: 'it_data_contabile_data_valuta_dare_avere',
  make(r, k) {
    const { start, end } = monthPeriod(r);
    const d = dateFmt(k === 1 ? 'DD.MM.YY' : k === 2 ? 'DD/MM/YY' : 'DD/MM/YYYY');
    const txs = gen(r, { start: addDays(start, 3), end: addDays(end, -1), count: r.int(7, 30), pool: POOL, wrap: 1, wrapShare: 0.35, max: 1_100 }).map((t) => ({
      ...t,
      valueDate: /POS|PRELIEVO/.test(t.lines[0]) ? addDays(t.date, -r.int(0, 3)) : /^BONIFICO DA|^ACCREDITO/.test(t.lines[0]) ? addDays(t.date, r.int(0, 1)) : t.date,
      info: { causale: CAUSALE.find(([re]) => re.test(t.lines[0]))?.[1] ?? '99' },
    }));
    const m = abs(STYLE.dot);
    const iban = accountNo(r, 'IT## X 0#### ##### ############');
    const cols: Col2[] = jitter(r, [
      { key: 'date', title: 'Data\ncontabile', width: 10, cell: cells.date(d) },
      { key: 'value', title: 'Data\nvaluta', width: 10, cell: ({ t }) => d(t.valueDate!) },
      ...(k === 1 ? [{ title: 'Causale', width: 7, cell: cells.info('causale') }] : []),
      { key: 'desc', title: 'Descrizione operazioni', width: 46, cell: cells.desc() },
      { key: 'dare', title: 'Dare', width: 13, align: 'right', cell: cells.debit(m) },
      { key: 'avere', title: 'Avere', width: 13, align: 'right', cell: cells.credit(m) },
    ]);
    return ledger({
      family: this.family,
      verdict: 'verified',
      look: { px: fontPx(r) },
      account: { number: iban, currency: 'EUR', start, end },
      opening: r.int(80_000, 1_500_000), txs, cols,
      balances: 'none',
      head: (t) => head(r.pick(['Banca Popolare delle Dolomiti', 'Cassa Rurale della Val Seriana', 'Banca di Credito del Salento']), 'Estratto conto corrente ordinario', [r.pick(['Sig.ra Chiara Lombardini', 'Sig. Davide Esposti', 'Sig. Matteo Ferraresi']), r.pick(['Via dei Mille 27', 'Corso Garibaldi 118', 'Piazza del Duomo 4']), r.pick(['25121 Brescia (BS)', '73100 Lecce (LE)', '38122 Trento (TN)'])], [`IBAN ${iban}`, `Periodo dal ${dateFmt('DD/MM/YYYY')(start)} al ${dateFmt('DD/MM/YYYY')(end)}`, 'Divisa: EUR'], [
        { kind: 'kv', rows: [['Saldo iniziale', m(t.opening)], ['Totale movimenti dare', m(t.out)], ['Totale movimenti avere', m(t.in)], ['Saldo finale contabile', m(t.closing)]] },
      ]),
      top: (t) => [label(cols, { date: d(start), value: d(start), desc: 'SALDO INIZIALE', avere: m(t.opening) })],
      bottom: (t) => [label(cols, { desc: 'TOTALE MOVIMENTI', dare: m(t.out), avere: m(t.in) }), label(cols, { date: d(end), value: d(end), desc: 'SALDO FINALE', avere: m(t.closing) })],
      footer: (p, n) => [`Pagina ${p} di ${n}`],
      balancesPrinted: true,
    });
  },
};
