/**
 * Indian current account: "Date | Narration | Chq./Ref.No. | Value Dt | Withdrawal Amt. | Deposit Amt. |
 * Closing Balance", dates 05/03/24, Indian digit grouping (1,23,456.78), balances with "Cr" / "Dr" after them (one
 * variant is an overdraft account whose balance goes Dr), the statement summary (counts and totals) after the table.
 */
import { addDays, formatAbs, money } from '../format.js';
import { accountNo, dateFmt, gen, head, monthPeriod, type Layout, type Pool } from '../novel/kit.js';
import { cells, fontPx, jitter, ledger, wrapWords, type Col2 } from './kit2.js';

const POOL: Pool = {
  out: [
    'UPI/SHREE GANESH KIRANA/9#########@upi/UPI', 'NEFT DR/NILGIRI HOUSING SOCIETY/MAINTENANCE', 'ATM WDL/ANDHERI EAST BR/######', 'ACH D/ SURYODAY LIFE INSURANCE/######',
    'POS ####XXXXXX#### SAPNA MEDICALS', 'CHQ PAID MICR CLG R K TRADERS', 'UPI/KAVERI TIFFIN SERVICE/kaveritiffin@upi', 'IMPS P2A ############ ANIL KUMAR',
    'SERVICE FEE - SMS ALERTS', 'BILLPAY DR-VAIGAI ELECTRICITY BOARD',
  ],
  in: ['NEFT CR/NILGIRI SOFTWARE PVT LTD/SALARY', 'IMPS P2A ############ MEENA IYER', 'INTEREST CAPITALISED', 'CASH DEPOSIT KORAMANGALA BR', 'UPI/REFUND/SAPNA MEDICALS'],
  extra: ['REF NO ############', 'TRF FROM SAVINGS A/C', 'INV ####/24-25'],
};

export const inNarrationCrDr: Layout = {
  family: 'in_narration_value_dt_cr_dr_balances',
  make(r, k) {
    const { start, end } = monthPeriod(r);
    const d = dateFmt('DD/MM/YY');
    // The bank wraps the narration at spaces, about 22 characters a line.
    const txs = gen(r, { start, end: addDays(end, -1), count: r.int(8, 34), pool: POOL, wrap: 1, wrapShare: 0.25, max: 40_000, outShare: k === 2 ? 0.8 : 0.7 }).map((t) => ({
      ...t,
      lines: t.lines.flatMap((l) => wrapWords(l, 22)),
      valueDate: t.lines[0].startsWith('CHQ') || t.lines[0].startsWith('NEFT CR') ? addDays(t.date, r.int(0, 1)) : t.date,
      info: { ref: t.lines[0].startsWith('CHQ') ? r.digits('000###') : r.chance(0.7) ? r.digits('0000###########') : '' },
    }));
    const inr = (c: number) => formatAbs(c, money.in);
    const crdr = (c: number) => `${inr(c)} ${c < 0 ? 'Dr' : 'Cr'}`;
    const number = accountNo(r, '5010#########');
    const cols: Col2[] = jitter(r, [
      { title: 'Date', width: 9, cell: cells.date(d) },
      { key: 'desc', title: 'Narration', width: 38, cell: cells.desc() },
      { title: 'Chq./Ref.No.', width: 15, cell: cells.info('ref') },
      { title: 'Value Dt', width: 9, cell: ({ t }) => d(t.valueDate ?? t.date) },
      { title: 'Withdrawal Amt.', width: 13, align: 'right', cell: cells.debit(inr) },
      { title: 'Deposit Amt.', width: 13, align: 'right', cell: cells.credit(inr) },
      { title: 'Closing Balance', width: 15, align: 'right', cell: cells.balance(crdr) },
    ]);
    const opening = k === 2 ? -r.int(100_000, 5_000_000) : r.int(500_000, 30_000_000);
    return ledger({
      family: this.family,
      verdict: 'verified',
      look: { px: fontPx(r) },
      account: { number, currency: 'INR', start, end },
      opening, txs, cols, overdraft: k === 2,
      head: () => head(r.pick(['Deccan Plateau Bank Ltd.', 'Malabar Coast Co-operative Bank', 'Gangetic Plains Bank Ltd.']), k === 2 ? 'Statement of Account - Cash Credit' : 'Statement of Account', [r.pick(['MR. ARJUN VENKATARAMAN', 'MRS. PRIYA DESHPANDE', 'M/S LAKSHMI AGRO TRADERS']), r.pick(['FLAT 402, SAI KRUPA APTS', 'PLOT 17, SECTOR 9', '12/3 CHURCH STREET']), r.pick(['PUNE 411038 MAHARASHTRA', 'KOCHI 682016 KERALA', 'LUCKNOW 226010 UTTAR PRADESH'])], [
        `Account No : ${number}`, `IFSC : ${accountNo(r, 'DPBL000####')}`, `Statement From : ${dateFmt('DD/MM/YYYY')(start)} To : ${dateFmt('DD/MM/YYYY')(end)}`, 'Currency : INR',
      ]),
      tail: (t) => [
        { block: { kind: 'text', lines: ['STATEMENT SUMMARY :-'], bold: true }, lines: 2, keep: true },
        {
          block: { kind: 'kv', rows: [['Opening Balance', crdr(t.opening)], ['Dr Count', String(t.txs.filter((x) => x.cents < 0).length)], ['Cr Count', String(t.txs.filter((x) => x.cents > 0).length)], ['Debits', inr(t.out)], ['Credits', inr(t.in)], ['Closing Bal', crdr(t.closing)]] },
          lines: 8,
        },
      ],
      pageHeader: (p) => [`Page No .: ${p}   Account No : ${number}`],
      footer: () => ['*Closing balance includes funds earmarked for hold and uncleared funds. This is a computer generated statement.'],
      balancesPrinted: true,
    });
  },
};
