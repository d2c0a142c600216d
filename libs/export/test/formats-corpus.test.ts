// Every statement of the shared dev corpus (../shared/corpus/dev, beside the repository), written in
// every accounting format and read back by an independent reader of that format: the reading must
// equal the Statement. Skips without the corpus or the readers unless CI=true (.ci/run installs them).
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { toCamt053, toMt940, toOfx } from '@bankxl/export';
import { parseStatement, withBooks, type Statement } from '@bankxl/statement';
import { camtDifferences, mt940Differences, readCamt053, readMt940 } from './bank-statement-readers.js';
import { missingReaders, readOfxFiles } from './independent-readers.js';
import { CSV_FORMATS, expectedEnd, inexact, OFX_FORMATS, roundTrips } from './round-trips.js';

const repo = path.resolve(import.meta.dirname, '../../..');
const corpus = path.resolve(repo, '../shared/corpus/dev');
const pdfs = fs.existsSync(corpus) ? fs.readdirSync(corpus).filter((f) => f.endsWith('.pdf')).sort() : [];
const missing = [...(pdfs.length ? [] : [corpus]), ...missingReaders()];

if (missing.length && process.env.CI === 'true') {
  test('the dev corpus and the independent readers are present (CI=true)', () => {
    throw new Error(`Missing: ${missing.join(', ')}. CI checks out shared/ beside the repository and .ci/run installs the readers.`);
  });
} else if (missing.length) {
  console.warn(`Skipping the format round trips: ${missing.join(', ')} not found (set CI=true to make this a failure).`);
  test.skip('every format round-trips through its independent reader (readers or corpus missing)', () => {});
} else {
  describe('every dev-corpus statement, in every accounting format, read back by an independent reader', () => {
    const statements = new Map<string, Statement>();
    let differences = new Map<string, string[]>(); // "<file> <format>" -> differences
    let out = '';
    beforeAll(async () => {
      out = fs.mkdtempSync(path.join(os.tmpdir(), 'bankxl-formats-'));
      // Booked as the conversion service stores them, so the readers check each row's payee and category too.
      for (const pdf of pdfs) statements.set(pdf, withBooks(await parseStatement(new Uint8Array(fs.readFileSync(path.join(corpus, pdf))))));
      differences = await roundTrips(statements, out, { ofx: OFX_FORMATS, qifDateFormats: ['MM/DD/YYYY', 'DD/MM/YYYY'], hledger: () => true });
    }, 300_000);
    afterAll(() => {
      if (out) fs.rmSync(out, { recursive: true, force: true });
      const clean = [...differences.values()].filter((d) => d.length === 0).length;
      console.log(`dev corpus: format round trips with zero differences: ${clean} of ${differences.size} (${statements.size} statements × ${differences.size / Math.max(1, statements.size)} formats)`);
    });

    test('the corpus has statements to check', () => {
      expect(pdfs.length).toBeGreaterThan(0);
    });

    test('ofxparse reads every OFX 1.0.2, OFX 2.1.1, QFX and QBO file as the Statement: account, currency, balance, each date, amount, FITID and text', () => {
      expect(inexact(differences, (key) => OFX_FORMATS.some((f) => key.endsWith(` ${f}`)))).toEqual([]);
    });

    test('qif2json reads every QIF file, in both date orders, as the Statement: each date, amount and payee', () => {
      expect(inexact(differences, (key) => key.includes(' qif '))).toEqual([]);
    });

    test('hledger imports every QuickBooks, Xero and Sage CSV and its balance assertion holds at the closing balance', () => {
      expect(inexact(differences, (key) => CSV_FORMATS.some((f) => key.endsWith(` ${f.format}`)))).toEqual([]);
    });

    test('the balance hledger asserts is the printed closing balance for every statement that reconciles', () => {
      const unreconciled = [...statements].flatMap(([pdf, s]) => s.accounts.filter((a) => a.checks.totalsMatch === true && !expectedEnd(a).printed).map(() => pdf));
      expect(unreconciled).toEqual([]);
    });

    test('mt940js and camt-parser read every statement\'s MT940 and camt.053 as the Statement: balances that add up, each date, amount, reference, payee and words', async () => {
      const differences: string[] = [];
      for (const [pdf, statement] of statements) {
        let mt940: string[];
        try {
          mt940 = mt940Differences(statement, readMt940(toMt940(statement).toString('ascii')));
        } catch (e) {
          mt940 = [`unreadable: ${(e as Error).message}`];
        }
        const camt = camtDifferences(statement, await readCamt053(toCamt053(statement).toString('utf8')));
        differences.push(...mt940.map((d) => `${pdf} mt940: ${d}`), ...camt.map((d) => `${pdf} camt053: ${d}`));
      }
      expect(differences).toEqual([]);
    });

    test('FITIDs are the same when a PDF is converted twice, and unique within each file', async () => {
      const pdf = pdfs[0];
      const again = await parseStatement(new Uint8Array(fs.readFileSync(path.join(corpus, pdf))));
      expect(toOfx(again)).toEqual(toOfx(statements.get(pdf)!));
      const readings = readOfxFiles(pdfs.map((p) => path.join(out, `${p.replace(/[^\w.-]+/g, '_')}.ofx`)));
      const duplicated = Object.entries(readings).flatMap(([file, r]) => {
        if ('error' in r) return [file];
        const ids = r.accounts.flatMap((a) => a.transactions.map((t) => t.id));
        return new Set(ids).size === ids.length ? [] : [file];
      });
      expect(duplicated).toEqual([]);
    });
  });
}
