/**
 * A one-page current-account statement, written here object by object, that an engine worker reads once when
 * it starts (engine-worker.ts). Its first real conversion would otherwise load pdf.js and run the
 * engine's code cold: measured with four users converting at once right after start, the first conversions on
 * the second worker took 1.0-1.8 s instead of about 0.5 s (issue 25's p99). The rows add up, so the warm-up
 * runs the path a user's statement takes through the engine: text extraction, the reading search, the checks
 * and the books.
 */
export const WARM_UP_ROWS = 24;

const MERCHANTS = ['CARD PAYMENT TESCO STORES', 'DIRECT DEBIT COUNCIL TAX', 'SALARY ACME LTD', 'CARD PAYMENT COSTA COFFEE', 'STANDING ORDER RENT', 'TRANSFER FROM SAVINGS'];

const money = (cents: number) => (cents / 100).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** A PDF string literal: only these three characters need escaping. */
const literal = (text: string) => `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;

function contentStream(): string {
  const lines: string[] = [];
  const text = (x: number, y: number, value: string, size = 9) => lines.push(`BT /F1 ${size} Tf 1 0 0 1 ${x} ${y} Tm ${literal(value)} Tj ET`);
  // Right-aligned figures, as statements print them (Helvetica digits are 0.556 em wide).
  const figure = (right: number, y: number, value: string) => text(right - value.length * 9 * 0.556, y, value);
  text(40, 800, 'Demo Bank plc', 14);
  text(40, 780, 'Current account statement 1 March 2024 to 31 March 2024');
  text(40, 766, 'Sort code 12-34-56   Account number 12345678');
  const header = 730;
  text(40, header, 'Date');
  text(110, header, 'Description');
  text(330, header, 'Paid out');
  text(410, header, 'Paid in');
  text(490, header, 'Balance');
  let balance = 250_000;
  let y = header - 18;
  text(40, y, '01 Mar 2024');
  text(110, y, 'BALANCE BROUGHT FORWARD');
  figure(540, y, money(balance));
  for (let i = 0; i < WARM_UP_ROWS; i++) {
    y -= 16;
    const paidIn = i % 6 === 2 || i % 6 === 5;
    const amount = paidIn ? 125_000 + i * 1_000 : 1_250 + i * 731;
    balance += paidIn ? amount : -amount;
    text(40, y, `${String(2 + i).padStart(2, '0')} Mar 2024`);
    text(110, y, MERCHANTS[i % MERCHANTS.length]);
    figure(paidIn ? 455 : 375, y, money(amount));
    figure(540, y, money(balance));
  }
  y -= 16;
  text(40, y, '31 Mar 2024');
  text(110, y, 'BALANCE CARRIED FORWARD');
  figure(540, y, money(balance));
  return lines.join('\n');
}

/**
 * The statement as a PDF of five objects with a correct cross-reference table. Its content stream is not
 * compressed: reading it then opens no zlib stream, and a worker stopped in the middle of its warm-up (a service
 * stopping right after it started) is never ended inside one, which Node 20 answers by aborting the whole
 * process ("close before init", node_zlib.cc; seen in `make test`).
 */
export function warmUpStatementPdf(): Uint8Array {
  const content = Buffer.from(contentStream(), 'latin1');
  const objects: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>'),
    Buffer.concat([Buffer.from(`<< /Length ${content.length} >>\nstream\n`, 'latin1'), content, Buffer.from('\nendstream')]),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'),
  ];
  const parts = [Buffer.from('%PDF-1.4\n', 'latin1')];
  const offsets: number[] = [];
  let length = parts[0].length;
  objects.forEach((body, i) => {
    const chunk = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    offsets.push(length);
    parts.push(chunk);
    length += chunk.length;
  });
  const entries = offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  parts.push(Buffer.from(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`, 'latin1'));
  const pdf = Buffer.concat(parts);
  return new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.length);
}
