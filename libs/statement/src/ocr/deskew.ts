import type { PageImage } from './port.js';

// A page scanned askew is straightened here, before recognition, rather than by tesseract (its rotateAuto
// finds the lines of the whole page once more inside its wasm heap and rotates a copy there: more memory
// and ~0.5 s more per page). Straightened here, the words tesseract returns are boxes on the image that
// rereadFigures cuts its crops from, so tilted pages get their figures read again too.

/** Angles searched, either way (degrees): a page fed askew into a scanner, not one turned sideways. */
const MAX_DEGREES = 5;
/** Below this tilt (degrees) the page is left as it is: a line of print 2,000 pixels long drifts ~3 pixels. */
export const MIN_DEGREES = 0.1;
/** The page is searched at about this resolution (dots per inch): lines of print still stand apart. */
const SEARCH_DPI = 75;
/** Darker than this (0 black, 255 white) counts as ink. */
const INK = 140;

/** The ink of the page at a lower resolution: the coordinates of the dark cells of a coarse grid. */
export function inkCells(image: PageImage, step: number): { xs: Int32Array; ys: Int32Array } {
  const { grey, widthPx, heightPx } = image;
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y + step <= heightPx; y += step) {
    for (let x = 0; x + step <= widthPx; x += step) {
      let dark = 0;
      // A sparse sample of the cell is enough to tell ink from paper at this scale.
      for (let dy = 0; dy < step; dy += 2) {
        const row = (y + dy) * widthPx + x;
        for (let dx = 0; dx < step; dx += 2) if (grey[row + dx] < INK) dark++;
      }
      if (dark > 0) {
        xs.push(x / step);
        ys.push(y / step);
      }
    }
  }
  return { xs: Int32Array.from(xs), ys: Int32Array.from(ys) };
}

/**
 * How sharply the ink falls into rows when the page is sheared by `degrees`: the sum of the squared counts
 * of ink cells per row. Lines of print parallel to the rows give tall peaks and empty gaps, the highest sum.
 */
function rowSharpness(xs: Int32Array, ys: Int32Array, rows: number, degrees: number): number {
  const slope = Math.tan((degrees * Math.PI) / 180);
  const offset = Math.ceil(Math.abs(slope) * 4096) + 1;
  const counts = new Float64Array(rows + 2 * offset);
  for (let i = 0; i < xs.length; i++) counts[Math.round(ys[i] - xs[i] * slope) + offset]++;
  let sum = 0;
  for (let i = 0; i < counts.length; i++) sum += counts[i] * counts[i];
  return sum;
}

/**
 * The page's tilt in degrees (positive: its lines fall to the right, going down as they go right, in image
 * coordinates), found by the projection profile of its ink on a coarse grid; 0 for a page without ink.
 */
export function skewDegrees(image: PageImage): number {
  const step = Math.max(1, Math.round((image.scale * 72) / SEARCH_DPI));
  const { xs, ys } = inkCells(image, step);
  if (xs.length < 50) return 0;
  const rows = Math.ceil(image.heightPx / step);
  const best = (from: number, to: number, by: number, start: number) => {
    let angle = start;
    let score = rowSharpness(xs, ys, rows, start);
    for (let a = from; a <= to + 1e-9; a += by) {
      const s = rowSharpness(xs, ys, rows, a);
      if (s > score) [angle, score] = [a, s];
    }
    return angle;
  };
  // Coarse then fine: half a degree across the range, then a twentieth around the best.
  const coarse = best(-MAX_DEGREES, MAX_DEGREES, 0.5, 0);
  return Math.round(best(coarse - 0.5, coarse + 0.5, 0.05, coarse) * 100) / 100;
}

/**
 * The image turned by `degrees` about its centre (bilinear; what comes in from outside is white), the same
 * size: a page tilted by `degrees` comes out level.
 */
export function rotateGrey(image: PageImage, degrees: number): PageImage {
  const { grey, widthPx: w, heightPx: h } = image;
  const out = new Uint8Array(w * h);
  const rad = (degrees * Math.PI) / 180;
  const cos = Math.cos(rad);
  const sin = Math.sin(rad);
  const cx = (w - 1) / 2;
  const cy = (h - 1) / 2;
  for (let y = 0; y < h; y++) {
    // The source of each output pixel: the output point turned back by the tilt.
    const dy = y - cy;
    // Rows are walked left to right from x = 0: the source moves by (cos, -sin) per pixel.
    let sx = cx - cx * cos + dy * sin;
    let sy = cy + cx * sin + dy * cos;
    const row = y * w;
    for (let x = 0; x < w; x++, sx += cos, sy -= sin) {
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      if (x0 < 0 || y0 < 0 || x0 >= w - 1 || y0 >= h - 1) {
        out[row + x] = 255;
        continue;
      }
      const fx = sx - x0;
      const fy = sy - y0;
      const i = y0 * w + x0;
      const top = grey[i] + (grey[i + 1] - grey[i]) * fx;
      const bottom = grey[i + w] + (grey[i + w + 1] - grey[i + w]) * fx;
      out[row + x] = top + (bottom - top) * fy;
    }
  }
  return { ...image, grey: out };
}

/** The page level: turned back by its tilt when it has one worth turning, else the same image. */
export function deskew(image: PageImage): { image: PageImage; degrees: number } {
  const degrees = skewDegrees(image);
  if (Math.abs(degrees) < MIN_DEGREES) return { image, degrees: 0 };
  return { image: rotateGrey(image, -degrees), degrees };
}
