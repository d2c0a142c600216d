import zlib from 'node:zlib';

/**
 * One-page PDFs of a few KB that unpack into an enormous text layer (decompression bombs), written by
 * hand so the content stream can be this large: `pieces` separate text pieces down and across the page,
 * or one text run of `runLength` characters. Small to upload, huge once read. `font: 'truetype'` names a simple
 * TrueType font, which our own text reader leaves to pdf.js (docs/engine.md): the bomb then meets pdf.js.
 */
export function textBombPdf(shape: ({ pieces: number } | { runLength: number }) & { font?: 'standard' | 'truetype' }): Buffer {
  let text: string;
  if ('pieces' in shape) {
    // Sixty lines down the page, then back to the top, shifted a hair so no piece merges with another.
    const column = '0 -12 Td (Card payment 12.00) Tj\n'.repeat(60) + '0.01 720 Td\n';
    text = `BT /F1 9 Tf 40 800 Td\n${column.repeat(Math.ceil(shape.pieces / 60))}ET\n`;
  } else {
    text = `BT /F1 9 Tf 40 800 Td (${'A'.repeat(shape.runLength)}) Tj ET\n`;
  }
  const content = zlib.deflateSync(Buffer.from(text));
  const objects: (string | Buffer)[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    Buffer.concat([Buffer.from(`<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`), content, Buffer.from('\nendstream')]),
    shape.font === 'truetype' ? '<< /Type /Font /Subtype /TrueType /BaseFont /Arial >>' : '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const parts = [Buffer.from('%PDF-1.4\n')];
  const offsets: number[] = [];
  let length = parts[0].length;
  objects.forEach((body, i) => {
    const chunk = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), Buffer.from(body), Buffer.from('\nendobj\n')]);
    offsets.push(length);
    parts.push(chunk);
    length += chunk.length;
  });
  const entries = offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  parts.push(Buffer.from(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`));
  return Buffer.concat(parts);
}
