import { describe, expect, test } from '@jest/globals';
import { NOVEL2_LAYOUTS, novel2Fixtures } from '../fixtures-src/novel2/index.js';
import { lookOf } from '../fixtures-src/novel2/kit2.js';

// The second held-out set (SET=novel2 make bench-novel) is only worth something if its truth is right: opening
// plus the rows gives the closing balance, printed running balances follow the rows (except the one deliberate
// misprint, where firstBreakIndex says), and the seed changes the content but never the layouts. Nothing here
// runs the engine.

const cents = (n: number) => Math.round(n * 100);
const seeds = [1, 7, 21, 22, 42];

describe('novel2 fixtures', () => {
  test.each(seeds)('seed %i: every layout three times, unique names, 1-4 pages, sane rows', (seed) => {
    const fixtures = novel2Fixtures(seed);
    expect(fixtures).toHaveLength(NOVEL2_LAYOUTS.length * 3);
    expect(new Set(fixtures.map((f) => f.name)).size).toBe(fixtures.length);
    expect(new Set(fixtures.map((f) => f.truth.family)).size).toBe(NOVEL2_LAYOUTS.length);
    for (const f of fixtures) {
      if (!('accounts' in f.truth)) throw new Error(`${f.name}: no accounts`);
      expect(f.doc.pages.length).toBeGreaterThanOrEqual(1);
      expect(f.doc.pages.length).toBeLessThanOrEqual(4);
      for (const a of f.truth.accounts) {
        expect(a.transactions.length).toBeGreaterThanOrEqual(1);
        expect(a.transactions.length).toBeLessThanOrEqual(100);
        for (const t of a.transactions) {
          expect(t.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          expect(t.date <= a.periodEnd!).toBe(true);
          expect(t.description.trim()).not.toBe('');
          expect(t.description).not.toContain('#');
          expect(t.description).not.toContain('\n');
          expect(t.amount).not.toBe(0);
        }
      }
    }
  });

  test.each(seeds)('seed %i: opening + rows = closing, running balances as printed, one misprint where the truth says', (seed) => {
    for (const f of novel2Fixtures(seed)) {
      if (!('accounts' in f.truth)) continue;
      const truth = f.truth;
      const breaks: number[] = [];
      for (const a of truth.accounts) {
        const txs = a.transactions;
        // Without a printed opening balance, the first printed balance fixes where the running total starts.
        const first = txs.findIndex((t) => t.balance !== null);
        let run = a.openingBalance !== null ? cents(a.openingBalance) : first < 0 ? 0 : cents(txs[first].balance!) - txs.slice(0, first + 1).reduce((s, t) => s + cents(t.amount), 0);
        txs.forEach((t, i) => {
          run += cents(t.amount);
          if (t.balance !== null && cents(t.balance) !== run) breaks.push(i);
        });
        if (a.openingBalance !== null && a.closingBalance !== null) expect({ name: f.name, closing: run }).toEqual({ name: f.name, closing: cents(a.closingBalance) });
        // Nothing printed fixes the first row: no opening balance.
        if (truth.verdict === 'cannot_verify') expect({ name: f.name, opening: a.openingBalance }).toEqual({ name: f.name, opening: null });
      }
      if (truth.verdict === 'not_verified') expect({ name: f.name, breaks }).toEqual({ name: f.name, breaks: [truth.firstBreakIndex] });
      else expect({ name: f.name, breaks }).toEqual({ name: f.name, breaks: [] });
    }
  });

  test.each(seeds)('seed %i: the layouts keep their shape (two accounts, dense two pages of 60+ rows, landscape, card owed negative)', (seed) => {
    const fixtures = novel2Fixtures(seed);
    const accounts = (prefix: string) => fixtures.filter((f) => f.name.startsWith(prefix)).map((f) => ('accounts' in f.truth ? f.truth.accounts : []));
    for (const a of accounts('two-accounts-')) expect(a).toHaveLength(2);
    for (const f of fixtures.filter((x) => x.name.startsWith('dense-'))) {
      expect(f.doc.pages).toHaveLength(2);
      expect(lookOf(f.doc)?.dense).toBe(true);
      expect('accounts' in f.truth && f.truth.accounts[0].transactions.length).toBeGreaterThanOrEqual(60);
      // A "Page total" row at the foot of each page.
      for (const p of f.doc.pages) expect(p.blocks.some((b) => b.kind === 'table' && b.rows.some((r) => r.cells.includes('Page total')))).toBe(true);
    }
    for (const f of fixtures.filter((x) => x.name.startsWith('landscape-'))) expect(lookOf(f.doc)?.landscape).toBe(true);
    for (const [a] of accounts('card-holders-')) {
      expect(a.openingBalance!).toBeLessThan(0);
      expect((a as { type?: string }).type).toBe('credit_card');
    }
    for (const [a] of accounts('daily-balance-')) {
      // The balance only on each day's last row.
      a.transactions.forEach((t, i) => expect(t.balance !== null).toBe(i === a.transactions.length - 1 || a.transactions[i + 1].date !== t.date));
    }
    expect(fixtures.filter((f) => f.truth.family !== 'refusal' && 'verdict' in f.truth && f.truth.verdict === 'not_verified')).toHaveLength(1);
    expect(fixtures.filter((f) => 'verdict' in f.truth && f.truth.verdict === 'cannot_verify')).toHaveLength(3);
  });

  test('the same seed gives the same statements, another seed other ones', () => {
    expect(JSON.stringify(novel2Fixtures(21))).toBe(JSON.stringify(novel2Fixtures(21)));
    const a = novel2Fixtures(21).map((f) => JSON.stringify(f.truth));
    const b = novel2Fixtures(22).map((f) => JSON.stringify(f.truth));
    expect(a.filter((t, i) => t === b[i])).toHaveLength(0);
  });
});
