import { MAX_IMAGE_PIXELS } from './ocr/port.js';
import { loadWithPdfjs, withoutTrailingJunk } from './pdf.js';
import { loadCanvas } from './lazy-canvas.js';

/**
 * Pixels per PDF point of the first page's picture: a Letter page is 765 px wide, about what the review's
 * page pane gives the printed width on a 1366 px screen. The browser reads the page's size in points back
 * from the picture's size with this number, so it is part of the picture's contract (frontend's first-page).
 */
export const FIRST_PAGE_PIXELS_PER_POINT = 1.25;
/** A page larger than this many pixels at that scale is drawn smaller (a poster-sized page). */
const MAX_PIXELS = 4_000_000;

/**
 * The statement's first page as a JPEG picture, drawn once when it is converted, so the review shows the page
 * the moment it opens, while pdf.js (a megabyte of script and a worker to start) is still loading in the
 * browser; pdf.js then draws the page sharp over it (issue 41: the first page within 500 ms). Null when the
 * page cannot be drawn; the review then waits for pdf.js as before.
 */
export async function firstPagePicture(bytes: Uint8Array, password?: string): Promise<Uint8Array | null> {
  const source = withoutTrailingJunk(bytes) ?? bytes;
  const doc = await (await loadWithPdfjs(source, password, { maxImageSize: MAX_IMAGE_PIXELS })).promise;
  try {
    const page = await doc.getPage(1);
    const base = page.getViewport({ scale: 1 });
    const scale = Math.min(FIRST_PAGE_PIXELS_PER_POINT, Math.sqrt(MAX_PIXELS / Math.max(1, base.width * base.height)));
    const viewport = page.getViewport({ scale });
    const canvas = loadCanvas().createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    try {
      const context = canvas.getContext('2d');
      // Pages without a background of their own are white on paper, not transparent.
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      // pdf.js types its parameters with the DOM's canvas; @napi-rs/canvas implements the same API.
      await page.render({ canvas, canvasContext: context, viewport } as unknown as Parameters<typeof page.render>[0]).promise;
      const picture = await canvas.encode('jpeg', 80);
      return new Uint8Array(picture.buffer, picture.byteOffset, picture.byteLength);
    } finally {
      // Native memory the collector does not see (see ocr/render.ts).
      canvas.width = 0;
      canvas.height = 0;
      page.cleanup();
    }
  } catch {
    return null;
  } finally {
    await doc.destroy();
  }
}
