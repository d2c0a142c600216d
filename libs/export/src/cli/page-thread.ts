import { Worker } from 'node:worker_threads';

/**
 * The page thread (issue 43's cold CLI): pdf.js reads the pages there while the engine reads the rows of those
 * before on the main thread (PdfPageThread). Its program is the CLI's own: the bundle (with the bundle's V8 code
 * cache, as cli/bundled.ts and the package's bin load it) or the compiled cli/program.js, whose servePdfPages it
 * runs. Written to run as a script or as a module (a worker's eval code follows the parent's --input-type).
 */
const BOOT = `
const load = (name) => process.getBuiltinModule(name);
const { workerData } = load('node:worker_threads');
if (workerData.program.endsWith('.cjs')) {
  const fs = load('node:fs'), path = load('node:path'), vm = load('node:vm'), Module = load('node:module');
  const file = load('node:url').fileURLToPath(workerData.program);
  let cachedData;
  try { cachedData = fs.readFileSync(file + '.v8cache'); } catch { cachedData = undefined; }
  const script = new vm.Script(Module.wrap(fs.readFileSync(file, 'utf8')), { filename: file, cachedData });
  const program = { exports: {} };
  script.runInThisContext()(program.exports, Module.createRequire(file), program, file, path.dirname(file));
  program.exports.servePdfPages();
} else {
  import(workerData.program).then((program) => program.servePdfPages());
}`;

/** Starts a page thread running `program` (a file URL: the bundle, or cli/program.js). */
export function startPageWorker(program: string): Worker {
  return new Worker(BOOT, { eval: true, workerData: { program } });
}
