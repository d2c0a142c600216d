/**
 * An Australian credit card as the large Australian banks print it: "Date | Transaction details | Amount ($)",
 * dates "05 Mar" without a year (the year in the statement period, one variant over a year end), purchases
 * printed bare and only payments and refunds marked, with "CR" after the figure; no balance column. A purchase
 * abroad takes three lines: the merchant, "Foreign currency amount USD 45.00", "Includes foreign currency
 * conversion fee of $1.23" (a figure inside the text, part of the row's amount). The summary box holds the
 * opening and closing balance (owed; "CR" when in credit), the minimum payment, the credit limit and the
 * available credit, all traps for the balances.
 */
import { abs, amountsBy, onlyOnce, cyclePeriod, dateFmt, fontPx, gen, head, jitter, ledger, STYLE, type Col2, type Layout, type Pool, type Tx2 } from './kit5.js';

const POOL: Pool = {
  out: [
    'WOOLWORTHS 3318 SURRY HILLS NSW', 'COLES 0721 BONDI JUNCTION NSW', 'BP CONNECT ALEXANDRIA NSW', 'UBER *TRIP SYDNEY', 'JB HI-FI BROADWAY NSW', 'OPAL TRANSPORT SYDNEY',
    'DAN MURPHYS 1204 NEWTOWN NSW', 'CHEMIST WAREHOUSE GLEBE', 'NETFLIX.COM MELBOURNE', 'ABROAD', 'ABROAD', 'ABROAD',
  ],
  in: ['PAYMENT - THANK YOU', 'REFUND JB HI-FI BROADWAY NSW'],
  extra: [],
};
const ABROAD: [string, string, number][] = [['AMAZON MKTPLACE US SEATTLE WA', 'USD', 0.66], ['BOOKING.COM AMSTERDAM', 'EUR', 0.61], ['AIRBNB * HMQ2 LONDON', 'GBP', 0.52], ['UNIQLO AUCKLAND', 'NZD', 1.08]];

export const auCardCr: Layout = {
  family: 'au_card_cr_on_credits_fx_fee_lines',
  make(r, k) {
    const { start, end } = cyclePeriod(r, { crossYear: k === 2 });
    const d = dateFmt('DD MON');
    const txs: Tx2[] = amountsBy(onlyOnce(r, gen(r, { start, end, count: r.int(10, 36), pool: POOL, max: 300, outShare: 0.85, endMargin: 1 }), [/^NETFLIX/, /^PAYMENT/], POOL), [
      [/^PAYMENT/, () => r.int(50_000, 300_000)], [/^NETFLIX/, () => -r.pick([1_099, 1_899, 2_599])],
    ]);
    for (const t of txs) {
      if (t.lines[0] !== 'ABROAD') continue;
      const [merchant, ccy, rate] = r.pick(ABROAD);
      const foreign = r.int(800, 40_000);
      const aud = Math.round(foreign / rate);
      const fee = Math.round(aud * 0.03);
      t.lines = [merchant, `Foreign currency amount ${ccy} ${abs(STYLE.en)(foreign)}`, `Includes foreign currency conversion fee of $${abs(STYLE.en)(fee)}`];
      t.cents = -(aud + fee);
    }
    if (r.chance(0.6)) txs.push({ date: end, lines: ['INTEREST CHARGED ON PURCHASES'], cents: -r.int(500, 6_000) });
    const m = abs(STYLE.en);
    const cr = k === 1 ? ' CR' : 'CR';
    const amt = (c: number) => (c > 0 ? `${m(c)}${cr}` : m(c));
    const owed = (holder: number) => (holder > 0 ? `$${m(holder)}${cr}` : `$${m(holder)}`);
    const cols: Col2[] = jitter(r, [
      { key: 'date', title: 'Date', width: 10, cell: ({ t }) => d(t.date) },
      { key: 'desc', title: 'Transaction details', width: 62, cell: ({ t }) => t.lines.join('\n') },
      { key: 'amt', title: 'Amount ($)', width: 16, align: 'right', cell: ({ t }) => amt(t.cents) },
    ]);
    const bank = r.pick(['Southern Cross Bank', 'Coral Coast Banking Corporation', 'Murray River Bank Ltd']);
    const card = `${r.pick(['4564', '5217', '4622'])} XXXX XXXX ${r.digits('####')}`;
    const limit = r.pick([600_000, 1_000_000, 1_500_000]);
    const full = dateFmt('DD MON YYYY');
    const licence = `ABN ${r.digits('## ### ### ###')} Australian credit licence ${r.digits('######')}`;
    return ledger({
      family: this.family,
      verdict: 'verified',
      look: { px: fontPx(r) },
      account: { number: card, currency: 'AUD', start, end, card: true },
      opening: -r.int(0, 350_000), txs, cols,
      balances: 'none',
      head: (t) => head(bank, `${r.pick(['Low Rate', 'Rewards Platinum', 'Everyday'])} Visa credit card statement`, [r.pick(['MS OLIVIA NGUYEN', 'MR JACK WILLIAMS', 'MS CHLOE PAPADOPOULOS']), r.pick(['UNIT 5 42 CROWN ST', '17 ALBION ST', '3/118 GLEBE POINT RD']), r.pick(['SURRY HILLS NSW 2010', 'NEWTOWN NSW 2042', 'GLEBE NSW 2037'])], [`Card number ${card}`, `Statement period ${full(start)} to ${full(end)}`, `Payment due date ${full(`${end.slice(0, 8)}28`)}`], [
        { kind: 'kv', rows: [['Opening balance', owed(t.opening)], ['Less payments and refunds', `$${m(t.in)}`], ['Plus purchases, fees and interest', `$${m(t.out)}`], ['Closing balance', owed(t.closing)], ['Minimum payment due', `$${m(Math.max(0, Math.round(-t.closing * 0.02)))}`], ['Credit limit', `$${m(limit)}`], ['Available credit', `$${m(Math.max(0, limit + t.closing))}`]] },
        { kind: 'text', lines: ['Transactions'], bold: true },
      ]),
      footer: (p, n) => [`Page ${p} of ${n}   ${bank} ${licence}`],
      firstLines: 30, lines: 52,
      balancesPrinted: true,
    });
  },
};
