/** Headings over three lines, money out in parentheses "(1,234.56)" in one amount column, an overdrawn balance in parentheses too. */
import { accountNo, dateFmt, gen, head, monthPeriod, signed, statement, STYLE, type Col, type Layout } from './kit.js';
import { UK } from './pools-en.js';

const TITLES = [
  ['Entry\nDate\n(DD/MM/YY)', 'Details of\nthe\nTransaction', 'Amount\nin EUR\n(debits in brackets)', 'Running\nLedger\nBalance'],
  ['Date\nof\nEntry', 'Particulars', 'Transaction\nAmount\nEUR', 'Account\nBalance\nEUR'],
  ['Value\nDated\nOn', 'Description\nof\nEntry', 'Debit ( )\nor\nCredit', 'Balance\nafter\nEntry'],
];

export const stackedThreeLine: Layout = {
  family: 'headings_three_lines_parentheses_amounts',
  make(r, k) {
    const { start, end } = monthPeriod(r);
    const d = dateFmt('DD/MM/YY');
    const t = TITLES[k % 3];
    const txs = gen(r, { start, end, count: r.int(6, 30), pool: UK, wrap: 1, wrapShare: 0.3, max: 1500 });
    const number = accountNo(r, 'IE## CRSB #### #### #### ##');
    const par = signed(STYLE.en, 'parens');
    const cols: Col[] = [
      { kind: 'date', title: t[0], width: 12 }, { kind: 'desc', title: t[1], width: 50 },
      { kind: 'amount', title: t[2], width: 17 }, { kind: 'balance', title: t[3], width: 16 },
    ];
    return statement({
      family: this.family,
      account: { number, currency: 'EUR', start, end },
      opening: r.chance(0.35) ? -r.int(1_000, 90_000) : r.int(5_000, 400_000), txs, cols,
      fmt: { date: d, amount: par, balance: par },
      head: (tt) => head(r.pick(['Carrick Savings Bank', 'Shannonside Credit Bank DAC', 'Lough Ree Bank']), 'Statement of Account', [r.pick(['Aoife Brennan', 'Declan Moriarty', 'Niamh Fitzgerald']), r.pick(['12 Abbey Street', 'Rosemount, Ballina Road', '5 The Crescent']), r.pick(['Co. Galway', 'Co. Mayo', 'Dublin 7'])], [`IBAN ${number}`, `Statement from ${dateFmt('DD/MM/YYYY')(start)} to ${dateFmt('DD/MM/YYYY')(end)}`, 'Currency EUR'], [
        { kind: 'kv', rows: [['Opening balance', par(tt.opening)], ['Closing balance', par(tt.closing)]] },
      ]),
      footer: (p, n) => [`Sheet ${p} of ${n}`],
      firstPageLines: 28, overdraft: true,
      balancesPrinted: true, verdict: 'verified',
    });
  },
};
