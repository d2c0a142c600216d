import { accessSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { Worker } from 'tesseract.js';
import type { OcrEngine, OcrWord, PageImage } from './port.js';
import { isUnevenlyLit } from './lighting.js';
import { rereadFigures, type LineReader } from './reread.js';

/** The languages whose trained data ships with the library (npm packages `@tesseract.js-data/<code>`). */
export const OCR_LANGUAGES = ['eng', 'deu', 'fra', 'spa'] as const;
export type OcrLanguage = (typeof OCR_LANGUAGES)[number];

export type TesseractOptions = {
  /** Languages to recognise, the most likely first. Each one more slows recognition down. Default: English. */
  languages?: OcrLanguage[];
  /** The resolution pages are rendered at for recognition. Default 300 dpi (see DEFAULT_DPI in render.ts). */
  dpi?: number;
  /** How long starting the engine may take before it is given up. Default 30 s. */
  startTimeoutMs?: number;
  /**
   * Pages a tesseract worker reads before it is ended and started afresh for the next page. Default 1.
   * Where an OCR worker's memory goes (RSS of a process reading a Letter page at 300 dpi, measured with
   * /proc/self/status around each step): node with pdf.js ~95 MB; a tesseract.js worker thread with the
   * English model +60-75 MB; reading a page +100-130 MB (its wasm heap, which grows to the largest page read
   * and never shrinks, and the thread's copies of the image); rendering the next page +100-190 MB while
   * pdf.js draws it (its canvas, and for a scan with 300 dpi stencil masks two mask-sized canvases more),
   * returned once drawn. Kept warm, the worker's memory came under the next rendering. Measured in the OCR
   * lane (libs/bench ocr.js, first 6 dev files rasterised at 200 dpi, 17 pages, load ~4-6): kept warm 533 MB
   * peak and 2.8 s CPU a page; one page per worker 454 MB and 3.7 s CPU a page (a new worker compiles the
   * wasm again and reads its first page slower); 4 pages per worker 488 MB and 3.1 s. Not less than ~450 MB,
   * because glibc keeps much of what an ended thread freed in its per-thread arenas: with MALLOC_ARENA_MAX=2
   * in the environment of the process, one page per worker peaked at 382 MB (kept warm: 447 MB).
   */
  pagesPerWorker?: number;
};

/** An OCR engine that can be closed: it holds a worker thread and its language models (~200 MB). */
export type ClosableOcrEngine = OcrEngine & { close(): Promise<void> };

const require = createRequire(import.meta.url);

/**
 * The installed model of a language: the LSTM-only "best_int" one (3 MB for English against 11 MB with the
 * legacy engine's data, which we do not use).
 */
function modelFile(language: OcrLanguage): string {
  const data = require(`@tesseract.js-data/${language}`) as { langPath: string };
  return path.join(data.langPath.replace(/4\.0\.0$/, '4.0.0_best_int'), `${language}.traineddata.gz`);
}

/** The folder tesseract.js reads the models from, and whether it is a temporary one to remove on close. */
type ModelFolder = { langPath: string; temporary: boolean };

/**
 * tesseract.js reads every language from one folder, and each language comes in its own package: one
 * language is read where it is installed; several are served by a temporary folder of links to the
 * installed files. Nothing is downloaded or cached.
 */
function modelFolder(languages: OcrLanguage[]): ModelFolder {
  // A missing file would make tesseract.js fall back to a download, or hang: fail now, in plain words.
  const files = languages.map((language) => {
    const file = modelFile(language);
    accessSync(file);
    return file;
  });
  if (files.length === 1) return { langPath: path.dirname(files[0]), temporary: false };
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bankxl-ocr-'));
  languages.forEach((language, i) => symlinkSync(files[i], path.join(dir, `${language}.traineddata.gz`)));
  return { langPath: dir, temporary: true };
}

const withTimeout = <T>(promise: Promise<T>, ms: number, what: string): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
};

type TessBox = { x0: number; y0: number; x1: number; y1: number };
type TessWord = { text: string; confidence: number; bbox: TessBox };
type TessLine = { words: TessWord[]; bbox: TessBox; baseline: TessBox; rowAttributes?: { rowHeight?: number } };
type TessBlock = { paragraphs: { lines: TessLine[] }[] };

/** Where the line's baseline runs under a word (it slopes a little on a page scanned askew). */
function baselineAt(line: TessLine, word: TessWord): number {
  const { x0, y0, x1, y1 } = line.baseline;
  // Tesseract reports no baseline for some lines (all zero): the bottom of the word box is close enough.
  if (x0 === 0 && x1 === 0 && y0 === 0 && y1 === 0) return word.bbox.y1;
  const mid = (word.bbox.x0 + word.bbox.x1) / 2;
  return x1 === x0 ? y0 : y0 + ((y1 - y0) * (mid - x0)) / (x1 - x0);
}

/** Tesseract's lines and words, as words in PDF points. */
export function wordsOf(blocks: TessBlock[], scale: number): OcrWord[] {
  const words: OcrWord[] = [];
  for (const block of blocks) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        const heightPx = line.rowAttributes?.rowHeight || line.bbox.y1 - line.bbox.y0;
        for (const word of line.words) {
          const text = word.text.trim();
          if (!text) continue;
          words.push({
            text,
            x: word.bbox.x0 / scale,
            width: (word.bbox.x1 - word.bbox.x0) / scale,
            baseline: baselineAt(line, word) / scale,
            size: heightPx / scale,
            confidence: word.confidence,
          });
        }
      }
    }
  }
  return words;
}

type CompiledWasm = object;
const wasm = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<CompiledWasm> } }).WebAssembly;

let keptCores: Promise<CompiledWasm[]> | undefined;

/**
 * Compiles tesseract's wasm cores once and keeps them for the life of the process. Why: V8 shares the code
 * of a wasm module between all threads that compile the same bytes while one compiled copy is alive (its
 * native module cache), and that includes the optimised code it tiers up to while pages are read. Without
 * a kept copy, each tesseract thread (one a page, see pagesPerWorker) compiled the core afresh and read its
 * page on baseline code. Measured on one core, a Letter page at 300 dpi: a fresh thread 0.30 s to start and
 * 2.98 s to read; with the cores kept 0.17 s and 2.35 s, as fast as a thread kept warm.
 * Which file tesseract.js loads depends on the wasm features of this Node (relaxed SIMD, SIMD, neither) and
 * on a flag it derives from the engine mode (in 7.0.0 it loads the full core although we ask for LSTM only):
 * both cores of the best level this Node compiles are kept, so the choice matches either way. A core that is
 * compiled but never run costs its bytes (~3 MB) and no code: V8 compiles wasm functions when first called.
 */
function keepCoresCompiled(): Promise<CompiledWasm[]> {
  keptCores ??= (async () => {
    const folder = path.dirname(require.resolve('tesseract.js-core/package.json'));
    const compile = async (name: string) => wasm.compile(await readFile(path.join(folder, `${name}.wasm`)));
    for (const level of ['-relaxedsimd', '-simd', '']) {
      try {
        return await Promise.all([compile(`tesseract-core${level}`), compile(`tesseract-core${level}-lstm`)]);
      } catch {
        // This Node lacks the level's wasm features (its core does not compile): so does tesseract.js's check.
      }
    }
    return [];
  })();
  return keptCores;
}

/** The page as a binary PGM file: the grey format tesseract's image library reads without decoding work. */
const asPgm = (image: PageImage) => Buffer.concat([Buffer.from(`P5\n${image.widthPx} ${image.heightPx}\n255\n`, 'latin1'), image.grey]);

/** Starts tesseract.js with the installed language models; the caller closes the engine. */
export async function createTesseractEngine(opts: TesseractOptions = {}): Promise<ClosableOcrEngine> {
  const languages = opts.languages?.length ? opts.languages : (['eng'] as OcrLanguage[]);
  const { langPath, temporary } = modelFolder(languages);
  const removeFolder = () => temporary && rmSync(langPath, { recursive: true, force: true });
  // Loaded here, not at import: text-only users of the library never load the OCR engine.
  const start = async (): Promise<Worker> => {
    await keepCoresCompiled();
    const { createWorker, OEM } = (await import('tesseract.js')).default;
    return withTimeout(createWorker(languages, OEM.LSTM_ONLY, { langPath, gzip: true, cacheMethod: 'none' }), opts.startTimeoutMs ?? 30_000, 'Starting the OCR engine');
  };
  const pagesPerWorker = Math.max(1, opts.pagesPerWorker ?? 1);
  // The first worker is started now, so that an engine that cannot start fails here and not on a page.
  let worker: Promise<Worker> | null;
  try {
    worker = Promise.resolve(await start());
  } catch (error) {
    removeFolder();
    throw error;
  }
  let pagesRead = 0;
  const current = (): Promise<Worker> => {
    worker ??= start().catch((error: unknown) => {
      worker = null; // the next page tries again
      throw error;
    });
    return worker;
  };
  const end = async () => {
    const ending = worker;
    worker = null;
    pagesRead = 0;
    await (await ending?.catch(() => null))?.terminate();
  };
  // One line (page segmentation mode 7) with only the characters of figures; set for this reading alone,
  // thresholded as its page was.
  const lineReader =
    (thresholding: string): LineReader =>
    async (crop, characters) => {
      const { data } = await (await current()).recognize(
        asPgm(crop),
        { tessedit_pageseg_mode: '7', tessedit_char_whitelist: characters, user_defined_dpi: String(Math.round(crop.scale * 72)), thresholding_method: thresholding } as never,
        { text: true, blocks: false },
      );
      return { text: data.text, confidence: data.confidence };
    };
  return {
    dpi: opts.dpi,
    async release() {
      if (pagesRead >= pagesPerWorker) await end();
    },
    async recognise(image: PageImage) {
      pagesRead++;
      // Otsu (0) for an evenly lit page, Sauvola (2) for one lit from one side (lighting.ts). Set on every
      // reading: tesseract keeps a variable set by the last one.
      const thresholding = isUnevenlyLit(image) ? '2' : '0';
      const { data } = await (await current()).recognize(
        asPgm(image),
        // The page comes level (deskew.ts), so no rotateAuto: tesseract would look for the lines of the
        // whole page once more and rotate a copy of it in its heap, for nothing.
        // user_defined_dpi: the resolution is known, so tesseract need not guess it from the text height.
        { user_defined_dpi: String(Math.round(image.scale * 72)), thresholding_method: thresholding } as never,
        { blocks: true, text: false },
      );
      return rereadFigures(image, wordsOf((data.blocks ?? []) as unknown as TessBlock[], image.scale), lineReader(thresholding));
    },
    async close() {
      try {
        await end();
      } finally {
        removeFolder();
      }
    },
  };
}
