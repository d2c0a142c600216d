/** Newest transaction first: the ending balance on top, the running balance reading upwards, 1-3 pages. */
import { abs, accountNo, dateFmt, gen, head, monthPeriod, statement, STYLE, type Col, type Layout } from './kit.js';
import { US } from './pools-en.js';

export const newestFirst: Layout = {
  family: 'newest_first_running_balance_upwards',
  make(r, k) {
    const { start, end } = monthPeriod(r);
    const d = dateFmt(k === 1 ? 'MM/DD/YYYY' : 'MON D, YYYY');
    const txs = gen(r, { start, end, count: k === 2 ? r.int(35, 60) : r.int(8, 30), pool: US, wrap: 1, wrapShare: 0.25, max: 1400 });
    const number = accountNo(r, '#########');
    const money = abs(STYLE.en);
    const bal = (c: number) => (c < 0 ? `-${money(c)}` : money(c));
    const cols: Col[] = [
      { kind: 'date', title: 'Date', width: 13 }, { kind: 'desc', title: 'Description', width: 45 },
      { kind: 'debit', title: 'Withdrawals', width: 13 }, { kind: 'credit', title: 'Deposits', width: 13 }, { kind: 'balance', title: 'Balance', width: 14 },
    ];
    return statement({
      family: this.family,
      size: 'Letter',
      account: { number, currency: 'USD', start, end },
      opening: r.int(50_000, 900_000), txs, cols,
      fmt: { date: d, abs: money, balance: bal },
      head: (t) => head(r.pick(['Juniper Valley Bank', 'Keystone Ridge Savings', 'Bayou State Bank & Trust']), k === 0 ? 'Checking Account Activity (most recent first)' : 'Checking Account Statement', [r.pick(['ANGELA BROOKS', 'MARCUS LEE', 'SOFIA RAMIREZ']), r.pick(['1209 WILLOW BEND RD', '77 CANAL ST APT 5', '350 DOGWOOD LN']), r.pick(['ASHEVILLE NC 28801', 'LAFAYETTE LA 70501', 'ALTOONA PA 16601'])], [`Account number ${number}`, `Statement period ${dateFmt('MM/DD/YYYY')(start)} - ${dateFmt('MM/DD/YYYY')(end)}`], [
        { kind: 'kv', rows: [['Beginning balance', `$${bal(t.opening)}`], ['Deposits and credits', `$${money(t.in)}`], ['Withdrawals and debits', `$${money(t.out)}`], ['Ending balance', `$${bal(t.closing)}`]] },
      ]),
      newestFirst: true,
      closingRow: (t) => ({ date: d(end), desc: 'Ending balance', balance: bal(t.closing) }),
      openingRow: (t) => ({ date: d(start), desc: 'Beginning balance', balance: bal(t.opening) }),
      footer: (p, n) => [`Page ${p} of ${n}`],
      pageHeader: () => [`Account number ${number} - continued`],
      balancesPrinted: true, verdict: 'verified',
    });
  },
};
