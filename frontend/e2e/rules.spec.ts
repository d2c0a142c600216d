import { givenVerifiedUser, signInAs } from './support/accounts';
import { axeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import type { Page } from '@playwright/test';

/**
 * Two statements of the same bank (committed engine fixtures, Albion Bank): March with two gym payments,
 * May with one. A category corrected in March becomes a rule that books May's gym payment as it arrives.
 */
const MARCH = new URL('../../libs/statement/test/fixtures/uk-current.pdflib.pdf', import.meta.url).pathname;
const MAY = new URL('../../libs/statement/test/fixtures/uk-multiline.pdflib.pdf', import.meta.url).pathname;

// The gateway's CSP forbids injected scripts; axe is a test-only guest.
test.use({ bypassCSP: true });

async function convertAndReview(page: Page, file: string): Promise<void> {
  await page.goto('/');
  await page.getByLabel('PDF bank statement').setInputFiles(file);
  await page.getByRole('button', { name: 'Convert to Excel' }).click();
  await expect(page.getByText('Conversion successful! Download your Excel file below.')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('region', { name: 'What we found' }).getByRole('link', { name: 'Review and correct' }).click();
  await expect(page).toHaveURL(/\/documents\/[^/]+$/);
}

/**
 * The grid's rows whose description reads `words`, found while none is being edited (an edited row's
 * description is an input, whose text is its value), then held by their position.
 */
async function rowsSaying(page: Page, words: RegExp) {
  const found = page.locator('.review-grid tr.tx-row').filter({ has: page.getByRole('textbox', { name: /^Description, row/ }).filter({ hasText: words }) });
  await expect(found.first()).toBeVisible();
  const positions = await found.evaluateAll((rows) => rows.map((r) => r.getAttribute('aria-rowindex')));
  return positions.map((at) => page.locator(`.review-grid tr[aria-rowindex="${at}"]`));
}

test.describe('rules a user teaches', () => {
  test.skip(({ isMobile }) => isMobile, 'one account per run: registrations are rate limited per IP');

  test('correct a category, "Apply to all like this", and the next statement of the same bank arrives booked by the rule; the rule is listed, edited and deleted on the profile', async ({ page, request, shoot }) => {
    await signInAs(page, await givenVerifiedUser(request, 'rules'));
    await convertAndReview(page, MARCH);

    const gym = await rowsSaying(page, /GYM MEMBERSHIP/);
    expect(gym).toHaveLength(2);
    await expect(gym[0].getByLabel(/^Category, row/)).toHaveText('Health & fitness');
    // Keyboard: focus the category cell and press Enter: it becomes a select; choose another category.
    await gym[0].getByLabel(/^Category, row/).focus();
    await page.keyboard.press('Enter');
    await gym[0].getByRole('combobox', { name: /^Category, row/ }).selectOption('other');
    // The grid offers to make a rule of it, above the rows.
    await page.getByRole('button', { name: /^Apply to all like this: make a rule from row/ }).click();

    const dialog = page.getByRole('dialog', { name: 'Apply to all like this' });
    await expect(dialog.getByLabel('Words to match')).toHaveValue('GYM MEMBERSHIP');
    await expect(dialog.getByLabel('Category')).toHaveValue('other');
    await dialog.getByLabel('Payee (optional)').fill('Fitlife Gym');
    expect(await axeViolations(page)).toEqual([]);
    await shoot('rules-apply-dialog', { fullPage: false });
    await dialog.getByRole('button', { name: 'Save corrections and apply' }).click();
    await expect(page.getByText(/^Rule saved and applied: 2 rows changed here/)).toBeVisible({ timeout: 15_000 });
    await expect(dialog).toHaveCount(0);
    // The row still being edited shows its select and input; the other its text.
    await expect(gym[0].getByRole('combobox', { name: /^Category, row/ })).toHaveValue('other');
    await expect(gym[0].getByRole('textbox', { name: /^Payee, row/ })).toHaveValue('Fitlife Gym');
    await expect(gym[1].getByLabel(/^Category, row/)).toHaveText('Other');
    await expect(gym[1].getByLabel(/^Payee, row/)).toHaveText('Fitlife Gym');
    // Rows no rule matches keep theirs.
    const [netflix] = await rowsSaying(page, /NETFLIX/);
    await expect(netflix.getByLabel(/^Category, row/)).toHaveText('Software & subscriptions');

    // The next statement of the bank arrives booked by the rule.
    await convertAndReview(page, MAY);
    const mayGym = await rowsSaying(page, /GYM MEMBERSHIP/);
    expect(mayGym).toHaveLength(1);
    await expect(mayGym[0].getByLabel(/^Category, row/)).toHaveText('Other');
    await expect(mayGym[0].getByLabel(/^Payee, row/)).toHaveText('Fitlife Gym');

    // Listed on the profile in plain words, edited, deleted.
    await page.goto('/profile');
    const rules = page.getByRole('list', { name: 'Your rules' });
    const words = "Description contains 'GYM MEMBERSHIP' → Fitlife Gym · Other";
    await expect(rules.getByText(words)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: `Edit rule: ${words}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit rule' });
    await edit.getByLabel('Category').selectOption('health');
    await edit.getByLabel('Amount to (optional)').fill('0');
    await edit.getByRole('button', { name: 'Save rule' }).click();
    const edited = "Description contains 'GYM MEMBERSHIP', amount 0.00 or less → Fitlife Gym · Health & fitness";
    await expect(rules.getByText(edited)).toBeVisible();
    await shoot('rules-profile');
    await page.getByRole('button', { name: `Delete rule: ${edited}` }).click();
    await expect(page.getByText('You have no rules yet.')).toBeVisible();
  });
});
