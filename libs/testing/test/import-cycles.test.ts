// The import-cycle check (scripts/import-cycles.mjs, run by `make check`) on small workspaces made here: what it
// finds, how it says so, and that a repository without cycles passes.
import { afterEach, describe, expect, test } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const script = path.resolve(import.meta.dirname, '../../../scripts/import-cycles.mjs');
let dir: string;
afterEach(() => rm(dir, { recursive: true, force: true }));

/** A repository with workspaces libs/* and the given files (path -> source). */
async function repo(files: Record<string, string>): Promise<string> {
  dir = await mkdtemp(path.join(os.tmpdir(), 'import-cycles-'));
  const all: Record<string, string> = {
    'package.json': JSON.stringify({ name: 'r', workspaces: ['libs/*'] }),
    'libs/a/package.json': JSON.stringify({ name: '@bankxl/a', exports: { '.': { types: './dist/src/index.d.ts', default: './dist/src/index.js' } } }),
    'libs/b/package.json': JSON.stringify({ name: '@bankxl/b' }),
    ...files,
  };
  for (const [file, source] of Object.entries(all)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), source);
  }
  return dir;
}
const check = (root: string) => spawnSync(process.execPath, [script, '--root', root], { encoding: 'utf8' });

describe('the import-cycle check', () => {
  test('when two modules import each other, one only for a type, then it names the circle and fails', async () => {
    const result = check(await repo({
      'libs/a/src/index.ts': "export { rules } from './rules.js';",
      'libs/a/src/rules.ts': "import type { Rule } from './types.js';\nexport const rules: Rule[] = [];",
      'libs/a/src/types.ts': "import { rules } from './rules.js';\nexport type Rule = typeof rules;",
      'libs/a/src/ok.ts': "import { rules } from './index.js';\nexport const n = rules.length;",
    }));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Import cycles: 1 group(s) of modules that import each other (4 modules checked).');
    expect(result.stderr).toContain('\n  libs/a/src/rules.ts\n    -> libs/a/src/types.ts\n    -> libs/a/src/rules.ts\n');
  });

  test('when a circle goes through a workspace package and a folder index, then it is found', async () => {
    const result = check(await repo({
      'libs/a/src/index.ts': "export * from './shared/index.js';",
      'libs/a/src/shared/index.ts': "import { b } from '@bankxl/b';\nexport const a = b;",
      'libs/b/src/index.ts': "import { a } from '@bankxl/a';\nexport const b = 1; export const c = a;",
    }));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('(3 modules in this group: libs/a/src/index.ts, libs/a/src/shared/index.ts, libs/b/src/index.ts)');
  });

  test('when every module points one way, then it passes and says how many it checked', async () => {
    const result = check(await repo({
      'libs/a/src/index.ts': "import { b } from '@bankxl/b';\nexport const a = b;",
      'libs/b/src/index.ts': "import type { Thing } from './thing.js';\nexport const b: Thing = 1;",
      'libs/b/src/thing.ts': 'export type Thing = number;',
    }));
    expect(result.stdout).toBe('No import cycles among 3 modules.\n');
    expect(result.status).toBe(0);
  });
});
