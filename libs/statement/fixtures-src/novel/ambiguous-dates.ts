/**
 * Numeric dates whose day and month could swap: day-first (NZ/UK) or month-first (US), in most statements every
 * row's day <= 12, so only the period line (which has a day > 12) settles the order.
 */
import { abs, accountNo, dateFmt, gen, head, monthPeriod, statement, STYLE, type Col, type Layout } from './kit.js';
import { UK, US } from './pools-en.js';

export const ambiguousDates: Layout = {
  family: 'ambiguous_numeric_dates_period_settles_order',
  make(r, k) {
    const { start, end } = monthPeriod(r);
    const us = k === 1;
    const d = dateFmt(us ? 'MM/DD/YYYY' : k === 2 ? 'DD/MM/YY' : 'DD/MM/YYYY');
    const small = k !== 2 || r.chance(0.5);
    const txs = gen(r, { start, end, count: r.int(5, 26), pool: us ? US : UK, wrap: 1, wrapShare: 0.2, allow: small ? (iso) => Number(iso.slice(8)) <= 12 : undefined });
    const number = accountNo(r, us ? '##########' : '##-####-#######-###');
    const money = abs(STYLE.en);
    const bal = (c: number) => (c < 0 ? `-${money(c)}` : money(c));
    const cols: Col[] = [
      { kind: 'date', title: 'Date', width: 12 }, { kind: 'desc', title: us ? 'Description' : 'Particulars', width: 46 },
      { kind: 'debit', title: us ? 'Debits' : 'Withdrawals', width: 13 }, { kind: 'credit', title: us ? 'Credits' : 'Deposits', width: 13 }, { kind: 'balance', title: 'Balance', width: 14 },
    ];
    const period = dateFmt(us ? 'MM/DD/YYYY' : 'DD/MM/YYYY');
    return statement({
      family: this.family,
      size: us ? 'Letter' : 'A4',
      account: { number, currency: us ? 'USD' : 'NZD', start, end },
      opening: r.int(20_000, 900_000), txs, cols,
      fmt: { date: d, abs: money, balance: bal },
      head: () => head(us ? r.pick(['Chesapeake Harbor Bank', 'Red River Community Bank']) : r.pick(['Rangitoto Bank', 'Otago Cooperative Bank']), 'Account Statement', [r.pick(['Hemi Walker', 'Dana Kowalczyk', 'Isabel Moreau']), r.pick(['16 Totara Drive', '402 Front St']), us ? 'Annapolis MD 21401' : 'Hamilton 3204'], [`Account ${number}`, `Statement period: ${period(start)} to ${period(end)}`]),
      openingRow: (t) => ({ desc: 'Opening balance', balance: bal(t.opening) }),
      closingRow: (t) => ({ desc: 'Closing balance', balance: bal(t.closing) }),
      balancesPrinted: true, verdict: 'verified',
    });
  },
};
