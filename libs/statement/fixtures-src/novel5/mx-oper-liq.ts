/**
 * A Mexican current account ("Estado de Cuenta") as the large Mexican banks print it: "FECHA OPER | LIQ | COD. |
 * DESCRIPCIÓN | CARGOS | ABONOS | OPERACIÓN | LIQUIDACIÓN": two date columns "05/MAR" (Spanish month, no year;
 * the settlement date a day later for a cheque deposit) and TWO balance columns, both printed on the last row of
 * each day only. The Saldo Operación is the running balance of the rows; the Saldo Liquidación leaves out the
 * cheques deposited that day (not yet settled) and so differs on those days. A "Ref." line under each
 * description. The summary holds a "Saldo Promedio" (average balance) beside the opening and closing balances.
 * One variant prints landscape. Truth: the operation date, the operation balance, the settlement date as `postDate`.
 */
import { addDays } from '../format.js';
import { abs, accountNo, amountsBy, onlyOnce, dateFmt, fontPx, gen, head, jitter, lastOfDay, ledger, monthPeriod, MONTHS_ES, STYLE, type Col2, type Layout, type Pool, type Tx2 } from './kit5.js';

const CODES: [RegExp, string][] = [[/^SPEI ENV/, 'T17'], [/^SPEI REC|^PAGO DE NOMINA/, 'T20'], [/^DEPOSITO DE CHEQUE/, 'C02'], [/^RETIRO/, 'G30'], [/^PAGO (CFE|TELMEX|TARJETA)/, 'P14'], [/^COMISION|^IVA/, 'S39'], [/./, 'A15']];
const POOL: Pool = {
  out: [
    'SPEI ENVIADO BANORTE', 'WALMART SUPERCENTER COYOACAN', 'OXXO GAS INSURGENTES', 'RETIRO CAJERO AUTOMATICO', 'PAGO CFE SUMINISTRADOR', 'PAGO TELMEX', 'PAGO TARJETA DE CREDITO',
    'LIVERPOOL PERISUR', 'COMISION MANEJO DE CUENTA', 'UBER TRIP HELP.UBER.COM', 'SPEI ENVIADO SANTANDER RENTA',
  ],
  in: ['PAGO DE NOMINA GRUPO INDUSTRIAL DEL BAJIO', 'SPEI RECIBIDO BBVA MEXICO', 'DEPOSITO DE CHEQUE DE OTRO BANCO', 'SPEI RECIBIDO HSBC'],
  extra: [],
};

export const mxOperLiq: Layout = {
  family: 'mx_two_balance_columns_operacion_liquidacion',
  make(r, k) {
    const { start, end } = monthPeriod(r);
    const d = dateFmt('DD/MON', MONTHS_ES);
    const txs: Tx2[] = amountsBy(onlyOnce(r, gen(r, { start, end, count: r.int(14, 42), pool: POOL, max: 5_000, endMargin: 1 }), [/RENTA$/, /^COMISION/, /CFE/, /TELMEX/], POOL), [
      [/NOMINA/, () => r.int(1_800_000, 4_500_000)], [/RENTA$/, () => -r.int(900_000, 1_800_000)], [/^COMISION/, () => -r.int(3_000, 25_000)],
    ]);
    for (const t of txs) {
      t.lines.push(`Ref. ${r.digits('##########')}${t.lines[0].startsWith('SPEI') ? ` ${r.pick(['RENTA', 'PAGO', 'TRANSFERENCIA', 'SERVICIOS'])}` : ''}`);
      t.info = { cod: CODES.find(([re]) => re.test(t.lines[0]))![1] };
      t.postDate = t.lines[0].startsWith('DEPOSITO DE CHEQUE') ? addDays(t.date, 1) : t.date;
    }
    // Cheques deposited on a day are not settled by its end: the settled balance leaves them out.
    const pending = (day: string) => txs.filter((t) => t.date === day && t.postDate !== t.date).reduce((a, t) => a + t.cents, 0);
    const m = abs(STYLE.en);
    const sig = (c: number) => (c < 0 ? `-${m(c)}` : m(c));
    const cols: Col2[] = jitter(r, [
      { key: 'date', title: 'FECHA\nOPER', width: 7, cell: ({ t }) => d(t.date) },
      { key: 'liq', title: '\nLIQ', width: 7, cell: ({ t }) => d(t.postDate ?? t.date) },
      { key: 'cod', title: '\nCOD.', width: 5, cell: ({ t }) => t.info?.cod ?? '' },
      { key: 'desc', title: '\nDESCRIPCIÓN', width: 40, cell: ({ t }) => t.lines.join('\n') },
      { key: 'out', title: '\nCARGOS', width: 12, align: 'right', cell: ({ t }) => (t.cents < 0 ? m(t.cents) : '') },
      { key: 'in', title: '\nABONOS', width: 12, align: 'right', cell: ({ t }) => (t.cents > 0 ? m(t.cents) : '') },
      { key: 'bal', title: 'SALDO\nOPERACIÓN', width: 13, align: 'right', cell: ({ bal }) => (bal === null ? '' : sig(bal)) },
      { key: 'liqbal', title: 'SALDO\nLIQUIDACIÓN', width: 13, align: 'right', cell: ({ t, bal }) => (bal === null ? '' : sig(bal - pending(t.date))) },
    ]);
    const bank = r.pick(['Banco del Altiplano S.A.', 'Banca Regional de Occidente', 'Banco Sierra Madre, S.A.']);
    const no = accountNo(r, '01########');
    const clabe = `${r.pick(['012', '072', '014'])}180${no}${r.digits('#')}`;
    const days = Math.round((Date.parse(end) - Date.parse(start)) / 86_400_000) + 1;
    return ledger({
      family: this.family,
      verdict: 'verified',
      look: { px: fontPx(r), landscape: k === 1 },
      account: { number: no, currency: 'MXN', start, end },
      opening: r.int(500_000, 6_000_000), txs, cols,
      balances: lastOfDay(txs),
      head: (t) => head(bank, 'Estado de Cuenta   Libretón Básico Cuenta Digital', [r.pick(['JOSE LUIS HERNANDEZ RAMIREZ', 'MARIA GUADALUPE TORRES LEON', 'ALEJANDRO CRUZ VAZQUEZ']), r.pick(['AV UNIVERSIDAD 1200 INT 4', 'CALLE MORELOS 88 COL CENTRO', 'AV COYOACAN 1435 DEPTO 302']), r.pick(['C.P. 03310 BENITO JUAREZ, CDMX', 'C.P. 04100 COYOACAN, CDMX', 'C.P. 44100 GUADALAJARA, JAL'])], [`No. de Cuenta ${no}`, `No. de Cliente ${r.digits('########')}`, `CLABE ${clabe}`, `Periodo DEL ${dateFmt('DD/MM/YYYY')(start)} AL ${dateFmt('DD/MM/YYYY')(end)}`, `Fecha de Corte ${dateFmt('DD/MM/YYYY')(end)}`], [
        { kind: 'kv', rows: [['Saldo Anterior', sig(t.opening)], ['Depósitos / Abonos (+)', m(t.in)], ['Retiros / Cargos (-)', m(t.out)], ['Saldo Final', sig(t.closing)], ['Saldo Promedio', m(Math.round((t.opening + t.closing) / 2 + r.int(-20_000, 20_000)))], ['Días del Periodo', String(days)]] },
        { kind: 'text', lines: ['Detalle de Movimientos Realizados'], bold: true },
      ]),
      pageHeader: (p, n) => [`${bank}   Estado de Cuenta   No. de Cuenta ${no}   PAGINA ${p} / ${n}`],
      footer: (p, n) => [`PAGINA ${p} / ${n}   Estimado Cliente, su Estado de Cuenta ha sido modificado por disposición oficial.`],
      firstLines: k === 1 ? 24 : 30, lines: k === 1 ? 40 : 50,
      balancesPrinted: true,
    });
  },
};
