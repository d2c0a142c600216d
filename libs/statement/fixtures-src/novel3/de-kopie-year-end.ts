/**
 * A German current account statement ("Kontoauszug") reprinted as a copy: a large diagonal "KOPIE" watermark
 * over every page and a rotated "Duplikat" stamp across the table on page 1, both drawn over the text.
 * The period crosses the year end (December into January) and the dates print without a year ("14.12.",
 * "03.01."). "Bu-Tag | Wert | Vorgang | Betrag EUR" with "+"/"-" before the figure, booking texts over two to
 * four lines (kind of booking, party, purpose), "alter Kontostand" and "neuer Kontostand" with H (credit) or
 * S (debit) after the figure and no running balance: alter Kontostand + rows = neuer Kontostand.
 * Truth: `date` is the Bu-Tag with the year worked out from the period; Wert goes into `valueDate`.
 */
import { addDays } from '../format.js';
import { abs, accountNo, cyclePeriod, dateFmt, gen, head, STYLE, type Layout, type Pool } from '../novel/kit.js';
import { fontPx, jitter, label, ledger, type Col2, type Tx2 } from '../novel2/kit2.js';
import { withStamps } from './kit3.js';

const POOL: Pool = {
  out: [
    'Lastschrift\nStadtwerke Teutoburg GmbH\nAbschlag Strom Kd-Nr. 44######', 'Kartenzahlung girocard\nEDEKA Kruse Bielefeld', 'Dauerauftrag\nWohnbau Sennestadt eG\nMiete Whg. 3 OG links',
    'Lastschrift\nHUK-Coburg Versicherung\nBeitrag KFZ VS-Nr. ######', 'Bargeldauszahlung GA\nVolksbank Gütersloh Filiale Mitte', 'Überweisung online\nTierarztpraxis Dr. Lenz\nRechnung ####',
    'Kartenzahlung girocard\nRossmann Filiale 2214', 'Lastschrift\nVodafone GmbH\nKundennr. ########', 'Kartenzahlung girocard\nDB Vertrieb GmbH', 'Entgelt Kontoführung', 'Lastschrift\nPayPal Europe S.a.r.l.\n10######## PP.####.PP',
  ],
  in: ['Gehalt/Rente\nWestfalen Maschinenbau AG\nLohn/Gehalt 12/2024', 'Gutschrift\nJonas Hartmann\nAnteil Weihnachtsfeier', 'Gutschrift\nFinanzamt Bielefeld\nEinkommensteuer Erstattung', 'Überweisung Echtzeit\nMarie Schröder\nDanke'],
  extra: [],
};

export const deKopieYearEnd: Layout = {
  family: 'de_kopie_watermark_year_end_no_year',
  make(r, k) {
    const { start, end } = cyclePeriod(r, { crossYear: true });
    const d = dateFmt('DD.MM.');
    const txs: Tx2[] = gen(r, { start, end, count: r.int(10, 34), pool: POOL, max: 700, endMargin: 2 }).map((t) => {
      const lines = t.lines[0].split('\n').map((l) => r.digits(l).replace('12/2024', `${start.slice(5, 7)}/${start.slice(0, 4)}`));
      const valueDate = lines[0].startsWith('Kartenzahlung') ? addDays(t.date, -r.int(0, 2)) : lines[0].startsWith('Gehalt') ? t.date : addDays(t.date, r.chance(0.2) ? 1 : 0);
      const cents = lines[0] === 'Entgelt Kontoführung' ? -r.int(390, 1_290) : lines[0] === 'Gehalt/Rente' ? r.int(260_000, 420_000) : lines[0] === 'Dauerauftrag' ? -r.int(65_000, 120_000) : t.cents;
      return { ...t, lines, valueDate, cents };
    });
    const m = abs(STYLE.dot);
    const sig = (c: number) => (c < 0 ? `-${m(c)}` : `+${m(c)}`);
    const hs = (c: number) => `${m(c)} ${c < 0 ? 'S' : 'H'}`;
    const number = accountNo(r, '#########');
    const iban = `DE${accountNo(r, '## 4786 0125 ')}${number.slice(0, 4)} ${number.slice(4, 8)} ${number.slice(8)}0`;
    const cols: Col2[] = jitter(r, [
      { key: 'date', title: 'Bu-Tag', width: 9, cell: ({ t }) => d(t.date) },
      { key: 'val', title: 'Wert', width: 9, cell: ({ t }) => (t.valueDate ? d(t.valueDate) : '') },
      { key: 'desc', title: 'Vorgang', width: 60, cell: ({ t }) => t.lines.join('\n') },
      { key: 'amt', title: 'Betrag EUR', width: 16, align: 'right', cell: ({ t }) => sig(t.cents) },
    ]);
    const bank = r.pick(['Volksbank Teutoburger Land eG', 'Sparkasse Ravensberg', 'Raiffeisenbank Senne eG']);
    const full = dateFmt('DD.MM.YYYY');
    const made = ledger({
      family: this.family,
      verdict: 'verified',
      look: { px: fontPx(r) },
      account: { number: iban, currency: 'EUR', start, end },
      opening: r.int(30_000, 600_000), txs, cols,
      balances: 'none',
      head: () => head(bank, `Kontoauszug ${r.int(1, 12)}/${end.slice(0, 4)}   Blatt 1`, [r.pick(['Herrn Stefan Dreier', 'Frau Katrin Obermeier', 'Herrn Mehmet Yilmaz']), r.pick(['Am Johannisberg 7', 'Detmolder Str. 212', 'Lipper Hellweg 31a']), r.pick(['33615 Bielefeld', '33604 Bielefeld', '33335 Gütersloh'])], [`IBAN ${iban}`, `Kontokorrent ${number}`, `Zeitraum ${full(start)} - ${full(end)}`]),
      top: (t) => [label(cols, { desc: `alter Kontostand vom ${full(addDays(start, -1))}`, amt: hs(t.opening) })],
      bottom: (t) => [label(cols, { desc: `neuer Kontostand vom ${full(end)}`, amt: hs(t.closing) })],
      pageHeader: (p, n) => [`${bank}  Kontoauszug  IBAN ${iban}  Blatt ${p}/${n}`],
      footer: (p, n) => [`Blatt ${p}/${n}   Bitte beachten Sie die Hinweise auf der Rückseite.`],
      balancesPrinted: true,
    });
    const word = ['KOPIE', 'KOPIE', 'DUPLIKAT'][k];
    return {
      ...made,
      doc: withStamps(made.doc, [
        { text: word, x: 0.5, y: 0.45, size: word.length > 5 ? 80 : 110, angle: 38 + r.int(0, 10), grey: 0.78, bold: true },
        { text: `Zweitschrift erstellt am ${full(addDays(end, r.int(20, 90)))}`, x: 0.62, y: 0.42, size: 13, angle: -14, grey: 0.35, pages: 'first' },
      ]),
    };
  },
};
