// The CLI's container image (deploy/docker/local/Dockerfile.cli, built by deploy/docker/build-images.sh) as a
// user runs it: a folder of statements mounted at /data, converted without a network, the exit code and the
// summary table bankxl's own. Off unless TEST_CLI_IMAGE=1 (needs a running engine and the image: .ci/containers.sh).
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const enabled = process.env.TEST_CLI_IMAGE === '1';
const maybe = enabled ? describe : describe.skip;
const IMAGE = 'local/bankxl-cli:ci';
const fixtures = path.resolve(import.meta.dirname, '../../statement/test/fixtures');
// Debian's client, the engine's own pair (.ci/containers.sh).
const DOCKER = process.env.DOCKER ?? '/usr/bin/docker';

let dir: string;
const bankxl = (...args: string[]) =>
  spawnSync(DOCKER, ['run', '--rm', '--network', 'none', '-u', `${process.getuid!()}:${process.getgid!()}`, '-v', `${dir}:/data`, IMAGE, ...args], { encoding: 'utf8', timeout: 120_000 });

beforeAll(async () => {
  if (!enabled) return;
  dir = await mkdtemp(path.join(os.tmpdir(), 'bankxl-cli-image-'));
  await mkdir(path.join(dir, 'in'));
  await copyFile(path.join(fixtures, 'long-statement.pdflib.pdf'), path.join(dir, 'in/long.pdf'));
  await copyFile(path.join(fixtures, 'inconsistent-balance.pdflib.pdf'), path.join(dir, 'in/broken.pdf'));
  await writeFile(path.join(dir, 'in/notes.pdf'), 'Not a PDF at all.');
  await mkdir(path.join(dir, 'scans'));
  await copyFile(path.join(fixtures, 'refusal-scanned.pdf'), path.join(dir, 'scans/scan.pdf'));
});
afterAll(() => (enabled ? rm(dir, { recursive: true, force: true }) : undefined));

maybe('the bankxl CLI image', () => {
  test('when given a statement, then it writes the workbook beside it and exits 0', async () => {
    const result = bankxl('in/long.pdf');
    expect(result.stderr).toMatch(/^File\s+Pages\s+Rows\s+Verdict\nin\/long\.pdf\s+13\s+300 {2}verified\n1 file: 1 verified\n$/);
    expect(result.status).toBe(0);
    expect(result.stdout).toBe('in/long.xlsx\n');
    // A real workbook: a zip whose first entry is the OOXML content types.
    expect((await readFile(path.join(dir, 'in/long.xlsx'))).subarray(0, 2).toString('latin1')).toBe('PK');
  });

  test('when given a folder with a refused file and -o, then the others are converted there and it exits 2', async () => {
    const result = bankxl('in', '-o', 'out', '--format', 'csv');
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/\nin\/notes\.pdf +- +- {2}refused: This file is not a PDF\.\n/);
    expect(result.stderr).toContain('3 files: 1 verified, 1 not verified, 1 refused');
    expect((await readdir(path.join(dir, 'out'))).sort()).toEqual(['broken.csv', 'long.csv']);
  });

  test('when given a scan, then its page is read by OCR in the image (canvas and tesseract work there)', async () => {
    const result = bankxl('scans/scan.pdf', '--format', 'json', '-o', 'scans/scan.json');
    expect(result.stderr).toContain('Reading 1 page(s) of scans/scan.pdf without a usable text layer by OCR...');
    expect(result.status).toBeLessThan(2);
    const statement = JSON.parse(await readFile(path.join(dir, 'scans/scan.json'), 'utf8'));
    expect(statement.ocrPages).toEqual([1]);
    expect(statement.accounts[0].transactions.length).toBeGreaterThan(5);
  });

  test('when inspected, then it is the CLI alone: no npm, no services, smaller than the product image', () => {
    const size = Number(execFileSync(DOCKER, ['image', 'inspect', '-f', '{{.Size}}', IMAGE], { encoding: 'utf8' }).trim());
    const files = inImage('ls /opt/bankxl/node_modules; command -v npm || echo no-npm');
    expect(files).toContain('bankxl');
    expect(files).toContain('no-npm');
    expect(files).not.toMatch(/@bankxl|express|pg\b/);
    const product = spawnSync(DOCKER, ['image', 'inspect', '-f', '{{.Size}}', 'local/bankxl:ci'], { encoding: 'utf8' });
    if (product.status === 0) expect(size).toBeLessThan(Number(product.stdout.trim()));
    console.log(`${IMAGE}: ${(size / 1024 / 1024).toFixed(0)} MB`);
  });
});

/** What a shell in the image prints for `script`. */
function inImage(script: string): string {
  return execFileSync(DOCKER, ['run', '--rm', '--network', 'none', '--entrypoint', 'sh', IMAGE, '-c', script], { encoding: 'utf8' });
}
