/**
 * The cash account of a US brokerage statement: "Trade Date | Settle Date | Activity | Description | Quantity
 * | Price | Amount | Cash Balance", where buys and sells of securities, dividends, interest, foreign tax
 * withheld, fees and transfers mix in one list. Quantity and price are neither amount nor balance; Activity
 * is a type column (not description); amounts signed with parentheses for money out. "Beginning cash balance"
 * and "Ending cash balance" rows. Truth: `date` the trade date, `postDate` the settle date.
 */
import { addDays } from '../format.js';
import { abs, accountNo, dateFmt, head, monthPeriod, STYLE, type Layout } from './kit4.js';
import { fontPx, jitter, label, ledger, type Col2, type Tx2 } from '../novel2/kit2.js';
import { byDate } from '../novel3/kit3.js';

const SECURITIES: [string, string, number][] = [
  ['VTI', 'VANGUARD TOTAL STOCK MARKET ETF', 230], ['SCHD', 'SCHWAB US DIVIDEND EQUITY ETF', 78], ['MSFT', 'MICROSOFT CORP', 410], ['JNJ', 'JOHNSON & JOHNSON', 155],
  ['VXUS', 'VANGUARD TOTAL INTL STOCK ETF', 58], ['KO', 'COCA-COLA CO', 61], ['BND', 'VANGUARD TOTAL BOND MARKET ETF', 72], ['O', 'REALTY INCOME CORP REIT', 54],
];

export const brokerageCash: Layout = {
  family: 'brokerage_cash_trades_dividends_mixed',
  make(r, k) {
    const { start, end } = monthPeriod(r);
    const d = dateFmt(k === 2 ? 'MM/DD/YYYY' : 'MM/DD');
    const day = () => addDays(start, r.int(0, 24));
    const txs: Tx2[] = [];
    for (let n = r.int(8, 26); n > 0; n--) {
      const [sym, name, px] = r.pick(SECURITIES);
      const on = day();
      const kind = r.pick(['Bought', 'Bought', 'Sold', 'Dividend', 'Dividend', 'Reinvest', 'Interest', 'Fee', 'Transfer', 'Foreign Tax']);
      const price = Math.round(px * (0.9 + r() * 0.2) * 100);
      const qty = r.int(1, 60);
      const info = (q: string, p: string) => ({ type: kind, qty: q, price: p });
      const add = (lines: string[], cents: number, settle: string, i: Record<string, string>) => txs.push({ date: on, postDate: settle, lines, cents, info: i });
      switch (kind) {
        case 'Bought': add([`${name} (${sym})`], -qty * price, addDays(on, 1), info(String(qty), `$${(price / 100).toFixed(2)}`)); break;
        case 'Sold': add([`${name} (${sym})`], qty * price - r.int(0, 3), addDays(on, 1), info(`-${qty}`, `$${(price / 100).toFixed(2)}`)); break;
        case 'Dividend': add([`${name} (${sym})`, 'Qualified dividend'], r.int(300, 40_000), on, info('', '')); break;
        case 'Reinvest': add([`${name} (${sym})`, 'Dividend reinvestment'], -r.int(300, 20_000), on, info('0.' + r.digits('####'), `$${(price / 100).toFixed(2)}`)); break;
        case 'Interest': add(['BANK SWEEP INTEREST'], r.int(5, 4_000), on, info('', '')); break;
        case 'Fee': add(['ADR MGMT FEE', `${name} (${sym})`], -r.int(5, 300), on, info('', '')); break;
        case 'Transfer': add([r.chance(0.6) ? 'ACH DEPOSIT FROM CHECKING ****' + r.digits('####') : 'ACH WITHDRAWAL TO CHECKING ****' + r.digits('####')], 0, on, info('', '')); break;
        case 'Foreign Tax': add([`${name} (${sym})`, 'Non-US tax withheld'], -r.int(20, 1_500), on, info('', '')); break;
      }
      const last = txs[txs.length - 1];
      if (kind === 'Transfer') last.cents = (last.lines[0].startsWith('ACH DEPOSIT') ? 1 : -1) * r.int(50, 800) * 1_000;
    }
    const rows = byDate(txs);
    const m = abs(STYLE.en);
    const sig = (c: number) => (c < 0 ? `(${m(c)})` : m(c));
    const cols: Col2[] = jitter(r, [
      { key: 'date', title: 'Trade\nDate', width: 9, cell: ({ t }) => d(t.date) },
      { key: 'settle', title: 'Settle\nDate', width: 9, cell: ({ t }) => d(t.postDate ?? t.date) },
      { key: 'type', title: 'Activity', width: 11, cell: ({ t }) => t.info?.type ?? '' },
      { key: 'desc', title: 'Description', width: 36, cell: ({ t }) => t.lines.join('\n') },
      { key: 'qty', title: 'Quantity', width: 9, align: 'right', cell: ({ t }) => t.info?.qty ?? '' },
      { key: 'price', title: 'Price', width: 9, align: 'right', cell: ({ t }) => t.info?.price ?? '' },
      { key: 'amt', title: 'Amount', width: 12, align: 'right', cell: ({ t }) => sig(t.cents) },
      { key: 'bal', title: 'Cash\nBalance', width: 13, align: 'right', cell: ({ bal }) => (bal === null ? '' : sig(bal)) },
    ]);
    const no = accountNo(r, '####-####');
    const firm = r.pick(['Harborview Securities LLC', 'Granite Peak Brokerage', 'Meridian Clearing & Invest']);
    const full = dateFmt('MONTH D, YYYY');
    const made = ledger({
      family: this.family,
      verdict: 'verified',
      size: 'Letter',
      look: { px: fontPx(r) },
      account: { number: no, currency: 'USD', start, end },
      opening: r.int(100_000, 5_000_000), txs: rows, cols,
      head: (t) => head(firm, `${r.pick(['Individual', 'Joint WROS', 'Roth IRA'])} Brokerage Account - Cash Activity`, [r.pick(['ELENA R. CASTILLO', 'JAMES AND PRIYA OKAFOR', 'THEODORE HUANG']), r.pick(['4410 BRAESWOOD BLVD', '77 CHESTNUT HILL RD', '1203 LAKE SHORE DR APT 9']), r.pick(['HOUSTON TX 77025', 'NEWTON MA 02467', 'MADISON WI 53703'])], [`Account ${no}`, `${full(start)} - ${full(end)}`, 'Cash sweep: Bank Deposit Program'], [
        { kind: 'kv', rows: [['Beginning cash balance', sig(t.opening)], ['Total credits', m(t.in)], ['Total debits', `(${m(t.out)})`], ['Ending cash balance', sig(t.closing)]] },
      ]),
      top: (t) => [label(cols, { date: d(start), desc: 'Beginning cash balance', bal: sig(t.opening) })],
      bottom: (t) => [label(cols, { date: d(end), desc: 'Ending cash balance', bal: sig(t.closing) })],
      footer: (p, n) => [`Page ${p} of ${n}   Securities offered through ${firm}, member FINRA/SIPC.`],
      balancesPrinted: true,
    });
    made.truth.accounts[0].transactions.forEach((tx, i) => Object.assign(tx, { transactionType: rows[i].info?.type }));
    return made;
  },
};
