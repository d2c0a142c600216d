/**
 * A Swiss private account in German as the Swiss banks print it: "Datum | Text | Belastung | Gutschrift |
 * Valuta | Saldo", figures in CHF with an apostrophe between thousands (1'234.50), a value date (Valuta) column
 * that differs from the booking date on some rows, booking texts over two or three lines (payee, then the
 * purpose or card details), "Saldovortrag" as the first row, "Übertrag" at the foot of each full page and at the
 * head of the next, and "Kontostand" at the end. The Datum column is the transaction date; the Valuta date
 * goes into the truth as `valueDate`.
 */
import { addDays } from '../format.js';
import { abs, accountNo, dateFmt, gen, head, monthPeriod, type Layout, type Pool } from '../novel/kit.js';
import { cells, fontPx, jitter, label, ledger, type Col2, type Tx2 } from '../novel2/kit2.js';
import type { MoneyStyle } from '../format.js';

const CH: MoneyStyle = { group: "'", decimal: '.', decimals: 2 };
const POOL: Pool = {
  out: [
    'Einkauf Migros Zürich Oerlikon', 'Einkauf Coop Winterthur Bahnhof', 'eBill Swisscom (Schweiz) AG', 'Dauerauftrag Mietzins Wohnung', 'Bargeldbezug Bancomat ZKB Stadelhofen',
    'Lastschrift CSS Krankenversicherung', 'Zahlung Elektrizitätswerk der Stadt', 'Einkauf SBB CFF FFS Mobile', 'TWINT Zahlung an Reto Baumann',
    'Einkauf Denner Baden', 'Zahlung Steueramt Kanton Zürich',
  ],
  in: ['Gutschrift Rückerstattung Krankenkasse', 'TWINT Gutschrift von Anna Keller'],
  extra: [],
};

export const chApostropheValuta: Layout = {
  family: 'swiss_apostrophe_chf_valuta_uebertrag',
  make(r, k) {
    const { start, end } = monthPeriod(r);
    const d = dateFmt(k === 1 ? 'DD.MM.YY' : 'DD.MM.YYYY');
    const card = r.digits('####');
    const txs: Tx2[] = gen(r, { start, end, count: r.int(20, 75), pool: POOL, max: 900, endMargin: 2 }).map((t) => {
      const first = t.lines[0];
      // The second line says what kind of booking it was: card, reference of a bill, purpose of a transfer.
      const more = first.startsWith('Einkauf') || first.startsWith('Bargeld')
        ? [`Karten-Nr. XXXX ${card}`]
        : first.startsWith('eBill') || first.startsWith('Zahlung') || first.startsWith('Lastschrift')
          ? r.chance(0.6) ? [`Referenz ${r.digits('## ##### ##### ##### #####')}`] : [`Mitteilung: Rechnung ${r.digits('######')}`]
          : first.startsWith('Dauerauftrag') ? ['Zahlungsgrund Miete'] : first.includes('Lohn') ? [`Lohn ${dateFmt('MM.YYYY')(start)}`] : [];
      return {
        ...t,
        lines: [first, ...(r.chance(0.7) ? more : [])],
        cents: first.includes('Lohn') ? r.int(580_000, 920_000) : first.startsWith('Dauerauftrag') ? -r.int(160_000, 280_000) : t.cents,
        valueDate: addDays(t.date, first.startsWith('Einkauf') || first.startsWith('Bargeld') ? -r.int(0, 2) : r.chance(0.25) ? 1 : 0),
      };
    });
    // Pay on the 25th; fees and interest at the end of the month, one line each.
    const payday = `${start.slice(0, 8)}25`;
    txs.push({ date: payday, valueDate: payday, lines: ['Gutschrift Lohn Helvetia Präzisionstechnik AG', `Lohn ${dateFmt('MM.YYYY')(start)}`], cents: r.int(580_000, 920_000) });
    txs.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    txs.push({ date: end, valueDate: end, lines: ['Kontoführungsgebühr'], cents: -r.pick([500, 600, 1_000]) });
    if (r.chance(0.6)) txs.push({ date: end, valueDate: end, lines: ['Habenzins'], cents: r.int(5, 900) });
    const m = abs(CH);
    const number = `CH${accountNo(r, '## 0070 0### #### #### #')}`;
    const cols: Col2[] = jitter(r, [
      { key: 'date', title: 'Datum', width: 11, cell: cells.date(d) },
      { key: 'desc', title: 'Text', width: 44, cell: cells.desc() },
      { key: 'out', title: 'Belastung', width: 12, align: 'right', cell: cells.debit(m) },
      { key: 'in', title: 'Gutschrift', width: 12, align: 'right', cell: cells.credit(m) },
      { key: 'val', title: 'Valuta', width: 11, cell: ({ t }) => (t.valueDate ? d(t.valueDate) : '') },
      { key: 'bal', title: 'Saldo', width: 13, align: 'right', cell: cells.balance(m) },
    ]);
    const bank = r.pick(['Zürcher Landbank', 'Bank Linth-Glarus AG', 'Aargauische Gewerbebank']);
    return ledger({
      family: this.family,
      verdict: 'verified',
      look: { px: fontPx(r) },
      account: { number, currency: 'CHF', start, end },
      opening: r.int(150_000, 4_000_000), txs, cols,
      head: () => head(bank, 'Kontoauszug Privatkonto', [r.pick(['Herr Lukas Brunner', 'Frau Sandra Meier-Huber', 'Herr und Frau R. und E. Widmer']), r.pick(['Seefeldstrasse 112', 'Bahnhofweg 4', 'Im Gässli 17']), r.pick(['8008 Zürich', '5400 Baden', '8400 Winterthur'])], [`IBAN ${number}`, `Auszug vom ${dateFmt('DD.MM.YYYY')(start)} bis ${dateFmt('DD.MM.YYYY')(end)}`, 'Währung CHF']),
      top: (t) => [label(cols, { date: d(start), desc: 'Saldovortrag', bal: m(t.opening) })],
      bottom: (t) => [label(cols, { date: d(end), desc: 'Kontostand', bal: m(t.closing) })],
      pageEnd: (is, goesOn, after) => (goesOn && is.length ? [label(cols, { desc: 'Übertrag', bal: m(after(is[is.length - 1])) })] : []),
      pageStart: (before, after) => [label(cols, { desc: 'Übertrag', bal: m(after(before[before.length - 1])) })],
      pageHeader: (p, n) => [`${bank}  Kontoauszug ${number}  Seite ${p}/${n}`],
      footer: (p, n) => [`Seite ${p}/${n}`],
      firstLines: 36, lines: 52, reserve: 3,
      balancesPrinted: true,
    });
  },
};
