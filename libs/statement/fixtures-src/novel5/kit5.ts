/**
 * The toolkit of the fifth held-out set ("novel5"): the first four sets' toolkits (../novel/kit.ts,
 * ../novel2/kit2.ts, ../novel3/kit3.ts, ../novel4/kit4.ts) re-exported, plus what its layouts share: which rows
 * open and close a day, a text cut into lines of a fixed width wherever the width falls (a narrow column
 * printed by a report writer that does not look for spaces), and Spanish month abbreviations.
 */
import type { Pool, R, Tx } from '../novel/kit.js';
export { abs, accountNo, cyclePeriod, dateFmt, gen, head, iso, lastDay, monthPeriod, MONTHS_EN_LONG, STYLE, type Layout, type Pool, type R } from '../novel/kit.js';
export { formatted } from '../novel4/kit4.js';
export { cells, fontPx, jitter, label, ledger, openingInCredit, paginate, running, tableOf, truthAccount, txRow, withLook, wrapWords, type Col2, type Piece, type Tx2 } from '../novel2/kit2.js';
export { amountsBy, byDate } from '../novel3/kit3.js';

/** Whether row `i` is the first (or the last) of its day in date order. */
export const firstOfDay = (txs: readonly Tx[]) => (i: number) => i === 0 || txs[i - 1].date !== txs[i].date;
export const lastOfDay = (txs: readonly Tx[]) => (i: number) => i === txs.length - 1 || txs[i + 1].date !== txs[i].date;

/** A text in pieces of `width` characters, cut wherever the width falls (inside a word too). */
export function cutEvery(text: string, width: number): string[] {
  const lines: string[] = [];
  for (let k = 0; k < text.length; k += width) lines.push(text.slice(k, k + width).trim());
  return lines.filter((l) => l !== '');
}

export const MONTHS_ES = ['ENE', 'FEB', 'MAR', 'ABR', 'MAY', 'JUN', 'JUL', 'AGO', 'SEP', 'OCT', 'NOV', 'DIC'];

/**
 * Rows that happen once a statement (pay, rent, the monthly fee): a later row drawn with the same text takes
 * another text of the pool in the same direction instead (one that is not once-only). Before amountsBy.
 */
export function onlyOnce<T extends Tx>(r: R, txs: T[], once: RegExp[], pool: Pool): T[] {
  const seen = new Set<RegExp>();
  const free = (text: string) => !once.some((re) => re.test(text));
  for (const t of txs) {
    const re = once.find((x) => x.test(t.lines[0]));
    if (!re) continue;
    if (seen.has(re)) t.lines[0] = r.digits(r.pick((t.cents < 0 ? pool.out : pool.in).filter(free)));
    seen.add(re);
  }
  return txs;
}
