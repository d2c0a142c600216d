// No module of the app imports itself through others (issue 43: the review's first page and its PDF loader
// imported each other). A cycle makes the order modules start in depend on which is imported first, and a
// bundler may then hand one of them another's exports before they exist.
import { describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === '__tests__' ? [] : sources(file);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [file] : [];
  });
}

/** The app's own modules a module imports or re-exports (type-only imports too: they tie the modules as well). */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+'(\.{1,2}\/[^']+)'/g)].flatMap(([, spec]) => {
    const base = path.resolve(path.dirname(file), spec.replace(/\.js$/, ''));
    const found = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find((f) => fs.existsSync(f));
    return found ? [found] : [];
  });
}

function cycles(files: string[]): string[][] {
  const graph = new Map(files.map((f) => [f, importsOf(f)]));
  const state = new Map<string, 'open' | 'done'>();
  const found: string[][] = [];
  const visit = (file: string, stack: string[]) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') found.push(stack.slice(stack.indexOf(next)).map((f) => path.relative(SRC, f)));
      else if (!state.has(next)) visit(next, stack);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const f of files) if (!state.has(f)) visit(f, []);
  return found;
}

describe('the app\'s modules', () => {
  test('when their imports are followed, then none comes back to where it started', () => {
    const files = sources(SRC);
    expect(files.length).toBeGreaterThan(50);
    expect(files.map((f) => path.relative(SRC, f))).toContain('features/review/first-page.ts');
    expect(cycles(files)).toEqual([]);
  });
});
