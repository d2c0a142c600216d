import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { conversionDist, serviceOcrSettings } from './ocr-settings.js';

// The conversion service's OCR lane alone in a process of its own, for the OCR benchmarks: its engine pool
// (services/conversion, built) with one worker and the service's OCR settings read from this process's env
// with the service's own defaults, converting the PDFs it is given one after another, as the service does.
// Nothing else runs here (the caller rasterises and scores), so the process's peak RSS (VmHWM) is that of
// one OCR worker: the worker thread (pdf.js, the page rendering, the engine's JS), the tesseract.js thread
// it starts with its wasm heap, plus a main thread that only hands tasks over. It is an upper bound for the
// worker, not a share of a larger process.
//   node libs/bench/dist/src/ocr-lane.js <cases.json> <results.json>
// cases.json: [{ "name", "file" }]; results.json: LaneReport.

export type LaneFileResult = {
  name: string;
  ok: boolean;
  /** The refusal's code when !ok. */
  code?: string;
  /** The Statement as JSON (libs/export toJson) when ok. */
  statement?: string;
  ocrPages: number;
  wallSeconds: number;
  /** CPU time of the whole process (all its threads) during this conversion: user + system. */
  cpuSeconds: number;
};

export type LaneReport = {
  files: LaneFileResult[];
  languages: string[];
  /** RSS with the pool started (its worker idle, no OCR engine yet), MB. */
  idleRssMb: number;
  /** RSS at the end, with the worker's OCR engine warm, MB. */
  endRssMb: number;
  /** The process's peak RSS (VmHWM), MB. */
  peakRssMb: number;
};

/** A field of this process's /proc status (VmRSS, VmHWM), in MB. */
function statusMb(field: 'VmRSS' | 'VmHWM'): number {
  const status = fs.readFileSync('/proc/self/status', 'utf8');
  return Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024);
}

type Pool = {
  run(task: unknown, client: string, opts?: { timeoutMs?: number }): Promise<{ ok: boolean; code?: string; ocrPages?: number[]; statement?: Uint8Array }>;
  destroy(): Promise<void>;
};
type PoolModule = { createEnginePool(opts: Record<string, unknown>): Pool };

async function main(casesFile: string, resultsFile: string) {
  const cases = JSON.parse(fs.readFileSync(casesFile, 'utf8')) as { name: string; file: string }[];
  // The service's settings and defaults, from its own schema: what it would run with in this environment.
  const env = await serviceOcrSettings();
  const { createEnginePool } = (await import(pathToFileURL(path.join(conversionDist, 'engine/engine-pool.js')).href)) as PoolModule;
  // As service.ts builds the OCR lane, with one worker.
  const pool = createEnginePool({
    threads: 1,
    queueLimit: 0,
    timeoutMs: env.OCR_PAGE_TIMEOUT_MS,
    maxHeapMb: env.OCR_MAX_HEAP_MB,
    perClientLimit: 1,
    onWorkerError: (err: Error) => console.error(`OCR worker failed: ${err.message}`),
    ocr: { languages: env.OCR_LANGUAGES },
  });
  await new Promise((resolve) => setTimeout(resolve, 500)); // the worker thread up, as in a running service
  const idleRssMb = statusMb('VmRSS');
  const files: LaneFileResult[] = [];
  try {
    for (const c of cases) {
      const pdf = new Uint8Array(fs.readFileSync(c.file));
      const cpu = process.cpuUsage();
      const started = performance.now();
      // The service gives a document a time per scanned page and one more: 60 pages is more than any case here.
      const result = await pool.run({ op: 'convert', pdf, pageLimit: env.MAX_PAGES, fileName: `${c.name}.pdf` }, 'bench', { timeoutMs: env.OCR_PAGE_TIMEOUT_MS * 60 }).catch(
        (err: Error & { code?: string }) => ({ ok: false, code: err.code ?? 'crash', ocrPages: [] as number[], statement: undefined }),
      );
      const used = process.cpuUsage(cpu);
      files.push({
        name: c.name,
        ok: result.ok,
        code: result.ok ? undefined : result.code,
        statement: result.ok && result.statement ? Buffer.from(result.statement).toString('utf8') : undefined,
        ocrPages: result.ocrPages?.length ?? 0,
        wallSeconds: (performance.now() - started) / 1000,
        cpuSeconds: (used.user + used.system) / 1e6,
      });
      console.error(`  [lane] ${c.name}: ${files.at(-1)!.wallSeconds.toFixed(1)} s wall, ${files.at(-1)!.cpuSeconds.toFixed(1)} s CPU, RSS ${statusMb('VmRSS')} MB, peak ${statusMb('VmHWM')} MB`);
    }
  } finally {
    const endRssMb = statusMb('VmRSS');
    await pool.destroy();
    const report: LaneReport = { files, languages: env.OCR_LANGUAGES, idleRssMb, endRssMb, peakRssMb: statusMb('VmHWM') };
    fs.writeFileSync(resultsFile, JSON.stringify(report));
  }
}

await main(process.argv[2], process.argv[3]);
