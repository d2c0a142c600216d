import { afterAll, describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ACCURACY_FILE, measuredCommit, writeAccuracyFile, type AccuracyFile, type AccuracyRow } from '../src/accuracy-file.js';

// The accuracy file is what /accuracy publishes: it names the commit measured honestly, and a run that could
// not measure every corpus never replaces the kept file with a shorter one.

const made: string[] = [];
afterAll(() => made.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A git repository holding a kept accuracy file and one source file, everything committed. */
function aRepository(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'accuracy-file-'));
  made.push(dir);
  const git = (...args: string[]) => execFileSync('git', ['-c', 'user.email=bench@test.dev', '-c', 'user.name=bench', ...args], { cwd: dir, stdio: 'pipe' });
  fs.mkdirSync(path.dirname(path.join(dir, ACCURACY_FILE)), { recursive: true });
  fs.writeFileSync(path.join(dir, ACCURACY_FILE), '{"kept":true}\n');
  fs.writeFileSync(path.join(dir, 'engine.ts'), 'export const x = 1;\n');
  git('init', '-q');
  git('add', '.');
  git('commit', '-q', '-m', 'start');
  return dir;
}

const aRow = (corpus: string): AccuracyRow => ({ corpus, about: `${corpus} statements`, kind: 'held-out', scorer: 'score.mjs', statements: 3, transactions: 30, f1: 0.9876, perfect: 2, wronglyVerified: 0 });

const aFile = (rows: AccuracyRow[]): AccuracyFile => ({ about: 'test', measuredAt: '2026-01-02T03:04:05.000Z', commit: null, command: 'make bench', rows, speed: null });

describe('the accuracy file make bench writes', () => {
  test('when only the accuracy file changed since the commit, then the commit is clean; when the code changed, it is dirty', () => {
    const repo = aRepository();
    const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: repo, encoding: 'utf8' }).trim();
    expect(measuredCommit(repo)).toEqual({ sha: head, dirty: false });

    fs.writeFileSync(path.join(repo, ACCURACY_FILE), '{"rewritten":true}\n');
    expect(measuredCommit(repo)).toEqual({ sha: head, dirty: false });

    fs.writeFileSync(path.join(repo, 'engine.ts'), 'export const x = 2;\n');
    expect(measuredCommit(repo)).toEqual({ sha: head, dirty: true });
  });

  test('when a corpus was not measured, then the kept file stays as it was and the missing corpus is named', () => {
    const repo = aRepository();
    expect(writeAccuracyFile(repo, aFile([aRow('dev')]), ['dev', 'real'])).toEqual({ missing: ['real'] });
    expect(fs.readFileSync(path.join(repo, ACCURACY_FILE), 'utf8')).toBe('{"kept":true}\n');
  });

  test('when every corpus was measured, then the file holds exactly what was measured', () => {
    const repo = aRepository();
    const measured = aFile([aRow('dev'), aRow('real')]);
    expect(writeAccuracyFile(repo, measured, ['dev', 'real'])).toEqual({ written: path.join(repo, ACCURACY_FILE) });
    expect(JSON.parse(fs.readFileSync(path.join(repo, ACCURACY_FILE), 'utf8'))).toEqual(measured);
  });
});
