// Runs inside a piscina worker thread: the CPU-heavy part of a conversion (pdf.js text extraction,
// table reading, OCR of scanned pages, workbook writing) happens here so the service's event loop never blocks.
import os from 'node:os';
import v8 from 'node:v8';
import vm from 'node:vm';
import { workerData } from 'node:worker_threads';
import { toJson, toXlsx } from '@bankxl/export';
import { createTesseractEngine, firstPagePicture, pagesWithoutText, parseStatement, ReadStoppedError, ScansFoundError, StatementError, toBookRules, withBooks, type ClosableOcrEngine, type OcrEngine, type OcrLanguage, type OcrWord, type PageImage } from '@bankxl/statement';
import type { EngineProgress, EngineResult, EngineTask, OcrWorkerSettings } from './engine-task.js';
import { warmUpStatementPdf } from './warm-up-statement.js';

/** "This workbook holds page 1 of 3 of the statement." when only part of the document was read. */
export function partialNote(pagesParsed: number, pages: number): string | undefined {
  if (pagesParsed >= pages) return undefined;
  return pagesParsed === 1
    ? `This workbook holds page 1 of ${pages} of the statement.`
    : `This workbook holds pages 1-${pagesParsed} of ${pages} of the statement.`;
}

/**
 * How much lower than the service's own thread an engine thread runs (a nice value, 0-19). Linux keeps the
 * nice value per thread, so this lowers only this worker (and the OCR threads it starts, which inherit it):
 * when conversions fill every core, the event loop that answers sign-ins, `/api/me` and uploads still gets
 * the CPU at once instead of waiting its turn behind the engine (issue 25). With nothing else to run, a
 * niced thread runs at full speed.
 */
const ENGINE_NICE = (workerData as { nice?: number } | undefined)?.nice ?? 0;
try {
  if (ENGINE_NICE > 0) os.setPriority(0, Math.min(19, ENGINE_NICE));
} catch {
  // Not permitted or not supported here: the engine runs at the service's priority, as before.
}

const ocrSettings = (workerData as { ocr?: OcrWorkerSettings } | undefined)?.ocr;
/**
 * This worker's OCR engine (OCR lane only): started by the first scan it reads, then kept warm, since
 * starting tesseract and loading its models takes longer than reading a page. It lives as long as the
 * worker; a worker replaced after out-of-memory takes its engine (a thread of its own) with it, and a read
 * stopped while it recognises a page closes it (see stoppableOcr).
 */
let ocrEngine: Promise<ClosableOcrEngine> | null = null;
function ocr(): Promise<ClosableOcrEngine> | null {
  if (!ocrSettings) return null;
  ocrEngine ??= createTesseractEngine({ languages: ocrSettings.languages as OcrLanguage[], dpi: ocrSettings.dpi }).catch((err: unknown) => {
    ocrEngine = null; // the next document tries again
    throw err;
  });
  return ocrEngine;
}

/** How often a task that waits on the OCR engine looks at its stop flag. */
const STOP_POLL_MS = 100;

/**
 * The OCR engine as one task sees it: a recognition still under way when the task's caller gives up ends the read at
 * once (ReadStoppedError) and closes the engine, whose own thread would otherwise read the page to its end (seconds
 * of a core for nobody); the next scan starts another. Between pages the read stops by itself (parseStatement's
 * `stopped`), and the engine is kept.
 */
function stoppableOcr(engine: ClosableOcrEngine, stopped: () => boolean): { engine: OcrEngine; done: () => void } {
  let poll: NodeJS.Timeout | undefined;
  const stop = new Promise<never>((_resolve, reject) => {
    poll = setInterval(() => {
      if (!stopped()) return;
      clearInterval(poll);
      reject(new ReadStoppedError());
    }, STOP_POLL_MS);
  });
  stop.catch(() => undefined);
  const recognise = async (image: PageImage): Promise<OcrWord[]> => {
    try {
      return await Promise.race([engine.recognise(image), stop]);
    } catch (err) {
      if (err instanceof ReadStoppedError && ocrEngine) {
        ocrEngine = null;
        void engine.close().catch(() => undefined);
      }
      throw err;
    }
  };
  return { engine: { dpi: engine.dpi, release: () => engine.release?.() ?? Promise.resolve(), recognise }, done: () => clearInterval(poll) };
}

/**
 * Reads the built-in statement once (see warm-up-statement.ts), so this worker's first real
 * conversion does not pay for loading pdf.js and for cold code (called by engine-worker-entry.cts
 * before the worker takes its first task). No workbook is written: writing one opens zlib streams, and a worker
 * ended inside one aborts the process (see warm-up-statement.ts). A failure only means the worker stays cold.
 */
export async function warmUp(): Promise<void> {
  try {
    const statement = withBooks(await parseStatement(warmUpStatementPdf()), { rules: [] });
    toJson(statement);
  } catch {
    // Nothing to report: the next conversion loads what it needs, as it did before.
  }
}

/**
 * A worker that has had no task for this long collects its garbage once, so an idle service gives back what
 * the last conversions left (issue 25's idle memory): its heap starts large (see engine-pool.ts), and V8 would
 * otherwise keep that garbage until the next conversion.
 */
const IDLE_COLLECTION_MS = 3000;
let idleCollection: NodeJS.Timeout | undefined;
/** V8's collector, without starting the process with --expose-gc (a flag set now applies to new contexts). */
const collectGarbage = ((): (() => void) | null => {
  try {
    v8.setFlagsFromString('--expose-gc');
    return vm.runInNewContext('gc') as () => void;
  } catch {
    return null;
  }
})();
function collectWhileIdle(): void {
  collectGarbage?.();
}

export default async function runEngineTask(task: EngineTask): Promise<EngineResult> {
  clearTimeout(idleCollection);
  const flag = task.stop;
  const stopped = flag ? () => Atomics.load(flag, 0) === 1 : undefined;
  try {
    if (task.op === 'count') {
      const probe = await pagesWithoutText(task.pdf, { password: task.password, maxPages: task.maxPages, pageLimit: task.pageLimit, stopped });
      return { ok: true, op: 'count', pages: probe.pages, withoutText: probe.withoutText };
    }
    if (task.op === 'firstPage') return { ok: true, op: 'firstPage', picture: await firstPagePicture(task.pdf) };
    const started = ocr();
    const engine = started && stopped ? stoppableOcr(await started, stopped) : null;
    const tell = (progress: EngineProgress) => task.progress?.postMessage(progress);
    const read = await parseStatement(task.pdf, {
      password: task.password,
      maxPages: task.maxPages,
      pageLimit: task.pageLimit,
      ocr: engine?.engine ?? (started ? await started : undefined),
      readings: task.readings,
      scansElsewhere: task.scansElsewhere,
      stopped,
      onOpened: (pages) => tell({ step: 'opened', pages }),
      onProgress: (progress) => tell({ step: 'pages', ...progress }),
    }).finally(() => engine?.done());
    // Every row gets its payee and category (issue 26); a user's own rules (item 3) win over the shipped ones,
    // in the stored Statement, the workbook and every later export.
    const statement = withBooks(read, { rules: toBookRules(task.rules ?? []) });
    if (stopped?.()) throw new ReadStoppedError();
    tell({ step: 'writing' });
    const workbook = await toXlsx(statement, { fileName: task.fileName, note: partialNote(statement.pagesParsed, statement.pages) });
    const json = toJson(statement);
    return {
      ok: true,
      op: 'convert',
      pages: statement.pages,
      pagesParsed: statement.pagesParsed,
      transactions: statement.accounts.reduce((n, a) => n + a.transactions.length, 0),
      ocrPages: statement.ocrPages ?? [],
      workbook: new Uint8Array(workbook.buffer, workbook.byteOffset, workbook.byteLength),
      statement: new Uint8Array(json.buffer, json.byteOffset, json.byteLength),
    };
  } catch (err) {
    if (err instanceof StatementError) return { ok: false, code: err.code, message: err.message };
    if (err instanceof ScansFoundError) return { ok: true, op: 'scans', ...err.probe };
    throw err;
  } finally {
    if (task.op === 'convert') task.progress?.close();
    idleCollection = setTimeout(collectWhileIdle, IDLE_COLLECTION_MS).unref();
  }
}
