/**
 * A savings statement with an interest and charges box BELOW the transactions that holds dates and figures:
 * rates from given dates, the interest credited (which is also a row of the table, once) and a fee waived. As a
 * key/value box, as a small second table (Date | Item | Rate | Amount) or as lines of text. None of it is a row.
 */
import { addDays } from '../format.js';
import { abs, accountNo, dateFmt, gen, head, monthPeriod, STYLE, type Layout, type Pool } from '../novel/kit.js';
import type { Block } from '../model.js';
import { cells, fontPx, jitter, label, ledger, type Col2, type Tx2 } from './kit2.js';

const POOL: Pool = {
  out: ['TRANSFER TO CURRENT ACCOUNT ####', 'WITHDRAWAL AT BRANCH', 'TRANSFER TO L MCKENZIE', 'ONLINE TRANSFER TO ISA'],
  in: ['TRANSFER FROM CURRENT ACCOUNT ####', 'REGULAR SAVER DEPOSIT', 'CASH DEPOSIT AT BRANCH', 'TRANSFER FROM F OSEI'],
  extra: ['REF SAV########', 'MOBILE BANKING'],
};

export const interestBox: Layout = {
  family: 'interest_box_with_dates_below_table',
  make(r, k) {
    const { start, end } = monthPeriod(r);
    const d = dateFmt(k === 1 ? 'DD MON YYYY' : 'DD/MM/YYYY');
    const txs: Tx2[] = gen(r, { start, end: addDays(end, -1), count: r.int(5, 24), pool: POOL, wrap: 1, wrapShare: 0.2, max: 1_500, outShare: 0.4 });
    const interest = r.int(40, 2_500);
    txs.push({ date: end, lines: ['INTEREST CREDITED'], cents: interest });
    const m = abs(STYLE.en);
    const number = accountNo(r, '########');
    const cols: Col2[] = jitter(r, [
      { key: 'date', title: 'Date', width: 15, cell: cells.date(d) },
      { key: 'desc', title: 'Description', width: 50, cell: cells.desc() },
      { key: 'out', title: 'Withdrawals', width: 13, align: 'right', cell: cells.debit(m) },
      { key: 'in', title: 'Deposits', width: 13, align: 'right', cell: cells.credit(m) },
      { key: 'bal', title: 'Balance', width: 14, align: 'right', cell: cells.balance(m) },
    ]);
    const change = addDays(start, r.int(8, 20));
    const [rate1, rate2] = [r.pick(['1.10', '1.25', '2.05', '3.40']), r.pick(['1.35', '1.50', '2.30', '3.15'])];
    const fee = r.int(3, 8) * 100;
    const box = (): { block: Block; lines: number }[] => {
      const title = { block: { kind: 'text', lines: ['Interest and charges this period'], bold: true } as Block, lines: 2, keep: true };
      if (k === 0) {
        return [title, { block: { kind: 'kv', rows: [[`Interest rate from ${d(start)}`, `${rate1}% AER`], [`Interest rate from ${d(change)}`, `${rate2}% AER`], [`Interest credited ${d(end)}`, m(interest)], [`Account fee ${d(end)}`, `${m(fee)} (waived)`], ['Tax deducted', '0.00']] }, lines: 7 }];
      }
      if (k === 1) {
        const bc: Col2[] = [{ key: 'date', title: 'Date', width: 16, cell: () => '' }, { key: 'item', title: 'Item', width: 50, cell: () => '' }, { key: 'rate', title: 'Rate', width: 14, align: 'right', cell: () => '' }, { key: 'amt', title: 'Amount', width: 14, align: 'right', cell: () => '' }];
        const columns = bc.map((c) => ({ title: c.title, width: c.width, align: c.align ?? ('left' as const) }));
        const rows = [
          label(bc, { date: d(start), item: 'Variable rate applied', rate: `${rate1}%` }, false),
          label(bc, { date: d(change), item: 'Rate change', rate: `${rate2}%` }, false),
          label(bc, { date: d(end), item: 'Gross interest credited', amt: m(interest) }, false),
          label(bc, { date: d(end), item: 'Monthly fee (waived)', amt: m(fee) }, false),
        ];
        return [title, { block: { kind: 'table', columns, rows }, lines: 6 }];
      }
      return [title, {
        block: { kind: 'text', lines: [`Interest rate from ${d(start)}: ${rate1}%   Interest rate from ${d(change)}: ${rate2}%`, `Interest credited ${d(end)}   ${m(interest)}`, `Account maintenance fee ${d(end)}   ${m(fee)}   waived`] },
        lines: 4,
      }];
    };
    return ledger({
      family: this.family,
      verdict: 'verified',
      look: { px: fontPx(r) },
      account: { number, currency: 'GBP', start, end },
      opening: r.int(100_000, 6_000_000), txs, cols,
      head: (t) => head(r.pick(['Harbourside Savings Bank', 'Cheviot Building Society', 'Fenland Mutual']), 'Instant Access Savings - Statement', [r.pick(['Mrs Margaret Ellison', 'Mr Kwame Asante', 'Ms Ruth Lindqvist']), r.pick(['2 Ferry Road', '16 Beech Grove', 'The Old Forge, Church Lane']), r.pick(['Alnwick NE66 1AB', 'Wisbech PE13 2RR', 'Falmouth TR11 3QB'])], [`Account number ${number}`, `Sort code ${accountNo(r, '##-##-##')}`, `${d(start)} to ${d(end)}`], [
        { kind: 'kv', rows: [['Opening balance', `£${m(t.opening)}`], ['Closing balance', `£${m(t.closing)}`]] },
      ]),
      top: (t) => [label(cols, { date: d(start), desc: 'Opening balance', bal: m(t.opening) })],
      bottom: (t) => [label(cols, { date: d(end), desc: 'Closing balance', bal: m(t.closing) })],
      tail: () => [{ block: { kind: 'gap', size: 8 }, lines: 1 }, ...box()],
      footer: (p, n) => [`Page ${p} of ${n}`],
      balancesPrinted: true,
    });
  },
};
