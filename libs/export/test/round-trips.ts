// Writes statements in the accounting formats and reads every file back with its independent reader
// (independent-readers.ts): the differences per "<statement> <format>", none when the round trip is exact.
import fs from 'node:fs';
import path from 'node:path';
import { exportFile, toLedgerCsv, toOfx, type DateFormat, type ExportFormat, type LedgerCsvLayout } from '@bankxl/export';
import type { Account, Statement } from '@bankxl/statement';
import { hledgerBalance, ofxDifferences, qifDifferences, readOfxFiles, readQif } from './independent-readers.js';

export const OFX_FORMATS = ['ofx', 'ofx-2', 'qfx', 'qbo'] as const;
export type OfxFormat = (typeof OFX_FORMATS)[number];
export const CSV_FORMATS: Array<{ format: ExportFormat; layout: LedgerCsvLayout; dateFormat: DateFormat }> = [
  { format: 'qbo-csv', layout: 'qbo-3', dateFormat: 'MM/DD/YYYY' },
  { format: 'qbo-csv-4', layout: 'qbo-4', dateFormat: 'MM/DD/YYYY' },
  { format: 'xero-csv', layout: 'xero', dateFormat: 'DD/MM/YYYY' },
  { format: 'sage-csv', layout: 'sage', dateFormat: 'YYYY-MM-DD' },
];

const sumCents = (values: number[]) => values.reduce((n, v) => n + Math.round(v * 100), 0);

/** What hledger must end at: the printed closing balance, when the statement's own arithmetic reaches it. */
export function expectedEnd(account: Account): { opening: number; closing: number; printed: boolean } {
  const opening = account.openingBalance ?? 0;
  const reached = (Math.round(opening * 100) + sumCents(account.transactions.map((t) => t.amount))) / 100;
  const printed = account.closingBalance !== null && Math.round(account.closingBalance * 100) === Math.round(reached * 100);
  return { opening, closing: printed ? account.closingBalance! : reached, printed };
}

export type RoundTripPlan = {
  ofx: readonly OfxFormat[];
  qifDateFormats: readonly DateFormat[];
  /** Which statements hledger imports (it starts a process per file, so a long list is slow). */
  hledger: (statement: Statement) => boolean;
};

/** Every statement through every format in `plan`; files go to `out`. */
export async function roundTrips(statements: Map<string, Statement>, out: string, plan: RoundTripPlan): Promise<Map<string, string[]>> {
  const differences = new Map<string, string[]>();
  const ofxFiles: Array<{ name: string; format: string; file: string }> = [];
  for (const [name, statement] of statements) {
    const base = path.join(out, name.replace(/[^\w.-]+/g, '_'));
    for (const format of plan.ofx) {
      const file = `${base}.${format}`;
      const body = format === 'ofx-2' ? toOfx(statement, { version: '211' }) : (await exportFile(statement, format)).body;
      fs.writeFileSync(file, body);
      ofxFiles.push({ name, format, file });
    }
    for (const dateFormat of plan.qifDateFormats) {
      const qif = (await exportFile(statement, 'qif', { dateFormat })).body.toString('utf8');
      differences.set(`${name} qif ${dateFormat}`, qifDifferences(statement, readQif(qif, dateFormat)));
    }
    if (!plan.hledger(statement)) continue;
    for (const { format, layout, dateFormat } of CSV_FORMATS) {
      const diffs = statement.accounts.flatMap((account, i) => {
        const file = `${base}-${i + 1}.${format}.csv`;
        fs.writeFileSync(file, toLedgerCsv(account, layout, { dateFormat }));
        const { opening, closing } = expectedEnd(account);
        const result = hledgerBalance(out, file, layout, dateFormat, opening, closing);
        if ('error' in result) return [`account ${i + 1}: ${result.error}`];
        return Math.round(result.balance * 100) === Math.round(closing * 100) ? [] : [`account ${i + 1}: hledger ends at ${result.balance}, expected ${closing}`];
      });
      differences.set(`${name} ${format}`, diffs);
    }
  }
  const readings = ofxFiles.length ? readOfxFiles(ofxFiles.map((f) => f.file)) : {};
  for (const { name, format, file } of ofxFiles) differences.set(`${name} ${format}`, ofxDifferences(statements.get(name)!, readings[file]));
  return differences;
}

/** "<statement> <format>: <first differences>" for every round trip of the given formats that was not exact. */
export const inexact = (differences: Map<string, string[]>, isFormat: (key: string) => boolean): string[] =>
  [...differences].filter(([key, d]) => isFormat(key) && d.length).map(([key, d]) => `${key}: ${d.slice(0, 3).join('; ')}`);
