/** Card activity shared by the card layouts: purchases, a payment or two, a refund, interest and a fee (holder side). */
import { addDays } from '../format.js';
import { gen, type R, type Tx } from './kit.js';
import { CARD_MERCHANTS } from './pools-en.js';

const PAYMENTS = ['PAYMENT RECEIVED - THANK YOU', 'DIRECT DEBIT PAYMENT', 'ONLINE PAYMENT RECEIVED'];

/** Card activity between start and end (never on the last `margin` days), sorted by date; `previous` is the amount owed before. */
export function cardActivity(r: R, start: string, end: string, count: number, previous: number, margin = 0): Tx[] {
  const purchases = gen(r, { start, end, count, pool: { out: CARD_MERCHANTS, in: CARD_MERCHANTS, extra: [] }, outShare: 1, max: 240, endMargin: margin });
  const txs: Tx[] = [...purchases];
  // A payment of most of the previous balance, early in the cycle; sometimes a second one.
  txs.push({ date: addDays(start, r.int(2, 9)), lines: [r.pick(PAYMENTS)], cents: Math.max(2_500, Math.round(previous * (0.3 + r() * 0.7))) });
  if (r.chance(0.3)) txs.push({ date: addDays(start, r.int(12, 20)), lines: [r.pick(PAYMENTS)], cents: r.int(20, 200) * 100 });
  if (r.chance(0.5) && purchases.length > 2) {
    const p = r.pick(purchases);
    const on = addDays(p.date, 2);
    txs.push({ date: on > end ? end : on, lines: [`REFUND ${p.lines[0]}`], cents: Math.round(-p.cents * r.pick([0.5, 1])) });
  }
  if (r.chance(0.6)) txs.push({ date: addDays(end, -margin), lines: ['INTEREST ON PURCHASES'], cents: -r.int(150, 4_800) });
  if (r.chance(0.3)) txs.push({ date: addDays(start, r.int(3, 20)), lines: ['FOREIGN TRANSACTION FEE'], cents: -r.int(40, 900) });
  return txs.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
