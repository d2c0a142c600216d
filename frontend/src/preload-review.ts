import { documentPath, statementPath } from './features/review/api';
import { preloadJson } from './features/review/preloaded-json';
import { preloadPdf } from './features/review/use-pdf-document';
import { TOKEN_KEY } from './lib/storage-keys';

/**
 * The first module the page runs, before React and the router: opening a review (/documents/{id}) with a
 * session starts at once what the review will need (its route's code, the document and its rows, the
 * PDF, pdf.js and pdf.js's worker thread) instead of one after another as the app gets to them. The
 * review's queries and page pane take what was started (see preloadedOr and preloadPdf); anywhere else
 * this does nothing.
 */
const review = /^\/documents\/([^/]+)\/?$/.exec(window.location.pathname);
if (review && localStorage.getItem(TOKEN_KEY)) {
  const id = decodeURIComponent(review[1]);
  preloadJson(statementPath(id));
  preloadJson(documentPath(id));
  preloadPdf(id);
  // The same module React.lazy loads for the route (router.tsx): fetched now, it is ready when asked for.
  void import('./app/routes/document');
}
