/**
 * A British current account printed as the large UK high-street banks do: "Payment type and details | Paid out |
 * Paid in | Balance", a two-or-three-letter payment type before the details (VIS, DD, BP, SO, CR, ATM, ")))"),
 * the date printed on the first row of each day only and the balance on the day's last row only. Every page
 * after the first opens with "BALANCE BROUGHT FORWARD" (dated) and every page but the last ends with "BALANCE
 * CARRIED FORWARD" (a day may be split over the break), the headings are repeated, a "continued" line at the
 * foot and head of the pages; the statement ends with its own carried-forward row. None of those is a
 * transaction. 2-4 pages.
 */
import { abs, accountNo, dateFmt, gen, head, monthPeriod, STYLE, type Layout, type Pool } from '../novel/kit.js';
import { cells, fontPx, jitter, label, ledger, type Col2 } from '../novel2/kit2.js';

const POOL: Pool = {
  out: [
    'VIS GREGGS 1187 LEEDS', 'VIS SAINSBURYS S/MKT HEADINGLEY', '))) COSTA COFFEE 40211', 'DD YORKSHIRE WATER', 'DD NORTHERN POWERGRID ENERGY', 'BP J HARGREAVES RENT', 'SO PENNINE GYM LTD',
    'ATM CASH NOTEMC APR 14 LEEDS', 'VIS TRAINLINE.COM', '))) TESCO STORES 2314', 'DD COUNCIL TAX LEEDS CC', 'VIS BOOTS 0412 BRIGGATE', 'DD DALESIDE MOBILE LTD', 'VIS SPICE ROUTE LEEDS',
  ],
  in: ['CR ABERFORD ENGINEERING SALARY', 'CR HMRC CHILD BENEFIT', 'CR FASTER PAYMENT R PATEL', 'CR REFUND TRAINLINE.COM'],
  extra: ['REF ########', 'MANDATE NO 00##', 'CARD ####'],
};

export const ukForwardRows: Layout = {
  family: 'uk_brought_carried_forward_each_page',
  make(r, k) {
    const { start, end } = monthPeriod(r);
    const d = dateFmt(k === 1 ? 'DD MON YY' : 'DD MON');
    const txs = gen(r, { start, end, count: r.int(48, 110), pool: POOL, wrap: 1, wrapShare: 0.2, max: 300 });
    for (const t of txs) if (t.lines[0].endsWith('SALARY')) t.cents = r.int(180_000, 320_000);
    const firstOfDay = (i: number) => i === 0 || txs[i - 1].date !== txs[i].date;
    const lastOfDay = (i: number) => i === txs.length - 1 || txs[i + 1].date !== txs[i].date;
    const m = abs(STYLE.en);
    const bal = (c: number) => (c < 0 ? `${m(c)} D` : m(c));
    const sortCode = accountNo(r, '40-##-##');
    const number = accountNo(r, '########');
    const cols: Col2[] = jitter(r, [
      { key: 'date', title: 'Date', width: 11, cell: ({ t, i }) => (firstOfDay(i) ? d(t.date) : '') },
      { key: 'desc', title: 'Payment type and details', width: 48, cell: cells.desc() },
      { key: 'out', title: 'Paid out', width: 13, align: 'right', cell: cells.debit(m) },
      { key: 'in', title: 'Paid in', width: 13, align: 'right', cell: cells.credit(m) },
      { key: 'bal', title: 'Balance', width: 14, align: 'right', cell: cells.balance(bal) },
    ]);
    const bank = r.pick(['Aire Valley Bank plc', 'Calder & Wharfe Bank', 'Humber Counties Bank plc']);
    return ledger({
      family: this.family,
      verdict: 'verified',
      look: { px: fontPx(r) },
      account: { number: `${sortCode} ${number}`, currency: 'GBP', start, end },
      opening: r.int(40_000, 400_000), txs, cols,
      balances: lastOfDay,
      head: (t) => head(bank, 'Your Statement', [r.pick(['MR OLIVER BRENNAN', 'MS HANNAH OKAFOR', 'MR & MRS D ATKINSON']), r.pick(['14 CARDIGAN ROAD', '3 MOORLAND VIEW', '57 KIRKSTALL LANE']), r.pick(['LEEDS LS6 3AE', 'HALIFAX HX1 2QP', 'YORK YO10 4DS'])], [`Sort Code ${sortCode}   Account Number ${number}`, `${dateFmt('D MONTH')(start)} to ${dateFmt('D MONTH YYYY')(end)}`, 'Account Name ' + r.pick(['BANK ACCOUNT', 'ADVANCE ACCOUNT'])], [
        { kind: 'kv', rows: [['Opening Balance', bal(t.opening)], ['Payments In', m(t.in)], ['Payments Out', m(t.out)], ['Closing Balance', bal(t.closing)]] },
        { kind: 'text', lines: ['Your Bank Account details'], bold: true },
      ]),
      top: (t) => [label(cols, { date: d(start), desc: 'BALANCE BROUGHT FORWARD', bal: bal(t.opening) })],
      bottom: (t) => [label(cols, { date: d(end), desc: 'BALANCE CARRIED FORWARD', bal: bal(t.closing) })],
      pageEnd: (is, goesOn, after) => (goesOn && is.length ? [label(cols, { desc: 'BALANCE CARRIED FORWARD', bal: bal(after(lastIndex(is))) })] : []),
      pageStart: (before, after) => [label(cols, { date: d(txs[before[before.length - 1]].date), desc: 'BALANCE BROUGHT FORWARD', bal: bal(after(before[before.length - 1])) })],
      pageHeader: (p, n) => [`${bank}   Sort Code ${sortCode}   Account Number ${number}   Sheet ${p} of ${n}`, 'Your Bank Account details (continued)'],
      footer: (p, n) => (p < n ? ['continued on next page', `Sheet ${p} of ${n}`] : [`Sheet ${p} of ${n}`]),
      firstLines: 34, lines: 50, reserve: 3,
      balancesPrinted: true,
    });
  },
};
const lastIndex = (is: number[]) => is[is.length - 1];
