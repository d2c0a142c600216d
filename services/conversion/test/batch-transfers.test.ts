// Issue 26 item 4 through HTTP: a batch of one holder's checking and savings statements (PDFs drawn here,
// read by the real engine), where money leaves checking and arrives in savings two days later. Real
// billing, database, bus and S3; nothing of ours is mocked.
import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Statement } from '@bankxl/statement';
import { startBilling, startConversion, type BillingUnderTest, type ConversionUnderTest } from './support.js';

jest.setTimeout(120_000);

let billing: BillingUnderTest;
let conversion: ConversionUnderTest;

beforeAll(async () => {
  billing = await startBilling(20);
  conversion = await startConversion({ INTERNAL_BILLING_URL: billing.url, INTERNAL_TOKEN: billing.internalToken, CONVERT_RATE_LIMIT_PER_MINUTE: '1000' });
}, 120_000);
afterAll(async () => {
  await conversion?.stop();
  await billing?.stop();
}, 30_000);

/** A one-page statement: the account's number and period, then dated rows with amount and running balance. */
async function statementPdf(accountNumber: string, opening: number, rows: [string, string, number][]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  const lines: [number, string][][] = [
    [[40, `Account number ${accountNumber}`], [300, 'Statement period 01/03/2024 to 31/03/2024']],
    [[40, 'Currency: GBP']],
    [[40, 'Date'], [110, 'Description'], [-470, 'Amount'], [-550, 'Balance']],
    [[40, '01/03/2024'], [110, 'Opening balance'], [-550, opening.toFixed(2)]],
  ];
  let balance = opening;
  for (const [date, description, amount] of rows) {
    balance = Math.round((balance + amount) * 100) / 100;
    lines.push([[40, date], [110, description], [-470, amount.toFixed(2)], [-550, balance.toFixed(2)]]);
  }
  lines.push([[40, '31/03/2024'], [110, 'Closing balance'], [-550, balance.toFixed(2)]]);
  lines.forEach((runs, i) => {
    for (const [x, text] of runs) page.drawText(text, { x: x < 0 ? -x - font.widthOfTextAtSize(text, 9) : x, y: 780 - i * 13, size: 9, font });
  });
  return pdf.save();
}

async function postBatch(token: string, files: { name: string; pdf: Uint8Array }[]): Promise<string> {
  const form = new FormData();
  for (const f of files) form.append('files', new Blob([f.pdf as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), f.name);
  const res = await fetch(`${conversion.url}/api/batches`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}`, 'x-client-ip': '203.0.113.9' } });
  expect(res.status).toBe(202);
  const { id } = (await res.json()) as { id: string };
  for (let i = 0; i < 600; i += 1) {
    const batch = (await (await fetch(`${conversion.url}/api/batches/${id}`, { headers: { authorization: `Bearer ${token}` } })).json()) as { status: string; files: { status: string; error: string | null }[] };
    if (batch.status === 'done') {
      expect(batch.files.map((f) => [f.status, f.error])).toEqual([['done', null], ['done', null]]);
      return id;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the batch did not finish');
}

async function download(token: string, id: string, query: string): Promise<Buffer> {
  const res = await fetch(`${conversion.url}/api/batches/${id}/download?${query}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

async function sheets(body: Buffer): Promise<Map<string, string[][]>> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength) as ArrayBuffer);
  const out = new Map<string, string[][]>();
  workbook.eachSheet((sheet) => {
    const rows: string[][] = [];
    sheet.eachRow((r) => rows.push((r.values as unknown[]).slice(1).map((v) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v ?? '')))));
    out.set(sheet.name, rows);
  });
  return out;
}

describe('a batch of a checking and a savings statement of one holder', () => {
  let token: string;
  let id: string;
  beforeAll(async () => {
    ({ token } = await billing.signedInUser(conversion));
    const checking = await statementPdf('12345678', 2000, [
      ['04/03/2024', 'TESCO STORES 2231', -54.2],
      ['05/03/2024', 'TRANSFER TO SAVINGS 87654321', -500],
      // The same amount as the savings account's cheque deposit, the same day: nothing says it moved between them.
      ['12/03/2024', 'HARBORVIEW DENTAL', -120],
    ]);
    const savings = await statementPdf('87654321', 10000, [
      ['07/03/2024', 'CREDIT FROM 12345678', 500],
      ['12/03/2024', 'MOBILE CHEQUE DEPOSIT', 120],
    ]);
    id = await postBatch(token, [
      { name: 'checking.pdf', pdf: checking },
      { name: 'savings.pdf', pdf: savings },
    ]);
  }, 120_000);

  test('the combined workbook marks the transfer on both sides, and By category counts it as a transfer, not spending', async () => {
    const book = await sheets(await download(token, id, 'kind=combined'));
    const checking = book.get('Transactions 12345678')!;
    const savings = book.get('Transactions 87654321')!;
    const column = checking[0].indexOf('Transfer');
    expect(column).toBeGreaterThan(0);
    const byDescription = (rows: string[][], description: string) => rows.find((r) => r[1] === description)!;
    expect(byDescription(checking, 'TRANSFER TO SAVINGS 87654321')[column]).toBe('To Account 4321 on 2024-03-07');
    expect(byDescription(checking, 'TRANSFER TO SAVINGS 87654321')[3]).toBe('Transfers');
    expect(byDescription(savings, 'CREDIT FROM 12345678')[savings[0].indexOf('Transfer')]).toBe('From Account 5678 on 2024-03-05');
    // The unrelated equal amounts stay as they were.
    expect(byDescription(checking, 'HARBORVIEW DENTAL')[column] ?? '').toBe('');
    expect(byDescription(savings, 'MOBILE CHEQUE DEPOSIT')[savings[0].indexOf('Transfer')] ?? '').toBe('');
    expect(byDescription(checking, 'HARBORVIEW DENTAL')[3]).not.toBe('Transfers');

    const byCategory = book.get('By category')!;
    expect(byCategory).toContainEqual(['12345678', 'Transfers', '0', '500', '-500', '1']);
    expect(byCategory).toContainEqual(['87654321', 'Transfers', '500', '0', '500', '1']);
    const spent = byCategory.filter((r) => r[0] === '12345678' && r[1] !== 'Transfers').reduce((sum, r) => sum + Number(r[3]), 0);
    expect(spent).toBeCloseTo(174.2);
  });

  test('each statement\'s JSON in the zip carries the mark on its row, naming the other side', async () => {
    const zip = await JSZip.loadAsync(await download(token, id, 'kind=zip&format=json'));
    const read = async (name: string) => JSON.parse(await zip.file(name)!.async('string')) as Statement;
    const checking = (await read('checking.json')).accounts[0].transactions;
    const savings = (await read('savings.json')).accounts[0].transactions;
    expect(checking.find((t) => t.amount === -500)).toMatchObject({ category: 'transfers', transfer: { account: 'Account 4321', date: '2024-03-07', amount: 500 } });
    expect(savings.find((t) => t.amount === 500)).toMatchObject({ category: 'transfers', transfer: { account: 'Account 5678', date: '2024-03-05', amount: -500 } });
    expect(checking.find((t) => t.amount === -120)!.transfer).toBeUndefined();
    expect(savings.find((t) => t.amount === 120)!.transfer).toBeUndefined();
  });

  test('each statement\'s QIF in the zip books the transfer to the other account', async () => {
    const zip = await JSZip.loadAsync(await download(token, id, 'kind=zip&format=qif'));
    expect(await zip.file('checking.qif')!.async('string')).toContain('L[Account 4321]');
    expect(await zip.file('savings.qif')!.async('string')).toContain('L[Account 5678]');
  });
});
