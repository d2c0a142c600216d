import zlib from 'node:zlib';
import { assemblePdf, streamObject } from './hostile.js';

/**
 * A statement whose text layer does not match what its page shows: the page draws its dates and figures in
 * Helvetica, but the font's ToUnicode map says each digit is a letter (0 is "Q", 1 is "R", ...), as a
 * producer's re-encoded subset fonts do. A reader of the text sees "RQ/QS/SQSU" where the page shows
 * 10/02/2024; only OCR of the rendered page reads it. The truth is what the page shows.
 */
export type GarbledStatement = { pdf: Buffer; rows: { date: string; description: string; amount: number; balance: number }[]; opening: number; closing: number };

const LETTER_FOR_DIGIT = 'QRSTUVWXYZ';

/** The ToUnicode map of the font: every printable code to itself, except digits to letters. */
function toUnicode(): Buffer {
  const entries: string[] = [];
  for (let code = 32; code < 127; code++) {
    const ch = String.fromCharCode(code);
    const shown = /\d/.test(ch) ? LETTER_FOR_DIGIT[Number(ch)] : ch;
    entries.push(`<${code.toString(16).padStart(2, '0')}> <${shown.charCodeAt(0).toString(16).padStart(4, '0')}>`);
  }
  const chunks: string[] = [];
  for (let i = 0; i < entries.length; i += 100) chunks.push(`${Math.min(100, entries.length - i)} beginbfchar\n${entries.slice(i, i + 100).join('\n')}\nendbfchar`);
  const cmap = `/CIDInit /ProcSet findresource begin
12 dict begin
begincmap
/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def
/CMapName /Adobe-Identity-UCS def
/CMapType 2 def
1 begincodespacerange
<00> <FF>
endcodespacerange
${chunks.join('\n')}
endcmap
CMapName currentdict /CMap defineresource pop
end
end`;
  return streamObject(zlib.deflateSync(Buffer.from(cmap, 'latin1')), '/Filter /FlateDecode');
}

const money = (cents: number) => `${cents < 0 ? '-' : ''}${(Math.abs(cents) / 100).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const escape = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);

/** One A4 page: a header, a summary and a table of `count` rows (dates DD/MM/YYYY, signed amounts, balances). */
export function garbledStatementPdf(count = 12): GarbledStatement {
  const opening = 150_000;
  let balance = opening;
  const names = ['CARD PAYMENT TESCO', 'SALARY ACME LTD', 'DIRECT DEBIT COUNCIL', 'TRANSFER TO SAVINGS', 'CARD PAYMENT COSTA', 'REFUND AMAZON'];
  const rows: GarbledStatement['rows'] = [];
  for (let i = 0; i < count; i++) {
    const cents = i % 3 === 1 ? 123_456 + i * 101 : -(2_345 + i * 1_717);
    balance += cents;
    rows.push({ date: `2024-03-${String(2 + i * 2).padStart(2, '0')}`, description: names[i % names.length], amount: cents / 100, balance: balance / 100 });
  }
  const text: string[] = [];
  const put = (x: number, y: number, s: string, size = 10, right = false) => {
    // Helvetica's digits and most capitals are about 0.56 em wide: enough to right-align a figure.
    const left = right ? x - s.length * size * 0.556 : x;
    text.push(`BT /F1 ${size} Tf ${left.toFixed(2)} ${y} Td (${escape(s)}) Tj ET`);
  };
  put(40, 800, 'Albion Bank plc', 16);
  put(40, 770, 'Current account statement', 11);
  put(40, 750, 'Account number 43218765');
  put(330, 750, 'Statement period 01/03/2024 to 31/03/2024');
  put(40, 715, 'Opening balance');
  put(260, 715, money(opening), 10, true);
  put(40, 700, 'Closing balance');
  put(260, 700, money(balance), 10, true);
  put(40, 660, 'Date');
  put(120, 660, 'Description');
  put(460, 660, 'Amount', 10, true);
  put(555, 660, 'Balance', 10, true);
  rows.forEach((r, i) => {
    const y = 640 - i * 16;
    const [yy, mm, dd] = r.date.split('-');
    put(40, y, `${dd}/${mm}/${yy}`);
    put(120, y, r.description);
    put(460, y, money(Math.round(r.amount * 100)), 10, true);
    put(555, y, money(Math.round(r.balance * 100)), 10, true);
  });
  const content = streamObject(zlib.deflateSync(Buffer.from(text.join('\n'), 'latin1')), '/Filter /FlateDecode');
  const pdf = assemblePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    content,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding /ToUnicode 6 0 R >>',
    toUnicode(),
  ]);
  return { pdf, rows, opening: opening / 100, closing: balance / 100 };
}
