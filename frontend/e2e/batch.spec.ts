import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { monthlyStatement, renderWithPdfLib } from '@bankxl/statement/fixtures';
import { givenVerifiedUser, signInAs } from './support/accounts';
import { expect, test } from './support/fixtures';

const ACCOUNT = '55501234';
const SHORT = 'This batch has 12 pages but you have 3 credits. Buy more credits to convert it.';

type Upload = { name: string; pdf: Buffer };

/**
 * A year of one account's monthly statements that follow on (each opening = the previous closing),
 * then June left out and March sent a second time under another name: 12 files, one month missing,
 * one duplicated.
 */
async function yearWithAGapAndADuplicate(): Promise<Upload[]> {
  const year: Upload[] = [];
  let opening = 250_000;
  for (let m = 1; m <= 12; m += 1) {
    const month = `2024-${String(m).padStart(2, '0')}`;
    const { doc, closingCents } = monthlyStatement({ accountNumber: ACCOUNT, month, openingCents: opening });
    year.push({ name: `${month}.pdf`, pdf: Buffer.from(await renderWithPdfLib(doc)) });
    opening = closingCents;
  }
  const files = year.filter((f) => f.name !== '2024-06.pdf');
  files.splice(5, 0, { name: 'march-again.pdf', pdf: year[2].pdf });
  return files;
}

/** Drops the files on the batch drop zone, as a user dragging them from their file manager. */
async function dropOnBatchZone(page: Page, files: Upload[]): Promise<void> {
  const payload = files.map((f) => ({ name: f.name, base64: f.pdf.toString('base64') }));
  const dataTransfer = await page.evaluateHandle((list) => {
    const transfer = new DataTransfer();
    for (const f of list) {
      const bytes = Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0));
      transfer.items.add(new File([bytes], f.name, { type: 'application/pdf' }));
    }
    return transfer;
  }, payload);
  const zone = page.getByTestId('batch-dropzone');
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
}

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** axe's WCAG 2.1 A/AA rules on the page as it is now (as in a11y.spec.ts). */
async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axeSource });
  const result = await page.evaluate(async () => {
    type AxeResult = { passes: unknown[]; violations: { id: string; help: string; nodes: { target: string[] }[] }[] };
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<AxeResult> } }).axe;
    return axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
  });
  expect(result.passes.length).toBeGreaterThan(10);
  return result.violations.map((v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Slows the browser's uploads (Chromium's network emulation), so the upload progress can be watched. */
async function throttleUploads(page: Page, bytesPerSecond: number): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: bytesPerSecond });
  return async () => {
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await cdp.detach();
  };
}

/** Buys the 400-credit pack through the sandbox checkout (the Stripe stand-in of the embedded system). */
async function buySmallBusinessPack(page: Page): Promise<void> {
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Buy Small Business' }).click();
  await page.getByRole('dialog', { name: 'Confirm your purchase' }).getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('button', { name: /^Pay \$15/ }).click();
  await expect(page.getByRole('link', { name: 'Credits (403)' })).toBeVisible({ timeout: 15_000 });
}

// The gateway's CSP forbids injected scripts; axe is a test-only guest.
test.use({ bypassCSP: true });

test.describe('batch upload', () => {
  test.skip(({ isMobile }) => isMobile, 'registrations are rate limited per IP');

  let files: Upload[];
  test.beforeAll(async () => {
    files = await yearWithAGapAndADuplicate();
    expect(files).toHaveLength(12);
  });

  test('a signed-in user drops twelve monthly statements, sees each converted, the missing month and the duplicate named, and downloads the combined workbook', async ({
    page,
    request,
    shoot,
  }) => {
    test.setTimeout(180_000);
    await signInAs(page, await givenVerifiedUser(request, 'batch'));
    await buySmallBusinessPack(page);
    await page.goto('/');

    await dropOnBatchZone(page, files);
    await expect(page.getByRole('list', { name: 'Chosen files' }).getByRole('listitem')).toHaveText(files.map((f) => f.name));
    // About 57 kB of PDFs at 10 kB/s: the upload takes a few seconds, long enough to see it move file by file.
    const unthrottle = await throttleUploads(page, 10_000);
    await page.getByRole('button', { name: 'Convert 12 files' }).click();
    const sending = page.getByRole('region', { name: 'Batch upload' });
    const uploadRow = (name: string) => sending.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
    await expect(uploadRow('2024-01.pdf')).toContainText('Uploaded');
    await expect(sending.getByRole('status')).toHaveText(/^Uploaded ([1-9]|1[01]) of 12 files$/);
    await expect(uploadRow('2024-12.pdf')).toContainText(/Waiting|Uploading \d+ %/);
    await expect(sending.getByRole('progressbar', { name: 'Upload of 2024-01.pdf' })).toHaveAttribute('value', '100');
    await shoot('batch-uploading', { fullPage: false });
    expect(await axeViolations(page)).toEqual([]);
    await unthrottle();

    const result = page.getByRole('region', { name: 'Batch result' });
    await expect(result.getByRole('heading', { name: 'Batch done: 12 of 12 converted' })).toBeVisible({ timeout: 120_000 });
    await expect(result.getByRole('status')).toHaveText('12 of 12 converted');
    for (const file of files) {
      await expect(result.getByRole('row', { name: new RegExp(`^${file.name.replace('.', '\\.')} 1 Converted`) })).toBeVisible();
    }
    await expect(result.getByRole('row', { name: /^march-again\.pdf / })).toContainText('Converted · 2024-03-01 to 2024-03-31 · duplicate of 2024-03.pdf, counted once');
    // Charged a credit per page as each file converted.
    await expect(page.getByRole('link', { name: 'Credits (391)' })).toBeVisible({ timeout: 15_000 });

    const account = result.getByRole('region', { name: `Account ${ACCOUNT} (GBP)` });
    await expect(account.getByRole('list', { name: /^Statements of/ }).getByRole('listitem')).toHaveText([
      '2024-01.pdf: 2024-01-01 to 2024-01-31',
      '2024-02.pdf: 2024-02-01 to 2024-02-29',
      '2024-03.pdf: 2024-03-01 to 2024-03-31',
      'march-again.pdf: 2024-03-01 to 2024-03-31 · duplicate of 2024-03.pdf',
      '2024-04.pdf: 2024-04-01 to 2024-04-30',
      '2024-05.pdf: 2024-05-01 to 2024-05-31',
      '2024-07.pdf: 2024-07-01 to 2024-07-31',
      '2024-08.pdf: 2024-08-01 to 2024-08-31',
      '2024-09.pdf: 2024-09-01 to 2024-09-30',
      '2024-10.pdf: 2024-10-01 to 2024-10-31',
      '2024-11.pdf: 2024-11-01 to 2024-11-30',
      '2024-12.pdf: 2024-12-01 to 2024-12-31',
    ]);
    const problems = account.getByRole('list', { name: /^Problems of/ });
    await expect(problems).toContainText('No statement covers 2024-06-01 to 2024-06-30: the period between 2024-05.pdf and 2024-07.pdf is missing.');
    await expect(problems).toContainText('march-again.pdf is the same statement as 2024-03.pdf (');
    await shoot('batch-result');
    expect(await axeViolations(page)).toEqual([]);

    const [download] = await Promise.all([page.waitForEvent('download'), result.getByRole('button', { name: 'Download combined workbook' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(readFileSync(await download.path()) as unknown as ArrayBuffer);
    const summary = workbook.getWorksheet('Batch Summary');
    expect(summary, 'the combined workbook has a Batch Summary sheet').toBeDefined();
    const rows: string[][] = [];
    summary!.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
    const failedChecks = rows.filter((row) => row[3] === 'Failed');
    expect(failedChecks).toContainEqual([
      ACCOUNT,
      'GBP',
      'Missing period',
      'Failed',
      '2024-05.pdf, 2024-07.pdf',
      'No statement covers 2024-06-01 to 2024-06-30: the period between 2024-05.pdf and 2024-07.pdf is missing.',
    ]);
    expect(failedChecks.find((row) => row[2] === 'Same statement twice')?.[4]).toBe('2024-03.pdf, march-again.pdf');
  });

  test('a user whose credits do not cover the batch is told both numbers, and nothing is charged or converted', async ({ page, request }) => {
    await signInAs(page, await givenVerifiedUser(request, 'batch-short'));
    await expect(page.getByRole('link', { name: 'Credits (3)' })).toBeVisible();

    await dropOnBatchZone(page, files);
    await page.getByRole('button', { name: 'Convert 12 files' }).click();
    await expect(page.getByText(SHORT)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('region', { name: 'Batch result' })).toHaveCount(0);

    // Read again from the server: the credits and the documents are as before.
    await page.reload();
    await expect(page.getByRole('link', { name: 'Credits (3)' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Documents' }).click();
    await expect(page.getByText("You don't have any recent uploads")).toBeVisible();
  });
});
