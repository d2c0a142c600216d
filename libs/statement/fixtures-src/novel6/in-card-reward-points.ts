/**
 * An Indian credit card as the large Indian issuers print it: "Date | Transaction Description | Reward Points |
 * Amount (in Rs.)", a column of whole reward points between the text and the amount on every purchase row (a
 * refund's points negative, "- 12"), the amount in Indian digit grouping ("1,23,456.00"), credits with "Cr" after
 * the figure and purchases bare. The rows in two sections, "Domestic Transactions" and "International
 * Transactions" (the foreign amount inside the text, "USD 45.00", then a mark-up fee row and an IGST row). Above
 * the rows, a one-line account summary table ("Opening Balance | Payment/Credits | Purchase/Debits | Finance
 * Charges | Total Dues") and a reward-points table ("Opening | Earned | Redeemed | Closing"), neither of them rows.
 * Dates "05/03/2024", with the time in one variant ("05/03/2024 19:41").
 */
import type { Block } from '../model.js';
import { addDays } from '../format.js';
import { cyclePeriod, dateFmt, onlyOnce, fontPx, formatted, gen, jitter, paginate, tableOf, truthAccount, withLook, type Col2, type Layout, type Piece, type Pool, type Tx2 } from './kit6.js';

const POOL: Pool = {
  out: [
    'SWIGGY BANGALORE', 'ZOMATO GURGAON', 'AMAZON PAY INDIA PRIVA BANGALORE', 'FLIPKART INTERNET PVT BANGALORE', 'BHARAT PETROLEUM CORP MUMBAI', 'BIGBASKET BANGALORE', 'MAKEMYTRIP INDIA PVT NEW DELHI',
    'RELIANCE RETAIL LTD MUMBAI', 'UBER INDIA SYSTEMS PVT NEW DELHI', 'APOLLO PHARMACY HYDERABAD', 'ABROAD', 'ABROAD',
  ],
  in: ['PAYMENT RECEIVED - NETBANKING', 'BBPS PAYMENT RECEIVED', 'REFUND FLIPKART INTERNET PVT BANGALORE'],
  extra: [],
};
const ABROAD: [string, string, number][] = [['AMAZON WEB SERVICES SEATTLE', 'USD', 83.2], ['BOOKING.COM AMSTERDAM', 'EUR', 90.4], ['APPLE.COM/BILL CORK', 'USD', 83.1], ['AIRBNB * HM4Q LONDON', 'GBP', 105.7]];
const INR = { group: ',', decimal: '.', decimals: 2, indian: true } as const;

export const inCardRewardPoints: Layout = {
  family: 'in_card_reward_points_column_cr_suffix_sections',
  make(r, k) {
    const { start, end } = cyclePeriod(r);
    const d = dateFmt('DD/MM/YYYY');
    const m = formatted(INR);
    const en = formatted({ group: ',', decimal: '.', decimals: 2 });
    const previous = r.int(500_000, 8_000_000);
    const drawn = onlyOnce(r, gen(r, { start, end, count: r.int(12, 38), pool: POOL, max: 6_000, outShare: 0.85, endMargin: 2 }), [/^(PAYMENT|BBPS)/], POOL);
    const domestic: Tx2[] = [];
    const intl: Tx2[] = [];
    for (const t of drawn) {
      const time = `${String(r.int(0, 23)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}`;
      if (t.lines[0] === 'ABROAD') {
        const [merchant, ccy, rate] = r.pick(ABROAD);
        const foreign = r.int(500, 30_000);
        const inr = Math.round(foreign * rate);
        const markup = Math.round(inr * 0.035);
        intl.push({ ...t, lines: [`${merchant} ${ccy} ${en(foreign)}`], cents: -inr, info: { time, pts: String(Math.floor(inr / 100 / 150) * 4) } });
        intl.push({ date: t.date, lines: ['MARKUP FEE 3.5% ON INTL TXN'], cents: -markup, info: { time, pts: '' } });
        intl.push({ date: t.date, lines: [`IGST-CI@18% (Ref# ${r.digits('############')})`], cents: -Math.round(markup * 0.18), info: { time, pts: '' } });
        continue;
      }
      if (/^(PAYMENT|BBPS)/.test(t.lines[0])) t.cents = Math.round(previous * (r.chance(0.5) ? 1 : 0.2 + r() * 0.8));
      const pts = t.cents < 0 ? String(Math.floor(-t.cents / 100 / 150) * 4) : /^REFUND/.test(t.lines[0]) ? `- ${Math.floor(t.cents / 100 / 150) * 4}` : '';
      domestic.push({ ...t, lines: /^(PAYMENT|BBPS)/.test(t.lines[0]) ? [`${t.lines[0]} (Ref# ${r.digits('##############')})`] : t.lines, info: { time, pts } });
    }
    const txs = [...domestic, ...intl];
    const when = (t: Tx2) => (k === 1 ? `${d(t.date)} ${t.info!.time}` : d(t.date));
    const amt = (c: number) => (c > 0 ? `${m(c)} Cr` : m(c));
    const cols: Col2[] = jitter(r, [
      { key: 'date', title: 'Date', width: k === 1 ? 17 : 11, cell: ({ t }) => when(t) },
      { key: 'desc', title: 'Transaction Description', width: 56, cell: ({ t }) => t.lines.join('\n') },
      { key: 'pts', title: 'Reward Points', width: 11, align: 'right', cell: ({ t }) => t.info!.pts },
      { key: 'amt', title: 'Amount (in Rs.)', width: 16, align: 'right', cell: ({ t }) => amt(t.cents) },
    ]);
    const table = tableOf(cols);
    let i = 0;
    const rows = (ts: Tx2[]) => ts.map((t): Piece => ({ table, row: { cells: cols.map((c) => c.cell({ t, i, bal: null })) }, tx: i++ }));
    const title = (text: string): Piece => ({ block: { kind: 'text', lines: [text], bold: true }, lines: 2, keep: true });
    const pieces: Piece[] = [title('Domestic Transactions'), ...rows(domestic), ...(intl.length ? [title('International Transactions'), ...rows(intl)] : [])];
    const sum = (f: (t: Tx2) => boolean) => txs.filter(f).reduce((a, t) => a + t.cents, 0);
    const closing = -previous + sum(() => true);
    const earned = txs.reduce((a, t) => a + (Number(t.info!.pts.replace('- ', '-')) || 0), 0);
    const ptsOpen = r.int(0, 20_000);
    const redeemed = r.chance(0.3) ? Math.min(ptsOpen, r.int(1, 50) * 100) : 0;
    const bank = r.pick(['Deccan Commercial Bank Ltd.', 'Indus Valley Bank Ltd.', 'Coromandel Bank Ltd.']);
    const gstin = r.digits('27AAACD####B1Z#');
    const card = `${r.pick(['4375', '5176', '4893'])}XXXXXXXX${r.digits('####')}`;
    const summary: Block = {
      kind: 'table',
      columns: ['Opening Balance', 'Payment/ Credits', 'Purchase/ Debits', 'Finance Charges', 'Total Dues'].map((title) => ({ title, width: 20, align: 'right' as const })),
      rows: [{ cells: [m(previous), m(sum((t) => t.cents > 0)), m(-sum((t) => t.cents < 0)), '0.00', m(Math.max(0, -closing))] }],
    };
    const reward: Block = {
      kind: 'table',
      columns: ['Opening Balance', 'Earned', 'Redeemed/ Expired', 'Closing Balance'].map((title) => ({ title, width: 25, align: 'right' as const })),
      rows: [{ cells: [String(ptsOpen), String(earned), String(redeemed), String(ptsOpen + earned - redeemed)] }],
    };
    const head: Block[] = [
      { kind: 'text', lines: [bank, `${r.pick(['Regalia', 'Millennia', 'Platinum Edge'])} Credit Card Statement`], size: 13, bold: true },
      { kind: 'pair', left: [r.pick(['Mr RAHUL VERMA', 'Ms PRIYA IYER', 'Mr ARJUN NAIR']), r.pick(['FLAT 402 SUNRISE APTS, HSR LAYOUT', 'B-17 GREEN PARK EXTN', '12 LAKE VIEW ROAD, KALAMASSERY']), r.pick(['BANGALORE 560102', 'NEW DELHI 110016', 'KOCHI 683104'])], right: [`Card No: ${card}`, `Statement Date: ${d(end)}`, `Billing Period: ${d(start)} - ${d(end)}`, `Payment Due Date: ${d(addDays(end, 20))}`] },
      { kind: 'text', lines: ['Account Summary'], bold: true },
      summary,
      { kind: 'text', lines: ['Reward Points Summary'], bold: true },
      reward,
    ];
    const doc = paginate({
      head, pieces, firstLines: 26, lines: 54,
      pageHeader: (p, n) => [`${bank}   Card No: ${card}   Page ${p} of ${n}`],
      footer: (p, n) => [`Page ${p} of ${n}   GSTIN ${gstin}`],
    });
    const account = truthAccount({ number: card, currency: 'INR', start, end, card: true }, -previous, closing, txs, txs.map(() => null));
    return { doc: withLook(doc, { px: fontPx(r) }), truth: { family: this.family, verdict: 'verified', accounts: [account] } };
  },
};
