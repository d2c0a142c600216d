/**
 * The toolkit of the third held-out set ("novel3"). It reuses the first two sets' toolkits (../novel/kit.ts,
 * ../novel2/kit2.ts) and adds what their layouts never needed: words printed over the page at an angle (a
 * diagonal "KOPIE" watermark, a rotated "duplicate" stamp across the table), drawn with pdf-lib on top of either
 * renderer's pages, so that both the Chromium and the pdf-lib printing carry them in their text layer as real
 * producers do; and truth accounts with the extra keys of the corpora (value date, card date, foreign amount).
 */
import { degrees, PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import type { Browser } from 'playwright-core';
import type { Doc } from '../model.js';
import { forStandardFonts, renderWithPdfLib } from '../render-pdflib.js';
import { renderNovel2WithChromium } from '../novel2/kit2.js';

/**
 * A word or line printed at an angle over a page: `x` and `y` are the centre of the text as fractions of the
 * page's width and height (from the top), `size` in points, `angle` in degrees (counter-clockwise), `grey`
 * its shade (1 = white), `pages` which pages carry it (all by default).
 */
export type Stamp = { text: string; x: number; y: number; size: number; angle: number; grey: number; bold?: boolean; pages?: 'all' | 'first' };
type StampedDoc = Doc & { stamps?: Stamp[] };

export const withStamps = (doc: Doc, stamps: Stamp[]): Doc => ({ ...doc, stamps } as StampedDoc);
export const stampsOf = (doc: Doc): Stamp[] => (doc as StampedDoc).stamps ?? [];

/** Draws the document's stamps over its rendered pages (the last thing on each page, as a watermarking tool does). */
export async function applyStamps(pdfBytes: Uint8Array, doc: Doc): Promise<Uint8Array> {
  const stamps = stampsOf(doc);
  if (!stamps.length) return pdfBytes;
  const pdf = await PDFDocument.load(pdfBytes, { updateMetadata: false });
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  pdf.getPages().forEach((page, p) => {
    const { width, height } = page.getSize();
    for (const s of stamps) {
      if (s.pages === 'first' && p > 0) continue;
      const font = s.bold ? bold : regular;
      const w = font.widthOfTextAtSize(s.text, s.size);
      const rad = (s.angle * Math.PI) / 180;
      // The text's baseline starts half its width (and half its height) back from the centre, along the angle.
      const cx = s.x * width;
      const cy = height - s.y * height;
      const x = cx - (w / 2) * Math.cos(rad) + (s.size / 3) * Math.sin(rad);
      const y = cy - (w / 2) * Math.sin(rad) - (s.size / 3) * Math.cos(rad);
      page.drawText(s.text, { x, y, size: s.size, font, color: rgb(s.grey, s.grey, s.grey), rotate: degrees(s.angle), opacity: 0.55 });
    }
  });
  pdf.setCreationDate(new Date('2024-01-01T00:00:00Z'));
  pdf.setModificationDate(new Date('2024-01-01T00:00:00Z'));
  return pdf.save({ useObjectStreams: false });
}

/** Prints a novel3 statement with Chromium (render-html's page with the statement's look, as novel2 does), then its stamps. */
export async function renderNovel3WithChromium(browser: Browser, doc: Doc, variant = 0): Promise<Uint8Array> {
  return applyStamps(await renderNovel2WithChromium(browser, doc, variant), doc);
}

/** Prints a novel3 statement with pdf-lib's standard fonts, then its stamps. */
export async function renderNovel3WithPdfLib(doc: Doc, variant = 0): Promise<Uint8Array> {
  return applyStamps(await renderWithPdfLib(forStandardFonts(doc), variant), doc);
}

/** Sorts transactions by date, keeping the order of equal days. */
export const byDate = <T extends { date: string }>(xs: T[]): T[] => xs.map((x, i) => ({ x, i })).sort((a, b) => (a.x.date < b.x.date ? -1 : a.x.date > b.x.date ? 1 : a.i - b.i)).map((e) => e.x);

/** Sets the amounts of the rows whose first line matches a rule (fees and interest small, pay and rent large), holder side. */
export function amountsBy<T extends { lines: string[]; cents: number }>(txs: T[], rules: [RegExp, () => number][]): T[] {
  for (const t of txs) {
    const rule = rules.find(([re]) => re.test(t.lines[0]));
    if (rule) t.cents = rule[1]();
  }
  return txs;
}
