import zlib from 'node:zlib';

/**
 * Hostile PDFs for the engine's refusal tests and `make bench`: built at run time (a few KB to a few MB
 * each, nothing large committed) from hand-written objects, so each one is exactly the malformation named.
 */

type PdfObject = string | Buffer;

/** A PDF from its objects (numbered from 1) with a correct cross-reference table, unless told otherwise. */
export function assemblePdf(objects: PdfObject[], opts: { trailer?: string; xref?: 'ok' | 'garbage' | 'none'; header?: string } = {}): Buffer {
  const parts = [Buffer.from(opts.header ?? '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let length = parts[0].length;
  objects.forEach((body, i) => {
    const chunk = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), typeof body === 'string' ? Buffer.from(body, 'latin1') : body, Buffer.from('\nendobj\n')]);
    offsets.push(length);
    parts.push(chunk);
    length += chunk.length;
  });
  const xref = opts.xref ?? 'ok';
  const entries = offsets.map((o, i) => `${String(xref === 'garbage' ? (o * 7919 + i * 104729) % 99_999_999 : o).padStart(10, '0')} 00000 n \n`).join('');
  const trailer = `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${opts.trailer ?? ''}>>\n`;
  const table = xref === 'none' ? trailer : `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}${trailer}`;
  parts.push(Buffer.from(`${table}startxref\n${xref === 'none' ? 0 : length}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(parts);
}

/** A stream object with the given dictionary entries. */
export function streamObject(data: Buffer, dict = ''): Buffer {
  return Buffer.concat([Buffer.from(`<< /Length ${data.length} ${dict} >>\nstream\n`, 'latin1'), data, Buffer.from('\nendstream')]);
}

const FONT = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
const TEXT = 'BT /F1 9 Tf 40 800 Td (Card payment 12.00) Tj ET\n';

/** One page whose content stream is `content` (a Buffer is taken as already Flate-encoded). */
export function onePagePdf(content: string | Buffer, opts: { count?: string; pageExtra?: string; objects?: PdfObject[]; trailer?: string; contentDict?: string } = {}): Buffer {
  const dict = opts.contentDict ?? '/Filter /FlateDecode';
  const stream = typeof content === 'string' ? streamObject(zlib.deflateSync(Buffer.from(content, 'latin1')), dict) : streamObject(content, dict);
  return assemblePdf(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      `<< /Type /Pages /Kids [3 0 R] /Count ${opts.count ?? '1'} >>`,
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R ${opts.pageExtra ?? ''}>>`,
      stream,
      FONT,
      ...(opts.objects ?? []),
    ],
    { trailer: opts.trailer },
  );
}

/**
 * A zlib stream inflating to `mib` MiB of spaces, about 1 KB per MiB: one self-contained deflate block
 * (full flush) repeated, then an empty final block and the right checksum. Fast to build at any size.
 */
export function flateBomb(mib: number, byte = 0x20): Buffer {
  const block = zlib.deflateRawSync(Buffer.alloc(1 << 20, byte), { finishFlush: zlib.constants.Z_FULL_FLUSH, level: 9 });
  const n = BigInt(mib) << 20n;
  const M = 65521n;
  const b = BigInt(byte);
  const a = Number((1n + b * n) % M);
  const s = Number((n + (b * n * (n + 1n)) / 2n) % M);
  const tail = Buffer.alloc(6);
  tail[0] = 0x03; // an empty final block with fixed codes
  tail.writeUInt32BE(((s << 16) | a) >>> 0, 2);
  return Buffer.concat([Buffer.from([0x78, 0xda]), ...Array.from({ length: mib }, () => block), tail]);
}

/** `rounds` LZW tables each filled with ever longer runs of one byte (KwKwK codes): about 7 MB per 6 KB round. */
function lzwBomb(rounds: number): Buffer {
  const out: number[] = [];
  let acc = 0;
  let bits = 0;
  let width = 9;
  let next: number;
  const put = (code: number) => {
    acc = (acc << width) | code;
    bits += width;
    while (bits >= 8) {
      out.push((acc >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
    acc &= (1 << bits) - 1;
  };
  for (let round = 0; round < rounds; round++) {
    put(256);
    width = 9;
    next = 258;
    put(0x20);
    // Each code is the previous entry plus one byte: entry lengths 2, 3, ... up to the table's 4096 entries.
    for (let code = 258; code < 4095; code++) {
      put(code);
      next++;
      width = Math.min(12, Math.max(9, Math.floor(Math.log2(next + 1)) + 1));
    }
  }
  put(257);
  if (bits > 0) out.push((acc << (8 - bits)) & 0xff);
  return Buffer.from(out);
}

export type HostileCase = {
  name: string;
  pdf: Buffer;
  /** What the engine must answer: a refusal (4xx), or anything but a failure (2xx or 4xx). */
  expect: 'refused' | 'any';
};

/** Deterministic pseudo-random numbers in [0, 1) (xorshift): byte flips must be the same on every run. */
function random(seed: number): () => number {
  let x = (seed * 2654435761) >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 2 ** 32;
  };
}

/** The hostile corpus, built around `statement` (a valid one-page statement PDF). */
export function hostileCorpus(statement: Buffer): HostileCase[] {
  const cases: HostileCase[] = [];
  const add = (name: string, pdf: Buffer, expect: HostileCase['expect'] = 'refused') => cases.push({ name, pdf, expect });

  // Truncations and byte flips of a real statement.
  for (const fraction of [0.05, 0.3, 0.6, 0.9, 0.99]) add(`truncated at ${fraction * 100}%`, statement.subarray(0, Math.floor(statement.length * fraction)));
  for (const seed of [1, 2, 3, 4, 5, 6]) {
    const next = random(seed);
    const flipped = Buffer.from(statement);
    for (let i = 0; i < 40; i++) flipped[Math.floor(next() * flipped.length)] ^= 1 << Math.floor(next() * 8);
    add(`40 bit flips (seed ${seed})`, flipped, 'any');
  }

  // Cross-reference damage.
  add('xref offsets all wrong', assemblePdf(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>`, streamObject(Buffer.from(TEXT)), FONT], { xref: 'garbage' }), 'any');
  add('no xref table at all', assemblePdf(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>`, streamObject(Buffer.from(TEXT)), FONT], { xref: 'none' }), 'any');
  add('startxref pointing past the end', Buffer.from(statement.toString('latin1').replace(/startxref\s+\d+/, 'startxref\n999999999'), 'latin1'), 'any');

  // Deep nesting: graphics state, arrays, dictionaries.
  add('q nested 200,000 deep', onePagePdf('q '.repeat(200_000) + TEXT));
  add('a text run of 20 million characters', onePagePdf(`BT /F1 9 Tf 40 800 Td (${'A'.repeat(20_000_000)}) Tj ET`));
  add('q nested 5,000 deep', onePagePdf('q '.repeat(5_000) + TEXT));
  add('array nested 100,000 deep in content', onePagePdf('['.repeat(100_000) + ']'.repeat(100_000) + ' Tj\n' + TEXT), 'any');
  add('dictionary nested 50,000 deep in the page', onePagePdf(TEXT, { pageExtra: `/Deep ${'<< /A '.repeat(50_000)}1${' >>'.repeat(50_000)}` }), 'any');
  add('two million path operators', onePagePdf('0 0 m 1 1 l S\n'.repeat(700_000) + TEXT));

  // Decompression bombs.
  add('Flate bomb: 1 GiB in one content stream', onePagePdf(flateBomb(1024)));
  add('Flate bomb: 8 streams of 24 MiB', onePagePdf(TEXT, { objects: Array.from({ length: 8 }, () => streamObject(flateBomb(24), '/Filter /FlateDecode')) }));
  add('Flate bomb: 1 GiB as a font file', onePagePdf(TEXT, { objects: [streamObject(flateBomb(1024, 0), '/Filter /FlateDecode /Length1 1000')] }));
  add('Flate bomb: 1 GiB behind ASCIIHex', onePagePdf(TEXT, { objects: [streamObject(Buffer.from(flateBomb(1024).toString('hex') + '>', 'latin1'), '/Filter [/ASCIIHexDecode /FlateDecode]')] }));
  add('Flate bomb: 1 GiB with its filter given indirectly', onePagePdf(TEXT, { objects: [streamObject(flateBomb(1024), '/Filter 6 0 R'), '/FlateDecode'] }));
  add('Flate bomb: 1 GiB as an image', onePagePdf(TEXT, { objects: [streamObject(flateBomb(1024, 0), '/Type /XObject /Subtype /Image /Width 32768 /Height 32768 /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode')] }));
  add('Flate bomb: page content labelled as an image', onePagePdf(flateBomb(1024), { contentDict: '/Subtype /Image /Width 1 /Height 1 /BitsPerComponent 8 /Filter /FlateDecode' }));
  // A JPEG header claiming 30000 × 30000 pixels: pdf.js would decode it whole to parse it as content.
  const jpeg = Buffer.from('ffd8ffc0001108753075300301220002110103110100ffd9', 'hex');
  add('page content encoded as a huge JPEG', onePagePdf(jpeg, { contentDict: '/Filter /DCTDecode' }));
  add('LZW bomb', onePagePdf(TEXT, { objects: [streamObject(lzwBomb(60), '/Filter /LZWDecode')] }));
  add('Flate bomb: object stream', onePagePdf(TEXT, { objects: [streamObject(flateBomb(512), '/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode')] }));

  // Huge object counts and page trees that lie.
  const many = Array.from({ length: 200_000 }, (_, i) => `${i}`);
  add('200,000 tiny objects', onePagePdf(TEXT, { objects: many }), 'any');
  add('xref declaring ten million objects', Buffer.from(onePagePdf(TEXT).toString('latin1').replace(/\/Size \d+/, '/Size 10000000').replace(/xref\n0 \d+/, 'xref\n0 10000000'), 'latin1'), 'any');
  add('page tree /Count 0', onePagePdf(TEXT, { count: '0' }));
  add('page tree /Count -1', onePagePdf(TEXT, { count: '-1' }));
  add('page tree /Count 1000000000', onePagePdf(TEXT, { count: '1000000000' }));
  add(
    'page tree loop (Kids point back at the root)',
    assemblePdf(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [2 0 R 3 0 R] /Count 2 >>', '<< /Type /Pages /Parent 2 0 R /Kids [2 0 R 3 0 R] /Count 2 >>']),
  );
  add('a page that is its own parent', assemblePdf(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [2 0 R] /Count 1 >>']));

  // Encryption oddities.
  add('/Encrypt with an unknown handler', onePagePdf(TEXT, { objects: ['<< /Filter /NoSuchHandler /V 9 /R 9 /O (x) /U (y) /P -4 >>'], trailer: '/Encrypt 6 0 R /ID [<00> <00>]' }));
  add('/Encrypt pointing at nothing', onePagePdf(TEXT, { trailer: '/Encrypt 99 0 R /ID [<00> <00>]' }), 'any');
  add('/Encrypt Standard with missing keys', onePagePdf(TEXT, { objects: ['<< /Filter /Standard /V 2 /R 3 /Length 128 >>'], trailer: '/Encrypt 6 0 R /ID [<0123> <0123>]' }));

  // Not PDFs at all.
  add('empty file', Buffer.alloc(0));
  add('PNG renamed', Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(2000, 7)]));
  add('ZIP renamed', Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(2000, 1)]));
  add('HTML page', Buffer.from('<!doctype html><html><body>%PDF-1.4 is mentioned far below</body></html>'.padStart(3000, ' ')));
  add('PDF header only', Buffer.from('%PDF-1.7\n%%EOF\n'));
  add('PDF header then 1 MB of zeros', Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(1 << 20), Buffer.from('\n%%EOF\n')]));
  return cases;
}
