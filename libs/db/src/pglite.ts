import { existsSync, mkdirSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { PGlite as PgliteInstance } from '@electric-sql/pglite';
import { DatabaseError } from './errors.js';
import type { PgliteReply, PgliteRequest, PgliteThreadData, SerializedError } from './pglite-protocol.js';

const MEMORY = 'memory://';

/**
 * PostgreSQL's own page cache inside PGlite's WebAssembly memory. PGlite sets 160 MB; the product's
 * tables are small and PGlite reads real files through the operating system's cache anyway, so 16 MB
 * holds the hot pages and takes about 100 MB off the embedded product's resident memory (measured:
 * an opened data directory held 266 MB RSS with PGlite's setting, 159 MB with this; issue 25).
 */
const SHARED_BUFFERS = '16MB';
const START_PARAMS = [...PgliteInstance.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`];

export type PgliteResults<T> = { rows: T[]; fields: { name: string; dataTypeID: number }[]; affectedRows?: number };
/** As PGlite's own; `parsers` may only keep a type's text as it is (drizzle's do), see `textTypesOf`. */
export type PgliteQueryOptions = { rowMode?: 'array' | 'object'; parsers?: Record<number, (value: string, typeId: number) => unknown> };
export interface PgliteQueries {
  query<T>(sql: string, params?: unknown[], options?: PgliteQueryOptions): Promise<PgliteResults<T>>;
  exec(sql: string): Promise<void>;
}
/**
 * The embedded PostgreSQL as the services use it: the part of PGlite's API that drizzle and our migrations
 * call (query, exec, transaction), answered by a PGlite on a thread of its own.
 */
export interface PGlite extends PgliteQueries {
  transaction<T>(fn: (tx: PgliteQueries) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * Opens (creating when new) the embedded PostgreSQL that hosts every service's schema in one process.
 * `dataDir` is a directory, or 'memory://' for a throwaway instance. PGlite itself neither creates
 * the parent directory nor stops two processes from opening the same directory (the last writer
 * wins), so this takes care of both with a pid lock file next to the directory.
 *
 * PGlite runs on a worker thread. On the main thread its queries (PostgreSQL in WebAssembly, run
 * synchronously) were 22 of the 28 ms of main-thread work a conversion costs (measured: 28 queries and
 * 168 calls into PGlite per conversion of the bench's 5-page statement), so while four users converted,
 * a sign-in or `/api/me` waited behind them between each of its hops (issue 25). On its own thread the
 * database works while the event loop answers requests; a query costs the main thread two messages.
 */
export async function openPglite(dataDir: string): Promise<PGlite> {
  if (dataDir.startsWith(MEMORY)) return startPgliteThread(dataDir, () => undefined);
  const dir = path.resolve(dataDir);
  mkdirSync(path.dirname(dir), { recursive: true });
  const releaseLock = acquireDirLock(dir);
  try {
    if (!existsSync(path.join(dir, 'PG_VERSION'))) await initialiseInWorker(dir);
    return await startPgliteThread(dir, releaseLock);
  } catch (err) {
    releaseLock();
    throw err;
  }
}

/** A request before `send` numbers it (Omit over each member of the union, not over the union). */
type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;

function toError(error: SerializedError): Error {
  const err = new Error(error.message);
  err.name = error.name;
  for (const [key, value] of Object.entries(error.fields)) {
    if (key !== 'message' && key !== 'name' && key !== 'stack') (err as unknown as Record<string, unknown>)[key] = value;
  }
  return err;
}

/**
 * The types whose text a query's parsers keep. Functions cannot cross to the PGlite thread, and the only
 * parsers anyone passes are drizzle's, which keep dates, timestamps and intervals as PostgreSQL's text; a
 * parser that does anything else is refused rather than silently not applied.
 */
function textTypesOf(parsers: PgliteQueryOptions['parsers']): number[] | undefined {
  if (!parsers) return undefined;
  return Object.entries(parsers).map(([oid, parse]) => {
    const probe = '2001-02-03 04:05:06';
    if (parse(probe, Number(oid)) !== probe) throw new DatabaseError('pglite_parser', `a parser for type ${oid} changes the value; only text-keeping parsers reach the PGlite thread`);
    return Number(oid);
  });
}

async function startPgliteThread(dataDir: string, releaseLock: () => void): Promise<PGlite> {
  const worker = new Worker(PGLITE_THREAD, { workerData: { dataDir, startParams: START_PARAMS } satisfies PgliteThreadData });
  const pending = new Map<number, { resolve(result: unknown): void; reject(err: Error): void }>();
  let nextId = 1;
  let nextTransaction = 1;
  let stopped: Error | undefined;
  let started!: { resolve(result: unknown): void; reject(err: Error): void };
  const ready = new Promise((resolve, reject) => (started = { resolve, reject }));
  pending.set(0, started);

  // The thread keeps the process alive only while a query or transaction waits on it.
  worker.unref();
  const settle = (id: number) => {
    const waiter = pending.get(id);
    pending.delete(id);
    if (pending.size === 0) worker.unref();
    return waiter;
  };
  worker.on('message', (reply: PgliteReply) => {
    const waiter = settle(reply.id);
    if (reply.ok) waiter?.resolve(reply.result);
    else waiter?.reject(toError(reply.error));
  });
  const fail = (err: Error) => {
    stopped ??= err;
    for (const id of [...pending.keys()]) settle(id)?.reject(stopped);
  };
  worker.on('error', (err) => fail(new DatabaseError('pglite_stopped', `the embedded database stopped: ${err.message}`, { cause: err })));
  worker.on('exit', (code) => fail(new DatabaseError('pglite_stopped', `the embedded database stopped (thread exit ${code})`)));

  function send<T>(request: WithoutId<PgliteRequest>): Promise<T> {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    if (pending.size === 0) worker.ref();
    const answer = new Promise<T>((resolve, reject) => pending.set(id, { resolve: resolve as (result: unknown) => void, reject }));
    worker.postMessage({ ...request, id } as PgliteRequest);
    return answer;
  }

  /** Queries outside any transaction, or in transaction `tx` while `isOpen()` (once it ended, one would begin it anew). */
  const queries = (tx?: number, isOpen: () => boolean = () => true): PgliteQueries => {
    const ended = () => Promise.reject(new DatabaseError('transaction_ended', 'a query was sent in a transaction that has ended'));
    return {
      query: <T>(sql: string, params?: unknown[], options?: PgliteQueryOptions) =>
        isOpen() ? send<PgliteResults<T>>({ op: 'query', sql, params, rowMode: options?.rowMode, textTypes: textTypesOf(options?.parsers), tx }) : ended(),
      exec: (sql: string) => (isOpen() ? send<void>({ op: 'exec', sql, tx }) : ended()),
    };
  };

  worker.ref();
  try {
    await ready;
  } catch (err) {
    await worker.terminate();
    throw err;
  }
  let closing: Promise<void> | undefined;
  return {
    ...queries(),
    async transaction<T>(fn: (tx: PgliteQueries) => Promise<T>): Promise<T> {
      const tx = nextTransaction++;
      let open = true;
      let result: T;
      try {
        result = await fn(queries(tx, () => open));
      } catch (err) {
        open = false;
        await send({ op: 'end', tx, commit: false }).catch(() => undefined);
        throw err;
      }
      open = false;
      await send({ op: 'end', tx, commit: true });
      return result;
    },
    close() {
      closing ??= (async () => {
        try {
          if (!stopped) await send({ op: 'close' });
          await new Promise<void>((resolve) => (worker.threadId === -1 ? resolve() : worker.once('exit', () => resolve())));
        } finally {
          releaseLock();
        }
      })();
      return closing;
    },
  };
}

/** Thrown when another live process holds the PGlite data directory. */
export class DataDirLockedError extends DatabaseError {
  constructor(dir: string, pid: number) {
    super('pglite_locked', `PGlite data directory ${dir} is in use by process ${pid}`);
  }
}

function acquireDirLock(dir: string): () => void {
  const lockFile = `${dir}.lock`;
  try {
    writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    const holder = readLockHolder(lockFile);
    if (holder !== undefined && holder !== process.pid && isAlive(holder)) throw new DataDirLockedError(dir, holder);
    writeFileSync(lockFile, String(process.pid)); // a stale lock left by a crashed process
  }
  return () => {
    if (readLockHolder(lockFile) === process.pid) rmSync(lockFile, { force: true });
  };
}

function readLockHolder(lockFile: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const here = path.dirname(fileURLToPath(import.meta.url));
/** The worker must be JavaScript: the built file next to this one, or under dist/ when this runs from src/ (jest). */
const builtDir = here.includes(`${path.sep}dist${path.sep}`) ? here : path.resolve(here, '../dist/src');
const INIT_WORKER = path.join(builtDir, 'pglite-init-worker.js');
const PGLITE_THREAD = path.join(builtDir, 'pglite-thread.js');

/**
 * Creating a data directory (initdb) touches about 500 MB of PGlite's memory that it keeps for the life of
 * its instance; a process that then serves from the same directory needs far less (measured: 760-800 MB
 * RSS for an instance that created its directory, 280-430 MB for one that opened it). So a new directory is
 * created in a worker thread, whose memory goes when it ends, and then opened here.
 */
async function initialiseInWorker(dir: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const worker = new Worker(INIT_WORKER, { workerData: dir });
    worker.once('error', reject);
    worker.once('exit', (code) => (code === 0 ? resolve() : reject(new DatabaseError('pglite_init_failed', `creating the PGlite data directory ${dir} failed (worker exit ${code})`))));
  });
}
