/**
 * German current account whose rows take three or four lines: the booking type, the counterparty, then SEPA
 * fields (EREF+ / MREF+ / CRED+ / IBAN / BIC / SVWZ+). The figure sits on the row's first line, or on its last
 * line; "Alter Kontostand" and "Neuer Kontostand" rows carry figures with a trailing sign ("1.234,56 +"). One
 * variant has Soll / Haben columns and a running Saldo. Truth: every line of the row is the description.
 */
import { addDays } from '../format.js';
import { abs, accountNo, dateFmt, gen, head, monthPeriod, STYLE, type Layout, type R } from '../novel/kit.js';
import { cells, fontPx, jitter, label, ledger, type Col2, type Tx2 } from './kit2.js';

const DEBITORS = ['Stadtwerke Bergheide GmbH', 'Rheinauen Versicherung AG', 'Funknetz Mittelland GmbH', 'Fitnesswerk Lindenhof', 'Rundfunk Beitragsservice Nord'];
const PAYEES = ['Hausverwaltung Krämer & Söhne', 'Jana Oberländer', 'Autohaus am Weiher GmbH', 'Zahnarztpraxis Dr. Wendt'];
const SHOPS = ['Backstube Hansen', 'Drogerie Kornblume', 'Tankstelle Am Kreisel', 'Buchhandlung Seitenwind', 'Wochenmarkt Gemüse Jäger'];
const PAYERS = ['Brückner Maschinenbau GmbH', 'Familienkasse Nord', 'Lena Vogt', 'Finanzamt Ostheide'];
const MONTHS_DE = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];

function sepaLines(r: R, t: Tx2, month: number): string[] {
  const iban = r.digits('DE## #### #### #### #### ##');
  const bic = r.pick(['GENODEF1ABC', 'BYLADEM1XYZ', 'COLSDE33XXX', 'HELADEF1RTG']);
  const kind = t.lines[0];
  if (kind === 'SEPA-Lastschrift') return [kind, r.pick(DEBITORS), `EREF+ RG${r.digits('######')} MREF+ M-${r.digits('#######')}`, `CRED+ DE${r.digits('##')}ZZZ0000${r.digits('#####')}`];
  if (kind === 'SEPA-Überweisung') return [kind, r.pick(PAYEES), `IBAN ${iban} BIC ${bic}`, `SVWZ+ ${r.pick(['Miete', 'Rechnung', 'Anzahlung'])} ${r.digits('####')}`];
  if (kind === 'Dauerauftrag') return [kind, r.pick(PAYEES), `IBAN ${iban}`];
  if (kind === 'Kartenzahlung girocard') return [kind, r.pick(SHOPS), `Karte 1 ${r.digits('####')} ${String(r.int(7, 21)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')} Uhr`];
  const payer = r.pick(PAYERS);
  return ['SEPA-Gutschrift', payer, `IBAN ${iban} BIC ${bic}`, `SVWZ+ ${payer.includes('GmbH') ? `Lohn/Gehalt ${MONTHS_DE[month - 1]}` : `Erstattung ${r.digits('######')}`}`];
}

export const sepaFourLines: Layout = {
  family: 'sepa_rows_of_three_or_four_lines',
  make(r, k) {
    const { start, end, month } = monthPeriod(r);
    const d = dateFmt(k === 2 ? 'DD.MM.YY' : 'DD.MM.YYYY');
    const txs: Tx2[] = gen(r, { start, end: addDays(end, -1), count: r.int(6, 22), pool: { out: ['SEPA-Lastschrift', 'SEPA-Überweisung', 'Kartenzahlung girocard', 'Dauerauftrag'], in: ['SEPA-Gutschrift'], extra: [] }, max: 700, outShare: 0.75 }).map((t) => ({ ...t, lines: sepaLines(r, t, month) }));
    const m = abs(STYLE.dot);
    const trailing = (c: number) => `${m(c)} ${c < 0 ? '-' : '+'}`;
    const bottom = (text: string, lines: number) => `${'\n'.repeat(lines - 1)}${text}`;
    const iban = accountNo(r, 'DE## #### #### #### #### ##');
    const cols: Col2[] = jitter(r, k === 2
      ? [
          { key: 'date', title: 'Datum', width: 9, cell: cells.date(d) },
          { key: 'desc', title: 'Erläuterung', width: 56, cell: cells.desc() },
          { key: 'soll', title: 'Soll', width: 12, align: 'right', cell: cells.debit(m) },
          { key: 'haben', title: 'Haben', width: 12, align: 'right', cell: cells.credit(m) },
          { key: 'bal', title: 'Saldo', width: 13, align: 'right', cell: cells.balance((c) => (c < 0 ? `-${m(c)}` : m(c))) },
        ]
      : [
          { key: 'date', title: 'Buchungstag', width: 12, cell: cells.date(d) },
          { key: 'desc', title: 'Vorgang / Verwendungszweck', width: 66, cell: cells.desc() },
          { key: 'amt', title: 'Betrag EUR', width: 16, align: 'right', cell: ({ t }) => (k === 1 ? bottom(trailing(t.cents), t.lines.length) : trailing(t.cents)) },
        ]);
    const no = r.int(2, 12);
    return ledger({
      family: this.family,
      verdict: 'verified',
      look: { px: fontPx(r) },
      account: { number: iban, currency: 'EUR', start, end },
      opening: r.int(30_000, 900_000), txs, cols,
      balances: k === 2 ? 'all' : 'none',
      rowGap: 3,
      head: (t) => head(r.pick(['Sparkasse Ostheide', 'Volksbank Lindenhof eG', 'Raiffeisenbank Am Weiher eG']), `Kontoauszug Nr. ${no}/${start.slice(0, 4)}`, [r.pick(['Herrn Jonas Albrecht', 'Frau Miriam Kessler', 'Herrn Dr. Falk Reimers']), r.pick(['Lindenallee 12', 'Am Mühlbach 3a', 'Kastanienweg 40']), r.pick(['29525 Uelzen', '37073 Göttingen', '49074 Osnabrück'])], [`Girokonto ${iban}`, `Zeitraum ${dateFmt('DD.MM.YYYY')(start)} - ${dateFmt('DD.MM.YYYY')(end)}`, 'Währung EUR'], k === 2 ? [
        { kind: 'kv', rows: [['Alter Kontostand', trailing(t.opening)], ['Summe Soll', m(t.out)], ['Summe Haben', m(t.in)], ['Neuer Kontostand', trailing(t.closing)]] },
      ] : []),
      top: (t) => [label(cols, { date: d(start), desc: `Alter Kontostand vom ${dateFmt('DD.MM.YYYY')(addDays(start, -1))}`, amt: trailing(t.opening), bal: m(t.opening) })],
      bottom: (t) => [label(cols, { date: d(end), desc: `Neuer Kontostand vom ${dateFmt('DD.MM.YYYY')(end)}`, amt: trailing(t.closing), bal: m(t.closing) })],
      firstLines: 34, lines: 52,
      footer: (p, n) => [`Kontoauszug ${no} - Blatt ${p} von ${n}`],
      balancesPrinted: true,
    });
  },
};
