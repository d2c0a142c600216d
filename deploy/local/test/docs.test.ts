import { describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AuthEnv } from '@bankxl/auth';
import { BillingEnv } from '@bankxl/billing';
import { ConversionEnv } from '@bankxl/conversion';
import { DocumentsEnv } from '@bankxl/documents';
import { GatewayEnv } from '@bankxl/gateway';
import { NotificationEnv } from '@bankxl/notification';
import { DistributedEnv, S3Env, SmtpEnv } from '@bankxl/runtime';
import { PRODUCT_MALLOC_ENV } from '../src/processes.js';
import { repoRoot } from './compose.js';

// The repository's own documentation, as a newcomer with a fresh clone reads it (issue 43): every relative link
// in its markdown leads to a file (and heading) that exists, every setting the product reads from its environment
// is named in docs/operations.md (and nothing named there as a setting is one the product no longer reads), and
// nothing in the repository points outside it at the shared folder beside it except at the corpora the tests and
// benches read there, its corpus and its bench inputs (a fresh clone has no such folder).

const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.git', 'bench-out', 'test-results', 'playwright-report', 'data', 'coverage']);

function walk(dir: string, keep: (file: string) => boolean): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : walk(full, keep);
    return keep(full) ? [full] : [];
  });
}

const markdownFiles = walk(repoRoot, (f) => f.endsWith('.md'));
/** Files a person or a tool reads as text: docs, code, build and deploy files. */
const TEXT_FILE = /(\.(md|ts|tsx|js|mjs|cjs|json|ya?ml|sh|sql|html|css)|^Makefile|^Dockerfile.*|^run)$/;
/** A path into the shared folder that is not its corpus or its bench inputs (this file names the pattern itself). */
const SHARED_NOT_CORPUS = /\.\.\/shared(?!\/(corpus|bench)\b)/;
const THIS_FILE = fileURLToPath(import.meta.url);
const relative = (file: string) => path.relative(repoRoot, file);

/** The text of a markdown file without fenced code blocks and inline code: what is rendered as prose and links. */
function prose(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

/** The anchors GitHub gives a file's headings: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  const withoutFences = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  for (const [, heading] of withoutFences.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const text = heading.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/`/g, '');
    const slug = text.toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/\s/g, '-');
    const n = seen.get(slug) ?? 0;
    seen.set(slug, n + 1);
    anchors.add(n === 0 ? slug : `${slug}-${n}`);
  }
  return anchors;
}

/** Every link and image target of a markdown file that is not a URL. */
function relativeLinks(markdown: string): string[] {
  const targets = [...prose(markdown).matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map(([, target]) => target);
  return targets.filter((t) => !/^[a-z][a-z0-9+.-]*:/i.test(t));
}

/** What is wrong with one link of `file`, or null when it resolves. */
function brokenLink(file: string, target: string): string | null {
  const [filePart, anchor] = target.split('#', 2) as [string, string | undefined];
  const resolved = filePart === '' ? file : filePart.startsWith('/') ? path.join(repoRoot, filePart) : path.resolve(path.dirname(file), decodeURIComponent(filePart));
  if (!resolved.startsWith(repoRoot + path.sep) && resolved !== repoRoot) return `${target} leaves the repository`;
  if (!fs.existsSync(resolved)) return `${target} does not exist`;
  if (anchor && resolved.endsWith('.md') && !anchorsOf(fs.readFileSync(resolved, 'utf8')).has(anchor)) return `${target}: no heading #${anchor}`;
  return null;
}

/** The keys of a zod object schema (a refined one keeps its shape). */
function keysOf(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown> }).shape;
  if (!shape) throw new Error('a settings schema without a shape: read its keys another way');
  return Object.keys(shape);
}

// The product's code: the services, the gateway, the embedded launcher and the libraries they run. The CLI
// (libs/export/src/cli*) is a program of its own whose options are its --help; test helpers and benches are not
// the product.
const productSources = [
  ...['services', 'gateway', 'deploy/local'].flatMap((root) =>
    walk(path.join(repoRoot, root), (f) => f.endsWith('.ts') && f.split(path.sep).includes('src') && !f.split(path.sep).includes('test')),
  ),
  ...['platform', 'runtime', 'db', 'bus', 'storage', 'mail', 'statement', 'export', 'contracts'].flatMap((lib) =>
    walk(path.join(repoRoot, 'libs', lib, 'src'), (f) => f.endsWith('.ts') && !/\/libs\/export\/src\/cli/.test(f)),
  ),
];

/** Names read from an environment in source: `process.env.NAME`, `opts.env?.NAME`, `env['NAME']`. */
function envReadsIn(source: string): string[] {
  return [...source.matchAll(/\benv(?:\?)?(?:\.([A-Z][A-Z0-9_]+)\b|\[\s*['"]([A-Z][A-Z0-9_]+)['"]\s*\])/g)].map(([, dotted, indexed]) => dotted ?? indexed);
}

const schemaSettings = [AuthEnv, BillingEnv, ConversionEnv, DocumentsEnv, NotificationEnv, GatewayEnv, DistributedEnv, S3Env, SmtpEnv].flatMap(keysOf);
// PATH is the system's own, passed on to the processes the launcher starts: not a setting of ours.
const SYSTEM_VARIABLES = new Set(['PATH']);
const sourceSettings = productSources.flatMap((file) => envReadsIn(fs.readFileSync(file, 'utf8'))).filter((name) => !SYSTEM_VARIABLES.has(name));
const settings = new Set([...schemaSettings, ...sourceSettings, ...Object.keys(PRODUCT_MALLOC_ENV)]);

const operationsFile = path.join(repoRoot, 'docs/operations.md');
const operations = fs.readFileSync(operationsFile, 'utf8');
/** Names set in code style in a piece of markdown (`A`, `B_C`), split on anything that is not part of a name. */
const codeNames = (markdown: string) => new Set([...markdown.matchAll(/`([^`\n]+)`/g)].flatMap(([, code]) => code.split(/[^A-Z0-9_]+/).filter((w) => /^[A-Z][A-Z0-9_]*$/.test(w))));

describe('the documentation in the repository', () => {
  test('the README and docs/ are there, and the README is a front page: no paragraph inside a table cell', () => {
    for (const doc of ['README.md', 'docs/architecture.md', 'docs/engine.md', 'docs/operations.md', 'docs/api.md', 'docs/contributing.md']) {
      expect(markdownFiles.map(relative)).toContain(doc);
    }
    const readme = fs.readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
    const longCells = readme.split('\n').filter((l) => l.startsWith('|')).flatMap((l) => l.split('|')).filter((cell) => cell.trim().split(/\s+/).length > 40);
    expect(longCells).toEqual([]);
    expect(readme).toMatch(/make start/);
    expect(readme).toMatch(/make test/);
  });

  test('every relative link in the repository\'s markdown leads to a file that exists, and to a heading of it when it names one', () => {
    const checked = markdownFiles.flatMap((file) => relativeLinks(fs.readFileSync(file, 'utf8')).map((target) => ({ file, target })));
    // README.md and docs/ link to each other and into the code: far more than a handful of links are checked.
    expect(checked.filter(({ file }) => relative(file) === 'README.md' || relative(file).startsWith('docs/')).length).toBeGreaterThan(20);
    const broken = checked.map(({ file, target }) => ({ file: relative(file), problem: brokenLink(file, target) })).filter((b) => b.problem !== null);
    expect(broken).toEqual([]);
  });

  test('every setting the product reads from its environment is named in docs/operations.md', () => {
    // The settings are found in the services' schemas and in the code that reads env directly (LOG_LEVEL, DATA_DIR…).
    expect(schemaSettings).toEqual(expect.arrayContaining(['INTERNAL_TOKEN', 'OCR_LANGUAGES', 'PROXY_TIMEOUT_MS', 'DATABASE_URL', 'S3_BUCKET', 'SMTP_URL']));
    expect(sourceSettings).toEqual(expect.arrayContaining(['LOG_LEVEL', 'DATA_DIR', 'PUBLIC_URL', 'PORT']));
    const documented = codeNames(operations);
    expect([...settings].filter((name) => !documented.has(name)).sort()).toEqual([]);
  });

  test('every setting docs/operations.md lists in its tables is one the product reads', () => {
    const firstCells = operations.split('\n').filter((l) => /^\|\s*`/.test(l)).map((l) => l.split('|')[1]);
    const listed = [...new Set(firstCells.flatMap((cell) => [...codeNames(cell)]))];
    expect(listed.length).toBeGreaterThan(60);
    expect(listed.filter((name) => !settings.has(name)).sort()).toEqual([]);
  });

  test('nothing in the repository points at ../shared except at the corpora the tests and benches read there', () => {
    const texts = walk(repoRoot, (f) => TEXT_FILE.test(path.basename(f)) && f !== THIS_FILE);
    expect(texts.length).toBeGreaterThan(200);
    const outside = texts.flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i) => ({ where: `${relative(file)}:${i + 1}`, line: line.trim() }))
        .filter(({ line }) => SHARED_NOT_CORPUS.test(line)),
    );
    expect(outside).toEqual([]);
  });
});
