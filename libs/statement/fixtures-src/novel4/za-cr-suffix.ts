/**
 * A South African current account as the large SA banks print it: "Date | Description | Amount | Balance |
 * Accrued Bank Charges", dates "12 Mar" without a year (one variant crosses the year end), a space as the
 * thousands separator and a point for decimals ("1 234.56"), money in marked with a "Cr" suffix and money out
 * printed bare; the balance "Cr" in credit and "Dr" when overdrawn; one variant leads every figure with "R".
 * The Accrued Bank Charges column holds the fee a row will cost, charged later in one "#Monthly Account Fee"
 * row: it is neither an amount nor a balance. Opening / Closing Balance rows are not transactions.
 */
import type { MoneyStyle } from '../format.js';
import { accountNo, cyclePeriod, dateFmt, formatted, gen, head, type Layout, type Pool } from './kit4.js';
import { fontPx, jitter, label, ledger, type Col2, type Tx2 } from '../novel2/kit2.js';
import { amountsBy } from '../novel3/kit3.js';

const POOL: Pool = {
  out: [
    'POS Purchase Checkers Hyper Fourways 412345*1234', 'POS Purchase Woolworths Sandton City', 'FNB App Prepaid Airtime 0821234567', 'Debit Order Discovery Health Medical',
    'Debit Order Vodacom Contract', 'Internet Pmt To Mokoena Rentals Rent', 'ATM Cash Rivonia Rd', 'POS Purchase Engen Witkoppen', 'Debit Order Santam Insurance',
    'Prepaid Electricity City Power', 'POS Purchase Dis-Chem Lonehill', 'Internet Pmt To Thandi Nkosi Groceries', 'POS Purchase Uber Eats', 'Debit Order Virgin Active',
  ],
  in: ['Magtape Credit Highveld Logistics Salary', 'FNB App Payment From S Pillay', 'Internet Trf From Savings', 'Refund POS Woolworths Sandton City'],
  extra: [],
};
const ZA: MoneyStyle = { group: ' ', decimal: '.', decimals: 2 };

export const zaCrSuffix: Layout = {
  family: 'za_cr_suffix_space_thousands_accrued_charges',
  make(r, k) {
    const { start, end } = cyclePeriod(r, { crossYear: k === 2 });
    const d = dateFmt('DD MON');
    const txs: Tx2[] = amountsBy(gen(r, { start, end, count: r.int(12, 40), pool: POOL, max: 2_400, endMargin: 1 }), [
      [/Salary$/, () => r.int(1_800_000, 4_500_000)], [/Rent$/, () => -r.int(700_000, 1_400_000)], [/Airtime/, () => -r.int(29, 199) * 100],
    ]);
    for (const t of txs) {
      if (t.cents < 0 && r.chance(0.45)) t.info = { fee: formatted(ZA)(r.pick([350, 595, 790, 1_050, 250])) };
    }
    txs.push({ date: end, lines: ['#Monthly Account Fee'], cents: -r.pick([6_900, 11_500, 19_900]) });
    const m = formatted(ZA, k === 1 ? 'R' : '');
    const amt = (c: number) => (c < 0 ? m(c) : `${m(c)}Cr`);
    const bal = (c: number) => `${m(c)}${c < 0 ? 'Dr' : 'Cr'}`;
    const cols: Col2[] = jitter(r, [
      { key: 'date', title: 'Date', width: 9, cell: ({ t }) => d(t.date) },
      { key: 'desc', title: 'Description', width: 48, cell: ({ t }) => t.lines.join('\n') },
      { key: 'amt', title: 'Amount', width: 14, align: 'right', cell: ({ t }) => amt(t.cents) },
      { key: 'bal', title: 'Balance', width: 15, align: 'right', cell: ({ bal: b }) => (b === null ? '' : bal(b)) },
      { key: 'fee', title: 'Accrued\nBank Charges', width: 11, align: 'right', cell: ({ t }) => t.info?.fee ?? '' },
    ]);
    const bank = r.pick(['Highveld National Bank', 'Karoo First Bank Limited', 'Protea Bank of South Africa']);
    const no = accountNo(r, '6#########');
    const full = dateFmt('DD MONTH YYYY');
    return ledger({
      family: this.family,
      verdict: 'verified',
      look: { px: fontPx(r) },
      account: { number: no, currency: 'ZAR', start, end },
      opening: k === 2 ? r.int(-300_000, 400_000) : r.int(50_000, 2_500_000), txs, cols,
      overdraft: k === 2,
      head: (t) => head(bank, r.pick(['Gold Cheque Account', 'Easy Smart Account', 'Premier Current Account']), [r.pick(['MR S J MOKOENA', 'MS P NAIDOO', 'MR D VAN DER MERWE']), r.pick(['14 Witkoppen Road', '7 Leeuwkop Street', '22 Cedar Avenue West']), r.pick(['Fourways 2191', 'Bryanston 2021', 'Lonehill 2062'])], [`Account Number ${no}`, `Statement Period ${full(start)} to ${full(end)}`, `Statement Date ${full(end)}`], [
        { kind: 'kv', rows: [['Opening Balance', bal(t.opening)], ['Funds Received / Credits', `${m(t.in)}Cr`], ['Funds Used / Debits', m(t.out)], ['Closing Balance', bal(t.closing)]] },
      ]),
      top: (t) => [label(cols, { desc: 'Opening Balance', bal: bal(t.opening) })],
      bottom: (t) => [label(cols, { desc: 'Closing Balance', bal: bal(t.closing) })],
      footer: (p, n) => [`Page ${p} of ${n}   Delivery Method: E-mail   An Authorised Financial Services and Credit Provider`],
      balancesPrinted: true,
    });
  },
};
