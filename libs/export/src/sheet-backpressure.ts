import { once } from 'node:events';
import type ExcelJS from 'exceljs';

// exceljs's streaming writer has no backpressure: each committed row is written straight into a
// stream that the zip (archiver) reads from, and nothing waits for the zip to keep up. Deflating
// takes event-loop turns, so a tight loop over a long statement would pile the whole uncompressed
// sheet into that stream's buffer (about 27 MB for 95,000 rows). Waiting here lets the zip catch up.
//
// What we reach into (exceljs 4.4.0, archiver 5): the worksheet writer's `stream` is exceljs's
// StreamBuf, whose `pipes[0]` is the PassThrough archiver wraps it in (a readable-stream v2 stream,
// so its buffer is `_writableState.length`). If that shape ever changes, this waits one turn instead.

type Backlog = { _writableState?: { length?: number } } & NodeJS.EventEmitter;
type SheetInternals = { stream?: { pipes?: Backlog[] } };

const HIGH_WATER = 1 << 20; // bytes of uncompressed XML allowed to wait for the zip
const LONGEST_WAIT_MS = 1_000; // never hang on a drain that does not come: fall back to carrying on

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Resolves once the zip has taken in what this sheet has written so far, or nearly all of it. */
export async function zipCaughtUp(sheet: ExcelJS.Worksheet): Promise<void> {
  const backlog = (sheet as unknown as SheetInternals).stream?.pipes?.[0];
  const buffered = backlog?._writableState?.length;
  if (!backlog || typeof buffered !== 'number' || buffered < HIGH_WATER) return nextTurn();
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), LONGEST_WAIT_MS);
  try {
    await once(backlog, 'drain', { signal: timeout.signal });
  } catch (error) {
    if (!timeout.signal.aborted) throw error;
  } finally {
    clearTimeout(timer);
  }
}
