/**
 * A US business checking statement as the large US banks print it: an account summary (beginning balance,
 * deposits, withdrawals, checks paid, ending balance), then the activity in sections by type ("Deposits and
 * other credits", "Withdrawals and other debits", each "Date | Description | Amount" with positive figures and
 * a total row) and "Checks paid" printed three checks to a line ("Check | Date paid | Amount" three times), and
 * at the end a "Daily ending balance" table, three days to a line. No running balance on any row: the figures
 * are proved by beginning balance + the sections = ending balance. Truth: the rows in printed order (deposits,
 * withdrawals, then the checks line by line, left to right); a check's description is its number, the only text
 * printed for it; every balance null. Neither totals nor the daily balances are transactions.
 */
import { addDays } from '../format.js';
import { abs, accountNo, dateFmt, gen, monthPeriod, STYLE, type Layout, type Pool } from '../novel/kit.js';
import { fontPx, paginate, truthAccount, withLook, type Piece, type Tx2 } from '../novel2/kit2.js';
import type { Block, Column, TableRow } from '../model.js';
import { byDate } from './kit3.js';

const DEPOSITS = [
  'Remote Online Deposit 1', 'Card Processing Settlement Clover Merch ID 5402##########', 'ACH Credit Square Inc 24#### Sq24####', 'Incoming Wire Transfer From Lakeview Dental Group Ref ######',
  'Deposit Branch 0412 Tacoma WA', 'ACH Credit Stripe Transfer St-####', 'Online Transfer From Sav xxxxxx####',
];
const DEBITS = [
  'ACH Debit ADP Payroll Fees 000####', 'ACH Debit ADP Wage Pay 000####', 'Card Purchase Home Depot 4412 Tacoma WA Card 1123', 'ACH Debit Intuit Quickbooks', 'Online Transfer to Sav xxxxxx####',
  'ACH Debit Puget Sound Energy Bill Pay', 'Card Purchase Costco Whse 0112 Fife WA Card 1123', 'ACH Debit WA Dept Revenue Tax Pymt', 'Monthly Service Fee', 'Card Purchase Uline Ship Supplies Card 1123',
  'ACH Debit Cascade Bldg Lease ########', 'Wire Transfer Fee',
];
const POOL: Pool = { out: DEBITS, in: DEPOSITS, extra: [] };

export const usBusinessSections: Layout = {
  family: 'us_business_sections_checks_daily_balance',
  make(r, k) {
    const { start, end } = monthPeriod(r);
    const d = dateFmt('MM/DD');
    const m = abs(STYLE.en);
    const usd = (c: number) => `$${m(c)}`;
    const all = gen(r, { start, end, count: r.int(14, 40), pool: POOL, max: 3_500, outShare: 0.55 });
    // Bank fees are small.
    for (const t of all) if (t.lines[0].endsWith('Fee')) t.cents = -(r.int(5, 35) * 100);
    const deposits: Tx2[] = all.filter((t) => t.cents > 0);
    const debits: Tx2[] = all.filter((t) => t.cents < 0);
    let no = r.int(1001, 8800);
    const checks: Tx2[] = Array.from({ length: r.int(3, 17) }, () => {
      no += r.chance(0.8) ? 1 : r.int(2, 4);
      return { date: addDays(start, r.int(1, 27)), lines: [String(no)], cents: -(r.int(25, 4_200) * 100 + r.int(0, 99)) };
    });
    const sum = (xs: Tx2[]) => xs.reduce((a, t) => a + t.cents, 0);
    const beginning = r.int(800_000, 6_000_000) + Math.max(0, -sum([...all, ...checks]));
    const ending = beginning + sum(all) + sum(checks);
    // Daily ending balances: every day with activity.
    const activity = byDate([...all, ...checks]);
    const daily: [string, number][] = [];
    let run = beginning;
    for (const t of activity) {
      run += t.cents;
      if (daily.length && daily[daily.length - 1][0] === t.date) daily[daily.length - 1][1] = run;
      else daily.push([t.date, run]);
    }
    const col = (title: string, width: number, align: 'left' | 'right' = 'left'): Column => ({ title, width, align });
    const section = (title: string, txs: Tx2[], total: string): Piece[] => {
      const table = { columns: [col('Date', 10), col('Description', 72), col('Amount', 16, 'right')] };
      return [
        { block: { kind: 'text', lines: [title], size: 10.5, bold: true }, lines: 2, keep: true },
        ...txs.map((t): Piece => ({ table, row: { cells: [d(t.date), t.lines.join('\n'), m(t.cents)] } })),
        { table, row: { cells: ['', total, usd(sum(txs))], bold: true } },
        { block: { kind: 'gap', size: 8 }, lines: 1 },
      ];
    };
    const threeUp = <T,>(xs: T[], cellsOf: (x: T) => string[], width: number): TableRow[] => {
      const rows: TableRow[] = [];
      for (let i = 0; i < xs.length; i += 3) rows.push({ cells: [0, 1, 2].flatMap((j) => (xs[i + j] ? cellsOf(xs[i + j]) : Array(width).fill(''))) });
      return rows;
    };
    const checkTable = { columns: [0, 1, 2].flatMap(() => [col('Check', 10), col('Date paid', 10), col('Amount', 13, 'right')]) };
    const dailyTable = { columns: [0, 1, 2].flatMap(() => [col('Date', 12), col('Balance', 21, 'right')]) };
    const pieces: Piece[] = [
      ...section('Deposits and other credits', deposits, 'Total deposits and other credits'),
      ...section('Withdrawals and other debits', debits, 'Total withdrawals and other debits'),
      { block: { kind: 'text', lines: ['Checks paid'], size: 10.5, bold: true }, lines: 2, keep: true },
      ...threeUp(checks, (c) => [c.lines[0], d(c.date), m(c.cents)], 3).map((row): Piece => ({ table: checkTable, row })),
      { block: { kind: 'text', lines: [`Total checks paid (${checks.length} checks)   ${usd(sum(checks))}`], bold: true }, lines: 2 },
      { block: { kind: 'gap', size: 8 }, lines: 1 },
      { block: { kind: 'text', lines: ['Daily ending balance'], size: 10.5, bold: true }, lines: 2, keep: true },
      ...threeUp(daily, ([day, b]) => [d(day), b < 0 ? `-${m(b)}` : m(b)], 2).map((row): Piece => ({ table: dailyTable, row })),
    ];
    const number = accountNo(r, '#########');
    const bank = r.pick(['Puget Harbor Bank, N.A.', 'Evergreen Commerce Bank', 'Rainier National Bank']);
    const biz = r.pick(['TIDEWATER MARINE SUPPLY LLC', 'NARROWS BAKERY & CAFE INC', 'SOUND VIEW PHYSICAL THERAPY PLLC']);
    const full = dateFmt('MONTH D, YYYY');
    const headBlocks: Block[] = [
      { kind: 'text', lines: [bank], size: 14, bold: true },
      { kind: 'text', lines: [k === 1 ? 'Platinum Business Checking' : 'Business Checking'], size: 11, bold: true },
      { kind: 'pair', left: [biz, r.pick(['1520 DOCK ST STE 200', '3802 N 26TH ST', '811 PACIFIC AVE']), r.pick(['TACOMA WA 98402-4431', 'GIG HARBOR WA 98335', 'TACOMA WA 98403'])], right: [`${full(start)} through ${full(end)}`, `Account number: ${number}`, 'Questions? 1-800-555-0' + r.digits('###')] },
      { kind: 'text', lines: ['Account summary'], bold: true },
      { kind: 'kv', rows: [[`Beginning balance on ${full(start)}`, usd(beginning)], ['Deposits and other credits', usd(sum(deposits))], ['Withdrawals and other debits', `-${usd(sum(debits))}`], ['Checks paid', `-${usd(sum(checks))}`], [`Ending balance on ${full(end)}`, ending < 0 ? `-${usd(ending)}` : usd(ending)]] },
    ];
    const doc = paginate({ size: 'Letter', head: headBlocks, pieces, firstLines: 34, lines: 54, footer: (p, n) => [`Page ${p} of ${n}`], pageHeader: (p, n) => [`${biz}  Account number: ${number}  ${full(start)} - ${full(end)}  Page ${p} of ${n}`] });
    const printed = [...deposits, ...debits, ...checks];
    return {
      doc: withLook(doc, { px: fontPx(r) }),
      truth: { family: this.family, verdict: 'verified', accounts: [truthAccount({ number, currency: 'USD', start, end }, beginning, ending, printed, printed.map(() => null))] },
    };
  },
};
