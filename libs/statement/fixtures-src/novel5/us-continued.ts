/**
 * A US checking account as the large US banks print their "Transaction Detail": "Date | Description | Amount |
 * Balance", dates "MM/DD" (the year only in "March 1, 2024 through March 31, 2024"; one variant runs over a year
 * end), amounts signed with a leading minus, the balance on every row, Letter paper. The column headings are
 * printed on the first page only: later pages go straight into rows under a running page header (which holds
 * the period's two dates), and every page but the last ends "(continued on next page)". Long descriptions wrap
 * at spaces over two or three lines; Zelle and transfer rows put their reference on a line of its own ("Ref:
 * JPM…", "Transaction#: …"); card rows print the purchase date "03/04" inside the text. "Beginning Balance" /
 * "Ending Balance" rows are not transactions.
 */
import { addDays } from '../format.js';
import { abs, accountNo, amountsBy, onlyOnce, cyclePeriod, dateFmt, fontPx, gen, jitter, label, ledger, monthPeriod, STYLE, wrapWords, type Col2, type Layout, type Pool, type Tx2 } from './kit5.js';

const POOL: Pool = {
  out: [
    'Card Purchase {d} Trader Joe\'s 552 Brooklyn NY Card 4821', 'Card Purchase With Pin {d} Shell Oil 57442123 Jersey City NJ Card 4821', 'Zelle Payment To Maria Lopez',
    'Online Transfer To Sav ...{4} Transaction#: {11}', 'Con Ed of NY Intell Pymt PPD ID: {10}', 'Verizon Wireless Payments PPD ID: {10}', 'ATM Withdrawal {d} 350 5th Ave New York NY Card 4821',
    'Check No. {4}', 'Monthly Service Fee', 'Venmo Payment {10} Web ID: {10}', 'Card Purchase {d} Amazon Mktplace Pmts Amzn.Com/Bill WA Card 4821', 'Geico Auto Insurance Pymt PPD ID: {10}',
  ],
  in: ['Brightline Analytics Payroll PPD ID: {10}', 'Zelle Payment From David Kim', 'Remote Online Deposit {1}', 'IRS Treas 310 Tax Ref PPD ID: {10}'],
  extra: [],
};

export const usContinued: Layout = {
  family: 'us_headings_page_one_only_continued_ref_lines',
  make(r, k) {
    const { start, end } = k === 2 ? cyclePeriod(r, { crossYear: true }) : monthPeriod(r);
    const d = dateFmt('MM/DD');
    const txs: Tx2[] = amountsBy(onlyOnce(r, gen(r, { start, end, count: r.int(40, 90), pool: POOL, max: 220 }), [/^Monthly Service Fee/, /^IRS/, /^Con Ed/, /^Verizon/, /^Geico/], POOL), [
      [/Payroll/, () => r.int(210_000, 480_000)], [/^Monthly Service Fee/, () => -r.pick([1_200, 1_500, 2_500])], [/^ATM/, () => -r.pick([4_000, 6_000, 10_000, 20_000])], [/^Check/, () => -r.int(5_000, 180_000)],
    ]);
    const width = r.int(34, 44);
    for (const t of txs) {
      const text = t.lines[0].replace('{d}', d(addDays(t.date, -r.int(0, 2)))).replace(/\{(\d+)\}/g, (_, n: string) => r.digits('#'.repeat(Number(n))));
      const [body, tail] = text.includes('Transaction#') ? text.split(/ (?=Transaction#)/) : [text, undefined];
      t.lines = [...wrapWords(body, width), ...(tail ? [tail] : text.startsWith('Zelle') ? [`Ref: ${r.pick(['JPM', 'BAC', 'WFCT'])}${r.digits('##')}${r.pick(['a', 'c', 'f'])}${r.digits('######')}`] : [])];
    }
    const m = abs(STYLE.en);
    const sig = (c: number) => (c < 0 ? `-${m(c)}` : m(c));
    const cols: Col2[] = jitter(r, [
      { key: 'date', title: 'Date', width: 8, cell: ({ t }) => d(t.date) },
      { key: 'desc', title: 'Description', width: 58, cell: ({ t }) => t.lines.join('\n') },
      { key: 'amt', title: 'Amount', width: 14, align: 'right', cell: ({ t }) => sig(t.cents) },
      { key: 'bal', title: 'Balance', width: 15, align: 'right', cell: ({ bal }) => (bal === null ? '' : sig(bal)) },
    ]);
    const bank = r.pick(['Hudson Mercantile Bank, N.A.', 'First Catskill National Bank', 'Empire Harbor Bank']);
    const no = accountNo(r, '000000#########');
    const long = dateFmt('MONTH D, YYYY');
    const holder = r.pick(['JORDAN A RIVERA', 'PRIYA SHAH', 'DANIEL O\'CONNOR']);
    return ledger({
      family: this.family,
      verdict: 'verified',
      size: 'Letter',
      look: { px: fontPx(r) },
      account: { number: no, currency: 'USD', start, end },
      opening: r.int(80_000, 1_200_000), txs, cols,
      headingOnce: true,
      head: (t) => [
        { kind: 'text', lines: [bank], size: 14, bold: true },
        { kind: 'pair', left: [holder, r.pick(['245 PROSPECT PARK W APT 3F', '18 HUDSON ST', '77 GRAND AVE']), r.pick(['BROOKLYN NY 11215-5821', 'JERSEY CITY NJ 07302-4410', 'HOBOKEN NJ 07030-1811'])], right: [`${long(start)} through ${long(end)}`, `Account Number: ${no}`, 'Customer Service: 1-800-###-####'.replace('###-####', r.digits('###-####'))] },
        { kind: 'text', lines: ['CHECKING SUMMARY   Total Checking'], bold: true },
        { kind: 'kv', rows: [['Beginning Balance', `$${sig(t.opening)}`], ['Deposits and Additions', m(t.in)], ['Electronic Withdrawals', `-${m(t.out)}`], ['Ending Balance', `$${sig(t.closing)}`]] },
        { kind: 'text', lines: ['TRANSACTION DETAIL'], bold: true },
      ],
      top: (t) => [label(cols, { desc: 'Beginning Balance', bal: `$${sig(t.opening)}` })],
      bottom: (t) => [label(cols, { desc: 'Ending Balance', bal: `$${sig(t.closing)}` })],
      pageHeader: (p, n) => [`${long(start)} through ${long(end)}`, `Account Number: ${no}   Page ${p} of ${n}`],
      footer: (p, n) => (p < n ? ['(continued on next page)', `Page ${p} of ${n}`] : [`Page ${p} of ${n}`]),
      firstLines: 30, lines: 50, reserve: 3,
      balancesPrinted: true,
    });
  },
};
