import { createRequire } from 'node:module';
import path from 'node:path';
// Before pdf.js: see native-builtins.ts.
import { restoreNativeBuiltins, standInForResponse } from './native-builtins.js';
import { deferCanvasUntilRendering } from './lazy-canvas.js';
import { assertWithinContentBudget } from './content-budget.js';
import { StatementError } from './errors.js';
import { CONTENT_LIMITS } from './content-budget.js';
import { openFastDocument, type FastDocument } from './pdf-text/index.js';
import { multiply } from './pdf-text/text.js';

type Pdfjs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let pdfjsModule: Pdfjs | undefined;
let pdfjsLoading: Promise<Pdfjs> | undefined;

/**
 * pdf.js, loaded with the first PDF this process opens. The services' main threads import this package for
 * its types, checks and books but never read a PDF themselves (their engine workers do), and loading pdf.js
 * costs a process about 38 MB resident (issue 25's idle memory).
 */
function loadPdfjs(): Promise<Pdfjs> {
  // One load however many ask at once (the page thread starts it before its first document, preloadPdfjs).
  pdfjsLoading ??= importPdfjs().catch((error: unknown) => {
    pdfjsLoading = undefined;
    throw error;
  });
  return pdfjsLoading;
}

async function importPdfjs(): Promise<Pdfjs> {
  if (!pdfjsModule) {
    deferCanvasUntilRendering();
    const restoreResponse = standInForResponse();
    try {
      pdfjsModule = await import('pdfjs-dist/legacy/build/pdf.mjs');
      // The worker's code runs on this thread (pdf.js's "fake worker": Node has no Worker global it could use).
      // pdf.js would import its module by URL when the first document opens; imported here by name instead, it
      // is the same module and the same moment's cost, and a bundle can carry it (the CLI's, scripts/bundle-cli.mjs).
      (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker ??= await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
    } finally {
      restoreResponse();
    }
    restoreNativeBuiltins();
  }
  return pdfjsModule;
}

/** Loads pdf.js now, before the first document: a thread that will read PDFs does it while it waits for one. */
export async function preloadPdfjs(): Promise<void> {
  await loadPdfjs();
}

/** pdf.js once a document has been opened with it (every caller below runs after loadWithPdfjs). */
function pdfjsLoaded(): Pdfjs {
  if (!pdfjsModule) throw new Error('pdf.js is used before any document was opened');
  return pdfjsModule;
}

/** One positioned piece of text, in PDF points with y measured from the top of the page. */
export type TextItem = { str: string; x: number; y: number; width: number; size: number };

export type PdfPage = {
  number: number;
  width: number;
  height: number;
  items: TextItem[];
  /** Whether its text layer can be read (text-layer.ts), when the reader already looked (the CLI's page thread). */
  layer?: 'readable' | 'missing' | 'garbled';
};

export type OpenPdf = {
  pageCount: number;
  /** Reads one page's text; the caller drops the items once it has made lines of them. */
  readPage(pageNumber: number): Promise<PdfPage>;
  close(): Promise<void>;
  /** The creation date in the PDF's metadata (ISO date), or null. */
  createdOn(): Promise<string | null>;
};

/** Far more text pieces than any statement page holds (a dense one has a few thousand). */
export const MAX_TEXT_PIECES_PER_PAGE = 50_000;

/** A page with more text pieces than MAX_TEXT_PIECES_PER_PAGE: not read, so memory stays bounded. */
export class PageTooDenseError extends Error {
  constructor(readonly pageNumber: number) {
    super(`page ${pageNumber} has more than ${MAX_TEXT_PIECES_PER_PAGE} text pieces`);
  }
}

type PdfjsTextItem = { str?: string; transform: number[]; width: number; height: number };
type Viewport = { transform: number[]; width: number; height: number };

/** A pdf.js text item in the viewport's frame, or null for text that is not part of the statement. */
function positioned(raw: PdfjsTextItem, viewport: Viewport): TextItem | null {
  if (typeof raw.str !== 'string' || raw.str.trim() === '') return null;
  // Into the viewport's frame (y down, page rotation and crop applied), as a viewer shows the page.
  const [a, b, , , vx, vy] = multiply(viewport.transform, raw.transform);
  // Text running any other way than left to right (watermarks, side notes, a stamp set askew over the rows) is not
  // part of the table. A table's text is level; a page scanned askew and given a text layer stays within a degree.
  if (a <= 0 || Math.abs(b) > Math.abs(a) * 0.035) return null;
  const size = Math.hypot(a, b) || raw.height || 10;
  // Text placed outside the page box is invisible in every viewer; it is not part of the statement.
  if (vy < 0 || vy > viewport.height + size || vx > viewport.width || vx + raw.width < 0) return null;
  // Some producers report no width; half an em per character keeps the text's extent roughly right.
  const width = raw.width > 0 ? raw.width : raw.str.length * size * 0.5;
  return { str: raw.str, x: vx, y: vy, width, size };
}

/** How many pages are read between two drops of pdf.js's per-document caches. */
const PAGES_PER_CLEANUP = 50;

const pdfjsDir = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

/** The `%PDF-` signature may follow a little junk, as readers allow; we look in the first KiB. */
export function hasPdfMagic(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, 1024)).toString('latin1');
  return head.includes('%PDF-');
}

const END_MARKER = Buffer.from('%%EOF', 'latin1');

/**
 * The bytes up to the last `%%EOF` (and its line end), or null when there is none: a complete PDF has
 * one, a truncated upload does not. Readers accept anything after it (padding, a mail footer, junk), so
 * we find it wherever it is and drop what follows, rather than look only at the last few KB.
 */
export function withoutTrailingJunk(bytes: Uint8Array): Uint8Array | null {
  const at = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).lastIndexOf(END_MARKER);
  if (at < 0) return null;
  let end = at + END_MARKER.length;
  if (bytes[end] === 0x0d) end++;
  if (bytes[end] === 0x0a) end++;
  return bytes.subarray(0, end);
}

type PdfjsError = { name?: string; code?: number };

function toStatementError(error: unknown): StatementError {
  const e = error as PdfjsError;
  if (e?.name === 'PasswordException') {
    return new StatementError(e.code === pdfjsLoaded().PasswordResponses.INCORRECT_PASSWORD ? 'wrong_password' : 'password_required');
  }
  return new StatementError('corrupt_pdf');
}

/**
 * pdf.js's loading task for these bytes (copied: pdf.js detaches what it gets), with its fonts, cmaps and
 * wasm from the installed package (nothing fetched) and no eval. Every reader of a PDF here opens it so.
 */
export async function loadWithPdfjs(bytes: Uint8Array, password?: string, opts: { maxImageSize?: number } = {}) {
  const pdfjs = await loadPdfjs();
  const task = pdfjs.getDocument({
    data: new Uint8Array(bytes),
    password,
    standardFontDataUrl: `${pdfjsDir}/standard_fonts/`,
    cMapUrl: `${pdfjsDir}/cmaps/`,
    cMapPacked: true,
    wasmUrl: `${pdfjsDir}/wasm/`,
    iccUrl: `${pdfjsDir}/iccs/`,
    isEvalSupported: false,
    stopAtErrors: false,
    // Images above this many pixels are not decoded (the renderer's memory bound, see ocr/render.ts).
    maxImageSize: opts.maxImageSize ?? -1,
    verbosity: 0,
  });
  // The polyfills went back when pdf.js loaded (loadPdfjs); should any of its code put them in place again as the
  // first document opens, they go again here.
  task.promise.then(restoreNativeBuiltins, restoreNativeBuiltins);
  return task;
}

/**
 * Which reader reads a document's text: our own (pdf-text/) for the simple PDFs it reads exactly as pdf.js does,
 * pdf.js for everything else; `BANKXL_PDF_READER=pdfjs` makes pdf.js read every document (to compare the two).
 */
function fastReaderAllowed(): boolean {
  return process.env.BANKXL_PDF_READER !== 'pdfjs';
}

/** Opens the PDF or refuses it with a typed error. The bytes are copied: pdfjs detaches what it gets. */
export async function openPdf(bytes: Uint8Array, password?: string): Promise<OpenPdf> {
  if (bytes.length === 0 || !hasPdfMagic(bytes)) throw new StatementError('not_a_pdf');
  const pdfBytes = withoutTrailingJunk(bytes);
  // No object at all: nothing a reader could open, and pdf.js would scan every byte to find that out.
  if (!pdfBytes || Buffer.from(pdfBytes.buffer, pdfBytes.byteOffset, pdfBytes.length).indexOf('obj') < 0) throw new StatementError('corrupt_pdf');
  // Before pdf.js decodes anything: its decode buffers live outside the worker's heap limit.
  await assertWithinContentBudget(pdfBytes, { password });
  const fast = fastReaderAllowed()
    ? openFastDocument(pdfBytes, { maxItems: MAX_TEXT_PIECES_PER_PAGE, maxOperators: CONTENT_LIMITS.maxOperatorsPerStream, maxDepth: CONTENT_LIMITS.maxSaveDepth })
    : null;
  return fast ? withPdfjsFallback(fast, pdfBytes, password) : openWithPdfjs(pdfBytes, password);
}

/**
 * A document our reader took: each page it reads itself, and a page it declines (a font or operator it does not
 * know) pdf.js reads, opened then and only then.
 */
function withPdfjsFallback(fast: FastDocument, pdfBytes: Uint8Array, password: string | undefined): OpenPdf {
  let pdfjs: Promise<OpenPdf> | null = null;
  const fallback = () => (pdfjs ??= openWithPdfjs(pdfBytes, password));
  return {
    pageCount: fast.pageCount,
    async readPage(pageNumber) {
      const page = fast.readPage(pageNumber);
      if (!page) return (await fallback()).readPage(pageNumber);
      const items: TextItem[] = [];
      for (const raw of page.items) {
        const item = positioned(raw, page.viewport);
        if (item) items.push(item);
      }
      return { number: pageNumber, width: page.viewport.width, height: page.viewport.height, items };
    },
    async close() {
      if (pdfjs) await (await pdfjs.catch(() => null))?.close();
    },
    async createdOn() {
      return fast.createdOn();
    },
  };
}

/** The document as pdf.js reads it. */
async function openWithPdfjs(pdfBytes: Uint8Array, password?: string): Promise<OpenPdf> {
  const task = await loadWithPdfjs(pdfBytes, password);
  let doc: Awaited<typeof task.promise>;
  let pagesSinceCleanup = 0;
  try {
    doc = await task.promise;
  } catch (error) {
    await task.destroy().catch(() => undefined);
    throw toStatementError(error);
  }
  // pdf.js reports the page tree's /Count as is, even 0 or negative: nothing to read, and nothing to charge.
  if (!(doc.numPages >= 1)) {
    await doc.destroy();
    throw new StatementError('no_pages');
  }
  return {
    pageCount: doc.numPages,
    async readPage(pageNumber) {
      // pdf.js keeps every string a font has drawn in that font's cache for the document's lifetime, so
      // its memory would grow with the page count; dropping the document's caches now and then keeps it
      // flat (fonts are loaded again on the next page, a few ms).
      if (++pagesSinceCleanup > PAGES_PER_CLEANUP) {
        await doc.cleanup();
        pagesSinceCleanup = 1;
      }
      const page = await doc.getPage(pageNumber);
      try {
        const viewport = page.getViewport({ scale: 1 });
        const items: TextItem[] = [];
        const reader = (page.streamTextContent() as ReadableStream<{ items: unknown[] }>).getReader();
        let pieces = 0;
        for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
          pieces += chunk.value.items.length;
          // Stop reading before a page of millions of text pieces (a decompression bomb) fills memory.
          if (pieces > MAX_TEXT_PIECES_PER_PAGE) {
            const error = new PageTooDenseError(pageNumber);
            // pdf.js needs a reason to cancel with; it then stops sending the rest.
            await reader.cancel(error);
            throw error;
          }
          for (const raw of chunk.value.items as PdfjsTextItem[]) {
            const item = positioned(raw, viewport);
            if (item) items.push(item);
          }
        }
        return { number: pageNumber, width: viewport.width, height: viewport.height, items };
      } finally {
        page.cleanup();
      }
    },
    async close() {
      await doc.destroy();
    },
    async createdOn() {
      const meta = await doc.getMetadata().catch(() => null);
      const raw = (meta?.info as { CreationDate?: unknown } | undefined)?.CreationDate;
      const m = typeof raw === 'string' ? raw.match(/^(?:D:)?(\d{4})(\d{2})(\d{2})/) : null;
      return m && Number(m[1]) >= 1990 && Number(m[2]) >= 1 && Number(m[2]) <= 12 ? `${m[1]}-${m[2]}-${m[3]}` : null;
    },
  };
}

/** Counts pages without reading any text: enough for a credit check before the real work. */
export async function countPages(bytes: Uint8Array, opts: { password?: string } = {}): Promise<number> {
  const pdf = await openPdf(bytes, opts.password);
  try {
    return pdf.pageCount;
  } finally {
    await pdf.close();
  }
}
