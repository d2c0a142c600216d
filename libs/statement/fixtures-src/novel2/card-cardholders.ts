/**
 * Credit card statement in sections: payments and credits, then the purchases of each cardholder (primary and an
 * additional card, each with a "Total for ..." line), cash advances, and fees and interest on rows without a date
 * (followed by their total). Purchases print plain, credits with "CR" or a minus. Truth in printed order (not by
 * date); the undated fee and interest rows take the statement date; balances as amounts owed (negative).
 */
import { addDays } from '../format.js';
import { abs, accountNo, cyclePeriod, dateFmt, gen, STYLE, type Layout } from '../novel/kit.js';
import type { Block } from '../model.js';
import { fontPx, jitter, label, paginate, tableOf, truthAccount, txRow, withLook, type Col2, type Piece, type TableDef, type Tx2 } from './kit2.js';

const SHOPS = [
  'QUAYSIDE FISH & CHIPS', 'LARKSPUR GARDEN CENTRE', 'HOLLOWAY RAIL TICKETS', 'MERIDIAN PETROL 0417', 'PEBBLE BEACH SURF HIRE', 'THE GILDED TEAPOT', 'NORTHERN LIGHTS CINEMA',
  'FENWICK & DAUGHTERS BUTCHERS', 'SILVERBIRCH PHARMACY', 'CORNFLOWER ONLINE BOOKS', 'KESTREL AIRWAYS 0921774', 'WHITECLIFF HOTEL', 'ALDERWOOD DIY STORE', 'MOSSGROVE VETS',
];

type Section = { title: string; rows: Tx2[]; total?: string };

export const cardCardholders: Layout = {
  family: 'card_cardholder_sections_undated_fees',
  make(r, k) {
    const us = k === 2;
    const { start, end } = cyclePeriod(r);
    const d = dateFmt(us ? 'MM/DD' : 'DD MON');
    const full = dateFmt(us ? 'MM/DD/YYYY' : 'D MONTH YYYY');
    const m = abs(STYLE.en);
    const cur = us ? '$' : '£';
    const previous = r.int(15_000, 350_000);
    const [primary, second] = r.pick([['ANNA FOSTER', 'TOM FOSTER'], ['MR R PATEL', 'MRS S PATEL'], ['GWEN LLEWELLYN', 'IFAN LLEWELLYN']]);
    const cardA = accountNo(r, '####');
    const cardB = accountNo(r, '####');
    const buy = (n: number) => gen(r, { start, end: addDays(end, -1), count: n, pool: { out: SHOPS, in: SHOPS, extra: [] }, outShare: 1, max: 220 }) as Tx2[];
    const a = buy(r.int(4, 16));
    const b = buy(r.int(2, 9));
    const credits: Tx2[] = [{ date: addDays(start, r.int(3, 10)), lines: [r.pick(['PAYMENT RECEIVED - THANK YOU', 'DIRECT DEBIT PAYMENT - THANK YOU'])], cents: Math.max(2_500, Math.round(previous * (0.25 + r() * 0.75))) }];
    if (r.chance(0.5) && a.length > 1) {
      const p = r.pick(a);
      credits.push({ date: addDays(p.date, 1), lines: [`REFUND ${p.lines[0]}`], cents: Math.round(-p.cents * r.pick([0.5, 1])) });
    }
    const cash: Tx2[] = Array.from({ length: r.int(1, 2) }, () => ({ date: addDays(start, r.int(2, 24)), lines: [r.pick(['CASH ADVANCE ATM HARBOUR ST', 'CASH ADVANCE POST OFFICE 118', 'CASH ADVANCE ATM MARKET SQ'])], cents: -r.int(2, 25) * 1_000 }));
    const sortByDate = (xs: Tx2[]) => xs.sort((x, y) => (x.date < y.date ? -1 : x.date > y.date ? 1 : 0));
    [a, b, credits, cash].forEach(sortByDate);
    const fees: Tx2[] = [
      { date: end, lines: ['INTEREST CHARGED ON PURCHASES'], cents: -r.int(100, 5_500) },
      { date: end, lines: ['INTEREST CHARGED ON CASH ADVANCES'], cents: -r.int(40, 900) },
      { date: end, lines: ['CASH ADVANCE FEE'], cents: Math.min(-300, Math.round(cash.reduce((x, t) => x + t.cents, 0) * 0.03)) },
      ...(r.chance(0.4) ? [{ date: end, lines: [r.pick(['LATE PAYMENT FEE', 'ANNUAL CARD FEE'])], cents: -r.int(12, 30) * 100 }] : []),
    ];
    const amount = (c: number) => (c < 0 ? m(c) : k === 0 ? `${m(c)} CR` : `-${m(c)}`);
    const total = (xs: Tx2[]) => xs.reduce((x, t) => x + t.cents, 0);
    const sections: Section[] = [
      { title: 'Payments and credits', rows: credits },
      { title: `Transactions - ${primary} - card ending ${cardA}`, rows: a, total: `Total for ${primary}` },
      { title: `Transactions - ${second} (additional card) - card ending ${cardB}`, rows: b, total: `Total for ${second}` },
      { title: 'Cash advances', rows: cash, total: 'Total cash advances' },
      { title: 'Fees and interest charged', rows: fees, total: 'Total fees and interest' },
    ];
    const cols: Col2[] = jitter(r, [
      { key: 'date', title: us ? 'Trans date' : 'Date', width: 11, cell: ({ t }) => (fees.includes(t) ? '' : d(t.date)) },
      { key: 'desc', title: 'Transaction details', width: 62, cell: ({ t }) => t.lines.join('\n') },
      { key: 'amt', title: `Amount (${cur})`, width: 16, align: 'right', cell: ({ t }) => amount(t.cents) },
    ]);
    const order: Tx2[] = sections.flatMap((s) => s.rows);
    const single = tableOf(cols);
    const pieces: Piece[] = sections.flatMap((s): Piece[] => {
      const table: TableDef = k === 0 ? single : tableOf(cols);
      const rows: Piece[] = s.rows.map((t) => ({ table, row: txRow(cols, t, order.indexOf(t), null), tx: order.indexOf(t) }));
      const sub: Piece[] = s.total ? [{ table, row: label(cols, { desc: s.total, amt: amount(total(s.rows)) }) }] : [];
      const title: Piece[] = k === 0 ? [{ table, row: label(cols, { desc: s.title }), keep: true }] : [{ block: { kind: 'text', lines: [s.title], bold: true }, lines: 2 }];
      return [...title, ...rows, ...sub];
    });
    const newOwed = previous - total(order);
    const purchases = -total(a) - total(b);
    const minimum = Math.max(2_500, Math.round(newOwed * 0.025));
    const money = (c: number) => `${cur}${m(c)}`;
    const cardNumber = `${accountNo(r, '#### #### #### ')}${cardA}`;
    const head: Block[] = [
      { kind: 'text', lines: [r.pick(['Lanterne Card Services', 'Heathland Credit Card Co.', 'Saltmarsh Bank Card'])], size: 14, bold: true },
      { kind: 'text', lines: ['Credit Card Statement'], size: 11, bold: true },
      { kind: 'pair', left: [primary, ...(us ? [r.pick(['1180 PINE HOLLOW RD', '62 LIGHTHOUSE LN']), r.pick(['BANGOR ME 04401', 'ASTORIA OR 97103'])] : [r.pick(['14 Rookery Lane', '3 Harbour Terrace', 'Flat 2, 77 Mill Road']), r.pick(['Truro TR1 2LX', 'Whitby YO21 3PU', 'Cambridge CB1 2AZ'])])], right: [`Account number ${cardNumber}`, `Statement date ${full(end)}`, `Period ${full(start)} to ${full(end)}`] },
      { kind: 'kv', rows: [['Previous balance', money(previous)], ['Payments and credits', `-${money(total(credits))}`], ['New purchases', money(purchases)], ['Cash advances', money(-total(cash))], ['Fees and interest', money(-total(fees))], ['New balance', money(newOwed)], ['Minimum payment', money(minimum)], ['Payment due date', full(addDays(end, 24))]] },
    ];
    const doc = paginate({
      size: us ? 'Letter' : 'A4',
      head,
      pieces,
      firstLines: 28, lines: 54,
      footer: (p, n) => [`Page ${p} of ${n}. Paying only the minimum will take longer and cost more.`],
    });
    const acct = { number: cardNumber, currency: us ? 'USD' : 'GBP', start, end, card: true };
    return {
      doc: withLook(doc, { px: fontPx(r) }),
      truth: { family: this.family, verdict: 'verified', accounts: [truthAccount(acct, -previous, -newOwed, order, order.map(() => null))] },
    };
  },
};
