import zlib from 'node:zlib';
import { StatementError } from './errors.js';
import { streamDecryptor, type StreamDecryptor } from './stream-decryption.js';
import { decodeAsciiHex, decodeAscii85, decodeLzw, decodeRunLength, measureLzw } from './stream-filters.js';

/**
 * What a PDF may unpack to before pdf.js is allowed to read it. pdf.js decodes a stream into one buffer
 * that doubles as it grows, outside the worker's JS heap limit, so a 1 MB file of Flate bombs can take
 * gigabytes; and a page nesting `q` thousands deep costs it time quadratic in the depth. Checking here,
 * with nothing kept but counters, bounds both before pdf.js allocates or parses anything.
 */
export const CONTENT_LIMITS = {
  /**
   * One decoded stream: a statement's pages and fonts stay far below (the largest in our fixtures and the
   * shared corpus is 2.6 MB); measuring a bomb up to this costs a fraction of a second.
   */
  maxStreamBytes: 32 * 1024 * 1024,
  /** One decoded content stream (page or form): a dense statement page draws in a few hundred KB. */
  maxContentStreamBytes: 8 * 1024 * 1024,
  /** All decoded streams of one document together (a scan with many uncompressed-looking images may pass it: refused anyway). */
  maxDocumentBytes: 128 * 1024 * 1024,
  /**
   * One image, by the pixels its dictionary declares (4 bytes each, as pdf.js paints it): an A4 page scanned
   * at 600 dpi fits. Images are not decoded to read text, and pdf.js decodes no more than the declared
   * pixels when it paints one, so they count against this and not against the document's total: a
   * 50-page scan must not be refused for the size of its pictures.
   */
  maxImageBytes: 160 * 1024 * 1024,
  /** `q` nested this deep in one content stream (the PDF reference's own limit is 28). */
  maxSaveDepth: 256,
  /** Operators in one content stream: pdf.js reads about 1.5 million a second, a dense page has tens of thousands. */
  maxOperatorsPerStream: 1_000_000,
  /** Bytes inside strings in one content stream: pdf.js turns each character into a glyph object (a 20 MB run exhausts a worker's heap). */
  maxStringBytesPerStream: 4 * 1024 * 1024,
};
export type ContentLimits = typeof CONTENT_LIMITS;

/** Filters we decode to measure; any other (images: DCT, JPX, JBIG2, CCITT) pdf.js never decodes for text. */
const BYTE_FILTERS: Record<string, (data: Uint8Array, cap: number) => Uint8Array> = {
  ASCIIHexDecode: decodeAsciiHex,
  AHx: decodeAsciiHex,
  ASCII85Decode: decodeAscii85,
  A85: decodeAscii85,
  LZWDecode: decodeLzw,
  LZW: decodeLzw,
  RunLengthDecode: decodeRunLength,
  RL: decodeRunLength,
};
const FLATE = new Set(['FlateDecode', 'Fl']);
const LZW = new Set(['LZWDecode', 'LZW']);
const IMAGE_CODECS = new Set(['DCTDecode', 'DCT', 'JPXDecode', 'JBIG2Decode', 'CCITTFaxDecode', 'CCF']);

class OverBudget extends Error {
  constructor(readonly code: 'oversized_content' | 'too_complex') {
    super(code);
  }
}

/**
 * Counts what a content stream asks pdf.js to do, chunk by chunk: operators and the `q` nesting depth.
 * Strings, hex strings and comments are skipped so their text is not taken for operators.
 */
export class ContentMeter {
  operators = 0;
  depth = 0;
  maxDepth = 0;
  private token = 0; // bytes of the regular-character token being read
  private first = 0; // its first byte
  private mode: 'code' | 'string' | 'hex' | 'comment' = 'code';
  private parens = 0;
  private escaped = false;
  private stringBytes = 0;

  constructor(private readonly limits: Pick<ContentLimits, 'maxSaveDepth' | 'maxOperatorsPerStream' | 'maxStringBytesPerStream'>) {}

  feed(chunk: Uint8Array): void {
    const n = chunk.length;
    for (let i = 0; i < n; i++) {
      if (this.mode === 'code') {
        // The hot path, on locals: a bomb is megabytes of spaces or of tiny operators.
        let token = this.token;
        let c = 0;
        for (; i < n; i++) {
          c = chunk[i];
          const kind = BYTE_KIND[c];
          if (kind === REGULAR) {
            if (token++ === 0) this.first = c;
            continue;
          }
          if (token > 0) {
            this.token = token;
            this.endToken();
            token = 0;
          }
          if (kind === DELIMITER) break;
        }
        this.token = token;
        if (i === n) return;
        if (c === 0x28) {
          this.mode = 'string';
          this.parens = 1;
        } else if (c === 0x3c) {
          // `<<` opens a dictionary (inline image parameters, marked content), a lone `<` a hex string.
          if (chunk[i + 1] === 0x3c) i++;
          else this.mode = 'hex';
        } else if (c === 0x25) this.mode = 'comment';
        continue;
      }
      const c = chunk[i];
      if (this.mode === 'comment') {
        if (c === 0x0a || c === 0x0d) this.mode = 'code';
        continue;
      }
      if (++this.stringBytes > this.limits.maxStringBytesPerStream) throw new OverBudget('oversized_content');
      if (this.mode === 'hex') {
        if (c === 0x3e) this.mode = 'code';
      } else if (this.escaped) this.escaped = false;
      else if (c === 0x5c) this.escaped = true;
      else if (c === 0x28) this.parens++;
      else if (c === 0x29 && --this.parens === 0) this.mode = 'code';
    }
  }

  finish(): void {
    this.endToken();
  }

  private endToken(): void {
    const length = this.token;
    this.token = 0;
    // Operators are one to three letters (or ' and "); operands are numbers, names and the like.
    if (length === 0 || length > 3 || !isOperatorStart(this.first)) return;
    this.operators++;
    if (length === 1 && this.first === 0x71 /* q */ && ++this.depth > this.maxDepth) this.maxDepth = this.depth;
    if (length === 1 && this.first === 0x51 /* Q */ && this.depth > 0) this.depth--;
    if (this.maxDepth > this.limits.maxSaveDepth || this.operators > this.limits.maxOperatorsPerStream) throw new OverBudget('too_complex');
  }
}

const REGULAR = 0;
const SPACE = 1;
const DELIMITER = 2;
/** Each byte's kind in PDF syntax, looked up rather than compared: this loop sees every decoded byte. */
const BYTE_KIND = new Uint8Array(256);
for (const c of [0x20, 0x0a, 0x0d, 0x09, 0x0c, 0x00]) BYTE_KIND[c] = SPACE;
for (const c of '()<>[]{}/%') BYTE_KIND[c.charCodeAt(0)] = DELIMITER;

function isOperatorStart(c: number): boolean {
  return (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || c === 0x27 || c === 0x22;
}

/** One stream as found in the file: its dictionary's text and its raw (still encoded) data. */
type RawStream = { dict: string; data: Uint8Array; objectNumber: number; generation: number };

const STREAM = Buffer.from('stream', 'latin1');
const ENDSTREAM = Buffer.from('endstream', 'latin1');
const OBJ = Buffer.from('obj', 'latin1');
/** How far back from `stream` we look for its dictionary. */
const DICT_WINDOW = 64 * 1024;

/**
 * Every stream in the file, found by its keywords as a reader rebuilding a broken file would. Streams
 * never sit inside object streams, so this also finds the object and cross-reference streams.
 */
export function* rawStreams(bytes: Uint8Array): Generator<RawStream> {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  let from = 0;
  for (;;) {
    const at = buf.indexOf(STREAM, from);
    if (at < 0) return;
    from = at + STREAM.length;
    if (at >= 3 && buf[at - 3] === 0x65 && buf[at - 2] === 0x6e && buf[at - 1] === 0x64) continue; // endstream
    let start = from;
    if (buf[start] === 0x0d) start++;
    if (buf[start] === 0x0a) start++;
    if (start === from) continue; // `stream` must end its line
    const objAt = buf.lastIndexOf(OBJ, at);
    const dict = buf.toString('latin1', Math.max(objAt < 0 ? 0 : objAt, at - DICT_WINDOW), at);
    // `N G obj`: encrypted streams are keyed by their object's number.
    const id = objAt < 0 ? null : /(\d+)\s+(\d+)\s*$/.exec(buf.toString('latin1', Math.max(0, objAt - 24), objAt));
    const declared = /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(dict);
    let end = declared ? start + Number(declared[1]) : -1;
    // Trust /Length only when `endstream` follows it, as pdf.js does; otherwise look for the keyword.
    if (end < 0 || end > buf.length || !followedByEndstream(buf, end)) {
      end = buf.indexOf(ENDSTREAM, start);
      if (end < 0) end = buf.length;
    }
    from = Math.max(from, end);
    yield { dict, data: bytes.subarray(start, end), objectNumber: Number(id?.[1] ?? 0), generation: Number(id?.[2] ?? 0) };
  }
}

function followedByEndstream(buf: Buffer, at: number): boolean {
  let i = at;
  while (i < buf.length && i < at + 4 && (buf[i] === 0x0d || buf[i] === 0x0a || buf[i] === 0x20)) i++;
  return buf.subarray(i, i + ENDSTREAM.length).equals(ENDSTREAM);
}

/** The stream's filters in decoding order, as names without the slash. */
function filtersOf(dict: string, data: Uint8Array): string[] {
  const m = /\/Filter\s*(\[[^\]]*\]|\/[^\s/[\]<>()]+)/.exec(dict);
  if (m) return [...m[1].matchAll(/\/([^\s/[\]<>()]+)/g)].map((x) => x[1]);
  // A filter given indirectly (`/Filter 7 0 R`) still gets decoded by pdf.js: judge Flate by its header.
  return /\/Filter\s/.test(dict) && looksLikeZlib(data) ? ['FlateDecode'] : [];
}

function looksLikeZlib(data: Uint8Array): boolean {
  return data.length >= 2 && (data[0] & 0x0f) === 8 && ((data[0] << 8) | data[1]) % 31 === 0;
}

/**
 * Page contents (no /Type) and forms are what pdf.js parses as content. Fonts, images, colour profiles,
 * attachments, object and cross-reference streams are other data, often binary: measured for size only,
 * since their bytes would read as random operators and strings.
 */
function isContentLike(dict: string): boolean {
  if (/\/Length[123]\b|\/N\s+\d/.test(dict)) return false;
  const subtype = /\/Subtype\s*\/(\w+)/.exec(dict)?.[1];
  if (subtype) return subtype === 'Form';
  const type = /\/Type\s*\/(\w+)/.exec(dict)?.[1];
  return !type || type === 'XObject';
}

/** Inflates with zlib, handing each piece to `sink` and keeping none of it; stops once `cap` is passed. */
function inflateInto(data: Uint8Array, cap: number, sink: (chunk: Uint8Array) => void): Promise<number> {
  return new Promise((resolve, reject) => {
    const inflate = zlib.createInflate({ finishFlush: zlib.constants.Z_SYNC_FLUSH, chunkSize: 64 * 1024 });
    let total = 0;
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      fn();
    };
    inflate.on('data', (chunk: Buffer) => {
      if (settled) return;
      total += chunk.length;
      try {
        if (total > cap) throw new OverBudget('oversized_content');
        sink(chunk);
      } catch (error) {
        inflate.destroy();
        settle(() => reject(error));
      }
    });
    // pdf.js keeps what it decoded before a corrupt spot, so what came out before an error counts.
    inflate.on('error', () => settle(() => resolve(total)));
    inflate.on('end', () => settle(() => resolve(total)));
    inflate.end(data);
  });
}

/** Decodes one stream as pdf.js would, feeding its content to a meter; returns its decoded size. */
/**
 * Object numbers the file names as page contents (`/Contents 12 0 R` or an array of them): pdf.js parses
 * these as content whatever their own dictionary says, so a bomb labelled as an image is metered anyway.
 * (Page dictionaries inside compressed object streams are not seen here.)
 */
function contentObjectNumbers(bytes: Uint8Array): Set<number> {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('latin1');
  const numbers = new Set<number>();
  for (const m of text.matchAll(/\/Contents\s*(\[[^\]]*\]|\d+\s+\d+\s+R)/g)) {
    for (const ref of m[1].matchAll(/(\d+)\s+\d+\s+R/g)) numbers.add(Number(ref[1]));
  }
  return numbers;
}

async function measureStream(stream: RawStream, cap: number, limits: ContentLimits, decrypt: StreamDecryptor | null, contentLike: boolean): Promise<number> {
  const meter = contentLike ? new ContentMeter(limits) : null;
  // Content is what pdf.js parses operator by operator, so it gets the smaller budget (and is refused sooner).
  if (meter) cap = Math.min(cap, limits.maxContentStreamBytes);
  // Cross-reference streams are never encrypted; everything else is, in an encrypted file.
  let data = decrypt && !/\/Type\s*\/XRef\b/.test(stream.dict) ? decrypt(stream.data, stream.objectNumber, stream.generation) : stream.data;
  const filters = filtersOf(stream.dict, data);
  for (const [i, name] of filters.entries()) {
    const last = i === filters.length - 1;
    if (FLATE.has(name)) {
      if (last) {
        const size = await inflateInto(data, cap, (chunk) => meter?.feed(chunk));
        meter?.finish();
        return size;
      }
      const pieces: Uint8Array[] = [];
      await inflateInto(data, cap, (chunk) => pieces.push(chunk));
      data = Buffer.concat(pieces);
    } else if (last && LZW.has(name)) {
      // LZW is the other filter that expands: measured without keeping its output, like Flate.
      const size = measureLzw(data, cap, (chunk) => meter?.feed(chunk));
      if (size > cap) throw new OverBudget('oversized_content');
      meter?.finish();
      return size;
    } else if (BYTE_FILTERS[name]) {
      data = BYTE_FILTERS[name](data, cap);
      if (data.length > cap) throw new OverBudget('oversized_content');
    } else if (!IMAGE_CODECS.has(name)) {
      // A name pdf.js does not know: it warns and reads the bytes as they are, and so do we.
      break;
    } else if (meter) {
      // An image codec on content: pdf.js would decode the image (any size its header claims) to parse it.
      throw new OverBudget('too_complex');
    } else {
      // An image codec on an image: pdf.js does not decode it to read text.
      return data.length;
    }
  }
  meter?.feed(data);
  meter?.finish();
  return data.length;
}

/**
 * The bytes an image takes once painted (width × height × 4), from its dictionary; null when it is not an
 * image or its size is not given directly (then it is measured like any other stream).
 */
function declaredImageBytes(dict: string): number | null {
  if (!/\/Subtype\s*\/Image\b/.test(dict)) return null;
  const width = /\/Width\s+(\d+)\b(?!\s+\d+\s+R)/.exec(dict)?.[1];
  const height = /\/Height\s+(\d+)\b(?!\s+\d+\s+R)/.exec(dict)?.[1];
  if (!width || !height) return null;
  return Number(width) * Number(height) * 4;
}

/**
 * The pixels of the largest image the file declares (width × height from its dictionary; an image whose size
 * is given indirectly is not counted), 0 when it has none. Nothing is decoded.
 */
export function largestImagePixels(bytes: Uint8Array): number {
  let largest = 0;
  for (const stream of rawStreams(bytes)) largest = Math.max(largest, (declaredImageBytes(stream.dict) ?? 0) / 4);
  return largest;
}

/**
 * Refuses a PDF whose streams unpack to more than the limits allow (`oversized_content`) or whose content
 * nests or operates far beyond any statement (`too_complex`). Encrypted streams are decrypted first
 * (see stream-decryption.ts); those of a file whose key we cannot derive count at their stored size.
 */
export async function assertWithinContentBudget(bytes: Uint8Array, opts: { password?: string; limits?: ContentLimits } = {}): Promise<void> {
  const limits = opts.limits ?? CONTENT_LIMITS;
  // Encrypted with a key we can derive (an empty user password, or the one given): measured decrypted.
  const decryptor = streamDecryptor(bytes, opts.password ?? '');
  const decrypt = typeof decryptor === 'function' ? decryptor : null;
  const contents = contentObjectNumbers(bytes);
  let total = 0;
  try {
    for (const stream of rawStreams(bytes)) {
      const cap = Math.min(limits.maxStreamBytes, limits.maxDocumentBytes - total);
      const contentLike = isContentLike(stream.dict) || contents.has(stream.objectNumber);
      const pixels = contentLike ? null : declaredImageBytes(stream.dict);
      if (pixels !== null) {
        if (pixels > limits.maxImageBytes) throw new OverBudget('oversized_content');
        continue;
      }
      total += await measureStream(stream, cap, limits, decrypt, contentLike);
      if (total > limits.maxDocumentBytes) throw new OverBudget('oversized_content');
    }
  } catch (error) {
    if (error instanceof OverBudget) throw new StatementError(error.code);
    throw error;
  }
}
