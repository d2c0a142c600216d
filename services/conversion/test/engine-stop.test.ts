import { afterAll, beforeAll, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { createEnginePool, EngineTimeoutError, type EnginePool } from '../src/engine/engine-pool.js';
import { fixture } from './support.js';

// Real engine workers (piscina threads reading a real statement): slower than jest's default on a busy machine.
jest.setTimeout(60_000);

// A worker thread ended from outside while it sets up a zlib stream (every compressed PDF stream it reads) aborts the
// whole process on Node 20. So a read its caller gave up on is asked to stop at its next page, and its thread is
// kept: no new thread may appear after a give-up.
let pool: EnginePool;
let threadsBefore = 0;
const pdf = fixture('long-statement.pdflib.pdf'); // 13 pages
const convert = () => ({ op: 'convert' as const, pdf, pageLimit: 50, fileName: 'statement.pdf' });

beforeAll(async () => {
  pool = createEnginePool({ threads: 1, queueLimit: 8, timeoutMs: 30_000, maxHeapMb: 256, perClientLimit: 4, onWorkerError: () => undefined });
  // The worker is started (and its code loaded) before any thread is counted.
  expect(await pool.run(convert(), 'warm')).toMatchObject({ ok: true, op: 'convert' });
});
beforeEach(() => {
  threadsBefore = pool.threadsStarted();
});
afterAll(async () => {
  await pool?.destroy();
});

describe('a read its caller gives up on', () => {
  test('when the engine time limit passes mid-read, then the caller hears engine_timeout at once and the same thread reads the next statement whole', async () => {
    await expect(pool.run(convert(), 'alice', { timeoutMs: 1 })).rejects.toBeInstanceOf(EngineTimeoutError);
    const next = await pool.run(convert(), 'bob');
    expect(next).toMatchObject({ ok: true, op: 'convert', pages: 13, pagesParsed: 13 });
    expect(pool.threadsStarted()).toBe(threadsBefore);
  });

  test('when the client goes away while its pages are read, then the caller hears the reason, no page is reported after it, and no thread is replaced', async () => {
    const stop = new AbortController();
    const gone = new Error('the client went away');
    const reported: number[] = [];
    const run = pool.run(convert(), 'carol', {
      signal: stop.signal,
      onProgress: (progress) => {
        if (progress.step !== 'pages' || !progress.reading) return;
        reported.push(progress.reading.page);
        if (progress.reading.page === 1) stop.abort(gone);
      },
    });
    await expect(run).rejects.toBe(gone);
    const seen = reported.length;
    const next = await pool.run(convert(), 'dave');
    expect(next).toMatchObject({ ok: true, op: 'convert', pages: 13 });
    expect(reported).toHaveLength(seen);
    expect(pool.threadsStarted()).toBe(threadsBefore);
  });

  test('when a page count is given up on, then the next one is answered by the same thread', async () => {
    await expect(pool.run({ op: 'count', pdf, pageLimit: 50 }, 'erin', { timeoutMs: 1 })).rejects.toBeInstanceOf(EngineTimeoutError);
    expect(await pool.run({ op: 'count', pdf, pageLimit: 50 }, 'erin')).toEqual({ ok: true, op: 'count', pages: 13, withoutText: [] });
    expect(pool.threadsStarted()).toBe(threadsBefore);
  });
});
