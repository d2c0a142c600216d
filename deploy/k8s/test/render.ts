import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';

export const k8sDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = path.resolve(k8sDir, '../..');

export type Obj = { apiVersion: string; kind: string; metadata: { name: string; namespace?: string; annotations?: Record<string, string> }; [k: string]: unknown };

/**
 * Whether kubectl's built-in kustomize (`kubectl kustomize DIR`) is here. Without it the suites skip,
 * except under CI=true, where .ci/run has checked for it and a missing one must fail the run.
 */
export function kustomizeAvailable(): boolean {
  try {
    execFileSync('kubectl', ['kustomize', '--help'], { stdio: 'ignore' });
    return true;
  } catch {
    if (process.env.CI === 'true') throw new Error('kubectl (with its built-in kustomize) is required in CI: .ci/run checks for it');
    return false;
  }
}

/** The objects `kubectl kustomize dir` renders, in order. */
export function render(dir: string): Obj[] {
  const out = execFileSync('kubectl', ['kustomize', dir], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  return parseAllDocuments(out)
    .map((doc) => {
      if (doc.errors.length > 0) throw new Error(`${dir}: ${doc.errors[0].message}`);
      return doc.toJS() as Obj | null;
    })
    .filter((o): o is Obj => o !== null);
}
