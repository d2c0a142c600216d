/**
 * Credit-card families: purchases printed plain and payments with a minus (the truth signs them from
 * the holder's side: purchases negative, payments positive), summary boxes (previous balance, minimum
 * payment, due date) that are not transactions, a section per cardholder with subtotals, instalment
 * markers inside descriptions ("C.05/06"), and a list of future instalments that are not transactions.
 */
import { addDays, formatAbs, formatSigned, money as M, rng } from './format.js';
import { head } from './families-dates.js';
import { dates, moneyWith } from './formats-extra.js';
import { columns, labelRow, ledgerTruth, txRow, type Fmt, type LCol, type LTx } from './ledger.js';
import type { Block, Fixture, TableRow } from './model.js';

type Section = { heading?: string; txs: LTx[]; total?: string };

/** The table rows of a card statement's sections, and its transactions in printed order. */
function sectionRows(cols: LCol[], sections: Section[], f: Fmt): { rows: TableRow[]; txs: LTx[] } {
  const rows: TableRow[] = [];
  const txs: LTx[] = [];
  for (const s of sections) {
    if (s.heading) rows.push(labelRow(cols, { desc: s.heading }));
    rows.push(...s.txs.map((t) => txRow(t, null, cols, f)));
    if (s.total) rows.push(labelRow(cols, { desc: s.total, amount: f.signed!(s.txs.reduce((a, t) => a + t.cents, 0)) }));
    txs.push(...s.txs);
  }
  return { rows, txs };
}

const sum = (txs: LTx[]) => txs.reduce((a, t) => a + t.cents, 0);

/** Purchases on days spread over the period (never its last two days, so posting dates stay inside). */
function purchases(random: () => number, start: string, span: number, names: string[], max: number, whole = false): LTx[] {
  const days = names.map(() => 1 + Math.floor(random() * (span - 3))).sort((a, b) => a - b);
  return names.map((name, i) => {
    const units = 3 + Math.floor(random() * random() * max);
    return { date: addDays(start, days[i]), lines: name.split('\n'), cents: -(whole ? units * 100 : units * 100 + Math.floor(random() * 100)) };
  });
}

/** US card: Post Date before Trans Date, a Reference Number column, two cardholders, fees and interest sections. */
function usCardTwoHolders(): Fixture {
  const random = rng(521);
  const start = '2024-05-29';
  const end = '2024-06-28';
  const withPost = (t: LTx): LTx => ({ ...t, date2: addDays(t.date, 1 + Math.floor(random() * 2)), ref: String(2400000000 + Math.floor(random() * 1e9)) + String(Math.floor(random() * 1e7)).padStart(7, '0') });
  const elena = purchases(random, start, 30, ['SUNDIAL MARKET #0412', 'PINECONE GAS 8821', 'CLOVERLEAF DINER', 'QUILLWORTH BOOKS', 'ORCHARD HOME SUPPLY', 'BLUE HERON PHARMACY', 'STARLING WIRELESS', 'METRO TRANSIT FARE', 'SUNDIAL MARKET #0412'], 260).map(withPost);
  const david = purchases(random, start, 30, ['FAIRWAY GOLF SHOP', 'PINECONE GAS 8821', 'HARBOR LIGHT SEAFOOD\nPORTLAND ME', 'TRAILHEAD OUTFITTERS', 'CLOVERLEAF DINER', 'AIRLINE TKT SKYBRIDGE AIR'], 420).map(withPost);
  const credits: LTx[] = [
    withPost({ date: addDays(start, 6), lines: ['PAYMENT - THANK YOU'], cents: 85_000 }),
    withPost({ date: addDays(start, 17), lines: ['RETURN QUILLWORTH BOOKS'], cents: 3_499 }),
  ];
  const fees: LTx[] = [withPost({ date: addDays(start, 25), lines: ['ANNUAL MEMBERSHIP FEE'], cents: -9_500 })];
  const interest: LTx[] = [{ date: end, date2: end, lines: ['INTEREST CHARGE ON PURCHASES'], cents: -1_842 }];
  const usd = (c: number) => `$${formatAbs(c, M.en)}`;
  const cols: LCol[] = [
    { kind: 'date2', title: 'Post Date', width: 8 }, { kind: 'date', title: 'Trans Date', width: 8 }, { kind: 'ref', title: 'Reference Number', width: 19 },
    { kind: 'desc', title: 'Description', width: 42 }, { kind: 'amount', title: 'Amount', width: 12 },
  ];
  const f: Fmt = { date: D_md, abs: (c) => formatAbs(c, M.en), signed: (c) => formatSigned(-c, M.en, 'minus') };
  const { rows, txs } = sectionRows(cols, [
    { heading: 'PAYMENTS AND OTHER CREDITS', txs: credits },
    { heading: 'PURCHASES', txs: [] },
    { heading: 'ELENA MARSH  CARD ENDING IN 3381', txs: elena, total: 'TOTAL TRANSACTIONS FOR ELENA MARSH' },
    { heading: 'DAVID MARSH  CARD ENDING IN 9025', txs: david, total: 'TOTAL TRANSACTIONS FOR DAVID MARSH' },
    { heading: 'FEES CHARGED', txs: fees, total: 'TOTAL FEES FOR THIS PERIOD' },
    { heading: 'INTEREST CHARGED', txs: interest, total: 'TOTAL INTEREST FOR THIS PERIOD' },
  ], f);
  const previous = 124_317;
  const owed = previous - sum(txs);
  const blocks: Block[] = [
    ...head('Redwood Federal Card Services', 'Visa Signature Card Statement', ['ELENA MARSH', '1187 SEQUOIA DR', 'EUREKA CA 95501'], ['Account Number: XXXX XXXX XXXX 3381', 'Opening/Closing Date 05/29/24 - 06/28/24', 'Credit Limit $8,000.00', `Available Credit $${formatAbs(800_000 - owed, M.en)}`]),
    { kind: 'text', lines: ['Account Summary'], bold: true },
    { kind: 'kv', rows: [['Previous Balance', usd(previous)], ['Payment, Credits', `-${usd(sum(credits))}`], ['Purchases', `+${usd(-sum([...elena, ...david]))}`], ['Fees Charged', `+${usd(-sum(fees))}`], ['Interest Charged', `+${usd(-sum(interest))}`], ['New Balance', usd(owed)]] },
    { kind: 'kv', rows: [['Payment Due Date', '07/23/24'], ['Minimum Payment Due', '$41.00']] },
    { kind: 'text', lines: ['ACCOUNT ACTIVITY'], bold: true },
    { kind: 'table', columns: columns(cols), rows },
  ];
  const truth = ledgerTruth({ number: '************3381', currency: 'USD', start, end }, txs, -previous, -owed, null);
  return { name: 'us-card-post-date-first-two-holders', doc: { size: 'Letter', pages: [{ blocks, footer: ['Page 1 of 1'] }] }, truth: { family: 'card_post_date_first_reference_column_two_cardholders', verdict: 'verified', accounts: [truth] } };
}
const D_md = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}`;

/** Argentina: "$ 12.345,67" cells, cuotas "C.05/06" inside the detail, titular and adicional sections, "Cuotas a vencer" after. */
function arTarjetaCuotas(): Fixture {
  const random = rng(522);
  const start = '2024-02-29';
  const end = '2024-03-27';
  const ars = moneyWith(M.de, { before: '$ ', minus: 'inside' });
  const lucia = purchases(random, start, 27, ['SUPERMERCADO EL HORNERO', 'TIENDA EL ALFAJOR C.05/06', 'FARMACIA DEL SOL', 'COMBUSTIBLES LA POSTA', 'MUEBLERIA QUEBRACHO CUOTA 03/12', 'LIBRERIA ATENEO SUR', 'PARRILLA DON CIRILO'], 60_000);
  const tomas = purchases(random, start, 27, ['ELECTRO PAMPA C.02/03', 'CINES DEL PUERTO', 'INDUMENTARIA ÑANDU', 'SUPERMERCADO EL HORNERO'], 45_000);
  const payment: LTx[] = [{ date: addDays(start, 9), lines: ['SU PAGO EN PESOS'], cents: 20_000_000 }];
  const charges: LTx[] = [
    { date: end, lines: ['INTERESES DE FINANCIACION'], cents: -876_543 },
    { date: end, lines: ['IMPUESTO DE SELLOS'], cents: -123_456 },
  ];
  const cols: LCol[] = [
    { kind: 'date', title: 'Fecha', width: 9 }, { kind: 'ref', title: 'Comprobante', width: 11 }, { kind: 'desc', title: 'Detalle de transacción', width: 48 },
    { kind: 'amount', title: 'Importe', width: 16 },
  ];
  const ref = (t: LTx): LTx => ({ ...t, ref: String(100000 + Math.floor(random() * 899999)) });
  const f: Fmt = { date: dates.dmySlashShort, abs: ars, signed: (c) => ars(-c) };
  const { rows, txs } = sectionRows(cols, [
    { txs: payment },
    { heading: 'Tarjeta titular: LUCIA FERREYRA - terminada en 4509', txs: lucia.map(ref), total: 'Total consumos de LUCIA FERREYRA' },
    { heading: 'Tarjeta adicional: TOMAS FERREYRA - terminada en 7712', txs: tomas.map(ref), total: 'Total consumos de TOMAS FERREYRA' },
    { heading: 'Impuestos, cargos e intereses', txs: charges },
  ], f);
  const previous = 24_531_040;
  const owed = previous - sum(txs);
  const future: TableRow[] = [
    { cells: ['10/04/24', 'TIENDA EL ALFAJOR C.06/06', ars(850_000)] },
    { cells: ['10/04/24', 'MUEBLERIA QUEBRACHO CUOTA 04/12', ars(1_520_000)] },
    { cells: ['10/04/24', 'ELECTRO PAMPA C.03/03', ars(2_310_050)] },
    { cells: ['10/05/24', 'MUEBLERIA QUEBRACHO CUOTA 05/12', ars(1_520_000)] },
    { cells: ['', 'Total cuotas a vencer', ars(6_200_050)], bold: true },
  ];
  const blocks: Block[] = [
    ...head('Banco Pampeano', 'Resumen de tarjeta de crédito', ['LUCIA FERREYRA', 'Av. Pellegrini 1420 6º A', '2000 Rosario, Santa Fe'], ['Número de cuenta: 0047331820', 'Período del 29/02/2024 al 27/03/2024', 'Moneda: ARS']),
    { kind: 'kv', rows: [['Saldo anterior', ars(previous)], ['Saldo actual', ars(owed)], ['Pago mínimo', ars(Math.round(owed * 0.05))], ['Vencimiento actual', '10/04/2024'], ['Próximo cierre', '25/04/2024']] },
    { kind: 'table', columns: columns(cols), rows },
    { kind: 'text', lines: ['Cuotas a vencer'], bold: true },
    { kind: 'table', columns: [{ title: 'Vence', width: 9, align: 'left' }, { title: 'Detalle', width: 59, align: 'left' }, { title: 'Importe', width: 16, align: 'right' }], rows: future },
  ];
  const truth = ledgerTruth({ number: '0047331820', currency: 'ARS', start, end }, txs, -previous, -owed, null);
  return { name: 'ar-card-cuotas-future-instalments', doc: { size: 'A4', pages: [{ blocks }] }, truth: { family: 'card_instalment_markers_future_instalments_two_cardholders', verdict: 'verified', accounts: [truth] } };
}

/** Brazil: "dd/mm" rows, "R$" cells, parcelas "PARC 03/10" and a bare "05/06" in descriptions, subtotals per cardholder, next bills' instalments. */
function brFaturaParcelas(): Fixture {
  const random = rng(523);
  const start = '2024-04-06';
  const end = '2024-05-05';
  const brl = moneyWith(M.de, { before: 'R$ ' });
  const rafael = purchases(random, start, 29, ['PADARIA BEIRA-MAR', 'LOJA CAJUEIRO PARC 03/10', 'POSTO IPE COMBUSTIVEIS', 'SKYLINE HOTEL NEW YORK\nUSD 120,00 COTACAO 5,0712', 'FARMACIA SAO JOSE', 'ELETRO IPANEMA 05/06', 'RESTAURANTE VILA RICA'], 900);
  const beatriz = purchases(random, start, 29, ['LIVRARIA PAPIRO', 'MODA CATAVENTO PARC 02/04', 'MERCADO JABUTICABA', 'ACADEMIA CORPO LEVE'], 600);
  const payment: LTx[] = [{ date: addDays(start, 4), lines: ['PAGAMENTO RECEBIDO - OBRIGADO'], cents: 312_055 }];
  const charges: LTx[] = [
    { date: addDays(start, 12), lines: ['IOF TRANSACOES EXTERIOR'], cents: -487 },
    { date: end, lines: ['ANUIDADE DIFERENCIADA 04/12'], cents: -3_490 },
  ];
  const cols: LCol[] = [{ kind: 'date', title: 'Data', width: 9 }, { kind: 'desc', title: 'Descrição', width: 60 }, { kind: 'amount', title: 'Valor em R$', width: 16 }];
  const plain = (c: number) => formatSigned(c, M.de, 'minus');
  const f: Fmt = { date: dates.dmSlash, abs: plain, signed: (c) => plain(-c) };
  const { rows, txs } = sectionRows(cols, [
    { heading: 'Pagamentos', txs: payment },
    { heading: 'RAFAEL MOTA (final 2207)', txs: rafael, total: 'Subtotal RAFAEL MOTA' },
    { heading: 'BEATRIZ MOTA (final 6631) - adicional', txs: beatriz, total: 'Subtotal BEATRIZ MOTA' },
    { heading: 'Encargos e tarifas', txs: charges },
  ], f);
  const previous = 312_055;
  const owed = previous - sum(txs);
  const future: TableRow[] = [
    { cells: ['06/06/2024', 'LOJA CAJUEIRO PARC 04/10', brl(18_990)] },
    { cells: ['06/06/2024', 'ELETRO IPANEMA 06/06', brl(24_950)] },
    { cells: ['06/06/2024', 'MODA CATAVENTO PARC 03/04', brl(8_725)] },
    { cells: ['06/07/2024', 'LOJA CAJUEIRO PARC 05/10', brl(18_990)] },
  ];
  const blocks: Block[] = [
    ...head('Banco Serra Azul', 'Fatura do cartão de crédito', ['RAFAEL MOTA', 'Rua dos Ipês 512, ap. 31', '30140-071 Belo Horizonte MG'], ['Número do cartão: **** **** **** 2207', 'Período: 06/04/2024 a 05/05/2024', 'Valores em R$ (BRL)']),
    { kind: 'kv', rows: [['Total da fatura anterior', brl(previous)], ['Pagamento recebido', brl(-312_055)], ['Total desta fatura', brl(owed)], ['Pagamento mínimo', brl(Math.round(owed * 0.15))], ['Vencimento', '15/05/2024']] },
    { kind: 'text', lines: ['Lançamentos'], bold: true },
    { kind: 'table', columns: columns(cols), rows },
    { kind: 'text', lines: ['Compras parceladas - próximas faturas'], bold: true },
    { kind: 'table', columns: [{ title: 'Data', width: 12, align: 'left' }, { title: 'Descrição', width: 57, align: 'left' }, { title: 'Valor', width: 16, align: 'right' }], rows: future },
  ];
  const truth = ledgerTruth({ number: '************2207', currency: 'BRL', start, end }, txs, -previous, -owed, null);
  return { name: 'br-card-parcelas-next-bills', doc: { size: 'A4', pages: [{ blocks }] }, truth: { family: 'card_parcelas_in_description_subtotals_next_bills', verdict: 'verified', accounts: [truth] } };
}

export const cardFamilies = (): Fixture[] => [usCardTwoHolders(), arTarjetaCuotas(), brFaturaParcelas()];
