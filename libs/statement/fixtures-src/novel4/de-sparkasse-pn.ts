/**
 * A German savings-bank ("Sparkasse") Kontoauszug: "Buchung | Vorgang / Buchungsinformation | Betrag EUR |
 * Wert | PN", the value date printed right of the amount, and a Primanota code ("PN:5010") in a column of its
 * own at the far right; dates "14.03." without a year (the year is in "Kontoauszug 3/2024"), booking texts
 * over two to four lines (kind of booking, party, purpose, mandate and creditor ids), money out with a
 * trailing minus ("45,00-"). "Kontostand am ..." rows before and after (the new one with "Ihr Dispositions-
 * kredit" below) are balances, not transactions; no running balance. Truth: `valueDate` from Wert.
 */
import { addDays } from '../format.js';
import { abs, accountNo, dateFmt, gen, head, monthPeriod, STYLE, type Layout, type Pool } from './kit4.js';
import { fontPx, jitter, label, ledger, type Col2, type Tx2 } from '../novel2/kit2.js';

const POOL: Pool = {
  out: [
    'Lastschrift\nStadtwerke Münster GmbH\nAbschlag Gas 04/2024\nMandat 7712######', 'Kartenzahlung\nREWE Markt Hiltrup\n2024-03-## Debitk. 7 VJ 2027', 'Dauerauftrag\nWohnungsverein Münster eG\nMiete Wohnung 2.OG',
    'Lastschrift\nTelekom Deutschland GmbH\nKd.Nr. 56######## RG ####', 'Auszahlung Geldautomat\nSparkasse Münsterland Ost\nGA-Nr. 0####', 'Kartenzahlung\nAldi Nord Filiale 41\n2024-03-##',
    'Überweisung\nFahrradhaus Kiepenkerl\nRechnung 2024-####', 'Lastschrift\nProvinzial Versicherung\nHausrat VS-Nr. ######', 'Kartenzahlung\nDM Drogeriemarkt Ludgeristr.', 'Entgelte\nKontoführung Giro Komfort',
  ],
  in: ['Gutschrift Überw.\nMünsterländer Landmaschinen GmbH\nGehalt März', 'Gutschrift Überw.\nLena Wessels\nGeburtstag', 'Gutschrift Überw.\nFamilienkasse NRW\nKindergeld KG ####', 'Echtzeitgutschrift\nTobias Brinkmann\nAnteil Urlaub'],
  extra: [],
};
const PN: Record<string, string> = { Lastschrift: '5010', Kartenzahlung: '6130', Dauerauftrag: '808', 'Auszahlung Geldautomat': '0', Überweisung: '801', Entgelte: '999', 'Gutschrift Überw.': '931', Echtzeitgutschrift: '935' };

export const deSparkassePn: Layout = {
  family: 'de_sparkasse_value_date_right_primanota',
  make(r, k) {
    const { start, end } = monthPeriod(r);
    const d = dateFmt('DD.MM.');
    const year = start.slice(0, 4);
    const txs: Tx2[] = gen(r, { start, end, count: r.int(9, 30), pool: POOL, max: 400, endMargin: 1 }).map((t) => {
      const lines = t.lines[0].split('\n').map((l) => r.digits(l.replace(/^2024-03-\d\d/, addDays(t.date, -r.int(0, 1))).replace('04/2024', `${start.slice(5, 7)}/${year}`).replace('März', dateFmt('MON', ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'])(start))));
      const kind = lines[0];
      const cents = kind === 'Entgelte' ? -r.int(495, 1_290) : kind === 'Dauerauftrag' ? -r.int(55_000, 98_000) : lines[2]?.startsWith('Gehalt') ? r.int(240_000, 410_000) : t.cents;
      const valueDate = kind === 'Kartenzahlung' ? addDays(t.date, -r.int(0, 2)) : kind === 'Lastschrift' && r.chance(0.3) ? addDays(t.date, 1) : t.date;
      return { ...t, lines, cents, valueDate, info: { pn: `PN:${PN[kind]}` } };
    });
    const m = abs(STYLE.dot);
    const sig = (c: number) => (c < 0 ? `${m(c)}-` : m(c));
    const cols: Col2[] = jitter(r, [
      { key: 'date', title: 'Buchung', width: 9, cell: ({ t }) => d(t.date) },
      { key: 'desc', title: 'Vorgang / Buchungsinformation', width: 54, cell: ({ t }) => t.lines.join('\n') },
      { key: 'amt', title: 'Betrag EUR', width: 14, align: 'right', cell: ({ t }) => sig(t.cents) },
      { key: 'val', title: 'Wert', width: 8, align: 'right', cell: ({ t }) => (t.valueDate ? d(t.valueDate) : '') },
      { key: 'pn', title: 'PN', width: 9, align: 'right', cell: ({ t }) => t.info?.pn ?? '' },
    ]);
    const bank = r.pick(['Sparkasse Münsterland Mitte', 'Stadtsparkasse Emsdetten', 'Kreissparkasse Steinfurt']);
    const no = accountNo(r, '##########');
    const iban = `DE${accountNo(r, '## 4005 0150 ')}${no.slice(0, 4)} ${no.slice(4, 8)} ${no.slice(8)}`;
    const full = dateFmt('DD.MM.YYYY');
    const auszug = `${Number(start.slice(5, 7))}/${year}`;
    return ledger({
      family: this.family,
      verdict: 'verified',
      look: { px: fontPx(r) },
      account: { number: iban, currency: 'EUR', start, end },
      opening: r.int(20_000, 700_000), txs, cols,
      balances: 'none',
      head: () => head(bank, `Kontoauszug ${auszug}   Giro ${k === 2 ? 'Komfort' : 'Classic'}`, [r.pick(['Herrn Bernd Wessels', 'Frau Anja Kötter', 'Herrn Okan Demir']), r.pick(['Hammer Str. 118', 'Mauritzsteinpfad 3', 'Wolbecker Str. 64']), r.pick(['48153 Münster', '48155 Münster', '48167 Münster'])], [`IBAN ${iban}`, `BIC ${r.pick(['WELADED1MST', 'WELADED1EMS', 'WELADED1STF'])}`, `Auszug ${auszug}  Blatt 1`]),
      top: (t) => [label(cols, { desc: `Kontostand am ${full(addDays(start, -1))}, Auszug Nr. ${Number(auszug.split('/')[0]) - 1 || 12}`, amt: sig(t.opening) })],
      bottom: (t) => [label(cols, { desc: `Kontostand am ${full(end)} um ${r.int(18, 22)}:${r.digits('##').replace(/^[6-9]/, '5')} Uhr`, amt: sig(t.closing) }), label(cols, { desc: `Ihr Dispositionskredit ${m(r.int(10, 60) * 100_000)} EUR` }, false)],
      pageHeader: (p, n) => [`${bank}   Kontoauszug ${auszug}   IBAN ${iban}   Blatt ${p}/${n}`],
      footer: (p, n) => [`Blatt ${p} von ${n}   Bitte prüfen Sie Ihren Kontoauszug. Einwendungen sind unverzüglich zu erheben.`],
      balancesPrinted: true,
    });
  },
};
