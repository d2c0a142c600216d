/**
 * Swedish account: "Bokföringsdag" and "Transaktionsdag" (booking and transaction date, labelled, in either
 * order; the transaction may be a few days before the booking, even before the period), ISO dates.
 */
import { addDays } from '../format.js';
import { accountNo, dateFmt, gen, head, monthPeriod, signed, statement, STYLE, type Col, type Layout } from './kit.js';

const POOL = {
  out: ['KORTKÖP LIVSMEDEL ÄNGSBACKEN', 'AUTOGIRO FJÄRRVÄRME NORR AB', 'SWISH TILL ELIN LINDQVIST', 'UTTAG BANKOMAT STORTORGET', 'KORTKÖP APOTEK BJÖRKEN', 'HYRA BOSTADS AB SJÖUDDEN', 'KORTKÖP BOKHANDELN VID ÅN', 'KORTKÖP PIZZERIA MÅSEN'],
  in: ['LÖN HAVSÖRN INDUSTRI AB', 'SWISH FRÅN MAGNUS HOLM', 'SKATTEÅTERBÄRING', 'RÄNTA', 'INSÄTTNING FRÅN SPARKONTO'],
  extra: ['REF ##########', 'OCR ############', 'KORT ****####'],
};

export const svTwoDates: Layout = {
  family: 'sv_bokforingsdag_transaktionsdag_labelled',
  make(r, k) {
    const { start, end } = monthPeriod(r);
    const d = dateFmt('YYYY-MM-DD');
    // Generated dates are booking dates; the purchase happened 0-3 days earlier.
    const txs = gen(r, { start, end, count: r.int(10, 34), pool: POOL, wrap: 1, wrapShare: 0.25, max: 2500 }).map((t) => {
      const back = t.lines[0].startsWith('KORTKÖP') || t.lines[0].startsWith('UTTAG') ? r.int(0, 3) : 0;
      return { ...t, date: addDays(t.date, -back), date2: t.date };
    });
    const number = accountNo(r, '8###-#, ### ### ###-#');
    const sig = signed(STYLE.space, 'minus');
    const booking: Col = { kind: 'date2', title: 'Bokföringsdag', width: 13 };
    const trans: Col = { kind: 'date', title: 'Transaktionsdag', width: 13 };
    const cols: Col[] = [...(k === 1 ? [trans, booking] : [booking, trans]), { kind: 'desc', title: 'Text', width: 44 }, { kind: 'amount', title: 'Belopp', width: 14 }, { kind: 'balance', title: 'Saldo', width: 15 }];
    return statement({
      family: this.family,
      account: { number, currency: 'SEK', start, end },
      opening: r.int(200_000, 6_000_000), txs, cols,
      fmt: { date: d, amount: sig, balance: sig },
      head: (t) => head(r.pick(['Sparbanken Vättern', 'Norrlandsbanken AB', 'Göta Kanal Bank']), 'Kontoutdrag', [r.pick(['Karin Sjöberg', 'Åsa Lundgren', 'Per-Olof Ek']), r.pick(['Björkvägen 12', 'Storgatan 3 B', 'Ängsgränd 7']), r.pick(['582 24 Linköping', '903 27 Umeå', '411 05 Göteborg'])], [`Privatkonto ${number}`, `Period ${d(start)} – ${d(end)}`, 'Valuta SEK'], [
        { kind: 'kv', rows: [['Ingående saldo', sig(t.opening)], ['Utgående saldo', sig(t.closing)]] },
      ]),
      footer: (p, n) => [`Sida ${p} av ${n}`],
      balancesPrinted: true, verdict: 'verified',
    });
  },
};
