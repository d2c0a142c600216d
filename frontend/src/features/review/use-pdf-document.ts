import { useEffect, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { TOKEN_KEY } from '../../lib/storage-keys';

/** A page's size in PDF points, as a viewer shows it (its rotation applied, as the engine measured it). */
export type PageSize = { width: number; height: number };

export type PdfState =
  | { status: 'loading' }
  | { status: 'ready'; doc: PDFDocumentProxy; pages: number; firstPage: PageSize }
  | { status: 'expired' }
  | { status: 'password' }
  | { status: 'failed' };

/**
 * pdf.js, loaded only when a review opens (it is most of a megabyte), with its worker as a file of our
 * own origin (the CSP allows no other) and no eval (the CSP forbids it).
 */
async function loadPdfjs() {
  const [pdfjs, worker] = await Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  return pdfjs;
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
    setState({ status: 'loading' });
    (async () => {
      const token = localStorage.getItem(TOKEN_KEY);
      // pdf.js loads while the file downloads; an expired or missing file does not need it.
      const library = loadPdfjs();
      library.catch(() => undefined);
      const res = await fetch(`/api/documents/${encodeURIComponent(documentId)}/pdf`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
      if (cancelled) return;
      if (res.status === 410) return setState({ status: 'expired' });
      if (!res.ok) return setState({ status: 'failed' });
      const data = new Uint8Array(await res.arrayBuffer());
      const pdfjs = await library;
      if (cancelled) return;
      try {
        opened = await pdfjs.getDocument({ data, isEvalSupported: false, verbosity: pdfjs.VerbosityLevel.ERRORS }).promise;
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
    };
  }, [documentId]);

  return state;
}
