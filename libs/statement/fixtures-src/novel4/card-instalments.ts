/**
 * A Malaysian credit card statement: a summary with a boxed "Minimum Payment" and "Payment Due Date", then
 * "Posting Date | Transaction Date | Transaction Description | Amount (RM)" with payments and refunds marked
 * "CR", and, apart from the transactions, an "Instalment Plans" table (plan, tenure, original amount, monthly
 * instalment, instalments billed, outstanding) that lists the easy-payment plans: its rows are not
 * transactions; only this month's instalment of each plan, posted as its own row ("EPP 05/12 ..."), is one.
 * Previous Balance + rows = Current Balance. Truth: `date` the transaction date, `postDate` the posting date.
 */
import { addDays } from '../format.js';
import { abs, accountNo, cyclePeriod, dateFmt, gen, head, STYLE, type Layout, type Pool } from './kit4.js';
import { fontPx, jitter, ledger, type Col2, type Tx2 } from '../novel2/kit2.js';
import { byDate } from '../novel3/kit3.js';

const POOL: Pool = {
  out: [
    'TESCO LOTUS SHAH ALAM', 'GRABPAY MY KUALA LUMPUR', 'PETRONAS JLN KLANG LAMA', 'AEON MALL BUKIT TINGGI', 'SHOPEE MALAYSIA', 'MR DIY SUBANG JAYA', 'STARBUCKS MID VALLEY',
    'TNB ELECTRICITY BILL', 'MAXIS POSTPAID', 'GUARDIAN PHARMACY SS2', 'TEALIVE PJ STATE', 'AIRASIA BERHAD SEPANG', 'NSK TRADE CITY KUCHAI',
  ],
  in: ['PAYMENT - THANK YOU'],
  extra: [],
};
const PLANS = ['HARVEY NORMAN MID VALLEY', 'COURTS MAMMOTH SETIA ALAM', 'SENHENG ELECTRIC PJ', 'IPHONE EPP APPLE MY', 'BALANCE TRANSFER PLAN'];

export const cardInstalments: Layout = {
  family: 'card_instalment_plans_table_minimum_payment_box',
  make(r, k) {
    const { start, end } = cyclePeriod(r);
    const d = dateFmt('DD/MM');
    const previous = r.int(40_000, 900_000);
    const txs: Tx2[] = gen(r, { start, end, count: r.int(8, 28), pool: POOL, outShare: 1, max: 450, endMargin: 2 }).map((t) => ({ ...t, postDate: addDays(t.date, r.int(0, 2)) }));
    const paid = addDays(start, r.int(3, 15));
    txs.push({ date: paid, postDate: paid, lines: ['PAYMENT - THANK YOU'], cents: Math.round(previous * (0.15 + r() * 0.85)) });
    if (r.chance(0.4)) {
      const on = addDays(start, r.int(4, 20));
      txs.push({ date: on, postDate: addDays(on, 1), lines: [`REFUND ${r.pick(POOL.out)}`], cents: r.int(1_000, 20_000) });
    }
    const plans = Array.from({ length: r.int(1, 3) }, () => {
      const tenure = r.pick([6, 12, 24, 36]);
      const original = r.int(120, 900) * tenure * 100;
      const billed = r.int(1, tenure);
      return { name: r.pick(PLANS), tenure, original, monthly: original / tenure, billed };
    });
    const posted = addDays(start, r.int(0, 3));
    for (const p of plans) txs.push({ date: posted, postDate: posted, lines: [`EPP ${String(p.billed).padStart(2, '0')}/${p.tenure} ${p.name}`], cents: -p.monthly });
    const rows = byDate(txs);
    if (k !== 1) rows.push({ date: end, postDate: end, lines: ['FINANCE CHARGES'], cents: -r.int(300, 9_000) });
    const m = abs(STYLE.en);
    const amount = (c: number) => (c < 0 ? m(c) : `${m(c)} CR`);
    const cols: Col2[] = jitter(r, [
      { key: 'post', title: 'Posting\nDate', width: 10, cell: ({ t }) => d(t.postDate ?? t.date) },
      { key: 'date', title: 'Transaction\nDate', width: 12, cell: ({ t }) => d(t.date) },
      { key: 'desc', title: 'Transaction Description', width: 56, cell: ({ t }) => t.lines.join('\n') },
      { key: 'amt', title: 'Amount (RM)', width: 15, align: 'right', cell: ({ t }) => amount(t.cents) },
    ]);
    const last4 = accountNo(r, '####');
    const rm = (c: number) => `RM ${m(c)}`;
    const bank = r.pick(['Bayu Bank Berhad', 'Selangor Harta Bank', 'Bank Permata Nusa Berhad']);
    const full = dateFmt('DD MON YYYY');
    const planTable = {
      kind: 'table' as const,
      columns: [
        { title: 'Instalment Plan', width: 34, align: 'left' as const }, { title: 'Tenure', width: 9, align: 'right' as const }, { title: 'Original Amount', width: 15, align: 'right' as const },
        { title: 'Monthly Instalment', width: 15, align: 'right' as const }, { title: 'Billed', width: 9, align: 'right' as const }, { title: 'Outstanding', width: 15, align: 'right' as const },
      ],
      rows: plans.map((p) => ({ cells: [p.name, `${p.tenure} mths`, m(p.original), m(p.monthly), `${p.billed}/${p.tenure}`, m(p.original - p.billed * p.monthly)] })),
    };
    return ledger({
      family: this.family,
      verdict: 'verified',
      look: { px: fontPx(r) },
      account: { number: `4883 21** **** ${last4}`, currency: 'MYR', start, end, card: true },
      opening: -previous, txs: rows, cols,
      balances: 'none',
      head: (t) => head(bank, `${r.pick(['Visa Platinum', 'Mastercard World', 'Visa Infinite'])} Credit Card Statement`, [r.pick(['NUR AISYAH BINTI RAHMAN', 'TAN WEI LIANG', 'RAJESH A/L MUTHU']), r.pick(['12 JALAN SS 2/24', 'B-7-3 PANGSAPURI SERI MAJU', '28 LORONG BAYAN INDAH 3']), r.pick(['47300 PETALING JAYA', '40150 SHAH ALAM', '58200 KUALA LUMPUR'])], [`Card No. 4883 21** **** ${last4}`, `Statement Date ${full(end)}`, `Payment Due Date ${full(addDays(end, 20))}`], [
        { kind: 'kv', rows: [['Previous Balance', rm(previous)], ['Current Balance', rm(-t.closing)], ['MINIMUM PAYMENT', rm(Math.max(5_000, Math.round(-t.closing * 0.05)))], ['Credit Limit', rm(r.int(10, 60) * 100_000)]] },
      ]),
      top: () => [{ cells: ['', '', 'PREVIOUS BALANCE', m(previous)], bold: true }],
      bottom: (t) => [{ cells: ['', '', 'CURRENT BALANCE', m(-t.closing)], bold: true }],
      tail: () => [
        { block: { kind: 'text', lines: ['Instalment Plans (for your information; this month\'s instalments are billed above)'], bold: true }, lines: 2, keep: true },
        { block: planTable, lines: plans.length + 2 },
      ],
      footer: (p, n) => [`Page ${p} of ${n}   Member of PIDM. Please pay the minimum payment by the due date to avoid late payment charges.`],
      balancesPrinted: true,
    });
  },
};
