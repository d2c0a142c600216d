/**
 * A Romanian current account ("Extras de cont") as the Romanian banks print it: "Data | Descriere | Debit |
 * Credit", dates "05/03/2024" on a day's first row only, figures "1.234,56", each record over two to four lines
 * (the booking kind, then "EPOS 03/03/2024 TID:… MEGA IMAGE …", "valoare tranzactie: 45,20 RON", "REF: …"), the
 * card's own figure inside the text. No running balance: after each day's rows a "RULAJ ZI" row holds the day's
 * debit and credit totals in the Debit and Credit columns and a "SOLD FINAL ZI" row the balance after the day (in
 * the Credit column); "SOLD ANTERIOR" opens the list and "SOLD FINAL" closes it. None of these are transactions.
 */
import type { Block } from '../model.js';
import { addDays } from '../format.js';
import { amountsBy, dateFmt, fontPx, formatted, gen, jitter, label, lastOfDay, monthPeriod, onlyOnce, openingInCredit, paginate, running, STYLE, tableOf, truthAccount, txRow, withLook, firstOfDay, type Col2, type Layout, type Piece, type Pool, type Tx2 } from './kit6.js';

const POOL: Pool = {
  out: ['POS', 'POS', 'POS', 'POS', 'ATM', 'TRANSFER', 'TRANSFER', 'FACTURA', 'COMISION', 'POS'],
  in: ['SALARIU', 'INCASARE', 'INCASARE', 'DOBANDA'],
  extra: [],
};
const SHOPS = ['MEGA IMAGE 0312 BUCURESTI', 'KAUFLAND 2210 CLUJ-NAPOCA', 'LIDL 4415 IASI', 'OMV PETROM 1133 PLOIESTI', 'CARREFOUR MARKET TIMISOARA', 'EMAG.RO BUCURESTI', 'DR.MAX FARMACIA 221 BRASOV'];
const PEOPLE = ['POPESCU ANDREI', 'IONESCU MARIA', 'ASOCIATIA DE PROPRIETARI BL 14', 'CONSTANTIN ELENA', 'DUMITRU RADU'];

export const roRulajZi: Layout = {
  family: 'ro_rulaj_zi_sold_final_zi_day_rows',
  make(r, k) {
    const { start, end } = monthPeriod(r);
    const d = dateFmt(k === 2 ? 'DD.MM.YYYY' : 'DD/MM/YYYY');
    const m = formatted(STYLE.dot);
    const txs: Tx2[] = amountsBy(onlyOnce(r, gen(r, { start, end, count: r.int(15, 40), pool: POOL, max: 600 }), [/^SALARIU/, /^DOBANDA/], POOL), [
      [/^SALARIU/, () => r.int(400_000, 950_000)], [/^COMISION/, () => -r.pick([500, 750, 1_500])], [/^DOBANDA/, () => r.int(1, 400)], [/^ATM/, () => -r.pick([20_000, 50_000, 100_000])],
    ]);
    for (const t of txs) {
      const kind = t.lines[0];
      const ref = `REF: ${r.digits('###########')}`;
      const card = `card nr. ${r.digits('4###')} XXXX XXXX ${r.digits('####')}`;
      t.lines =
        kind === 'POS' ? ['Plata la POS non-BT cu card VISA', `EPOS ${dateFmt('DD/MM/YYYY')(addDays(t.date, -r.int(0, 2)))} TID:${r.digits('########')} ${r.pick(SHOPS)} RO`, `valoare tranzactie: ${m(t.cents)} RON`, ref]
        : kind === 'ATM' ? ['Retragere numerar ATM', `${card} ATM ${r.digits('#####')} ${r.pick(['BUCURESTI', 'CLUJ', 'IASI'])}`, ref]
        : kind === 'TRANSFER' ? ['Transfer intern - canal electronic', `Beneficiar: ${r.pick(PEOPLE)}`, `IBAN: RO${r.digits('##')}BTRL${r.digits('################')}`, ref]
        : kind === 'FACTURA' ? ['Plata factura - debit direct', `${r.pick(['ENEL ENERGIE MUNTENIA', 'DIGI ROMANIA SA', 'ENGIE ROMANIA SA', 'ORANGE ROMANIA'])} cod client ${r.digits('#######')}`, ref]
        : kind === 'COMISION' ? ['Comision administrare cont', ref]
        : kind === 'SALARIU' ? ['Incasare OP - canal electronic', `Ordonator: ${r.pick(['SOFTWARE TRANSILVANIA SRL', 'AUTOMOBILE DACIA SA'])}`, `Detalii: salariu ${dateFmt('MM/YYYY')(t.date)}`, ref]
        : kind === 'DOBANDA' ? ['Dobanda bonificata', ref]
        : ['Incasare instant', `Ordonator: ${r.pick(PEOPLE)}`, `Detalii: ${r.pick(['chirie', 'cadou', 'impartit cheltuieli'])}`, ref];
    }
    const opening = k === 1 ? openingInCredit(r.int(0, 50_000), txs) : openingInCredit(r.int(50_000, 1_500_000), txs);
    const bals = running(opening, txs);
    const closing = bals.length ? bals[bals.length - 1] : opening;
    const first = firstOfDay(txs);
    const last = lastOfDay(txs);
    const cols: Col2[] = jitter(r, [
      { key: 'date', title: 'Data', width: 11, cell: ({ t, i }) => (first(i) ? d(t.date) : '') },
      { key: 'desc', title: 'Descriere', width: 60, cell: ({ t }) => t.lines.join('\n') },
      { key: 'out', title: 'Debit', width: 14, align: 'right', cell: ({ t }) => (t.cents < 0 ? m(t.cents) : '') },
      { key: 'in', title: 'Credit', width: 14, align: 'right', cell: ({ t }) => (t.cents > 0 ? m(t.cents) : '') },
    ]);
    const table = tableOf(cols);
    const dayOf = (i: number) => {
      let a = i;
      while (a > 0 && txs[a - 1].date === txs[i].date) a--;
      return txs.slice(a, i + 1);
    };
    const pieces: Piece[] = [
      { table, row: label(cols, { date: d(start), desc: 'SOLD ANTERIOR', in: m(opening) }) },
      ...txs.flatMap((t, i): Piece[] => {
        const row: Piece = { table, row: txRow(cols, t, i, null), tx: i };
        if (!last(i)) return [row];
        const day = dayOf(i);
        const sum = (f: (c: number) => boolean) => day.filter((x) => f(x.cents)).reduce((a, x) => a + x.cents, 0);
        return [row, { table, row: label(cols, { desc: 'RULAJ ZI', out: m(sum((c) => c < 0)), in: m(sum((c) => c > 0)) }) }, { table, row: label(cols, { desc: 'SOLD FINAL ZI', in: m(bals[i]) }) }];
      }),
      { table, row: label(cols, { date: d(end), desc: 'SOLD FINAL', in: m(closing) }) },
    ];
    const bank = r.pick(['Banca Carpatica', 'Banca Dunarea de Jos', 'Banca Transilvana de Credit']);
    const iban = `RO${r.digits('##')} ${r.pick(['BCRP', 'BDJX', 'BTDC'])} ${r.digits('#### #### #### ####')}`;
    const out = txs.filter((t) => t.cents < 0).reduce((a, t) => a + t.cents, 0);
    const head: Block[] = [
      { kind: 'text', lines: [bank], size: 14, bold: true },
      { kind: 'text', lines: ['EXTRAS DE CONT'], size: 11, bold: true },
      { kind: 'pair', left: [r.pick(['GEORGESCU MIHAI', 'STAN ALEXANDRA', 'MATEI BOGDAN']), r.pick(['Str. Memorandumului 21, ap. 4', 'Bd. Unirii 64, bl. K3', 'Calea Dorobantilor 110']), r.pick(['Cluj-Napoca, jud. Cluj', 'Bucuresti, sector 3', 'Bucuresti, sector 1'])], right: [`Cont: ${iban}`, 'Valuta: RON', `Perioada: ${dateFmt('DD/MM/YYYY')(start)} - ${dateFmt('DD/MM/YYYY')(end)}`] },
      { kind: 'kv', rows: [['Sold initial', m(opening)], ['Total debit', m(out)], ['Total credit', m(closing - opening - out)], ['Sold final', m(closing)]] },
    ];
    const doc = paginate({
      head, pieces, firstLines: k === 0 ? 36 : 32, lines: 56,
      pageHeader: (p, n) => [`${bank}   Extras de cont ${iban}   Pagina ${p} din ${n}`],
      footer: (p, n) => [`Pagina ${p} din ${n}   Depozitele sunt garantate de Fondul de Garantare a Depozitelor Bancare.`],
    });
    const account = truthAccount({ number: iban, currency: 'RON', start, end }, opening, closing, txs, txs.map(() => null));
    return { doc: withLook(doc, { px: fontPx(r) }), truth: { family: this.family, verdict: 'verified', accounts: [account] } };
  },
};
