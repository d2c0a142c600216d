/**
 * A New Zealand online savings account: "Date | Transaction | Withdrawals | Deposits | Balance", with an
 * "INTEREST ACCRUED" row every week that prints "0.00" as its deposit and the balance unchanged (the interest
 * is credited once, at the end, as "INTEREST CREDIT", less "RESIDENT WITHHOLDING TAX"); one variant prints the
 * interest accrued so far on a second line of the accrual row. Truth, as the real corpus keeps rows that do
 * not move the balance: the accrual rows are transactions of amount 0 with `informational: true`.
 */
import { abs, accountNo, dateFmt, gen, head, monthPeriod, STYLE, type Layout, type Pool } from './kit4.js';
import { addDays } from '../format.js';
import { fontPx, jitter, label, ledger, type Col2, type Tx2 } from '../novel2/kit2.js';
import { byDate } from '../novel3/kit3.js';

const POOL: Pool = {
  out: ['TRANSFER TO 12-3141-0012345-00 EVERYDAY', 'ONLINE TFR TO TE ARA PROPERTY MGMT', 'TRANSFER TO J TAYLOR', 'AUTOMATIC PAYMENT KIWISAVER TOP UP'],
  in: ['TRANSFER FROM 12-3141-0012345-00 EVERYDAY', 'DIRECT CREDIT AOTEA ENGINEERING LTD', 'AUTOMATIC PAYMENT SAVINGS GOAL', 'DIRECT CREDIT IRD REFUND', 'MOBILE TFR FROM R PATEL'],
  extra: [],
};

export const nzSavingsAccrued: Layout = {
  family: 'nz_savings_weekly_interest_accrued_zero_rows',
  make(r, k) {
    const { start, end } = monthPeriod(r);
    const d = dateFmt(k === 2 ? 'DD/MM/YYYY' : 'DD MON YYYY');
    const moves: Tx2[] = gen(r, { start, end, count: r.int(3, 14), pool: POOL, max: 3_000, outShare: 0.4, endMargin: 1 });
    const accruals: Tx2[] = [];
    let accrued = 0;
    for (let day = addDays(start, 6); day < end; day = addDays(day, 7)) {
      accrued += r.int(80, 2_400);
      accruals.push({ date: day, lines: k === 1 ? ['INTEREST ACCRUED', `ACCRUED TO DATE ${abs(STYLE.en)(accrued)}`] : ['INTEREST ACCRUED'], cents: 0, info: { accrued: '1' } });
    }
    accrued += r.int(80, 1_200);
    const tax = Math.round(accrued * 0.175);
    const txs = [...byDate([...moves, ...accruals]), { date: end, lines: ['INTEREST CREDIT'], cents: accrued }, { date: end, lines: ['RESIDENT WITHHOLDING TAX'], cents: -tax }];
    const m = abs(STYLE.en);
    const cols: Col2[] = jitter(r, [
      { key: 'date', title: 'Date', width: 13, cell: ({ t }) => d(t.date) },
      { key: 'desc', title: 'Transaction', width: 45, cell: ({ t }) => t.lines.join('\n') },
      { key: 'out', title: 'Withdrawals', width: 13, align: 'right', cell: ({ t }) => (t.cents < 0 ? m(t.cents) : '') },
      { key: 'in', title: 'Deposits', width: 13, align: 'right', cell: ({ t }) => (t.cents > 0 || t.info?.accrued ? m(t.cents) : '') },
      { key: 'bal', title: 'Balance', width: 14, align: 'right', cell: ({ bal }) => (bal === null ? '' : m(bal)) },
    ]);
    const bank = r.pick(['Aotearoa Savings Bank', 'Southern Cross Building Society', 'Tasman Kiwi Bank Ltd']);
    const no = accountNo(r, '38-9###-0######-0#');
    const made = ledger({
      family: this.family,
      verdict: 'verified',
      look: { px: fontPx(r) },
      account: { number: no, currency: 'NZD', start, end },
      opening: r.int(500_000, 8_000_000), txs, cols,
      head: (t) => head(bank, r.pick(['Online Saver Statement', 'Notice Saver Statement', 'Bonus Saver Statement']), [r.pick(['MS AROHA WIREMU', 'MR LIAM O\'SULLIVAN', 'MRS PRIYA PATEL']), r.pick(['18 KOWHAI STREET', '3/44 DOMINION ROAD', '7 RIMU CRESCENT']), r.pick(['HAMILTON 3204', 'AUCKLAND 1024', 'TAURANGA 3110'])], [`Account ${no}`, `Statement period ${d(start)} to ${d(end)}`, `Interest rate ${r.pick(['4.25', '4.80', '5.05'])}% p.a.`], [
        { kind: 'kv', rows: [['Opening balance', m(t.opening)], ['Total deposits', m(t.in)], ['Total withdrawals', m(t.out)], ['Closing balance', m(t.closing)]] },
      ]),
      top: (t) => [label(cols, { date: d(start), desc: 'OPENING BALANCE', bal: m(t.opening) })],
      bottom: (t) => [label(cols, { date: d(end), desc: 'CLOSING BALANCE', bal: m(t.closing) })],
      footer: (p, n) => [`Page ${p} of ${n}   Interest accrues daily and is credited monthly.`],
      balancesPrinted: true,
    });
    made.truth.accounts[0].transactions.forEach((tx, i) => {
      if (txs[i].info?.accrued) Object.assign(tx, { informational: true });
    });
    return made;
  },
};
