import { describe, expect, test } from '@jest/globals';
import { NOVEL_LAYOUTS, novelFixtures } from '../fixtures-src/novel/index.js';

// The held-out layouts (make bench-novel) are only worth something if their truth is right: the printed
// figures add up where the truth says verified, a misprint is where firstBreakIndex says, and the seed changes
// the content but never the layouts. Nothing here runs the engine.

const cents = (n: number) => Math.round(n * 100);

describe('novel fixtures', () => {
  const seeds = [1, 7, 8, 42];

  test.each(seeds)('seed %i: every layout three times, unique names, 1-4 pages, 1-60 rows, no placeholder left', (seed) => {
    const fixtures = novelFixtures(seed);
    expect(fixtures).toHaveLength(NOVEL_LAYOUTS.length * 3);
    expect(new Set(fixtures.map((f) => f.name)).size).toBe(fixtures.length);
    expect(new Set(fixtures.map((f) => f.truth.family)).size).toBe(NOVEL_LAYOUTS.length);
    for (const f of fixtures) {
      if (!('accounts' in f.truth)) throw new Error(`${f.name}: no accounts`);
      expect(f.doc.pages.length).toBeGreaterThanOrEqual(1);
      expect(f.doc.pages.length).toBeLessThanOrEqual(4);
      const txs = f.truth.accounts[0].transactions;
      expect(txs.length).toBeGreaterThanOrEqual(1);
      expect(txs.length).toBeLessThanOrEqual(60);
      for (const t of txs) {
        expect(t.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(t.description.trim()).not.toBe('');
        expect(t.description).not.toContain('#');
        expect(t.amount).not.toBe(0);
      }
    }
  });

  test.each(seeds)('seed %i: opening + rows = closing, running balances as printed, one misprint where the truth says', (seed) => {
    for (const f of novelFixtures(seed)) {
      if (!('accounts' in f.truth)) continue;
      const truth = f.truth;
      const a = truth.accounts[0];
      let run = cents(a.openingBalance ?? 0);
      const breaks: number[] = [];
      // In the order the money moved (the truth keeps the printed order).
      const inTime = a.transactions.map((t, i) => ({ t, i }));
      if (a.printOrder === 'newest_first') inTime.reverse();
      inTime.forEach(({ t, i }) => {
        run += cents(t.amount);
        if (t.balance !== null && cents(t.balance) !== run) breaks.push(i);
      });
      if (a.openingBalance !== null && a.closingBalance !== null) expect({ name: f.name, closing: run }).toEqual({ name: f.name, closing: cents(a.closingBalance) });
      if (truth.verdict === 'not_verified') expect({ name: f.name, breaks }).toEqual({ name: f.name, breaks: [truth.firstBreakIndex] });
      else expect({ name: f.name, breaks }).toEqual({ name: f.name, breaks: [] });
    }
  });

  test('the same seed gives the same statements, another seed other ones', () => {
    expect(JSON.stringify(novelFixtures(7))).toBe(JSON.stringify(novelFixtures(7)));
    const a = novelFixtures(7).map((f) => JSON.stringify(f.truth));
    const b = novelFixtures(8).map((f) => JSON.stringify(f.truth));
    expect(a.filter((t, i) => t === b[i])).toHaveLength(0);
  });
});
