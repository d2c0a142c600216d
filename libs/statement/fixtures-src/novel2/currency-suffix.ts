/**
 * Figures with the currency code after them ("1,234.56 USD") and an overdrawn balance in parentheses
 * ("(1,234.56) USD"). Money out prints with a minus, in parentheses too, or in a debit column (by variant);
 * Swiss variant with apostrophe grouping ("1'234.56 CHF").
 */
import { formatAbs } from '../format.js';
import { accountNo, dateFmt, gen, head, monthPeriod, STYLE, type Layout, type Pool } from '../novel/kit.js';
import { cells, fontPx, jitter, label, ledger, type Col2 } from './kit2.js';

const POOL: Pool = {
  out: [
    'CARD PURCHASE BRIGHTWATER MARKET', 'WIRE TRANSFER OUT - HARBOR FREIGHT LINES', 'ACH DEBIT LIBERTY BELL UTILITIES', 'CARD PURCHASE TERMINAL 4 NEWSSTAND', 'CASH WITHDRAWAL ATM PIER 39',
    'CARD PURCHASE ALPENROSE CAFE', 'MONTHLY ACCOUNT FEE', 'STANDING ORDER RENT APT 5C', 'CARD PURCHASE VELOCITY BIKES',
  ],
  in: ['INCOMING WIRE - ATLAS CONSULTING LLC', 'DEPOSIT - CHECK 1046', 'TRANSFER FROM BROKERAGE ACCOUNT', 'INTEREST CREDIT', 'REFUND VELOCITY BIKES'],
  extra: ['REF FT24########', 'OUR REF ######', 'VALUE DATE INCLUDED'],
};

export const currencySuffix: Layout = {
  family: 'currency_code_after_figures_parens_overdraft',
  make(r, k) {
    const { start, end } = monthPeriod(r);
    const ccy = k === 1 ? 'CHF' : k === 2 ? 'EUR' : 'USD';
    const style = k === 1 ? { group: "'", decimal: '.', decimals: 2 as const } : STYLE.en;
    const d = dateFmt(k === 2 ? 'DD.MM.YYYY' : k === 1 ? 'DD.MM.YY' : 'YYYY-MM-DD');
    const txs = gen(r, { start, end, count: r.int(8, 32), pool: POOL, wrap: 1, wrapShare: 0.2, max: 1_500, outShare: 0.75 });
    const f = (c: number) => formatAbs(c, style);
    const paren = (c: number) => (c < 0 ? `(${f(c)}) ${ccy}` : `${f(c)} ${ccy}`);
    const amount = k === 1 ? paren : (c: number) => `${c < 0 ? '-' : ''}${f(c)} ${ccy}`;
    const number = accountNo(r, k === 1 ? 'CH## 0### #### #### #### #' : k === 2 ? 'LU## 0### #### #### ####' : '#########');
    const cols: Col2[] = jitter(r, [
      { key: 'date', title: 'Date', width: 11, cell: cells.date(d) },
      { key: 'desc', title: 'Transaction', width: 48, cell: cells.desc() },
      ...(k === 2
        ? [
            { key: 'out', title: 'Debit', width: 15, align: 'right' as const, cell: cells.debit((c) => `${f(c)} ${ccy}`) },
            { key: 'in', title: 'Credit', width: 15, align: 'right' as const, cell: cells.credit((c) => `${f(c)} ${ccy}`) },
          ]
        : [{ key: 'amt', title: 'Amount', width: 17, align: 'right' as const, cell: cells.amount(amount) }]),
      { key: 'bal', title: 'Balance', width: 17, align: 'right', cell: cells.balance(paren) },
    ]);
    // A small opening so that the account goes overdrawn during the month.
    return ledger({
      family: this.family,
      verdict: 'verified',
      look: { px: fontPx(r) },
      account: { number, currency: ccy, start, end },
      opening: r.int(5_000, 150_000), txs, cols, overdraft: true,
      head: (t) => head(r.pick(['Meridian Private Bank', 'Lakeside Trust International', 'Bastion Merchant Bank']), `Statement of account (${ccy})`, [r.pick(['Ms Valentina Orsini', 'Mr Henrik Aalto', 'Dr Samuel Achterberg']), r.pick(['Seestrasse 41', '7 Rue du Fort', '1200 Bay Street, Suite 310']), r.pick(['8002 Zürich', 'L-2419 Luxembourg', 'Toronto ON M5R 2A5'])], [`Account ${number}`, `Period ${d(start)} - ${d(end)}`, `Overdraft limit ${f(500_000)} ${ccy}`], [
        { kind: 'kv', rows: [['Opening balance', paren(t.opening)], ['Total debits', `${f(t.out)} ${ccy}`], ['Total credits', `${f(t.in)} ${ccy}`], ['Closing balance', paren(t.closing)]] },
      ]),
      top: (t) => [label(cols, { desc: 'Opening balance', bal: paren(t.opening) })],
      bottom: (t) => [label(cols, { desc: 'Closing balance', bal: paren(t.closing) })],
      footer: (p, n) => [`Page ${p}/${n}`],
      balancesPrinted: true,
    });
  },
};
