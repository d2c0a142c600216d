/**
 * The PDF's text-based and dictionary filters, decoded only to measure a stream before pdf.js reads it
 * (see content-budget.ts). Each stops once its output passes `cap`: what it returns is then longer than
 * `cap`, which the caller treats as over budget, so a bomb never costs more than `cap` bytes here.
 */

const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09 || c === 0x0c || c === 0x00;

export function decodeAsciiHex(data: Uint8Array, cap: number): Uint8Array {
  const out = new Uint8Array(Math.min(Math.ceil(data.length / 2), cap + 1));
  let n = 0;
  let high = -1;
  for (let i = 0; i < data.length && n < out.length; i++) {
    const c = data[i];
    if (c === 0x3e) break;
    const v = c >= 0x30 && c <= 0x39 ? c - 0x30 : c >= 0x41 && c <= 0x46 ? c - 0x37 : c >= 0x61 && c <= 0x66 ? c - 0x57 : -1;
    if (v < 0) continue;
    if (high < 0) high = v;
    else {
      out[n++] = (high << 4) | v;
      high = -1;
    }
  }
  if (high >= 0 && n < out.length) out[n++] = high << 4;
  return out.subarray(0, n);
}

export function decodeAscii85(data: Uint8Array, cap: number): Uint8Array {
  const out = new Uint8Array(Math.min(4 * data.length + 4, cap + 1)); // `z` is one byte for four
  let n = 0;
  const group: number[] = [];
  const flush = (count: number) => {
    let value = 0;
    for (let k = 0; k < 5; k++) value = value * 85 + (group[k] ?? 84);
    for (let k = 0; k < count - 1 && n < out.length; k++) out[n++] = (value >>> (24 - 8 * k)) & 0xff;
    group.length = 0;
  };
  for (let i = 0; i < data.length && n < out.length; i++) {
    const c = data[i];
    if (c === 0x7e) break; // ~> ends the data
    if (isSpace(c)) continue;
    if (c === 0x7a && group.length === 0) {
      for (let k = 0; k < 4 && n < out.length; k++) out[n++] = 0;
      continue;
    }
    if (c < 0x21 || c > 0x75) continue;
    group.push(c - 0x21);
    if (group.length === 5) flush(5);
  }
  if (group.length > 1) flush(group.length);
  return out.subarray(0, n);
}

export function decodeRunLength(data: Uint8Array, cap: number): Uint8Array {
  let size = 0;
  // First pass: the size only, so a bomb is found without writing it out.
  for (let i = 0; i < data.length && size <= cap; ) {
    const length = data[i];
    if (length === 128) break;
    if (length < 128) {
      size += length + 1;
      i += length + 2;
    } else {
      size += 257 - length;
      i += 2;
    }
  }
  const out = new Uint8Array(Math.min(size, cap + 1));
  let n = 0;
  for (let i = 0; i < data.length && n < out.length; ) {
    const length = data[i];
    if (length === 128) break;
    if (length < 128) {
      for (let k = 1; k <= length + 1 && n < out.length; k++) out[n++] = data[i + k] ?? 0;
      i += length + 2;
    } else {
      for (let k = 0; k < 257 - length && n < out.length; k++) out[n++] = data[i + 1] ?? 0;
      i += 2;
    }
  }
  return out.subarray(0, n);
}

/**
 * Output that grows by doubling, never past `cap + 1` bytes; or, with a `sink`, handed on in 64 KB pieces
 * and not kept, so measuring the last filter of a stream costs no memory.
 */
class CappedOutput {
  private bytes: Uint8Array;
  private kept = 0;
  length = 0;
  constructor(
    private readonly cap: number,
    private readonly sink?: (chunk: Uint8Array) => void,
  ) {
    this.bytes = new Uint8Array(sink ? 64 * 1024 : 4096);
  }
  get full(): boolean {
    return this.length > this.cap;
  }
  push(byte: number): void {
    if (this.full) return;
    if (this.kept === this.bytes.length) {
      if (this.sink) this.flush();
      else {
        const grown = new Uint8Array(Math.min(this.bytes.length * 2, this.cap + 1));
        grown.set(this.bytes);
        this.bytes = grown;
      }
    }
    this.bytes[this.kept++] = byte;
    this.length++;
  }
  result(): Uint8Array {
    if (this.sink) this.flush();
    return this.bytes.subarray(0, this.kept);
  }
  private flush(): void {
    this.sink!(this.bytes.subarray(0, this.kept));
    this.kept = 0;
  }
}

export function decodeLzw(data: Uint8Array, cap: number): Uint8Array {
  const out = new CappedOutput(cap);
  lzw(data, out);
  return out.result();
}

/** The size LZW data decodes to (stopping past `cap`), its output handed to `sink` and not kept. */
export function measureLzw(data: Uint8Array, cap: number, sink: (chunk: Uint8Array) => void): number {
  const out = new CappedOutput(cap, sink);
  lzw(data, out);
  out.result();
  return out.length;
}

/** LZW as PDF uses it (early change on, 9 to 12 bit codes, 256 clears the table, 257 ends the data). */
function lzw(data: Uint8Array, out: CappedOutput): void {
  const prefix = new Int32Array(4096).fill(-1);
  const suffix = new Uint8Array(4096);
  const length = new Int32Array(4096);
  for (let i = 0; i < 256; i++) {
    suffix[i] = i;
    length[i] = 1;
  }
  const scratch = new Uint8Array(4096);
  let next = 258;
  let width = 9;
  let previous = -1;
  let bits = 0;
  let bitCount = 0;
  // Writes a table entry (its bytes run back through the prefixes); returns its first byte.
  const write = (code: number): number => {
    const n = length[code];
    for (let k = n - 1, c = code; k >= 0; k--, c = prefix[c]) scratch[k] = suffix[c];
    for (let k = 0; k < n; k++) out.push(scratch[k]);
    return scratch[0];
  };
  for (let i = 0; i < data.length && !out.full; i++) {
    bits = ((bits << 8) | data[i]) & 0xffffff;
    bitCount += 8;
    while (bitCount >= width && !out.full) {
      const code = (bits >>> (bitCount - width)) & ((1 << width) - 1);
      bitCount -= width;
      if (code === 256) {
        next = 258;
        width = 9;
        previous = -1;
        continue;
      }
      if (code === 257) return;
      let first: number;
      if (code < 256 || (code >= 258 && code < next)) first = write(code);
      else if (code === next && previous >= 0) {
        first = write(previous);
        out.push(first);
      } else return; // a code that cannot be: decoding stops there
      if (previous >= 0 && next < 4096) {
        prefix[next] = previous;
        suffix[next] = first;
        length[next] = length[previous] + 1;
        next++;
      }
      previous = code;
      // Early change: the code grows one entry before the table fills the current width.
      width = Math.min(12, Math.max(9, Math.floor(Math.log2(next + 1)) + 1));
    }
  }
}
