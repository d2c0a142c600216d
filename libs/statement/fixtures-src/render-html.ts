import { PDFDocument } from 'pdf-lib';
import type { Browser } from 'playwright-core';
import { monoLines, type Align, type Block, type Doc, type TableRow } from './model.js';
import { ocrNoise, type OcrPiece } from './ocr.js';

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** While an OCR-like document is written, its text goes through the noise (see ocr.ts), word by word. */
let noise: ((text: string) => OcrPiece[]) | null = null;
const esc = (s: string) =>
  noise
    ? noise(s)
        .map((p, i, all) => `${i && all[i - 1].offset + all[i - 1].text.length < p.offset ? ' ' : ''}<span style="position:relative;top:${p.dy}px">${escape(p.text)}</span>`)
        .join('')
    : escape(s);
const cellHtml = (s: string) => s.split('\n').map(esc).join('<br>');
const alignClass = (a: Align) => (a === 'right' ? 'r' : '');
const alignStyle = (a: Align) => (a === 'center' ? ' style="text-align:center;white-space:nowrap"' : '');
const strays = (r: TableRow, i: number) =>
  (r.strays ?? []).filter((s) => s.after === i).map((s) => `<span style="position:absolute;right:-2px;top:2px">${escape(s.ch)}</span>`).join('');
const cellStyle = (r: TableRow, i: number, a: Align) =>
  (r.strays ?? []).some((s) => s.after === i) ? ` style="position:relative${a === 'center' ? ';text-align:center;white-space:nowrap' : ''}"` : alignStyle(a);

function blockHtml(block: Block): string {
  switch (block.kind) {
    case 'gap':
      return `<div style="height:${block.size}px"></div>`;
    case 'text':
      return `<div class="text" style="${block.size ? `font-size:${block.size + 2}px;` : ''}${block.bold ? 'font-weight:bold;' : ''}">${block.lines.map(esc).join('<br>')}</div>`;
    case 'pair':
      return `<div class="pair"><div>${block.left.map(esc).join('<br>')}</div><div>${block.right.map(esc).join('<br>')}</div></div>`;
    case 'kv':
      return `<table class="kv">${block.rows.map(([k, v]) => `<tr><td>${esc(k)}</td><td class="r">${esc(v)}</td></tr>`).join('')}</table>`;
    case 'table': {
      if (block.mono) return `<pre style="font: 8px/1.35 'DejaVu Sans Mono', monospace; margin: 0 0 10px">${monoLines(block).map(esc).join('\n')}</pre>`;
      const total = block.columns.reduce((s, c) => s + c.width, 0);
      const head = block.noHeader
        ? ''
        : `<thead><tr>${block.columns.map((c) => `<th class="${alignClass(c.align)}" style="width:${((c.width / total) * 100).toFixed(1)}%${c.align === 'center' ? ';text-align:center' : ''}${block.headerGap ? `;padding-bottom:${block.headerGap}px` : ''}">${cellHtml(c.title)}</th>`).join('')}</tr></thead>`;
      const pad = block.rowGap ? `style="padding-bottom:${block.rowGap + 2}px"` : '';
      const rows = block.rows
        .map(
          (r) =>
            `<tr${r.bold ? ' class="b"' : ''}>${r.cells.map((c, i) => `<td class="${alignClass(block.columns[i].align)}"${cellStyle(r, i, block.columns[i].align)} ${pad}>${cellHtml(c)}${strays(r, i)}</td>`).join('')}</tr>`,
        )
        .join('');
      return `<table class="tx">${head}<tbody>${rows}</tbody></table>`;
    }
  }
}

/** The same document as HTML pages: one section per page, so page breaks match the other rendering. */
export function toHtml(doc: Doc, variant = 0): string {
  noise = doc.ocr ? ocrNoise(doc.ocr.seed) : null;
  try {
    return pageHtml(doc, variant);
  } finally {
    noise = null;
  }
}

function pageHtml(doc: Doc, variant: number): string {
  const font = ["'Liberation Serif', serif", "'DejaVu Sans', sans-serif", "'Liberation Sans Narrow', sans-serif"][variant % 3];
  const size = [11, 10, 12][variant % 3];
  const thAlign = variant % 2 === 0 ? 'table.tx th.r { text-align: left !important; }' : '';
  const pageHeight = doc.size === 'A4' ? '273mm' : '255mm';
  const pages = doc.pages
    .map(
      (p) => `<section class="page">
  ${p.header?.length ? `<header>${p.header.map(esc).join('<br>')}</header>` : ''}
  ${p.blocks.map(blockHtml).join('\n')}
  ${p.footer?.length ? `<footer>${p.footer.map(esc).join('<br>')}</footer>` : ''}
</section>`,
    )
    .join('\n');
  return `<!doctype html><html><head><meta charset="utf-8"><style>
@page { size: ${doc.size}; margin: 12mm 14mm; }
body { font-family: ${font}; font-size: ${size}px; margin: 0; color: #111; }
.page { position: relative; height: ${pageHeight}; break-after: page; overflow: hidden; }
.page:last-child { break-after: auto; }
header { font-size: 9px; color: #555; margin-bottom: 10px; }
footer { position: absolute; bottom: 0; left: 0; font-size: 9px; color: #555; }
.text { margin: 2px 0 8px; line-height: 1.35; }
.pair { display: flex; justify-content: space-between; margin-bottom: 10px; line-height: 1.35; }
.pair > div:last-child { width: 45%; }
table.kv { border-collapse: collapse; margin: 6px 0 12px; border: 1px solid #999; }
table.kv td { padding: 2px 10px; }
table.tx { width: 100%; border-collapse: collapse; margin-bottom: 10px; }
table.tx th { text-align: left; border-bottom: 1px solid #333; padding: 3px 4px; font-size: 10.5px; }
table.tx td { padding: 2px 4px; vertical-align: top; line-height: 1.25; }
.r { text-align: right !important; white-space: nowrap; }
tr.b td { font-weight: bold; }
${thAlign}
</style></head><body>${pages}</body></html>`;
}

/** Prints the HTML with Chromium, as a browser's "Save as PDF" would. */
export async function renderWithChromium(browser: Browser, doc: Doc, variant = 0): Promise<Uint8Array> {
  const page = await browser.newPage();
  try {
    await page.setContent(toHtml(doc, variant), { waitUntil: 'load' });
    const printed = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    // Chromium stamps the print time; fixed dates make regenerated files byte-identical (no churn in git).
    const pdf = await PDFDocument.load(printed, { updateMetadata: false });
    pdf.setCreationDate(new Date('2024-01-01T00:00:00Z'));
    pdf.setModificationDate(new Date('2024-01-01T00:00:00Z'));
    return pdf.save({ useObjectStreams: false });
  } finally {
    await page.close();
  }
}
