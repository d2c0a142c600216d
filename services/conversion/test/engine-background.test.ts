import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { createEnginePool, type EnginePool } from '../src/engine/engine-pool.js';
import { fixture } from './support.js';

// Real engine workers (piscina threads reading a real statement): slower than jest's default on a busy machine.
jest.setTimeout(60_000);

let pool: EnginePool;
const pdf = fixture('long-statement.pdflib.pdf');
const convert = () => ({ op: 'convert' as const, pdf, pageLimit: 50, fileName: 'statement.pdf' });

beforeAll(() => {
  // One worker, so the order in which waiting tasks get it is the order they finish in.
  pool = createEnginePool({ threads: 1, queueLimit: 8, timeoutMs: 30_000, maxHeapMb: 256, perClientLimit: 4, onWorkerError: () => undefined });
});
afterAll(async () => {
  await pool?.destroy();
});

describe("a stored document's first-page picture, drawn after its answer went out", () => {
  test('when conversions are waiting for the worker, then they get it before a picture that was queued first', async () => {
    const finished: string[] = [];
    const running = pool.run(convert(), 'alice').then((r) => finished.push(`alice ${r.ok}`));
    const picture = pool.run({ op: 'firstPage', pdf }, 'picture:alice', { background: true }).then((r) => finished.push(`picture ${r.ok}`));
    const waiting = pool.run(convert(), 'bob').then((r) => finished.push(`bob ${r.ok}`));
    await Promise.all([running, picture, waiting]);
    expect(finished).toEqual(['alice true', 'bob true', 'picture true']);
  });

  test('when no conversion is waiting, then the picture is drawn at once', async () => {
    const drawn = await pool.run({ op: 'firstPage', pdf }, 'picture:carol', { background: true });
    expect(drawn).toMatchObject({ ok: true, op: 'firstPage' });
    expect(drawn.ok && drawn.op === 'firstPage' && drawn.picture !== null && drawn.picture.length > 1000).toBe(true);
  });
});
