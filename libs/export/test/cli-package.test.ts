// The bankxl package as a user gets it: `npm pack`, installed into an empty folder far from the monorepo, and
// run on a folder of statements (the engine's own fixtures) with a glob, several files, -o, and the exit codes.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';

const root = path.resolve(import.meta.dirname, '../../..');
const fixtures = path.join(root, 'libs/statement/test/fixtures');
/** A statement whose rows all follow its balances, and one whose printed balance breaks at a row. */
const VERIFIED = 'long-statement.pdflib';
const NOT_VERIFIED = 'inconsistent-balance.pdflib';
/** A 1×1 PNG image: a photo of a statement saved with a .pdf name. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');

type Truth = { verdict: string; accounts: { transactions: unknown[] }[] };
const truthRows = async (name: string) => ((JSON.parse(await readFile(path.join(fixtures, `${name}.truth.json`), 'utf8')) as Truth).accounts.reduce((n, a) => n + a.transactions.length, 0));

let work: string;
let tarball: string;
let home: string;
// Without the test runner's NODE_OPTIONS and npm's workspace settings: a user's shell has neither.
const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'NODE_OPTIONS' && !k.startsWith('npm_')));
const bankxl = (...args: string[]) => spawnSync(path.join(home, 'node_modules/.bin/bankxl'), args, { cwd: home, env, encoding: 'utf8', timeout: 120_000 });

/** A folder of statements in the install folder, copied from the fixtures under the names given. */
async function statements(folder: string, files: Record<string, string | Buffer>): Promise<string> {
  const dir = path.join(home, folder);
  await mkdir(dir, { recursive: true });
  for (const [name, source] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    if (typeof source === 'string') await copyFile(path.join(fixtures, `${source}.pdf`), path.join(dir, name));
    else await writeFile(path.join(dir, name), source);
  }
  return folder;
}

const xlsxRows = async (file: string) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  return workbook.getWorksheet('Transactions')!.rowCount - 1;
};

beforeAll(async () => {
  // As `make build` does, then the package from it.
  execFileSync('npx', ['tsc', '-b', 'libs/export'], { cwd: root, stdio: 'ignore' });
  execFileSync(process.execPath, [path.join(root, 'libs/export/scripts/bundle-cli.mjs')], { cwd: root, stdio: 'ignore' });
  work = await mkdtemp(path.join(os.tmpdir(), 'bankxl-package-'));
  tarball = execFileSync(process.execPath, [path.join(root, 'libs/export/scripts/pack-cli.mjs'), '--out', work], { cwd: root, encoding: 'utf8' }).trim();
  home = path.join(work, 'empty');
  await mkdir(home);
  // From the registry as a user would (npm's cache answers when it has the versions). --prefix: into this
  // folder, not the first folder above it with a package.json or node_modules, as npm would pick.
  execFileSync('npm', ['install', '--prefix', home, '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', tarball], { cwd: home, env, stdio: 'ignore', timeout: 180_000 });
}, 300_000);
afterAll(() => rm(work, { recursive: true, force: true }));

describe('the bankxl package', () => {
  test('when packed, then it holds the bin, the bundle and notices only, with its name, bin, engines, licence and dependencies', async () => {
    const listing = execFileSync('tar', ['tzf', tarball], { encoding: 'utf8' }).trim().split('\n').sort();
    expect(listing).toEqual(['package/README.md', 'package/THIRD-PARTY-NOTICES.txt', 'package/bin/bankxl.mjs', 'package/dist/bankxl-cli.cjs', 'package/dist/bankxl-cli.cjs.pages.v8cache', 'package/dist/bankxl-cli.cjs.v8cache', 'package/package.json']);
    const manifest = JSON.parse(await readFile(path.join(home, 'node_modules/bankxl/package.json'), 'utf8'));
    expect(manifest).toMatchObject({ name: 'bankxl', bin: { bankxl: 'bin/bankxl.mjs' }, engines: { node: '>=20.19' }, license: 'UNLICENSED' });
    // The engine's run-time packages at the versions the monorepo tests, and no workspace package.
    const engine = JSON.parse(await readFile(path.join(root, 'libs/statement/package.json'), 'utf8'));
    expect(manifest.dependencies).toEqual(engine.dependencies);
    expect(Object.keys(manifest.dependencies)).toContain('pdfjs-dist');
    // pdf.js is inside the bundle: its Apache-2.0 text goes with it.
    expect(await readFile(path.join(home, 'node_modules/bankxl/THIRD-PARTY-NOTICES.txt'), 'utf8')).toMatch(/pdfjs-dist [\d.]+ \(Apache-2\.0\)\n\n\s*Apache License/);
  });

  test('when run, then the bundle starts from the V8 code cache the build trained (with Node\'s flags of the bin)', () => {
    const result = spawnSync(path.join(home, 'node_modules/.bin/bankxl'), ['--help'], { cwd: home, env: { ...env, BANKXL_DEBUG_CODE_CACHE: '1' }, encoding: 'utf8' });
    expect(result.status).toBe(0);
    expect(result.stderr).toBe('code cache used\n');
    expect(result.stdout).toMatch(/^Usage: bankxl /);
  });

  test('when given a glob of verified statements and -o, then each workbook is written there, the table lists them and it exits 0', async () => {
    await statements('verified', { 'january.pdf': VERIFIED, 'february.pdf': VERIFIED, 'notes.txt': Buffer.from('not a statement') });
    const result = bankxl('verified/*.pdf', '-o', 'converted');
    const rows = await truthRows(VERIFIED);
    // The table alone (no warning of Node's or a dependency's).
    expect(result.stderr).toBe(
      ['File                   Pages  Rows  Verdict', `verified/february.pdf     13   ${rows}  verified`, `verified/january.pdf      13   ${rows}  verified`, '2 files: 2 verified', ''].join('\n'),
    );
    expect(result.status).toBe(0);
    expect(result.stdout).toBe(`${path.join('converted', 'february.xlsx')}\n${path.join('converted', 'january.xlsx')}\n`);
    expect(await xlsxRows(path.join(home, 'converted/january.xlsx'))).toBe(rows);
    expect((await readdir(path.join(home, 'converted'))).sort()).toEqual(['february.xlsx', 'january.xlsx']);
  });

  test('when given several files, one not verified, then both are converted, the table says which and it exits 1', async () => {
    await statements('mixed', { 'good.pdf': VERIFIED, 'broken.pdf': NOT_VERIFIED });
    const result = bankxl('mixed/good.pdf', 'mixed/broken.pdf', '--format', 'csv');
    expect(result.status).toBe(1);
    const lines = result.stderr.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^File\s+Pages\s+Rows\s+Verdict$/);
    expect(lines[1]).toMatch(new RegExp(`^mixed/good\\.pdf\\s+13\\s+${await truthRows(VERIFIED)}  verified$`));
    expect(lines[2]).toMatch(new RegExp(`^mixed/broken\\.pdf\\s+1\\s+${await truthRows(NOT_VERIFIED)}  not verified \\(first break: row \\d+ .*\\)$`));
    expect(lines[3]).toBe('2 files: 1 verified, 1 not verified');
    expect(existsSync(path.join(home, 'mixed/good.csv')) && existsSync(path.join(home, 'mixed/broken.csv'))).toBe(true);
  });

  test('when a folder holds a PNG renamed .pdf, then it is refused with the reason, the others are converted and it exits 2', async () => {
    await statements('folder', { 'a.pdf': VERIFIED, 'photo.pdf': PNG, 'b.pdf': NOT_VERIFIED });
    const result = bankxl('folder', '-o', 'folder-out');
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/\nfolder\/photo\.pdf\s+-\s+-\s+refused: This file is not a PDF\.\n/);
    expect(result.stderr).toContain('3 files: 1 verified, 1 not verified, 1 refused');
    expect((await readdir(path.join(home, 'folder-out'))).sort()).toEqual(['a.xlsx', 'b.xlsx']);
  });

  test('when run on a terminal, then a line per file shows its progress; npx runs the same command', async () => {
    await statements('tty', { 'one.pdf': VERIFIED, 'two.pdf': NOT_VERIFIED });
    // script(1) gives the command a terminal, as a person's shell would.
    const onTerminal = spawnSync('script', ['-qec', 'npx --no-install bankxl tty/one.pdf tty/two.pdf', '/dev/null'], { cwd: home, env, encoding: 'utf8', timeout: 120_000 });
    expect(onTerminal.status).toBe(1);
    const screen = onTerminal.stdout.replace(/\r/g, '');
    expect(screen).toContain(`[1/2] tty/one.pdf: 13 pages, ${await truthRows(VERIFIED)} rows, verified\n`);
    expect(screen).toMatch(/\[2\/2\] tty\/two\.pdf: 1 page, \d+ rows, not verified \(first break/);
    // Without a terminal (a script's pipe) there is the table only.
    expect(bankxl('tty/one.pdf').stderr).not.toContain('[1/1]');
  });

  test('when the command line is wrong, then it says why, exits 2 and writes nothing', async () => {
    await statements('clash', { 'x/statement.pdf': VERIFIED, 'y/statement.pdf': VERIFIED });
    const clash = bankxl('clash/**/*.pdf', '-o', 'clash-out');
    expect(clash.status).toBe(2);
    expect(clash.stderr).toMatch(/^clash\/x\/statement\.pdf and clash\/y\/statement\.pdf would both be written to clash-out\/statement\.xlsx/);
    expect(existsSync(path.join(home, 'clash-out'))).toBe(false);
    const nothing = bankxl('nowhere/*.pdf');
    expect(nothing.status).toBe(2);
    expect(nothing.stderr).toMatch(/^No file matches nowhere\/\*\.pdf\.\n\nUsage: bankxl /);
  });
});
