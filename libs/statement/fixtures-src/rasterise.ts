import { createCanvas, type Canvas } from '@napi-rs/canvas';
import { PDFDocument } from 'pdf-lib';
import { rng } from './format.js';
import { loadWithPdfjs } from '../src/pdf.js';

/** How a rasterised page should look, as if printed and scanned. */
export type ScanLook = {
  /** Scan resolution. Default 200 dpi. */
  dpi?: number;
  /** The paper's tilt on the scanner, degrees clockwise. */
  angle?: number;
  /** Dark specks per million pixels (dust, toner); 0 for none. */
  specks?: number;
  /** Softens the print by this many pixels, as a slightly out-of-focus scan. */
  blur?: number;
  /** JPEG quality 0–100, as scanners save; without it the page image is PNG. */
  jpegQuality?: number;
  /**
   * Uneven light, as a phone photo lit from one side: the paper darkens from the top left corner to the
   * bottom right by this share (0 none, 0.5 the far corner half as bright).
   */
  shade?: number;
  /**
   * Coloured paper and print, as a colour scan of a bank's letterhead: the page is multiplied by this CSS
   * colour (say '#f4e9cf', cream) and gets a coloured band across its top. Without it the page is black on white.
   */
  paper?: string;
  /** The paper laid on the scanner sideways: a landscape page, the print running up it. */
  sideways?: boolean;
  /** Seeds the specks, so a test sees the same page each run. */
  seed?: number;
};

export type RasteriseOptions = ScanLook & {
  /** Pages (1-based) kept as they are, text layer and all: a document with some pages scanned. */
  keepText?: number[];
};


/** Draws `source` turned by `angle` degrees about its centre, onto white, the same size. */
function tilted(source: Canvas, angle: number, blur: number): Canvas {
  const out = createCanvas(source.width, source.height);
  const ctx = out.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, out.width, out.height);
  if (blur > 0) ctx.filter = `blur(${blur}px)`;
  ctx.translate(out.width / 2, out.height / 2);
  ctx.rotate((angle * Math.PI) / 180);
  ctx.drawImage(source, -out.width / 2, -out.height / 2);
  return out;
}

/** The canvas turned a quarter turn anticlockwise, on a canvas of its height by its width. */
function turnedSideways(source: Canvas): Canvas {
  const out = createCanvas(source.height, source.width);
  const ctx = out.getContext('2d');
  ctx.translate(0, out.height);
  ctx.rotate(-Math.PI / 2);
  ctx.drawImage(source, 0, 0);
  return out;
}

/** Darkens the canvas from its top left corner (unchanged) to its bottom right (by `share`), multiplying. */
function shadeAcross(canvas: Canvas, share: number): void {
  const ctx = canvas.getContext('2d');
  const gradient = ctx.createLinearGradient(0, 0, canvas.width, canvas.height);
  const far = Math.round(255 * (1 - share));
  gradient.addColorStop(0, '#ffffff');
  gradient.addColorStop(1, `rgb(${far},${far},${far})`);
  ctx.globalCompositeOperation = 'multiply';
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.globalCompositeOperation = 'source-over';
}

/** The canvas as on coloured paper (multiplied by `colour`), with a blue band a twentieth of its height at the top. */
function onColouredPaper(canvas: Canvas, colour: string): void {
  const ctx = canvas.getContext('2d');
  ctx.globalCompositeOperation = 'multiply';
  ctx.fillStyle = colour;
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = '#9cc3e6';
  ctx.fillRect(0, 0, canvas.width, Math.round(canvas.height / 20));
  ctx.globalCompositeOperation = 'source-over';
}

/**
 * A PDF whose pages are images of the given PDF's pages and nothing else (no text layer), as a scanner
 * makes them: for OCR tests and the OCR benchmark, from statements whose truth is known.
 */
export async function rasteriseToImagePdf(bytes: Uint8Array, opts: RasteriseOptions = {}): Promise<Uint8Array> {
  const dpi = opts.dpi ?? 200;
  const random = rng(opts.seed ?? 1);
  const keep = new Set(opts.keepText ?? []);
  const source = await PDFDocument.load(bytes);
  const out = await PDFDocument.create();
  const doc = await (await loadWithPdfjs(bytes)).promise;
  try {
    for (let number = 1; number <= doc.numPages; number++) {
      if (keep.has(number)) {
        const [copied] = await out.copyPages(source, [number - 1]);
        out.addPage(copied);
        continue;
      }
      const page = await doc.getPage(number);
      const viewport = page.getViewport({ scale: dpi / 72 });
      let canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
      const ctx = canvas.getContext('2d');
      ctx.fillStyle = '#ffffff';
      ctx.fillRect(0, 0, canvas.width, canvas.height);
      await page.render({ canvas, canvasContext: ctx, viewport } as unknown as Parameters<typeof page.render>[0]).promise;
      page.cleanup();
      if (opts.angle || opts.blur) canvas = tilted(canvas, opts.angle ?? 0, opts.blur ?? 0);
      if (opts.sideways) canvas = turnedSideways(canvas);
      if (opts.shade) shadeAcross(canvas, opts.shade);
      if (opts.paper) onColouredPaper(canvas, opts.paper);
      const specks = Math.round(((opts.specks ?? 0) * canvas.width * canvas.height) / 1e6);
      const speckCtx = canvas.getContext('2d');
      speckCtx.fillStyle = '#333333';
      for (let i = 0; i < specks; i++) speckCtx.fillRect(random() * canvas.width, random() * canvas.height, 1 + random() * 2, 1 + random() * 2);
      const image = opts.jpegQuality ? await out.embedJpg(await canvas.encode('jpeg', opts.jpegQuality)) : await out.embedPng(await canvas.encode('png'));
      const size = page.getViewport({ scale: 1 });
      const [width, height] = opts.sideways ? [size.height, size.width] : [size.width, size.height];
      out.addPage([width, height]).drawImage(image, { x: 0, y: 0, width, height });
    }
  } finally {
    await doc.destroy();
  }
  return out.save();
}
