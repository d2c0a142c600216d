import { useEffect, useState } from 'react';
import type { PDFDocumentProxy, PDFWorker } from 'pdfjs-dist';
import { TOKEN_KEY } from '../../lib/storage-keys';
import { drawFirstPageAhead } from './first-page';
import { pageDocument, type PageSize } from './page-document';
import { preloadPagePicture } from './page-picture';

export type PdfState =
  | { status: 'loading' }
  | { status: 'ready'; doc: PDFDocumentProxy; pages: number; firstPage: PageSize }
  /** 410: retention or Delete now removed the file; the server's message says which. */
  | { status: 'expired'; message: string }
  | { status: 'password' }
  | { status: 'failed' };

type Pdfjs = typeof import('pdfjs-dist');
let pdfjsLoading: Promise<Pdfjs> | null = null;

/**
 * pdf.js, loaded only when a review opens (it is most of a megabyte) and then kept, with its worker as a
 * file of our own origin (the CSP allows no other).
 */
function loadPdfjs(): Promise<Pdfjs> {
  pdfjsLoading ??= Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]).then(([pdfjs, worker]) => {
    pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
    return pdfjs;
  });
  // A failed load (offline) is tried again by the next review.
  pdfjsLoading.catch(() => (pdfjsLoading = null));
  return pdfjsLoading;
}

let sharedWorker: PDFWorker | null = null;

/**
 * The tab's one pdf.js worker, started once and kept for every review after: starting one compiles more than
 * a megabyte of script, 130-190 ms on an idle page on this machine but 600-800 ms while a review's rows and
 * the server compete for its two cores, which was most of the wait for the first page (issue 24). pdf.js
 * serves any number of documents from one worker; a worker that failed to start is replaced next time.
 */
function pdfWorker(pdfjs: Pdfjs): PDFWorker {
  if (sharedWorker && !sharedWorker.destroyed) return sharedWorker;
  const worker = new pdfjs.PDFWorker();
  sharedWorker = worker;
  worker.promise.catch(() => {
    if (sharedWorker === worker) sharedWorker = null;
    worker.destroy();
  });
  return worker;
}

/**
 * Loads pdf.js and starts its worker ahead of a review (the documents list, a finished conversion): the review
 * opened next then only downloads and opens its PDF. Waits for an idle moment, so the page itself comes first.
 */
export function warmPdfViewer(): void {
  if (typeof Worker === 'undefined') return; // no workers here: the review opens its PDF itself, as it can
  const start = () => {
    // Making the frame costs 20-30 ms of the page's thread: done here, it is not part of the review's wait.
    pageDocument();
    void loadPdfjs().then(pdfWorker, () => undefined);
  };
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(start, { timeout: 2_000 });
  else window.setTimeout(start, 200);
}

/** A performance mark, once per page load, where the browser has the User Timing API (read by the e2e measurement). */
export function markOnce(name: string): void {
  if (typeof performance.mark !== 'function' || typeof performance.getEntriesByName !== 'function') return;
  if (performance.getEntriesByName(name).length === 0) performance.mark(name);
}

type Fetched = { status: number; data: Uint8Array | null; message?: string };

function fetchPdf(documentId: string): Promise<Fetched> {
  const token = localStorage.getItem(TOKEN_KEY);
  return fetch(`/api/documents/${encodeURIComponent(documentId)}/pdf`, { headers: token ? { Authorization: `Bearer ${token}` } : {} }).then(
    async (res) => {
      if (res.ok) return { status: res.status, data: new Uint8Array(await res.arrayBuffer()) };
      const body = (await res.json().catch(() => null)) as { message?: unknown } | null;
      return { status: res.status, data: null, message: typeof body?.message === 'string' ? body.message : undefined };
    },
  );
}

type Settled = Exclude<PdfState, { status: 'loading' }>;
/** A PDF being opened: what it came to, and how to let it go (its document and its worker). */
type Opening = { result: Promise<Settled>; close: () => void };

/**
 * Downloads the PDF while pdf.js and its worker start (unless already started: pdfWorker, warmPdfViewer),
 * then opens it and reads its first page's size.
 */
function openPdf(documentId: string): Opening {
  let closed = false;
  let doc: PDFDocumentProxy | null = null;
  let worker: PDFWorker | null = null;
  const close = () => {
    closed = true;
    // The worker stays for the next review (pdfWorker): pdf.js does not end a worker it was given.
    void doc?.destroy();
  };
  const result = (async (): Promise<Settled> => {
    // While the PDF downloads (see warmPdfViewer).
    const pages = pageDocument();
    const library = loadPdfjs().then((pdfjs) => {
      markOnce('bankxl:review-pdfjs-loaded');
      if (!closed) {
        worker = pdfWorker(pdfjs);
        void worker.promise.then(() => markOnce('bankxl:review-worker-ready'), () => undefined);
      }
      return pdfjs;
    });
    library.catch(() => undefined);
    const { status, data, message } = await fetchPdf(documentId);
    markOnce('bankxl:review-pdf-fetched');
    // An expired or missing file does not need pdf.js.
    if (status === 410) return { status: 'expired', message: message ?? 'This file has expired.' };
    if (!data) return { status: 'failed' };
    const pdfjs = await library;
    if (closed || !worker) return { status: 'failed' };
    try {
      // No eval: the CSP forbids it.
      doc = await pdfjs.getDocument({ data, worker, isEvalSupported: false, verbosity: pdfjs.VerbosityLevel.ERRORS, ownerDocument: pages }).promise;
    } catch (err) {
      return { status: (err as { name?: string }).name === 'PasswordException' ? 'password' : 'failed' };
    }
    if (closed) {
      close();
      return { status: 'failed' };
    }
    markOnce('bankxl:review-pdf-opened');
    const firstProxy = await doc.getPage(1);
    drawFirstPageAhead(doc, firstProxy);
    const first = firstProxy.getViewport({ scale: 1 });
    return { status: 'ready', doc, pages: doc.numPages, firstPage: { width: first.width, height: first.height } };
  })().catch((): Settled => ({ status: 'failed' }));
  return { result, close };
}

/** PDFs opened before their review mounted, by document id; each is taken once. */
const preloaded = new Map<string, Opening>();
const PRELOAD_KEPT_MS = 60_000;

/**
 * Starts downloading and opening a review's PDF while its rows load, so the first page does not wait for
 * the rows (the pane mounts with the grid). Let go after a minute if the review never takes it.
 */
export function preloadPdf(documentId: string): void {
  // The server's picture of the first page, shown until pdf.js has drawn it (page-picture.ts).
  preloadPagePicture(documentId);
  if (preloaded.has(documentId)) return;
  const opening = openPdf(documentId);
  preloaded.set(documentId, opening);
  window.setTimeout(() => {
    if (preloaded.get(documentId) !== opening) return;
    preloaded.delete(documentId);
    opening.close();
  }, PRELOAD_KEPT_MS);
}

function takeOpening(documentId: string): Opening {
  const opening = preloaded.get(documentId);
  preloaded.delete(documentId);
  return opening ?? openPdf(documentId);
}

/**
 * The document's stored PDF (GET /api/documents/{id}/pdf), opened with pdf.js in the browser: the server
 * renders nothing, and pages stay sharp at any zoom. Expired (410), password-protected and unreadable
 * files are states of their own, so the page pane can say which while the grid goes on working.
 */
export function usePdfDocument(documentId: string): PdfState {
  const [state, setState] = useState<PdfState>({ status: 'loading' });

  useEffect(() => {
    let cancelled = false;
    setState({ status: 'loading' });
    const opening = takeOpening(documentId);
    void opening.result.then((settled) => {
      if (!cancelled) setState(settled);
    });
    return () => {
      cancelled = true;
      opening.close();
    };
  }, [documentId]);

  return state;
}
