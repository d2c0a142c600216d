/**
 * Two accounts in one PDF: a checking section and a savings section, each with its own account number, summary
 * box, beginning and ending balance rows and table (checking: additions / subtractions, savings: one signed
 * amount column), transfers between them on both sides. One variant opens with an account summary table
 * listing both accounts' balances. Truth: two accounts in printed order.
 */
import { addDays } from '../format.js';
import { abs, accountNo, dateFmt, gen, monthPeriod, STYLE, type Layout, type Pool } from '../novel/kit.js';
import { cells, fontPx, jitter, label, openingInCredit, paginate, running, tableOf, truthAccount, txRow, withLook, type Col2, type Piece, type Tx2 } from './kit2.js';
import type { Block } from '../model.js';

const CHECKING: Pool = {
  out: [
    'DEBIT CARD PURCHASE PRAIRIE SKY GROCERY', 'ONLINE BILL PAY MESA COUNTY UTILITIES', 'CHECK #####', 'ATM WITHDRAWAL 1ST & MAIN', 'ACH DEBIT JUNIPER AUTO LOAN',
    'DEBIT CARD PURCHASE COTTONWOOD COFFEE', 'ACH DEBIT BLUE HERON WIRELESS', 'DEBIT CARD PURCHASE SUMMIT SPORTING GOODS', 'MONTHLY SERVICE FEE',
  ],
  in: ['DIRECT DEPOSIT RIDGELINE MEDICAL PAYROLL', 'MOBILE DEPOSIT', 'ZELLE FROM K NAKAMURA', 'ATM CHECK DEPOSIT'],
  extra: ['CARD 4417', 'ID 00########', 'TRACE #########'],
};

export const twoAccounts: Layout = {
  family: 'two_accounts_checking_and_savings',
  make(r, k) {
    const { start, end } = monthPeriod(r);
    const d = dateFmt(k === 1 ? 'MM/DD/YY' : 'MM/DD');
    const full = dateFmt('MONTH D, YYYY');
    const chkNo = accountNo(r, '##########');
    const savNo = accountNo(r, '##########');
    const chk: Tx2[] = gen(r, { start, end, count: r.int(8, 26), pool: CHECKING, wrap: 1, wrapShare: 0.25, max: 900 });
    const sav: Tx2[] = [];
    for (let n = r.int(1, 2); n > 0; n--) {
      const on = addDays(start, r.int(1, 26));
      const amount = r.int(50, 800) * 100;
      chk.push({ date: on, lines: [`ONLINE TRANSFER TO SAVINGS XXXXXX${savNo.slice(-4)}`], cents: -amount });
      sav.push({ date: on, lines: [`ONLINE TRANSFER FROM CHECKING XXXXXX${chkNo.slice(-4)}`], cents: amount });
    }
    if (r.chance(0.5)) {
      const on = addDays(start, r.int(5, 25));
      const amount = r.int(20, 300) * 100;
      sav.push({ date: on, lines: [`ONLINE TRANSFER TO CHECKING XXXXXX${chkNo.slice(-4)}`], cents: -amount });
      chk.push({ date: on, lines: [`ONLINE TRANSFER FROM SAVINGS XXXXXX${savNo.slice(-4)}`], cents: amount });
    }
    sav.push({ date: end, lines: ['INTEREST PAYMENT'], cents: r.int(5, 4_000) });
    const byDate = (a: Tx2, b: Tx2) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0);
    chk.sort(byDate);
    sav.sort(byDate);
    const chkOpen = openingInCredit(r.int(50_000, 600_000), chk);
    const savOpen = openingInCredit(r.int(100_000, 4_000_000), sav);
    const chkBal = running(chkOpen, chk);
    const savBal = running(savOpen, sav);
    const m = abs(STYLE.en);
    const sig = (c: number) => (c < 0 ? `-${m(c)}` : m(c));
    const usd = (c: number) => (c < 0 ? `-$${m(c)}` : `$${m(c)}`);
    const sum = (txs: Tx2[], sign: number) => txs.filter((t) => Math.sign(t.cents) === sign).reduce((a, t) => a + t.cents, 0);

    const chkCols: Col2[] = jitter(r, [
      { key: 'date', title: 'Date', width: 9, cell: cells.date(d) },
      { key: 'desc', title: 'Description', width: 52, cell: cells.desc() },
      { key: 'in', title: 'Additions', width: 13, align: 'right', cell: cells.credit(m) },
      { key: 'out', title: 'Subtractions', width: 13, align: 'right', cell: cells.debit(m) },
      { key: 'bal', title: 'Balance', width: 14, align: 'right', cell: cells.balance(sig) },
    ]);
    const savCols: Col2[] = jitter(r, [
      { key: 'date', title: 'Date', width: 9, cell: cells.date(d) },
      { key: 'desc', title: 'Description', width: 60, cell: cells.desc() },
      { key: 'amt', title: 'Amount', width: 14, align: 'right', cell: cells.amount(sig) },
      { key: 'bal', title: 'Balance', width: 14, align: 'right', cell: cells.balance(sig) },
    ]);
    const chkTable = tableOf(chkCols);
    const savTable = tableOf(savCols);

    const section = (name: string, no: string, cols: Col2[], table: ReturnType<typeof tableOf>, txs: Tx2[], open: number, bals: number[]): Piece[] => {
      const close = bals.length ? bals[bals.length - 1] : open;
      return [
        { block: { kind: 'text', lines: [`${name} - Account number ${no}`], size: 11, bold: true }, lines: 2, keep: true },
        { block: { kind: 'kv', rows: [['Beginning balance', usd(open)], ['Deposits and additions', usd(sum(txs, 1))], ['Withdrawals and subtractions', usd(sum(txs, -1))], ['Ending balance', usd(close)]] }, lines: 6 },
        { table, row: label(cols, { date: d(start), desc: 'Beginning balance', bal: sig(open) }) },
        ...txs.map((t, i): Piece => ({ table, row: txRow(cols, t, i, bals[i]) })),
        { table, row: label(cols, { date: d(end), desc: 'Ending balance', bal: sig(close) }) },
        { block: { kind: 'gap', size: 10 }, lines: 1 },
      ];
    };
    const chkName = r.pick(['Everyday Checking', 'Premier Checking', 'Basic Checking']);
    const savName = r.pick(['Way2Save Savings', 'High Yield Savings', 'Statement Savings']);
    const chkClose = chkBal.length ? chkBal[chkBal.length - 1] : chkOpen;
    const savClose = savBal.length ? savBal[savBal.length - 1] : savOpen;
    const summary: Piece[] = k === 2
      ? (() => {
          const cols: Col2[] = [
            { key: 'a', title: 'Account', width: 30, cell: () => '' }, { key: 'n', title: 'Account number', width: 20, cell: () => '' },
            { key: 'o', title: 'Beginning balance', width: 18, align: 'right', cell: () => '' }, { key: 'c', title: 'Ending balance', width: 18, align: 'right', cell: () => '' },
          ];
          const t = tableOf(cols);
          return [
            { block: { kind: 'text', lines: ['Account summary'], bold: true }, lines: 2, keep: true },
            { table: t, row: label(cols, { a: chkName, n: chkNo, o: usd(chkOpen), c: usd(chkClose) }, false) },
            { table: t, row: label(cols, { a: savName, n: savNo, o: usd(savOpen), c: usd(savClose) }, false) },
            { table: t, row: label(cols, { a: 'Total', o: usd(chkOpen + savOpen), c: usd(chkClose + savClose) }) },
          ];
        })()
      : [];
    const bank = r.pick(['Cottonwood Valley Bank', 'High Desert Federal Savings', 'Twin Rivers Bank & Trust']);
    const headBlocks: Block[] = [
      { kind: 'text', lines: [bank], size: 14, bold: true },
      { kind: 'text', lines: ['Combined Statement of Accounts'], size: 11, bold: true },
      { kind: 'pair', left: [r.pick(['MARCUS AND JOLENE WHITFIELD', 'DIANA OKONKWO', 'ROBERT L. HASKINS']), r.pick(['2207 ARROYO SECO LN', '48 WILLOW BEND CT', '315 E CANYON RD']), r.pick(['SANTA FE NM 87505', 'PUEBLO CO 81003', 'LAS CRUCES NM 88001'])], right: [`${full(start)} through ${full(end)}`, `Customer number ${accountNo(r, '#######')}`, 'Questions? Call 1-800-555-0' + r.digits('###')] },
    ];
    const doc = paginate({
      size: 'Letter',
      head: headBlocks,
      pieces: [...summary, ...section(chkName, chkNo, chkCols, chkTable, chk, chkOpen, chkBal), ...section(savName, savNo, savCols, savTable, sav, savOpen, savBal)],
      firstLines: 38, lines: 56,
      pageHeader: (p, n) => [`${bank} - Combined Statement - Page ${p} of ${n}`],
      footer: (p, n) => [`Page ${p} of ${n}`],
    });
    const acct = (no: string) => ({ number: no, currency: 'USD', start, end });
    return {
      doc: withLook(doc, { px: fontPx(r) }),
      truth: {
        family: this.family,
        verdict: 'verified',
        accounts: [truthAccount(acct(chkNo), chkOpen, chkClose, chk, chkBal), truthAccount(acct(savNo), savOpen, savClose, sav, savBal)],
      },
    };
  },
};
