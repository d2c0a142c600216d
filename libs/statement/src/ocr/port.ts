/**
 * The OCR port: what the statement reader needs from a text recogniser. The reader renders a page that has
 * no text layer and hands the image over; the engine gives back words placed on the page in PDF points, so
 * they become the same text items a text layer gives (see `TextItem` in pdf.ts).
 */

/**
 * The most pixels one image on a scanned page may have to be read by OCR: 16 million, an A4 or Letter page
 * scanned at 400 dpi (A4 at 400 dpi is 15.5 million), or a 12-megapixel phone photo. What sets an OCR
 * worker's peak memory is decoding the page's image, not rendering it (that is bounded by MAX_PIXELS in
 * render.ts): pdf.js decodes an image at its own resolution, in buffers outside the worker's heap limit, about
 * 9 MB a megapixel more at the peak (`make bench-ocr --look colour-600`: 300 dpi colour pages peaked at
 * 352-357 MB, 600 dpi ones at 594 MB). A page drawn from a larger image is not decoded at all: it is named
 * in the warnings, and a document with nothing else to read is refused as `scan_too_large`.
 */
export const MAX_IMAGE_PIXELS = 16_000_000;

/** A page without a text layer, rendered for recognition. */
export type PageImage = {
  /** 1-based page number, for the engine's own logs. */
  page: number;
  /** The rendering as 8-bit grey pixels, row by row from the top left (widthPx × heightPx bytes, 0 black). */
  grey: Uint8Array;
  widthPx: number;
  heightPx: number;
  /** Pixels per PDF point (dpi / 72): divide pixel boxes by it to get points. */
  scale: number;
};

/** One recognised word, in PDF points with y measured from the top of the page. */
export type OcrWord = {
  text: string;
  /** Left edge. */
  x: number;
  width: number;
  /** The baseline of the word's line at this word, as a text layer's item gives it. */
  baseline: number;
  /** The height of the word's line (ascender to descender): stands in for the font size. */
  size: number;
  /** The engine's confidence in the word, 0 to 100. */
  confidence: number;
};

/** A text recogniser. One engine serves many documents, one page at a time; the owner closes it. */
export type OcrEngine = {
  recognise(image: PageImage): Promise<OcrWord[]>;
  /** The resolution pages should be rendered at for this engine (dots per inch); the renderer bounds the pixels. */
  readonly dpi?: number;
  /**
   * Called before the next page is rendered: the engine may free what it holds between pages (it is started
   * again by the next `recognise`), so that the rendering's memory does not come on top of it.
   */
  release?(): Promise<void>;
};
