// Scanned statements through the service (issue 11): read in the OCR lane, charged one credit a page like
// any statement, free for an anonymous client's first page, refused cleanly when over their time budget,
// and never in the way of other users' text-layer conversions. Real adapters and a real billing service;
// the scans are made here from fixtures whose text is known, as image-only PDFs (no text layer at all).
import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { pagesWithoutText } from '@bankxl/statement';
import { garbledStatementPdf, onePagePdf, rasteriseToImagePdf } from '@bankxl/statement/fixtures';
import { fixture, freshIp, scanOf, startBilling, startConversion, workbookText, type BillingUnderTest, type ConversionUnderTest } from './support.js';

// OCR reads a page in several seconds, more on a busy machine.
jest.setTimeout(180_000);

const SIGNUP_CREDITS = 3;

let billing: BillingUnderTest;
let onePageScan: Buffer;
let threePageScan: Buffer;

/** conversion charging through the billing above. */
const startWithBilling = (env: Record<string, string>) =>
  startConversion({ INTERNAL_BILLING_URL: billing.url, INTERNAL_TOKEN: billing.internalToken, CONVERT_RATE_LIMIT_PER_MINUTE: '1000', ...env });

/** The value of the Summary sheet's "Read by OCR" line, or undefined when there is none. */
const readByOcr = (cells: string[]) => {
  const at = cells.indexOf('Read by OCR');
  return at < 0 ? undefined : cells[at + 1];
};

beforeAll(async () => {
  billing = await startBilling(SIGNUP_CREDITS);
  onePageScan = await scanOf('uk-current.pdflib.pdf');
  threePageScan = await scanOf('uk-multipage.pdflib.pdf');
  // The premise of every test below: these have no text layer at all.
  expect((await pagesWithoutText(onePageScan)).withoutText).toEqual([1]);
  expect((await pagesWithoutText(threePageScan)).withoutText).toEqual([1, 2, 3]);
}, 120_000);
afterAll(async () => {
  await billing?.stop();
}, 30_000);

/** The engine's fixture of uk-current.pdflib.pdf: its rows. */
const UK_CURRENT_ROWS = ['STANDING ORDER RENT', 'NETFLIX.COM', 'AMAZON MARKETPLACE', 'ATM WITHDRAWAL HIGH ST', 'UBER TRIP HELP.UBER.COM', 'CHEQUE DEPOSIT 000451', 'TRANSFER FROM SAVINGS', 'GYM MEMBERSHIP', 'BOOKSHOP ONLINE', 'TESCO STORES 3217', 'FASTER PAYMENT J SMITH', 'WATER UTILITIES', 'PHARMACY 221', 'HARDWARE DEPOT 88'];

/** A colour scan as a scanner saves one: cream paper, a blue band across the top, JPEG. */
const colourScanOf = async (name: string, dpi: number) => Buffer.from(await rasteriseToImagePdf(new Uint8Array(fixture(name)), { dpi, paper: '#f4e9cf', jpegQuality: 90 }));

describe('scanned statements in the OCR lane', () => {
  let conversion: ConversionUnderTest;
  beforeAll(async () => {
    // One worker in each lane: were scans read in the text lane, a text conversion would wait behind them.
    conversion = await startWithBilling({ WORKER_THREADS: '1', OCR_THREADS: '1' });
  }, 60_000);
  afterAll(async () => {
    await conversion?.stop();
  }, 30_000);

  test('when a signed-in user converts a scanned statement, then the workbook says it was read by OCR and one credit per page is taken', async () => {
    const { userId, token } = await billing.signedInUser(conversion);
    const res = await conversion.convert(onePageScan, { token, name: 'scan.pdf' });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-statement-pages')).toBe('1');
    const cells = await workbookText(await res.arrayBuffer());
    expect(readByOcr(cells)).toMatch(/^Yes: page 1 \(scanned/);
    expect(cells).toContain('Page 1 was read by OCR (it is a scanned image): check its figures against the scan.');
    expect(await billing.balance(userId)).toBe(SIGNUP_CREDITS - 1);
  });

  test('when an anonymous client sends a one-page scan, then it is converted for free, read by OCR', async () => {
    const res = await conversion.convert(onePageScan, { ip: freshIp() });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-next-available')).toBeTruthy();
    const cells = await workbookText(await res.arrayBuffer());
    expect(readByOcr(cells)).toMatch(/^Yes: page 1 \(scanned/);
  });

  test('when a statement has one scanned page among text pages, then it is read in the OCR lane, only that page by OCR, and every page is charged', async () => {
    const mixed = Buffer.from(await rasteriseToImagePdf(new Uint8Array(fixture('uk-multipage.pdflib.pdf')), { dpi: 200, jpegQuality: 85, keepText: [1, 3] }));
    const { userId, token } = await billing.signedInUser(conversion);
    const res = await conversion.convert(mixed, { token });
    expect(res.status).toBe(200);
    const cells = await workbookText(await res.arrayBuffer());
    expect(readByOcr(cells)).toMatch(/^Yes: page 2 \(scanned/);
    expect(await billing.balance(userId)).toBe(SIGNUP_CREDITS - 3);
  });

  test('when the fonts of a statement are re-encoded (its text layer says letters where the page prints figures), then it is read in the OCR lane and its rows come out as the page shows them', async () => {
    const garbled = garbledStatementPdf(8);
    const { token } = await billing.signedInUser(conversion);
    const res = await conversion.convert(garbled.pdf, { token, name: 'reencoded.pdf' });
    expect(res.status).toBe(200);
    const cells = await workbookText(await res.arrayBuffer());
    expect(cells).toContain('Page 1 was read by OCR (its text layer does not match what the page shows): check its figures against the page.');
    for (const row of garbled.rows) expect(cells).toContain(row.description);
  });

  test('when a scan holds no text OCR can recognise, then it is refused with a clear message and the free conversion stays unused', async () => {
    const ip = freshIp();
    // A page with a drawing and no text: nothing for the text layer, nothing for OCR either.
    const res = await conversion.convert(onePagePdf('0 0 m 300 300 l S\n'), { ip });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'no_text_layer', message: 'No text could be recognised on the scanned pages of this PDF. Please try a sharper scan.' });
    const after = await conversion.convert(fixture('uk-current.pdflib.pdf'), { ip });
    expect(after.status).toBe(200);
  });

  test('when an A4 statement is scanned in colour at 400 dpi (the finest the OCR lane reads), then it is read and its rows come out', async () => {
    const { token } = await billing.signedInUser(conversion);
    const res = await conversion.convert(await colourScanOf('uk-current.pdflib.pdf', 400), { token });
    expect(res.status).toBe(200);
    const cells = await workbookText(await res.arrayBuffer());
    expect(readByOcr(cells)).toMatch(/^Yes: page 1 \(scanned/);
    for (const description of UK_CURRENT_ROWS) expect(cells).toContain(description);
  });

  test('when a statement is scanned finer than the OCR lane reads (600 dpi colour, 35 megapixels), then it is refused with a message that says so and what to do, no credit is taken, and the next scan is read', async () => {
    // Decoding a page's image is what sets an OCR worker's memory: this one is never decoded, so the
    // worker stays within the budget the deployment is sized for (see MAX_IMAGE_PIXELS), and is not lost.
    const { userId, token } = await billing.signedInUser(conversion);
    const res = await conversion.convert(await colourScanOf('uk-current.pdflib.pdf', 600), { token });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: 'scan_too_large',
      message: 'The scanned pages of this PDF are images larger than OCR can read (over 16 megapixels a page, as a page scanned at more than about 400 dpi). Please scan them at 300 dpi, or save the scan at a lower resolution.',
    });
    expect(await billing.balance(userId)).toBe(SIGNUP_CREDITS);
    const next = await conversion.convert(onePageScan, { token });
    expect(next.status).toBe(200);
    expect(readByOcr(await workbookText(await next.arrayBuffer()))).toMatch(/^Yes: page 1 \(scanned/);
  });

  test('when a multi-page scan is being read, then another user\'s text-layer statement is converted meanwhile, not after it', async () => {
    const scanner = await billing.signedInUser(conversion);
    const other = await billing.signedInUser(conversion);
    const finished: string[] = [];
    const scan = conversion.convert(threePageScan, { token: scanner.token }).then(async (res) => {
      finished.push('scan');
      return { status: res.status, cells: await workbookText(await res.arrayBuffer()) };
    });
    // Let the scan pass its page count and reach the OCR lane first: with one text worker, a scan read in
    // the text lane would be ahead of the text statement. What is asserted is the order they finish in.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const text = await conversion.convert(fixture('uk-current.pdflib.pdf'), { token: other.token });
    finished.push('text');
    expect(text.status).toBe(200);
    expect(readByOcr(await workbookText(await text.arrayBuffer()))).toBeUndefined();
    expect(finished).toEqual(['text']);

    const scanned = await scan;
    expect(finished).toEqual(['text', 'scan']);
    expect(scanned.status).toBe(200);
    expect(readByOcr(scanned.cells)).toMatch(/^Yes: pages 1, 2 and 3 \(scanned/);
    expect(await billing.balance(scanner.userId)).toBe(SIGNUP_CREDITS - 3);
    expect(await billing.balance(other.userId)).toBe(SIGNUP_CREDITS - 1);
  });
});

/** A scan over its OCR time budget: not hostile, so an anonymous client keeps its free conversion. */
const SLOW_SCAN = 'This scanned PDF took too long to read, so nothing was charged. Please try a clearer scan, or split it into fewer pages.';

describe('a scan over its time budget', () => {
  let conversion: ConversionUnderTest;
  beforeAll(async () => {
    // A budget no scan can meet: 1 ms a scanned page (and 1 ms more for the document), while OCR takes
    // seconds a page. Text-layer statements keep the text lane's own limit.
    conversion = await startWithBilling({ OCR_PAGE_TIMEOUT_MS: '1' });
  }, 60_000);
  afterAll(async () => {
    await conversion?.stop();
  }, 30_000);

  test('when reading a scan takes longer than its pages allow, then it is a 422 with a clear message, no credit is taken, and text statements still convert', async () => {
    const { userId, token } = await billing.signedInUser(conversion);
    const res = await conversion.convert(onePageScan, { token });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ code: 'engine_timeout', message: SLOW_SCAN });
    expect(await billing.balance(userId)).toBe(SIGNUP_CREDITS);

    const text = await conversion.convert(fixture('uk-current.pdflib.pdf'), { token });
    expect(text.status).toBe(200);
    expect(await billing.balance(userId)).toBe(SIGNUP_CREDITS - 1);
  });

  test('when an anonymous client\'s scan takes longer than its page allows, then it gets the same message and its free conversion back: a normal statement then converts for free', async () => {
    const ip = freshIp();
    const res = await conversion.convert(onePageScan, { ip });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ code: 'engine_timeout', message: SLOW_SCAN });

    const text = await conversion.convert(fixture('uk-current.pdflib.pdf'), { ip });
    expect(text.status).toBe(200);
    expect(text.headers.get('x-next-available')).toBeTruthy();
    // That one was the free conversion: the next is refused.
    expect((await conversion.convert(fixture('uk-current.pdflib.pdf'), { ip })).status).toBe(403);
  });
});

describe('with OCR turned off', () => {
  let conversion: ConversionUnderTest;
  beforeAll(async () => {
    conversion = await startWithBilling({ OCR_ENABLED: 'false' });
  }, 60_000);
  afterAll(async () => {
    await conversion?.stop();
  }, 30_000);

  test('when a scan is sent, then it is refused as before (no text layer), nothing is charged and the free conversion stays unused', async () => {
    const ip = freshIp();
    const res = await conversion.convert(onePageScan, { ip });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'no_text_layer', message: expect.stringMatching(/scanned/) });
    expect((await conversion.convert(fixture('uk-current.pdflib.pdf'), { ip })).status).toBe(200);

    const { userId, token } = await billing.signedInUser(conversion);
    expect((await conversion.convert(onePageScan, { token })).status).toBe(400);
    expect(await billing.balance(userId)).toBe(SIGNUP_CREDITS);
  });
});

describe('when the OCR lane is full', () => {
  let conversion: ConversionUnderTest;
  beforeAll(async () => {
    // One OCR worker and no line behind it: a second scan while one is read finds the lane full.
    conversion = await startWithBilling({ OCR_THREADS: '1', OCR_QUEUE_LIMIT: '0' });
  }, 60_000);
  afterAll(async () => {
    await conversion?.stop();
  }, 30_000);

  test('when a second scan arrives while one is read, then it gets 503 busy and keeps its free conversion, while text statements are still served', async () => {
    // A three-page scan (a signed-in user's, so every page is read) keeps the one OCR worker busy for several
    // seconds: a one-page scan could be read before the second one arrives on a fast machine.
    const { token } = await billing.signedInUser(conversion);
    const first = conversion.convert(threePageScan, { token });
    // Let the first scan be counted and reach the OCR worker (the order is what matters, not this wait).
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const ip = freshIp();
    const second = await conversion.convert(onePageScan, { ip });
    expect(second.status).toBe(503);
    expect(second.headers.get('retry-after')).toBeTruthy();
    expect(await second.json()).toMatchObject({ code: 'converter_busy' });
    // The text lane has room of its own; and the refused scan did not use this client's free conversion.
    expect((await conversion.convert(fixture('uk-current.pdflib.pdf'), { ip })).status).toBe(200);
    expect((await first).status).toBe(200);
  });
});
