/**
 * A Dutch current account ("Rekeningafschrift") as the Dutch retail banks print it: "Datum | Naam / Omschrijving |
 * Code | Af Bij | Bedrag (EUR)", dates "dd-mm-yyyy", figures "1.234,56" never signed: the word "Af" or "Bij" in its
 * own column says the direction (right of the figure in one variant, left of it in another). Every row is a
 * record of two to four lines ("Omschrijving: …", "IBAN: …", "Kenmerk: …", a card row's "Pasvolgnr: 003
 * 04-03-2024 17:42" with the card's own date and time) under the counterparty's name; two-letter codes (BA, IC,
 * OV, GM, GT, DV). No running balance: the saldo only in the summary above the list ("Vorig saldo", "Nieuw saldo").
 */
import { addDays } from '../format.js';
import { abs, amountsBy, onlyOnce, dateFmt, fontPx, gen, head, jitter, ledger, monthPeriod, STYLE, type Col2, type Layout, type Pool, type Tx2 } from './kit5.js';

const CODES: Record<string, string> = {
  'Albert Heijn 1403 UTRECHT': 'BA', 'Jumbo Overvecht UTRECHT': 'BA', 'HEMA Hoog Catharijne': 'BA', 'Kruidvat 7351 ZEIST': 'BA', 'NS Reizigers Utrecht Cs': 'BA', 'Shell Vleuten': 'BA',
  'Vattenfall Klantenservice N.V.': 'IC', 'Zilveren Kruis Zorgverzekeringen NV': 'IC', 'Ziggo Services B.V.': 'IC', 'Gemeente Utrecht Belastingen': 'IC', 'Woonstichting De Kern': 'OV',
  'J.P. de Vries': 'GT', 'Geldautomaat Utrecht Centraal': 'GM', 'Kosten OranjePakket': 'DV', 'Noorderlicht Software B.V.': 'OV', 'Belastingdienst Toeslagen': 'OV', 'M. Bakker': 'GT',
  'Oranje Spaarrekening V 123-45678': 'GT',
};
const POOL: Pool = {
  out: Object.keys(CODES).slice(0, 14),
  in: Object.keys(CODES).slice(14),
  extra: [],
};
const WHAT: Record<string, string> = { IC: 'Termijnbedrag', Woonstichting: 'Huur woning', Noorderlicht: 'Salaris', Belastingdienst: 'Zorgtoeslag', Oranje: 'Overboeking' };

export const nlAfBij: Layout = {
  family: 'nl_af_bij_words_record_lines_no_balance',
  make(r, k) {
    const { start, end } = monthPeriod(r);
    const d = dateFmt('DD-MM-YYYY');
    const txs: Tx2[] = amountsBy(onlyOnce(r, gen(r, { start, end, count: r.int(12, 36), pool: POOL, max: 260 }), [/^Noorderlicht/, /^Woonstichting/, /^Kosten/, /^Vattenfall/, /^Zilveren/, /^Ziggo/, /^Gemeente/, /^Belastingdienst/], POOL), [
      [/^Noorderlicht/, () => r.int(260_000, 480_000)], [/^Woonstichting/, () => -r.int(85_000, 140_000)], [/^Kosten/, () => -r.int(195, 495)], [/^Oranje Spaar/, () => r.int(10_000, 80_000)],
    ]);
    for (const t of txs) {
      const name = t.lines[0];
      const code = CODES[name];
      const iban = `IBAN: NL${r.digits('##')} ${r.pick(['INGB', 'RABO', 'ABNA', 'SNSB', 'ASNB'])} 0${r.digits('### #### ##')}`;
      if (code === 'BA' || code === 'GM') t.lines.push(`Pasvolgnr: 00${r.int(1, 4)} ${d(addDays(t.date, -r.int(0, 1)))} ${String(r.int(7, 22)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}`, `Transactie: ${r.digits('##')}${r.pick(['A', 'B', 'C', 'F'])}${r.digits('###')} Term: ${r.pick(['CT', 'KN', 'YH'])}${r.digits('####')}`);
      else if (code === 'IC') t.lines.push(`Omschrijving: ${WHAT.IC} ${dateFmt('MM-YYYY')(t.date)}`, iban, `Kenmerk: ${r.digits('####################')}`);
      else if (code === 'OV' || code === 'GT') t.lines.push(`Omschrijving: ${WHAT[name.split(' ')[0]] ?? 'Terugbetaling etentje'} ${dateFmt('MM-YYYY')(t.date)}`, iban);
      t.info = { code };
    }
    const m = abs(STYLE.dot);
    const word = (c: number) => (c < 0 ? 'Af' : 'Bij');
    const afBij: Col2 = { key: 'ab', title: 'Af Bij', width: 6, cell: ({ t }) => word(t.cents) };
    const cols: Col2[] = jitter(r, [
      { key: 'date', title: 'Datum', width: 11, cell: ({ t }) => d(t.date) },
      { key: 'desc', title: 'Naam / Omschrijving', width: 54, cell: ({ t }) => t.lines.join('\n') },
      { key: 'code', title: 'Code', width: 6, cell: ({ t }) => t.info?.code ?? '' },
      ...(k === 1 ? [afBij] : []),
      { key: 'amt', title: 'Bedrag (EUR)', width: 13, align: 'right', cell: ({ t }) => m(t.cents) },
      ...(k === 1 ? [] : [afBij]),
    ]);
    const bank = r.pick(['Domstad Bank N.V.', 'Lekstroom Bank', 'Kromme Rijn Spaarbank N.V.']);
    const iban = `NL${r.digits('##')} ${r.pick(['DOMB', 'LEKB', 'KRSB'])} 0${r.digits('### #### ##')}`;
    return ledger({
      family: this.family,
      verdict: 'verified',
      look: { px: fontPx(r) },
      account: { number: iban, currency: 'EUR', start, end },
      opening: r.int(30_000, 900_000), txs, cols,
      balances: 'none',
      rowGap: k === 2 ? 3 : undefined,
      head: (t) => head(bank, `Rekeningafschrift ${r.int(1, 12)} - Betaalrekening`, [r.pick(['Dhr. S.J. van den Berg', 'Mevr. A.M. Jansen', 'Hr. T. de Graaf en/of Mw. L. Smit']), r.pick(['Biltstraat 112', 'Oudegracht 231 bis', 'Amsterdamsestraatweg 48']), r.pick(['3572 BJ UTRECHT', '3511 NK UTRECHT', '3701 AB ZEIST'])], [`Rekeningnummer ${iban}`, `Periode ${d(start)} t/m ${d(end)}`, `Datum afschrift ${d(addDays(end, 1))}`], [
        { kind: 'kv', rows: [[`Vorig saldo per ${d(start)}`, `€ ${m(t.opening)}`], ['Totaal afgeschreven', `€ ${m(t.out)}`], ['Totaal bijgeschreven', `€ ${m(t.in)}`], [`Nieuw saldo per ${d(end)}`, `€ ${m(t.closing)}`]] },
      ]),
      pageHeader: (p, n) => [`${bank}   Rekeningafschrift ${iban}   Blad ${p} van ${n}`],
      footer: (p, n) => [`Blad ${p} van ${n}   Codes: BA betaalautomaat, DV diversen, GM geldautomaat, GT internetbankieren, IC incasso, OV overschrijving`],
      firstLines: 34, lines: 54,
      balancesPrinted: true,
    });
  },
};
