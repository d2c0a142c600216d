// Fails when a module of ours imports itself through others (issue 43: each module points one way).
//   node scripts/import-cycles.mjs [--root DIR]       (make check runs it; --root: another checkout, for its test)
// Every .ts/.tsx file of the workspaces (libs, services, gateway, deploy/local, frontend), tests included; every
// import counts, `import type` and `export ... from` too: a type that two modules need belongs in a third.
// Relative specifiers resolve to the source file (`./x.js` is x.ts or x.tsx, a folder its index); `@bankxl/<name>`
// (and its subpaths) to that workspace's source through its package.json exports. The TypeScript compiler's
// own pre-processor lists each file's imports, so no build is needed.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import ts from 'typescript';

const { values } = parseArgs({ options: { root: { type: 'string' } } });
const root = path.resolve(values.root ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
const rootManifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const workspaces = rootManifest.workspaces.flatMap((pattern) =>
  pattern.endsWith('/*')
    ? fs.readdirSync(path.join(root, pattern.slice(0, -2)), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => path.join(root, pattern.slice(0, -2), e.name))
    : [path.join(root, pattern)],
).filter((dir) => fs.existsSync(path.join(dir, 'package.json')));

/** Workspace package name -> its folder and exports, to follow `@bankxl/...` imports into source. */
const packages = new Map(
  workspaces.map((dir) => {
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    return [manifest.name, { dir, exports: manifest.exports ?? {} }];
  }),
);

const SKIP = new Set(['node_modules', 'dist', 'coverage', 'test-results', 'playwright-report']);
function sources(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (SKIP.has(e.name) || e.name.startsWith('.')) return [];
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return sources(file);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts') ? [file] : [];
  });
}

function sourceFile(candidate) {
  const base = candidate.replace(/\.(m?js|jsx)$/, '');
  for (const file of [candidate, `${base}.ts`, `${base}.tsx`, path.join(candidate, 'index.ts'), path.join(candidate, 'index.tsx')]) {
    if (!/\.tsx?$/.test(file)) continue;
    try {
      if (fs.statSync(file).isFile()) return file;
    } catch {
      // not there (or a path through a file, e.g. data.json/index.ts)
    }
  }
  return null;
}

/** `./dist/src/x.js` (a package export) -> the workspace's `src/x.ts`. */
function exportedSource(dir, target) {
  const entry = typeof target === 'string' ? target : (target?.default ?? target?.import ?? target?.types);
  if (typeof entry !== 'string') return null;
  return sourceFile(path.join(dir, entry.replace(/^\.\/dist\//, './').replace(/\.d\.ts$/, '.js')));
}

function resolve(from, specifier) {
  if (specifier.startsWith('.')) return sourceFile(path.resolve(path.dirname(from), specifier));
  const match = specifier.match(/^(@bankxl\/[^/]+)(\/.*)?$/);
  const pkg = match && packages.get(match[1]);
  if (!pkg) return null;
  const subpath = `.${match[2] ?? ''}`;
  if (pkg.exports[subpath] !== undefined) return exportedSource(pkg.dir, pkg.exports[subpath]);
  return match[2] ? null : sourceFile(path.join(pkg.dir, 'src/index.ts'));
}

const files = workspaces.flatMap(sources);
const graph = new Map();
for (const file of files) {
  const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
  graph.set(file, [...new Set(importedFiles.map((i) => resolve(file, i.fileName)).filter((f) => f !== null && f !== undefined))]);
}

// Tarjan's strongly connected components: each component of more than one module (or a module importing
// itself) holds at least one cycle.
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const components = [];
let counter = 0;
function connect(v) {
  index.set(v, counter);
  low.set(v, counter++);
  stack.push(v);
  onStack.add(v);
  for (const w of graph.get(v) ?? []) {
    if (!graph.has(w)) continue;
    if (!index.has(w)) {
      connect(w);
      low.set(v, Math.min(low.get(v), low.get(w)));
    } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
  }
  if (low.get(v) === index.get(v)) {
    const component = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || (graph.get(v) ?? []).includes(v)) components.push(component.sort());
  }
}
for (const file of [...graph.keys()].sort()) if (!index.has(file)) connect(file);

/** The shortest way from a module back to itself inside its component, as the modules on the way. */
function shortestCycle(start, members) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const v = queue.shift();
    for (const w of graph.get(v)) {
      if (w === start) {
        const way = [v];
        for (let p = previous.get(v); p !== null; p = previous.get(p)) way.unshift(p);
        return [...way, start];
      }
      if (members.has(w) && !previous.has(w)) {
        previous.set(w, v);
        queue.push(w);
      }
    }
  }
  return [start];
}

const name = (file) => path.relative(root, file);
if (!components.length) {
  console.log(`No import cycles among ${files.length} modules.`);
  process.exit(0);
}
console.error(`Import cycles: ${components.length} group(s) of modules that import each other (${files.length} modules checked).`);
for (const component of components) {
  const members = new Set(component);
  console.error(`\n  ${shortestCycle(component[0], members).map(name).join('\n    -> ')}`);
  if (component.length > 2) console.error(`  (${component.length} modules in this group: ${component.map(name).join(', ')})`);
}
console.error('\nEach module should point one way: move what both sides need into a module of its own.');
process.exit(1);
