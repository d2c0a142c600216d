import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { exportStatement } from '@bankxl/export';
import { createTesseractEngine, parseStatement, StatementError, type OcrEngine, type Statement } from '@bankxl/statement';
import { rasteriseToImagePdf } from '@bankxl/statement/fixtures';
import { statementVerdict } from './score.js';
import { sharedCorpusRoot } from './shared-corpus.js';

// OCR accuracy, speed and memory (issue 11): the text PDFs of ../shared/corpus/dev rasterised at 200 dpi
// into image-only PDFs, and the scans of ../shared/corpus/real/ocr, each read with OCR and scored by the
// corpus's own score.mjs. Scans and predictions go to bench-out/ocr (never into the repository).
//   node libs/bench/dist/src/ocr.js [--limit N] [--only dev|real]

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../../../..');
const outDir = path.join(repo, 'bench-out', 'ocr');
const corpusRoot = sharedCorpusRoot(repo);

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const limit = Number(arg('limit') ?? Infinity);
const only = arg('only');

type TruthRow = { date: string; description: string; amount: number };
type Truth = { accounts: { transactions: TruthRow[] }[] };
type Row = { name: string; truthRows: number; verdict: string; refusal: string | null; ocrPages: number; seconds: number; wronglyVerified: boolean; wrongAmounts: number; dateDescPairs: number };

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

async function runFolder(label: string, cases: { name: string; bytes: () => Promise<Uint8Array>; truth: Truth }[], engine: OcrEngine): Promise<void> {
  const predDir = path.join(outDir, `pred-${label}`);
  const truthDir = path.join(outDir, `truth-${label}`);
  for (const d of [predDir, truthDir]) {
    fs.rmSync(d, { recursive: true, force: true });
    fs.mkdirSync(d, { recursive: true });
  }
  const rows: Row[] = [];
  for (const c of cases) {
    const bytes = await c.bytes();
    const t = performance.now();
    let statement: Statement | null = null;
    let refusal: string | null = null;
    try {
      statement = await parseStatement(bytes, { ocr: engine });
      fs.writeFileSync(path.join(predDir, `${c.name}.json`), await exportStatement(statement, 'json', { fileName: `${c.name}.pdf` }));
    } catch (err) {
      refusal = err instanceof StatementError ? err.code : `crash: ${(err as Error).message}`;
    }
    const seconds = (performance.now() - t) / 1000;
    // score.mjs scores every truth file in its folder: the subset's truth files go to a folder of their own.
    fs.writeFileSync(path.join(truthDir, `${c.name}.truth.json`), JSON.stringify(withYears(c.truth, statement)));
    const amounts = amountErrors(c.truth, statement);
    const row: Row = {
      name: c.name,
      truthRows: c.truth.accounts.reduce((n, a) => n + a.transactions.length, 0),
      verdict: statement ? statementVerdict(statement) : '-',
      refusal,
      ocrPages: statement?.ocrPages?.length ?? 0,
      seconds,
      wronglyVerified: statement ? wronglyVerified(c.truth, statement) : false,
      wrongAmounts: amounts.wrong,
      dateDescPairs: amounts.pairs,
    };
    rows.push(row);
    console.log(`  ${c.name.padEnd(44)} ${String(row.truthRows).padStart(4)} rows  ${(refusal ?? row.verdict).padEnd(14)} ocr pages ${row.ocrPages}  ${seconds.toFixed(1)} s${row.wrongAmounts ? `  wrong amounts ${row.wrongAmounts}` : ''}${row.wronglyVerified ? '  WRONGLY VERIFIED' : ''}`);
  }
  const jsonOut = path.join(outDir, `score-${label}.json`);
  const run = spawnSync(process.execPath, [path.join(corpusRoot, 'score.mjs'), '--truth', truthDir, '--pred', predDir, '--json', jsonOut], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`score.mjs failed: ${run.stderr}`);
  const total = (JSON.parse(fs.readFileSync(jsonOut, 'utf8')) as { total: ScorerTotal }).total;
  const pages = rows.reduce((n, r) => n + r.ocrPages, 0);
  const seconds = rows.reduce((n, r) => n + r.seconds, 0);
  const pairs = rows.reduce((n, r) => n + r.dateDescPairs, 0);
  const wrong = rows.reduce((n, r) => n + r.wrongAmounts, 0);
  console.log(
    `${label}: F1 ${total.F1.toFixed(4)} (P ${(total.P * 100).toFixed(1)}%, R ${(total.R * 100).toFixed(1)}%; ${total.matched} matched of ${total.nT} truth rows, ${total.nP} found), ` +
      `perfect ${total.perfect}/${total.files}; amounts exact on ${pairs ? (((pairs - wrong) / pairs) * 100).toFixed(1) : 'n/a'}% of ${pairs} rows paired on date and description; ` +
      `wrongly verified ${rows.filter((r) => r.wronglyVerified).length}; verified ${rows.filter((r) => r.verdict === 'verified').length}/${rows.length}; ` +
      `${pages} OCR pages, ${pages ? (seconds / pages).toFixed(2) : 'n/a'} s per OCR page (whole parse); peak RSS ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`,
  );
}

const readTruth = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Truth;

function dev() {
  const dir = path.join(corpusRoot, 'dev');
  const scans = path.join(outDir, 'scans-dev');
  fs.mkdirSync(scans, { recursive: true });
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.truth.json'))
    .sort()
    .slice(0, limit)
    .map((f) => {
      const name = f.slice(0, -'.truth.json'.length);
      return {
        name,
        truth: readTruth(path.join(dir, f)),
        bytes: async () => {
          const scan = await rasteriseToImagePdf(new Uint8Array(fs.readFileSync(path.join(dir, `${name}.pdf`))), { dpi: 200 });
          fs.writeFileSync(path.join(scans, `${name}.pdf`), scan);
          return scan;
        },
      };
    });
}

function realOcr() {
  const dir = path.join(corpusRoot, 'real', 'ocr');
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.truth.json'))
    .sort()
    .map((f) => {
      const name = f.slice(0, -'.truth.json'.length);
      return { name, truth: readTruth(path.join(dir, f)), bytes: async () => new Uint8Array(fs.readFileSync(path.join(dir, `${name}.pdf`))) };
    });
}

fs.mkdirSync(outDir, { recursive: true });
const engine = await createTesseractEngine();
try {
  if (only !== 'dev') {
    console.log('## OCR: ../shared/corpus/real/ocr');
    await runFolder('real-ocr', realOcr(), engine);
  }
  if (only !== 'real') {
    console.log(`## OCR: ../shared/corpus/dev rasterised at 200 dpi${Number.isFinite(limit) ? ` (first ${limit} files)` : ''}`);
    await runFolder('dev-200dpi', dev(), engine);
  }
} finally {
  await engine.close();
}
