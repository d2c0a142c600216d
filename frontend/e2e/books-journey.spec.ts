import { existsSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { Statement } from '@bankxl/statement';
import { camtDifferences, mt940Differences, readCamt053, readMt940 } from '../../libs/export/test/bank-statement-readers';
import { givenVerifiedUser, signInAs, type TestAccount } from './support/accounts';
import { expect, test } from './support/fixtures';
import { buySmallBusinessPack, convertAndOpenReview } from './support/review';

/**
 * Real statements (../shared/corpus/real-2, beside the repository, read where they lie and never copied): two
 * card statements of one bank four years apart. The first is converted and reviewed, one row's booking corrected
 * with "Apply to all like this"; the second arrives booked by that rule, and its MT940 and camt.053 downloads are
 * read back by mt940js and camt-parser as the statement the review shows.
 */
const corpus = new URL('../../../shared/corpus/real-2/', import.meta.url).pathname;
const FIRST = `${corpus}td__visa_emerald_2014-08.pdf`;
const NEXT = `${corpus}td__visa_emerald_2018-08.pdf`;
const present = existsSync(FIRST) && existsSync(NEXT);

/** The grid's rows whose description reads `words`, held by their position (an edited row's description is an input). */
async function rowsSaying(page: Page, words: RegExp) {
  const found = page.locator('.review-grid tr.tx-row').filter({ has: page.getByRole('textbox', { name: /^Description, row/ }).filter({ hasText: words }) });
  await expect(found.first()).toBeVisible();
  const positions = await found.evaluateAll((rows) => rows.map((r) => r.getAttribute('aria-rowindex')));
  return positions.map((at) => page.locator(`.review-grid tr[aria-rowindex="${at}"]`));
}

/** Downloads the newest document in `label`'s format from the Documents page; its text. */
async function downloadNewest(page: Page, label: string, extension: string): Promise<string> {
  await page.goto('/documents');
  await page.getByLabel('Download format').selectOption({ label });
  const row = page.getByRole('list', { name: 'Files' }).getByRole('listitem').first();
  const [file] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: /^Download / }).click()]);
  expect(file.suggestedFilename()).toBe(`td__visa_emerald_2018-08${extension}`);
  return readFileSync(await file.path(), 'utf8');
}

test.describe('books on a real statement', () => {
  test.skip(({ isMobile }) => isMobile, 'one account per run: registrations are rate limited per IP');
  test.skip(!present && process.env.CI !== 'true', `the real-2 corpus is not at ${corpus}`);
  test.setTimeout(180_000);

  test('a real statement shows sensible payees and categories; one corrected for all like it books the next statement; its MT940 and camt.053 read back as the statement', async ({ page, request, shoot }) => {
    const account: TestAccount = await givenVerifiedUser(request, 'books');
    await signInAs(page, account);
    await buySmallBusinessPack(page); // nine pages between the two statements; registration gives three credits
    await convertAndOpenReview(page, FIRST, 90_000);

    // Payees without the terminal numbers and cities around them; categories from what the row is.
    const [netflix] = await rowsSaying(page, /NETFLIX\.COM/);
    await expect(netflix.getByLabel(/^Payee, row/)).toHaveText('Netflix');
    await expect(netflix.getByLabel(/^Category, row/)).toHaveText('Software & subscriptions');
    const [pizza] = await rowsSaying(page, /DOMINOS PIZZA/);
    await expect(pizza.getByLabel(/^Payee, row/)).toHaveText("Domino's");
    await expect(pizza.getByLabel(/^Category, row/)).toHaveText('Meals & dining');
    const payments = await rowsSaying(page, /PAYMENT - THANK YOU/);
    await expect(payments[0].getByLabel(/^Category, row/)).toHaveText('Transfers');
    await shoot('books-real-review');

    // The domain registrar's row is corrected, and the correction made a rule for every row like it.
    const [domain] = await rowsSaying(page, /DOMAINNAME REGISTER/);
    await domain.getByLabel(/^Category, row/).focus();
    await page.keyboard.press('Enter');
    await domain.getByRole('combobox', { name: /^Category, row/ }).selectOption('subscriptions');
    await page.getByRole('button', { name: /^Apply to all like this: make a rule from row/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Apply to all like this' });
    await dialog.getByLabel('Words to match').fill('DOMAINNAME REGISTER');
    await dialog.getByLabel('Payee (optional)').fill('Domain Name Register');
    await dialog.getByRole('button', { name: 'Save corrections and apply' }).click();
    await expect(page.getByText(/^Rule saved and applied: 1 row changed here/)).toBeVisible({ timeout: 15_000 });
    await expect(domain.getByRole('textbox', { name: /^Payee, row/ })).toHaveValue('Domain Name Register');

    // The next statement arrives booked by the rule.
    const review = await convertAndOpenReview(page, NEXT, 90_000);
    const [nextDomain] = await rowsSaying(page, /DOMAINNAME REGISTER/);
    await expect(nextDomain.getByLabel(/^Payee, row/)).toHaveText('Domain Name Register');
    await expect(nextDomain.getByLabel(/^Category, row/)).toHaveText('Software & subscriptions');
    await shoot('books-real-next-statement');

    // Its MT940 and camt.053, read by readers that are not ours, are the statement the review shows.
    const id = review.split('/').pop()!;
    const res = await request.get(`/api/documents/${id}/statement`, { headers: { authorization: `Bearer ${account.token}` } });
    expect(res.status()).toBe(200);
    const { statement } = (await res.json()) as { statement: Statement };
    const mt940 = await downloadNewest(page, 'MT940 (.sta)', '.sta');
    const read = readMt940(mt940);
    expect(mt940Differences(statement, read)).toEqual([]);
    expect(read[0].transactions.some((t) => t.structuredDetails?.['32'] === 'Domain Name Register')).toBe(true);
    const camt = await downloadNewest(page, 'CAMT.053 (.xml)', '.xml');
    const reading = await readCamt053(camt);
    expect(camtDifferences(statement, reading)).toEqual([]);
    expect(reading.parties[0]).toContain('Domain Name Register');
    await shoot('books-real-downloads');
  });
});
