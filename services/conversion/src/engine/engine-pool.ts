import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import v8 from 'node:v8';
import { MessageChannel, receiveMessageOnPort } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { EngineProgress, EngineResult, EngineTask, OcrWorkerSettings, StopFlag } from './engine-task.js';
import { FairQueue } from './fair-queue.js';

/**
 * The old space an engine worker's heap starts with before its first full collection, in MB (at most a quarter
 * of its heap limit). A worker's heap limit (resourceLimits) also sets how fast V8 lets the heap grow: at 256 MB
 * it grows by little, so a worker ran a full collection every three conversions. Each one dropped the optimised
 * code of the functions pdf.js creates per page (closures whose code V8 holds weakly), and the next conversion
 * compiled them again: measured with --trace-opt/--trace-gc, a 5-page statement took 99 ms a conversion instead
 * of 73 ms, and with four users converting the compiler threads used more CPU than the engine itself (issue 25).
 * Starting the heap larger leaves the limit (and its out-of-memory guard) as it is and makes those rare.
 */
const ENGINE_INITIAL_OLD_SPACE_MB = 64;
let initialOldSpaceMb = Infinity;

/**
 * V8's flags are the process's, and a heap reads this one when it is created: the workers (and any replacement)
 * are created after this call, while the service's own heap already exists and keeps its sizing. Only ever
 * lowered, so a pool with a small heap limit (the OCR lane's, or a test's) is never started above its quarter.
 */
function engineHeapStartsAt(maxHeapMb: number): void {
  initialOldSpaceMb = Math.min(initialOldSpaceMb, ENGINE_INITIAL_OLD_SPACE_MB, Math.floor(maxHeapMb / 4));
  v8.setFlagsFromString(`--initial-old-space-size=${initialOldSpaceMb}`);
}

/**
 * How long a worker asked to stop (its caller gave up) may take to reach its next page before it is ended from
 * outside: a page of a scan takes a few seconds to read, a text page milliseconds.
 */
const STOP_GRACE_MS = 15_000;

/** Thrown when the engine took longer than allowed on one document. */
export class EngineTimeoutError extends Error {
  readonly code = 'engine_timeout';
}
/** Thrown when one document needed more memory than a worker may use (the worker is replaced). */
export class EngineOutOfMemoryError extends Error {
  readonly code = 'engine_out_of_memory';
}
/** Thrown when the pool's bounded queue is full. */
export class EngineBusyError extends Error {
  readonly code = 'engine_busy';
}

/** A conversion let into the engine (`leave` once it is done), or why it was not. */
export type Admission = { leave: () => void } | { refused: 'engine_full' | 'client_limit' };

export type EnginePool = {
  /**
   * Runs one task for `client` once a worker is free for it. Clients take turns (see FairQueue), and the
   * time limit starts when the task reaches a worker: waiting in line is not engine time. `timeoutMs`
   * replaces the pool's limit for this task (the OCR lane gives each document a budget per scanned page).
   * `signal` stops the task, waiting or running, and rejects with its reason at once; a running task ends at its
   * next page (a worker that does not is ended and replaced).
   * `onProgress` hears how far a convert task is while its worker reads it. A `background` task (work after an
   * answer went out) gets a worker only when no client's task is waiting for one (FairQueue).
   */
  run(
    task: EngineTask,
    client: string,
    opts?: { timeoutMs?: number; signal?: AbortSignal; onProgress?: (progress: EngineProgress) => void; background?: boolean },
  ): Promise<EngineResult>;
  /**
   * Admission for one conversion (it may run several tasks): refused when `threads + queueLimit`
   * conversions are already in the engine, so callers answer 503 instead of piling up, or when this
   * client already has `perClientLimit` conversions in it, so one client cannot fill the line.
   */
  admit(client: string): Admission;
  /** Threads this pool has started, replacements included: a worker ended from outside (out of memory, a read that would not stop) adds one. */
  threadsStarted(): number;
  destroy(): Promise<void>;
};

/**
 * The slot once it is this task's turn, or the stop's reason if it comes first: then the slot, when its turn
 * comes, is handed on at once.
 */
async function slotUnlessStopped(waiting: Promise<() => void>, stop: AbortSignal | undefined): Promise<() => void> {
  if (!stop) return waiting;
  let onStop = () => {};
  const stopped = new Promise<never>((_resolve, reject) => {
    onStop = () => reject(stop.reason);
    if (stop.aborted) onStop();
    else stop.addEventListener('abort', onStop, { once: true });
  });
  try {
    return await Promise.race([waiting, stopped]);
  } catch (err) {
    void waiting.then((release) => release());
    throw err;
  } finally {
    stop.removeEventListener('abort', onStop);
  }
}

const here = path.dirname(fileURLToPath(import.meta.url));
/**
 * The worker must be JavaScript Node can load: the built file next to this one under dist/, or,
 * when this module runs from src/ (jest), the same file under the package's dist/.
 */
export const ENGINE_WORKER_FILE = here.includes(`${path.sep}dist${path.sep}`)
  ? path.join(here, 'engine-worker-entry.cjs')
  : path.resolve(here, '../../dist/src/engine/engine-worker-entry.cjs');

export function createEnginePool(opts: {
  threads: number;
  queueLimit: number;
  timeoutMs: number;
  maxHeapMb: number;
  /** Conversions one client (user, or address when anonymous) may have in the engine at once. */
  perClientLimit: number;
  /** A worker that fails while no task is on it (say, at start); without a listener it would crash the process. */
  onWorkerError: (err: Error) => void;
  /** Makes this the OCR lane: each worker reads scanned pages with an OCR engine of its own. */
  ocr?: OcrWorkerSettings;
  /** Each worker reads a small built-in statement when it starts, so no user's conversion meets a cold one. */
  warmUp?: boolean;
  /** The nice value each worker lowers itself to (see engine-worker.ts); 0 leaves it at the service's. */
  nice?: number;
}): EnginePool {
  if (!fs.existsSync(ENGINE_WORKER_FILE)) {
    throw new Error(`conversion engine worker not built: ${ENGINE_WORKER_FILE} is missing (run \`npx tsc -b services/conversion\`)`);
  }
  engineHeapStartsAt(opts.maxHeapMb);
  const pool = new Piscina<EngineTask, EngineResult>({
    filename: pathToFileURL(ENGINE_WORKER_FILE).href,
    // Every worker warm: a burst should not pay for starting threads while others wait.
    minThreads: opts.threads,
    maxThreads: opts.threads,
    // Admission below bounds conversions; this is the backstop for the tasks they queue.
    maxQueue: Math.max(1, opts.threads + opts.queueLimit),
    idleTimeout: 60_000,
    // An idle worker waits for its next task on its event loop, not blocked in Atomics.wait: V8 can then
    // collect its garbage while it idles and give the memory back (issue 25's idle memory). A task's hand-over
    // costs a message instead of a shared-memory wake-up, nothing next to a conversion's tens of milliseconds.
    atomics: 'disabled',
    // The engine's live memory stays flat with the page count (see `make bench`), so a fixed heap per
    // worker bounds the service's memory; a document that still needs more fails alone, not the process.
    resourceLimits: { maxOldGenerationSizeMb: opts.maxHeapMb },
    workerData: { ocr: opts.ocr, warmUp: opts.warmUp ?? false, nice: opts.nice ?? 0 },
  });
  pool.on('error', opts.onWorkerError);
  let threadsStarted = 0;
  pool.on('workerCreate', () => {
    threadsStarted += 1;
  });
  const capacity = opts.threads + opts.queueLimit;
  let admitted = 0;
  const perClient = new Map<string, number>();
  // One slot per worker: tasks wait here, in turns, rather than in piscina's first-come queue.
  const slots = new FairQueue(opts.threads);
  return {
    async run(task, client, runOpts) {
      const stop = runOpts?.signal;
      const release = await slotUnlessStopped(slots.acquire(client, { background: runOpts?.background }), stop);
      // A copy is transferred (not cloned): the caller keeps its bytes for storage.
      const pdf = new Uint8Array(task.pdf);
      const timeout = AbortSignal.timeout(runOpts?.timeoutMs ?? opts.timeoutMs);
      const givenUp = stop ? AbortSignal.any([timeout, stop]) : timeout;
      const flag: StopFlag = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
      const ended = new AbortController();
      let endTimer: NodeJS.Timeout | undefined;
      // The worker posts its progress on a port of its own, while the task runs (the answer comes only at the end).
      const channel = runOpts?.onProgress && task.op === 'convert' ? new MessageChannel() : null;
      const onProgress = runOpts?.onProgress;
      if (channel && onProgress) channel.port1.on('message', (progress: EngineProgress) => onProgress(progress));
      const sent = channel ? { ...task, pdf, stop: flag, progress: channel.port2 } : { ...task, pdf, stop: flag };
      const transferList = channel ? [pdf.buffer as ArrayBuffer, channel.port2] : [pdf.buffer as ArrayBuffer];
      // A caller that gives up is answered at once, and the worker is asked to stop at its next page (the flag);
      // only a worker that has not stopped STOP_GRACE_MS later is ended from outside. Ending a worker thread while
      // it sets up a zlib stream (each compressed PDF stream it reads, the workbook it writes) aborts the whole
      // process on Node 20 ("close before init"): that ended `make test`'s conversion journey, in which clients
      // give up on conversions mid-read. The slot is the worker's until it is free again.
      let onGivenUp = () => {};
      const gaveUp = new Promise<never>((_resolve, reject) => {
        onGivenUp = () => {
          Atomics.store(flag, 0, 1);
          endTimer = setTimeout(() => ended.abort(givenUp.reason), STOP_GRACE_MS).unref();
          channel?.port1.close();
          reject(givenUp.reason);
        };
        if (givenUp.aborted) onGivenUp();
        else givenUp.addEventListener('abort', onGivenUp, { once: true });
      });
      const working = pool.run(sent, { transferList, signal: ended.signal });
      void working
        .catch(() => undefined)
        .finally(() => {
          clearTimeout(endTimer);
          givenUp.removeEventListener('abort', onGivenUp);
          if (channel && onProgress && !givenUp.aborted) {
            // Reports posted just before the answer may still wait on the port: hand them on before closing it, so
            // the last steps (the workbook being written) are not lost to the answer's arrival.
            for (let report = receiveMessageOnPort(channel.port1); report; report = receiveMessageOnPort(channel.port1)) onProgress(report.message as EngineProgress);
          }
          channel?.port1.close();
          release();
        });
      gaveUp.catch(() => undefined);
      try {
        return await Promise.race([working, gaveUp]);
      } catch (err) {
        if (stop?.aborted) throw stop.reason;
        const e = err as Error;
        if (e?.name === 'AbortError' || e?.name === 'TimeoutError') throw new EngineTimeoutError('engine timed out');
        if (/queue is at limit|no task queue/i.test(e?.message ?? '')) throw new EngineBusyError('engine queue full');
        if ((e as { code?: string })?.code === 'ERR_WORKER_OUT_OF_MEMORY') throw new EngineOutOfMemoryError('engine out of memory');
        throw err;
      }
    },
    admit(client) {
      if (admitted >= capacity) return { refused: 'engine_full' };
      const mine = perClient.get(client) ?? 0;
      if (mine >= opts.perClientLimit) return { refused: 'client_limit' };
      admitted += 1;
      perClient.set(client, mine + 1);
      let released = false;
      return {
        leave: () => {
          if (released) return;
          released = true;
          admitted -= 1;
          const left = (perClient.get(client) ?? 1) - 1;
          if (left > 0) perClient.set(client, left);
          else perClient.delete(client);
        },
      };
    },
    threadsStarted: () => threadsStarted,
    async destroy() {
      // Conversions on a worker finish first (queued ones are refused): a worker stopped in the middle of one
      // can be inside zlib (the content budget's inflate, the workbook's deflate), and on Node 20 a worker
      // ended while zlib sets a stream up aborts the whole process ("close before init", seen in `make test`).
      // Piscina stops waiting after its closeTimeout (30 s) and ends them anyway.
      await pool.close({ force: true });
    },
  };
}
