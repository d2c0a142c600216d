import { Dict, Name, PdfDoc, Ref, Stream, Unsupported, latin1, unsupported, type Value } from './objects.js';
import { pageText, type RawItem } from './text.js';
import type { Font } from './fonts.js';

/**
 * Our own text reader for common, simple PDFs (objects.ts, fonts.ts, text.ts): it gives pdf.js's text items for
 * documents it can read exactly as pdf.js does, and declines (null) anything else, which pdf.js then reads.
 * It never throws: every failure inside is a "no".
 */
export type Viewport = { transform: number[]; width: number; height: number };
export type FastPage = { viewport: Viewport; items: RawItem[] };

export type FastDocument = {
  pageCount: number;
  /** The page's pdf.js text items, or null when this page holds something only pdf.js reads faithfully. */
  readPage(pageNumber: number): FastPage | null;
  createdOn(): string | null;
};

export type FastLimits = {
  maxItems: number;
  maxOperators: number;
  maxDepth: number;
  /** Told why a document or page was declined (for tools that measure the reader's coverage). */
  onDecline?: (reason: string) => void;
};

const MAX_PAGES = 100_000;

/** The document, or null when it is not one we read (encrypted, damaged, or outside what we support). */
export function openFastDocument(bytes: Uint8Array, limits: FastLimits): FastDocument | null {
  try {
    return open(bytes, limits);
  } catch (error) {
    limits.onDecline?.(String((error as Error)?.message ?? error));
    return null;
  }
}

type PageNode = { dict: Dict; inherited: Map<string, Value> };

function open(bytes: Uint8Array, limits: FastLimits): FastDocument {
  const doc = new PdfDoc(bytes);
  const root = doc.trailer.get('Root');
  if (!(root instanceof Dict)) return unsupported('no catalog');
  const pagesRoot = root.get('Pages');
  if (!(pagesRoot instanceof Dict)) return unsupported('no page tree');
  const count = pagesRoot.get('Count');
  if (!Number.isInteger(count) || (count as number) < 1 || (count as number) > MAX_PAGES) return unsupported('Count');
  // A linearized file's first-page hint gives pdf.js its page count: it must agree.
  const head = latin1(bytes, 0, Math.min(bytes.length, 1024));
  if (head.includes('/Linearized')) {
    const n = /\/N\s+(\d+)/.exec(head);
    if (!n || Number(n[1]) !== count) unsupported('linearized count');
  }
  const pages: PageNode[] = [];
  const seen = new Set<Dict>();
  const walk = (node: Dict, inherited: Map<string, Value>, depth: number): number => {
    if (seen.has(node) || depth > 32) unsupported('page tree');
    seen.add(node);
    const own = new Map(inherited);
    for (const key of ['Resources', 'MediaBox', 'CropBox', 'Rotate']) if (node.has(key)) own.set(key, node.get(key));
    const type = node.get('Type');
    const kids = node.get('Kids');
    if (type instanceof Name && type.name === 'Page' && kids === undefined) {
      pages.push({ dict: node, inherited: own });
      if (pages.length > MAX_PAGES) unsupported('pages');
      return 1;
    }
    if (!Array.isArray(kids)) return unsupported('Kids');
    let leaves = 0;
    for (const kid of kids) {
      const k = doc.resolve(kid);
      if (!(k instanceof Dict)) return unsupported('kid');
      leaves += walk(k, own, depth + 1);
    }
    if (node.get('Count') !== leaves) unsupported('Count mismatch');
    return leaves;
  };
  walk(pagesRoot, new Map(), 0);
  if (pages.length !== count) unsupported('page count');
  const fonts = new Map<Value, Font>();
  let declined = false;

  return {
    pageCount: pages.length,
    readPage(pageNumber) {
      if (declined) return null;
      try {
        const page = pages[pageNumber - 1] ?? unsupported('no such page');
        const view = pageView(page);
        const viewport = viewportOf(view, rotation(page));
        const resources = page.inherited.get('Resources');
        const content = contentsOf(doc, page.dict.get('Contents'));
        const items = content ? pageText(doc, content, resources instanceof Dict ? resources : null, view, limits, fonts) : [];
        return { viewport, items };
      } catch (error) {
        limits.onDecline?.(`page ${pageNumber}: ${String((error as Error)?.message ?? error)}`);
        // A document we cannot read on one page is left to pdf.js from there on: its fonts may hold more surprises.
        if (!(error instanceof Unsupported)) declined = true;
        return null;
      }
    },
    createdOn() {
      try {
        const info = doc.trailer.get('Info');
        const raw = info instanceof Dict ? info.get('CreationDate') : undefined;
        const text = typeof raw === 'string' ? pdfString(raw) : null;
        const m = text ? text.match(/^(?:D:)?(\d{4})(\d{2})(\d{2})/) : null;
        return m && Number(m[1]) >= 1990 && Number(m[2]) >= 1 && Number(m[2]) <= 12 ? `${m[1]}-${m[2]}-${m[3]}` : null;
      } catch {
        return null;
      }
    },
  };
}

/** A text string: UTF-16BE with its mark, else PDFDocEncoding (Latin-1 where a date's digits are). */
function pdfString(raw: string): string {
  if (raw.length >= 2 && raw.charCodeAt(0) === 0xfe && raw.charCodeAt(1) === 0xff) {
    let out = '';
    for (let i = 2; i + 1 < raw.length; i += 2) out += String.fromCharCode((raw.charCodeAt(i) << 8) | raw.charCodeAt(i + 1));
    return out;
  }
  return raw;
}

const LETTER = [0, 0, 612, 792];

function box(value: Value): number[] | null {
  if (!Array.isArray(value) || value.length !== 4 || !value.every((x) => typeof x === 'number')) return null;
  const [a, b, c, d] = value as number[];
  const r = [Math.min(a, c), Math.min(b, d), Math.max(a, c), Math.max(b, d)];
  return r[2] - r[0] > 0 && r[3] - r[1] > 0 ? r : null;
}

/** pdf.js's page.view: the crop box within the media box. */
function pageView(page: PageNode): number[] {
  // pdf.js scales the viewport by any other user unit (PDFKit writes 1).
  const unit = page.dict.get('UserUnit');
  if (typeof unit === 'number' && unit > 0 && unit !== 1) unsupported('UserUnit');
  const media = box(page.inherited.get('MediaBox')) ?? LETTER;
  const crop = box(page.inherited.get('CropBox')) ?? media;
  if (crop === media || crop.every((v, i) => v === media[i])) return media;
  const x0 = Math.max(crop[0], media[0]);
  const x1 = Math.min(crop[2], media[2]);
  const y0 = Math.max(crop[1], media[1]);
  const y1 = Math.min(crop[3], media[3]);
  return x1 - x0 > 0 && y1 - y0 > 0 ? [x0, y0, x1, y1] : media;
}

function rotation(page: PageNode): number {
  const r = page.inherited.get('Rotate');
  let rotate = typeof r === 'number' ? r : 0;
  if (rotate % 90 !== 0) rotate = 0;
  else if (rotate >= 360) rotate %= 360;
  else if (rotate < 0) rotate = ((rotate % 360) + 360) % 360;
  return rotate;
}

/** pdf.js's PageViewport at scale 1. */
function viewportOf(viewBox: number[], rotate: number): Viewport {
  const centerX = (viewBox[2] + viewBox[0]) / 2;
  const centerY = (viewBox[3] + viewBox[1]) / 2;
  let a: number, b: number, c: number, d: number;
  switch (rotate) {
    case 180:
      [a, b, c, d] = [-1, 0, 0, 1];
      break;
    case 90:
      [a, b, c, d] = [0, 1, 1, 0];
      break;
    case 270:
      [a, b, c, d] = [0, -1, -1, 0];
      break;
    default:
      [a, b, c, d] = [1, 0, 0, -1];
  }
  let offsetX: number, offsetY: number, width: number, height: number;
  if (a === 0) {
    offsetX = Math.abs(centerY - viewBox[1]);
    offsetY = Math.abs(centerX - viewBox[0]);
    width = viewBox[3] - viewBox[1];
    height = viewBox[2] - viewBox[0];
  } else {
    offsetX = Math.abs(centerX - viewBox[0]);
    offsetY = Math.abs(centerY - viewBox[1]);
    width = viewBox[2] - viewBox[0];
    height = viewBox[3] - viewBox[1];
  }
  return { transform: [a, b, c, d, offsetX - a * centerX - c * centerY, offsetY - b * centerX - d * centerY], width, height };
}

/** The page's content: one stream, or several read as one (each must end in white space, so no token spans two). */
function contentsOf(doc: PdfDoc, contents: Value): Uint8Array | null {
  if (contents === undefined || contents === null) return null;
  if (contents instanceof Stream) return doc.decode(contents, true);
  if (!Array.isArray(contents)) return unsupported('Contents');
  const parts: Uint8Array[] = [];
  for (const ref of contents) {
    const s = ref instanceof Ref ? doc.fetch(ref) : ref;
    if (!(s instanceof Stream)) return unsupported('content part');
    const data = doc.decode(s, true);
    if (parts.length && data.length) {
      const last = parts[parts.length - 1];
      const end = last[last.length - 1];
      if (last.length && end !== 0x0a && end !== 0x0d && end !== 0x20 && end !== 0x09) unsupported('content parts run together');
    }
    parts.push(data);
  }
  return Buffer.concat(parts);
}
