import zlib from 'node:zlib';
import { CONTENT_LIMITS } from '../content-budget.js';

/**
 * The PDF object syntax, the cross-reference tables and streams, and FlateDecode: as much of a PDF as our fast
 * text reader needs (index.ts). Anything outside that throws Unsupported, and the document goes to pdf.js.
 */
export class Unsupported extends Error {}

export const unsupported = (why: string): never => {
  throw new Unsupported(why);
};

export class Name {
  constructor(readonly name: string) {}
}
export class Ref {
  constructor(
    readonly num: number,
    readonly gen: number,
  ) {}
}
export class Dict {
  readonly map = new Map<string, Value>();
  constructor(private readonly doc: PdfDoc | null) {}
  /** The value, indirect references followed. */
  get(key: string): Value {
    const v = this.map.get(key);
    return v instanceof Ref && this.doc ? this.doc.fetch(v) : v;
  }
  getRaw(key: string): Value {
    return this.map.get(key);
  }
  has(key: string): boolean {
    return this.map.has(key);
  }
}
export class Stream {
  constructor(
    readonly dict: Dict,
    readonly raw: Uint8Array,
  ) {}
}
/** Strings are kept as "binary strings": one char per byte, as pdf.js has them. */
export type Value = number | boolean | null | undefined | string | Name | Ref | Dict | Stream | Value[];

const WHITE = new Uint8Array(256);
for (const c of [0x20, 0x0a, 0x0d, 0x09, 0x0c, 0x00]) WHITE[c] = 1;
const DELIM = new Uint8Array(256);
for (const c of '()<>[]{}/%') DELIM[c.charCodeAt(0)] = 1;

/** A keyword or operator in the token stream. */
export class Cmd {
  constructor(readonly cmd: string) {}
}
const EOF = Symbol('eof');
type Token = Value | Cmd | typeof EOF | '[' | ']' | '<<' | '>>';
const OPEN_ARRAY = '[' as const;

export const MAX_NESTING = 64;

/** Tokens and objects from bytes; `pos` is where the next token starts. */
export class Lexer {
  pos: number;
  constructor(
    readonly bytes: Uint8Array,
    start = 0,
    readonly end = bytes.length,
  ) {
    this.pos = start;
  }

  skipSpace(): void {
    const b = this.bytes;
    for (;;) {
      while (this.pos < this.end && WHITE[b[this.pos]]) this.pos++;
      if (this.pos < this.end && b[this.pos] === 0x25) {
        while (this.pos < this.end && b[this.pos] !== 0x0a && b[this.pos] !== 0x0d) this.pos++;
        continue;
      }
      return;
    }
  }

  /** Raw tokens: numbers, names, strings, and '[' ']' '<<' '>>' and keywords as Cmd. */
  token(): Token {
    this.skipSpace();
    const b = this.bytes;
    if (this.pos >= this.end) return EOF;
    const c = b[this.pos];
    if (c === 0x28) return this.literal();
    if (c === 0x2f) {
      let i = ++this.pos;
      while (i < this.end && !WHITE[b[i]] && !DELIM[b[i]]) i++;
      let name = shortString(b, this.pos, i);
      this.pos = i;
      if (name.includes('#')) name = name.replace(/#([0-9a-fA-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
      return nameOf(name);
    }
    if (c === 0x3c) {
      if (b[this.pos + 1] === 0x3c) {
        this.pos += 2;
        return '<<';
      }
      return this.hex();
    }
    if (c === 0x3e) {
      if (b[this.pos + 1] === 0x3e) {
        this.pos += 2;
        return '>>';
      }
      return unsupported('stray >');
    }
    if (c === 0x5b) {
      this.pos++;
      return OPEN_ARRAY;
    }
    if (c === 0x5d) {
      this.pos++;
      return ']';
    }
    if (c === 0x7b || c === 0x7d || c === 0x29) return unsupported('unexpected delimiter');
    let i = this.pos;
    while (i < this.end && !WHITE[b[i]] && !DELIM[b[i]]) i++;
    const start = this.pos;
    this.pos = i;
    if ((c >= 0x30 && c <= 0x39) || c === 0x2b || c === 0x2d || c === 0x2e) return number(b, start, i);
    // Operators are one to three letters: looked up by their bytes, with no string made.
    if (i - start <= 3) {
      const key = b[start] | (i - start > 1 ? b[start + 1] << 8 : 0) | (i - start > 2 ? b[start + 2] << 16 : 0);
      let cmd = SHORT_CMDS.get(key);
      if (!cmd) SHORT_CMDS.set(key, (cmd = new Cmd(shortString(b, start, i))));
      return cmd;
    }
    const word = latin1(b, start, i);
    if (word === 'true') return true;
    if (word === 'false') return false;
    if (word === 'null') return null;
    return new Cmd(word);
  }

  private literal(): string {
    const b = this.bytes;
    // Most strings have no escapes and no parentheses inside: one slice.
    for (let j = this.pos + 1; j < this.end; j++) {
      const c = b[j];
      if (c === 0x5c || c === 0x28) break;
      if (c === 0x29) {
        const text = latin1(b, this.pos + 1, j);
        this.pos = j + 1;
        return text;
      }
    }
    let i = this.pos + 1;
    let depth = 1;
    const out: number[] = [];
    while (i < this.end) {
      const c = b[i++];
      if (c === 0x5c) {
        const e = b[i++];
        if (e === undefined) break;
        if (e === 0x6e) out.push(0x0a);
        else if (e === 0x72) out.push(0x0d);
        else if (e === 0x74) out.push(0x09);
        else if (e === 0x62) out.push(0x08);
        else if (e === 0x66) out.push(0x0c);
        else if (e >= 0x30 && e <= 0x37) {
          let v = e - 0x30;
          for (let k = 0; k < 2 && b[i] >= 0x30 && b[i] <= 0x37; k++) v = v * 8 + (b[i++] - 0x30);
          out.push(v & 0xff);
        } else if (e === 0x0d) {
          if (b[i] === 0x0a) i++;
        } else if (e === 0x0a) {
          // line continuation
        } else out.push(e);
        continue;
      }
      if (c === 0x28) depth++;
      else if (c === 0x29 && --depth === 0) {
        this.pos = i;
        return fromBytes(out);
      }
      out.push(c);
    }
    return unsupported('unterminated string');
  }

  private hex(): string {
    const b = this.bytes;
    let i = this.pos + 1;
    let out = '';
    let high = -1;
    while (i < this.end && b[i] !== 0x3e) {
      const c = b[i++];
      if (WHITE[c]) continue;
      const v = c >= 0x30 && c <= 0x39 ? c - 0x30 : c >= 0x41 && c <= 0x46 ? c - 0x37 : c >= 0x61 && c <= 0x66 ? c - 0x57 : -1;
      if (v < 0) return unsupported('bad hex string');
      if (high < 0) high = v;
      else {
        out += String.fromCharCode((high << 4) | v);
        high = -1;
      }
    }
    if (i >= this.end) return unsupported('unterminated hex string');
    if (high >= 0) out += String.fromCharCode(high << 4);
    this.pos = i + 1;
    return out;
  }

  /** One object (an indirect reference `N G R` read as a Ref). Streams are not handled here. */
  object(doc: PdfDoc | null, depth = 0, first?: Token): Value {
    if (depth > MAX_NESTING) unsupported('nesting');
    const t = first === undefined ? this.token() : first;
    if (t === EOF) return unsupported('unexpected end');
    if (t === OPEN_ARRAY) {
      const arr: Value[] = [];
      for (;;) {
        const n = this.token();
        if (n === ']') return arr;
        arr.push(this.refOr(doc, depth, n));
      }
    }
    if (t === '<<') {
      const dict = new Dict(doc);
      for (;;) {
        const k = this.token();
        if (k === '>>') return dict;
        if (!(k instanceof Name)) return unsupported('dict key');
        dict.map.set(k.name, this.refOr(doc, depth, this.token()));
      }
    }
    if (t === ']' || t === '>>' || t instanceof Cmd) return unsupported('unexpected token');
    return t;
  }

  /** An object, where `N G R` may stand for an indirect reference. */
  private refOr(doc: PdfDoc | null, depth: number, t: Token): Value {
    if (doc && typeof t === 'number' && Number.isInteger(t) && t >= 0) {
      const save = this.pos;
      const g = this.token();
      if (typeof g === 'number' && Number.isInteger(g) && g >= 0) {
        const r = this.token();
        if (r instanceof Cmd && r.cmd === 'R') return new Ref(t, g);
      }
      this.pos = save;
      return t;
    }
    return this.object(doc, depth + 1, t);
  }
}

const SHORT_CMDS = new Map<number, Cmd>();
const NAMES = new Map<string, Name>();
function nameOf(name: string): Name {
  let n = NAMES.get(name);
  if (!n) {
    n = new Name(name);
    if (NAMES.size < 4096) NAMES.set(name, n);
  }
  return n;
}

/** A short token's text without a Buffer (most are names and operators of a few letters). */
function shortString(b: Uint8Array, from: number, to: number): string {
  if (to - from > 24) return latin1(b, from, to);
  let s = '';
  for (let i = from; i < to; i++) s += String.fromCharCode(b[i]);
  return s;
}

/**
 * A number as pdf.js's Lexer.getNumber computes it (digits accumulated, then divided once), for the plain forms
 * `[+-]digits[.digits]` and `[+-].digits`; anything else is left to pdf.js.
 */
function number(b: Uint8Array, from: number, to: number): number {
  let i = from;
  let sign = 1;
  if (b[i] === 0x2d) {
    sign = -1;
    i++;
  } else if (b[i] === 0x2b) i++;
  let divideBy = 0;
  if (b[i] === 0x2e) {
    divideBy = 10;
    i++;
  }
  if (i >= to || b[i] < 0x30 || b[i] > 0x39) return unsupported('bad number');
  let value = b[i++] - 0x30;
  for (; i < to; i++) {
    const ch = b[i];
    if (ch >= 0x30 && ch <= 0x39) {
      if (divideBy !== 0) divideBy *= 10;
      value = value * 10 + (ch - 0x30);
    } else if (ch === 0x2e && divideBy === 0) divideBy = 1;
    else return unsupported('bad number');
  }
  if (divideBy !== 0) value /= divideBy;
  return sign * value;
}

export function latin1(b: Uint8Array, from: number, to: number): string {
  return Buffer.from(b.buffer, b.byteOffset + from, to - from).toString('latin1');
}

function fromBytes(bytes: number[]): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 4096) s += String.fromCharCode(...bytes.slice(i, i + 4096));
  return s;
}

/** A free entry (type 0) is kept too: a newer section's free entry hides an older section's object, as in pdf.js. */
type XrefEntry = { type: 0 } | { type: 1; offset: number } | { type: 2; stream: number; index: number };

const MAX_OBJECTS = 1_000_000;

/** An unencrypted PDF's objects, read through its cross-reference data (tables or streams, with /Prev). */
export class PdfDoc {
  private readonly xref = new Map<number, XrefEntry>();
  private readonly cache = new Map<number, Value>();
  private readonly fetching = new Set<number>();
  private readonly objStreams = new Map<number, { offsets: Map<number, number>; lexer: Lexer }>();
  trailer!: Dict;
  decodedBytes = 0;

  constructor(readonly bytes: Uint8Array) {
    const tail = latin1(bytes, Math.max(0, bytes.length - 1024), bytes.length);
    const m = /startxref\s+(\d+)\s*%%EOF\s*$/.exec(tail);
    if (!m) unsupported('no startxref');
    let offset = Number(m![1]);
    const seen = new Set<number>();
    while (offset !== undefined) {
      if (seen.has(offset) || seen.size > 64 || offset >= bytes.length) unsupported('xref chain');
      seen.add(offset);
      const trailer = this.readXref(offset);
      this.trailer ??= trailer;
      if (trailer.has('XRefStm')) unsupported('hybrid xref');
      if (trailer.has('Encrypt')) unsupported('encrypted');
      const prev = trailer.getRaw('Prev');
      if (prev === undefined) break;
      if (typeof prev !== 'number') unsupported('bad Prev');
      offset = prev as number;
    }
    if (this.trailer.has('Encrypt')) unsupported('encrypted');
  }

  private readXref(offset: number): Dict {
    const lx = new Lexer(this.bytes, offset);
    const first = lx.token();
    if (first instanceof Cmd && first.cmd === 'xref') {
      for (;;) {
        const t = lx.token();
        if (t instanceof Cmd && t.cmd === 'trailer') break;
        const count = lx.token();
        if (typeof t !== 'number' || typeof count !== 'number' || count < 0 || t + count > MAX_OBJECTS) return unsupported('xref table');
        for (let i = 0; i < count; i++) {
          const off = lx.token();
          const gen = lx.token();
          const kind = lx.token();
          if (typeof off !== 'number' || typeof gen !== 'number' || !(kind instanceof Cmd)) return unsupported('xref entry');
          const num = t + i;
          if (this.xref.has(num)) continue; // the newer section wins
          if (kind.cmd === 'n') {
            if (num !== 0 && off > 0) this.xref.set(num, { type: 1, offset: off });
          } else if (kind.cmd === 'f') this.xref.set(num, { type: 0 });
          else return unsupported('xref entry kind');
        }
      }
      const trailer = lx.object(this);
      if (!(trailer instanceof Dict)) return unsupported('trailer');
      return trailer;
    }
    // An xref stream: `N G obj << /Type /XRef ... >> stream`.
    lx.pos = offset;
    const obj = this.readIndirect(lx, null);
    if (!(obj instanceof Stream) || !(obj.dict.get('Type') instanceof Name) || (obj.dict.get('Type') as Name).name !== 'XRef') return unsupported('xref');
    const data = this.decode(obj, false);
    const w = obj.dict.get('W');
    if (!Array.isArray(w) || w.length !== 3 || !w.every((x) => Number.isInteger(x) && (x as number) >= 0 && (x as number) <= 8)) return unsupported('W');
    const [w0, w1, w2] = w as number[];
    const size = obj.dict.get('Size');
    const index = (obj.dict.get('Index') ?? [0, size]) as Value[];
    if (!Array.isArray(index) || index.length % 2 || !index.every((x) => Number.isInteger(x))) return unsupported('Index');
    const rowLength = w0 + w1 + w2;
    let at = 0;
    const field = (n: number, dflt: number) => {
      if (n === 0) return dflt;
      let v = 0;
      for (let k = 0; k < n; k++) v = v * 256 + data[at++];
      return v;
    };
    for (let s = 0; s < index.length; s += 2) {
      const start = index[s] as number;
      const count = index[s + 1] as number;
      if (start + count > MAX_OBJECTS) unsupported('xref size');
      for (let i = 0; i < count; i++) {
        if (at + rowLength > data.length) return unsupported('xref stream short');
        const type = field(w0, 1);
        const f1 = field(w1, 0);
        const f2 = field(w2, 0);
        const num = start + i;
        if (this.xref.has(num)) continue;
        if (type === 1) {
          if (num !== 0) this.xref.set(num, { type: 1, offset: f1 });
        } else if (type === 2) this.xref.set(num, { type: 2, stream: f1, index: f2 });
        else if (type === 0) this.xref.set(num, { type: 0 });
        else return unsupported('xref type');
      }
    }
    return obj.dict;
  }

  /** `N G obj ... endobj` at the lexer; a stream's data is located by /Length. */
  private readIndirect(lx: Lexer, expect: number | null): Value {
    const num = lx.token();
    const gen = lx.token();
    const kw = lx.token();
    if (typeof num !== 'number' || typeof gen !== 'number' || !(kw instanceof Cmd) || kw.cmd !== 'obj') return unsupported('not an object');
    if (expect !== null && num !== expect) unsupported('object number');
    const value = lx.object(this);
    if (!(value instanceof Dict)) return value;
    const save = lx.pos;
    const t = lx.token();
    if (!(t instanceof Cmd) || t.cmd !== 'stream') {
      lx.pos = save;
      return value;
    }
    let start = lx.pos;
    if (this.bytes[start] === 0x0d) start++;
    if (this.bytes[start] === 0x0a) start++;
    else if (this.bytes[start - 1] !== 0x0a) unsupported('stream line end');
    const length = value.get('Length');
    if (typeof length !== 'number' || !Number.isInteger(length) || length < 0 || start + length > this.bytes.length) return unsupported('Length');
    // Trust /Length only when `endstream` follows, as pdf.js does.
    const after = new Lexer(this.bytes, start + length);
    const end = after.token();
    if (!(end instanceof Cmd) || end.cmd !== 'endstream') unsupported('endstream');
    return new Stream(value, this.bytes.subarray(start, start + length));
  }

  fetch(ref: Ref): Value {
    const num = ref.num;
    if (this.cache.has(num)) return this.cache.get(num);
    const entry = this.xref.get(num);
    if (!entry || entry.type === 0) return null;
    if (this.fetching.has(num)) unsupported('reference cycle');
    this.fetching.add(num);
    try {
      let value: Value;
      if (entry.type === 1) {
        if (entry.offset >= this.bytes.length) unsupported('offset');
        value = this.readIndirect(new Lexer(this.bytes, entry.offset), num);
      } else {
        const os = this.objectStream(entry.stream);
        const off = os.offsets.get(num);
        if (off === undefined) return unsupported('not in object stream');
        os.lexer.pos = off;
        value = os.lexer.object(this);
      }
      this.cache.set(num, value);
      return value;
    } finally {
      this.fetching.delete(num);
    }
  }

  private objectStream(num: number) {
    let os = this.objStreams.get(num);
    if (os) return os;
    const s = this.fetch(new Ref(num, 0));
    if (!(s instanceof Stream)) return unsupported('object stream');
    const n = s.dict.get('N');
    const first = s.dict.get('First');
    if (typeof n !== 'number' || typeof first !== 'number' || n < 0 || n > MAX_OBJECTS) return unsupported('object stream header');
    const data = this.decode(s, false);
    const lexer = new Lexer(data);
    const offsets = new Map<number, number>();
    for (let i = 0; i < n; i++) {
      const objNum = lexer.token();
      const off = lexer.token();
      if (typeof objNum !== 'number' || typeof off !== 'number' || first + off >= data.length) return unsupported('object stream offsets');
      if (!offsets.has(objNum)) offsets.set(objNum, first + off);
    }
    os = { offsets, lexer };
    this.objStreams.set(num, os);
    return os;
  }

  resolve(v: Value): Value {
    return v instanceof Ref ? this.fetch(v) : v;
  }

  /** A stream's data: no filter, or FlateDecode (with a PNG predictor only where `predictors`). */
  decode(s: Stream, contentStream: boolean): Uint8Array {
    const filter = s.dict.get('Filter');
    const filters = filter === undefined || filter === null ? [] : Array.isArray(filter) ? filter.map((f) => this.resolve(f)) : [filter];
    const parms = s.dict.get('DecodeParms') ?? s.dict.get('DP');
    let data = s.raw;
    if (filters.length > 1) unsupported('filter chain');
    if (filters.length === 1) {
      const f = filters[0];
      if (!(f instanceof Name) || (f.name !== 'FlateDecode' && f.name !== 'Fl')) return unsupported('filter');
      const max = contentStream ? CONTENT_LIMITS.maxContentStreamBytes : CONTENT_LIMITS.maxStreamBytes;
      try {
        data = zlib.inflateSync(data, { maxOutputLength: max });
      } catch {
        return unsupported('inflate');
      }
      const p = Array.isArray(parms) ? this.resolve(parms[0]) : parms;
      if (p instanceof Dict) {
        const predictor = p.get('Predictor') ?? 1;
        if (predictor !== 1) {
          if (contentStream || typeof predictor !== 'number' || predictor < 10) return unsupported('predictor');
          data = pngUnpredict(data, (p.get('Columns') as number) ?? 1, (p.get('Colors') as number) ?? 1, (p.get('BitsPerComponent') as number) ?? 8);
        }
      } else if (p !== undefined && p !== null) unsupported('DecodeParms');
    } else if (parms !== undefined && parms !== null) unsupported('DecodeParms without filter');
    this.decodedBytes += data.length;
    if (this.decodedBytes > CONTENT_LIMITS.maxDocumentBytes) unsupported('document budget');
    return data;
  }
}

function pngUnpredict(data: Uint8Array, columns: number, colors: number, bpc: number): Uint8Array {
  if (![columns, colors, bpc].every((x) => Number.isInteger(x) && x > 0) || columns > 1 << 16 || colors > 4 || bpc > 16) unsupported('predictor parms');
  const bpp = Math.max(1, Math.ceil((colors * bpc) / 8));
  const rowLength = Math.ceil((columns * colors * bpc) / 8);
  const rows = Math.floor(data.length / (rowLength + 1));
  const out = new Uint8Array(rows * rowLength);
  for (let r = 0; r < rows; r++) {
    const type = data[r * (rowLength + 1)];
    const src = r * (rowLength + 1) + 1;
    const dst = r * rowLength;
    for (let i = 0; i < rowLength; i++) {
      const raw = data[src + i];
      const left = i >= bpp ? out[dst + i - bpp] : 0;
      const up = r > 0 ? out[dst - rowLength + i] : 0;
      const upLeft = r > 0 && i >= bpp ? out[dst - rowLength + i - bpp] : 0;
      let v: number;
      if (type === 0) v = raw;
      else if (type === 1) v = raw + left;
      else if (type === 2) v = raw + up;
      else if (type === 3) v = raw + ((left + up) >> 1);
      else if (type === 4) {
        const p = left + up - upLeft;
        const pa = Math.abs(p - left);
        const pb = Math.abs(p - up);
        const pc = Math.abs(p - upLeft);
        v = raw + (pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft);
      } else return unsupported('png row type');
      out[dst + i] = v & 0xff;
    }
  }
  return out;
}
