// The convert CLI as a user runs it: a real process on the built output, a real PDF made on the fly.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { rasteriseToImagePdf } from '@bankxl/statement/fixtures';
import { readMt940 } from './bank-statement-readers.js';

const root = path.resolve(import.meta.dirname, '../../..');
const cli = path.join(root, 'libs/export/dist/src/cli.js');
const run = (...args: string[]) => spawnSync(process.execPath, [cli, ...args], { cwd: root, encoding: 'utf8' });

/** A one-page statement PDF with a text layer: a header row, an opening balance (unless left out) and three transactions. */
async function aStatementPdf({ openingRow = true } = {}): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  const text = (s: string, x: number, top: number) => page.drawText(s, { x, y: 842 - top, size: 9, font });
  // Amount columns are right-aligned at column x + 40, as banks print them.
  const right = (s: string, x: number, top: number) => text(s, x + 40 - font.widthOfTextAtSize(s, 9), top);
  text('Example Bank plc', 40, 40);
  text('Account number 12345678', 40, 60);
  text('Statement period 01/01/2024 to 31/01/2024', 40, 75);
  const columns = [40, 110, 330, 410, 490];
  ['Date', 'Description', 'Paid out', 'Paid in', 'Balance'].forEach((h, i) => text(h, columns[i], 120));
  const rows = [
    ...(openingRow ? [['01/01/2024', 'Opening balance', '', '', '1,000.00']] : []),
    ['02/01/2024', '=HYPERLINK("x") TESCO', '12.34', '', '987.66'],
    ['05/01/2024', 'SALARY ACME LTD', '', '500.00', '1,487.66'],
    ['09/01/2024', 'RENT', '700.00', '', '787.66'],
  ];
  rows.forEach((row, j) => row.forEach((cell, i) => cell && (i >= 2 ? right : text)(cell, columns[i], 140 + j * 15)));
  return doc.save();
}

let dir: string;
let pdf: string;
/** The CLI run from its modules, not its bundle: what the bundle must agree with. */
const runModules = (...args: string[]) =>
  spawnSync(process.execPath, ['--input-type=module', '-e', `const { runCli } = await import(${JSON.stringify(path.join(root, 'libs/export/dist/src/cli/program.js'))}); process.exitCode = await runCli(process.argv.slice(1));`, ...args], { cwd: root, encoding: 'utf8', timeout: 120_000 });
/** Which program cli.js would run: its bundle, or its modules (when the bundle is missing or stale). */
const whichProgram = () =>
  execFileSync(process.execPath, ['--input-type=module', '-e', `const { loadBundledCli } = await import(${JSON.stringify(path.join(root, 'libs/export/dist/src/cli/bundled.js'))}); console.log(loadBundledCli() ? 'bundle' : 'modules');`], { cwd: root, encoding: 'utf8' }).trim();

beforeAll(async () => {
  execFileSync('npx', ['tsc', '-b', 'libs/export'], { cwd: root, stdio: 'ignore' });
  // As `make build` does: the tests below run the CLI a user gets, its bundle (src/cli/bundled.ts).
  execFileSync(process.execPath, [path.join(root, 'libs/export/scripts/bundle-cli.mjs')], { cwd: root, stdio: 'ignore' });
  dir = await mkdtemp(path.join(os.tmpdir(), 'bankxl-cli-'));
  pdf = path.join(dir, 'january.pdf');
  await writeFile(pdf, await aStatementPdf());
}, 120_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('convert CLI', () => {
  test('when given a statement PDF, then it writes the workbook next to it, prints its path and the summary table', async () => {
    const result = run(pdf);
    // Nothing else: no warning of Node's (a bundled dependency's deprecated call printed one on every run).
    const file = path.join(dir, 'january.pdf');
    expect(result.stderr).toBe(`${'File'.padEnd(file.length)}  Pages  Rows  Verdict\n${file}      1     3  verified\n1 file: 1 verified\n`);
    expect(result.status).toBe(0);
    expect(result.stdout).toBe(`${path.join(dir, 'january.xlsx')}\n`);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(path.join(dir, 'january.xlsx'));
    const sheet = workbook.getWorksheet('Transactions')!;
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(2).getCell(1).value).toEqual(new Date(Date.UTC(2024, 0, 2)));
    expect(sheet.getRow(2).getCell(2).value).toBe('=HYPERLINK("x") TESCO');
    expect(sheet.getRow(2).getCell(2).type).toBe(ExcelJS.ValueType.String);
    const summary: Record<string, unknown> = {};
    workbook.getWorksheet('Summary')!.eachRow((row) => (summary[String(row.getCell(1).value)] ??= row.getCell(2).value));
    expect(summary).toMatchObject({ Bank: 'Example Bank plc', File: 'january.pdf', 'Account number': '12345678' });
  });

  test('when the opening balance is not printed, then the summary says so, not that there are no balances, and exits 1', async () => {
    const file = path.join(dir, 'no-opening.pdf');
    await writeFile(file, await aStatementPdf({ openingRow: false }));
    const result = run(file);
    expect(result.stderr).toContain(`${file}      1     3  cannot verify (the opening balance is not printed, so the first row cannot be checked)\n`);
    expect(result.stderr).not.toContain('no balances');
    expect(result.status).toBe(1);
  });

  test('when BANKXL_CLI_TIMINGS=1, then each file\'s stages are stamped on stderr in order, before the summary table', async () => {
    const result = spawnSync(process.execPath, [cli, pdf, '--out', path.join(dir, 'timed.xlsx')], { cwd: root, encoding: 'utf8', env: { ...process.env, BANKXL_CLI_TIMINGS: '1' } });
    expect(result.status).toBe(0);
    const lines = result.stderr.split('\n');
    const start = lines.indexOf(`timings of ${pdf} (ms since the process started):`);
    expect(start).toBeGreaterThanOrEqual(0);
    const stamps = lines.slice(start + 1, start + 7).map((line) => /^\s*(\d+) \(\+(\d+)\) (.+)$/.exec(line));
    expect(stamps.map((m) => m?.[3])).toEqual(['file started', 'first page read', 'all 1 pages read', 'engine done (rows, balances, verdict)', 'payees, categories and the xlsx written in memory', 'file written']);
    const at = stamps.map((m) => Number(m![1]));
    expect(at).toEqual([...at].sort((a, b) => a - b));
    // The summary table still ends the run.
    expect(result.stderr).toMatch(/1 file: 1 verified\n$/);
  });

  test('when asked for csv with --out, then the CSV goes there', async () => {
    const out = path.join(dir, 'out.csv');
    const result = run(pdf, '--format', 'csv', '--out', out);
    expect(result.status).toBe(0);
    expect(result.stdout).toBe(`${out}\n`);
    const csv = (await readFile(out)).toString('utf8');
    expect(csv.startsWith('\uFEFFAccount,Date,Description,Payee,Category,Debit,Credit,Amount,Balance,Page\r\n')).toBe(true);
    expect(csv).toContain('12345678,2024-01-02,"\'=HYPERLINK(""x"") TESCO","\'=HYPERLINK(""x"") Tesco",Uncategorised,12.34,,-12.34,987.66,1\r\n');
    expect(csv).toContain(',SALARY ACME LTD,Acme,Salary & payroll,');
  });

  test('when asked for json without --out, then the Statement goes to stdout', () => {
    const result = run(pdf, '--format', 'json');
    expect(result.status).toBe(0);
    const statement = JSON.parse(result.stdout);
    expect(statement).toMatchObject({ pages: 1, bank: 'Example Bank plc' });
    expect(statement.accounts[0].transactions.map((t: { amount: number }) => t.amount)).toEqual([-12.34, 500, -700]);
  });

  test('when asked for ofx, then the OFX file is written next to the PDF with a FITID per transaction', async () => {
    const result = run(pdf, '--format', 'ofx');
    expect(result.status).toBe(0);
    expect(result.stdout).toBe(`${path.join(dir, 'january.ofx')}\n`);
    const ofx = (await readFile(path.join(dir, 'january.ofx'))).toString('utf8');
    expect(ofx.startsWith('OFXHEADER:100\r\n')).toBe(true);
    expect(ofx.match(/<FITID>/g)).toHaveLength(3);
    expect(ofx).toContain('<ACCTID>12345678\r\n');
    expect(ofx).toContain('<TRNAMT>500.00\r\n');
  });

  test('when asked for qbo with a bank id, then INTU.BID carries it', async () => {
    const out = path.join(dir, 'web-connect.qbo');
    expect(run(pdf, '--format', 'qbo', '--bank-id', '10898', '--out', out).status).toBe(0);
    expect((await readFile(out)).toString('utf8')).toContain('<INTU.BID>10898\r\n');
  });

  test('when asked for qif with day-first dates, then the dates are written day first', async () => {
    const out = path.join(dir, 'january.qif');
    expect(run(pdf, '--format', 'qif', '--date-format', 'DD/MM/YYYY', '--out', out).status).toBe(0);
    expect((await readFile(out)).toString('utf8')).toBe(
      '!Type:Bank\r\nD02/01/2024\r\nT-12.34\r\nP=HYPERLINK("x") Tesco\r\nM=HYPERLINK("x") TESCO\r\nLUncategorised\r\n^\r\n' +
        'D05/01/2024\r\nT500.00\r\nPAcme\r\nMSALARY ACME LTD\r\nLSalary & payroll\r\n^\r\n' +
        'D09/01/2024\r\nT-700.00\r\nPRent\r\nMRENT\r\nLRent & property\r\n^\r\n',
    );
  });

  test('when asked for mt940 and camt053, then the bank statement files are written next to the PDF and mt940js reads the balances', async () => {
    const mt940 = run(pdf, '--format', 'mt940');
    expect(mt940.status).toBe(0);
    expect(mt940.stdout).toBe(`${path.join(dir, 'january.sta')}\n`);
    const text = (await readFile(path.join(dir, 'january.sta'))).toString('ascii');
    const [read] = readMt940(text);
    expect([read.openingBalance, read.closingBalance, read.transactions.length]).toEqual([1000, 787.66, 3]);
    const camt = run(pdf, '--format', 'camt053');
    expect(camt.stdout).toBe(`${path.join(dir, 'january.xml')}\n`);
    expect((await readFile(path.join(dir, 'january.xml'))).toString('utf8')).toContain('<Cd>CLBD</Cd></CdOrPrtry></Tp><Amt Ccy=');
  });

  test('when asked for the Xero CSV, then the precoded statement columns are written', async () => {
    const result = run(pdf, '--format', 'xero-csv');
    expect(result.status).toBe(0);
    const csv = (await readFile(path.join(dir, 'january.csv'))).toString('utf8');
    expect(csv.split('\r\n').slice(0, 2)).toEqual(['*Date,*Amount,Payee,Description,Reference,Check Number,Account Code,Tax Type', `02/01/2024,-12.34,"'=HYPERLINK(""x"") Tesco","'=HYPERLINK(""x"") TESCO",,,,`]);
  });

  test('when the file is not a PDF, then it prints the refusal, exits 2 and writes nothing', async () => {
    const fake = path.join(dir, 'fake.pdf');
    await writeFile(fake, 'Just some text, not a PDF.');
    const result = run(fake);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/fake\.pdf\s+-\s+-\s+refused: This file is not a PDF\.\n1 file: 1 refused\n$/);
    expect(result.stdout).toBe('');
    expect(existsSync(path.join(dir, 'fake.xlsx'))).toBe(false);
  });

  test('when the PDF is a scan, then its page is read by OCR and the workbook written; with --no-ocr it is refused', async () => {
    // An image-only copy of the statement, as a scanner makes it: the page is rendered (pdf.js and its canvas) and read.
    const scan = path.join(dir, 'scan.pdf');
    await writeFile(scan, await rasteriseToImagePdf(await aStatementPdf(), { dpi: 300 }));
    const result = spawnSync(process.execPath, [cli, scan, '--out', path.join(dir, 'scan.xlsx')], { cwd: root, encoding: 'utf8', timeout: 120_000 });
    expect(result.stderr).toContain(`Reading 1 page(s) of ${scan} without a usable text layer by OCR...`);
    expect(result.stderr).toMatch(/scan\.pdf\s+1\s+3 {2}verified\n/);
    expect(result.status).toBe(0);
    expect(existsSync(path.join(dir, 'scan.xlsx'))).toBe(true);
    // The bundle leaves OCR (tesseract.js and its workers) outside: it reads the scan as the modules do.
    expect(run(scan, '--format', 'json').stdout).toBe(runModules(scan, '--format', 'json').stdout);

    const refused = run(scan, '--no-ocr', '--out', path.join(dir, 'refused.xlsx'));
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain('refused: This PDF is a scanned image with no text layer. Scanned statements are not supported yet.\n');
    expect(existsSync(path.join(dir, 'refused.xlsx'))).toBe(false);
  }, 150_000);

  test('when built, then the bundle runs and gives the same Statement and workbook rows as the modules', async () => {
    expect(whichProgram()).toBe('bundle');
    const bundled = run(pdf, '--format', 'json');
    const modules = runModules(pdf, '--format', 'json');
    expect(bundled.status).toBe(0);
    expect(JSON.parse(bundled.stdout).accounts[0].transactions).toHaveLength(3);
    expect(bundled.stdout).toBe(modules.stdout);
    expect(run(pdf, '--format', 'csv', '--out', path.join(dir, 'b.csv')).status).toBe(0);
    expect(runModules(pdf, '--format', 'csv', '--out', path.join(dir, 'm.csv')).status).toBe(0);
    expect(await readFile(path.join(dir, 'b.csv'), 'utf8')).toBe(await readFile(path.join(dir, 'm.csv'), 'utf8'));
  });

  test('when a module is rebuilt after the bundle (tsc -b alone), then the CLI runs the modules, not stale code', async () => {
    const module = path.join(root, 'libs/export/dist/src/formats.js');
    const { atime, mtime } = await stat(module);
    try {
      await utimes(module, atime, new Date(mtime.getTime() + 60_000));
      expect(whichProgram()).toBe('modules');
      const result = run(pdf, '--format', 'json');
      expect(result.status).toBe(0);
      expect(JSON.parse(result.stdout).accounts[0].transactions).toHaveLength(3);
    } finally {
      await utimes(module, atime, mtime);
    }
    expect(whichProgram()).toBe('bundle');
  });

  test('when the input file does not exist, then it exits 2 saying so', () => {
    const result = run(path.join(dir, 'missing.pdf'));
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/missing\.pdf\s+-\s+-\s+refused: cannot read it \(ENOENT\)\n/);
  });

  test('when two files would be written to one name, then it says so before converting either, exits 2 and writes nothing', async () => {
    const other = path.join(dir, 'other');
    await mkdir(other, { recursive: true });
    await writeFile(path.join(other, 'january.pdf'), await aStatementPdf());
    const out = path.join(dir, 'together');
    const result = run(pdf, path.join(other, 'january.pdf'), '-o', out);
    expect(result.status).toBe(2);
    expect(result.stderr.split('\n')[0]).toBe(`${pdf} and ${path.join(other, 'january.pdf')} would both be written to ${path.join(out, 'january.xlsx')}; convert them into different folders.`);
    expect(existsSync(out)).toBe(false);
  });

  test('when -o names a file and several PDFs are given, then it refuses before converting', async () => {
    const result = run(pdf, pdf.replace('january', 'fake'), '-o', path.join(dir, 'fake.pdf'));
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/^-o .*fake\.pdf is a file: with several PDFs, -o names a folder\./);
  });

  test.each([
    ['no file', []],
    ['a glob no file matches', ['no-such-folder/*.pdf']],
    ['a folder without PDFs', ['libs/export/src']],
    ['an unknown format', ['a.pdf', '--format', 'xml']],
    ['an unknown date format', ['a.pdf', '--format', 'qif', '--date-format', 'YY.MM.DD']],
    ['an unknown OFX version', ['a.pdf', '--format', 'ofx', '--ofx-version', '3']],
    ['an unknown option', ['a.pdf', '--bogus']],
    ['an output that would overwrite the input', ['statement.xlsx']],
  ])('when given %s, then it prints the usage and exits 2', (_what, args) => {
    const result = run(...args);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Usage: bankxl <statement.pdf | folder | glob>...');
  });

  test('when asked for --help, then it prints the usage and exits 0', () => {
    const result = run('--help');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Usage: bankxl <statement.pdf | folder | glob>...');
  });
});
