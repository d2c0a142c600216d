/**
 * A budgeting app's export printed to PDF: no bank, no holder, no account number, no period, only a table
 * "Date | Payee | Memo | Outflow | Inflow | Running Balance". The Payee column is the description (the memo is a
 * separate note). One variant prints $0.00 in the unused money column; one has no running balance at all. No
 * opening balance is printed, so the first row is checked by nothing: cannot_verify, all three.
 */
import { addDays } from '../format.js';
import { abs, dateFmt, gen, iso, lastDay, STYLE, type Layout, type Pool } from '../novel/kit.js';
import { cells, fontPx, jitter, ledger, type Col2 } from './kit2.js';

const POOL: Pool = {
  out: ['Greenleaf Co-op', 'Ridgeway Apartments', 'Pinecrest Power & Light', 'Corner Bistro', 'Sunrise Fitness', 'Trailhead Outfitters', 'Metro Transit', 'Bayside Vet Clinic', 'Oak Street Pharmacy', 'Lumen Streaming'],
  in: ['Employer - Northwind Labs', 'Venmo - Casey', 'Tax Refund', 'Interest'],
  extra: [],
};
const MEMOS: Record<string, string[]> = {
  'Greenleaf Co-op': ['groceries', 'weekly shop', ''], 'Ridgeway Apartments': ['rent'], 'Pinecrest Power & Light': ['electric bill'], 'Corner Bistro': ['dinner w/ Sam', ''],
  'Sunrise Fitness': ['membership'], 'Trailhead Outfitters': ['boots', ''], 'Metro Transit': ['monthly pass'], 'Bayside Vet Clinic': ['checkup'], 'Oak Street Pharmacy': [''],
  'Lumen Streaming': ['subscription'], 'Employer - Northwind Labs': ['paycheck'], 'Venmo - Casey': ['concert tickets', 'split utilities'], 'Tax Refund': ['federal'], Interest: [''],
};

export const plainExport: Layout = {
  family: 'plain_export_table_without_header',
  make(r, k) {
    // Two months of activity, no statement period printed.
    const year = r.pick([2023, 2024, 2025]);
    const month = r.int(1, 10);
    const start = iso(year, month, 1);
    const end = iso(year, month + 1, lastDay(year, month + 1));
    const d = dateFmt(k === 0 ? 'YYYY-MM-DD' : k === 1 ? 'MM/DD/YYYY' : 'DD/MM/YYYY');
    const txs = gen(r, { start, end, count: r.int(10, 40), pool: POOL, max: 700 }).map((t) => ({ ...t, info: { memo: r.pick(MEMOS[t.lines[0]] ?? ['']) } }));
    // One row after the 12th, so that day-first and month-first dates cannot both be read.
    if (!txs.some((t) => Number(t.date.slice(8)) > 12)) txs[txs.length - 1] = { ...txs[txs.length - 1], date: addDays(end, -r.int(0, 10)) };
    txs.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    const m = abs(STYLE.en);
    const usd = (c: number) => `$${m(c)}`;
    const zero = k === 0;
    const cols: Col2[] = jitter(r, [
      { title: 'Date', width: 12, cell: cells.date(d) },
      { key: 'desc', title: 'Payee', width: 30, cell: cells.desc() },
      { title: 'Memo', width: 22, cell: cells.info('memo') },
      { title: 'Outflow', width: 12, align: 'right', cell: ({ t }) => (t.cents < 0 ? usd(t.cents) : zero ? '$0.00' : '') },
      { title: 'Inflow', width: 12, align: 'right', cell: ({ t }) => (t.cents > 0 ? usd(t.cents) : zero ? '$0.00' : '') },
      ...(k === 2 ? [] : [{ title: 'Running Balance', width: 14, align: 'right' as const, cell: cells.balance((c) => (c < 0 ? `-$${m(c)}` : usd(c))) }]),
    ]);
    return ledger({
      family: this.family,
      // No opening balance is printed: the first row's amount is checked by nothing, so no variant can be
      // verified (the product's rule, as libs/statement/test/fixtures/no-opening-balance).
      verdict: 'cannot_verify',
      size: 'Letter',
      look: { px: fontPx(r) },
      account: { number: null, currency: 'USD', start, end },
      opening: r.int(50_000, 800_000), txs, cols,
      balances: k === 2 ? 'none' : 'all',
      head: () => [],
      firstLines: 54, lines: 54,
      balancesPrinted: false,
    });
  },
};
