/**
 * A Hong Kong savings account as the large Hong Kong banks print it in English: "Date | Transaction Details |
 * Deposit | Withdrawal | Balance" — the money-in column LEFT of the money-out column, the reverse of most
 * statements; dates "05 Mar" without a year (the year in the period line), figures "1,234.56" never signed.
 * "B/F BALANCE" opens the list; at its end a "TOTAL" row carries the sums of the Deposit and Withdrawal columns
 * and "C/F BALANCE" the closing balance: none of them is a transaction. FPS rows take three lines (the payer or
 * payee, then the FPS reference "FRN2024…").
 */
import { abs, accountNo, amountsBy, onlyOnce, dateFmt, fontPx, gen, head, jitter, label, ledger, monthPeriod, STYLE, type Col2, type Layout, type Pool, type Tx2 } from './kit5.js';

const POOL: Pool = {
  out: [
    'FPS PAYMENT', 'EPS PURCHASE PARKNSHOP TAIKOO', 'EPS PURCHASE WELLCOME 0372', 'OCTOPUS AAVS TOP-UP', 'ATM WITHDRAWAL', 'BILL PAYMENT HK ELECTRIC', 'BILL PAYMENT CLP POWER',
    'BILL PAYMENT HKBN', 'CREDIT CARD PAYMENT', 'FPS PAYMENT', 'DEBIT CARD 7-ELEVEN CAUSEWAY BAY', 'AUTOPAY RENT',
  ],
  in: ['PAYROLL HARBOUR FREIGHT LTD', 'FPS RECEIVED', 'CREDIT INTEREST', 'CHEQUE DEPOSIT'],
  extra: [],
};

export const hkDepositFirst: Layout = {
  family: 'hk_deposit_left_of_withdrawal_bf_cf_total',
  make(r, k) {
    const { start, end } = monthPeriod(r);
    const d = dateFmt('DD MON');
    const txs: Tx2[] = amountsBy(onlyOnce(r, gen(r, { start, end, count: r.int(12, 40), pool: POOL, max: 3_000 }), [/^PAYROLL/, /RENT$/, /INTEREST/, /HK ELECTRIC/, /CLP/, /HKBN/, /CREDIT CARD/], POOL), [
      [/^PAYROLL/, () => r.int(2_800_000, 6_500_000)], [/RENT$/, () => -r.int(1_200_000, 2_600_000)], [/INTEREST/, () => r.int(5, 2_500)], [/OCTOPUS/, () => -r.pick([25_000, 50_000])],
    ]);
    for (const t of txs) {
      if (t.lines[0] === 'FPS PAYMENT' || t.lines[0] === 'FPS RECEIVED') t.lines.push(r.pick(['CHAN TAI MAN', 'WONG KA YAN', 'LEE SIU MING', 'HO WING KEI']), `FRN${dateFmt('YYYYMMDD')(t.date)}PAYC0${r.digits('#########')}`);
      if (t.lines[0] === 'ATM WITHDRAWAL') {
        t.lines[0] = `ATM WITHDRAWAL ${r.digits('######')} ${r.pick(['MONG KOK', 'CENTRAL', 'SHA TIN'])}`;
        t.cents = -r.pick([50_000, 100_000, 200_000, 300_000]);
      }
    }
    const m = abs(STYLE.en);
    const cols: Col2[] = jitter(r, [
      { key: 'date', title: 'Date', width: 9, cell: ({ t }) => d(t.date) },
      { key: 'desc', title: 'Transaction Details', width: 46, cell: ({ t }) => t.lines.join('\n') },
      { key: 'in', title: 'Deposit', width: 14, align: 'right', cell: ({ t }) => (t.cents > 0 ? m(t.cents) : '') },
      { key: 'out', title: 'Withdrawal', width: 14, align: 'right', cell: ({ t }) => (t.cents < 0 ? m(t.cents) : '') },
      { key: 'bal', title: 'Balance', width: 15, align: 'right', cell: ({ bal }) => (bal === null ? '' : m(bal)) },
    ]);
    const bank = r.pick(['Victoria Harbour Bank Limited', 'Kowloon Pacific Banking Corporation', 'Lantau Commercial Bank']);
    const no = accountNo(r, '###-######-###');
    const full = dateFmt('D MONTH YYYY');
    return ledger({
      family: this.family,
      verdict: 'verified',
      look: { px: fontPx(r) },
      account: { number: no, currency: 'HKD', start, end },
      opening: r.int(300_000, 15_000_000), txs, cols,
      rowGap: k === 1 ? 2 : undefined,
      head: (t) => head(bank, 'Statement of Account - HKD Savings', [r.pick(['MR CHAN KWOK WAI', 'MS LAU MEI LING', 'MR TSANG CHI HO']), r.pick(['FLAT 12B, TOWER 3, TAIKOO SHING', 'ROOM 1805, 28 NATHAN ROAD', 'FLAT D, 9/F, KING\'S COURT']), r.pick(['QUARRY BAY, HONG KONG', 'TSIM SHA TSUI, KOWLOON', 'NORTH POINT, HONG KONG'])], [`Account Number ${no}`, `Statement Period ${full(start)} to ${full(end)}`, `Branch ${r.pick(['Causeway Bay', 'Mong Kok', 'Central'])}   Currency HKD`], [
        { kind: 'kv', rows: [['Balance brought forward', m(t.opening)], ['Total deposits', m(t.in)], ['Total withdrawals', m(t.out)], ['Balance carried forward', m(t.closing)]] },
      ]),
      top: (t) => [label(cols, { date: d(start), desc: 'B/F BALANCE', bal: m(t.opening) })],
      bottom: (t) => [label(cols, { desc: 'TOTAL', in: m(t.in), out: m(t.out) }), label(cols, { date: d(end), desc: 'C/F BALANCE', bal: m(t.closing) })],
      pageHeader: (p, n) => [`${bank}   ${no}   Page ${p} of ${n}`],
      footer: (p, n) => [`Page ${p} of ${n}   Please examine this statement and report any discrepancy within 90 days.`],
      firstLines: 32, lines: 52,
      balancesPrinted: true,
    });
  },
};
