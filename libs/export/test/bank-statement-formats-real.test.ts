// Every real statement beside the repository (../shared/corpus/real and real-2, read where they lie), written as
// MT940 and camt.053 and read back by mt940js and camt-parser: the rows of printed statements bring what hand-built
// ones lack (newest-first order, rows that moved no money, 1,300 rows of Chinese). Skips without the corpus unless CI=true.
import { describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { toCamt053, toMt940 } from '@bankxl/export';
import { parseStatement, withBooks } from '@bankxl/statement';
import { camtDifferences, mt940Differences, readCamt053, readMt940, SWIFT_X } from './bank-statement-readers.js';

const shared = path.resolve(import.meta.dirname, '../../../../shared/corpus');
const pdfs = ['real', 'real-2'].flatMap((dir) => {
  const base = path.join(shared, dir);
  return fs.existsSync(base) ? fs.readdirSync(base).filter((f) => f.endsWith('.pdf')).sort().map((f) => path.join(base, f)) : [];
});

if (!pdfs.length && process.env.CI === 'true') {
  test('the real corpora are present (CI=true)', () => {
    throw new Error(`No statements under ${shared}/real or real-2: CI checks out shared/ beside the repository.`);
  });
} else if (!pdfs.length) {
  console.warn(`Skipping the real statements in MT940 and camt.053: ${shared} not found (set CI=true to make this a failure).`);
  test.skip('real statements in MT940 and camt.053 (corpus missing)', () => {});
} else {
  describe('real statements in MT940 and camt.053, read back by mt940js and camt-parser', () => {
    test('every file reads as its statement: balances that add up, each entry\'s dates, amount, references, payee and words; MT940 in the SWIFT set within 65 characters a line', async () => {
      const differences: string[] = [];
      for (const pdf of pdfs) {
        const name = path.basename(pdf);
        const statement = withBooks(await parseStatement(new Uint8Array(fs.readFileSync(pdf))));
        const mt940 = toMt940(statement).toString('latin1');
        if (!SWIFT_X.test(mt940)) differences.push(`${name} mt940: a character outside the SWIFT set`);
        if (mt940.split('\r\n').some((line) => line.length > 65)) differences.push(`${name} mt940: a line over 65 characters`);
        try {
          differences.push(...mt940Differences(statement, readMt940(mt940)).map((d) => `${name} mt940: ${d}`));
        } catch (e) {
          differences.push(`${name} mt940 unreadable: ${(e as Error).message}`);
        }
        differences.push(...camtDifferences(statement, await readCamt053(toCamt053(statement).toString('utf8'))).map((d) => `${name} camt053: ${d}`));
      }
      expect(differences).toEqual([]);
    }, 300_000);
  });
}
