/**
 * A Thai savings account as the Thai banks print their English statements: every date in the Buddhist era (the
 * year plus 543: "05/03/2567", or "05-03-67" with a two-digit era year in one variant), the period as well
 * ("01/03/2567 - 31/03/2567"). "Date | Time | Descriptions | Withdrawal | Deposit | Outstanding Balance | Channel |
 * Details": the description is a short booking kind ("Transfer Withdrawal", "Payment", "Transfer Deposit"), the
 * Details column right of the figures holds the counterparty or account ("To A/C X1234 Mr. Somchai J++"), a
 * Channel column (K PLUS, ATM, EDC, AUTO). "Beginning Balance" opens the list. Truth dates are Gregorian; the
 * description is the Descriptions column only (Details is a counterparty column, as the real corpora keep it apart).
 */
import { abs, amountsBy, fontPx, gen, jitter, label, ledger, monthPeriod, onlyOnce, STYLE, buddhist, type Col2, type Layout, type Pool, type Tx2 } from './kit6.js';

const POOL: Pool = {
  out: ['Transfer Withdrawal', 'Transfer Withdrawal', 'Payment', 'Payment', 'Cash Withdrawal', 'Debit Card Spending', 'Debit Card Spending', 'Annual Debit Card Fee', 'Bill Payment'],
  in: ['Transfer Deposit', 'Transfer Deposit', 'Payroll', 'Interest Deposit'],
  extra: [],
};
const NAMES = ['Mr. Somchai J++', 'Ms. Kanokwan S++', 'Mr. Anan P++', 'Mrs. Supaporn T++', 'Ms. Pimchanok R++'];
const SHOPS = ['7-ELEVEN SILOM', 'TOPS SUKHUMVIT 39', 'GRAB*FOOD BANGKOK', 'CENTRAL WORLD', 'BTS RABBIT TOPUP', 'SHOPEE TH'];
const BILLERS = ['MEA Electricity', 'TRUE MOVE H', 'AIS Postpaid', 'MWA Water Supply'];

export const thBuddhistEra: Layout = {
  family: 'th_buddhist_era_dates_channel_details_columns',
  make(r, k) {
    const { start, end } = monthPeriod(r);
    const d = (iso: string) => buddhist(iso, k === 1 ? '-' : '/', k === 1);
    const txs: Tx2[] = amountsBy(onlyOnce(r, gen(r, { start, end, count: r.int(18, 55), pool: POOL, max: 2_500 }), [/^Payroll/, /^Annual/, /^Interest/], POOL), [
      [/^Payroll/, () => r.int(2_500_000, 6_500_000)], [/^Annual/, () => -r.pick([20_000, 30_000, 50_000])], [/^Interest/, () => r.int(100, 9_000)], [/^Cash/, () => -r.pick([50_000, 100_000, 200_000, 500_000])],
    ]);
    for (const t of txs) {
      const kind = t.lines[0];
      const acct = `X${r.digits('####')}`;
      const [channel, details] =
        kind === 'Transfer Withdrawal' ? [r.pick(['K PLUS', 'K PLUS', 'Internet']), `To A/C ${acct} ${r.pick(NAMES)}`]
        : kind === 'Transfer Deposit' ? [r.pick(['K PLUS', 'Other Bank', 'PromptPay']), `From A/C ${acct} ${r.pick(NAMES)}`]
        : kind === 'Payment' ? ['K PLUS', `PromptPay 0${r.digits('#')}-xxx-${r.digits('####')}`]
        : kind === 'Bill Payment' ? ['AUTO', r.pick(BILLERS)]
        : kind === 'Cash Withdrawal' ? ['ATM', `ATM ${r.digits('####')} ${r.pick(['Silom', 'Asok', 'Ari'])}`]
        : kind === 'Debit Card Spending' ? ['EDC', r.pick(SHOPS)]
        : kind === 'Payroll' ? ['Payroll', `From ${r.pick(['SIAM TECH CO.,LTD.', 'BANGKOK LOGISTICS PCL'])}`]
        : ['', ''];
      t.info = { channel, details, time: `${String(r.int(6, 23)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}` };
    }
    txs.sort((a, b) => (a.date === b.date ? (a.info!.time < b.info!.time ? -1 : 1) : a.date < b.date ? -1 : 1));
    const m = abs(STYLE.en);
    const cols: Col2[] = jitter(r, [
      { key: 'date', title: 'Date', width: 10, cell: ({ t }) => d(t.date) },
      { key: 'time', title: 'Time', width: 6, cell: ({ t }) => t.info!.time },
      { key: 'desc', title: 'Descriptions', width: 18, cell: ({ t }) => t.lines.join('\n') },
      { key: 'out', title: 'Withdrawal', width: 12, align: 'right', cell: ({ t }) => (t.cents < 0 ? m(t.cents) : '') },
      { key: 'in', title: 'Deposit', width: 12, align: 'right', cell: ({ t }) => (t.cents > 0 ? m(t.cents) : '') },
      { key: 'bal', title: 'Outstanding\nBalance', width: 13, align: 'right', cell: ({ bal }) => (bal === null ? '' : m(bal)) },
      { key: 'ch', title: 'Channel', width: 9, cell: ({ t }) => t.info!.channel },
      { key: 'det', title: 'Details', width: 24, cell: ({ t }) => t.info!.details },
    ]);
    const bank = r.pick(['Chao Phraya Bank PCL', 'Krung Siam Commercial Bank', 'Lanna Savings Bank']);
    const no = r.digits('###-#-#####-#');
    const holder = r.pick(['MR. THANAWAT SRISUK', 'MS. NARUMOL KAEWKLA', 'MRS. WARAPORN CHAIYO']);
    return ledger({
      family: this.family,
      verdict: 'verified',
      look: { px: fontPx(r) },
      account: { number: no, currency: 'THB', start, end },
      opening: r.int(500_000, 20_000_000), txs, cols,
      head: (t) => [
        { kind: 'text', lines: [bank], size: 14, bold: true },
        { kind: 'text', lines: ['Statement of Account (Savings)'], size: 11, bold: true },
        { kind: 'pair', left: [holder, r.pick(['99/12 Soi Sukhumvit 39', '45 Moo 3 Ngamwongwan Rd.', '188 Silom Rd.']), r.pick(['Khlong Tan Nuea, Watthana, Bangkok 10110', 'Bang Khen, Nonthaburi 11000', 'Suriyawong, Bang Rak, Bangkok 10500'])], right: [`Account No. ${no}`, `Period ${d(start)} - ${d(end)}`, `Branch ${r.pick(['Silom', 'Central Ladprao', 'Thonglor'])}`, `Issue Date ${d(end)}`] },
        { kind: 'kv', rows: [['Total Withdrawal', m(t.out)], ['Total Deposit', m(t.in)], ['Ending Balance', m(t.closing)]] },
      ],
      top: (t) => [label(cols, { date: d(start), desc: 'Beginning Balance', bal: m(t.opening) })],
      pageHeader: (p, n) => [`${bank}   Account No. ${no}   Page ${p}/${n}`],
      footer: (p, n) => [`Page ${p}/${n}   This statement is issued by electronic means.`],
      firstLines: 32, lines: 52,
      balancesPrinted: true,
    });
  },
};
