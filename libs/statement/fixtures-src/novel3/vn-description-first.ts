/**
 * A Vietnamese bank's account statement in its English edition: each transaction printed on two (or three)
 * lines, the description FIRST ("Transaction description / Date" in one wide column: the text on the upper
 * line(s), the date under it) and the document number, debit, credit and balance on the row's LAST line, level
 * with the date: the reverse of the usual date-then-text row. Whole dong with commas ("1,250,000"), an
 * "Opening balance" and a "Closing balance" row. The third statement of each seed is an internet-banking
 * printout with no balance column and no balances at all: nothing proves the rows (cannot_verify).
 */
import { accountNo, dateFmt, gen, monthPeriod, STYLE, abs, type Layout, type Pool } from '../novel/kit.js';
import { fontPx, jitter, label, ledger, type Col2, type Tx2 } from '../novel2/kit2.js';
import type { Block } from '../model.js';

const POOL: Pool = {
  out: [
    'TRANSFER TO NGUYEN THI MAI - TIEN NHA THANG ##', 'PAYMENT EVN HCMC ELECTRICITY BILL PE########', 'QR PAYMENT CIRCLE K LE THANH TON', 'ATM WITHDRAWAL VCB 1## NGUYEN HUE',
    'TRANSFER TO TRAN VAN HUNG - TRA TIEN HANG', 'PAYMENT VIETTEL POSTPAID 09########', 'CARD PAYMENT GRAB* A-5######', 'SMS BANKING FEE', 'CARD PAYMENT WINMART+ Q3 HCM',
    'PAYMENT SAWACO WATER BILL', 'TRANSFER TO CONG TY TNHH AN PHAT - HD ####',
  ],
  in: ['SALARY CONG TY CP PHAN MEM SAO MAI T##', 'TRANSFER FROM LE HOANG NAM - CHUYEN TIEN', 'INTEREST CREDIT', 'TRANSFER FROM PHAM THU HA - HOAN TIEN'],
  extra: ['REF FT24######', 'NAPAS ######'],
};

export const vnDescriptionFirst: Layout = {
  family: 'vn_description_line_above_figures',
  make(r, k) {
    const { start, end } = monthPeriod(r);
    const d = dateFmt(k === 1 ? 'DD-MM-YYYY' : 'DD/MM/YYYY');
    const txs: Tx2[] = gen(r, { start, end, count: r.int(10, 36), pool: POOL, wrap: 1, wrapShare: 0.25, max: 4_000, whole: true }).map((t) => {
      // Dong: thousands, whole; fees small.
      let vnd = Math.max(1, Math.round(Math.abs(t.cents) / 100)) * 1_000;
      if (t.lines[0] === 'SMS BANKING FEE') vnd = r.pick([11_000, 22_000]);
      if (t.lines[0] === 'INTEREST CREDIT') vnd = r.int(300, 90_000);
      return { ...t, cents: Math.sign(t.cents) * vnd * 100, info: { doc: `FT${t.date.slice(2, 4)}${r.digits('##########')}` } };
    });
    const m = abs(STYLE.yen);
    const below = (t: Tx2, text: string) => '\n'.repeat(t.lines.length) + text;
    const noBalance = k === 2;
    const cols: Col2[] = jitter(r, [
      { key: 'desc', title: 'Transaction description / Date', width: 58, cell: ({ t }) => [...t.lines, d(t.date)].join('\n') },
      { key: 'doc', title: 'Doc. No.', width: 12, cell: ({ t }) => below(t, t.info?.doc ?? '') },
      { key: 'out', title: 'Debit', width: 11, align: 'right', cell: ({ t }) => (t.cents < 0 ? below(t, m(t.cents)) : '') },
      { key: 'in', title: 'Credit', width: 11, align: 'right', cell: ({ t }) => (t.cents > 0 ? below(t, m(t.cents)) : '') },
      ...(noBalance ? [] : [{ key: 'bal', title: 'Balance', width: 12, align: 'right' as const, cell: ({ t, bal }: { t: Tx2; bal: number | null }) => (bal === null ? '' : below(t, m(bal))) }]),
    ]);
    const number = accountNo(r, '10########');
    const bank = r.pick(['Saigon Lotus Commercial Bank', 'Mekong Joint Stock Commercial Bank', 'Hanoi Heritage Bank']);
    return ledger({
      family: this.family,
      verdict: noBalance ? 'cannot_verify' : 'verified',
      look: { px: fontPx(r) },
      account: { number, currency: 'VND', start, end },
      opening: r.int(2_000, 90_000) * 100_000, txs, cols,
      balances: noBalance ? 'none' : 'all',
      rowGap: 2,
      head: (t): Block[] => [
        { kind: 'text', lines: [bank], size: 14, bold: true },
        { kind: 'text', lines: [noBalance ? 'TRANSACTION HISTORY' : 'ACCOUNT STATEMENT'], size: 11, bold: true },
        { kind: 'pair', left: [`Account name: ${r.pick(['NGUYEN VAN AN', 'TRAN THI BICH NGOC', 'LE MINH QUAN'])}`, `Address: ${r.pick(['45 Nguyen Dinh Chieu, District 3, HCMC', '12 Hang Bai, Hoan Kiem, Ha Noi', '88 Tran Phu, Hai Chau, Da Nang'])}`], right: [`Account number: ${number}`, 'Currency: VND', `From ${dateFmt('DD/MM/YYYY')(start)} to ${dateFmt('DD/MM/YYYY')(end)}`] },
        ...(noBalance ? [] : [{ kind: 'kv', rows: [['Opening balance', m(t.opening)], ['Total debit', m(t.out)], ['Total credit', m(t.in)], ['Closing balance', m(t.closing)]] } as Block]),
      ],
      top: noBalance ? undefined : (t) => [label(cols, { desc: 'Opening balance', bal: m(t.opening) })],
      bottom: noBalance ? undefined : (t) => [label(cols, { desc: 'Closing balance', bal: m(t.closing) })],
      footer: (p, n) => [`Page ${p}/${n}`],
      balancesPrinted: !noBalance,
    });
  },
};
