import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, test } from '@jest/globals';
import { parseStatement, StatementError, type Statement } from '../src/index.js';
import { compareToTruth, isRefusal, loadFixtures } from './truth.js';

const fixtures = loadFixtures();
const read = (pdf: string) => new Uint8Array(readFileSync(pdf));

describe('every committed fixture matches its ground truth', () => {
  test('the fixture set covers many families, both renderers and the refusals', () => {
    const families = new Set(fixtures.map((f) => f.truth.family));
    expect(families.size).toBeGreaterThanOrEqual(25);
    expect(fixtures.filter((f) => f.name.endsWith('.pdflib')).length).toBeGreaterThanOrEqual(25);
    expect(fixtures.filter((f) => f.name.endsWith('.chromium')).length).toBeGreaterThanOrEqual(25);
  });

  test.each(fixtures.filter((f) => !isRefusal(f.truth)).map((f) => [f.name, f] as const))(
    'when %s is parsed, then accounts, transactions and verdict match the truth',
    async (_name, fixture) => {
      const statement = await parseStatement(read(fixture.pdf), { password: fixture.truth.password });
      expect(compareToTruth(statement, fixture.truth)).toEqual([]);
    },
  );

  test.each(fixtures.filter((f) => isRefusal(f.truth)).map((f) => [f.name, f] as const))(
    'when %s is parsed, then it is refused with the expected code',
    async (_name, fixture) => {
      const error = await parseStatement(read(fixture.pdf), { password: fixture.truth.password }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(StatementError);
      expect((error as StatementError).code).toBe(isRefusal(fixture.truth) ? fixture.truth.error : 'none');
      // Messages are for users: no stack, no library names.
      expect((error as StatementError).message).not.toMatch(/pdfjs|exception|undefined|\bat\b.*\(/i);
    },
  );
});

describe('a statement with wrong figures is never verified', () => {
  const parsed: { name: string; statement: Statement; verdict: string }[] = [];
  beforeAll(async () => {
    for (const f of fixtures) {
      if (isRefusal(f.truth)) continue;
      const statement = await parseStatement(read(f.pdf), { password: f.truth.password });
      parsed.push({ name: f.name, statement, verdict: f.truth.verdict });
    }
  });

  test('no fixture whose truth is not_verified or cannot_verify is reported verified', () => {
    const wronglyVerified = parsed
      .filter((p) => p.verdict !== 'verified' && p.statement.accounts.some((a) => a.checks.verdict === 'verified'))
      .map((p) => p.name);
    expect(parsed.some((p) => p.verdict === 'not_verified')).toBe(true);
    expect(wronglyVerified).toEqual([]);
  });

  test('no statement is verified whose dates or amounts differ from the truth (the known gaps included)', () => {
    const key = (rows: { date: string; amount: number }[]) => rows.map((t) => `${t.date}|${Math.round(t.amount * 100)}`).sort();
    const wrong = parsed
      .filter((p) => p.statement.accounts.some((a) => a.checks.verdict === 'verified'))
      .filter((p) => {
        const truth = fixtures.find((f) => f.name === p.name)!.truth;
        if (isRefusal(truth)) return false;
        const got = key(p.statement.accounts.flatMap((a) => a.transactions));
        const want = key(truth.accounts.flatMap((a) => a.transactions));
        return got.join() !== want.join();
      })
      .map((p) => p.name);
    expect(wrong).toEqual([]);
  });

  test('a verified account always ties out: opening + amounts = closing, to the cent, and every row balance follows', () => {
    for (const { statement } of parsed) {
      for (const a of statement.accounts.filter((acc) => acc.checks.verdict === 'verified')) {
        let running = Math.round(a.openingBalance! * 100);
        // In the order the money moved: a statement printed newest first keeps that order in its rows.
        const inTime = a.reading?.printOrder === 'newest_first' ? [...a.transactions].reverse() : a.transactions;
        for (const t of inTime) {
          running += Math.round(t.amount * 100);
          if (t.balance !== null) expect(Math.round(t.balance * 100)).toBe(running);
        }
        expect(running).toBe(Math.round(a.closingBalance! * 100));
      }
    }
  });
});
