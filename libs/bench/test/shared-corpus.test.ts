import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  EXPECTATIONS,
  flooredTotals,
  readAccuracyFloors,
  scoreSharedCorpus,
  SHARED_CORPORA,
  sharedCorpusRoot,
  type SharedCorpus,
  type SharedCorpusResult,
} from '../src/shared-corpus.js';

// Accuracy on the shared corpora (../shared/corpus, beside the repository), scored by the corpus's own
// score.mjs, must not fall below libs/bench/accuracy-floors.json. Raise the floors there as the engine
// improves (`make bench` prints the measured figures and says when a floor could be raised).

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const root = sharedCorpusRoot(repo);
const missing = ['score.mjs', ...SHARED_CORPORA].map((p) => path.join(root, p)).filter((p) => !fs.existsSync(p));
const PASSWORD_CODES = ['password_required', 'wrong_password'];

if (missing.length && process.env.CI === 'true') {
  test('the shared corpus is beside the repository (CI=true)', () => {
    throw new Error(`The shared corpus is missing (${missing.join(', ')}): CI must check out shared/ beside the repository so that ${root} exists.`);
  });
} else if (missing.length) {
  console.warn(`Skipping the shared-corpus accuracy floors: ${missing.join(', ')} not found (set CI=true to make this a failure).`);
  test.skip('accuracy on the shared corpora (../shared/corpus not found)', () => {});
} else {
  describe('accuracy on the shared corpora, scored by score.mjs, against libs/bench/accuracy-floors.json', () => {
    const floors = readAccuracyFloors(repo);
    const results = {} as Record<SharedCorpus, SharedCorpusResult>;
    let out = '';
    beforeAll(async () => {
      out = fs.mkdtempSync(path.join(os.tmpdir(), 'bankxl-shared-corpus-'));
      for (const corpus of SHARED_CORPORA) results[corpus] = await scoreSharedCorpus(root, corpus, out);
    }, 180_000);
    afterAll(() => {
      if (out) fs.rmSync(out, { recursive: true, force: true });
    });
    const allFiles = () => SHARED_CORPORA.flatMap((corpus) => results[corpus].files.map((f) => ({ ...f, where: `${corpus}/${f.label}` })));

    // `real` is floored on its top-level (text-layer) files: the scanned ones in real/ocr are a later issue.
    test.each(SHARED_CORPORA)('%s: F1 of the top-level files is no more than the tolerance below its floor', (corpus) => {
      const totals = flooredTotals(results[corpus]);
      expect(totals).toBeDefined();
      expect(totals!.f1).toBeGreaterThanOrEqual(floors[corpus].f1 - floors.tolerance);
    });

    test.each(SHARED_CORPORA)('%s: no fewer perfect top-level files than its floor', (corpus) => {
      expect(flooredTotals(results[corpus])!.perfect).toBeGreaterThanOrEqual(floors[corpus].perfect);
    });

    test('every file the expectation table names is in the corpora', () => {
      const names = new Set(allFiles().map((f) => f.name));
      expect(Object.keys(EXPECTATIONS).filter((n) => !names.has(n))).toEqual([]);
    });

    test('the encrypted file opens with its password, and the files without transactions are refused as such', () => {
      const wrong = allFiles().flatMap((f) => {
        const got = f.refusal === null ? 'a statement' : `refused ${f.refusal}`;
        if (f.expected?.kind === 'opens-then-refused' && f.refusal !== null && PASSWORD_CODES.includes(f.refusal)) return [`${f.where}: does not open with its password (${got})`];
        if (f.expected?.kind === 'refused' && f.refusal !== f.expected.code) return [`${f.where}: expected refused ${f.expected.code}, got ${got}`];
        return [];
      });
      expect(wrong).toEqual([]);
    });

    // Gated by verdictsMustBeRight. dev is checked for "wrongly verified" only: its truth carries no verdict.
    test('no file is wrongly verified, unbalanced statements are not_verified, no other real statement is not_verified', () => {
      const wrong = allFiles().flatMap((f) => {
        if (f.wronglyVerified) return [`${f.where}: verified, but its balances do not reconcile or a row is wrong, missing or extra`];
        if (f.expected?.kind === 'unbalanced' && f.verdict !== 'not_verified') return [`${f.where}: expected not_verified, got ${f.verdict ?? `refused ${f.refusal}`}`];
        if (f.expected?.kind === 'balanced' && f.verdict === 'not_verified' && f.where.startsWith('real/')) return [`${f.where}: not_verified, but its balances reconcile`];
        return [];
      });
      if (!floors.verdictsMustBeRight) {
        if (wrong.length) console.warn(`Wrong verdicts (tolerated while accuracy-floors.json has "verdictsMustBeRight": false):\n  ${wrong.join('\n  ')}`);
        return;
      }
      expect(wrong).toEqual([]);
    });
  });
}
