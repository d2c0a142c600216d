/**
 * A Spanish current account ("Extracto de movimientos") as the Spanish banks print it: "F. Operación | F. Valor |
 * Concepto | Importe (EUR) | Saldo (EUR)", both dates "dd/mm/yyyy" (or "dd-mm-yy"), figures "1.234,56" with the
 * minus AFTER the figure ("45,20-") in the amount and in the balance (one variant goes into the red). A concept of
 * two lines (the payee, then "CONCEPTO: …" or a card and receipt number). At the foot of every page that goes on a
 * "SUMA Y SIGUE" row and at the head of the next a "SUMA ANTERIOR" row: the net of the movements so far in the
 * Importe column and the balance in the Saldo column, neither a transaction; "SALDO ANTERIOR" opens the list.
 */
import { addDays } from '../format.js';
import { amountsBy, onlyOnce, dateFmt, fontPx, formatted, gen, head, jitter, label, ledger, monthPeriod, STYLE, type Col2, type Layout, type Pool, type Tx2 } from './kit5.js';

const POOL: Pool = {
  out: [
    'COMPRA TARJ. 4940XXXXXXXX#### MERCADONA VALENCIA', 'COMPRA TARJ. 4940XXXXXXXX#### REPSOL E.S. BENIMACLET', 'RECIBO IBERDROLA CLIENTES SAU', 'RECIBO VODAFONE ESPANA SAU',
    'TRANSFERENCIA A FAVOR DE INMOBILIARIA TURIA SL', 'BIZUM ENVIADO A LUCIA MARTINEZ', 'RETIRADA CAJERO VALENCIA C/ COLON', 'RECIBO MAPFRE ESPANA SA', 'COMISION MANTENIMIENTO',
    'COMPRA TARJ. 4940XXXXXXXX#### EL CORTE INGLES', 'RECIBO AYUNTAMIENTO DE VALENCIA IBI', 'COMPRA INTERNET AMAZON EU SARL',
  ],
  in: ['NOMINA RECIBIDA LEVANTE LOGISTICA SA', 'TRANSFERENCIA DE PABLO GARCIA RUIZ', 'BIZUM RECIBIDO DE ANDREA LOPEZ', 'DEVOLUCION COMPRA AMAZON EU SARL'],
  extra: [],
};

export const esSumaSigue: Layout = {
  family: 'es_trailing_minus_two_dates_suma_y_sigue',
  make(r, k) {
    const { start, end } = monthPeriod(r);
    const d = dateFmt(k === 1 ? 'DD-MM-YY' : 'DD/MM/YYYY');
    const txs: Tx2[] = amountsBy(onlyOnce(r, gen(r, { start, end, count: r.int(30, 80), pool: POOL, max: 450, endMargin: 2 }), [/^NOMINA/, /INMOBILIARIA/, /^COMISION/, /IBERDROLA/, /VODAFONE/, /MAPFRE/, /IBI$/], POOL), [
      [/^NOMINA/, () => r.int(160_000, 340_000)], [/INMOBILIARIA/, () => -r.int(60_000, 110_000)], [/^COMISION/, () => -r.int(200, 1_800)],
    ]);
    for (const t of txs) {
      const first = t.lines[0];
      if (first.startsWith('COMPRA')) t.lines.push(`FECHA COMPRA ${dateFmt('DD/MM')(addDays(t.date, -r.int(0, 2)))} AUT. ${r.digits('######')}`);
      else if (first.startsWith('RECIBO')) t.lines.push(`N. RECIBO ${r.digits('#### ########')} REF. MANDATO ${r.digits('##########')}`);
      else if (/^(TRANSFERENCIA|BIZUM|NOMINA)/.test(first)) t.lines.push(`CONCEPTO: ${first.startsWith('NOMINA') ? `NOMINA ${dateFmt('MM/YYYY')(t.date)}` : first.includes('INMOBILIARIA') ? 'ALQUILER PISO' : r.pick(['CENA SABADO', 'REGALO', 'ENTRADAS CONCIERTO', 'GASTOS COMUNES'])}`);
      t.valueDate = addDays(t.date, t.cents > 0 ? r.int(0, 2) : 0);
    }
    const m = formatted(STYLE.dot);
    const sig = (c: number) => (c < 0 ? `${m(c)}-` : m(c));
    const cols: Col2[] = jitter(r, [
      { key: 'date', title: 'F. Operación', width: 11, cell: ({ t }) => d(t.date) },
      { key: 'val', title: 'F. Valor', width: 11, cell: ({ t }) => d(t.valueDate ?? t.date) },
      { key: 'desc', title: 'Concepto', width: 50, cell: ({ t }) => t.lines.join('\n') },
      { key: 'amt', title: 'Importe (EUR)', width: 14, align: 'right', cell: ({ t }) => sig(t.cents) },
      { key: 'bal', title: 'Saldo (EUR)', width: 14, align: 'right', cell: ({ bal }) => (bal === null ? '' : sig(bal)) },
    ]);
    const net = (is: number[]) => is.reduce((a, i) => a + txs[i].cents, 0);
    const bank = r.pick(['Caja Rural del Turia', 'Banco Mediterráneo de Levante', 'Caixa Popular Valenciana']);
    const iban = `ES${r.digits('## #### #### ## ##########')}`;
    return ledger({
      family: this.family,
      verdict: 'verified',
      look: { px: fontPx(r) },
      account: { number: iban, currency: 'EUR', start, end },
      opening: k === 2 ? r.int(-20_000, 60_000) : r.int(40_000, 700_000), txs, cols,
      overdraft: k === 2,
      firstLines: k === 0 ? 28 : 32, lines: k === 2 ? 40 : 48, reserve: 3,
      head: (t) => head(bank, 'EXTRACTO DE MOVIMIENTOS - CUENTA CORRIENTE', [r.pick(['D. JAVIER SANCHEZ MORA', 'DÑA. ELENA FERRER PUIG', 'D. MIGUEL ANGEL ROCA']), r.pick(['C/ DE XATIVA 14, 3-6', 'AVDA. DEL PUERTO 212, 8', 'C/ SUECA 41, BAJO']), r.pick(['46002 VALENCIA', '46023 VALENCIA', '46005 VALENCIA'])], [`IBAN ${iban}`, `Periodo: ${dateFmt('DD/MM/YYYY')(start)} a ${dateFmt('DD/MM/YYYY')(end)}`, 'Divisa: EUR'], [
        { kind: 'kv', rows: [['Saldo anterior', sig(t.opening)], ['Total cargos', `${m(t.out)}-`], ['Total abonos', m(t.in)], ['Saldo final', sig(t.closing)]] },
      ]),
      top: (t) => [label(cols, { date: d(start), desc: 'SALDO ANTERIOR', bal: sig(t.opening) })],
      pageEnd: (is, goesOn, after) => (goesOn && is.length ? [label(cols, { desc: 'SUMA Y SIGUE', amt: sig(net(allBefore(is))), bal: sig(after(is[is.length - 1])) })] : []),
      pageStart: (before, after) => [label(cols, { desc: 'SUMA ANTERIOR', amt: sig(net(before)), bal: sig(after(before[before.length - 1])) })],
      pageHeader: (p, n) => [`${bank}   Extracto de movimientos   ${iban}   Pág. ${p} de ${n}`],
      footer: (p, n) => [`Pág. ${p} de ${n}   Entidad adherida al Fondo de Garantía de Depósitos de Entidades de Crédito.`],
      balancesPrinted: true,
    });
  },
};
/** The transactions up to a page's last one (rows are in date order, numbered from 0). */
const allBefore = (is: number[]) => Array.from({ length: is[is.length - 1] + 1 }, (_, i) => i);
