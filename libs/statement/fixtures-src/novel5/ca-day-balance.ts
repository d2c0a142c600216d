/**
 * A Canadian chequing account as the large Canadian banks print it: "Date | Description | Withdrawals ($) |
 * Deposits ($) | Balance ($)", dates month first without a year or padding ("Jan 5"), printed on the first row of
 * a day only, the year only in "Your statement period: December 16, 2023 to January 15, 2024" (one variant runs
 * over a year end); the balance printed on the last row of each day only. "Opening balance" and "Closing
 * balance" rows (not transactions). Interac and pre-authorized debit rows of two lines. Letter paper.
 */
import { abs, accountNo, amountsBy, onlyOnce, cyclePeriod, dateFmt, firstOfDay, fontPx, gen, head, jitter, label, lastOfDay, ledger, STYLE, type Col2, type Layout, type Pool, type Tx2 } from './kit5.js';

const POOL: Pool = {
  out: [
    'Point of sale purchase TIM HORTONS #2231', 'Point of sale purchase LOBLAWS #1043', 'Interac e-Transfer sent', 'Pre-authorized debit ROGERS WIRELESS', 'Bill payment TORONTO HYDRO',
    'ABM withdrawal', 'Monthly fee', 'Pre-authorized debit SUN LIFE INSURANCE', 'Contactless Interac purchase SHOPPERS DRUG MART', 'Mortgage payment', 'Online transfer to savings',
  ],
  in: ['Payroll deposit NORTHERN MAPLE LOGISTICS', 'Interac e-Transfer - Autodeposit', 'GST/HST credit CANADA', 'Deposit MOBILE CHEQUE'],
  extra: [],
};

export const caDayBalance: Layout = {
  family: 'ca_month_day_dates_first_of_day_balance_last_of_day',
  make(r, k) {
    const { start, end } = cyclePeriod(r, { crossYear: k === 2 });
    const d = dateFmt('MON D');
    const txs: Tx2[] = amountsBy(onlyOnce(r, gen(r, { start, end, count: r.int(25, 70), pool: POOL, max: 250 }), [/^Monthly fee/, /^Mortgage/, /GST/, /ROGERS/, /SUN LIFE/, /HYDRO/], POOL), [
      [/^Payroll/, () => r.int(180_000, 360_000)], [/^Mortgage/, () => -r.int(150_000, 290_000)], [/^Monthly fee/, () => -r.pick([1_095, 1_695, 3_095])], [/^ABM/, () => -r.pick([4_000, 6_000, 10_000, 20_000])],
    ]);
    for (const t of txs) {
      if (t.lines[0].startsWith('Interac e-Transfer')) t.lines.push(r.pick(['JANE MACDONALD', 'RAVI PATEL', 'SOPHIE TREMBLAY', 'LIAM O\'BRIEN']));
      else if (t.lines[0].startsWith('Pre-authorized') || t.lines[0] === 'Mortgage payment') t.lines.push(`ID ${r.digits('###########')}`);
      else if (t.lines[0] === 'ABM withdrawal') t.lines[0] = `ABM withdrawal ${r.pick(['YONGE & BLOOR', 'QUEEN ST W', 'UNION STATION'])}`;
    }
    const first = firstOfDay(txs);
    const m = abs(STYLE.en);
    const cols: Col2[] = jitter(r, [
      { key: 'date', title: 'Date', width: 8, cell: ({ t, i }) => (first(i) ? d(t.date) : '') },
      { key: 'desc', title: 'Description', width: 48, cell: ({ t }) => t.lines.join('\n') },
      { key: 'out', title: 'Withdrawals ($)', width: 14, align: 'right', cell: ({ t }) => (t.cents < 0 ? m(t.cents) : '') },
      { key: 'in', title: 'Deposits ($)', width: 14, align: 'right', cell: ({ t }) => (t.cents > 0 ? m(t.cents) : '') },
      { key: 'bal', title: 'Balance ($)', width: 14, align: 'right', cell: ({ bal }) => (bal === null ? '' : m(bal)) },
    ]);
    const bank = r.pick(['Laurentian Shield Bank', 'Bank of the Great Lakes', 'Prairie Dominion Bank']);
    const transit = r.digits('#####');
    const no = accountNo(r, '###-####-###');
    const long = dateFmt('MONTH D, YYYY');
    return ledger({
      family: this.family,
      verdict: 'verified',
      size: 'Letter',
      look: { px: fontPx(r) },
      account: { number: `${transit} ${no}`, currency: 'CAD', start, end },
      opening: r.int(50_000, 900_000), txs, cols,
      balances: lastOfDay(txs),
      head: (t) => head(bank, 'Your Day-to-Day Banking statement', [r.pick(['ALEXANDRE GAGNON', 'EMILY CHEN', 'MICHAEL & SARAH THOMPSON']), r.pick(['88 HARBORD ST APT 4', '1520 BLOOR ST W', '23 MAPLE CRES']), r.pick(['TORONTO ON  M5S 1G5', 'TORONTO ON  M6P 1A6', 'MISSISSAUGA ON  L5B 2C9'])], [`Your statement period: ${long(start)} to ${long(end)}`, `Transit ${transit}   Account ${no}`, 'Account type: Chequing'], [
        { kind: 'kv', rows: [[`Opening balance on ${long(start)}`, `$${m(t.opening)}`], ['Total deposits into your account', `+ ${m(t.in)}`], ['Total withdrawals from your account', `- ${m(t.out)}`], [`Closing balance on ${long(end)}`, `= $${m(t.closing)}`]] },
        { kind: 'text', lines: ['Details of your account activity'], bold: true },
      ]),
      top: (t) => [label(cols, { date: d(start), desc: 'Opening balance', bal: m(t.opening) })],
      bottom: (t) => [label(cols, { date: d(end), desc: 'Closing balance', bal: m(t.closing) })],
      pageHeader: (p, n) => [`${long(start)} to ${long(end)}   Account ${no}   ${p} of ${n}`, 'Details of your account activity - continued'],
      footer: (p, n) => [`${p} of ${n}   ® / ™ Trademarks of ${bank}.`],
      firstLines: 30, lines: 48, reserve: 3,
      balancesPrinted: true,
    });
  },
};
