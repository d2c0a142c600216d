/**
 * An Irish current account statement as the Irish banks print it: "Date | Transaction Details | Payments - out
 * | Payments - in | Balance", the balance with a suffix on every row ("1,234.56 CR" in credit, "245.10 DR"
 * overdrawn), the account going overdrawn midway and sometimes back into credit. The statement runs over the
 * year end (mid-December to mid-January) and prints dates without a year ("17 DEC", "03 JAN"). The second
 * statement of each seed has one running balance misprinted (digits swapped, later rows right again): its own
 * figures disagree, so not_verified.
 */
import { addDays } from '../format.js';
import { abs, accountNo, cyclePeriod, dateFmt, gen, head, STYLE, type Layout, type Pool } from '../novel/kit.js';
import { fontPx, jitter, label, ledger, type Col2, type Tx2 } from '../novel2/kit2.js';
import { swapDigits } from '../novel2/balance-first.js';

const POOL: Pool = {
  out: [
    'POS SUPERVALU DOUGLAS', 'POS DUNNES STORES MAHON', 'D/D ELECTRIC IRELAND', 'D/D VHI HEALTHCARE', 'ATM CORK PATRICK ST', 'POS SMYTHS TOYS CORK', 'POS BROWN THOMAS CORK', 'TO ONLINE SEAN MURPHY',
    'D/D CORK CO COUNCIL', 'POS AMAZON EU SARL', 'FEE QTR TO 30NOV', 'POS ARNOTTS DUBLIN', 'D/D EIR BROADBAND', 'POS CIRCLE K BANDON RD',
  ],
  in: ['FROM ONLINE MAIREAD MURPHY', 'DEPT SOCIAL PROT CB', 'LODGEMENT CORK MAIN ST'],
  extra: ['IE##########', '365 ONLINE ####'],
};

export const ieCrDrOverdrawn: Layout = {
  family: 'ie_cr_dr_balance_overdrawn_year_end',
  make(r, k) {
    const { start, end } = cyclePeriod(r, { crossYear: true });
    const d = dateFmt('DD MON');
    const upper = (iso: string) => d(iso).toUpperCase();
    // Christmas spending early, pay late: the account dips below zero and comes back.
    const txs: Tx2[] = gen(r, { start, end, count: r.int(14, 40), pool: POOL, wrap: 1, wrapShare: 0.2, max: 450, outShare: 0.85 });
    txs.push({ date: addDays(start, r.int(14, 24)), lines: ['SALARY LEESIDE PHARMA LTD'], cents: r.int(280_000, 420_000) });
    txs.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    for (const t of txs) if (t.lines[0].startsWith('FEE')) t.cents = -r.int(600, 2_400);
    // A big Christmas purchase in the first week, and an opening balance that the spending takes below zero.
    txs.push({ date: addDays(start, r.int(3, 9)), lines: [r.pick(['POS HARVEY NORMAN LITTLE ISLAND', 'POS CURRYS MAHON POINT', 'POS ARNOTTS DUBLIN'])], cents: -r.int(150_000, 300_000) });
    txs.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    const fees = txs.filter((t) => t.lines[0].startsWith('FEE'));
    for (const t of fees.slice(1)) txs.splice(txs.indexOf(t), 1);
    let low = 0;
    let acc = 0;
    for (const t of txs) low = Math.min(low, (acc += t.cents));
    const opening = Math.max(5_000, -low - r.int(10_000, 60_000));
    const m = abs(STYLE.en);
    const bal = (c: number) => `${m(c)} ${c < 0 ? 'DR' : 'CR'}`;
    const nsc = accountNo(r, '90-##-##');
    const number = accountNo(r, '########');
    const cols: Col2[] = jitter(r, [
      { key: 'date', title: 'Date', width: 10, cell: ({ t }) => upper(t.date) },
      { key: 'desc', title: 'Transaction Details', width: 46, cell: ({ t }) => t.lines.join('\n') },
      { key: 'out', title: 'Payments - out', width: 14, align: 'right', cell: ({ t }) => (t.cents < 0 ? m(t.cents) : '') },
      { key: 'in', title: 'Payments - in', width: 14, align: 'right', cell: ({ t }) => (t.cents > 0 ? m(t.cents) : '') },
      { key: 'bal', title: 'Balance', width: 15, align: 'right', cell: ({ bal }) => (bal === null ? '' : bal < 0 ? `${m(bal)} DR` : `${m(bal)} CR`) },
    ]);
    const at = r.int(1, Math.max(1, txs.length - 2));
    const bank = r.pick(['Bank of Munster', 'Lee Valley Bank', 'Shandon Banking Company']);
    return ledger({
      family: this.family,
      verdict: k === 1 ? 'not_verified' : 'verified',
      look: { px: fontPx(r) },
      account: { number: `${nsc} ${number}`, currency: 'EUR', start, end },
      opening, txs, cols,
      overdraft: true,
      misprint: k === 1 ? { at, value: (right) => swapDigits(r, right) } : undefined,
      head: (t) => head(bank, 'Current Account Statement', [r.pick(['MR DONAL O CALLAGHAN', 'MS AOIFE MCCARTHY', 'MR PADRAIG & MRS ORLA KELLEHER']), r.pick(['14 WELLINGTON ROAD', '6 ST LUKES TERRACE', 'APT 3 LAPPS QUAY']), r.pick(['CORK T23 KD72', 'CORK T12 X2N4', 'BALLINCOLLIG P31 E5R8'])], [`NSC ${nsc}   Account Number ${number}`, `Statement date ${dateFmt('DD MON YYYY')(end).toUpperCase()}`, `IBAN IE${accountNo(r, '## MUNS ')}${nsc.replace(/-/g, '')}${number}`], [
        { kind: 'kv', rows: [['Balance forward', bal(t.opening)], ['Total payments out', m(t.out)], ['Total payments in', m(t.in)], ['Closing balance', bal(t.closing)]] },
      ]),
      top: (t) => [label(cols, { date: upper(start), desc: 'BALANCE FORWARD', bal: bal(t.opening) })],
      bottom: (t) => [label(cols, { date: upper(end), desc: 'CLOSING BALANCE', bal: bal(t.closing) })],
      footer: (p, n) => [`${bank} is regulated by the Central Bank of Ireland. Page ${p} of ${n}`],
      balancesPrinted: true,
    });
  },
};
