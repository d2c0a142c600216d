/**
 * An Austrian online-banking transaction list printed from the browser, as customers upload them instead of a
 * statement: every page carries the browser's own header and footer, the print date and time and the page's
 * title at the top ("08.04.24, 14:22   Umsätze – Girokonto"), the page's address and "1/3" at the bottom (a date
 * that is not a booking's). Newest booking first; "Buchungsdatum | Valutadatum | Partner / Buchungstext | Betrag
 * | Währung": the amount signed both ways ("-45,20", "+1.250,00"), the currency "EUR" in a column of its own on
 * every row, the partner on the first line of a record and the booking text ("POS 45,20 0 03.04. 14:22 BILLA
 * DANKT 1234 WIEN", "Zahlungsreferenz: …") under it. Above the list only "Kontostand am 31.03.2024" (the closing
 * balance) and "Verfügbar" (the balance plus the overdraft): no opening balance anywhere, so "cannot verify".
 */
import type { Block } from '../model.js';
import { addDays } from '../format.js';
import { amountsBy, dateFmt, fontPx, formatted, gen, jitter, monthPeriod, onlyOnce, openingInCredit, paginate, running, STYLE, tableOf, truthAccount, txRow, withLook, type Col2, type Layout, type Piece, type Pool, type Tx2 } from './kit6.js';

const POOL: Pool = {
  out: ['POS', 'POS', 'POS', 'POS', 'LASTSCHRIFT', 'LASTSCHRIFT', 'UEBERWEISUNG', 'BANKOMAT', 'KONTOFUEHRUNG'],
  in: ['GEHALT', 'GUTSCHRIFT', 'GUTSCHRIFT', 'RUECKERSTATTUNG'],
  extra: [],
};
const SHOPS = ['BILLA DANKT 1234 WIEN', 'SPAR 5678 GRAZ', 'HOFER DANKT 0412 LINZ', 'OMV 7788 SALZBURG', 'DM DROGERIE 221 WIEN', 'WIENER LINIEN TICKET'];

export const atBrowserPrint: Layout = {
  family: 'at_browser_printed_banking_list_newest_first',
  make(r, k) {
    const { start, end } = monthPeriod(r);
    const d = dateFmt('DD.MM.YYYY');
    const m = formatted(STYLE.dot);
    const sig = (c: number) => (c < 0 ? `-${m(c)}` : `+${m(c)}`);
    const txs: Tx2[] = amountsBy(onlyOnce(r, gen(r, { start, end, count: r.int(16, 48), pool: POOL, max: 300 }), [/^GEHALT/, /^KONTOFUEHRUNG/], POOL), [
      [/^GEHALT/, () => r.int(220_000, 420_000)], [/^KONTOFUEHRUNG/, () => -r.int(500, 1_500)], [/^BANKOMAT/, () => -r.pick([5_000, 10_000, 20_000])],
    ]);
    for (const t of txs) {
      const kind = t.lines[0];
      const when = addDays(t.date, -r.int(0, 2));
      const ref = r.digits('###############');
      const shop = r.pick(SHOPS);
      t.lines =
        kind === 'POS' ? [shop.replace(/ (DANKT )?\d+ .*$| TICKET$/, ''), `POS ${m(t.cents)} 0 ${dateFmt('DD.MM.')(when)} ${r.int(8, 21)}:${String(r.int(0, 59)).padStart(2, '0')} ${shop}`]
        : kind === 'LASTSCHRIFT' ? [r.pick(['Wien Energie GmbH', 'A1 Telekom Austria AG', 'Magenta Telekom', 'Wiener Städtische Versicherung']), `Zahlungsreferenz: ${r.digits('##########')} Mandat ${r.digits('AT##ZZZ########')}`]
        : kind === 'UEBERWEISUNG' ? [r.pick(['Maria Huber', 'Thomas Gruber', 'Hausverwaltung Leitner GmbH']), `Verwendungszweck: ${r.pick(['Miete', 'Geburtstag', 'Anteil Urlaub'])} AT${r.digits('## #### #### #### ####')}`]
        : kind === 'BANKOMAT' ? ['Bargeldbehebung', `AUTOMAT ${r.digits('########')} ${dateFmt('DD.MM.')(when)} ${r.pick(['WIEN', 'GRAZ', 'LINZ'])}`]
        : kind === 'KONTOFUEHRUNG' ? ['Kontoführung', `Abschluss per ${dateFmt('DD.MM.YYYY')(t.date)}`]
        : kind === 'GEHALT' ? [r.pick(['Alpen Holzbau GmbH', 'Donau Software GmbH']), `Gehalt ${dateFmt('MM/YYYY')(t.date)}`]
        : kind === 'RUECKERSTATTUNG' ? [r.pick(['Amazon EU S.a.r.l.', 'Zalando SE']), `Rückerstattung ${ref}`]
        : [r.pick(['Lisa Berger', 'Florian Wimmer', 'Katharina Pichler']), `Zahlungsreferenz: ${r.pick(['Essen', 'Konzertkarten', 'danke'])}`];
      t.valueDate = kind === 'POS' || kind === 'BANKOMAT' ? (when < start ? t.date : when) : t.date;
    }
    const opening = openingInCredit(r.int(20_000, 700_000), txs);
    const bals = running(opening, txs);
    const closing = bals.length ? bals[bals.length - 1] : opening;
    const cols: Col2[] = jitter(r, [
      { key: 'date', title: 'Buchungsdatum', width: 13, cell: ({ t }) => d(t.date) },
      { key: 'val', title: 'Valutadatum', width: 12, cell: ({ t }) => d(t.valueDate ?? t.date) },
      { key: 'desc', title: 'Partner / Buchungstext', width: 52, cell: ({ t }) => t.lines.join('\n') },
      { key: 'amt', title: 'Betrag', width: 13, align: 'right', cell: ({ t }) => sig(t.cents) },
      { key: 'ccy', title: 'Währung', width: 8, cell: () => 'EUR' },
    ]);
    const table = tableOf(cols);
    const order = txs.map((_, i) => i).reverse();
    const pieces: Piece[] = order.map((i) => ({ table, row: txRow(cols, txs[i], i, null), tx: i }));
    const printed = addDays(end, r.int(1, 9));
    const stamp = `${dateFmt('DD.MM.YY')(printed)}, ${r.int(8, 22)}:${String(r.int(0, 59)).padStart(2, '0')}`;
    const bank = r.pick(['Donau Sparbank', 'Alpenländische Raiffeisenkasse', 'Wienerwald Bank AG']);
    const iban = `AT${r.digits('## ##### ########### ')}`.trim();
    const title = `Umsätze – Girokonto ${iban} | ${bank}`;
    const url = `https://banking.${bank.toLowerCase().replace(/[^a-z]+/g, '')}.at/banking/#/konten/${r.digits('########')}/umsaetze?von=${start}&bis=${end}`;
    const limit = r.pick([100_000, 200_000, 300_000]);
    const head: Block[] = [
      { kind: 'text', lines: [`${stamp}   ${title}`], size: 7 },
      { kind: 'text', lines: [bank], size: 13, bold: true },
      { kind: 'pair', left: [r.pick(['Stefan Leitner', 'Anna Hofbauer', 'Markus Steiner']), `Girokonto ${iban}`], right: [`Zeitraum ${d(start)} – ${d(end)}`, `Kontostand am ${d(end)}: ${m(closing)} EUR`, `Verfügbar: ${m(closing + limit)} EUR`] },
      { kind: 'text', lines: [`Umsätze (${txs.length})`, k === 2 ? 'Suche: alle Umsätze, sortiert nach Buchungsdatum absteigend' : 'Alle Umsätze'], bold: true },
    ];
    const doc = paginate({
      head, pieces, firstLines: 32, lines: 50,
      pageHeader: () => [`${stamp}   ${title}`],
      footer: (p, n) => [`${url}   ${p}/${n}`],
    });
    const account = truthAccount({ number: iban, currency: 'EUR', start, end }, null, closing, order.map((i) => txs[i]), order.map(() => null));
    return { doc: withLook(doc, { px: fontPx(r) }), truth: { family: this.family, verdict: 'cannot_verify', accounts: [{ ...account, printOrder: 'newest_first' }] } };
  },
};
