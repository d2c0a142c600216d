import { existsSync, mkdirSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { DatabaseError } from './errors.js';

export type { PGlite };

const MEMORY = 'memory://';

/**
 * PostgreSQL's own page cache inside PGlite's WebAssembly memory. PGlite sets 160 MB; the product's
 * tables are small and PGlite reads real files through the operating system's cache anyway, so 16 MB
 * holds the hot pages and takes about 100 MB off the embedded product's resident memory (measured:
 * an opened data directory held 266 MB RSS with PGlite's setting, 159 MB with this; issue 25).
 */
const SHARED_BUFFERS = '16MB';
const START_PARAMS = [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`];

/**
 * Opens (creating when new) the embedded PostgreSQL that hosts every service's schema in one process.
 * `dataDir` is a directory, or 'memory://' for a throwaway instance. PGlite itself neither creates
 * the parent directory nor stops two processes from opening the same directory (the last writer
 * wins), so this takes care of both with a pid lock file next to the directory.
 */
export async function openPglite(dataDir: string): Promise<PGlite> {
  if (dataDir.startsWith(MEMORY)) return PGlite.create(dataDir, { startParams: START_PARAMS });
  const dir = path.resolve(dataDir);
  mkdirSync(path.dirname(dir), { recursive: true });
  const releaseLock = acquireDirLock(dir);
  try {
    if (!existsSync(path.join(dir, 'PG_VERSION'))) await initialiseInWorker(dir);
    const pglite = await PGlite.create(dir, { startParams: START_PARAMS });
    const close = pglite.close.bind(pglite);
    pglite.close = async () => {
      try {
        await close();
      } finally {
        releaseLock();
      }
    };
    return pglite;
  } catch (err) {
    releaseLock();
    throw err;
  }
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
const INIT_WORKER = here.includes(`${path.sep}dist${path.sep}`) ? path.join(here, 'pglite-init-worker.js') : path.resolve(here, '../dist/src/pglite-init-worker.js');

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
