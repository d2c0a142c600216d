import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { rasteriseToImagePdf } from '../fixtures-src/rasterise.js';
import { deskew, MIN_DEGREES, rotateGrey, skewDegrees } from '../src/ocr/deskew.js';
import type { PageImage } from '../src/ocr/port.js';
import { openRenderer } from '../src/ocr/render.js';
import { FIXTURES_DIR } from './truth.js';

// Straightening a scanned page before OCR (deskew.ts): the tilt is found from the page's own ink and undone.

/** A level page of 30 lines of "words" (dark, slightly broken blocks) at 100 dpi. */
function levelPage(): PageImage {
  const w = 850;
  const h = 1100;
  const grey = new Uint8Array(w * h).fill(255);
  for (let line = 0; line < 30; line++) {
    const y0 = 100 + line * 30;
    for (let word = 0; word < 7; word++) {
      const x0 = 60 + word * 105 + ((line * 37) % 25);
      for (let y = y0; y < y0 + 10; y++) for (let x = x0; x < x0 + 60 + ((line * word) % 20); x++) if ((x * 7 + y * 3) % 5) grey[y * w + x] = 20;
    }
  }
  return { page: 1, grey, widthPx: w, heightPx: h, scale: 100 / 72 };
}

/** The share of pixels whose ink differs (dark in one image, light in the other). */
const inkDifference = (a: PageImage, b: PageImage) => {
  let differ = 0;
  for (let i = 0; i < a.grey.length; i++) if (a.grey[i] < 128 !== b.grey[i] < 128) differ++;
  return differ / a.grey.length;
};

describe('deskew', () => {
  test('when a page is level or blank, then no tilt is found and the page is left as it is', () => {
    const level = levelPage();
    expect(skewDegrees(level)).toBe(0);
    expect(deskew(level).image).toBe(level);
    const blank: PageImage = { ...level, grey: new Uint8Array(level.grey.length).fill(255) };
    expect(deskew(blank)).toEqual({ image: blank, degrees: 0 });
  });

  test('when a page is turned either way by up to a few degrees, then its tilt is found and undone', () => {
    const level = levelPage();
    for (const degrees of [1.2, -2.5, 4]) {
      const tilted = rotateGrey(level, degrees);
      expect(Math.abs(skewDegrees(tilted) - degrees)).toBeLessThanOrEqual(0.1);
      const { image, degrees: found } = deskew(tilted);
      expect(Math.abs(found - degrees)).toBeLessThanOrEqual(0.1);
      expect(Math.abs(skewDegrees(image))).toBeLessThan(MIN_DEGREES);
      // Back over the level page: the tilted page differs from it far more than the straightened one does.
      expect(inkDifference(image, level)).toBeLessThan(inkDifference(tilted, level) / 3);
    }
  });

  test('when a statement is scanned at a tilt, then the rendered page shows that tilt and comes out level', async () => {
    const pdf = new Uint8Array(readFileSync(path.join(FIXTURES_DIR, 'uk-current.pdflib.pdf')));
    for (const angle of [1.5, -1]) {
      const renderer = await openRenderer(await rasteriseToImagePdf(pdf, { dpi: 200, angle }));
      try {
        const page = await renderer.render(1, 100);
        // The rasteriser turns the page clockwise on the screen for a positive angle: its lines fall to the right.
        expect(Math.abs(skewDegrees(page) - angle)).toBeLessThanOrEqual(0.15);
        expect(Math.abs(skewDegrees(deskew(page).image))).toBeLessThan(MIN_DEGREES);
      } finally {
        await renderer.close();
      }
    }
  }, 60_000);
});
