/** Headings printed over two lines ("Date of / Transaction", "Money / Out"), the balance heading on the second line only. */
import { abs, accountNo, dateFmt, gen, head, monthPeriod, statement, STYLE, type Col, type Layout } from './kit.js';
import { UK } from './pools-en.js';

const TITLES = [
  ['Date of\nTransaction', 'Transaction\nDetails', 'Money\nOut', 'Money\nIn', '\nBalance'],
  ['Posting\nDate', 'Details of\nPayment', 'Paid\nOut (£)', 'Paid\nIn (£)', '\nBalance (£)'],
  ['Trans.\nDate', 'Narrative', 'Money\nOut', 'Money\nIn', '\nBalance'],
];

export const stackedTwoLine: Layout = {
  family: 'headings_two_lines_balance_on_second_line',
  make(r, k) {
    const { start, end } = monthPeriod(r);
    const d = dateFmt(k === 1 ? 'DD/MM/YYYY' : 'DD MON YYYY');
    const t = TITLES[k % 3];
    const txs = gen(r, { start, end, count: r.int(8, 38), pool: UK, wrap: 1, wrapShare: 0.3 });
    const number = accountNo(r, '########');
    const sort = accountNo(r, '##-##-##');
    const money = abs(STYLE.en);
    const bal = (c: number) => (c < 0 ? `-${money(c)}` : money(c));
    const cols: Col[] = [
      { kind: 'date', title: t[0], width: 13 }, { kind: 'desc', title: t[1], width: 46 },
      { kind: 'debit', title: t[2], width: 13 }, { kind: 'credit', title: t[3], width: 13 }, { kind: 'balance', title: t[4], width: 14 },
    ];
    return statement({
      family: this.family,
      account: { number, currency: 'GBP', start, end },
      opening: r.int(10_000, 600_000), txs, cols,
      fmt: { date: d, abs: money, balance: bal },
      head: (tt) => head(r.pick(['Pennine Mutual Bank', 'Westmarch Savings Bank plc', 'Caledon Building Society']), 'Current Account Statement', [r.pick(['Ms Harriet Coombe', 'Mr Callum Fraser', 'Dr Priya Raman']), r.pick(['17 Larkspur Close', 'Flat 4, 22 Quarry Road', '3 Mill Lane']), r.pick(['Harrogate HG2 7QT', 'Stirling FK8 1AB', 'Truro TR1 3EX'])], [`Sort code ${sort}  Account ${number}`, `${d(start)} to ${d(end)}`], [
        { kind: 'kv', rows: [['Balance at start', `£${bal(tt.opening)}`], ['Money out', `£${money(tt.out)}`], ['Money in', `£${money(tt.in)}`], ['Balance at end', `£${bal(tt.closing)}`]] },
      ]),
      openingRow: (tt) => ({ desc: 'Start balance', balance: bal(tt.opening) }),
      closingRow: (tt) => ({ desc: 'End balance', balance: bal(tt.closing) }),
      footer: (p, n) => [`Page ${p} of ${n}`],
      firstPageLines: 29,
      balancesPrinted: true, verdict: 'verified',
    });
  },
};
