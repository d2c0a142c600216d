/**
 * A Chilean current account ("Cartola de cuenta corriente") as the Chilean banks print it, in whole pesos: the
 * peso has no cents, so every figure is grouped with dots and has no decimals ("$ 12.500", "1.250.000"; a small
 * one "990" or "1.500" reads like a decimal figure elsewhere). "Fecha | Descripción | N° Docto | Sucursal | Cargos
 * | Abonos | Saldo", dates "05/03" without a year (the year in the period line, one variant "05/03/2024"), a
 * six-to-nine digit document number and a branch name beside every row. The summary box holds "Saldo inicial",
 * "Total cargos", "Total abonos", "Saldo final" and the credit line ("Línea de crédito") figures.
 */
import { amountsBy, dateFmt, fontPx, formatted, gen, jitter, label, ledger, monthPeriod, onlyOnce, wrapWords, type Col2, type Layout, type Pool, type Tx2 } from './kit6.js';

const POOL: Pool = {
  out: [
    'COMPRA NACIONAL LIDER EXPRESS', 'COMPRA NACIONAL JUMBO COSTANERA', 'COMPRA NACIONAL COPEC RUTA 68', 'TRASPASO A: FRANCISCA MUNOZ', 'PAGO AUTOMATICO ENEL DISTRIBUCION', 'PAGO AUTOMATICO AGUAS ANDINAS',
    'GIRO CAJERO AUTOMATICO', 'COMISION MANTENCION', 'PAGO EN LINEA ENTEL PCS', 'COMPRA NACIONAL FARMACIAS AHUMADA', 'CHEQUE PAGADO POR CAJA', 'IMPUESTO TIMBRE Y ESTAMPILLA',
  ],
  in: ['REMUNERACION CONSTRUCTORA ANDES SPA', 'TRASPASO DE: SEBASTIAN ROJAS', 'DEPOSITO EN EFECTIVO', 'DEVOLUCION COMPRA FALABELLA'],
  extra: [],
};

export const clWholePesos: Layout = {
  family: 'cl_whole_pesos_dot_grouped_docto_sucursal',
  make(r, k) {
    const { start, end } = monthPeriod(r);
    const d = dateFmt(k === 2 ? 'DD/MM/YYYY' : 'DD/MM');
    const full = dateFmt('DD/MM/YYYY');
    // Whole pesos (counted as hundredths in `cents`, so every figure ends in 00).
    const txs: Tx2[] = amountsBy(onlyOnce(r, gen(r, { start, end, count: r.int(20, 55), pool: POOL, max: 90_000, whole: true }), [/^REMUNERACION/, /^COMISION/, /ENEL/, /AGUAS/, /ENTEL/], POOL), [
      [/^REMUNERACION/, () => r.int(900, 3_200) * 1_000_00], [/^COMISION/, () => -r.pick([4_990, 6_500, 8_900]) * 100], [/^IMPUESTO/, () => -r.int(200, 4_000) * 100], [/^GIRO/, () => -r.pick([20, 50, 100, 200]) * 1_000_00],
      [/^COMPRA/, () => -(r.chance(0.3) ? r.int(5, 99) * 10 : r.int(1, 120) * 1_000 + r.pick([0, 90, 490, 990])) * 100],
    ]);
    // The description column is narrow: long texts wrap at spaces onto a second line.
    for (const t of txs) t.lines = wrapWords(t.lines[0], 26);
    for (const t of txs) t.info = { doc: r.digits('#'.repeat(r.int(6, 9))), branch: /^(COMPRA|PAGO|TRASPASO|REMUNERACION|DEVOLUCION|IMPUESTO|COMISION)/.test(t.lines[0]) ? 'OF. CENTRAL' : r.pick(['PROVIDENCIA', 'LAS CONDES', 'NUNOA', 'SANTIAGO CENTRO']) };
    const m = formatted({ group: '.', decimal: ',', decimals: 0 });
    const peso = (c: number) => (k === 1 ? `$ ${m(c)}` : m(c));
    const cols: Col2[] = jitter(r, [
      { key: 'date', title: 'Fecha', width: k === 2 ? 11 : 7, cell: ({ t }) => d(t.date) },
      { key: 'desc', title: 'Descripción', width: 40, cell: ({ t }) => t.lines.join('\n') },
      { key: 'doc', title: 'N° Docto', width: 11, cell: ({ t }) => t.info!.doc },
      { key: 'br', title: 'Sucursal', width: 13, cell: ({ t }) => t.info!.branch },
      { key: 'out', title: 'Cargos ($)', width: 12, align: 'right', cell: ({ t }) => (t.cents < 0 ? peso(t.cents) : '') },
      { key: 'in', title: 'Abonos ($)', width: 12, align: 'right', cell: ({ t }) => (t.cents > 0 ? peso(t.cents) : '') },
      { key: 'bal', title: 'Saldo ($)', width: 13, align: 'right', cell: ({ bal }) => (bal === null ? '' : peso(bal)) },
    ]);
    const bank = r.pick(['Banco del Pacífico Sur', 'Banco Cordillera', 'Banco Valparaíso de Comercio']);
    const no = r.digits('00-###-#####-##');
    const line = r.pick([500_000, 1_000_000, 2_000_000]) * 100;
    return ledger({
      family: this.family,
      verdict: 'verified',
      look: { px: fontPx(r) },
      account: { number: no, currency: 'CLP', start, end },
      opening: r.int(50, 4_000) * 1_000_00, txs, cols,
      head: (t) => [
        { kind: 'text', lines: [bank], size: 14, bold: true },
        { kind: 'text', lines: ['CARTOLA HISTÓRICA CUENTA CORRIENTE'], size: 11, bold: true },
        { kind: 'pair', left: [r.pick(['SR. CRISTOBAL IGNACIO VEGA', 'SRA. CONSTANZA PAZ SOTO', 'SR. MATIAS ANDRES CONTRERAS']), `RUT ${r.digits('##.###.###')}-${r.pick(['K', '1', '7'])}`, r.pick(['AV. PROVIDENCIA 1550 DEPTO 402', 'LOS LEONES 220', 'IRARRAZAVAL 3010'])], right: [`Cuenta Corriente N° ${no}`, `Desde ${full(start)} hasta ${full(end)}`, 'Moneda: Pesos'] },
        { kind: 'kv', rows: [['Saldo inicial', `$ ${m(t.opening)}`], ['Total cargos', `$ ${m(t.out)}`], ['Total abonos', `$ ${m(t.in)}`], ['Saldo final', `$ ${m(t.closing)}`], ['Línea de crédito aprobada', `$ ${m(line)}`], ['Línea de crédito disponible', `$ ${m(line)}`]] },
      ],
      top: (t) => [label(cols, { desc: 'SALDO INICIAL', bal: peso(t.opening) })],
      bottom: (t) => [label(cols, { desc: 'SALDO FINAL', bal: peso(t.closing) })],
      pageHeader: (p, n) => [`${bank}   Cuenta Corriente N° ${no}   Página ${p} de ${n}`],
      footer: (p, n) => [`Página ${p} de ${n}   Infórmese sobre la garantía estatal de los depósitos en su banco o en www.cmfchile.cl`],
      firstLines: 32, lines: 52,
      balancesPrinted: true,
    });
  },
};
