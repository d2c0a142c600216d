// Bundles the CLI into one CommonJS file and trains V8's code cache for it (see src/cli/bundled.ts).
// Run by `make build` after `tsc -b`: node libs/export/scripts/bundle-cli.mjs
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';

const exportDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bundle = path.join(exportDir, 'dist/cli-bundle/bankxl-cli.cjs');
const cache = `${bundle}.v8cache`;
// The page thread's own cache (pdf.js's code: src/cli/page-thread.ts), written by the same training run.
const pagesCache = `${bundle}.pages.v8cache`;
const inputs = `${bundle}.inputs.json`;
// A text statement of several pages: the training run compiles what reading and writing one use. Our own text
// reader reads it (libs/statement/src/pdf-text/); the second, encrypted, is one it declines, so that pdf.js's
// code, which reads such documents, is in the page thread's cache too.
const training = path.resolve(exportDir, '../statement/test/fixtures/long-statement.pdflib.pdf');
const trainingForPdfjs = path.resolve(exportDir, '../statement/test/fixtures/encrypted-with-password.pdf');
const trainingPassword = 'statement-2024';

// Without a manifest the CLI ignores the bundle, so a failed run below leaves the modules in charge.
for (const file of [inputs, cache, pagesCache, bundle]) fs.rmSync(file, { force: true });

const result = await build({
  input: path.join(exportDir, 'dist/src/cli/program.js'),
  platform: 'node',
  // Native code (the canvas renderer) and OCR, which starts worker threads from files of its own package.
  external: [/^@napi-rs\//, /^tesseract\.js/, /^@tesseract\.js-data\//],
  logLevel: 'warn',
  // import() becomes require(): V8's code cache drops what a script's dynamic import needs (Node 20 throws
  // "A dynamic import callback was not specified" from cached functions), so the bundle must not use it.
  // ASCII (characters beyond it escaped, comments other than licences left out): the CLI reads it as Latin-1, a
  // one-byte string at once, where decoding UTF-8 took 20 to 60 ms of a cold start (src/cli/bundled.ts).
  output: { file: bundle, format: 'cjs', codeSplitting: false, dynamicImportInCjs: false, charset: 'ascii', comments: { legal: true, annotation: false, jsdoc: false } },
});

const moduleIds = result.output.flatMap((chunk) => (chunk.type === 'chunk' ? chunk.moduleIds : []));
const files = moduleIds.filter((id) => path.isAbsolute(id) && fs.existsSync(id));
const manifest = files.map((file) => {
  const stat = fs.statSync(file);
  return { file: path.relative(path.dirname(bundle), file), size: stat.size, mtimeMs: stat.mtimeMs };
});
fs.writeFileSync(inputs, JSON.stringify(manifest));

// The cache must come from a process with the CLI's own V8 flags: none from the build's environment.
const env = { ...process.env, BANKXL_CLI_WRITE_CODE_CACHE: '1' };
delete env.NODE_OPTIONS;
const out = path.join(os.tmpdir(), `bankxl-cli-training-${process.pid}`);
// V8's flags of the bin's first line (the package's bankxl), which the convert script gives too: a cache is taken only
// under the flags it was made with.
const shebang = fs.readFileSync(path.join(exportDir, 'package/bin/bankxl.mjs'), 'utf8').split('\n')[0];
const words = shebang.split(/\s+/).filter(Boolean);
const nodeFlags = words.slice(words.indexOf('node') + 1);
const run = spawnSync(process.execPath, [...nodeFlags, path.join(exportDir, 'dist/src/cli.js'), training, trainingForPdfjs, '--password', trainingPassword, '-o', out], { env, encoding: 'utf8' });
fs.rmSync(out, { force: true, recursive: true });
if (run.status !== 0 || !fs.existsSync(cache) || !fs.existsSync(pagesCache)) {
  for (const file of [inputs, cache, pagesCache, bundle]) fs.rmSync(file, { force: true });
  console.error(`The bundled CLI failed its training conversion (exit ${run.status}):\n${run.stderr}`);
  process.exit(1);
}
const size = (file) => `${(fs.statSync(file).size / 1024 / 1024).toFixed(1)} MB`;
console.log(`CLI bundle: ${files.length} modules in ${size(bundle)}, code cache ${size(cache)} (main thread) + ${size(pagesCache)} (page thread)`);
