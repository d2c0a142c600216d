/**
 * What piscina loads in each engine worker: CommonJS, which imports the engine worker (an ES module).
 * Piscina first tries `require()` on its file, and Node 20's require() of an ES module aborted the whole
 * process now and then while workers were being replaced (V8: "IsGraphAsync must be used on an instantiated
 * module", seen when a timed-out task's worker was replaced); a dynamic import() takes the ordinary path.
 */
import { workerData } from 'node:worker_threads';

// pdf.js inflates a PDF's compressed streams with DecompressionStream (zlib) where the runtime has one, else
// with its own decoder: the same bytes (123 corpus statements read identically either way) and no slower. A
// worker ended while zlib sets a stream up aborts the whole process on Node 20 ("close before init",
// node_zlib.cc), and engine workers are ended mid-task (a cancelled or timed-out conversion): without it,
// reading pages opens no zlib stream at all in these workers.
delete (globalThis as { DecompressionStream?: unknown }).DecompressionStream;
import type { EngineResult, EngineTask } from './engine-task.js';

type Runner = (task: EngineTask) => Promise<EngineResult>;

let runner: Promise<Runner> | null = null;

const runEngineTask = async function runEngineTask(task: EngineTask): Promise<EngineResult> {
  runner ??= import('./engine-worker.js').then((mod) => mod.default);
  return (await runner)(task);
};

// A worker that warms up (the text lane's, see warm-up-statement.ts) loads the engine and reads the built-in
// statement before it reports ready: piscina awaits a promised handler, and sends this worker no task until
// then (it could not run the warm-up later: an idle piscina worker blocks in Atomics.wait). The OCR lane's
// idle worker loads the engine with its first scan, as before, and holds nothing until then.
if ((workerData as { warmUp?: boolean } | undefined)?.warmUp) {
  runner = import('./engine-worker.js').then(async (mod) => {
    await mod.warmUp();
    return mod.default;
  });
  // Marked as an ES module's exports, so piscina takes `default` as is (and awaits it) instead of wrapping it.
  module.exports = { __esModule: true, default: runner.then(() => runEngineTask) };
} else {
  module.exports = runEngineTask;
}
