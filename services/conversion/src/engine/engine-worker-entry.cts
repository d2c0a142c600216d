/**
 * What piscina loads in each engine worker: CommonJS, which imports the engine worker (an ES module).
 * Piscina first tries `require()` on its file, and Node 20's require() of an ES module aborted the whole
 * process now and then while workers were being replaced (V8: "IsGraphAsync must be used on an instantiated
 * module", seen when a timed-out task's worker was replaced); a dynamic import() takes the ordinary path.
 */
import type { EngineResult, EngineTask } from './engine-task.js';

type Runner = (task: EngineTask) => Promise<EngineResult>;

let runner: Promise<Runner> | null = null;

module.exports = async function runEngineTask(task: EngineTask): Promise<EngineResult> {
  runner ??= import('./engine-worker.js').then((mod) => mod.default);
  return (await runner)(task);
};
