import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from '@jest/globals';
import { formatInventedStatements, halfOf, readLabels, shapeOf } from '../src/books.js';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const labelsFile = path.join(repo, 'libs/bench/books/labels.tsv');

describe('the labelled set of real statements', () => {
  test('when a description differs from another only in its digits, then both fall in the same half', () => {
    expect(shapeOf('Shop  Pretoria (Card 0797)')).toBe(shapeOf('SHOP PRETORIA (CARD 5020)'));
    expect(halfOf('CARTE 27/04/19 SOME SHOP')).toBe(halfOf('CARTE 11/05/19 SOME SHOP'));
  });

  test('when many descriptions are split, then each half holds about half of them', () => {
    const halves = Array.from({ length: 2000 }, (_, i) => halfOf(`MERCHANT ${String.fromCharCode(65 + (i % 26))}${Math.floor(i / 26)} X`.replace(/\d/g, 'q')));
    const tuned = halves.filter((h) => h === 'tune').length;
    expect(tuned / halves.length).toBeGreaterThan(0.45);
    expect(tuned / halves.length).toBeLessThan(0.55);
  });

  test('the repository holds real descriptions and payees only as hashes, each with its language', () => {
    const real = fs
      .readFileSync(labelsFile, 'utf8')
      .split('\n')
      .filter((l) => /^real(-2)?\t/.test(l))
      .map((l) => l.split('\t'));
    expect(real.length).toBeGreaterThan(600);
    for (const [, , description, payee, , lang] of real) {
      expect(description).toMatch(/^sha256:[0-9a-f]{32}$/);
      expect(payee).toMatch(/^sha256:[0-9a-f]{32}$/);
      expect(lang).toMatch(/^(en|en-IN|fr|de|es|pt|zh)$/);
    }
  });

  const corpus = path.resolve(repo, '../shared/corpus/real-2');
  (fs.existsSync(corpus) ? test : test.skip)('when ../shared/corpus is there, then every real label finds its description and lands in one half', () => {
    const { rows, unresolved } = readLabels(repo);
    expect(unresolved).toEqual([]);
    const real = rows.filter((r) => r.subset === 'real' || r.subset === 'real-2');
    expect(real.every((r) => r.half === halfOf(r.description) && r.rows >= 1)).toBe(true);
    expect(new Set(real.map((r) => r.half))).toEqual(new Set(['tune', 'measure']));
  });
});

describe('the invented statements of unseen banks', () => {
  test('each statement is booked with its rows together and reported with its share of payees and categories, and each set with its total', async () => {
    const lines = await formatInventedStatements(repo);
    // One set's lines: from its heading to the next set's.
    const section = (name: string) => {
      const from = lines.findIndex((l) => l.startsWith('## invented statements: ') && l.includes(name));
      const to = lines.findIndex((l, i) => i > from && l.startsWith('## '));
      return from < 0 ? [] : lines.slice(from, to < 0 ? undefined : to);
    };
    for (const [name, statements, rows] of [['blind7', 8, 174], ['blind8', 8, 189], ['blind9', 10, 334], ['blind10', 10, 355]] as const) {
      const set = section(name);
      expect(set.filter((l) => /^ {2}held {2}\S+ \((en|de|fr|es|nl|pt|it|upi|zh)\)/.test(l))).toHaveLength(statements);
      const total = set.find((l) => /^ {2}held {2}all /.test(l)) ?? '';
      // every row counted; every figure a share
      expect(total).toMatch(new RegExp(` ${rows} +\\d+\\.\\d% +\\d+\\.\\d% +\\d+\\.\\d% +\\d+\\.\\d%$`));
    }
    expect(lines.some((l) => /^ {2}tune {2}all +94 /.test(l))).toBe(true);
  });
});
