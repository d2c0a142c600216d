import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist';
import { PAGE_PANE_FIT_KEY, PAGE_PANE_WIDTH_KEY } from '../../lib/storage-keys';
import { DEFAULT_SPLIT, rememberedSplit, SIDE_BY_SIDE_MIN_WIDTH } from './workspace';
import { drawOffScreen, type PageSize } from './page-document';

/** Space around and between the pages in the pane, in CSS px. */
export const PAD = 8;

/** The scale at which `fitWidth` points of a page (its printed width) fill a pane `paneWidth` px wide ("fit"), times the zoom. */
export function fitScale(paneWidth: number, fitWidth: number, zoom = 1): number {
  return (Math.max(120, paneWidth - 2 * PAD) / fitWidth) * zoom;
}

/**
 * The page pane's width as last laid out in this browser, and the printed width it was fitted to (statements
 * from one bank share it), kept so the next review's first page is drawn at that scale.
 */
export function rememberPaneFit(width: number, fitWidth: number): void {
  if (width <= 0) return;
  try {
    localStorage.setItem(PAGE_PANE_WIDTH_KEY, String(Math.round(width)));
    localStorage.setItem(PAGE_PANE_FIT_KEY, String(fitWidth));
  } catch {
    // Storage full or refused: the next first page is drawn at the estimate below.
  }
}

/** The printed width last fitted to the pane, or the page's whole width. */
function expectedFitWidth(pageWidth: number): number {
  let remembered = NaN;
  try {
    remembered = Number(localStorage.getItem(PAGE_PANE_FIT_KEY));
  } catch {
    // as if never fitted
  }
  return remembered > 0 && remembered <= pageWidth ? remembered : pageWidth;
}

/**
 * The width the pane will most likely have: as last laid out here, else an estimate from the window (the
 * pages get what the split leaves of a page at most 1600 px wide, or the whole width on a narrow screen).
 * A wrong guess costs one more drawing of the first page, not a wrong one.
 */
function expectedPaneWidth(): number {
  let remembered = NaN;
  try {
    remembered = Number(localStorage.getItem(PAGE_PANE_WIDTH_KEY));
  } catch {
    // as if never laid out
  }
  if (remembered > 0) return remembered;
  const width = Math.min(window.innerWidth, 1600) - 32;
  return window.innerWidth >= SIDE_BY_SIDE_MIN_WIDTH ? Math.round(width * (1 - (rememberedSplit() ?? DEFAULT_SPLIT))) - 12 : width - 4;
}

/** The first page, drawn off screen: its canvas, the canvas pixels per PDF point, and the page's size. */
export type FirstPicture = { canvas: HTMLCanvasElement; pixelScale: number; size: PageSize };

const ahead = new WeakMap<PDFDocumentProxy, Promise<FirstPicture | null>>();

/**
 * Draws the first page off screen as soon as the PDF is open, while the rows are still on their way or being
 * laid out: the pane mounts with the rows, so drawing only then put pdf.js's work for the page (its operators,
 * its fonts, the canvas) after all of the rows' in the wait for the first page (issue 24: within 500 ms).
 */
export function drawFirstPageAhead(doc: PDFDocumentProxy, page: PDFPageProxy): void {
  if (typeof document === 'undefined' || ahead.has(doc)) return;
  const picture = (async (): Promise<FirstPicture | null> => {
    const base = page.getViewport({ scale: 1 });
    const pixelScale = fitScale(expectedPaneWidth(), expectedFitWidth(base.width)) * (window.devicePixelRatio || 1);
    const { canvas, task } = drawOffScreen(page, pixelScale);
    await task.promise;
    return { canvas, pixelScale, size: { width: base.width, height: base.height } };
  })().catch(() => null); // the pane then draws the page itself
  ahead.set(doc, picture);
}

/** The first page drawn ahead for this document, if it was (see drawFirstPageAhead). */
export function firstPageAhead(doc: PDFDocumentProxy): Promise<FirstPicture | null> | null {
  return ahead.get(doc) ?? null;
}
