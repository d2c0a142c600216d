import { useEffect, useState } from 'react';
import type { PDFDocumentProxy, PDFWorker } from 'pdfjs-dist';
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
  pdfjsLoading ??= Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]).then(([pdfjs, worker]) => {
    pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
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

/**
 * A pdf.js worker started ahead of need: it compiles a megabyte of script, which would otherwise wait
 * for the PDF to arrive. Each review takes it (and ends it) and the next preload starts another.
 */
let warmWorker: Promise<PDFWorker> | null = null;
function takeWorker(): Promise<PDFWorker> {
  const worker = warmWorker ?? loadPdfjs().then((pdfjs) => new pdfjs.PDFWorker());
  warmWorker = null;
  return worker;
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

/** PDFs asked for before their review mounted, by document id; each is taken once. */
const preloaded = new Map<string, Promise<Fetched>>();
const PRELOAD_KEPT_MS = 60_000;

/**
 * Starts downloading a review's PDF and pdf.js while its rows load, so the first page does not wait for
 * the rows (the pane mounts with the grid). Kept for a minute if the review never takes it.
 */
export function preloadPdf(documentId: string): void {
  if (!warmWorker) {
    warmWorker = loadPdfjs().then((pdfjs) => new pdfjs.PDFWorker());
    warmWorker.catch(() => (warmWorker = null));
  }
  if (preloaded.has(documentId)) return;
  const pending = fetchPdf(documentId);
  pending.catch(() => undefined);
  preloaded.set(documentId, pending);
  window.setTimeout(() => {
    if (preloaded.get(documentId) === pending) preloaded.delete(documentId);
  }, PRELOAD_KEPT_MS);
}

function takePdf(documentId: string): Promise<Fetched> {
  const pending = preloaded.get(documentId);
  preloaded.delete(documentId);
  return pending ?? fetchPdf(documentId);
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
    let opened: PDFDocumentProxy | null = null;
    const worker = takeWorker();
    worker.catch(() => undefined);
    setState({ status: 'loading' });
    (async () => {
      // pdf.js loads while the file downloads; an expired or missing file does not need it.
      const library = loadPdfjs();
      library.catch(() => undefined);
      const { status, data, message } = await takePdf(documentId);
      markOnce('bankxl:review-pdf-fetched');
      if (cancelled) return;
      if (status === 410) return setState({ status: 'expired', message: message ?? 'This file has expired.' });
      if (!data) return setState({ status: 'failed' });
      const pdfjs = await library;
      if (cancelled) return;
      try {
        // No eval: the CSP forbids it.
        opened = await pdfjs.getDocument({ data, worker: await worker, isEvalSupported: false, verbosity: pdfjs.VerbosityLevel.ERRORS }).promise;
        markOnce('bankxl:review-pdf-opened');
      } catch (err) {
        if (!cancelled) setState({ status: (err as { name?: string }).name === 'PasswordException' ? 'password' : 'failed' });
        return;
      }
      if (cancelled) return void opened.destroy();
      const first = (await opened.getPage(1)).getViewport({ scale: 1 });
      if (!cancelled) setState({ status: 'ready', doc: opened, pages: opened.numPages, firstPage: { width: first.width, height: first.height } });
    })().catch(() => {
      if (!cancelled) setState({ status: 'failed' });
    });
    return () => {
      cancelled = true;
      void opened?.destroy();
      // A worker we gave pdf.js is ours to end.
      void worker.then((w) => w.destroy(), () => undefined);
    };
  }, [documentId]);

  return state;
}
