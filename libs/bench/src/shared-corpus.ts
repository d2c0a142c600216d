import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { exportStatement } from '@bankxl/export';
import { parseStatement, StatementError, type OcrEngine, type Verdict } from '@bankxl/statement';
import { statementVerdict } from './score.js';

// The shared corpora (`../shared/corpus/{dev,real}` beside the repository, never inside it), scored by
// the corpus's own scorer `score.mjs`: each PDF is converted, its JSON export written to a predictions
// folder, and `score.mjs --json` run over it as a child process. Used by `make bench` (printed table) and
// by libs/bench/test/shared-corpus.test.ts (accuracy floors).

export const SHARED_CORPORA = ['dev', 'dev-wide', 'real', 'real-2'] as const;
export type SharedCorpus = (typeof SHARED_CORPORA)[number];

/** Where the shared corpora are: beside the repository, also in CI (cloned fresh with shared/ next to it). */
export const sharedCorpusRoot = (repoRoot: string) => path.resolve(repoRoot, '../shared/corpus');

/** Passwords of the encrypted files, by file name without `.pdf`; every other file is opened without one. */
export const PASSWORDS: Readonly<Record<string, string>> = {
  monopoly__protected_fixture: 'foobar123',
};

/**
 * What a file should come out as:
 * - `balanced`: a statement whose balances reconcile: any verdict but `not_verified`;
 * - `unbalanced`: a statement whose balances do not reconcile: the verdict must be `not_verified`;
 * - `refused`: no statement, refused with `code`;
 * - `opens-then-refused`: encrypted, opens with its password (no password_required / wrong_password) and is
 *   then refused with some other code.
 */
export type Expectation = { kind: 'balanced' } | { kind: 'unbalanced' } | { kind: 'refused'; code: string } | { kind: 'opens-then-refused' };

/** The files that are not `balanced` statements, by file name without `.pdf`. Tighten here as the corpus grows. */
export const EXPECTATIONS: Readonly<Record<string, Expectation>> = {
  codingsimba__monzo_template: { kind: 'unbalanced' },
  // One printed running balance there drops a digit (the rows give a balance 70,000 higher on that day, and
  // the next printed balance agrees with the rows): the statement's own figures disagree, so not_verified.
  transtractor__test1: { kind: 'unbalanced' },
  // real-2: two same-day rows are printed out of the order they were posted in, so the printed running balance
  // breaks there (its README says so): read as printed, the statement's own figures do not chain.
  'cmb__transaction_flow_2019-03_2020-03': { kind: 'unbalanced' },
  monopoly__protected_fixture: { kind: 'opens-then-refused' },
  codingsimba__anz_homeloan_template: { kind: 'refused', code: 'no_transactions' },
};

/** A file with a truth file is a `balanced` statement unless the table says otherwise; others have no expectation. */
export const expectationFor = (name: string, hasTruth: boolean): Expectation | null => EXPECTATIONS[name] ?? (hasTruth ? { kind: 'balanced' } : null);

const PASSWORD_CODES = new Set(['password_required', 'wrong_password']);

/** score.mjs's per-file figures (the fields used here). */
type ScorerFile = { name: string; family?: string; nT: number; nP: number; matched: number; descExact: number; perfect?: boolean; missing: boolean };
type ScorerTotal = { files: number; nT: number; nP: number; matched: number; descExact: number; perfect: number; P: number; R: number; F1: number; descAcc: number | null };

export type FileScore = { truth: number; found: number; matched: number; exactDescriptions: number; perfect: boolean; family: string };

export type SharedFileResult = {
  /** Folder inside the corpus: '' for the top level, else e.g. 'ocr'. */
  folder: string;
  /** File name without `.pdf`. */
  name: string;
  /** `folder/name`, as printed. */
  label: string;
  /** The statement's verdict (any account not_verified wins, then cannot_verify); null when refused. */
  verdict: Verdict | null;
  /** The refusal's code (`crash` for anything not a StatementError); null when a statement came out. */
  refusal: string | null;
  /** score.mjs's figures; null when the file has no truth file. */
  score: FileScore | null;
  expected: Expectation | null;
  /** The outcome meets the expectation; null when there is nothing to judge (no expectation, or a balanced statement refused). */
  right: boolean | null;
  /**
   * An account called `verified` on a file whose balances do not reconcile, or whose rows are not all right
   * (a row missing, extra, or with another date, amount or description than the truth's): the defect the
   * verdict must never have.
   */
  wronglyVerified: boolean;
  /** Accounts the engine called verified. */
  verifiedAccounts: number;
  ms: number;
  /** Pages read by OCR (only when an OCR engine was given). */
  ocrPages: number;
};

export type FolderTotals = {
  folder: string;
  files: number;
  truth: number;
  found: number;
  matched: number;
  exactDescriptions: number;
  perfect: number;
  precision: number;
  recall: number;
  f1: number;
};

export type SharedCorpusResult = {
  corpus: SharedCorpus;
  dir: string;
  files: SharedFileResult[];
  /** score.mjs's totals for each folder with truth files (top level first). */
  folders: FolderTotals[];
  /** The same totals over every folder of the corpus (computed from score.mjs's per-file figures). */
  all: FolderTotals;
  /** Files whose expectation is about the verdict (`balanced` / `unbalanced`) and that could be judged. */
  verdicts: { right: number; judged: number };
  /** Files expected to be refused (`refused` / `opens-then-refused`). */
  refusals: { right: number; expected: number };
  wronglyVerified: number;
  parseMs: number;
};

/** The corpus's folders holding PDFs: the top level first, then its subfolders (recursively) by name. */
function foldersOf(dir: string, rel = ''): string[] {
  const here = path.join(dir, rel);
  const subs = fs
    .readdirSync(here, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  const hasPdf = fs.readdirSync(here).some((f) => f.toLowerCase().endsWith('.pdf'));
  return [...(hasPdf ? [rel] : []), ...subs.flatMap((s) => foldersOf(dir, rel ? `${rel}/${s}` : s))];
}

function runScorer(scorer: string, truthDir: string, predDir: string, jsonOut: string): { total: ScorerTotal; files: ScorerFile[] } {
  const run = spawnSync(process.execPath, [scorer, '--truth', truthDir, '--pred', predDir, '--json', jsonOut], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`${scorer} --truth ${truthDir} failed (exit ${run.status}): ${run.stderr || run.error?.message || ''}`.trim());
  return JSON.parse(fs.readFileSync(jsonOut, 'utf8')) as { total: ScorerTotal; files: ScorerFile[] };
}

const f1Of = (matched: number, found: number, truth: number) => {
  const precision = found ? matched / found : 0;
  const recall = truth ? matched / truth : 0;
  return { precision, recall, f1: precision + recall ? (2 * precision * recall) / (precision + recall) : 0 };
};

function totalsOf(folder: string, scores: FileScore[]): FolderTotals {
  const sum = (f: (s: FileScore) => number) => scores.reduce((n, s) => n + f(s), 0);
  const [truth, found, matched] = [sum((s) => s.truth), sum((s) => s.found), sum((s) => s.matched)];
  return { folder, files: scores.length, truth, found, matched, exactDescriptions: sum((s) => s.exactDescriptions), perfect: sum((s) => (s.perfect ? 1 : 0)), ...f1Of(matched, found, truth) };
}

function judge(expected: Expectation | null, verdict: Verdict | null, refusal: string | null): boolean | null {
  switch (expected?.kind) {
    case undefined:
      return null;
    case 'balanced':
      return verdict === null ? null : verdict !== 'not_verified';
    case 'unbalanced':
      return verdict === 'not_verified';
    case 'refused':
      return refusal === expected.code;
    case 'opens-then-refused':
      return refusal !== null && !PASSWORD_CODES.has(refusal);
  }
}

/**
 * Converts every PDF of `../shared/corpus/<corpus>` (and its subfolders), writes each statement's JSON
 * export to `<outDir>/pred-<corpus>/<folder>/NAME.json` (the folder emptied first; a refusal writes
 * nothing, which score.mjs counts as a file with no rows), runs score.mjs on each folder with truth files
 * (its report in `<outDir>/score-<corpus>[-folder].json`) and returns its per-file figures with the
 * verdict or refusal of each file.
 */
export async function scoreSharedCorpus(corpusRoot: string, corpus: SharedCorpus, outDir: string, opts: { ocr?: OcrEngine } = {}): Promise<SharedCorpusResult> {
  const dir = path.join(corpusRoot, corpus);
  const scorer = path.join(corpusRoot, 'score.mjs');
  for (const p of [dir, scorer]) if (!fs.existsSync(p)) throw new Error(`${p} is not there: the shared corpus is missing`);
  const predRoot = path.join(outDir, `pred-${corpus}`);
  fs.rmSync(predRoot, { recursive: true, force: true });

  const files: SharedFileResult[] = [];
  const folders: FolderTotals[] = [];
  let parseMs = 0;
  for (const folder of foldersOf(dir)) {
    const truthDir = path.join(dir, folder);
    const predDir = path.join(predRoot, folder);
    fs.mkdirSync(predDir, { recursive: true });
    const names = fs
      .readdirSync(truthDir)
      .filter((f) => f.toLowerCase().endsWith('.pdf'))
      .map((f) => f.slice(0, -4))
      .sort();
    const start = files.length;
    for (const name of names) {
      const bytes = new Uint8Array(fs.readFileSync(path.join(truthDir, `${name}.pdf`)));
      const hasTruth = fs.existsSync(path.join(truthDir, `${name}.truth.json`));
      let verdict: Verdict | null = null;
      let refusal: string | null = null;
      let ocrPages = 0;
      let verifiedAccounts = 0;
      const t = performance.now();
      try {
        // With an engine, as the product reads them: a page without a text layer is read by OCR.
        const statement = await parseStatement(bytes, { password: PASSWORDS[name], ocr: opts.ocr });
        verdict = statementVerdict(statement);
        verifiedAccounts = statement.accounts.filter((a) => a.checks.verdict === 'verified').length;
        ocrPages = statement.ocrPages?.length ?? 0;
        fs.writeFileSync(path.join(predDir, `${name}.json`), await exportStatement(statement, 'json', { fileName: `${name}.pdf` }));
      } catch (err) {
        refusal = err instanceof StatementError ? err.code : 'crash';
      }
      const ms = performance.now() - t;
      parseMs += ms;
      const expected = expectationFor(name, hasTruth);
      files.push({
        folder,
        name,
        label: folder ? `${folder}/${name}` : name,
        verdict,
        refusal,
        score: null,
        expected,
        right: judge(expected, verdict, refusal),
        wronglyVerified: verifiedAccounts > 0 && expected?.kind === 'unbalanced',
        verifiedAccounts,
        ms,
        ocrPages,
      });
    }
    if (!names.some((n) => fs.existsSync(path.join(truthDir, `${n}.truth.json`)))) continue;
    const report = runScorer(scorer, truthDir, predDir, path.join(outDir, `score-${[corpus, ...(folder ? [folder.replace(/\//g, '-')] : [])].join('-')}.json`));
    for (const s of report.files) {
      const file = files.slice(start).find((f) => f.name === s.name);
      if (!file) continue;
      file.score = { truth: s.nT, found: s.nP, matched: s.matched, exactDescriptions: s.descExact, perfect: s.perfect === true, family: s.family ?? '' };
      // Verified, and a row the truth has is not found (or one it has not is): wrongly verified.
      if (file.verifiedAccounts > 0 && (s.matched < s.nT || s.nP > s.nT)) file.wronglyVerified = true;
    }
    const { total } = report;
    folders.push({ folder, files: total.files, truth: total.nT, found: total.nP, matched: total.matched, exactDescriptions: total.descExact, perfect: total.perfect, precision: total.P, recall: total.R, f1: total.F1 });
  }

  const count = (f: (r: SharedFileResult) => boolean) => files.filter(f).length;
  const isVerdict = (r: SharedFileResult) => r.expected?.kind === 'balanced' || r.expected?.kind === 'unbalanced';
  const isRefusal = (r: SharedFileResult) => r.expected?.kind === 'refused' || r.expected?.kind === 'opens-then-refused';
  return {
    corpus,
    dir,
    files,
    folders,
    all: totalsOf('*', files.flatMap((f) => (f.score ? [f.score] : []))),
    verdicts: { right: count((r) => isVerdict(r) && r.right === true), judged: count((r) => isVerdict(r) && r.right !== null) },
    refusals: { right: count((r) => isRefusal(r) && r.right === true), expected: count(isRefusal) },
    wronglyVerified: count((r) => r.wronglyVerified),
    parseMs,
  };
}

// ------------------------------------------------------------------ printing

/** One file's F1 (a file the engine refused scores 0): real statements are judged per file as well as pooled. */
export const fileF1 = (s: FileScore) => f1Of(s.matched, s.found, s.truth).f1;

/** The mean of the per-file F1 over a folder's files with truth (a long file weighs as much as a short one). */
export function meanFileF1(result: SharedCorpusResult, folder: string): number {
  const scores = result.files.filter((f) => f.folder === folder && f.score).map((f) => fileF1(f.score!));
  return scores.length ? scores.reduce((a, b) => a + b, 0) / scores.length : 0;
}

function expectedLabel(e: Expectation): string {
  if (e.kind === 'refused') return `refused ${e.code}`;
  return { balanced: 'verified|cannot', unbalanced: 'not_verified', 'opens-then-refused': 'opens, refused' }[e.kind];
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

/** One line of totals: F1 (P, R), exact descriptions among matches, perfect files. */
function totalsLine(name: string, t: FolderTotals): string {
  const desc = t.matched ? pct(t.exactDescriptions / t.matched) : 'n/a';
  return `${name}: F1 ${t.f1.toFixed(4)} (P ${pct(t.precision)}, R ${pct(t.recall)}; ${t.matched} matched of ${t.truth} truth rows, ${t.found} found)  exact descriptions ${desc} of matches  perfect ${t.perfect}/${t.files}`;
}

/** The per-file table and the totals of one shared corpus, as lines of at most ~140 characters. */
export function formatSharedCorpus(result: SharedCorpusResult): string[] {
  const header = ['file', 'truth', 'found', 'match', 'exact', 'F1', 'perfect', 'outcome', 'expected', ''];
  const numeric = [false, true, true, true, true, true, false, false, false, false];
  const rows = result.files.map((f) => {
    const s = f.score;
    const mark = f.wronglyVerified ? '✗ WRONGLY VERIFIED' : f.right === false ? '✗ wrong' : f.right === true ? '✓' : '';
    return [
      f.label,
      s ? String(s.truth) : '-',
      s ? String(s.found) : '-',
      s ? String(s.matched) : '-',
      s ? String(s.exactDescriptions) : '-',
      s ? fileF1(s).toFixed(3) : '-',
      s ? (s.perfect ? 'yes' : 'no') : '-',
      f.refusal !== null ? `refused ${f.refusal}` : `${f.verdict ?? ''}${f.ocrPages ? ` (OCR ${f.ocrPages} p.)` : ''}`,
      f.expected ? expectedLabel(f.expected) : '-',
      mark,
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const fmt = (r: string[]) => `  ${r.map((c, i) => (numeric[i] ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ')}`.trimEnd();
  const out = [fmt(header), ...rows.map(fmt)];
  // Per layout family (the generated corpora name one per file).
  const families = [...new Set(result.files.map((f) => f.score?.family).filter((f): f is string => Boolean(f)))].sort();
  if (families.length > 1) {
    out.push('  per family:');
    for (const family of families) {
      const files = result.files.filter((f) => f.score?.family === family);
      const t = totalsOf(family, files.map((f) => f.score!));
      out.push(`    ${family.padEnd(18)} files ${String(t.files).padStart(3)}  F1 ${t.f1.toFixed(4)}  perfect ${t.perfect}/${t.files}  verified ${files.filter((f) => f.verdict === 'verified').length}/${t.files}  wrongly verified ${files.filter((f) => f.wronglyVerified).length}`);
    }
  }
  for (const t of result.folders) out.push(`  ${totalsLine(t.folder ? `${result.corpus}/${t.folder}` : result.corpus, t)}  mean F1 per file ${meanFileF1(result, t.folder).toFixed(4)}`);
  if (result.folders.length > 1) out.push(`  ${totalsLine(`${result.corpus}, all folders`, result.all)}`);
  const refusals = result.refusals.expected ? `  refusals right ${result.refusals.right}/${result.refusals.expected}` : '';
  out.push(`  verdicts right ${result.verdicts.right}/${result.verdicts.judged}  wrongly verified ${result.wronglyVerified}${refusals}  (parsed in ${(result.parseMs / 1000).toFixed(1)} s)`);
  out.push('  (exact = matches whose description equals the truth\'s; expected verified|cannot = any verdict but not_verified)');
  return out;
}

// ------------------------------------------------------------------ floors

/** libs/bench/accuracy-floors.json: what the engine must keep reaching on the shared corpora. */
export type AccuracyFloors = {
  /** How far below a floor's F1 a run may fall (score noise, not regressions). */
  tolerance: number;
  /** `real` is its top-level (text-layer) folder only. */
  dev: { f1: number; perfect: number };
  'dev-wide': { f1: number; perfect: number };
  real: { f1: number; perfect: number };
  /** real-2: the real statements the engine is tuned on (issue 40), its top-level text-layer files. */
  'real-2': { f1: number; perfect: number };
  /** real/ocr (scans) read with OCR, as `make bench` and `make bench-ocr` do. */
  'real-ocr'?: { f1: number };
  /** real-2/ocr (a statement whose text layer is garbled) read through the OCR lane, as `make bench` does. */
  'real-2-ocr'?: { f1: number };
  /** When true the test also fails on a wrong verdict (wrongly verified, unbalanced not not_verified, balanced not_verified). */
  verdictsMustBeRight: boolean;
};

export const accuracyFloorsFile = (repoRoot: string) => path.join(repoRoot, 'libs/bench/accuracy-floors.json');

export const readAccuracyFloors = (repoRoot: string) => JSON.parse(fs.readFileSync(accuracyFloorsFile(repoRoot), 'utf8')) as AccuracyFloors;

/** The totals the floors are about: the corpus's top-level folder. */
export const flooredTotals = (result: SharedCorpusResult): FolderTotals | undefined => result.folders.find((f) => f.folder === '');

/** One line comparing a corpus's figures with its floors (for `make bench`). */
export function formatFloors(result: SharedCorpusResult, floors: AccuracyFloors): string {
  const floor = floors[result.corpus];
  const t = flooredTotals(result);
  if (!t) return `  floors: ${result.corpus} has no top-level truth files`;
  const f1Ok = t.f1 >= floor.f1 - floors.tolerance;
  const perfectOk = t.perfect >= floor.perfect;
  const raise = t.f1 > floor.f1 + 0.0005 || t.perfect > floor.perfect ? `  (could be raised to f1 ${Math.floor(t.f1 * 1e4) / 1e4}, perfect ${t.perfect})` : '';
  // A corpus's scans have a floor of their own when the bench reads them with OCR (real/ocr has its own section).
  const ocrFloor = result.corpus === 'real-2' ? floors['real-2-ocr'] : undefined;
  const ocr = result.folders.find((f) => f.folder === 'ocr');
  const ocrLine = ocrFloor && ocr ? `; ${result.corpus}/ocr F1 ${ocr.f1.toFixed(4)} vs floor ${ocrFloor.f1} ${ocr.f1 >= ocrFloor.f1 - floors.tolerance ? '✓' : '✗ BELOW'}` : '';
  return `  floors (libs/bench/accuracy-floors.json, ${result.corpus}${result.folders.length > 1 ? ' top level' : ''}): F1 ${t.f1.toFixed(4)} vs floor ${floor.f1} ${f1Ok ? '✓' : '✗ BELOW'}, perfect ${t.perfect} vs ${floor.perfect} ${perfectOk ? '✓' : '✗ BELOW'}${raise}${ocrLine}`;
}
