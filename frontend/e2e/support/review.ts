import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { makeLongStatement } from '../../../libs/bench/src/long-statement';
import { expect } from './fixtures';

/** libs/bench's long text statement of `pages` pages, written to a file of its own. */
export async function writeStatement(pages: number): Promise<{ file: string; bytes: Uint8Array }> {
  const { pdf } = await makeLongStatement(pages);
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'bankxl-pages-')), `statement-${pages}-pages.pdf`);
  writeFileSync(file, pdf);
  return { file, bytes: pdf };
}

/** Buys the 400-credit pack through the sandbox checkout (a long statement needs a credit a page); the nav then shows `credits`. */
export async function buySmallBusinessPack(page: Page, credits = 403): Promise<void> {
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Buy Small Business' }).click();
  await page.getByRole('dialog', { name: 'Confirm your purchase' }).getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('button', { name: /^Pay \$15/ }).click();
  await expect(page.getByRole('link', { name: `Credits (${credits})` })).toBeVisible({ timeout: 15_000 });
}

/** Converts `file` on the converter and opens its review; returns the review's address. */
export async function convertAndOpenReview(page: Page, file: string, timeout = 60_000): Promise<string> {
  await page.goto('/');
  await page.getByLabel('PDF bank statement').setInputFiles(file);
  await page.getByRole('button', { name: 'Convert to Excel' }).click();
  await expect(page.getByText('Conversion successful! Download your Excel file below.')).toBeVisible({ timeout });
  const link = page.getByRole('region', { name: 'What we found' }).getByRole('link', { name: 'Review and correct' });
  const href = (await link.getAttribute('href'))!;
  await link.click();
  await expect(page).toHaveURL(/\/documents\/[^/]+$/);
  return href;
}
