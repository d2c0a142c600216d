import { useEffect, useState } from 'react';
import { TOKEN_KEY } from '../../lib/storage-keys';
import type { PageSize } from './page-document';

/**
 * Pixels per PDF point of the picture the server drew of a statement's first page (libs/statement
 * FIRST_PAGE_PIXELS_PER_POINT): the page's size in points is read back from the picture's size with it.
 */
export const PICTURE_PIXELS_PER_POINT = 1.25;

/** The first page as the server drew it when the statement was converted, decoded, and the page's size. */
export type PagePicture = { bitmap: ImageBitmap; size: PageSize };

/**
 * GET /api/documents/{id}/first-page, decoded off the page's thread. Null when there is none (an older
 * document, a protected PDF), the file is gone, or the browser cannot decode it: the page pane then waits
 * for pdf.js, as it did before there were pictures.
 */
async function fetchPicture(documentId: string): Promise<PagePicture | null> {
  if (typeof createImageBitmap !== 'function') return null;
  const token = localStorage.getItem(TOKEN_KEY);
  const res = await fetch(`/api/documents/${encodeURIComponent(documentId)}/first-page`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!res.ok) return null;
  const bitmap = await createImageBitmap(await res.blob());
  return { bitmap, size: { width: bitmap.width / PICTURE_PIXELS_PER_POINT, height: bitmap.height / PICTURE_PIXELS_PER_POINT } };
}

/**
 * The picture of the review last opened, kept while the tab lives: the pane that shows it while the rows load
 * and the review's own pane after them get the same one at once. Another review's picture replaces it.
 */
let kept: { documentId: string; picture: Promise<PagePicture | null>; arrived?: PagePicture | null } | null = null;

function pictureOf(documentId: string): Promise<PagePicture | null> {
  if (kept?.documentId === documentId) return kept.picture;
  const previous = kept;
  const entry: NonNullable<typeof kept> = { documentId, picture: fetchPicture(documentId).catch(() => null) };
  void entry.picture.then((p) => (entry.arrived = p));
  kept = entry;
  void previous?.picture.then((p) => p?.bitmap.close());
  return entry.picture;
}

/** Starts downloading a review's first-page picture, as its PDF starts downloading (preloadPdf). */
export function preloadPagePicture(documentId: string): void {
  void pictureOf(documentId);
}

/**
 * The picture of this review's first page once it has arrived, shown until pdf.js has drawn the page itself:
 * on a long statement pdf.js's worker (a megabyte of script) and the document take most of a second to be
 * ready, the picture a fraction of it (issue 41: the first page within 500 ms).
 */
export function usePagePicture(documentId: string): PagePicture | null {
  const [picture, setPicture] = useState<PagePicture | null>(() => (kept?.documentId === documentId ? (kept.arrived ?? null) : null));
  useEffect(() => {
    let cancelled = false;
    void pictureOf(documentId).then((p) => {
      if (!cancelled) setPicture(p);
    });
    return () => {
      cancelled = true;
    };
  }, [documentId]);
  return picture;
}
