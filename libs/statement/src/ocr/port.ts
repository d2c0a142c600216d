/**
 * The OCR port: what the statement reader needs from a text recogniser. The reader renders a page that has
 * no text layer and hands the image over; the engine gives back words placed on the page in PDF points, so
 * they become the same text items a text layer gives (see `TextItem` in pdf.ts).
 */

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
