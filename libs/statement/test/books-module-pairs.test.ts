// Issue 43: no two modules import each other. The books (payees, categories, rules, transfers) and the row's
// types point one way: types.ts imports nothing of books but the category ids, index.ts re-exports rules.ts.
import { expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';

const src = path.resolve(import.meta.dirname, '../src');
const modules = [path.join(src, 'types.ts'), ...fs.readdirSync(path.join(src, 'books')).filter((f) => f.endsWith('.ts')).map((f) => path.join(src, 'books', f))];

/** The project modules a module imports or re-exports from (type-only imports count: they tie the two together too). */
const importsOf = (file: string): Set<string> =>
  new Set(
    [...fs.readFileSync(file, 'utf8').matchAll(/^(?:import|export)\b[^;]*?\bfrom\s+'(\.{1,2}\/[^']+)'/gms)].map((m) => path.resolve(path.dirname(file), m[1].replace(/\.js$/, '.ts'))),
  );

test('no two modules of books (and the types they share) import each other', () => {
  const graph = new Map(modules.map((m) => [m, importsOf(m)]));
  const pairs = [...graph].flatMap(([a, deps]) => [...deps].filter((b) => a < b && graph.get(b)?.has(a)).map((b) => `${path.relative(src, a)} <-> ${path.relative(src, b)}`));
  expect(pairs).toEqual([]);
  // The check sees imports at all: books/index.ts re-exports rules.ts.
  expect(graph.get(path.join(src, 'books', 'index.ts'))?.has(path.join(src, 'books', 'rules.ts'))).toBe(true);
});
