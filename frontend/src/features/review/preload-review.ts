import type { AppStore } from '../../app/store';
import { TOKEN_KEY } from '../../lib/storage-keys';
import { reviewApi } from './api';
import { preloadPdf } from './use-pdf-document';

const REVIEW_PATH = /^\/documents\/([^/]+)\/?$/;

/** Reviews whose rows were fetched as the app started: their first mount need not fetch them again. */
const rowsPreloaded = new Set<string>();

/** Whether this review's rows were just fetched by preloadReviewAt (answered once per page load). */
export function takePreloadedRows(id: string): boolean {
  return rowsPreloaded.delete(id);
}

/**
 * A review opened by its address (a link, a reload, a bookmark): its rows, its document and its PDF start
 * downloading, and pdf.js starts loading, as the app starts, instead of once the page's code has loaded and
 * rendered, about 200 ms later on this machine (issue 24: the first page within 500 ms). Only with a token:
 * without one the page asks the visitor to sign in and nothing is fetched.
 */
export function preloadReviewAt(pathname: string, store: AppStore): void {
  const match = REVIEW_PATH.exec(pathname);
  if (!match || !localStorage.getItem(TOKEN_KEY)) return;
  let id: string;
  try {
    id = decodeURIComponent(match[1]);
  } catch {
    return; // a malformed address: the page itself says it is not found
  }
  preloadPdf(id);
  void store.dispatch(reviewApi.util.prefetch('getDocument', id, {}));
  void store.dispatch(reviewApi.util.prefetch('getDocumentStatement', id, {}));
  rowsPreloaded.add(id);
}
