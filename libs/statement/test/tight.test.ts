import { describe, expect, test } from '@jest/globals';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { parseStatement } from '../src/index.js';

/** A one-page statement drawn line by line: each inner array is one text run at an x position. */
async function statementPdf(lines: [number, string][][]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  lines.forEach((runs, i) => {
    for (const [x, text] of runs) {
      // Right-aligned when x is negative: -x is where the run ends.
      const left = x < 0 ? -x - font.widthOfTextAtSize(text, 9) : x;
      page.drawText(text, { x: left, y: 780 - i * 13, size: 9, font });
    }
  });
  return pdf.save();
}

describe('runs that hold more than one cell', () => {
  test('when the amount and the balance are printed as one run, then they are still two cells', async () => {
    const pdf = await statementPdf([
      [[40, 'Account number 12345678'], [300, 'Statement period 01/02/2024 to 29/02/2024']],
      [[40, 'Currency: GBP']],
      [[40, 'Date'], [110, 'Description'], [-470, 'Amount'], [-550, 'Balance']],
      [[40, '01/02/2024'], [110, 'Opening balance'], [-550, '1,000.00']],
      [[40, '02/02/2024'], [110, 'TESCO STORES'], [-550, '-12.34     987.66']],
      [[40, '05/02/2024'], [110, 'SALARY ACME'], [-550, '2,500.00 3,487.66']],
      [[40, '07/02/2024'], [110, 'RENT'], [-470, '-900.00'], [-550, '2,587.66']],
      [[40, '29/02/2024'], [110, 'Closing balance'], [-550, '2,587.66']],
    ]);
    const s = await parseStatement(pdf);
    expect(s.accounts[0].transactions.map((t) => [t.date, t.description, t.amount, t.balance])).toEqual([
      ['2024-02-02', 'TESCO STORES', -12.34, 987.66],
      ['2024-02-05', 'SALARY ACME', 2500, 3487.66],
      ['2024-02-07', 'RENT', -900, 2587.66],
    ]);
    expect(s.accounts[0].checks.verdict).toBe('verified');
  });
});
