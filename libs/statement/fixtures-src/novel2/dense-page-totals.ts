/**
 * A dense statement printed at 6.5 pt: 62-84 rows over two pages, "Page total" rows (the page's withdrawals and
 * deposits, no balance) at the foot of every page and a "Balance forward" row at the top of the second, the
 * closing balance after the last page total. None of those rows is a transaction.
 */
import { abs, accountNo, dateFmt, gen, head, monthPeriod, STYLE, type Layout, type Pool } from '../novel/kit.js';
import { cells, jitter, label, ledger, type Col2 } from './kit2.js';

const POOL: Pool = {
  out: [
    'POS PURCHASE MAPLE LEAF GROCERS', 'POS PURCHASE TIM\'S HARDWARE', 'PREAUTHORIZED DEBIT HYDRO LAKESHORE', 'INTERAC E-TRANSFER SENT', 'ABM WITHDRAWAL QUEEN ST W',
    'POS PURCHASE CARIBOU COFFEE ROASTERS', 'BILL PAYMENT CITY OF THUNDER BAY', 'PREAUTHORIZED DEBIT NORTHSTAR INSURANCE', 'POS PURCHASE LOONIE BIN DOLLAR STORE',
    'SERVICE CHARGE', 'POS PURCHASE GREAT LAKES PHARMACY', 'ONLINE TRANSFER TO TFSA',
  ],
  in: ['PAYROLL DEPOSIT BOREAL TIMBER LTD', 'INTERAC E-TRANSFER RECEIVED', 'GST/HST CREDIT', 'DEPOSIT INTEREST', 'MOBILE CHEQUE DEPOSIT'],
  extra: ['REF ##########', 'CARD ####'],
};

export const densePageTotals: Layout = {
  family: 'dense_tiny_font_page_totals',
  make(r, k) {
    const { start, end } = monthPeriod(r);
    const d = dateFmt(k === 1 ? 'DD/MM/YYYY' : 'MON DD', ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']);
    const txs = gen(r, { start, end, count: r.int(62, 84), pool: POOL, wrap: 1, wrapShare: 0.08, max: 500 });
    const m = abs(STYLE.en);
    const bal = (c: number) => (c < 0 ? `-${m(c)}` : m(c));
    const number = accountNo(r, '#####-###-#######');
    const cols: Col2[] = jitter(r, [
      { key: 'date', title: 'Date', width: 10, cell: cells.date(d) },
      { key: 'desc', title: 'Description', width: 50, cell: cells.desc() },
      { key: 'out', title: 'Withdrawals ($)', width: 13, align: 'right', cell: cells.debit(m) },
      { key: 'in', title: 'Deposits ($)', width: 13, align: 'right', cell: cells.credit(m) },
      { key: 'bal', title: 'Balance ($)', width: 14, align: 'right', cell: cells.balance(bal) },
    ]);
    let closing = 0;
    const sum = (is: number[], sign: number) => is.reduce((a, i) => a + (Math.sign(txs[i].cents) === sign ? txs[i].cents : 0), 0);
    return ledger({
      family: this.family,
      verdict: 'verified',
      size: k === 2 ? 'Letter' : 'A4',
      look: { dense: true },
      account: { number, currency: 'CAD', start, end },
      opening: r.int(50_000, 1_200_000), txs, cols,
      head: (t) => {
        closing = t.closing;
        return head(r.pick(['Lakehead Trust Company', 'Boreal Credit Union', 'Fundy Shore Bank']), 'Chequing Account Statement', [r.pick(['Amélie Tremblay', 'Graham MacLeod', 'Priya Chaudhry']), r.pick(['88 Cumberland St N', '12 Rue des Érables', '5 Harbourview Dr']), r.pick(['Thunder Bay ON P7A 4L8', 'Moncton NB E1C 2K9', 'Halifax NS B3H 1T5'])], [`Account ${number}`, `${dateFmt('MONTH D, YYYY')(start)} to ${dateFmt('MONTH D, YYYY')(end)}`], [
          { kind: 'kv', rows: [['Opening balance', `$${bal(t.opening)}`], ['Total withdrawals', `$${m(t.out)}`], ['Total deposits', `$${m(t.in)}`], ['Closing balance', `$${bal(t.closing)}`]] },
        ]);
      },
      top: (t) => [label(cols, { date: d(start), desc: 'Opening balance', bal: bal(t.opening) })],
      pageEnd: (is, goesOn) => [
        label(cols, { desc: 'Page total', out: m(sum(is, -1)), in: m(sum(is, 1)) }),
        ...(goesOn ? [] : [label(cols, { date: d(end), desc: 'Closing balance', bal: bal(closing) })]),
      ],
      pageStart: (before, after) => [label(cols, { desc: 'Balance forward', bal: bal(after(before[before.length - 1])) })],
      firstLines: 62, lines: 80, reserve: 3,
      headingOnce: k === 1,
      footer: (p, n) => [`${p} of ${n}`],
      balancesPrinted: true,
    });
  },
};
