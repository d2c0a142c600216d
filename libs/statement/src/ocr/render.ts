import { MAX_IMAGE_PIXELS, type PageImage } from './port.js';
import { largestImagePixels } from '../content-budget.js';
import { loadWithPdfjs, withoutTrailingJunk } from '../pdf.js';
import { loadCanvas } from '../lazy-canvas.js';

// Pages are rendered from a second pdf.js document of their own, opened only when a page needs OCR: the
// text reader in pdf.ts stays as it is, and a text PDF never pays for rendering.

/**
 * Statement print (7–10 pt) at 300 dpi gives letters 30–40 pixels tall. At 200 or 240 dpi tesseract lost
 * minus signs and misread digits on a real office scan that it read exactly at 300 (time grows with pixels).
 */
export const DEFAULT_DPI = 300;
/** Bounds the memory and time of one page: a Letter page at 300 dpi is 8.4 million pixels. */
const MAX_PIXELS = 9_000_000;

/**
 * The scale (pixels per point) for a page: `dpi`, less on a page so large that its pixels would pass
 * MAX_PIXELS (a poster-sized page holds larger print, so fewer dots per inch still read).
 */
export function renderScale(widthPt: number, heightPt: number, dpi = DEFAULT_DPI): number {
  return Math.min(dpi / 72, Math.sqrt(MAX_PIXELS / Math.max(1, widthPt * heightPt)));
}

/**
 * RGBA pixels as grey ones (ITU-R 601 luma). OCR reads grey: a grey image is a quarter of the memory of a
 * colour one inside the engine, and needs no PNG encoding on the way (tesseract used ~140 MB less and
 * read a 300 dpi page faster than from PNG).
 */
function toGrey(rgba: Uint8Array): Uint8Array {
  const grey = new Uint8Array(rgba.length / 4);
  for (let i = 0, j = 0; i < grey.length; i++, j += 4) grey[i] = (rgba[j] * 299 + rgba[j + 1] * 587 + rgba[j + 2] * 114) / 1000;
  return grey;
}

/** The page draws an image of more than MAX_IMAGE_PIXELS: it was not decoded, so it cannot be read. */
export class ScanTooLargeError extends Error {
  override readonly name = 'ScanTooLargeError';
  constructor(readonly page: number) {
    super(`page ${page} draws an image of more than ${MAX_IMAGE_PIXELS} pixels`);
  }
}

/** A rendering with no pixel darker than light grey (200 of 255): nothing was drawn that OCR could read. */
function isBlank(grey: Uint8Array): boolean {
  for (let i = 0; i < grey.length; i++) if (grey[i] < 200) return false;
  return true;
}

type PdfjsDocument = Awaited<Awaited<ReturnType<typeof loadWithPdfjs>>['promise']>;

export type PageRenderer = {
  render(pageNumber: number, dpi?: number): Promise<PageImage>;
  close(): Promise<void>;
};

/**
 * Opens the document a second time for rendering; `bytes` are copied (pdf.js detaches what it gets).
 * pdf.js decodes no image of more than MAX_IMAGE_PIXELS: that bounds the worker's memory whatever the scan.
 * pdf.js leaves such an image out without a word, so when the file declares one, a page that comes out
 * blank is taken for one drawn from it (ScanTooLargeError), and not for a page with nothing on it.
 */
export async function openRenderer(bytes: Uint8Array, password?: string): Promise<PageRenderer> {
  // The same bytes pdf.ts read: what follows the last %%EOF is dropped as there.
  const source = withoutTrailingJunk(bytes) ?? bytes;
  const hasImageOverLimit = largestImagePixels(source) > MAX_IMAGE_PIXELS;
  const doc = await (await loadWithPdfjs(source, password, { maxImageSize: MAX_IMAGE_PIXELS })).promise;
  return {
    async render(pageNumber, dpi) {
      const image = await renderPage(doc, pageNumber, dpi);
      if (hasImageOverLimit && isBlank(image.grey)) throw new ScanTooLargeError(pageNumber);
      return image;
    },
    async close() {
      await doc.destroy();
    },
  };
}

async function renderPage(doc: PdfjsDocument, pageNumber: number, dpi?: number): Promise<PageImage> {
  const page = await doc.getPage(pageNumber);
  try {
    const base = page.getViewport({ scale: 1 });
    const scale = renderScale(base.width, base.height, dpi);
    const viewport = page.getViewport({ scale });
    const canvas = loadCanvas().createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    const { width, height } = canvas;
    try {
      const context = canvas.getContext('2d');
      // A scan's image may not cover the page; recognition wants dark text on white, not on transparency.
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, width, height);
      // pdf.js types its parameters with the DOM's canvas; @napi-rs/canvas implements the same API.
      const params = { canvas, canvasContext: context, viewport } as unknown as Parameters<typeof page.render>[0];
      await page.render(params).promise;
      // The canvas's own pixels, not getImageData: the ImageData that @napi-rs/canvas returns keeps its
      // native memory after it is collected (34 MB more held for every 300 dpi page, measured).
      const grey = toGrey(canvas.data());
      return { page: pageNumber, grey, widthPx: width, heightPx: height, scale };
    } finally {
      // A canvas's pixels are native memory the collector does not see: without this, every page's
      // canvas (34 MB at 300 dpi) stayed in the process after rendering.
      canvas.width = 0;
      canvas.height = 0;
    }
  } finally {
    page.cleanup();
  }
}
