import { useEffect, useMemo, useRef, useState } from 'react';
import type { PDFDocumentProxy, PDFWorker } from 'pdfjs-dist';
import workerSrc from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { TOKEN_KEY } from '../../lib/storage-keys';

/** A page's size in PDF points, as a viewer shows it (its rotation applied, as the engine measured it). */
export type PageSize = { width: number; height: number };

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
  pdfjsLoading ??= import('pdfjs-dist').then((pdfjs) => {
    pdfjs.GlobalWorkerOptions.workerSrc = workerSrc;
    return pdfjs;
  });
  // A failed load (offline) is tried again by the next review.
  pdfjsLoading.catch(() => (pdfjsLoading = null));
  return pdfjsLoading;
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
/**
 * A PDF being opened: what it came to first; the document read by the worker thread, when the first was
 * read on the page's own thread (null otherwise); `keepOnly(doc)` lets go every document of it but `doc`
 * once the page shows `doc`; `close` lets go of all (documents, worker, thread).
 */
type Opening = { result: Promise<Settled>; upgrade: Promise<PDFDocumentProxy | null>; keepOnly: (doc: PDFDocumentProxy) => void; close: () => void };

/**
 * pdf.js's worker thread, started at once: it downloads and compiles over a megabyte of script, which
 * need not wait for pdf.js itself (pdf.js takes the thread as its port when it has loaded). None where
 * the browser has no module workers (jsdom): pdf.js then starts its own, or says the file cannot be shown.
 */
function startWorkerThread(): Worker | null {
  if (typeof Worker !== 'function') return null;
  try {
    return new Worker(workerSrc, { type: 'module', name: 'pdf.js' });
  } catch {
    return null;
  }
}

let inPageLoading: Promise<boolean> | null = null;

/**
 * pdf.js's worker code loaded on the page's own thread as well, so a document can be read there while the
 * worker thread is still starting: the browser keeps the compiled code of the page's scripts between
 * visits, but a worker thread compiles its megabyte afresh each time (a few hundred ms of a busy core).
 * pdf.js reads documents here when `globalThis.pdfjsWorker` is set, for a PDFWorker given no thread.
 */
function loadInPageWorker(): Promise<boolean> {
  inPageLoading ??= import(/* @vite-ignore */ workerSrc).then(
    () => true,
    () => false,
  );
  return inPageLoading;
}

/**
 * Downloads the PDF while pdf.js and a worker thread start, then opens it twice: on the page's thread,
 * which is ready first, for the first page to be drawn at once, and on the worker thread, which takes over
 * as soon as it is ready (the first document is then let go), so the pages that follow are read off the
 * page's thread and scrolling stays smooth.
 */
function openPdf(documentId: string): Opening {
  let closed = false;
  const docs = new Set<PDFDocumentProxy>();
  let worker: PDFWorker | null = null;
  let thread = startWorkerThread();
  const close = () => {
    closed = true;
    for (const doc of docs) void doc.destroy();
    docs.clear();
    // The worker and its thread are ours to end (pdf.js ends only threads it started).
    worker?.destroy();
    thread?.terminate();
    thread = null;
  };
  const dropDoc = (doc: PDFDocumentProxy) => {
    docs.delete(doc);
    void doc.destroy();
  };
  const keepOnly = (keep: PDFDocumentProxy) => {
    for (const doc of [...docs]) if (doc !== keep) dropDoc(doc);
  };
  const library = loadPdfjs().then((pdfjs) => {
    // pdf.js's types say `port: null`; its code and documentation take a Worker (as GlobalWorkerOptions.workerPort).
    if (!closed && thread) worker = new pdfjs.PDFWorker({ port: thread as unknown as null });
    return pdfjs;
  });
  library.catch(() => undefined);
  const inPage = thread ? loadInPageWorker() : Promise.resolve(false);
  const bytes = fetchPdf(documentId);

  const open = async (data: Uint8Array, on: PDFWorker | null): Promise<PDFDocumentProxy> => {
    const pdfjs = await library;
    if (closed) throw new Error('closed');
    // No eval: the CSP forbids it. No worker given (no thread): pdf.js starts one, or reads on the page's thread.
    const doc = await pdfjs.getDocument({ data, worker: on ?? undefined, isEvalSupported: false, verbosity: pdfjs.VerbosityLevel.ERRORS }).promise;
    if (closed) {
      void doc.destroy();
      throw new Error('closed');
    }
    docs.add(doc);
    return doc;
  };

  const opened = (async (): Promise<{ settled: Settled; upgrade?: Promise<PDFDocumentProxy | null> }> => {
    const { status, data, message } = await bytes;
    markOnce('bankxl:review-pdf-fetched');
    // An expired or missing file does not need pdf.js, nor its thread.
    if (!data) {
      close();
      return { settled: status === 410 ? { status: 'expired', message: message ?? 'This file has expired.' } : { status: 'failed' } };
    }
    await library;
    // The worker thread's document (pdf.js detaches the bytes it is given: each document has its own).
    const onThread = worker ? open(data.slice(), worker) : open(data, null);
    // The page's thread's document, when pdf.js's worker code loaded there.
    const inPageDoc = worker ? inPage.then((loaded) => (loaded ? open(data, null) : Promise.reject(new Error('no worker code on the page')))) : null;
    onThread.catch(() => undefined);
    inPageDoc?.catch(() => undefined);
    let first: PDFDocumentProxy;
    try {
      first = inPageDoc ? await Promise.any([inPageDoc, onThread]) : await onThread;
    } catch {
      const reason: unknown = await onThread.then(() => null, (err: unknown) => err);
      return { settled: { status: (reason as { name?: string } | null)?.name === 'PasswordException' ? 'password' : 'failed' } };
    }
    markOnce('bankxl:review-pdf-opened');
    // The worker thread's document takes over from the page's (null: it was first, or it failed).
    const upgrade = inPageDoc ? onThread.then((doc) => (doc === first ? null : doc), () => null) : Promise.resolve(null);
    // The page's document, when the worker thread's was first after all, is not needed.
    if (inPageDoc) void inPageDoc.then((doc) => (doc === first ? undefined : dropDoc(doc)), () => undefined);
    const size = (await first.getPage(1)).getViewport({ scale: 1 });
    const settled: Settled = { status: 'ready', doc: first, pages: first.numPages, firstPage: { width: size.width, height: size.height } };
    return { settled, upgrade };
  })();
  const result = opened.then((o) => o.settled, (): Settled => ({ status: 'failed' }));
  const upgrade = opened.then((o) => o.upgrade ?? null).catch(() => null);
  return { result, upgrade, keepOnly, close };
}

/** PDFs opened before their review mounted, by document id; each is taken once. */
const preloaded = new Map<string, Opening>();
const PRELOAD_KEPT_MS = 60_000;

/**
 * Starts downloading and opening a review's PDF while its rows load, so the first page does not wait for
 * the rows (the pane mounts with the grid). Let go after a minute if the review never takes it.
 */
export function preloadPdf(documentId: string): void {
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
 * The document first read on the page's thread is replaced by the worker thread's once `canSwitch` (the
 * first page is drawn: switching earlier would start its drawing over).
 */
export function usePdfDocument(documentId: string, canSwitch = true): PdfState {
  const [state, setState] = useState<PdfState>({ status: 'loading' });
  const [upgraded, setUpgraded] = useState<PDFDocumentProxy | null>(null);
  const opening = useRef<Opening | null>(null);

  useEffect(() => {
    let cancelled = false;
    setState({ status: 'loading' });
    setUpgraded(null);
    const taken = takeOpening(documentId);
    opening.current = taken;
    void taken.result.then((settled) => {
      if (!cancelled) setState(settled);
    });
    void taken.upgrade.then((doc) => {
      if (!cancelled && doc) setUpgraded(doc);
    });
    return () => {
      cancelled = true;
      opening.current = null;
      taken.close();
    };
  }, [documentId]);

  const ready = state.status === 'ready' ? state : null;
  const doc = ready ? (canSwitch && upgraded ? upgraded : ready.doc) : null;
  // Once the pages are drawn from a document (their effects have let go of the one before), the other goes.
  useEffect(() => {
    if (doc) opening.current?.keepOnly(doc);
  }, [doc]);

  return useMemo(() => (ready && doc && doc !== ready.doc ? { ...ready, doc } : state), [state, ready, doc]);
}
