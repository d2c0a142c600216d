// libs/statement's fixture PDFs (many layouts, several with more than one account) through the
// engine and the accounting writers, read back by the independent readers. OFX and QIF for all of
// them; hledger (a process per file) for the statements with several accounts, which the dev corpus lacks.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseStatement, StatementError, withBooks, type Statement } from '@bankxl/statement';
import { missingReaders } from './independent-readers.js';
import { inexact, roundTrips } from './round-trips.js';

const fixtures = path.resolve(import.meta.dirname, '../../statement/test/fixtures');
const pdfs = fs.readdirSync(fixtures).filter((f) => f.endsWith('.pdf')).sort();
const missing = missingReaders();
const describeWithReaders = missing.length && process.env.CI !== 'true' ? describe.skip : describe;
if (missing.length && process.env.CI !== 'true') console.warn(`Skipping the fixture round trips: ${missing.join(', ')} not installed (set CI=true to make this a failure).`);

describeWithReaders("libs/statement's fixtures, in OFX, QIF and (several accounts) ledger CSVs, read back by independent readers", () => {
  const statements = new Map<string, Statement>();
  let differences = new Map<string, string[]>();
  let out = '';
  beforeAll(async () => {
    out = fs.mkdtempSync(path.join(os.tmpdir(), 'bankxl-formats-fixtures-'));
    for (const pdf of pdfs) {
      try {
        statements.set(pdf, withBooks(await parseStatement(new Uint8Array(fs.readFileSync(path.join(fixtures, pdf))))));
      } catch (err) {
        if (!(err instanceof StatementError)) throw err; // refused inputs (password, no table) have nothing to export
      }
    }
    differences = await roundTrips(statements, out, { ofx: ['ofx', 'ofx-2'], qifDateFormats: ['DD/MM/YYYY'], hledger: (s) => s.accounts.length > 1 });
  }, 300_000);
  afterAll(() => {
    if (out) fs.rmSync(out, { recursive: true, force: true });
    const clean = [...differences.values()].filter((d) => d.length === 0).length;
    console.log(`statement fixtures: format round trips with zero differences: ${clean} of ${differences.size} (${statements.size} statements)`);
  });

  test('there are statements, several of them with more than one account', () => {
    expect(statements.size).toBeGreaterThan(100);
    expect([...statements.values()].filter((s) => s.accounts.length > 1).length).toBeGreaterThan(3);
  });

  test('every round trip is exact', () => {
    expect(inexact(differences, () => true)).toEqual([]);
  });
});
