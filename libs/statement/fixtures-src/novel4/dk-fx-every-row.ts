/**
 * A Danish current account ("Kontoudskrift") that prints, for every row, the original amount and currency and
 * the converted amount: "Dato | Tekst | Oprindeligt beløb | Valuta | Kurs | Beløb DKK | Saldo DKK", the rate
 * per 100 units as Danish banks quote it ("745,86"); a krone row prints its amount twice with "DKK" and
 * "100,00". Figures "1.234,56" signed with a leading minus in both amount columns; only "Beløb DKK" is the
 * amount, the saldo in kroner. "Primosaldo" / "Ultimosaldo" rows. Truth: the original amount in
 * `foreignAmount` / `foreignCurrency` for the foreign rows.
 */
import { abs, accountNo, dateFmt, gen, head, monthPeriod, STYLE, type Layout, type Pool } from './kit4.js';
import { fontPx, jitter, label, ledger, type Col2, type Tx2 } from '../novel2/kit2.js';

const POOL: Pool = {
  out: [
    'Netto Nørrebrogade', 'Føtex Aarhus C', 'MobilePay Sofie Lund', 'Dankort Q8 Vejle', 'Betalingsservice Ørsted', 'Betalingsservice TDC NET', 'Rejsekort Trafik',
    'Dankort Matas Strøget', 'Husleje Boligselskabet Fjord', 'Visa Bilka Odense',
  ],
  in: ['Løn Nordvind Shipping A/S', 'MobilePay fra Mads Holm', 'Overførsel fra opsparing'],
  extra: [],
};
const ABROAD: [string, string, number][] = [
  ['Visa Lidl Malmö', 'SEK', 65.2], ['Visa Booking.com Amsterdam', 'EUR', 745.9], ['Visa Ryanair Dublin', 'EUR', 745.9], ['Visa Amazon.de Marketplace', 'EUR', 745.9],
  ['Visa Spotify AB Stockholm', 'SEK', 65.2], ['Visa Apple.com Bill Cork', 'USD', 688.4], ['Visa Edeka Flensburg', 'EUR', 745.9], ['Visa Rema 1000 Oslo', 'NOK', 63.9],
  ['Visa Uber BV Amsterdam', 'USD', 688.4],
];

export const dkFxEveryRow: Layout = {
  family: 'dk_original_and_converted_amount_every_row',
  make(r, k) {
    const { start, end } = monthPeriod(r);
    const d = dateFmt(k === 1 ? 'DD.MM.YYYY' : 'DD.MM.YY');
    const m = abs(STYLE.dot);
    const sig = (c: number) => (c < 0 ? `-${m(c)}` : m(c));
    const rate = (x: number) => x.toFixed(2).replace('.', ',');
    const txs: Tx2[] = gen(r, { start, end, count: r.int(10, 34), pool: POOL, max: 2_200 }).map((t): Tx2 => {
      if (t.lines[0].startsWith('Løn')) t.cents = r.int(2_800_000, 4_600_000);
      if (t.lines[0].startsWith('Husleje')) t.cents = -r.int(650_000, 1_100_000);
      if (t.cents < 0 && r.chance(0.4)) {
        const [merchant, ccy, base] = r.pick(ABROAD);
        const kurs = Math.round(base * (0.98 + r() * 0.04) * 100) / 100;
        const orig = r.int(500, 60_000);
        return { ...t, lines: [merchant], cents: -Math.round((orig * kurs) / 100), info: { orig: sig(-orig), ccy, kurs: rate(kurs), n: String(-orig / 100) } };
      }
      return { ...t, info: { orig: sig(t.cents), ccy: 'DKK', kurs: '100,00' } };
    });
    const cols: Col2[] = jitter(r, [
      { key: 'date', title: 'Dato', width: 10, cell: ({ t }) => d(t.date) },
      { key: 'desc', title: 'Tekst', width: 36, cell: ({ t }) => t.lines.join('\n') },
      { key: 'orig', title: 'Oprindeligt\nbeløb', width: 13, align: 'right', cell: ({ t }) => t.info?.orig ?? '' },
      { key: 'ccy', title: 'Valuta', width: 7, cell: ({ t }) => t.info?.ccy ?? '' },
      { key: 'kurs', title: 'Kurs', width: 8, align: 'right', cell: ({ t }) => t.info?.kurs ?? '' },
      { key: 'amt', title: 'Beløb DKK', width: 13, align: 'right', cell: ({ t }) => sig(t.cents) },
      { key: 'bal', title: 'Saldo DKK', width: 14, align: 'right', cell: ({ bal }) => (bal === null ? '' : sig(bal)) },
    ]);
    const bank = r.pick(['Kattegat Sparekasse', 'Limfjord Bank A/S', 'Øresund Andelskasse']);
    const reg = r.digits('####');
    const no = accountNo(r, '##########');
    const full = dateFmt('DD.MM.YYYY');
    const made = ledger({
      family: this.family,
      verdict: 'verified',
      look: { px: fontPx(r) },
      account: { number: `${reg} ${no}`, currency: 'DKK', start, end },
      opening: r.int(200_000, 6_000_000), txs, cols,
      head: () => head(bank, `Kontoudskrift - Lønkonto ${k === 2 ? '(valutaposteringer vist med kurs)' : ''}`.trim(), [r.pick(['Mette Kjærgaard', 'Anders Bøgh Nielsen', 'Freja Dalsgaard']), r.pick(['Nørrebrogade 112, 3. th.', 'Vestergade 8', 'Åboulevarden 41, 2. tv.']), r.pick(['2200 København N', '8000 Aarhus C', '5000 Odense C'])], [`Reg.nr. ${reg}  Kontonr. ${no}`, `Periode ${full(start)} - ${full(end)}`, `Udskrift nr. ${r.int(1, 12)}`]),
      top: (t) => [label(cols, { date: d(start), desc: 'Primosaldo', bal: sig(t.opening) })],
      bottom: (t) => [label(cols, { date: d(end), desc: 'Ultimosaldo', bal: sig(t.closing) })],
      footer: (p, n) => [`Side ${p} af ${n}   Valutakurser er ${bank}s salgskurser på bogføringsdagen.`],
      balancesPrinted: true,
    });
    made.truth.accounts[0].transactions.forEach((tx, i) => {
      const info = txs[i].info;
      if (info?.n) Object.assign(tx, { foreignAmount: Number(info.n), foreignCurrency: info.ccy });
    });
    return made;
  },
};
