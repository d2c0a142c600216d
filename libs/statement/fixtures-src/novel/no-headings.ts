/** A table with no heading row at all: dates, text and figures only (debit / credit columns, or one signed column). */
import { abs, accountNo, dateFmt, gen, head, monthPeriod, signed, statement, STYLE, type Col, type Layout } from './kit.js';
import { UK } from './pools-en.js';

export const noHeadings: Layout = {
  family: 'table_without_headings_dates_and_figures',
  make(r, k) {
    const { start, end } = monthPeriod(r);
    const d = dateFmt(k === 2 ? 'DD-MON-YYYY' : 'DD/MM/YYYY', ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC']);
    const txs = gen(r, { start, end, count: r.int(5, 34), pool: UK, wrap: 1, wrapShare: 0.2 });
    const number = accountNo(r, '##-####-#######-##');
    const money = abs(STYLE.en);
    const sig = signed(STYLE.en, 'minus');
    const cols: Col[] = k === 1
      ? [{ kind: 'date', title: '', width: 12 }, { kind: 'desc', title: '', width: 56 }, { kind: 'amount', title: '', width: 15 }, { kind: 'balance', title: '', width: 15 }]
      : [{ kind: 'date', title: '', width: 12 }, { kind: 'desc', title: '', width: 46 }, { kind: 'debit', title: '', width: 13 }, { kind: 'credit', title: '', width: 13 }, { kind: 'balance', title: '', width: 14 }];
    return statement({
      family: this.family,
      account: { number, currency: 'NZD', start, end },
      opening: r.int(20_000, 800_000), txs, cols,
      fmt: { date: d, abs: money, amount: sig, balance: sig },
      head: (t) => head(r.pick(['Kauri Coast Bank', 'Southern Alps Building Society', 'Tasman Harbour Bank']), `Statement ${r.int(12, 140)}`, [r.pick(['Aroha Ngata', 'Liam Gallagher-Reid', 'Mei Lin Tan']), r.pick(['44 Kowhai Street', '9 Rata Place', '210 Harbour Parade']), r.pick(['Whangarei 0110', 'Nelson 7010', 'Dunedin 9016'])], [`Account ${number}`, `${d(start)} - ${d(end)}`], [
        { kind: 'kv', rows: [['Opening balance', sig(t.opening)], ['Total debits', money(t.out)], ['Total credits', money(t.in)], ['Closing balance', sig(t.closing)]] },
      ]),
      noHeader: true,
      footer: (p, n) => [`${p}/${n}`],
      balancesPrinted: true, verdict: 'verified',
    });
  },
};
