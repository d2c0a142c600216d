/** Danish account over New Year: rows dated "15.12" and "03.01" without a year, the period printed with years. */
import { accountNo, cyclePeriod, dateFmt, gen, head, signed, statement, STYLE, type Col, type Layout } from './kit.js';

const POOL = {
  out: ['DANKORT KØB BAGERIET VED ÅEN', 'BETALINGSSERVICE EL NORDLYS', 'HUSLEJE BOLIGSELSKABET ENGLYS', 'MOBILBETALING TIL SØREN KROGH', 'HÆVNING AUTOMAT STRØGET', 'DANKORT KØB APOTEKET SVANEN', 'DANKORT KØB JULEMARKED TIVOLIGADE', 'BETALINGSSERVICE FORSIKRING ØRESUND'],
  in: ['LØN FJORDVIND APS', 'OVERFØRSEL FRA LINE HOLM', 'RENTER', 'FERIEPENGE'],
  extra: ['KORTNR. XXXX ####', 'REF. ##########'],
};

export const daNoYear: Layout = {
  family: 'da_no_year_dates_across_new_year',
  make(r, k) {
    const { start, end } = cyclePeriod(r, { crossYear: true });
    const row = dateFmt(k === 1 ? 'DD/MM' : 'DD.MM');
    const full = dateFmt('DD.MM.YYYY');
    const txs = gen(r, { start, end, count: r.int(8, 40), pool: POOL, wrap: 1, wrapShare: 0.2, max: 1500 });
    const number = accountNo(r, 'Reg.nr. #### Kontonr. ##########');
    const sig = signed(STYLE.dot, 'minus');
    const cols: Col[] = [
      { kind: 'date', title: 'Dato', width: 9 }, { kind: 'desc', title: 'Tekst', width: 55 },
      { kind: 'amount', title: 'Beløb', width: 15 }, { kind: 'balance', title: 'Saldo', width: 15 },
    ];
    return statement({
      family: this.family,
      account: { number, currency: 'DKK', start, end },
      opening: r.int(100_000, 4_000_000), txs, cols,
      fmt: { date: row, amount: sig, balance: sig },
      head: () => head(r.pick(['Vestjysk Andelskasse', 'Sydfyns Sparekasse', 'Limfjordsbanken A/S']), 'Kontoudtog', [r.pick(['Mette Kristensen', 'Rasmus Møller', 'Freja Dahl']), r.pick(['Ågade 14, 2. tv.', 'Søndergade 3', 'Ved Stranden 9']), r.pick(['8000 Aarhus C', '5700 Svendborg', '9000 Aalborg'])], [number, `Periode ${full(start)} - ${full(end)}`, 'Valuta DKK']),
      openingRow: (t) => ({ date: row(start), desc: 'Primosaldo', balance: sig(t.opening) }),
      closingRow: (t) => ({ date: row(end), desc: 'Ultimosaldo', balance: sig(t.closing) }),
      footer: (p, n) => [`Side ${p} af ${n}`],
      balancesPrinted: true, verdict: 'verified',
    });
  },
};
