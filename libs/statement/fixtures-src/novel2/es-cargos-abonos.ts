/**
 * Latin American Spanish accounts. Mexico: "Fecha | Concepto | Referencia | Cargos | Abonos | Saldo" with dates
 * 05/ENE/2024 and figures 1,234.56, a summary with the average balance (saldo promedio). Argentina: "Fecha |
 * Concepto | Comprobante | Débitos | Créditos | Saldo" with dates 05/01/24 and figures 1.234,56, a CBU.
 */
import { abs, accountNo, dateFmt, gen, head, monthPeriod, STYLE, type Layout, type Pool } from '../novel/kit.js';
import { cells, fontPx, jitter, label, ledger, running, type Col2 } from './kit2.js';

const MESES = ['ENE', 'FEB', 'MAR', 'ABR', 'MAY', 'JUN', 'JUL', 'AGO', 'SEP', 'OCT', 'NOV', 'DIC'];
const MX: Pool = {
  out: [
    'COMPRA TDD ABARROTES LA GUADALUPANA', 'SPEI ENVIADO A MARTINEZ LOPEZ ROSA', 'RETIRO CAJERO AUTOMATICO SUC. ####', 'DOMICILIACION SEGURO AUTO PROTEGE',
    'PAGO SERVICIO AGUA MUNICIPAL', 'COMPRA TDD FARMACIA SAN JUDAS', 'COMISION MANEJO DE CUENTA', 'COMPRA TDD TACOS EL GUERO', 'PAGO TARJETA DE CREDITO ####',
  ],
  in: ['SPEI RECIBIDO NOMINA TALLERES DEL BAJIO SA DE CV', 'DEPOSITO EN EFECTIVO SUC. ####', 'SPEI RECIBIDO DE HERNANDEZ RUIZ J', 'INTERESES GANADOS'],
  extra: ['CLAVE DE RASTREO MBAN01002024########', 'RFC ############', 'AUT. ######'],
};
const AR: Pool = {
  out: [
    'COMPRA DEBITO ALMACEN DON TITO', 'TRANSFERENCIA A SOSA MARIANA', 'EXTRACCION CAJERO RED ####', 'DEBITO AUTOMATICO EMPRESA DE GAS PAMPEANA',
    'PAGO DE SERVICIOS AGUAS DEL LITORAL', 'COMPRA DEBITO PANADERIA LA ESPIGA', 'IMPUESTO LEY 25.413 DEBITOS', 'COMISION MANTENIMIENTO CUENTA',
  ],
  in: ['ACREDITACION HABERES METALURGICA DEL PLATA SA', 'TRANSFERENCIA DE GIMENEZ PABLO', 'INTERESES PLAZO FIJO', 'DEVOLUCION COMPRA DEBITO'],
  extra: ['CUIT 20-########-#', 'OPER. ########'],
};

export const esCargosAbonos: Layout = {
  family: 'es_latam_cargos_abonos_month_abbrev',
  make(r, k) {
    const ar = k === 2;
    const { start, end } = monthPeriod(r);
    const d = ar ? dateFmt('DD/MM/YY') : dateFmt('DD/MON/YYYY', MESES);
    const txs = gen(r, { start, end, count: r.int(8, 34), pool: ar ? AR : MX, wrap: 1, wrapShare: 0.3, max: ar ? 90_000 : 6_000 }).map((t) => ({ ...t, info: { ref: r.digits(ar ? '########' : '#######') } }));
    const m = abs(ar ? STYLE.dot : STYLE.en);
    const bal = (c: number) => (c < 0 ? `-${m(c)}` : m(c));
    const number = ar ? accountNo(r, 'CA $ ###-######/#') : accountNo(r, '01########');
    const cols: Col2[] = jitter(r, [
      { key: 'date', title: 'Fecha', width: ar ? 9 : 12, cell: cells.date(d) },
      { key: 'desc', title: 'Concepto', width: 42, cell: cells.desc() },
      { title: ar ? 'Comprobante' : 'Referencia', width: 11, cell: cells.info('ref') },
      { key: 'out', title: ar ? 'Débitos' : 'Cargos', width: 13, align: 'right', cell: cells.debit(m) },
      { key: 'in', title: ar ? 'Créditos' : 'Abonos', width: 13, align: 'right', cell: cells.credit(m) },
      { key: 'bal', title: 'Saldo', width: 14, align: 'right', cell: cells.balance(bal) },
    ]);
    const full = dateFmt('DD/MM/YYYY');
    return ledger({
      family: this.family,
      verdict: 'verified',
      look: { px: fontPx(r) },
      account: { number, currency: ar ? 'ARS' : 'MXN', start, end },
      opening: r.int(ar ? 2_000_000 : 100_000, ar ? 90_000_000 : 5_000_000), txs, cols,
      head: (t) => {
        const bals = running(t.opening, t.txs);
        const average = Math.round(bals.reduce((a, b) => a + b, t.opening) / (bals.length + 1));
        return ar
          ? head(r.pick(['Banco del Litoral Argentino', 'Banco Cooperativo Pampeano']), 'Resumen de cuenta - Caja de ahorro en pesos', [r.pick(['FERREYRA LUCIA BELEN', 'ACOSTA MARTIN EZEQUIEL']), r.pick(['AV. PELLEGRINI 1450 PISO 3 B', 'CALLE 12 Nro 822']), r.pick(['(2000) ROSARIO - SANTA FE', '(1900) LA PLATA - BUENOS AIRES'])], [`Cuenta: ${number}`, `CBU: ${accountNo(r, '###0####################')}`, `Período: ${full(start)} al ${full(end)}`], [
              { kind: 'kv', rows: [['Saldo anterior', `$ ${bal(t.opening)}`], ['Total débitos', `$ ${m(t.out)}`], ['Total créditos', `$ ${m(t.in)}`], ['Saldo al cierre', `$ ${bal(t.closing)}`]] },
            ])
          : head(r.pick(['Banco Regional del Bajío', 'Banca Peninsular de Yucatán', 'Banco Sierra Madre']), 'Estado de cuenta - Cuenta de débito', [r.pick(['ROSALES GARZA MARIA FERNANDA', 'TREVIÑO DELGADO JORGE ARMANDO']), r.pick(['AV. REVOLUCION 1420 INT 5', 'CALLE 60 No. 315 X 43']), r.pick(['COL. CENTRO C.P. 37000 LEON, GTO.', 'COL. CENTRO C.P. 97000 MERIDA, YUC.'])], [`No. de cuenta: ${number}`, `CLABE: ${accountNo(r, '0##1800#########')}`, `Periodo: DEL ${d(start)} AL ${d(end)}`], [
              { kind: 'kv', rows: [['Saldo anterior', `$${bal(t.opening)}`], ['Depósitos / abonos (+)', `$${m(t.in)}`], ['Retiros / cargos (-)', `$${m(t.out)}`], ['Saldo final', `$${bal(t.closing)}`], ['Saldo promedio', `$${bal(average)}`], ['Días del periodo', String(Number(end.slice(8)))]] },
            ]);
      },
      top: (t) => [label(cols, { date: d(start), desc: 'SALDO ANTERIOR', bal: bal(t.opening) })],
      bottom: (t) => (ar ? [label(cols, { desc: 'SALDO AL CIERRE', bal: bal(t.closing) })] : []),
      footer: (p, n) => [`Página ${p} de ${n}`],
      balancesPrinted: true,
    });
  },
};
