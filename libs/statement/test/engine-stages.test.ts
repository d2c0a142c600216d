import { describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The engine's stages run one way (docs/engine.md, issue 40): a page passes through each stage once, in order. A stage's
// modules call only the shared leaves and modules of their own stage; the runners (index.ts for the document,
// finalize.ts for each account) call the stages in order. Type-only imports are declarations, not calls: they may
// point anywhere. Before issue 40 the records stage called back into the tables stage from its table reader.
const LEAVES = ['clusters', 'labels', 'tokens'];
const STAGES: Record<string, string[]> = {
  document: ['document'],
  tables: ['tables', 'table-finder'],
  records: ['records'],
  accounts: ['accounts'],
  readings: ['dating', 'arithmetic', 'readings', 'explain'],
  rows: ['rows'],
};
const RUNNERS: Record<string, string[]> = {
  index: ['document', 'table-finder', 'records', 'accounts', 'finalize'],
  finalize: ['readings', 'dating', 'rows', 'explain'],
};

const engineDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/engine');
const stageOf = new Map(Object.entries(STAGES).flatMap(([stage, members]) => members.map((m) => [m, stage] as const)));

/** Whether module `from` may call into module `to`. */
function mayCall(from: string, to: string): boolean {
  if (LEAVES.includes(to)) return true;
  if (RUNNERS[from]) return RUNNERS[from].includes(to);
  return stageOf.get(from) !== undefined && stageOf.get(from) === stageOf.get(to) && from !== to;
}

/** The engine modules a module imports values (functions, classes, constants) from. */
function valueImports(file: string): string[] {
  const source = fs.readFileSync(path.join(engineDir, file), 'utf8');
  const imports = [...source.matchAll(/^import\s+(?!type\s)([^;]*?)\s+from\s+'\.\/([\w-]+)\.js';/gms)];
  // `import { type A, type B }` names only types.
  return imports.filter(([, names]) => !/^\{[^}]*\}$/s.test(names) || names.replace(/[{}\s]/g, '').split(',').some((n) => n && !n.startsWith('type'))).map(([, , from]) => from);
}

describe('the engine stages', () => {
  const modules = fs.readdirSync(engineDir).filter((f) => f.endsWith('.ts')).map((f) => f.slice(0, -3));

  test('every engine module is a leaf, a stage\'s or a runner', () => {
    expect(modules.filter((m) => !LEAVES.includes(m) && !stageOf.has(m) && !RUNNERS[m])).toEqual([]);
  });

  test('a stage calls only the shared leaves and its own modules; the runners call the stages', () => {
    const calls = modules.flatMap((m) => valueImports(`${m}.ts`).map((to) => [m, to] as const));
    expect(calls.length).toBeGreaterThan(10);
    expect(calls.filter(([from, to]) => !mayCall(from, to)).map(([from, to]) => `${from} → ${to}`)).toEqual([]);
  });
});
