/**
 * An Italian current account ("Estratto conto") as the Italian postal and retail banks print it: the figures LEFT
 * of the text, "DATA CONTABILE | DATA VALUTA | ADDEBITI | ACCREDITI | DESCRIZIONE OPERAZIONI", dates "05/03/2024"
 * (or "05.03.24"), figures "1.234,56", no running balance (opening and closing only in the "Riepilogo" box above).
 * Descriptions wrapped at spaces over two or three lines, card rows with the purchase's own figure, date and time
 * inside the text ("PAGAMENTO POS 45,20 EUR DEL 03.03.2024 ORE 12:33 ..."). On the last day a row "COMPETENZE DI
 * LIQUIDAZIONE" (interest less tax, the account fee, stamp duty) is a transaction. After the rows two tables that
 * are not: a "RIASSUNTO SCALARE" (value date, balance, days, numeri debitori / creditori) and the "PROSPETTO DELLE
 * COMPETENZE" whose lines and total make up the liquidation row.
 */
import type { Block } from '../model.js';
import { abs, amountsBy, dateFmt, fontPx, gen, jitter, ledger, monthPeriod, onlyOnce, STYLE, wrapWords, type Col2, type Layout, type Pool, type Tx2 } from './kit6.js';
import { addDays, daysBetween } from '../format.js';

const POOL: Pool = {
  out: [
    'POS', 'POS', 'POS', 'ADDEBITO SDD', 'ADDEBITO SDD', 'BONIFICO SEPA A FAVORE DI', 'PRELIEVO ATM', 'PAGAMENTO BOLLETTINO', 'RICARICA TELEFONICA', 'BONIFICO SEPA A FAVORE DI',
  ],
  in: ['ACCREDITO STIPENDIO', 'BONIFICO SEPA A VOSTRO FAVORE', 'BONIFICO SEPA A VOSTRO FAVORE', 'STORNO PAGAMENTO POS'],
  extra: [],
};
const SHOPS = ['ESSELUNGA VIA FAUCHE MILANO', 'CONAD CITY PIAZZA VITTORIO TORINO', 'FARMACIA SAN BABILA MILANO', 'AUTOGRILL CANTAGALLO', 'IKEA CORSICO', 'TRENITALIA ROMA'];
const CREDITORS = ['ENEL ENERGIA SPA', 'A2A ENERGIA SPA', 'FASTWEB SPA', 'TIM SPA', 'GENERALI ITALIA SPA'];
const PEOPLE = ['ROSSI MARCO', 'BIANCHI GIULIA', 'CONDOMINIO VIA PADOVA 12', 'IMMOBILIARE LOMBARDA SRL', 'ESPOSITO LUCA'];

export const itScalare: Layout = {
  family: 'it_figures_before_text_scalare_competenze_tables',
  make(r, k) {
    const { start, end } = monthPeriod(r);
    const d = dateFmt(k === 1 ? 'DD.MM.YY' : 'DD/MM/YYYY');
    const m = abs(STYLE.dot);
    const txs: Tx2[] = amountsBy(onlyOnce(r, gen(r, { start, end, count: r.int(18, 45), pool: POOL, max: 350, endMargin: 1 }), [/STIPENDIO/], POOL), [
      [/STIPENDIO/, () => r.int(160_000, 320_000)], [/^PRELIEVO/, () => -r.pick([5_000, 10_000, 25_000])], [/^RICARICA/, () => -r.pick([1_000, 1_500, 2_500])],
    ]);
    const width = r.int(46, 58);
    for (const t of txs) {
      const kind = t.lines[0];
      const when = addDays(t.date, -r.int(0, 2));
      const text =
        kind === 'POS' ? `PAGAMENTO POS ${m(t.cents)} EUR DEL ${dateFmt('DD.MM.YYYY')(when)} ORE ${r.int(8, 21)}:${String(r.int(0, 59)).padStart(2, '0')} CON CARTA ****${r.digits('####')} PRESSO ${r.pick(SHOPS)}`
        : kind === 'ADDEBITO SDD' ? `ADDEBITO SDD ${r.pick(CREDITORS)} MANDATO ${r.digits('IT##ZZZ########')} FATTURA ${r.digits('########')}`
        : kind === 'BONIFICO SEPA A FAVORE DI' ? `BONIFICO SEPA A FAVORE DI ${r.pick(PEOPLE)} IBAN IT${r.digits('##X##########')}... CRO ${r.digits('###########')}`
        : kind === 'PRELIEVO ATM' ? `PRELIEVO ATM CARTA ****${r.digits('####')} DEL ${dateFmt('DD.MM.YYYY')(t.date)} SPORTELLO ${r.digits('#####')} MILANO`
        : kind === 'PAGAMENTO BOLLETTINO' ? `PAGAMENTO BOLLETTINO PA ${r.pick(['TARI COMUNE DI MILANO', 'BOLLO AUTO REGIONE LOMBARDIA'])} CODICE AVVISO ${r.digits('#################')}`
        : kind === 'RICARICA TELEFONICA' ? `RICARICA TELEFONICA ${r.pick(['TIM', 'VODAFONE', 'WINDTRE'])} NUMERO 3${r.digits('##')}****${r.digits('###')}`
        : kind === 'ACCREDITO STIPENDIO' ? `ACCREDITO STIPENDIO ${r.pick(['MECCANICA BRIANZA SPA', 'STUDIO ASSOCIATO VERDI'])} EMOLUMENTI ${dateFmt('MM/YYYY')(t.date)}`
        : kind === 'STORNO PAGAMENTO POS' ? `STORNO PAGAMENTO POS PRESSO ${r.pick(SHOPS)}`
        : `BONIFICO SEPA A VOSTRO FAVORE DA ${r.pick(PEOPLE)} CAUSALE ${r.pick(['RIMBORSO SPESE', 'REGALO', 'QUOTA VACANZA'])}`;
      t.lines = wrapWords(text, width);
      t.valueDate = kind === 'POS' ? (when < start ? t.date : when) : t.cents > 0 ? addDays(t.date, r.int(0, 1)) : t.date;
    }
    // The liquidation on the last day: interest less 26 % tax, the account fee, stamp duty.
    const interest = r.int(1, 90);
    const tax = Math.round(interest * 0.26);
    const fee = -r.pick([300, 500, 700, 1_000]);
    const bollo = -r.pick([342, 856]);
    const net = interest - tax + fee + bollo;
    txs.push({ date: end, valueDate: end, lines: ['COMPETENZE DI LIQUIDAZIONE', `AL ${dateFmt('DD.MM.YYYY')(end)}`], cents: net });
    const out = txs.filter((t) => t.cents < 0).reduce((a, t) => a + t.cents, 0);
    const inn = txs.filter((t) => t.cents > 0).reduce((a, t) => a + t.cents, 0);
    const cols: Col2[] = jitter(r, [
      { key: 'date', title: 'DATA\nCONTABILE', width: 11, cell: ({ t }) => d(t.date) },
      { key: 'val', title: 'DATA\nVALUTA', width: 11, cell: ({ t }) => d(t.valueDate ?? t.date) },
      { key: 'out', title: 'ADDEBITI', width: 12, align: 'right', cell: ({ t }) => (t.cents < 0 ? m(t.cents) : '') },
      { key: 'in', title: 'ACCREDITI', width: 12, align: 'right', cell: ({ t }) => (t.cents > 0 ? m(t.cents) : '') },
      { key: 'desc', title: 'DESCRIZIONE OPERAZIONI', width: 58, cell: ({ t }) => t.lines.join('\n') },
    ]);
    const bank = r.pick(['Banca Popolare del Naviglio', 'Cassa di Risparmio di Brera', 'Banca Credito Ambrosiano']);
    const iban = `IT${r.digits('##')} X${r.digits('## ##### ##### ############')}`;
    const sgn = (c: number) => (c < 0 ? `-${m(c)}` : m(c));
    return ledger({
      family: this.family,
      verdict: 'verified',
      look: { px: fontPx(r) },
      account: { number: iban, currency: 'EUR', start, end },
      opening: r.int(50_000, 900_000), txs, cols,
      balances: 'none',
      head: (t) => [
        { kind: 'text', lines: [bank], size: 14, bold: true },
        { kind: 'text', lines: [`ESTRATTO CONTO AL ${dateFmt('DD/MM/YYYY')(end)}`], size: 11, bold: true },
        { kind: 'pair', left: [r.pick(['SIG. ALESSANDRO FERRARI', 'SIG.RA CHIARA COLOMBO', 'SIG. DAVIDE RICCI']), r.pick(['VIA PADOVA 118', 'CORSO BUENOS AIRES 45', 'VIALE MONZA 7']), r.pick(['20127 MILANO MI', '20124 MILANO MI', '20132 MILANO MI'])], right: [`IBAN ${iban}`, `Periodo dal ${dateFmt('DD/MM/YYYY')(start)} al ${dateFmt('DD/MM/YYYY')(end)}`, 'Divisa EUR'] },
        { kind: 'text', lines: ['RIEPILOGO'], bold: true },
        { kind: 'kv', rows: [['SALDO INIZIALE', sgn(t.opening)], ['TOTALE ADDEBITI', m(out)], ['TOTALE ACCREDITI', m(inn)], ['SALDO FINALE', sgn(t.closing)]] },
        { kind: 'text', lines: ['MOVIMENTI DEL PERIODO'], bold: true },
      ],
      tail: (t) => scalare(t.opening, txs, start, end, m, d, { interest, tax, fee, bollo, net }),
      pageHeader: (p, n) => [`${bank}   ESTRATTO CONTO   IBAN ${iban}   PAG. ${p} DI ${n}`],
      footer: (p, n) => [`PAG. ${p}/${n}   Aderente al Fondo Interbancario di Tutela dei Depositi`],
      firstLines: 28, lines: 50,
      balancesPrinted: true,
    });
  },
};

/** The value-date balance table and the liquidation table printed after the rows (neither holds transactions). */
function scalare(opening: number, txs: Tx2[], start: string, end: string, m: (c: number) => string, d: (iso: string) => string, c: { interest: number; tax: number; fee: number; bollo: number; net: number }): { block: Block; lines: number; keep?: boolean }[] {
  const byValue = [...txs].sort((a, b) => ((a.valueDate ?? a.date) < (b.valueDate ?? b.date) ? -1 : 1));
  const points: [string, number][] = [[start, opening]];
  let run = opening;
  for (const t of byValue) {
    run += t.cents;
    const v = (t.valueDate ?? t.date) < start ? start : (t.valueDate ?? t.date);
    if (points[points.length - 1][0] === v) points[points.length - 1][1] = run;
    else points.push([v, run]);
  }
  const rows = points.map(([day, bal], i) => {
    const next = i + 1 < points.length ? points[i + 1][0] : addDays(end, 1);
    const days = Math.max(0, daysBetween(day, next));
    const numeri = Math.round((Math.abs(bal) / 100) * days);
    return { cells: [d(day), bal < 0 ? `-${m(bal)}` : m(bal), String(days), bal < 0 ? String(numeri) : '', bal >= 0 ? String(numeri) : ''] };
  });
  const sc: Block = {
    kind: 'table',
    columns: [{ title: 'DATA VALUTA', width: 16, align: 'left' }, { title: 'SALDO PER VALUTA', width: 20, align: 'right' }, { title: 'GIORNI', width: 10, align: 'right' }, { title: 'NUMERI DEBITORI', width: 18, align: 'right' }, { title: 'NUMERI CREDITORI', width: 18, align: 'right' }],
    rows,
  };
  const comp: Block = {
    kind: 'table',
    columns: [{ title: 'VOCE', width: 50, align: 'left' }, { title: 'DARE', width: 16, align: 'right' }, { title: 'AVERE', width: 16, align: 'right' }],
    rows: [
      { cells: ['INTERESSI CREDITORI LORDI (TASSO 0,05%)', '', m(c.interest)] },
      { cells: ['RITENUTA FISCALE 26%', m(c.tax), ''] },
      { cells: ['SPESE TENUTA CONTO', m(c.fee), ''] },
      { cells: ['IMPOSTA DI BOLLO', m(c.bollo), ''] },
      { cells: ['TOTALE COMPETENZE', c.net < 0 ? m(c.net) : '', c.net >= 0 ? m(c.net) : ''], bold: true },
    ],
  };
  return [
    { block: { kind: 'text', lines: ['RIASSUNTO SCALARE'], bold: true }, lines: 2, keep: true },
    { block: sc, lines: rows.length + 2 },
    { block: { kind: 'text', lines: [`PROSPETTO DELLE COMPETENZE AL ${d(end)}`], bold: true }, lines: 2, keep: true },
    { block: comp, lines: 7 },
  ];
}
