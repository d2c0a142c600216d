import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument } from 'pdf-lib';
import { rasteriseToImagePdf } from '@bankxl/statement/fixtures';
import type { Page } from '@playwright/test';
import { givenVerifiedUser, signInAs, type TestAccount } from './support/accounts';
import { expect, test } from './support/fixtures';

// Progress on long work (issue 24, item 3): a 10-page scan converted on / shows what is happening, page by page,
// and Cancel stops it with nothing charged. OCR reads a page in seconds: these journeys take minutes, so they are few.
const LONG_STATEMENT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../services/conversion/test/fixtures/long-statement.pdflib.pdf');

/** The first ten pages of a text statement, as an office scanner would make them: images only, no text layer. */
async function aTenPageScan(): Promise<Buffer> {
  const source = await PDFDocument.load(readFileSync(LONG_STATEMENT));
  const ten = await PDFDocument.create();
  for (const page of await ten.copyPages(source, Array.from({ length: 10 }, (_, i) => i))) ten.addPage(page);
  return Buffer.from(await rasteriseToImagePdf(await ten.save(), { dpi: 200, jpegQuality: 85 }));
}

/** Credits for a ten-page statement: the Small Business pack, bought through the sandbox checkout. */
async function buyCredits(page: Page, account: TestAccount) {
  await signInAs(page, account, '/pricing');
  await page.getByRole('button', { name: 'Buy Small Business' }).click();
  await page.getByRole('dialog', { name: 'Confirm your purchase' }).getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('button', { name: /^Pay \$15/ }).click();
  await expect(page.getByRole('link', { name: 'Credits (403)' })).toBeVisible({ timeout: 15_000 });
}

/** Remembers every text the conversion's step line shows, however briefly. */
async function recordSteps(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { conversionSteps: string[] }).conversionSteps = seen;
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="conversion-step"]')?.textContent;
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

test.describe.serial('progress of a long conversion', () => {
  test.skip(({ isMobile }) => isMobile, 'registrations are rate limited per IP; the converter is the same');
  test.setTimeout(300_000);

  let account: TestAccount;
  let scan: Buffer;
  test.beforeAll(async ({ request }, testInfo) => {
    if (testInfo.project.use.isMobile) return;
    account = await givenVerifiedUser(request, 'progress');
    scan = await aTenPageScan();
  });

  test('a conversion cancelled while the scan is read stops and charges nothing', async ({ page, shoot }) => {
    await buyCredits(page, account);
    await page.goto('/');
    await page.getByLabel('PDF bank statement').setInputFiles({ name: 'ten-page-scan.pdf', mimeType: 'application/pdf', buffer: scan });
    await page.getByRole('button', { name: 'Convert to Excel' }).click();

    await expect(page.getByTestId('conversion-step')).toHaveText('Reading page 2 of 10 by OCR…', { timeout: 120_000 });
    await expect(page.getByRole('progressbar', { name: 'Pages read' })).toHaveAttribute('value', '1');
    await shoot('converter-progress', { fullPage: false });
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Conversion cancelled. Nothing was charged.')).toBeVisible();
    // The file stays chosen: Convert starts it again.
    await expect(page.getByRole('button', { name: 'Convert to Excel' })).toBeEnabled();

    await page.getByRole('link', { name: /^Credits/ }).click();
    await expect(page).toHaveURL(/\/credits/);
    await expect(page.getByRole('link', { name: 'Credits (403)' })).toBeVisible();
    const history = page.getByRole('table');
    await expect(history).toContainText('+400');
    await expect(history).not.toContainText('Converted');
  });

  test('a ten-page scan shows each page read by OCR, then the checks and the workbook, before the result', async ({ page }) => {
    await signInAs(page, account, '/');
    await recordSteps(page);
    await page.getByLabel('PDF bank statement').setInputFiles({ name: 'ten-page-scan.pdf', mimeType: 'application/pdf', buffer: scan });
    await page.getByRole('button', { name: 'Convert to Excel' }).click();
    await expect(page.getByRole('status').getByText('Converting your PDF to Excel...')).toBeVisible();

    await expect(page.getByText('Conversion successful! Download your Excel file below.')).toBeVisible({ timeout: 240_000 });
    const steps = await page.evaluate(() => (window as unknown as { conversionSteps: string[] }).conversionSteps);
    expect(new Set(steps).size, steps.join(' | ')).toBeGreaterThanOrEqual(5);
    expect(steps).toEqual(expect.arrayContaining(['Reading page 1 of 10 by OCR…', 'Reading page 10 of 10 by OCR…']));
    // The server reports checking, writing and saving every time (services/conversion/test/convert-progress.test.ts),
    // but on ten pages checking can take a few milliseconds: when two steps reach the browser in one chunk, the
    // page renders the later one only (CI saw Checking and Saving without Writing). At least one of them shows.
    expect(steps.filter((s) => ['Checking the balances…', 'Writing the workbook…', 'Saving your workbook…'].includes(s)).length, steps.join(' | ')).toBeGreaterThanOrEqual(1);
    // Pages are told in order.
    const pages = steps.map((s) => /^Reading page (\d+)/.exec(s)?.[1]).filter(Boolean).map(Number);
    expect(pages).toEqual([...pages].sort((a, b) => a - b));
    await expect(page.getByRole('link', { name: 'Credits (393)' })).toBeVisible();
  });
});
