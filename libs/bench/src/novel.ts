import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { exportStatement } from '@bankxl/export';
import { parseStatement, StatementError, type Statement, type Verdict } from '@bankxl/statement';
import {
  forStandardFonts,
  novel2Fixtures,
  novel3Fixtures,
  novel4Fixtures,
  novel4HalfOf,
  NOVEL4_LAYOUTS,
  novel5Fixtures,
  novel5HalfOf,
  NOVEL5_LAYOUTS,
  novel6Fixtures,
  novel6HalfOf,
  NOVEL6_LAYOUTS,
  novel3HalfOf,
  NOVEL3_LAYOUTS,
  novelFixtures,
  pdfLibFits,
  renderNovel2WithChromium,
  renderNovel3WithChromium,
  renderNovel3WithPdfLib,
  renderWithChromium,
  renderWithPdfLib,
  type Fixture,
} from '@bankxl/statement/fixtures';
import { chromium } from 'playwright-core';
import { sharedCorpusRoot } from './shared-corpus.js';
import { statementVerdict } from './score.js';

// `make bench-novel` (or `node libs/bench/dist/src/novel.js --seed N [--set novel|novel2|novel3|novel4|novel5|novel6]`): the held-out layouts of
// libs/statement/fixtures-src/novel (or of the second set, fixtures-src/novel2, with `--set novel2`, or of the third,
// fixtures-src/novel3, with `--set novel3`: its families are printed with their tune / held half and a line per half;
// or of the fourth, fixtures-src/novel4, with `--set novel4`, or of the fifth, fixtures-src/novel5, with `--set novel5`,
// or of the sixth, fixtures-src/novel6, with `--set novel6`: all printed as novel3's are, with their tune / held halves),
// rendered for one seed into bench-out/<set>-<seed>/ (NAME.pdf and
// NAME.truth.json), converted with parseStatement, written as the JSON export (as shared-corpus.ts does),
// scored by the shared corpus's score.mjs, plus verdicts and "wrongly verified" per family. A refusal or a
// crash counts as a file with no rows; nothing stops the run.

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../../../..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : process.argv.find((a) => a.startsWith(`${name}=`))?.slice(name.length + 1);
}
const seed = Number(argValue('--seed') ?? 7);
const set = argValue('--set') ?? 'novel';
if (!Number.isInteger(seed) || (set !== 'novel' && set !== 'novel2' && set !== 'novel3' && set !== 'novel4' && set !== 'novel5' && set !== 'novel6')) {
  console.error('usage: node libs/bench/dist/src/novel.js [--seed N] [--set novel|novel2|novel3|novel4|novel5|novel6]');
  process.exit(2);
}
/**
 * The chosen set: its statements, how Chromium prints them, whether pdf-lib's standard fonts print one as meant and
 * how (novel3 draws its watermarks and stamps over either printing).
 */
const plainPdfLib = (f: Fixture, variant: number) => renderWithPdfLib(forStandardFonts(f.doc), variant);
const SETS = {
  novel: { fixtures: novelFixtures, chromium: renderWithChromium, pdfLib: (_f: Fixture) => true, pdfLibRender: plainPdfLib },
  novel2: { fixtures: novel2Fixtures, chromium: renderNovel2WithChromium, pdfLib: (f: Fixture) => pdfLibFits(f.doc), pdfLibRender: plainPdfLib },
  novel3: { fixtures: novel3Fixtures, chromium: renderNovel3WithChromium, pdfLib: (f: Fixture) => pdfLibFits(f.doc), pdfLibRender: (f: Fixture, variant: number) => renderNovel3WithPdfLib(f.doc, variant) },
  novel4: { fixtures: novel4Fixtures, chromium: renderNovel3WithChromium, pdfLib: (f: Fixture) => pdfLibFits(f.doc), pdfLibRender: (f: Fixture, variant: number) => renderNovel3WithPdfLib(f.doc, variant) },
  novel5: { fixtures: novel5Fixtures, chromium: renderNovel3WithChromium, pdfLib: (f: Fixture) => pdfLibFits(f.doc), pdfLibRender: (f: Fixture, variant: number) => renderNovel3WithPdfLib(f.doc, variant) },
  novel6: { fixtures: novel6Fixtures, chromium: renderNovel3WithChromium, pdfLib: (f: Fixture) => pdfLibFits(f.doc), pdfLibRender: (f: Fixture, variant: number) => renderNovel3WithPdfLib(f.doc, variant) },
} as const;
const chosen = SETS[set];

/** The halves of novel3, novel4, novel5 and novel6: `tune` when the first hex digit of sha256(short name) is 0-7, else `held` (their index.ts). */
function checkSplit(layouts: readonly (readonly [string, unknown, string])[]): void {
  for (const [slug, , half] of layouts) {
    const hex = createHash('sha256').update(slug, 'utf8').digest('hex');
    const digit = hex[0];
    // novel5's held half was split once more by the second digit (0-3 opened for tuning; its index.ts says why);
    // novel6 goes by the first digit only.
    const want = parseInt(digit, 16) <= 7 || (set === 'novel5' && parseInt(hex[1], 16) <= 3) ? 'tune' : 'held';
    if (want !== half) throw new Error(`${set} split: ${slug} has sha256 digit ${digit} (${want}) but is listed as ${half}`);
  }
}
/** Whether the set is split into a tune and a held half. */
const halved = set === 'novel3' || set === 'novel4' || set === 'novel5' || set === 'novel6';
const halfOf = (family: string): string =>
  set === 'novel3' ? (novel3HalfOf(family) ?? '?') : set === 'novel4' ? (novel4HalfOf(family) ?? '?') : set === 'novel5' ? (novel5HalfOf(family) ?? '?') : set === 'novel6' ? (novel6HalfOf(family) ?? '?') : '';

type TruthTx = { date: string; description: string; amount: number; balance: number | null };
type TruthAcc = { transactions: TruthTx[]; openingBalance: number | null; closingBalance: number | null };
type TruthFile = { family: string; verdict: Verdict; accounts: TruthAcc[] };

type FileResult = {
  name: string;
  family: string;
  renderer: string;
  truthVerdict: Verdict;
  verdict: Verdict | null;
  refusal: string | null;
  /** Some account came out `verified` while its rows are not all exactly right, or its truth is not `verified`. */
  wronglyVerified: boolean;
  ms: number;
};

const cents = (n: number | null | undefined) => (n === null || n === undefined ? null : Math.round(n * 100));
const norm = (s: string) => s.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

/** Every row equal to the truth's, in order: date, amount, description (normalised as score.mjs does) and balance. */
function rowsExact(got: Statement['accounts'][number], want: TruthAcc): boolean {
  return (
    got.transactions.length === want.transactions.length &&
    want.transactions.every((t, i) => {
      const g = got.transactions[i];
      return g.date === t.date && cents(g.amount) === cents(t.amount) && norm(g.description) === norm(t.description) && cents(g.balance) === cents(t.balance);
    })
  );
}

function wronglyVerified(statement: Statement, truth: TruthFile): boolean {
  return statement.accounts.some((acc, i) => {
    if (acc.checks.verdict !== 'verified') return false;
    const want = truth.accounts[i];
    return !want || truth.verdict !== 'verified' || !rowsExact(acc, want);
  });
}

/** Whether fontconfig has a CJK font (the Chinese, Japanese and, for novel6, Korean layouts print blanks without one). */
function hasCjkFont(): boolean {
  try {
    return execFileSync('fc-list', [':lang=zh'], { encoding: 'utf8' }).trim() !== '' && execFileSync('fc-list', [':lang=ja'], { encoding: 'utf8' }).trim() !== '' && (set !== 'novel6' || execFileSync('fc-list', [':lang=ko'], { encoding: 'utf8' }).trim() !== '');
  } catch {
    return false;
  }
}

/** Renders the seed's fixtures: every one with Chromium, and those pdf-lib's standard fonts can print with pdf-lib too. */
async function render(dir: string, fixtures: Fixture[]): Promise<string[]> {
  const names: string[] = [];
  const write = (name: string, pdf: Uint8Array, f: Fixture) => {
    fs.writeFileSync(path.join(dir, `${name}.pdf`), pdf);
    fs.writeFileSync(path.join(dir, `${name}.truth.json`), JSON.stringify({ ...f.truth, pages: f.doc.pages.length }, null, 1));
    names.push(name);
  };
  const browser = fs.existsSync(CHROMIUM) ? await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] }) : null;
  if (!browser) console.log(`(${CHROMIUM} not found: statements rendered by pdf-lib only, the non-latin layouts are left out)`);
  try {
    for (const [i, f] of fixtures.entries()) {
      if (browser) write(`${f.name}.chromium`, await chosen.chromium(browser, f.doc, i), f);
      // A landscape or 6.5 pt statement of novel2: Chromium only (pdf-lib prints portrait pages in its own sizes).
      if (!chosen.pdfLib(f)) continue;
      try {
        write(`${f.name}.pdflib`, await chosen.pdfLibRender(f, i), f);
      } catch {
        // Text the standard fonts cannot encode (Polish, Turkish, Czech, CJK): Chromium only.
      }
    }
  } finally {
    await browser?.close();
  }
  return names;
}

/** bench-out/<set>-<seed>/summary.json: score.mjs's totals of the seed and its wrongly verified files. */
export type NovelTotals = { statements: number; transactions: number; f1: number; perfect: number; wronglyVerified: number };
/** A seed's totals; novel3's also per half (`tune`: layouts the engine was changed for; `held`: never looked into). */
export type NovelSummary = NovelTotals & { set: string; seed: number; halves?: Record<'tune' | 'held', NovelTotals> };

type ScorerFile = { name: string; family: string; nT: number; nP: number; matched: number; descExact: number; balEligible: number; balCorrect: number; perfect?: boolean };
type ScorerTotal = { files: number; nT: number; nP: number; matched: number; perfect: number; P: number; R: number; F1: number; descAcc: number | null; balAcc: number | null };

async function main() {
  const outDir = path.join(repo, 'bench-out', `${set}-${seed}`);
  const predDir = path.join(outDir, 'pred');
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(predDir, { recursive: true });
  if (set === 'novel3') checkSplit(NOVEL3_LAYOUTS);
  if (set === 'novel4') checkSplit(NOVEL4_LAYOUTS);
  if (set === 'novel5') checkSplit(NOVEL5_LAYOUTS);
  if (set === 'novel6') checkSplit(NOVEL6_LAYOUTS);
  const fixtures = chosen.fixtures(seed);
  const cjk = hasCjkFont();
  if (!cjk) console.log(`(no CJK font in fontconfig: the zh/ja${set === 'novel6' ? '/ko' : ''} statements print without their characters; apt-get install fonts-wqy-microhei fonts-ipafont-gothic${set === 'novel6' ? ' fonts-nanum' : ''})`);
  const t0 = performance.now();
  const names = await render(outDir, fixtures);
  console.log(`# Novel layouts${set === 'novel' ? '' : ` (${set})`}, seed ${seed}: ${fixtures.length} statements of ${new Set(fixtures.map((f) => f.truth.family)).size} layouts, ${names.length} PDFs in ${path.relative(repo, outDir)} (rendered in ${((performance.now() - t0) / 1000).toFixed(1)} s)`);

  const results: FileResult[] = [];
  for (const name of names) {
    const truth = JSON.parse(fs.readFileSync(path.join(outDir, `${name}.truth.json`), 'utf8')) as TruthFile;
    const bytes = new Uint8Array(fs.readFileSync(path.join(outDir, `${name}.pdf`)));
    const r: FileResult = { name, family: truth.family, renderer: name.split('.').pop() ?? '', truthVerdict: truth.verdict, verdict: null, refusal: null, wronglyVerified: false, ms: 0 };
    const t = performance.now();
    try {
      const statement = await parseStatement(bytes);
      r.verdict = statementVerdict(statement);
      r.wronglyVerified = wronglyVerified(statement, truth);
      fs.writeFileSync(path.join(predDir, `${name}.json`), await exportStatement(statement, 'json', { fileName: `${name}.pdf` }));
    } catch (err) {
      r.refusal = err instanceof StatementError ? err.code : 'crash';
      if (r.refusal === 'crash') console.log(`  crash on ${name}: ${err instanceof Error ? err.message : String(err)}`);
    }
    r.ms = performance.now() - t;
    results.push(r);
  }

  // The corpus's own scorer, found as shared-corpus.ts finds it; its per-file table and per-family lines printed as they are.
  const scorer = path.join(sharedCorpusRoot(repo), 'score.mjs');
  if (!fs.existsSync(scorer)) {
    console.log(`${scorer} is not present on this machine: nothing scored`);
    return;
  }
  const jsonOut = path.join(outDir, 'score.json');
  const run = spawnSync(process.execPath, [scorer, '--truth', outDir, '--pred', predDir, '--verbose', '--json', jsonOut], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`score.mjs failed (exit ${run.status}): ${run.stderr}`);
  console.log(`\n## score.mjs --truth ${path.relative(repo, outDir)} --pred ${path.relative(repo, predDir)} --verbose\n`);
  console.log(run.stdout.trimEnd());
  const report = JSON.parse(fs.readFileSync(jsonOut, 'utf8')) as { total: ScorerTotal; files: ScorerFile[] };

  // Verdicts beside the scorer's figures.
  console.log('\n## Verdicts (truth -> engine; ✗ = wrongly verified: verified on an account whose rows are not all exact, or whose truth is not verified)\n');
  const byName = new Map(report.files.map((f) => [f.name, f]));
  const w = Math.max(...results.map((r) => r.name.length));
  for (const r of results) {
    const s = byName.get(r.name);
    const outcome = r.refusal !== null ? `refused ${r.refusal}` : r.verdict;
    console.log(`  ${r.name.padEnd(w)}  ${s ? `${s.matched}/${s.nT} (${s.nP} found)`.padEnd(18) : ''.padEnd(18)} ${r.truthVerdict.padEnd(13)} -> ${String(outcome).padEnd(16)} ${r.wronglyVerified ? '✗ WRONGLY VERIFIED' : r.verdict === r.truthVerdict ? '✓' : ''}`);
  }

  console.log('\n## Per family\n');
  const families = [...new Set(results.map((r) => r.family))];
  const header = `  ${'family'.padEnd(46)} ${halved ? 'half ' : ''}${'files'.padStart(5)} ${'F1'.padStart(6)} ${'perfect'.padStart(7)} ${'verdict ok'.padStart(10)} ${'refused'.padStart(7)} ${'wrongly verified'.padStart(16)}`;
  console.log(header);
  const line = (label: string, rs: FileResult[], half = halved ? '     ' : '') => {
    const ss = rs.map((r) => byName.get(r.name)).filter((s): s is ScorerFile => Boolean(s));
    const [nT, nP, m] = [ss.reduce((a, s) => a + s.nT, 0), ss.reduce((a, s) => a + s.nP, 0), ss.reduce((a, s) => a + s.matched, 0)];
    const p = nP ? m / nP : 0;
    const rc = nT ? m / nT : 0;
    const f1 = p + rc ? (2 * p * rc) / (p + rc) : 0;
    const count = (f: (r: FileResult) => boolean) => rs.filter(f).length;
    return `  ${label.padEnd(46)} ${half}${String(rs.length).padStart(5)} ${f1.toFixed(3).padStart(6)} ${`${ss.filter((s) => s.perfect).length}/${rs.length}`.padStart(7)} ${`${count((r) => r.verdict === r.truthVerdict)}/${rs.length}`.padStart(10)} ${String(count((r) => r.refusal !== null)).padStart(7)} ${String(count((r) => r.wronglyVerified)).padStart(16)}`;
  };
  for (const f of families) console.log(line(f, results.filter((r) => r.family === f), halved ? halfOf(f).padEnd(5) : ''));
  if (halved) for (const half of ['tune', 'held']) console.log(line(`(${half} half: ${families.filter((f) => halfOf(f) === half).length} layouts)`, results.filter((r) => halfOf(r.family) === half), half.padEnd(5)));
  for (const renderer of [...new Set(results.map((r) => r.renderer))]) console.log(line(`(rendered by ${renderer})`, results.filter((r) => r.renderer === renderer)));
  console.log(line('ALL', results));
  /** One half's figures in words, for the seed's last lines (novel3). */
  const halfTotals = (half: string) => {
    const rs = results.filter((r) => halfOf(r.family) === half);
    const ss = rs.map((r) => byName.get(r.name)).filter((s): s is ScorerFile => Boolean(s));
    const [nT, nP, m] = [ss.reduce((a, s) => a + s.nT, 0), ss.reduce((a, s) => a + s.nP, 0), ss.reduce((a, s) => a + s.matched, 0)];
    const totals: NovelTotals = { statements: rs.length, transactions: nT, f1: nT + nP ? (2 * m) / (nT + nP) : 0, perfect: ss.filter((s) => s.perfect).length, wronglyVerified: rs.filter((r) => r.wronglyVerified).length };
    return { rs, totals };
  };
  const halfLine = (half: string) => {
    const { rs, totals } = halfTotals(half);
    return `${half} half: ${rs.length} files, F1 ${totals.f1.toFixed(4)}, perfect ${totals.perfect}/${rs.length}, verdicts right ${rs.filter((r) => r.verdict === r.truthVerdict).length}/${rs.length}, wrongly verified ${totals.wronglyVerified}`;
  };
  const t = report.total;
  // The seed's totals for `make bench` (run.ts), which puts them in the accuracy file.
  const summary: NovelSummary = { set, seed, statements: t.files, transactions: t.nT, f1: t.F1, perfect: t.perfect, wronglyVerified: results.filter((r) => r.wronglyVerified).length };
  if (halved) summary.halves = { tune: halfTotals('tune').totals, held: halfTotals('held').totals };
  fs.writeFileSync(path.join(outDir, 'summary.json'), JSON.stringify(summary));
  console.log(`\nseed ${seed}: F1 ${t.F1.toFixed(4)} (P ${(t.P * 100).toFixed(1)}%, R ${(t.R * 100).toFixed(1)}%)  perfect ${t.perfect}/${t.files}  verdicts right ${results.filter((r) => r.verdict === r.truthVerdict).length}/${results.length}  refused ${results.filter((r) => r.refusal !== null).length}  wrongly verified ${results.filter((r) => r.wronglyVerified).length}  (parsed in ${(results.reduce((a, r) => a + r.ms, 0) / 1000).toFixed(1)} s)`);
  if (halved) for (const half of ['tune', 'held']) console.log(halfLine(half));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
