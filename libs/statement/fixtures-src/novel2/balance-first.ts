/**
 * The running balance column printed BEFORE the money: "Date | Description | Balance | Amount" (signed), or
 * "Date | Description | Balance | Debit | Credit". The third variant is the first with one running balance
 * misprinted (two digits swapped) while the rows after it are right again: not_verified.
 */
import { abs, accountNo, dateFmt, gen, head, monthPeriod, signed, STYLE, type Layout } from '../novel/kit.js';
import { UK } from '../novel/pools-en.js';
import { cells, fontPx, jitter, label, ledger, type Col2 } from './kit2.js';

/** Two neighbouring digits of a figure in cents swapped (where they differ), else 10.00 more. */
export function swapDigits(r: { int: (a: number, b: number) => number }, cents: number): number {
  const digits = String(Math.abs(cents)).split('');
  for (let tries = 0; tries < 8 && digits.length > 2; tries++) {
    const i = r.int(0, digits.length - 2);
    if (digits[i] !== digits[i + 1] && !(i === 0 && digits[1] === '0')) {
      [digits[i], digits[i + 1]] = [digits[i + 1], digits[i]];
      return Math.sign(cents || 1) * Number(digits.join(''));
    }
  }
  return cents + 1_000;
}

export const balanceFirst: Layout = {
  family: 'balance_column_before_amount',
  make(r, k) {
    const { start, end } = monthPeriod(r);
    const d = dateFmt(k === 1 ? 'YYYY-MM-DD' : 'DD/MM/YYYY');
    const txs = gen(r, { start, end, count: r.int(8, 32), pool: UK, wrap: 1, wrapShare: 0.25, max: 1_300 });
    const sig = signed(STYLE.en, 'minus');
    const m = abs(STYLE.en);
    const number = accountNo(r, '##-##-## ########');
    const cols: Col2[] = jitter(r, [
      { key: 'date', title: 'Date', width: 14, cell: cells.date(d) },
      { key: 'desc', title: 'Description', width: 50, cell: cells.desc() },
      { key: 'bal', title: 'Balance', width: 15, align: 'right', cell: cells.balance(sig) },
      ...(k === 1
        ? [
            { key: 'out', title: 'Debit', width: 13, align: 'right' as const, cell: cells.debit(m) },
            { key: 'in', title: 'Credit', width: 13, align: 'right' as const, cell: cells.credit(m) },
          ]
        : [{ key: 'amt', title: 'Amount', width: 15, align: 'right' as const, cell: cells.amount(sig) }]),
    ]);
    const at = r.int(1, Math.max(1, txs.length - 2));
    return ledger({
      family: this.family,
      verdict: k === 2 ? 'not_verified' : 'verified',
      look: { px: fontPx(r) },
      account: { number, currency: 'GBP', start, end },
      opening: r.int(20_000, 900_000), txs, cols,
      misprint: k === 2 ? { at, value: (right) => swapDigits(r, right) } : undefined,
      head: (t) => head(r.pick(['Pennine Building Society', 'Saltire Mutual Bank', 'Wessex Vale Bank plc']), 'Current account statement', [r.pick(['Mr Callum Fraser', 'Mrs Bronwen Hughes', 'Ms Aisha Rahman']), r.pick(['27 Tannery Lane', '4 Abbey Close', 'Flat 9, Marlowe House']), r.pick(['Hebden Bridge HX7 8AB', 'Dunfermline KY12 7PQ', 'Salisbury SP1 3TT'])], [`Sort code ${number.slice(0, 8)}  Account ${number.slice(9)}`, `${dateFmt('D MONTH YYYY')(start)} to ${dateFmt('D MONTH YYYY')(end)}`], [
        { kind: 'kv', rows: [['Balance at start', `£${sig(t.opening)}`], ['Money out', `£${m(t.out)}`], ['Money in', `£${m(t.in)}`], ['Balance at end', `£${sig(t.closing)}`]] },
      ]),
      top: (t) => [label(cols, { date: d(start), desc: 'Balance brought forward', bal: sig(t.opening) })],
      bottom: (t) => [label(cols, { date: d(end), desc: 'Balance carried forward', bal: sig(t.closing) })],
      footer: (p, n) => [`Page ${p} of ${n}`],
      balancesPrinted: true,
    });
  },
};
