import type { PDFPageProxy, RenderTask } from 'pdfjs-dist';

/** A page's size in PDF points, as a viewer shows it (its rotation applied, as the engine measured it). */
export type PageSize = { width: number; height: number };

let fontFrame: HTMLIFrameElement | null = null;

/**
 * The document pdf.js loads a statement's fonts into and draws its pages in: an empty, hidden frame of our own
 * origin rather than the review itself. Each font added to a document makes the browser lay out all of that
 * document's text again; added to the review's, every font of a page cost a layout of the whole grid and page
 * pane (about 20 ms each here, in the wait for the first page: issue 24, and again for each new font while
 * scrolling). The pages are drawn on canvases of this document and copied onto the visible ones.
 */
export function pageDocument(): Document {
  if (fontFrame?.isConnected && fontFrame.contentDocument) return fontFrame.contentDocument;
  const frame = document.createElement('iframe');
  frame.title = 'Fonts of the statement pages';
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.style.cssText = 'position:absolute;width:0;height:0;border:0;visibility:hidden';
  document.body.appendChild(frame);
  fontFrame = frame;
  return frame.contentDocument ?? document;
}

/**
 * Draws a page at `pixelScale` canvas pixels per PDF point on a canvas of pageDocument's, off screen: the
 * caller copies it onto a visible canvas once `task` is done (the old picture stays until then).
 */
export function drawOffScreen(page: PDFPageProxy, pixelScale: number): { canvas: HTMLCanvasElement; task: RenderTask } {
  const viewport = page.getViewport({ scale: pixelScale });
  const canvas = pageDocument().createElement('canvas');
  canvas.width = Math.ceil(viewport.width);
  canvas.height = Math.ceil(viewport.height);
  return { canvas, task: page.render({ canvas, canvasContext: canvas.getContext('2d')!, viewport }) };
}
