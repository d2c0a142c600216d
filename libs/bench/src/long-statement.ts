import { PDFDocument, StandardFonts } from 'pdf-lib';

export type LongStatement = { pdf: Uint8Array; transactions: number; opening: number; closing: number };

const ROWS_PER_PAGE = 38;
const MERCHANTS = ['TESCO STORES 3217 LONDON', 'TFL TRAVEL CHARGE', 'AMAZON MARKETPLACE', 'SALARY ACME LTD', 'DIRECT DEBIT COUNCIL TAX', 'COSTA COFFEE 441', 'TRANSFER FROM SAVINGS', 'CARD PAYMENT SAINSBURYS'];

const money = (cents: number) => (Math.abs(cents) / 100).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * A long UK-style current-account statement for the speed and memory benchmarks: page headers,
 * "Page X of N", balance brought/carried forward rows, paid out / paid in / balance columns.
 * Deterministic (no randomness) so every run measures the same file.
 */
export async function makeLongStatement(pages: number): Promise<LongStatement> {
  const pdf = await PDFDocument.create();
  pdf.setCreationDate(new Date('2024-01-01T00:00:00Z'));
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const opening = 250_000;
  let balance = opening;
  let count = 0;
  const start = Date.UTC(2023, 0, 1);
  const totalRows = pages * ROWS_PER_PAGE;
  const dayOf = (i: number) => new Date(start + Math.floor((i * 364) / totalRows) * 86_400_000);
  const fmtDate = (d: Date) => d.toLocaleDateString('en-GB', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' });
  const periodEnd = dayOf(totalRows - 1);
  for (let p = 0; p < pages; p++) {
    const page = pdf.addPage([595.28, 841.89]);
    const draw = (text: string, x: number, top: number, f = font, size = 8.5) => page.drawText(text, { x, y: 841.89 - top - size, size, font: f });
    const right = (text: string, x: number, top: number) => draw(text, x - font.widthOfTextAtSize(text, 8.5), top);
    draw('Example Bank plc', 42, 40, bold, 12);
    draw(`Statement period ${fmtDate(new Date(start))} to ${fmtDate(periodEnd)}`, 42, 60);
    draw('Account number 12345678   Sort code 12-34-56   Current Account', 42, 74);
    draw(`Page ${p + 1} of ${pages}`, 480, 40);
    let y = 110;
    for (const [title, x, isRight] of [['Date', 42, false], ['Description', 110, false], ['Paid out', 400, true], ['Paid in', 470, true], ['Balance', 553, true]] as const) {
      if (isRight) draw(title, x - bold.widthOfTextAtSize(title, 8.5), y, bold);
      else draw(title, x, y, bold);
    }
    y += 16;
    draw(p === 0 ? 'Opening balance' : 'Balance brought forward', 110, y);
    right(money(balance), 553, y);
    y += 14;
    for (let r = 0; r < ROWS_PER_PAGE; r++) {
      const i = p * ROWS_PER_PAGE + r;
      const credit = i % 7 === 3;
      const amount = credit ? 150_000 + (i % 5) * 1_234 : -(500 + ((i * 7919) % 9_000));
      balance += amount;
      count++;
      draw(fmtDate(dayOf(i)), 42, y);
      draw(`${MERCHANTS[i % MERCHANTS.length]} ${1000 + i}`, 110, y);
      right(money(amount), credit ? 470 : 400, y);
      right(money(balance), 553, y);
      y += 17;
    }
    draw(p === pages - 1 ? 'Closing balance' : 'Balance carried forward', 110, y);
    right(money(balance), 553, y);
    draw('Example Bank plc is authorised by the Prudential Regulation Authority. Calls may be recorded.', 42, 800, font, 7);
  }
  return { pdf: await pdf.save({ useObjectStreams: false }), transactions: count, opening: opening / 100, closing: balance / 100 };
}
