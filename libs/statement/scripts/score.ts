/**
 * Scores the engine against every committed fixture: `node libs/statement/dist/scripts/score.js [filter] [-v]`.
 * Prints one line per fixture and, with -v, every difference from the truth.
 */
import { readFileSync } from 'node:fs';
import { parseStatement, StatementError } from '../src/index.js';
import { compareToTruth, isRefusal, loadFixtures } from '../test/truth.js';

const args = process.argv.slice(2);
const verbose = args.includes('-v');
const filter = args.find((a) => !a.startsWith('-'));
let passed = 0;
let total = 0;
for (const fixture of loadFixtures()) {
  if (filter && !fixture.name.includes(filter)) continue;
  total++;
  const bytes = new Uint8Array(readFileSync(fixture.pdf));
  const started = performance.now();
  let diffs: string[];
  try {
    const statement = await parseStatement(bytes, { password: fixture.truth.password });
    diffs = compareToTruth(statement, fixture.truth);
    if (verbose && diffs.length) console.log(JSON.stringify(statement.warnings));
  } catch (error) {
    const code = error instanceof StatementError ? error.code : `crash: ${(error as Error).stack}`;
    diffs = isRefusal(fixture.truth) && fixture.truth.error === code ? [] : [`error ${code}`];
  }
  const ms = Math.round(performance.now() - started);
  if (!diffs.length) passed++;
  console.log(`${diffs.length ? 'FAIL' : 'pass'}  ${fixture.name.padEnd(40)} ${String(ms).padStart(5)} ms  ${diffs.length ? `${diffs.length} differences` : ''}`);
  if (verbose) for (const d of diffs.slice(0, 25)) console.log(`      ${d}`);
}
console.log(`${passed}/${total} fixtures match their truth`);
