import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { rng } from './format.js';
import { monoLines, type Block, type Doc } from './model.js';
import { ocrNoise } from './ocr.js';

const SIZES = { A4: [595.28, 841.89], Letter: [612, 792] } as const;
const MARGIN = 42;
let FONT_SIZE = 8.5;
let LINE = FONT_SIZE * 1.3;
let headersLeft = false;

const FONTS = [
  [StandardFonts.Helvetica, StandardFonts.HelveticaBold],
  [StandardFonts.TimesRoman, StandardFonts.TimesRomanBold],
  [StandardFonts.Courier, StandardFonts.CourierBold],
] as const;

/** pdf-lib cannot encode a narrow no-break space with the standard fonts; it prints the wider one. */
export function forStandardFonts(doc: Doc): Doc {
  return JSON.parse(JSON.stringify(doc).replace(/\u202f/g, '\u00a0')) as Doc;
}

/**
 * How some real producers write their text layer, for robustness runs: every glyph placed on its own
 * (`glyphs`), and the page's text drawn in a random order rather than top to bottom (`shuffled`, by seed).
 */
export type ProducerQuirks = { glyphs?: boolean; shuffled?: number };

/**
 * Draws the document with pdf-lib: one text run per cell at exact positions. `variant` changes the font
 * (Helvetica, Times, Courier), the size and whether money headings are left-aligned over right-aligned figures.
 */
export async function renderWithPdfLib(doc: Doc, variant = 0, producer: ProducerQuirks = {}): Promise<Uint8Array> {
  FONT_SIZE = [8.5, 9, 8][variant % 3];
  LINE = FONT_SIZE * 1.3;
  headersLeft = variant % 2 === 1;
  const pdf = await PDFDocument.create();
  pdf.setCreationDate(new Date('2024-01-01T00:00:00Z'));
  pdf.setModificationDate(new Date('2024-01-01T00:00:00Z'));
  pdf.setProducer('bankxl fixtures');
  pdf.setCreator('bankxl fixtures');
  const [regularName, boldName] = FONTS[variant % FONTS.length];
  const regular = await pdf.embedFont(regularName);
  const bold = await pdf.embedFont(boldName);
  const [width, height] = SIZES[doc.size];
  const usable = width - 2 * MARGIN;
  const mono = await pdf.embedFont(StandardFonts.Courier);

  for (const pageSpec of doc.pages) {
    const page = pdf.addPage([width, height]);
    let y = MARGIN;
    const runs: (() => void)[] = [];
    const noise = doc.ocr ? ocrNoise(doc.ocr.seed + pdf.getPageCount()) : null;
    const draw = (text: string, x: number, top: number, font: PDFFont = regular, size = FONT_SIZE) => {
      if (noise) {
        // An OCR text layer: each word (or piece of one) its own run, on a slightly wavy baseline.
        for (const p of noise(text)) {
          // Glyph by glyph: pdf-lib's widths of a whole string include kerning that drawText does not apply.
          const at = x + [...text.slice(0, p.offset)].reduce((w, ch) => w + font.widthOfTextAtSize(ch, size), 0);
          runs.push(() => page.drawText(p.text, { x: at, y: height - top - size - p.dy, size, font }));
        }
        return;
      }
      const pieces = producer.glyphs ? [...text].map((ch, i) => ({ ch, at: x + font.widthOfTextAtSize(text.slice(0, i), size) })) : [{ ch: text, at: x }];
      for (const { ch, at } of pieces) if (!producer.glyphs || ch.trim()) runs.push(() => page.drawText(ch, { x: at, y: height - top - size, size, font }));
    };
    for (const line of pageSpec.header ?? []) {
      draw(line, MARGIN, y, regular, 7);
      y += 7 * 1.4;
    }
    if (pageSpec.header?.length) y += 6;
    for (const block of pageSpec.blocks) y = drawBlock(page, block, y, { regular, bold, usable, draw, mono });
    const footer = pageSpec.footer ?? [];
    footer.forEach((line, i) => draw(line, MARGIN, height - MARGIN - (footer.length - i) * 9, regular, 7));
    if (producer.shuffled !== undefined) shuffle(runs, rng(producer.shuffled));
    for (const run of runs) run();
  }
  return pdf.save({ useObjectStreams: false });
}

function shuffle<T>(xs: T[], random: () => number): void {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [xs[i], xs[j]] = [xs[j], xs[i]];
  }
}

type Ctx = {
  mono?: PDFFont;
  regular: PDFFont;
  bold: PDFFont;
  usable: number;
  draw: (text: string, x: number, top: number, font?: PDFFont, size?: number) => void;
};

function drawBlock(page: PDFPage, block: Block, y: number, ctx: Ctx): number {
  const { regular, bold, usable, draw } = ctx;
  void page;
  switch (block.kind) {
    case 'gap':
      return y + block.size;
    case 'text': {
      const size = block.size ?? FONT_SIZE;
      for (const line of block.lines) {
        draw(line, MARGIN, y, block.bold ? bold : regular, size);
        y += size * 1.35;
      }
      return y + 4;
    }
    case 'pair': {
      const rows = Math.max(block.left.length, block.right.length);
      for (let i = 0; i < rows; i++) {
        if (block.left[i]) draw(block.left[i], MARGIN, y);
        if (block.right[i]) draw(block.right[i], MARGIN + usable * 0.55, y);
        y += LINE;
      }
      return y + 6;
    }
    case 'kv': {
      for (const [k, v] of block.rows) {
        draw(k, MARGIN, y);
        draw(v, MARGIN + 230 - regular.widthOfTextAtSize(v, FONT_SIZE), y);
        y += LINE;
      }
      return y + 8;
    }
    case 'table': {
      if (block.mono && ctx.mono) {
        for (const line of monoLines(block)) {
          draw(line, MARGIN, y, ctx.mono, 6.5);
          y += 6.5 * 1.35;
        }
        return y + 8;
      }
      const total = block.columns.reduce((s, c) => s + c.width, 0);
      const xs: number[] = [];
      let x = MARGIN;
      for (const c of block.columns) {
        xs.push(x);
        x += (c.width / total) * usable;
      }
      const widthOf = (i: number) => (block.columns[i].width / total) * usable;
      const cell = (text: string, i: number, top: number, font: PDFFont, heading = false) => {
        const col = block.columns[i];
        // Like report generators do, a cell too wide for its column is printed smaller rather than over its neighbour.
        const size = Math.min(FONT_SIZE, (FONT_SIZE * (widthOf(i) - 3)) / Math.max(1, font.widthOfTextAtSize(text, FONT_SIZE)));
        const w = font.widthOfTextAtSize(text, size);
        const right = col.align === 'right' && !(heading && headersLeft);
        const left = col.align === 'center' ? xs[i] + (widthOf(i) - w) / 2 : right ? xs[i] + widthOf(i) - 4 - w : xs[i] + 2;
        draw(text, left, top + (FONT_SIZE - size), font, size);
      };
      if (!block.noHeader) {
        // A heading may take two lines ("Money\nin"); each line is drawn on its own baseline.
        const headingLines = Math.max(...block.columns.map((c) => c.title.split('\n').length));
        block.columns.forEach((c, i) => c.title.split('\n').forEach((t, k) => cell(t, i, y + k * LINE, bold, true)));
        y += headingLines * LINE + 3 + (block.headerGap ?? 0);
      }
      for (const row of block.rows) {
        const lines = row.cells.map((c) => (c ? c.split('\n') : []));
        const n = Math.max(1, ...lines.map((l) => l.length));
        lines.forEach((cellLines, i) => cellLines.forEach((text, k) => cell(text, i, y + k * LINE, row.bold ? bold : regular)));
        // Stray marks sit on a column boundary, half a point into the gutter.
        for (const s of row.strays ?? []) draw(s.ch, xs[s.after] + widthOf(s.after) + 0.5, y, regular);
        y += n * LINE + (block.rowGap ?? 0);
      }
      return y + 8;
    }
  }
}
