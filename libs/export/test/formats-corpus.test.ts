// Every statement of the shared dev corpus (../shared/corpus/dev, beside the repository), written in
// every accounting format and read back by an independent reader of that format: the reading must
// equal the Statement. Skips without the corpus or the readers unless CI=true (.ci/run installs them).
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { exportFile, toLedgerCsv, toOfx, type DateFormat, type ExportFormat, type LedgerCsvLayout } from '@bankxl/export';
import { parseStatement, type Account, type Statement } from '@bankxl/statement';
import { hledgerBalance, missingReaders, ofxDifferences, qifDifferences, readOfxFiles, readQif } from './independent-readers.js';

const repo = path.resolve(import.meta.dirname, '../../..');
const corpus = path.resolve(repo, '../shared/corpus/dev');
const pdfs = fs.existsSync(corpus) ? fs.readdirSync(corpus).filter((f) => f.endsWith('.pdf')).sort() : [];
const missing = [...(pdfs.length ? [] : [corpus]), ...missingReaders()];

const OFX_FORMATS = ['ofx', 'ofx-2', 'qfx', 'qbo'] as const;
const CSV_FORMATS: Array<{ format: ExportFormat; layout: LedgerCsvLayout; dateFormat: DateFormat }> = [
  { format: 'qbo-csv', layout: 'qbo-3', dateFormat: 'MM/DD/YYYY' },
  { format: 'qbo-csv-4', layout: 'qbo-4', dateFormat: 'MM/DD/YYYY' },
  { format: 'xero-csv', layout: 'xero', dateFormat: 'DD/MM/YYYY' },
  { format: 'sage-csv', layout: 'sage', dateFormat: 'YYYY-MM-DD' },
];

const sumCents = (values: number[]) => values.reduce((n, v) => n + Math.round(v * 100), 0);

/** What hledger must end at: the printed closing balance, when the statement's own arithmetic reaches it. */
function expectedEnd(account: Account): { opening: number; closing: number; printed: boolean } {
  const opening = account.openingBalance ?? 0;
  const reached = (Math.round(opening * 100) + sumCents(account.transactions.map((t) => t.amount))) / 100;
  const printed = account.closingBalance !== null && Math.round(account.closingBalance * 100) === Math.round(reached * 100);
  return { opening, closing: printed ? account.closingBalance! : reached, printed };
}

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
    const differences = new Map<string, string[]>(); // "<file> <format>" -> differences
    let out = '';
    beforeAll(async () => {
      out = fs.mkdtempSync(path.join(os.tmpdir(), 'bankxl-formats-'));
      for (const pdf of pdfs) statements.set(pdf, await parseStatement(new Uint8Array(fs.readFileSync(path.join(corpus, pdf)))));

      const ofxFiles: Array<{ pdf: string; format: string; file: string }> = [];
      for (const [pdf, statement] of statements) {
        const base = path.join(out, pdf.replace(/\.pdf$/, ''));
        for (const format of OFX_FORMATS) {
          const file = `${base}.${format}`;
          const body = format === 'ofx-2' ? toOfx(statement, { version: '211' }) : (await exportFile(statement, format)).body;
          fs.writeFileSync(file, body);
          ofxFiles.push({ pdf, format, file });
        }
        for (const dateFormat of ['MM/DD/YYYY', 'DD/MM/YYYY'] as const) {
          const qif = (await exportFile(statement, 'qif', { dateFormat })).body.toString('utf8');
          differences.set(`${pdf} qif ${dateFormat}`, qifDifferences(statement, readQif(qif, dateFormat)));
        }
        for (const { format, layout, dateFormat } of CSV_FORMATS) {
          const diffs = statement.accounts.flatMap((account, i) => {
            const file = `${base}-${i + 1}.${format}.csv`;
            fs.writeFileSync(file, toLedgerCsv(account, layout, { dateFormat }));
            const { opening, closing } = expectedEnd(account);
            const result = hledgerBalance(out, file, layout, dateFormat, opening, closing);
            if ('error' in result) return [`account ${i + 1}: ${result.error}`];
            return Math.round(result.balance * 100) === Math.round(closing * 100) ? [] : [`account ${i + 1}: hledger ends at ${result.balance}, expected ${closing}`];
          });
          differences.set(`${pdf} ${format}`, diffs);
        }
      }
      const readings = readOfxFiles(ofxFiles.map((f) => f.file));
      for (const { pdf, format, file } of ofxFiles) differences.set(`${pdf} ${format}`, ofxDifferences(statements.get(pdf)!, readings[file]));
    }, 300_000);
    afterAll(() => {
      if (out) fs.rmSync(out, { recursive: true, force: true });
      const clean = [...differences.values()].filter((d) => d.length === 0).length;
      console.log(`format round trips with zero differences: ${clean} of ${differences.size} (${statements.size} statements × ${differences.size / Math.max(1, statements.size)} formats)`);
    });

    test('the corpus has statements to check', () => {
      expect(pdfs.length).toBeGreaterThan(0);
    });

    test('ofxparse reads every OFX 1.0.2, OFX 2.1.1, QFX and QBO file as the Statement: account, currency, balance, each date, amount, FITID and text', () => {
      const wrong = [...differences].filter(([key, d]) => OFX_FORMATS.some((f) => key.endsWith(` ${f}`)) && d.length).map(([key, d]) => `${key}: ${d.slice(0, 3).join('; ')}`);
      expect(wrong).toEqual([]);
    });

    test('qif2json reads every QIF file, in both date orders, as the Statement: each date, amount and payee', () => {
      const wrong = [...differences].filter(([key, d]) => key.includes(' qif ') && d.length).map(([key, d]) => `${key}: ${d.slice(0, 3).join('; ')}`);
      expect(wrong).toEqual([]);
    });

    test('hledger imports every QuickBooks, Xero and Sage CSV and its balance assertion holds at the closing balance', () => {
      const wrong = [...differences].filter(([key, d]) => CSV_FORMATS.some((f) => key.endsWith(` ${f.format}`)) && d.length).map(([key, d]) => `${key}: ${d.join('; ')}`);
      expect(wrong).toEqual([]);
    });

    test('the balance hledger asserts is the printed closing balance for every statement that reconciles', () => {
      const unreconciled = [...statements].flatMap(([pdf, s]) => s.accounts.filter((a) => a.checks.totalsMatch === true && !expectedEnd(a).printed).map(() => pdf));
      expect(unreconciled).toEqual([]);
    });

    test('FITIDs are the same when a PDF is converted twice, and unique within each file', async () => {
      const pdf = pdfs[0];
      const again = await parseStatement(new Uint8Array(fs.readFileSync(path.join(corpus, pdf))));
      expect(toOfx(again)).toEqual(toOfx(statements.get(pdf)!));
      const readings = readOfxFiles(pdfs.map((p) => path.join(out, `${p.replace(/\.pdf$/, '')}.ofx`)));
      const duplicated = Object.entries(readings).flatMap(([file, r]) => {
        if ('error' in r) return [file];
        const ids = r.accounts.flatMap((a) => a.transactions.map((t) => t.id));
        return new Set(ids).size === ids.length ? [] : [file];
      });
      expect(duplicated).toEqual([]);
    });
  });
}
