/**
 * A Norwegian current account ("Brukskonto") statement as Norwegian banks print it: "Bokført | Rentedato |
 * Forklaring | Ut av konto | Inn på konto | Saldo", newest booking first, comma decimals with a space between
 * thousands ("1 234,56"), card purchases with the purchase date and place inside the text ("*4417 12.03 NOK
 * 289,00 REMA 1000 MAJORSTUEN Kurs: 1,0000"), Vipps, AvtaleGiro, Nettgiro. "Utgående saldo" heads the list
 * and "Inngående saldo" ends it. Truth: `date` is the Bokført date (the Rentedato goes into `valueDate`), rows
 * in printed (newest-first) order, balance as printed.
 */
import { addDays } from '../format.js';
import { abs, accountNo, dateFmt, gen, head, monthPeriod, STYLE, type Layout, type Pool } from '../novel/kit.js';
import { fontPx, jitter, label, openingInCredit, paginate, running, tableOf, truthAccount, txRow, withLook, type Col2, type Piece, type Tx2 } from '../novel2/kit2.js';

const SHOPS = ['REMA 1000 MAJORSTUEN', 'KIWI 512 GRUNERLOKKA', 'COOP EXTRA TORSHOV', 'VINMONOPOLET OSLO CITY', 'NARVESEN OSLO S', 'CIRCLE K RINGVEIEN', 'APOTEK 1 STORGATA', 'XXL SPORT STORO'];
const POOL: Pool = {
  out: ['VAREKJØP', 'VAREKJØP', 'VAREKJØP', 'Vipps*Ola Haugen', 'AvtaleGiro Hafslund Strøm AS', 'Nettgiro til: OBOS Eiendomsforvaltning KID ##########', 'AvtaleGiro Telenor Norge AS', 'Overføring Sparekonto', 'Ruter Billett'],
  in: ['Vipps*Ingrid Solberg', 'Overføring fra 1###.##.#####', 'Tilbakebetaling NAV'],
  extra: [],
};

export const noNewestFirst: Layout = {
  family: 'no_newest_first_rentedato',
  make(r, k) {
    const { start, end } = monthPeriod(r);
    const d = dateFmt(k === 1 ? 'DD.MM.YYYY' : 'DD.MM');
    const short = dateFmt('DD.MM');
    const nok = abs(STYLE.nbsp);
    const card = r.digits('####');
    const savings = accountNo(r, '1###.##.#####');
    const txs: (Tx2 & { cardDate?: string })[] = gen(r, { start, end, count: r.int(14, 50), pool: POOL, max: 900, endMargin: 1 }).map((t) => {
      if (t.lines[0] === 'VAREKJØP') {
        const on = addDays(t.date, -r.int(0, 3));
        const bought = on < start ? start : on;
        return { ...t, cardDate: bought, valueDate: t.date, lines: [`*${card} ${short(bought)} NOK ${nok(t.cents)}`, `${r.pick(SHOPS)} Kurs: 1,0000`] };
      }
      if (t.lines[0] === 'Overføring Sparekonto') return { ...t, lines: [`Overføring Sparekonto ${savings}`], valueDate: t.date };
      return { ...t, valueDate: r.chance(0.2) ? addDays(t.date, 1) : t.date };
    });
    // Pay on the 12th (or the working day before), once a month.
    const payday = `${start.slice(0, 8)}12`;
    txs.push({ date: payday, valueDate: payday, lines: ['Lønn Nordlys Havbruk AS'], cents: r.int(2_800_000, 5_200_000) });
    txs.push({ date: end, valueDate: end, lines: ['Kontohold'], cents: -r.pick([2_500, 3_500, 4_900]) });
    txs.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    const number = accountNo(r, '####.##.#####');
    const cols: Col2[] = jitter(r, [
      { key: 'date', title: 'Bokført', width: 10, cell: ({ t }) => d(t.date) },
      { key: 'val', title: 'Rentedato', width: 10, cell: ({ t }) => (t.valueDate ? d(t.valueDate) : '') },
      { key: 'desc', title: 'Forklaring', width: 44, cell: ({ t }) => t.lines.join('\n') },
      { key: 'out', title: 'Ut av konto', width: 13, align: 'right', cell: ({ t }) => (t.cents < 0 ? nok(t.cents) : '') },
      { key: 'in', title: 'Inn på konto', width: 13, align: 'right', cell: ({ t }) => (t.cents > 0 ? nok(t.cents) : '') },
      { key: 'bal', title: 'Saldo', width: 13, align: 'right', cell: ({ bal }) => (bal === null ? '' : bal < 0 ? `-${nok(bal)}` : nok(bal)) },
    ]);
    const bank = r.pick(['Fjordkysten Sparebank', 'Nordmarka Bank ASA', 'Sparebanken Mjøsa']);
    const opening = openingInCredit(r.int(500_000, 6_000_000), txs);
    const bals = running(opening, txs);
    const closing = bals.length ? bals[bals.length - 1] : opening;
    const shown = (c: number) => (c < 0 ? `-${nok(c)}` : nok(c));
    const table = tableOf(cols);
    const order = txs.map((_, i) => i).reverse();
    const pieces: Piece[] = [
      { table, row: label(cols, { date: d(end), desc: 'Utgående saldo', bal: shown(closing) }) },
      ...order.map((i): Piece => ({ table, row: txRow(cols, txs[i], i, bals[i]) })),
      { table, row: label(cols, { date: d(start), desc: 'Inngående saldo', bal: shown(opening) }) },
    ];
    const doc = paginate({
      head: head(bank, 'Kontoutskrift', [r.pick(['Kari Nordvik', 'Henrik Aasen', 'Sigrid og Tor Berntsen']), r.pick(['Thorvald Meyers gate 41', 'Sognsveien 18 B', 'Kirkeveien 102']), r.pick(['0555 Oslo', '0855 Oslo', '0361 Oslo'])], [`Brukskonto ${number}`, `Periode ${dateFmt('DD.MM.YYYY')(start)} - ${dateFmt('DD.MM.YYYY')(end)}`, 'Nyeste transaksjoner først']),
      pieces, firstLines: 38, lines: 56,
      pageHeader: (p, n) => [`${bank}  Kontoutskrift ${number}  Side ${p} av ${n}`],
      footer: (p, n) => [`Side ${p} av ${n}`],
    });
    const account = truthAccount({ number, currency: 'NOK', start, end }, opening, closing, order.map((i) => txs[i]), order.map((i) => bals[i]));
    account.transactions.forEach((tx, j) => {
      const cardDate = (txs[order[j]] as Tx2 & { cardDate?: string }).cardDate;
      if (cardDate) Object.assign(tx, { cardDate });
    });
    return { doc: withLook(doc, { px: fontPx(r) }), truth: { family: this.family, verdict: 'verified', accounts: [{ ...account, printOrder: 'newest_first' as const }] } };
  },
};
