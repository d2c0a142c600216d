import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { exportStatement } from '@bankxl/export';
import { createTesseractEngine, parseStatement, StatementError, type ClosableOcrEngine, type Statement } from '@bankxl/statement';

// `node libs/bench/dist/src/evaluate.js DIR [--pred OUT] [--files a,b] [--verbose] [--ocr]`: reads every PDF of a folder
// with a truth file, scores it with ../shared/corpus/score.mjs and names each account the engine called
// verified whose rows are not exactly the truth's (same count, date, amount, in order): the defect the
// verdict must never have. A development tool: `make bench` prints the same through shared-corpus.ts.

type TruthTx = { date: string; amount: number; description: string };
type Truth = { family?: string; verdict?: string; accounts?: { transactions: TruthTx[] }[]; password?: string };

const args = process.argv.slice(2);
const dir = path.resolve(args[0]);
const flag = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const only = flag('--files')?.split(',');
const predDir = path.resolve(flag('--pred') ?? path.join('bench-out', `eval-${path.basename(dir)}`));
const verbose = args.includes('--verbose');
// --ocr: pages without a text layer are read by OCR, as the service reads them.
const ocr: ClosableOcrEngine | undefined = args.includes('--ocr') ? await createTesseractEngine() : undefined;
fs.rmSync(predDir, { recursive: true, force: true });
fs.mkdirSync(predDir, { recursive: true });

const scorer = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../../../../shared/corpus/score.mjs');
const truthDir = path.join(predDir, '..', `eval-${path.basename(dir)}-truth`);
fs.rmSync(truthDir, { recursive: true, force: true });
fs.mkdirSync(truthDir, { recursive: true });

const sameRows = (got: Statement['accounts'][number]['transactions'], want: TruthTx[]) =>
  got.length === want.length && got.every((t, i) => t.date === want[i].date && Math.round(t.amount * 100) === Math.round(want[i].amount * 100));

let wrong = 0;
let ms = 0;
const files = fs.readdirSync(dir).filter((f) => f.endsWith('.truth.json')).map((f) => f.slice(0, -'.truth.json'.length)).filter((n) => !only || only.includes(n)).sort();
for (const name of files) {
  const truth = JSON.parse(fs.readFileSync(path.join(dir, `${name}.truth.json`), 'utf8')) as Truth;
  // Refusals have no rows to score: only statements go to the scorer.
  if (truth.accounts) fs.copyFileSync(path.join(dir, `${name}.truth.json`), path.join(truthDir, `${name}.truth.json`));
  const pdf = path.join(dir, `${name}.pdf`);
  if (!fs.existsSync(pdf)) continue;
  const t0 = performance.now();
  try {
    const st = await parseStatement(new Uint8Array(fs.readFileSync(pdf)), { password: truth.password, ocr });
    ms += performance.now() - t0;
    fs.writeFileSync(path.join(predDir, `${name}.json`), await exportStatement(st, 'json', { fileName: `${name}.pdf` }));
    const want = (truth.accounts ?? []).flatMap((a) => a.transactions);
    const verdicts = st.accounts.map((a) => a.checks.verdict);
    // An account verified must hold exactly the truth's rows of some truth account, or all of them pooled.
    for (const a of st.accounts) {
      if (a.checks.verdict !== 'verified') continue;
      const ok = (truth.accounts ?? []).some((ta) => sameRows(a.transactions, ta.transactions)) || sameRows(a.transactions, want);
      if (!ok) {
        wrong++;
        console.log(`WRONGLY VERIFIED  ${name}: an account of ${a.transactions.length} rows (truth ${want.length})`);
      }
    }
    if (verbose || (truth.verdict && verdicts.some((v) => v !== truth.verdict))) console.log(`${name}: ${verdicts.join(',')} (truth ${truth.verdict ?? '?'}) ${st.warnings.join(' | ')}`);
  } catch (error) {
    console.log(`REFUSED  ${name}: ${error instanceof StatementError ? error.code : String(error)}`);
  }
}
await ocr?.close();
const run = spawnSync(process.execPath, [scorer, '--truth', truthDir, '--pred', predDir, ...(verbose ? ['--verbose'] : [])], { encoding: 'utf8' });
const out = run.stdout.trim().split('\n');
console.log(verbose ? out.join('\n') : out.filter((l) => !/perfect\s*$|^\s*$/.test(l) || /F1=/.test(l)).slice(-40).join('\n'));
console.log(`wrongly-verified=${wrong} files=${files.length} parse-ms=${Math.round(ms)}`);
