// Table headings and totals are often printed in white on a dark band. Tesseract reads dark text on a light
// ground and skips such a band, and with it the column headings that tell the layout stage which column is
// which (a statement whose "Amount" heading is lost loses the signs of its amounts). Each dark ground is
// turned light, and its letters dark, before recognition.

/** The side of the square blocks whose mean greys are compared (pixels). */
const BLOCK = 8;
/** A pixel darker than this (0 black, 255 white) is ink, or a dark ground. */
const DARK = 128;
/**
 * A stretch of a row of blocks with more dark pixels than this share is a dark ground: letters, even bold
 * ones, cover less than half of a line of print, on paper as on a band.
 */
const DARK_GROUND = 0.55;
/** A block this dark is ground, not print, where it touches a dark ground. */
const SOLID = 0.75;
/** A block this light is paper, whatever lies around it. */
const BLANK = 230;

/**
 * Inverts the blocks of the image that lie on a dark ground: where most pixels of the block and its
 * neighbours in its row of blocks (`reach` pixels to one side or the other) are dark, and so are the
 * block's above or below it. Letters cover less than half of a line of print, black on white or white on
 * a band. Works in place.
 */
export function invertDarkGrounds(grey: Uint8Array, width: number, height: number, reach: number): void {
  const bw = Math.ceil(width / BLOCK);
  const bh = Math.ceil(height / BLOCK);
  const sums = new Float64Array(bw * bh);
  const darks = new Uint16Array(bw * bh);
  const counts = new Uint16Array(bw * bh);
  for (let y = 0; y < height; y++) {
    const row = (y / BLOCK) | 0;
    for (let x = 0; x < width; x++) {
      const i = row * bw + ((x / BLOCK) | 0);
      sums[i] += grey[y * width + x];
      if (grey[y * width + x] < DARK) darks[i]++;
      counts[i]++;
    }
  }
  // A page of print on paper has no block that is mostly dark: nothing more to do.
  if (!darks.some((d, i) => d >= counts[i] * DARK_GROUND)) return;
  const rx = Math.max(1, Math.round(reach / BLOCK));
  const darkShare = (by: number, from: number, to: number) => {
    let dark = 0;
    let count = 0;
    for (let x = Math.max(0, from); x <= Math.min(bw - 1, to); x++) {
      dark += darks[by * bw + x];
      count += counts[by * bw + x];
    }
    return dark / count;
  };
  const ground = new Uint8Array(bw * bh);
  for (let by = 0; by < bh; by++) {
    for (let bx = 0; bx < bw; bx++) {
      // Blank paper is never a dark ground; and the block is judged with its neighbours on one side or the
      // other, so that the blocks at the ends of a band count as well as those in its middle.
      if (sums[by * bw + bx] / counts[by * bw + bx] >= BLANK) continue;
      if (Math.max(darkShare(by, bx - rx, bx), darkShare(by, bx, bx + rx)) >= DARK_GROUND) ground[by * bw + bx] = 1;
    }
  }
  // The ground reaches on into the blocks beside it that are mostly dark themselves (the end of a band past
  // its last letters, where the neighbourhood takes in the paper beyond): else a dark stump is left beside
  // the last letter and read as part of the word ("Balance~").
  const stack: number[] = [];
  ground.forEach((g, i) => g && stack.push(i));
  while (stack.length) {
    const i = stack.pop() as number;
    const x = i % bw;
    for (const j of [x > 0 ? i - 1 : -1, x < bw - 1 ? i + 1 : -1, i - bw, i + bw]) {
      if (j < 0 || j >= ground.length || ground[j] || darks[j] < counts[j] * SOLID) continue;
      ground[j] = 1;
      stack.push(j);
    }
  }
  // A block of a letter between ground blocks, on both sides or above and below, is on the band too.
  for (let pass = 0; pass < 2; pass++) {
    for (let i = 0; i < ground.length; i++) {
      if (ground[i]) continue;
      const x = i % bw;
      const across = x > 0 && x < bw - 1 && ground[i - 1] && ground[i + 1];
      const upDown = i >= bw && i < ground.length - bw && ground[i - bw] && ground[i + bw];
      if (across || upDown) ground[i] = 1;
    }
  }
  // A band runs across a table or a page: a dark patch narrower than the neighbourhood (the thick strokes of
  // a bold heading) is print, left as it is.
  for (let by = 0; by < bh; by++) {
    for (let bx = 0; bx < bw; ) {
      if (!ground[by * bw + bx]) {
        bx++;
        continue;
      }
      const start = bx;
      while (bx < bw && ground[by * bw + bx]) bx++;
      if (bx - start < rx) ground.fill(0, by * bw + start, by * bw + bx);
    }
  }
  const inverted = (i: number) => {
    // A band holds a line of letters: a dark stretch one block tall is a thick rule, left as it is.
    const by = (i / bw) | 0;
    return ground[i] === 1 && ((by > 0 && ground[i - bw] === 1) || (by < bh - 1 && ground[i + bw] === 1));
  };
  // The ground's own grey (its dark pixels' mean): inverted, it is made white, not a light grey box that
  // tesseract takes for a picture and drops with the line under it.
  let groundSum = 0;
  let groundCount = 0;
  for (let i = 0; i < ground.length; i++) {
    if (!inverted(i)) continue;
    const bx = i % bw;
    const by = (i / bw) | 0;
    for (let y = by * BLOCK; y < Math.min(height, (by + 1) * BLOCK); y++) {
      for (let x = bx * BLOCK; x < Math.min(width, (bx + 1) * BLOCK); x++) {
        const g = grey[y * width + x];
        if (g < DARK) {
          groundSum += g;
          groundCount++;
        }
      }
    }
  }
  const groundGrey = groundCount ? groundSum / groundCount : 0;
  const stretch = 255 / Math.max(1, 255 - groundGrey);
  for (let i = 0; i < ground.length; i++) {
    if (!inverted(i)) continue;
    const bx = i % bw;
    const by = (i / bw) | 0;
    for (let y = by * BLOCK; y < Math.min(height, (by + 1) * BLOCK); y++) {
      for (let x = bx * BLOCK; x < Math.min(width, (bx + 1) * BLOCK); x++) grey[y * width + x] = Math.min(255, Math.round((255 - grey[y * width + x]) * stretch));
    }
  }
}
