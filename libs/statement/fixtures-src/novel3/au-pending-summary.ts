/**
 * An Australian everyday account as the big four banks print it: a summary box at the top laid out like table
 * rows ("Opening balance", "Total credits  12  $3,456.78", "Total debits  34  $2,345.67", "Closing balance"),
 * the transactions "Date | Transaction | Debit | Credit | Balance" with balances printed "$1,234.56 CR", an
 * OPENING BALANCE and a CLOSING BALANCE row, and after them a list of "Pending transactions" (card
 * authorisations not yet processed, with an amount each). Neither the summary lines nor the pending list are
 * transactions.
 */
import { addDays } from '../format.js';
import { abs, accountNo, dateFmt, gen, monthPeriod, STYLE, type Layout, type Pool } from '../novel/kit.js';
import { cells, fontPx, jitter, label, ledger, type Col2 } from '../novel2/kit2.js';
import type { Block } from '../model.js';
import { amountsBy } from './kit3.js';

const POOL: Pool = {
  out: [
    'Woolworths 3321 Fitzroy North VIC', 'BPAY Origin Energy', 'Transfer to xx4410 CommSave', 'Direct Debit Medibank Private', 'Myki Top Up Melbourne', 'Coles 0723 Brunswick VIC',
    'Wdl ATM Flinders St', 'Direct Debit Telstra Mobile', 'Bunnings 3184 Coburg', 'Account Fee', 'Transfer To J Nguyen NetBank Rent', 'Chemist Warehouse Carlton',
  ],
  in: ['Salary Yarra Valley Health PAYROLL', 'Transfer from M O Sullivan NetBank', 'Direct Credit ATO Tax Refund', 'Credit Interest'],
  extra: ['Ref ########', 'Receipt ######'],
};
const PENDING = ['Uber *Eats Help.Uber.com', 'Coles Express 1189 Northcote', 'Netflix.com Melbourne', 'Kmart 1050 Preston', 'Seven Eleven 2201 Carlton', 'JB Hi-Fi Melbourne Central'];

export const auPendingSummary: Layout = {
  family: 'au_summary_box_and_pending_list',
  make(r, k) {
    const { start, end } = monthPeriod(r);
    const d = dateFmt(k === 2 ? 'DD/MM/YYYY' : 'DD MON');
    const txs = amountsBy(gen(r, { start, end, count: r.int(12, 40), pool: POOL, wrap: 1, wrapShare: 0.3, max: 600, endMargin: 1 }), [
      [/^Credit Interest/, () => r.int(3, 900)], [/^Account Fee/, () => -r.pick([400, 500, 1_000])], [/^Salary/, () => r.int(250_000, 480_000)], [/Rent$/, () => -r.int(180_000, 260_000)],
    ]);
    const m = abs(STYLE.en);
    const aud = (c: number) => `$${m(c)}`;
    const bal = (c: number) => `$${m(c)} ${c < 0 ? 'DR' : 'CR'}`;
    const bsb = accountNo(r, '063-###');
    const number = accountNo(r, '#### ####');
    const cols: Col2[] = jitter(r, [
      { key: 'date', title: 'Date', width: 11, cell: cells.date(d) },
      { key: 'desc', title: 'Transaction', width: 50, cell: cells.desc() },
      { key: 'out', title: 'Debit', width: 12, align: 'right', cell: cells.debit(m) },
      { key: 'in', title: 'Credit', width: 12, align: 'right', cell: cells.credit(m) },
      { key: 'bal', title: 'Balance', width: 16, align: 'right', cell: cells.balance(bal) },
    ]);
    const pending = Array.from({ length: r.int(2, 5) }, () => ({ date: addDays(end, -r.int(0, 2)), desc: r.pick(PENDING), cents: r.int(300, 15_000) }));
    const nIn = txs.filter((t) => t.cents > 0).length;
    const nOut = txs.filter((t) => t.cents < 0).length;
    const abn = `ABN 48 ${accountNo(r, '### ### ###')}  AFSL 2${accountNo(r, '#####')}`;
    const bank = r.pick(['Southern Cross Banking Corporation', 'Wattle Bank Limited', 'Murray River Mutual Bank']);
    return ledger({
      family: this.family,
      verdict: 'verified',
      look: { px: fontPx(r) },
      account: { number: `${bsb} ${number}`, currency: 'AUD', start, end },
      opening: r.int(50_000, 1_500_000), txs, cols,
      head: (t): Block[] => [
        { kind: 'text', lines: [bank], size: 14, bold: true },
        { kind: 'pair', left: [r.pick(['MS CHLOE NGUYEN', 'MR LIAM O SULLIVAN', 'MS PRIYA RAGHAVAN']), r.pick(['12 RAE STREET', 'UNIT 4 88 LYGON ST', '7 MERRI PDE']), r.pick(['FITZROY NORTH VIC 3068', 'CARLTON VIC 3053', 'NORTHCOTE VIC 3070'])], right: [r.pick(['Smart Access', 'Everyday Account', 'Complete Access']), `BSB ${bsb}   Account Number ${number}`, `Statement period ${dateFmt('D MON YYYY')(start)} - ${dateFmt('D MON YYYY')(end)}`] },
        { kind: 'text', lines: ['Account Summary'], bold: true },
        {
          kind: 'table',
          columns: [{ title: '', width: 40, align: 'left' }, { title: 'Number', width: 12, align: 'right' }, { title: 'Amount', width: 18, align: 'right' }, { title: '', width: 30, align: 'left' }],
          noHeader: k === 1,
          rows: [
            { cells: [`Opening balance ${dateFmt('D MON YYYY')(start)}`, '', bal(t.opening), ''] },
            { cells: ['Total credits', String(nIn), `+ ${aud(t.in)}`, ''] },
            { cells: ['Total debits', String(nOut), `- ${aud(t.out)}`, ''] },
            { cells: [`Closing balance ${dateFmt('D MON YYYY')(end)}`, '', bal(t.closing), ''], bold: true },
          ],
        },
      ],
      top: (t) => [label(cols, { date: d(start), desc: 'OPENING BALANCE', bal: bal(t.opening) })],
      bottom: (t) => [label(cols, { date: d(end), desc: 'CLOSING BALANCE', bal: bal(t.closing) })],
      tail: () => [
        { block: { kind: 'text', lines: ['Pending transactions', 'These transactions have not yet been processed and are not included in your balance.'], bold: false }, lines: 3, keep: true },
        {
          block: {
            kind: 'table',
            columns: [{ title: 'Date', width: 11, align: 'left' }, { title: 'Transaction', width: 50, align: 'left' }, { title: 'Amount', width: 12, align: 'right' }, { title: '', width: 28, align: 'left' }],
            rows: pending.map((p) => ({ cells: [d(p.date), p.desc, m(p.cents), 'Pending'] })),
          },
          lines: pending.length + 2,
        },
      ],
      footer: (p, n) => [`${bank} ${abn}`, `Page ${p} of ${n}`],
      balancesPrinted: true,
    });
  },
};
