/** The sign apart from the figure: a "+/-" column left of the amount, a "C/D" column right of it, or a "Dr"/"Cr" suffix on amounts and balances. */
import { abs, accountNo, dateFmt, gen, head, monthPeriod, signed, statement, STYLE, type Col, type Layout } from './kit.js';

const POOL = {
  out: ['POS PURCHASE FYNBOS GROCER', 'DEBIT ORDER AGAPANTHUS MEDICAL AID', 'PREPAID AIRTIME', 'ATM CASH KLOOF STREET', 'POS PURCHASE SPEKBOOM NURSERY', 'DEBIT ORDER KAROO VEHICLE FINANCE', 'SERVICE FEE', 'INTERNET PAYMENT TO L DLAMINI'],
  in: ['SALARY PROTEA ROBOTICS', 'PAYMENT FROM T VAN WYK', 'INTEREST', 'CASH DEPOSIT BRANCH'],
  extra: ['REF ##########', 'CARD ....####'],
};

export const signColumn: Layout = {
  family: 'sign_column_or_dr_cr_suffix',
  make(r, k) {
    const { start, end } = monthPeriod(r);
    const d = dateFmt('YYYY/MM/DD');
    const txs = gen(r, { start, end, count: r.int(6, 32), pool: POOL, wrap: 1, wrapShare: 0.25, max: 3000 });
    const number = accountNo(r, '##########');
    const money = abs(STYLE.en);
    const plain = signed(STYLE.en, 'minus');
    const suffix = signed(STYLE.en, 'suffix');
    const amountCol: Col = { kind: 'amount', title: 'Amount', width: 15 };
    const cols: Col[] =
      k === 0 ? [{ kind: 'date', title: 'Date', width: 12 }, { kind: 'desc', title: 'Description', width: 50 }, { kind: 'sign', title: '+/-', width: 5 }, amountCol, { kind: 'balance', title: 'Balance', width: 15 }]
      : k === 1 ? [{ kind: 'date', title: 'Date', width: 12 }, { kind: 'desc', title: 'Description', width: 50 }, amountCol, { kind: 'sign', title: 'C/D', width: 5 }, { kind: 'balance', title: 'Balance', width: 15 }]
      : [{ kind: 'date', title: 'Date', width: 12 }, { kind: 'desc', title: 'Description', width: 52 }, { kind: 'amount', title: 'Amount', width: 17 }, { kind: 'balance', title: 'Balance', width: 17 }];
    const bal = k === 2 ? suffix : plain;
    return statement({
      family: this.family,
      account: { number, currency: 'ZAR', start, end },
      opening: k === 2 && r.chance(0.5) ? -r.int(10_000, 200_000) : r.int(50_000, 2_000_000), txs, cols,
      fmt: { date: d, amount: k === 2 ? suffix : money, sign: (c) => (k === 0 ? (c < 0 ? '-' : '+') : c < 0 ? 'D' : 'C'), balance: bal },
      head: (t) => head(r.pick(['Fynbos Mutual Bank', 'Highveld Savings Bank', 'Drakensberg Bank Ltd']), 'Transaction History', [r.pick(['Mr S Mahlangu', 'Ms A Pretorius', 'Mr R Naidoo']), r.pick(['12 Jacaranda Road', 'Unit 7, Marula Court', '55 Long Street']), r.pick(['Pretoria 0181', 'Durban 4001', 'Cape Town 8001'])], [`Account number ${number}`, `From ${d(start)} to ${d(end)}`, 'Currency ZAR'], [
        { kind: 'kv', rows: [['Opening balance', bal(t.opening)], ['Closing balance', bal(t.closing)]] },
      ]),
      openingRow: (t) => ({ desc: 'OPENING BALANCE', balance: bal(t.opening) }),
      closingRow: (t) => ({ desc: 'CLOSING BALANCE', balance: bal(t.closing) }),
      overdraft: k === 2, balancesPrinted: true, verdict: 'verified',
    });
  },
};
