/**
 * Several rows a day, the date printed on the day's first row only and the running balance on its last row only
 * (the other rows' balance cells are empty). Truth: every row carries its day; balance only where printed.
 */
import { abs, accountNo, dateFmt, gen, head, monthPeriod, STYLE, type Layout, type Pool } from '../novel/kit.js';
import { cells, fontPx, jitter, label, ledger, type Col2 } from './kit2.js';

const POOL: Pool = {
  out: [
    'POS 4402 SPAR KLOOF STREET', 'DEBIT ORDER KAROO MEDICAL AID', 'ATM WITHDRAWAL LONG STREET', 'EFT PAYMENT J VAN WYK', 'POS 4402 BOLAND BUTCHERY', 'PREPAID ELECTRICITY ########',
    'POS 4402 FYNBOS PHARMACY', 'MONTHLY ACCOUNT FEE', 'DEBIT ORDER ALOE LIFE ASSURANCE', 'POS 4402 TABLE BAY FUEL', 'CELLPHONE AIRTIME',
  ],
  in: ['SALARY DRAKENSBERG MINING (PTY) LTD', 'EFT CREDIT N MOKOENA', 'CASH DEPOSIT BRANCH', 'CREDIT INTEREST'],
  extra: ['REF ##########', 'CARD ****####'],
};

export const dailyBalance: Layout = {
  family: 'daily_balance_on_last_row_of_day',
  make(r, k) {
    const { start, end } = monthPeriod(r);
    const d = dateFmt(k === 1 ? 'DD MON YY' : k === 2 ? 'DD.MM.YYYY' : 'DD/MM/YYYY');
    // Rows bunched on few days: 3-6 rows on busy days.
    const days = r.int(5, 12);
    const txs = gen(r, { start, end, count: r.int(12, 40), pool: POOL, wrap: 1, wrapShare: 0.15, max: 2_500, allow: (iso) => Number(iso.slice(8)) % Math.max(1, Math.round(30 / days)) === 1 });
    const lastOfDay = (i: number, xs: typeof txs) => i === xs.length - 1 || xs[i + 1].date !== xs[i].date;
    const firstOfDay = (i: number) => i === 0 || txs[i - 1].date !== txs[i].date;
    const m = abs(STYLE.en);
    const bal = (c: number) => (c < 0 ? `-${m(c)}` : m(c));
    const number = accountNo(r, '## #### ####');
    const cols: Col2[] = jitter(r, [
      { key: 'date', title: 'Date', width: 11, cell: ({ t, i }) => (firstOfDay(i) ? d(t.date) : '') },
      { key: 'desc', title: 'Description', width: 50, cell: cells.desc() },
      { key: 'out', title: k === 2 ? 'Debits' : 'Payments', width: 13, align: 'right', cell: cells.debit(m) },
      { key: 'in', title: k === 2 ? 'Credits' : 'Receipts', width: 13, align: 'right', cell: cells.credit(m) },
      { key: 'bal', title: k === 2 ? 'Daily balance' : 'Balance', width: 14, align: 'right', cell: cells.balance(bal) },
    ]);
    return ledger({
      family: this.family,
      verdict: 'verified',
      look: { px: fontPx(r) },
      account: { number, currency: 'ZAR', start, end },
      opening: r.int(200_000, 5_000_000), txs, cols,
      balances: lastOfDay,
      head: (t) => head(r.pick(['Karoo Mutual Bank', 'Highveld Savings Bank Ltd', 'Cape Peninsula Bank']), 'Current Account Statement', [r.pick(['Mr T Ndlovu', 'Ms C Botha', 'Dr A Naidoo']), r.pick(['17 Jacaranda Avenue', 'Unit 4, Protea Court', '221 Loop Street']), r.pick(['Pretoria 0181', 'Stellenbosch 7600', 'Durban 4001'])], [`Account number ${number}`, `Statement period ${dateFmt('DD MON YYYY')(start)} to ${dateFmt('DD MON YYYY')(end)}`, 'Branch code 25' + r.digits('####')], [
        { kind: 'kv', rows: [['Opening balance', `R${bal(t.opening)}`], ['Total debits', `R${m(t.out)}`], ['Total credits', `R${m(t.in)}`], ['Closing balance', `R${bal(t.closing)}`]] },
      ]),
      top: (t) => [label(cols, { date: d(start), desc: 'Balance brought forward', bal: bal(t.opening) })],
      footer: (p, n) => [`Page ${p} of ${n}`],
      balancesPrinted: true,
    });
  },
};
