/**
 * One printed running balance is wrong (two digits swapped, or off by a round figure) while the rows after it are
 * right again: the statement's own figures disagree, so the truth verdict is not_verified.
 */
import { abs, accountNo, dateFmt, gen, head, monthPeriod, statement, STYLE, type Col, type Layout } from './kit.js';
import { UK } from './pools-en.js';

/** A misprint of a figure in cents: two neighbouring digits swapped when they differ, else 100.00 more. */
function misprint(r: { int: (a: number, b: number) => number }, cents: number): number {
  const digits = String(Math.abs(cents)).split('');
  for (let tries = 0; tries < 6 && digits.length > 2; tries++) {
    const i = r.int(0, digits.length - 2);
    if (digits[i] !== digits[i + 1] && !(i === 0 && digits[1] === '0')) {
      [digits[i], digits[i + 1]] = [digits[i + 1], digits[i]];
      return Math.sign(cents || 1) * Number(digits.join(''));
    }
  }
  return cents + 10_000;
}

export const misprintedBalance: Layout = {
  family: 'one_misprinted_running_balance',
  make(r, k) {
    const { start, end } = monthPeriod(r);
    const d = dateFmt(k === 1 ? 'DD MON YY' : 'DD/MM/YYYY');
    const txs = gen(r, { start, end, count: r.int(6, 30), pool: UK, wrap: 1, wrapShare: 0.25 });
    const at = r.int(1, txs.length - 2);
    const number = accountNo(r, '### ### ###');
    const money = abs(STYLE.en);
    const bal = (c: number) => (c < 0 ? `-${money(c)}` : money(c));
    const cols: Col[] = [
      { kind: 'date', title: 'Date', width: 12 }, { kind: 'desc', title: 'Transaction', width: 46 },
      { kind: 'debit', title: 'Withdrawal', width: 13 }, { kind: 'credit', title: 'Deposit', width: 13 }, { kind: 'balance', title: 'Balance', width: 14 },
    ];
    return statement({
      family: this.family,
      account: { number, currency: 'AUD', start, end },
      opening: r.int(20_000, 900_000), txs, cols,
      fmt: { date: d, abs: money, balance: bal },
      head: (t) => head(r.pick(['Murray River Bank', 'Gidgee Savings Bank', 'Wollemi Credit Union']), 'Everyday Account Statement', [r.pick(['Ms Tahlia Burke', 'Mr Jack Papadakis', 'Ms Erin O\'Loughlin']), r.pick(['3 Kurrajong Court', '19 Billabong Road', '61 Station Street']), r.pick(['Mildura VIC 3500', 'Dubbo NSW 2830', 'Launceston TAS 7250'])], [`BSB ${accountNo(r, '###-###')}  Account ${number}`, `Period ${dateFmt('DD/MM/YYYY')(start)} to ${dateFmt('DD/MM/YYYY')(end)}`], [
        { kind: 'kv', rows: [['Opening balance', `$${bal(t.opening)}`], ['Closing balance', `$${bal(t.closing)}`]] },
      ]),
      openingRow: (t) => ({ desc: 'Opening Balance', balance: bal(t.opening) }),
      closingRow: (t) => ({ desc: 'Closing Balance', balance: bal(t.closing) }),
      misprint: { at, value: (right) => misprint(r, right) },
      balancesPrinted: true, verdict: 'not_verified',
    });
  },
};
