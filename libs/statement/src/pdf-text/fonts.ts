import { Dict, Name, PdfDoc, Stream, Lexer, Cmd, unsupported, type Value } from './objects.js';
import { ENCODINGS, GLYPH_UNICODE, STANDARD_WIDTHS } from './standard-font-data.js';

/**
 * The fonts our fast reader measures exactly as pdf.js does: the standard fonts (not embedded, without a font
 * descriptor) in a named simple encoding with /Differences, and Type0 fonts with Identity-H, /W and a ToUnicode
 * CMap. Any other font throws Unsupported (the document goes to pdf.js).
 */
export type Glyph = {
  code: number;
  unicode: string;
  width: number;
  /** pdf.js's getCharUnicodeCategory of the unicode: white space, a zero-width diacritic, an invisible format mark. */
  isWhitespace: boolean;
  isZeroWidthDiacritic: boolean;
  isInvisibleFormatMark: boolean;
};

const SPECIAL = /^(\s)|(\p{Mn})|(\p{Cf})$/u;
function glyph(code: number, unicode: string, width: number): Glyph {
  const g = unicode.match(SPECIAL);
  return { code, unicode, width, isWhitespace: !!g?.[1], isZeroWidthDiacritic: !!g?.[2], isInvisibleFormatMark: !!g?.[3] };
}

export type Font = {
  /** The name pdf.js compares when the font changes within a line (its `font.name`). */
  name: string;
  /** Glyphs of a shown string (one char per byte), each with its width in 1/1000 em. */
  glyphs(bytes: string): Glyph[];
};

const STANDARD = new Set(Object.keys(STANDARD_WIDTHS));

export function loadFont(doc: PdfDoc, dict: Value): Font {
  if (!(dict instanceof Dict)) return unsupported('font is not a dictionary');
  const subtype = dict.get('Subtype');
  if (!(subtype instanceof Name)) return unsupported('font subtype');
  if (subtype.name === 'Type1') return standardFont(doc, dict);
  if (subtype.name === 'Type0') return compositeFont(doc, dict);
  return unsupported(`font ${subtype.name}`);
}

function standardFont(doc: PdfDoc, dict: Dict): Font {
  const base = dict.get('BaseFont');
  if (!(base instanceof Name) || !STANDARD.has(base.name)) return unsupported('not a standard font');
  // Embedded or described fonts, own widths and own Unicode maps take pdf.js's other paths.
  for (const key of ['FontDescriptor', 'Widths', 'ToUnicode', 'FirstChar', 'LastChar']) if (dict.has(key)) unsupported(`standard font with ${key}`);
  const enc = dict.get('Encoding');
  let baseEncoding = 'StandardEncoding';
  const differences: string[] = [];
  if (enc instanceof Name) baseEncoding = enc.name;
  else if (enc instanceof Dict) {
    const be = enc.get('BaseEncoding');
    if (be instanceof Name) baseEncoding = be.name;
    else if (be !== undefined) unsupported('BaseEncoding');
    const diffs = enc.get('Differences');
    if (diffs !== undefined) {
      if (!Array.isArray(diffs)) return unsupported('Differences');
      let code = 0;
      for (const raw of diffs) {
        const d = doc.resolve(raw);
        if (typeof d === 'number') code = d;
        else if (d instanceof Name) {
          if (code < 0 || code > 255) unsupported('Differences code');
          differences[code++] = d.name;
        } else unsupported('Differences entry');
      }
    }
  } else if (enc !== undefined) unsupported('Encoding');
  const encoding = ENCODINGS[baseEncoding];
  if (!encoding) return unsupported(`encoding ${baseEncoding}`);
  const metrics = STANDARD_WIDTHS[base.name];
  const table: (Glyph | null)[] = [];
  for (let code = 0; code < 256; code++) {
    const glyphName = differences[code] ?? encoding[code];
    const unicode = glyphName ? GLYPH_UNICODE[glyphName] : undefined;
    // A code with no glyph name or one we cannot name in Unicode: pdf.js's guesses are not ours to copy.
    if (!glyphName || glyphName === '.notdef' || unicode === undefined) {
      table.push(null);
      continue;
    }
    let width: number;
    if (typeof metrics === 'number') width = metrics;
    else {
      // As pdf.js's buildCharCodeToWidth: the Differences' name, else the base encoding's, else no width (0).
      const byDiff = differences[code] !== undefined ? metrics[differences[code]] : undefined;
      width = byDiff || metrics[encoding[code]] || 0;
    }
    table.push(glyph(code, String.fromCharCode(unicode), width));
  }
  return {
    name: base.name,
    glyphs(bytes) {
      const out: Glyph[] = [];
      for (let i = 0; i < bytes.length; i++) out.push(table[bytes.charCodeAt(i)] ?? unsupported('unmapped code'));
      return out;
    },
  };
}

function compositeFont(doc: PdfDoc, dict: Dict): Font {
  const enc = dict.get('Encoding');
  if (!(enc instanceof Name) || enc.name !== 'Identity-H') return unsupported('CMap');
  const descendants = dict.get('DescendantFonts');
  const cid = doc.resolve(Array.isArray(descendants) ? descendants[0] : descendants);
  if (!(cid instanceof Dict)) return unsupported('descendant font');
  const sub = cid.get('Subtype');
  // CIDFontType0 (CFF) may carry its own font matrix; only TrueType outlines are measured in 1/1000 em for sure.
  if (!(sub instanceof Name) || sub.name !== 'CIDFontType2') return unsupported('CID font type');
  const toUnicode = dict.get('ToUnicode');
  if (!(toUnicode instanceof Stream)) return unsupported('no ToUnicode');
  const map = readToUnicode(doc, toUnicode);
  const dw = cid.get('DW');
  const defaultWidth = typeof dw === 'number' ? Math.ceil(dw) : 1000;
  const widths = new Map<number, number>();
  const w = cid.get('W');
  if (!Array.isArray(w)) return unsupported('no W');
  for (let i = 0; i < w.length; i++) {
    let start = doc.resolve(w[i++]);
    if (!Number.isInteger(start)) break;
    const code = doc.resolve(w[i]);
    if (Array.isArray(code)) {
      for (const c of code) {
        const width = doc.resolve(c);
        if (typeof width === 'number') widths.set(start as number, width);
        start = (start as number) + 1;
      }
    } else if (Number.isInteger(code)) {
      const width = doc.resolve(w[++i]);
      if (typeof width !== 'number') continue;
      if ((code as number) - (start as number) > 65536) unsupported('W range');
      for (let j = start as number; j <= (code as number); j++) widths.set(j, width);
    } else break;
  }
  // pdf.js names the font by its descriptor's FontName, or in some cases by the CID font's BaseFont when the two
  // differ; the name decides where pdf.js splits items when the font changes, so only the plain case is ours.
  const descriptor = cid.get('FontDescriptor');
  const fontName = descriptor instanceof Dict ? descriptor.get('FontName') : undefined;
  const baseFont = cid.get('BaseFont');
  if (!(fontName instanceof Name) || !(baseFont instanceof Name)) return unsupported('font name');
  let name = fontName.name;
  if (name !== baseFont.name) {
    // pdf.js takes the BaseFont when it starts with the FontName, or when only the BaseFont is a font it knows by
    // name; subset names (ABCDEF+...) are never such fonts, so with both subset-tagged only the first rule applies.
    const subset = /^[A-Z]{6}\+/;
    if (!subset.test(name) || !subset.test(baseFont.name)) return unsupported('font name');
    if (baseFont.name.startsWith(name)) name = baseFont.name;
  }
  const cache = new Map<number, Glyph>();
  return {
    name,
    glyphs(bytes) {
      if (bytes.length % 2) unsupported('odd Identity-H string');
      const out: Glyph[] = [];
      for (let i = 0; i < bytes.length; i += 2) {
        const code = (bytes.charCodeAt(i) << 8) | bytes.charCodeAt(i + 1);
        let g = cache.get(code);
        if (!g) {
          // As pdf.js: the ToUnicode string, else the code itself as a character.
          g = glyph(code, map.get(code) || String.fromCharCode(code), widths.get(code) ?? defaultWidth);
          cache.set(code, g);
        }
        out.push(g);
      }
      return out;
    },
  };
}

/** A ToUnicode CMap's bfchar and bfrange entries (2-byte codes), as pdf.js reads them into strings. */
function readToUnicode(doc: PdfDoc, stream: Stream): Map<number, string> {
  const data = doc.decode(stream, false);
  const lx = new Lexer(data);
  const map = new Map<number, string>();
  const code = (s: unknown): number => {
    if (typeof s !== 'string' || s.length !== 2) return unsupported('ToUnicode code length');
    return (s.charCodeAt(0) << 8) | s.charCodeAt(1);
  };
  for (;;) {
    let t: unknown;
    try {
      t = lx.token();
    } catch {
      return unsupported('ToUnicode syntax');
    }
    if (typeof t === 'symbol') break;
    if (t instanceof Cmd) {
      if (t.cmd === 'usecmap') unsupported('usecmap');
      if (t.cmd === 'begincodespacerange') {
        for (;;) {
          const a = lx.token();
          if (a instanceof Cmd && a.cmd === 'endcodespacerange') break;
          const b = lx.token();
          if (typeof a !== 'string' || typeof b !== 'string' || a.length !== 2 || b.length !== 2) unsupported('codespace');
        }
      } else if (t.cmd === 'beginbfchar') {
        for (;;) {
          const a = lx.token();
          if (a instanceof Cmd && a.cmd === 'endbfchar') break;
          const b = lx.token();
          if (typeof b !== 'string') unsupported('bfchar');
          map.set(code(a), utf16(b as string));
        }
      } else if (t.cmd === 'beginbfrange') {
        for (;;) {
          const a = lx.token();
          if (a instanceof Cmd && a.cmd === 'endbfrange') break;
          const lo = code(a);
          const hi = code(lx.token());
          if (hi < lo || hi - lo > 0xffff) unsupported('bfrange');
          const dst = lx.object(null);
          if (Array.isArray(dst)) {
            for (let c = lo; c <= hi; c++) {
              const s = dst[c - lo];
              if (typeof s !== 'string') unsupported('bfrange array');
              map.set(c, utf16(s as string));
            }
          } else if (typeof dst === 'string' && dst.length >= 1) {
            // The destination's last byte counts up, carrying into the one before (pdf.js's mapBfRange).
            const bytes = [...dst].map((ch) => ch.charCodeAt(0));
            for (let c = lo; c <= hi; c++) {
              map.set(c, utf16(String.fromCharCode(...bytes)));
              let k = bytes.length - 1;
              bytes[k]++;
              while (k > 0 && bytes[k] > 0xff) {
                bytes[k] = 0;
                bytes[--k]++;
              }
              if (bytes[0] > 0xff) break;
            }
          } else unsupported('bfrange destination');
        }
      } else if (t.cmd.startsWith('begin') && t.cmd !== 'begincmap' && t.cmd !== 'begin') {
        // cidchar/cidrange/notdef ranges are not part of a ToUnicode map pdf.js would read the same.
        unsupported(`ToUnicode ${t.cmd}`);
      }
    }
  }
  return map;
}

/** UTF-16BE bytes to a string, as pdf.js's readToUnicode (odd lengths get a leading zero byte). */
function utf16(token: string): string {
  if (token.length % 2 !== 0) token = '\u0000' + token;
  const out: number[] = [];
  for (let k = 0; k < token.length; k += 2) {
    const w1 = (token.charCodeAt(k) << 8) | token.charCodeAt(k + 1);
    if ((w1 & 0xf800) !== 0xd800) {
      out.push(w1);
      continue;
    }
    k += 2;
    const w2 = (token.charCodeAt(k) << 8) | token.charCodeAt(k + 1);
    out.push(((w1 & 0x3ff) << 10) + (w2 & 0x3ff) + 0x10000);
  }
  return String.fromCodePoint(...out);
}
