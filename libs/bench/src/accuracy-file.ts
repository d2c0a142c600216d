import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// The accuracy file: what `make bench` measured, per corpus, kept in the repository at
// frontend/src/content/accuracy.json. The public page /accuracy renders it as it is (the frontend imports it
// at build time, so the page and the Docker image need nothing outside frontend/), and its e2e test fails
// when the page and the file disagree. Nothing in it is typed by hand: run.ts fills it and writes it here.

/** Where the file lives, from the repository's root. */
export const ACCURACY_FILE = 'frontend/src/content/accuracy.json';

export type AccuracyRow = {
  /** The corpus's short name, as the page's first column shows it. */
  corpus: string;
  /** What the statements are and where they come from. */
  about: string;
  /** held-out: the engine was never tuned on these files; tuned-on: they were looked at while it was built. */
  kind: 'held-out' | 'tuned-on';
  /** score.mjs: ../shared/corpus/score.mjs; bench: libs/bench/src/score.ts (the fixtures and the random mixes). */
  scorer: 'score.mjs' | 'bench';
  statements: number;
  /** Transactions in the truth files. */
  transactions: number;
  /** F1 of matched transactions, to 4 decimals. */
  f1: number;
  /** Files whose every transaction came out exactly as the truth's. */
  perfect: number;
  /** Files where an account was called verified although its rows are not the truth's. */
  wronglyVerified: number;
};

export type AccuracySpeed = {
  pages: number;
  /** Parse and xlsx export of the 50-page statement, median of 5, milliseconds. */
  parseAndXlsxMs: number;
  /** `pdftotext -layout` on the same file (a process, start included), median of 5, milliseconds. */
  pdftotextMs: number;
  /** parseAndXlsxMs / pdftotextMs, to 2 decimals. */
  timesPdftotext: number;
};

export type AccuracyFile = {
  about: string;
  /** When the run started (ISO 8601, UTC). */
  measuredAt: string;
  /** The commit measured, and whether the work tree had changes git had not committed. */
  commit: { sha: string; dirty: boolean } | null;
  command: string;
  rows: AccuracyRow[];
  /** Null when pdftotext is not installed. */
  speed: AccuracySpeed | null;
};

/** The commit the work tree is on and whether it had uncommitted changes (null outside a git checkout). */
export function measuredCommit(repo: string): AccuracyFile['commit'] {
  const git = (...args: string[]) => spawnSync('git', args, { cwd: repo, encoding: 'utf8' });
  const head = git('rev-parse', 'HEAD');
  if (head.status !== 0) return null;
  // bench-out/ is ignored; the accuracy file itself is rewritten by this run, so its own change does not count.
  const status = git('status', '--porcelain', '--', '.', `:(exclude)${ACCURACY_FILE}`);
  return { sha: head.stdout.trim(), dirty: status.stdout.trim() !== '' };
}

export const round = (x: number, decimals: number) => Number(x.toFixed(decimals));

/**
 * Writes the accuracy file when every expected corpus was measured; otherwise leaves the kept one as it is
 * (a run without ../shared/corpus would publish a page with half its rows) and returns the missing ones.
 */
export function writeAccuracyFile(repo: string, file: AccuracyFile, expected: string[]): { written: string } | { missing: string[] } {
  const missing = expected.filter((corpus) => !file.rows.some((r) => r.corpus === corpus));
  if (missing.length) return { missing };
  const target = path.join(repo, ACCURACY_FILE);
  fs.writeFileSync(target, `${JSON.stringify(file, null, 2)}\n`);
  return { written: target };
}
