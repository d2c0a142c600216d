import { Worker } from 'node:worker_threads';

/**
 * The page thread (issue 43's cold CLI): pdf.js reads the pages there while the engine reads the rows of those
 * before on the main thread (PdfPageThread). Its program is the CLI's own: the bundle or the compiled
 * cli/program.js, whose servePdfPages it runs. From the bundle it takes a V8 code cache of its own,
 * `bankxl-cli.cjs.pages.v8cache` (pdf.js's functions), as the main thread takes `bankxl-cli.cjs.v8cache` (the
 * engine's and the writers'): each thread deserializes only the code it runs. The bundle is ASCII, read as Latin-1
 * (cli/bundled.ts's bundleSource). The build's training run writes both
 * (`writeCodeCache`: this thread's when it exits). Written to run as a script or as a module (a worker's eval code
 * follows the parent's --input-type).
 */
const BOOT = `
const load = (name) => process.getBuiltinModule(name);
const { workerData } = load('node:worker_threads');
if (workerData.program.endsWith('.cjs')) {
  const fs = load('node:fs'), path = load('node:path'), vm = load('node:vm'), Module = load('node:module');
  const file = load('node:url').fileURLToPath(workerData.program);
  const cache = file + '.pages.v8cache';
  let cachedData;
  try { cachedData = workerData.writeCodeCache ? undefined : fs.readFileSync(cache); } catch { cachedData = undefined; }
  const bytes = fs.readFileSync(file);
  const source = load('node:buffer').isAscii(bytes) ? bytes.toString('latin1') : bytes.toString('utf8');
  const script = new vm.Script(Module.wrap(source), { filename: file, cachedData });
  const program = { exports: {} };
  script.runInThisContext()(program.exports, Module.createRequire(file), program, file, path.dirname(file));
  if (workerData.writeCodeCache) process.once('exit', () => fs.writeFileSync(cache, script.createCachedData()));
  program.exports.servePdfPages();
} else {
  import(workerData.program).then((program) => program.servePdfPages());
}`;

/** Starts a page thread running `program` (a file URL: the bundle, or cli/program.js). */
export function startPageWorker(program: string, options: { writeCodeCache?: boolean } = {}): Worker {
  return new Worker(BOOT, { eval: true, workerData: { program, writeCodeCache: options.writeCodeCache === true } });
}
