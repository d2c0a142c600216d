/**
 * A landscape page with a ten-column table: "Txn Date | Value Date | Branch | Channel | Txn Code | Description |
 * Cheque / Ref No | Withdrawal | Deposit | Balance". Only the Description column is the description; the value
 * date goes into the truth as valueDate.
 */
import { addDays } from '../format.js';
import { abs, accountNo, dateFmt, gen, head, monthPeriod, STYLE, type Layout, type Pool } from '../novel/kit.js';
import { cells, jitter, label, ledger, type Col2 } from './kit2.js';

const POOL: Pool = {
  out: [
    'FAST PAYMENT TO TAN WEI MING', 'GIRO - TOWN COUNCIL S&CC', 'NETS PURCHASE HAWKER CENTRE 22', 'ATM CASH WITHDRAWAL ANG MO KIO', 'BILL PAYMENT STARLIGHT TELCO',
    'POS PURCHASE HARBOURFRONT MART', 'CHEQUE ######', 'GIRO - PEARL RIVER INSURANCE', 'SERVICE FEE - FALL BELOW',
  ],
  in: ['SALARY MERLION LOGISTICS PTE LTD', 'FAST TRANSFER FROM LIM SIEW HUA', 'INTEREST EARNED', 'CHEQUE DEPOSIT', 'PAYNOW FROM RAJ KUMAR'],
  extra: ['OTHR ##########', 'REF SG24########', 'CARD ####-XXXX-XXXX-####'],
};
const CHANNEL: [RegExp, string, string][] = [
  [/^FAST|^PAYNOW/, 'IBK', 'FTR'], [/^GIRO/, 'GIRO', 'GDR'], [/^NETS|^POS/, 'POS', 'POS'], [/^ATM/, 'ATM', 'AWL'], [/^BILL/, 'MOB', 'BPY'],
  [/^CHEQUE \d/, 'CLR', 'CHQ'], [/^CHEQUE DEPOSIT/, 'BR', 'CDP'], [/^SALARY/, 'GIRO', 'SAL'], [/FEE|INTEREST/, 'SYS', 'INT'],
];

export const landscapeWide: Layout = {
  family: 'landscape_ten_columns_branch_channel',
  make(r, k) {
    const { start, end } = monthPeriod(r);
    const d = dateFmt(k === 0 ? 'DD MON YYYY' : k === 1 ? 'DD-MM-YYYY' : 'YYYY/MM/DD');
    const txs = gen(r, { start, end: addDays(end, -2), count: r.int(8, 30), pool: POOL, wrap: 1, wrapShare: 0.25, max: 2_400 }).map((t) => {
      const [, channel, code] = CHANNEL.find(([re]) => re.test(t.lines[0])) ?? ([/./, 'BR', 'MSC'] as [RegExp, string, string]);
      return {
        ...t,
        valueDate: channel === 'CLR' || channel === 'BR' ? addDays(t.date, r.int(1, 2)) : t.date,
        info: { branch: channel === 'BR' || channel === 'CLR' ? r.pick(['0142', '0305', '0718']) : '0999', channel, code: `${code}${r.int(1, 9)}`, ref: r.chance(0.6) ? r.digits('########') : '' },
      };
    });
    const m = abs(STYLE.en);
    const bal = (c: number) => (c < 0 ? `-${m(c)}` : m(c));
    const number = accountNo(r, '###-#####-#');
    const cols: Col2[] = jitter(r, [
      { key: 'date', title: 'Txn Date', width: 10, cell: cells.date(d) },
      { title: 'Value Date', width: 10, cell: ({ t }) => d(t.valueDate!) },
      { title: 'Branch', width: 6, cell: cells.info('branch') },
      { title: 'Channel', width: 7, cell: cells.info('channel') },
      { title: 'Txn Code', width: 7, cell: cells.info('code') },
      { key: 'desc', title: 'Description', width: 38, cell: cells.desc() },
      { title: 'Cheque / Ref No', width: 12, cell: cells.info('ref') },
      { key: 'out', title: 'Withdrawal', width: 12, align: 'right', cell: cells.debit(m) },
      { key: 'in', title: 'Deposit', width: 12, align: 'right', cell: cells.credit(m) },
      { key: 'bal', title: 'Balance', width: 13, align: 'right', cell: cells.balance(bal) },
    ]);
    return ledger({
      family: this.family,
      verdict: 'verified',
      size: k === 2 ? 'Letter' : 'A4',
      look: { landscape: true, px: r.pick([9.5, 10, 10.5]) },
      account: { number, currency: 'SGD', start, end },
      opening: r.int(100_000, 3_000_000), txs, cols,
      head: (t) => head(r.pick(['Bank of the Straits Ltd', 'Orchid Island Bank', 'Kallang Basin Savings Bank']), 'Consolidated Account Statement - Current Account', [r.pick(['MR NG KAH HENG', 'MS SITI NURHALIZA BTE OSMAN', 'MR VIKRAM NAIR']), r.pick(['BLK 512 BEDOK NORTH AVE 3 #07-211', '28 JALAN KEMBANGAN', '9 TELOK KURAU ROAD #02-04']), r.pick(['SINGAPORE 460512', 'SINGAPORE 419601', 'SINGAPORE 423770'])], [`Account No. ${number}`, `Statement Period ${dateFmt('DD MON YYYY')(start)} to ${dateFmt('DD MON YYYY')(end)}`, 'Currency SGD'], [
        { kind: 'kv', rows: [['Balance B/F', bal(t.opening)], ['Total Withdrawals', m(t.out)], ['Total Deposits', m(t.in)], ['Balance C/F', bal(t.closing)]] },
      ]),
      top: (t) => [label(cols, { date: d(start), desc: 'BALANCE B/F', bal: bal(t.opening) })],
      bottom: (t) => [label(cols, { date: d(end), desc: 'BALANCE C/F', bal: bal(t.closing) })],
      firstLines: 22, lines: 38,
      pageHeader: (p, n) => [`Account ${number} - page ${p} of ${n}`],
      footer: (p, n) => [`Page ${p} of ${n}`],
      balancesPrinted: true,
    });
  },
};
