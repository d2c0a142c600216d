import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { exportStatement } from '@bankxl/export';
import type { Statement } from '@bankxl/statement';
import { rasteriseToImagePdf, type ScanLook } from '@bankxl/statement/fixtures';
import type { LaneReport } from './ocr-lane.js';
import { statementVerdict } from './score.js';
import { sharedCorpusRoot } from './shared-corpus.js';
import { PRODUCT_MALLOC_ENV } from '@bankxl/local/processes';

// OCR accuracy, speed and memory (issue 11), for `make bench-ocr` (ocr.ts) and `make bench` (run.ts): the
// text PDFs of ../shared/corpus/dev rasterised at 200 dpi into image-only PDFs, and the scans of
// ../shared/corpus/real/ocr, each converted by the conversion service's OCR lane in a process of its own
// (ocr-lane.ts: the service's pool, worker and OCR settings) and scored by the corpus's own score.mjs.
// Scans and predictions go to bench-out/ocr (never into the repository).

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../../../..');
const outDir = path.join(repo, 'bench-out', 'ocr');
const corpusRoot = sharedCorpusRoot(repo);

type TruthRow = { date: string; description: string; amount: number };
type Truth = { accounts: { transactions: TruthRow[] }[] };
type Row = { name: string; truthRows: number; verdict: string; refusal: string | null; ocrPages: number; seconds: number; cpuSeconds: number; wronglyVerified: boolean; wrongAmounts: number; dateDescPairs: number };

const cents = (x: number) => Math.round(x * 100);
const fold = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * Amount errors on rows found otherwise: truth and predicted rows are paired on the same date and the same
 * description (letters and digits only), and counted where their amounts differ (either sign: a card's truth
 * may store charges either way). score.mjs matches on the amount, so its matches cannot show these.
 */
function amountErrors(truth: Truth, statement: Statement | null): { pairs: number; wrong: number } {
  const predicted = (statement?.accounts ?? []).flatMap((a) => a.transactions).map((t) => ({ ...t, used: false }));
  let pairs = 0;
  let wrong = 0;
  for (const t of truth.accounts.flatMap((a) => a.transactions)) {
    const p = predicted.find((r) => !r.used && (r.date === t.date || r.date.slice(5) === t.date.replace('/', '-')) && fold(r.description) === fold(t.description));
    if (!p) continue;
    p.used = true;
    pairs++;
    if (Math.abs(cents(p.amount)) !== Math.abs(cents(t.amount))) wrong++;
  }
  return { pairs, wrong };
}

/** Verified although its amounts are not the truth's (as multisets of absolute cents): the failure we must never have. */
function wronglyVerified(truth: Truth, statement: Statement): boolean {
  if (statementVerdict(statement) !== 'verified') return false;
  const key = (xs: number[]) => xs.map((x) => Math.abs(cents(x))).sort((a, b) => a - b).join(',');
  return key(truth.accounts.flatMap((a) => a.transactions.map((t) => t.amount))) !== key(statement.accounts.flatMap((a) => a.transactions.map((t) => t.amount)));
}

/**
 * The truth with the year filled in where it prints none (MM/DD, as typed from a scan whose statement shows
 * no year): score.mjs compares full dates, so such a row is compared on month and day alone, taking the year
 * of a predicted row with the same month and day.
 */
function withYears(truth: Truth, statement: Statement | null): Truth {
  const predicted = (statement?.accounts ?? []).flatMap((a) => a.transactions.map((t) => t.date));
  const fill = (date: string) => {
    const m = date.match(/^(\d{2})\/(\d{2})$/);
    if (!m) return date;
    return predicted.find((d) => d.slice(5) === `${m[1]}-${m[2]}`) ?? `0000-${m[1]}-${m[2]}`;
  };
  return { ...truth, accounts: truth.accounts.map((a) => ({ ...a, transactions: a.transactions.map((t) => ({ ...t, date: fill(t.date) })) })) };
}

type ScorerTotal = { nT: number; nP: number; matched: number; descExact: number; F1: number; P: number; R: number; perfect: number; files: number };

export type OcrCase = { name: string; file: () => Promise<string>; truth: Truth };

/** What one folder came to: score.mjs's totals and our own counts, as printed. */
export type OcrFolderResult = {
  label: string;
  /** score.mjs's totals: files scored, truth rows, perfect files. */
  statements: number;
  transactions: number;
  perfect: number;
  f1: number;
  wronglyVerified: number;
  amountsExact: number | null;
  pages: number;
  wallPerPage: number | null;
  cpuPerPage: number | null;
  lane: Omit<LaneReport, 'files'>;
};

/** Runs the product's OCR lane (ocr-lane.js) in a process of its own over these files; its report. */
function runLane(label: string, files: { name: string; file: string }[]): LaneReport {
  const casesFile = path.join(outDir, `lane-${label}.cases.json`);
  const resultsFile = path.join(outDir, `lane-${label}.results.json`);
  fs.writeFileSync(casesFile, JSON.stringify(files));
  fs.rmSync(resultsFile, { force: true });
  // glibc's allocator set as the product's processes run (PRODUCT_MALLOC_ENV); the caller's env may override it.
  const env = { ...PRODUCT_MALLOC_ENV, ...process.env };
  const run = spawnSync(process.execPath, [path.join(here, 'ocr-lane.js'), casesFile, resultsFile], { stdio: ['ignore', 'inherit', 'inherit'], env });
  if (run.status !== 0 || !fs.existsSync(resultsFile)) throw new Error(`the OCR lane process failed (exit ${run.status})`);
  return JSON.parse(fs.readFileSync(resultsFile, 'utf8')) as LaneReport;
}

/** Converts the cases with OCR in the product's OCR lane and scores them; prints a line per file and the totals. */
export async function runFolder(label: string, cases: OcrCase[]): Promise<OcrFolderResult> {
  const predDir = path.join(outDir, `pred-${label}`);
  const truthDir = path.join(outDir, `truth-${label}`);
  for (const d of [predDir, truthDir]) {
    fs.rmSync(d, { recursive: true, force: true });
    fs.mkdirSync(d, { recursive: true });
  }
  const files: { name: string; file: string }[] = [];
  for (const c of cases) files.push({ name: c.name, file: await c.file() });
  const lane = runLane(label, files);
  const rows: Row[] = [];
  for (const c of cases) {
    const result = lane.files.find((f) => f.name === c.name);
    const statement = result?.ok && result.statement ? (JSON.parse(result.statement) as Statement) : null;
    const refusal = !result ? 'not run' : result.ok ? null : (result.code ?? 'crash');
    if (statement) fs.writeFileSync(path.join(predDir, `${c.name}.json`), await exportStatement(statement, 'json', { fileName: `${c.name}.pdf` }));
    // score.mjs scores every truth file in its folder: the subset's truth files go to a folder of their own.
    fs.writeFileSync(path.join(truthDir, `${c.name}.truth.json`), JSON.stringify(withYears(c.truth, statement)));
    const amounts = amountErrors(c.truth, statement);
    const row: Row = {
      name: c.name,
      truthRows: c.truth.accounts.reduce((n, a) => n + a.transactions.length, 0),
      verdict: statement ? statementVerdict(statement) : '-',
      refusal,
      ocrPages: result?.ocrPages ?? 0,
      seconds: result?.wallSeconds ?? 0,
      cpuSeconds: result?.cpuSeconds ?? 0,
      wronglyVerified: statement ? wronglyVerified(c.truth, statement) : false,
      wrongAmounts: amounts.wrong,
      dateDescPairs: amounts.pairs,
    };
    rows.push(row);
    console.log(
      `  ${c.name.padEnd(44)} ${String(row.truthRows).padStart(4)} rows  ${(refusal ?? row.verdict).padEnd(14)} ocr pages ${row.ocrPages}  ${row.seconds.toFixed(1)} s wall, ${row.cpuSeconds.toFixed(1)} s CPU` +
        `${row.wrongAmounts ? `  wrong amounts ${row.wrongAmounts}` : ''}${row.wronglyVerified ? '  WRONGLY VERIFIED' : ''}`,
    );
  }
  const jsonOut = path.join(outDir, `score-${label}.json`);
  const run = spawnSync(process.execPath, [path.join(corpusRoot, 'score.mjs'), '--truth', truthDir, '--pred', predDir, '--json', jsonOut], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`score.mjs failed: ${run.stderr}`);
  const total = (JSON.parse(fs.readFileSync(jsonOut, 'utf8')) as { total: ScorerTotal }).total;
  const pages = rows.reduce((n, r) => n + r.ocrPages, 0);
  const seconds = rows.reduce((n, r) => n + r.seconds, 0);
  const cpu = rows.reduce((n, r) => n + r.cpuSeconds, 0);
  const pairs = rows.reduce((n, r) => n + r.dateDescPairs, 0);
  const wrong = rows.reduce((n, r) => n + r.wrongAmounts, 0);
  const result: OcrFolderResult = {
    label,
    statements: total.files,
    transactions: total.nT,
    perfect: total.perfect,
    f1: total.F1,
    wronglyVerified: rows.filter((r) => r.wronglyVerified).length,
    amountsExact: pairs ? (pairs - wrong) / pairs : null,
    pages,
    wallPerPage: pages ? seconds / pages : null,
    cpuPerPage: pages ? cpu / pages : null,
    lane: { languages: lane.languages, idleRssMb: lane.idleRssMb, endRssMb: lane.endRssMb, peakRssMb: lane.peakRssMb },
  };
  console.log(
    `${label}: F1 ${total.F1.toFixed(4)} (P ${(total.P * 100).toFixed(1)}%, R ${(total.R * 100).toFixed(1)}%; ${total.matched} matched of ${total.nT} truth rows, ${total.nP} found), ` +
      `perfect ${total.perfect}/${total.files}; amounts exact on ${result.amountsExact !== null ? (result.amountsExact * 100).toFixed(1) : 'n/a'}% of ${pairs} rows paired on date and description; ` +
      `wrongly verified ${result.wronglyVerified}; verified ${rows.filter((r) => r.verdict === 'verified').length}/${rows.length}`,
  );
  console.log(
    `${label}: ${pages} OCR pages; per OCR page (whole conversion: OCR, parse, workbook) ${result.cpuPerPage?.toFixed(2) ?? 'n/a'} s CPU (all threads of the lane process), ` +
      `${result.wallPerPage?.toFixed(2) ?? 'n/a'} s wall; OCR worker peak RSS ${lane.peakRssMb} MB (VmHWM of the lane process: one OCR worker with its tesseract thread; ` +
      `${lane.idleRssMb} MB with the worker idle, ${lane.endRssMb} MB at the end), languages ${lane.languages.join(',')}; load ${os.loadavg()[0].toFixed(1)}`,
  );
  return result;
}

const readTruth = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Truth;

/**
 * Scan looks to try the OCR on beyond the targets' plain 200 dpi (`--look NAME`), as scans users bring: the
 * targets are measured on `plain`, the others show how far the reading holds up.
 */
export const SCAN_LOOKS: Record<string, ScanLook> = {
  plain: { dpi: 200 },
  // An office scanner's saved JPEG at its low setting: 150 dpi, tilted, dust, soft focus.
  office: { dpi: 150, angle: 1.2, specks: 40, blur: 0.7, jpegQuality: 55, seed: 7 },
  // The same paper fed the wrong way round, or laid on the glass sideways.
  'upside-down': { dpi: 200, angle: 180 },
  sideways: { dpi: 200, sideways: true },
  // A phone photo saved as PDF: lit from one side, soft, JPEG.
  phone: { dpi: 200, angle: 0.8, shade: 0.55, blur: 0.6, jpegQuality: 70, seed: 5 },
  // A fine scan with a stronger tilt.
  'fine-tilted': { dpi: 300, angle: -2.5, specks: 10, seed: 3 },
  // The OCR worker's memory (issue 27): colour scans at 300 dpi, as a scanner's colour setting saves them
  // (A4 or Letter as the statement is), a poorer one, and one finer than the pages are read at.
  colour: { dpi: 300, paper: '#f4e9cf', jpegQuality: 90 },
  'colour-png': { dpi: 300, paper: '#f4e9cf' },
  poor: { dpi: 300, paper: '#efe6d8', angle: 1.4, specks: 60, blur: 0.8, jpegQuality: 45, seed: 11 },
  // The finest scans the OCR lane reads (MAX_IMAGE_PIXELS: A4 at 400 dpi is 15.5 megapixels): its worst case.
  'colour-400': { dpi: 400, paper: '#f4e9cf', jpegQuality: 90 },
  'colour-400-png': { dpi: 400, paper: '#f4e9cf' },
  // At the limit itself: an A4 page at 406 dpi is 15.94 megapixels (PNG with its alpha channel: the costliest to decode).
  'colour-limit-png': { dpi: 406, paper: '#f4e9cf' },
  // Finer than it reads: each page is refused (scan_too_large), without decoding its image.
  'colour-600': { dpi: 600, paper: '#f4e9cf', jpegQuality: 90 },
};

/** The text PDFs of ../shared/corpus/dev (the first `limit`), each rasterised with `look` into an image-only PDF. */
export function devCases(limit = Infinity, lookName = 'plain', names?: string[]): OcrCase[] {
  const look = SCAN_LOOKS[lookName];
  if (!look) throw new Error(`no scan look "${lookName}": one of ${Object.keys(SCAN_LOOKS).join(', ')}`);
  fs.mkdirSync(outDir, { recursive: true });
  const dir = path.join(corpusRoot, 'dev');
  const scans = path.join(outDir, lookName === 'plain' ? 'scans-dev' : `scans-dev-${lookName}`);
  fs.mkdirSync(scans, { recursive: true });
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.truth.json') && (!names || names.includes(f.slice(0, -'.truth.json'.length))))
    .sort()
    .slice(0, limit)
    .map((f) => {
      const name = f.slice(0, -'.truth.json'.length);
      return {
        name,
        truth: readTruth(path.join(dir, f)),
        file: async () => {
          const scan = await rasteriseToImagePdf(new Uint8Array(fs.readFileSync(path.join(dir, `${name}.pdf`))), look);
          const file = path.join(scans, `${name}.pdf`);
          fs.writeFileSync(file, scan);
          return file;
        },
      };
    });
}

/** The scans of ../shared/corpus/real/ocr. */
export function realOcrCases(): OcrCase[] {
  const dir = path.join(corpusRoot, 'real', 'ocr');
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.truth.json'))
    .sort()
    .map((f) => {
      const name = f.slice(0, -'.truth.json'.length);
      return { name, truth: readTruth(path.join(dir, f)), file: async () => path.join(dir, `${name}.pdf`) };
    });
}


/**
 * What one scanned page adds to a text-layer statement (the target: no more than that page's own OCR time).
 * A multi-page statement of ../shared/corpus/dev is converted three ways in one OCR lane: as it is (text
 * layer on every page), with one page turned into a scan (`keepText` for the others), and that page alone as
 * a one-page scan. The page alone is converted first as well, so that the process's one-time start of the
 * OCR engine counts in neither measure.
 */
export async function runMixed(name = 'de_giro-1', scannedPage = 3): Promise<{ addedSeconds: number; pageAloneSeconds: number }> {
  fs.mkdirSync(outDir, { recursive: true });
  const source = new Uint8Array(fs.readFileSync(path.join(corpusRoot, 'dev', `${name}.pdf`)));
  const { PDFDocument } = await import('pdf-lib');
  const sourceDoc = await PDFDocument.load(source);
  const keepText = sourceDoc.getPageIndices().map((i) => i + 1).filter((n) => n !== scannedPage);
  const mixed = await rasteriseToImagePdf(source, { dpi: 200, keepText });
  const alone = await PDFDocument.create();
  const [page] = await alone.copyPages(await PDFDocument.load(mixed), [scannedPage - 1]);
  alone.addPage(page);
  const files = { text: path.join(outDir, `mixed-${name}-text.pdf`), mixed: path.join(outDir, `mixed-${name}.pdf`), alone: path.join(outDir, `mixed-${name}-page${scannedPage}.pdf`) };
  fs.writeFileSync(files.text, source);
  fs.writeFileSync(files.mixed, mixed);
  fs.writeFileSync(files.alone, await alone.save());
  // Each three times, taking the median: one conversion's CPU time varies by a tenth or so.
  const rounds = [1, 2, 3];
  const lane = runLane('mixed', [
    { name: 'warm-up', file: files.alone },
    ...rounds.flatMap((r) => [
      { name: `text-${r}`, file: files.text },
      { name: `mixed-${r}`, file: files.mixed },
      { name: `alone-${r}`, file: files.alone },
    ]),
  ]);
  const seconds = (n: string) => {
    const runs = rounds.map((r) => {
      const f = lane.files.find((x) => x.name === `${n}-${r}`);
      if (!f?.ok) throw new Error(`the ${n} conversion failed: ${f?.code ?? 'not run'}`);
      return f;
    });
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    return { wall: median(runs.map((f) => f.wallSeconds)), cpu: median(runs.map((f) => f.cpuSeconds)), ocrPages: runs[0].ocrPages };
  };
  const [text, withScan, pageAlone] = [seconds('text'), seconds('mixed'), seconds('alone')];
  if (withScan.ocrPages !== 1 || text.ocrPages !== 0) throw new Error(`expected 1 and 0 OCR pages, got ${withScan.ocrPages} and ${text.ocrPages}`);
  const addedSeconds = withScan.cpu - text.cpu;
  console.log(
    `mixed (median of ${rounds.length}): ${name} (${sourceDoc.getPageCount()} pages) with page ${scannedPage} scanned took ${withScan.cpu.toFixed(2)} s CPU against ${text.cpu.toFixed(2)} s with its text layer: ` +
      `the scanned page adds ${addedSeconds.toFixed(2)} s; that page alone, as a one-page scan, takes ${pageAlone.cpu.toFixed(2)} s (target: adds no more than that)`,
  );
  return { addedSeconds, pageAloneSeconds: pageAlone.cpu };
}
