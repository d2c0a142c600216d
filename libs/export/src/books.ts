import { bookDescription, categoryLabel, CATEGORY_IDS, type Booking, type CategoryId, type Transaction } from '@bankxl/statement';
import { sumMoney } from './money.js';

// Rows of statements stored before payees were kept have none: they are booked by the shipped rules when written.
const booked = new WeakMap<Transaction, Booking>();
const bookingOf = (t: Transaction): Booking => {
  let b = booked.get(t);
  if (!b) booked.set(t, (b = bookDescription(t.description)));
  return b;
};

/** The row's payee: its own, else the shipped rules' reading of its description. */
export const payeeOf = (t: Transaction): string => (t.payee !== undefined && t.payee !== '' ? t.payee : bookingOf(t).payee);

/** The row's category id: its own, else the shipped rules'. */
export const categoryOf = (t: Transaction): CategoryId => t.category ?? bookingOf(t).category;

/** The row's category as a person reads it ("Meals & dining"). */
export const categoryLabelOf = (t: Transaction): string => categoryLabel(categoryOf(t));

/**
 * The other side of a transfer between the holder's accounts, for a person ("To Savings 9034 on 2024-03-07"),
 * or '' when the row is not one (books/transfers.ts).
 */
export const transferText = (t: Transaction): string =>
  t.transfer ? `${t.amount < 0 ? 'To' : 'From'} ${t.transfer.account} on ${t.transfer.date}` : '';

/** Whether any of the rows is one side of a transfer: only then do the sheets carry a Transfer column. */
export const hasTransfers = (transactions: readonly Transaction[]): boolean => transactions.some((t) => t.transfer !== undefined);

/** Money in and out (both positive) per category of some rows, in the chart's order; categories without rows left out. */
export function totalsByCategory(transactions: readonly Transaction[], digits: number): { category: CategoryId; moneyIn: number; moneyOut: number; count: number }[] {
  const rows = new Map<CategoryId, Transaction[]>();
  for (const t of transactions) {
    // A row that moved no money is in no category's totals.
    if (t.informational) continue;
    const c = categoryOf(t);
    const list = rows.get(c);
    if (list) list.push(t);
    else rows.set(c, [t]);
  }
  return CATEGORY_IDS.filter((c) => rows.has(c)).map((c) => {
    const amounts = rows.get(c)!.map((t) => t.amount);
    return {
      category: c,
      moneyIn: sumMoney(amounts.filter((a) => a > 0), digits),
      moneyOut: 0 - sumMoney(amounts.filter((a) => a < 0), digits),
      count: amounts.length,
    };
  });
}
