// Makes the installable `bankxl` package (a tarball for `npm install -g`, `npx`) from the CLI's bundle:
//   node libs/export/scripts/pack-cli.mjs [--out DIR]       (after `make build`; prints the tarball's path)
// The package is the bundle (our engine and writers, and pdf.js's code, in one file) with its trained V8 code
// cache, a bin that runs it, and as dependencies the packages the bundle loads at run time: those it leaves
// outside (the canvas renderer's native code, OCR and its language data) and pdfjs-dist, whose fonts, cmaps
// and wasm files pdf.js reads from disk. Their versions are libs/statement's, so the package installs the
// engine the monorepo tests; the rest of its package.json is package/package.template.json (not named
// package.json: jest would see two packages called bankxl). Nothing of the monorepo is needed where it is installed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';

const exportDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(exportDir, '../..');
const { values } = parseArgs({ options: { out: { type: 'string' } } });
const outDir = path.resolve(values.out ?? path.join(exportDir, 'dist'));
const bundle = path.join(exportDir, 'dist/cli-bundle/bankxl-cli.cjs');
const stage = path.join(exportDir, 'dist/cli-package');

if (!fs.existsSync(bundle) || !fs.existsSync(`${bundle}.v8cache`) || !fs.existsSync(`${bundle}.pages.v8cache`)) {
  console.error('No CLI bundle: run `make build` (or node libs/export/scripts/bundle-cli.mjs after tsc -b) first.');
  process.exit(1);
}

const template = JSON.parse(fs.readFileSync(path.join(exportDir, 'package/package.template.json'), 'utf8'));
const engine = JSON.parse(fs.readFileSync(path.join(root, 'libs/statement/package.json'), 'utf8'));
// Every run-time dependency of the engine: pdfjs-dist (data files), @napi-rs/canvas, tesseract.js and its
// core and language data. The export library's own dependencies are all in the bundle.
const dependencies = Object.fromEntries(Object.entries(engine.dependencies).filter(([name]) => !name.startsWith('@bankxl/')));

fs.rmSync(stage, { recursive: true, force: true });
fs.mkdirSync(path.join(stage, 'bin'), { recursive: true });
fs.mkdirSync(path.join(stage, 'dist'));
fs.writeFileSync(path.join(stage, 'package.json'), `${JSON.stringify({ ...template, dependencies }, null, 2)}\n`);
fs.copyFileSync(path.join(exportDir, 'package/README.md'), path.join(stage, 'README.md'));
fs.copyFileSync(path.join(exportDir, 'package/bin/bankxl.mjs'), path.join(stage, 'bin/bankxl.mjs'));
fs.chmodSync(path.join(stage, 'bin/bankxl.mjs'), 0o755);
fs.copyFileSync(bundle, path.join(stage, 'dist/bankxl-cli.cjs'));
fs.copyFileSync(`${bundle}.v8cache`, path.join(stage, 'dist/bankxl-cli.cjs.v8cache'));
fs.copyFileSync(`${bundle}.pages.v8cache`, path.join(stage, 'dist/bankxl-cli.cjs.pages.v8cache'));

// The licences of the third-party code inside the bundle (Apache-2.0 asks for its text with any copy).
const inputs = JSON.parse(fs.readFileSync(`${bundle}.inputs.json`, 'utf8'));
const packageDirs = new Set();
for (const { file } of inputs) {
  const match = path.resolve(path.dirname(bundle), file).match(/^(.*\/node_modules\/(?:@[^/]+\/)?[^/]+)\//);
  if (match) packageDirs.add(match[1]);
}
const notices = [...packageDirs].sort().map((dir) => {
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const licenceFile = fs.readdirSync(dir).find((f) => /^(licen[cs]e|copying)(\.|$)/i.test(f));
  if (!licenceFile) throw new Error(`${manifest.name} is bundled but ships no licence file: its notice cannot be included`);
  return `${manifest.name} ${manifest.version} (${manifest.license})\n\n${fs.readFileSync(path.join(dir, licenceFile), 'utf8').trim()}\n`;
});
fs.writeFileSync(
  path.join(stage, 'THIRD-PARTY-NOTICES.txt'),
  `bankxl's dist/bankxl-cli.cjs contains the code of these packages, under their licences:\n\n${notices.join('\n---\n\n')}`,
);

fs.mkdirSync(outDir, { recursive: true });
const pack = spawnSync('npm', ['pack', '--json', '--pack-destination', outDir], { cwd: stage, encoding: 'utf8' });
if (pack.status !== 0) {
  console.error(`npm pack failed:\n${pack.stderr}`);
  process.exit(1);
}
const [packed] = JSON.parse(pack.stdout);
console.log(path.join(outDir, packed.filename));
