import { givenVerifiedUser, signInAs } from './support/accounts';
import { axeViolations } from './support/axe';
import { expect, test } from './support/fixtures';

/**
 * A card statement printing the posting date before the transaction date (committed engine fixture): the engine
 * reads the transaction dates (row 1: 2024-06-04, posted 2024-06-05).
 */
const STATEMENT = new URL('../../libs/statement/test/fixtures/us-card-post-date-first-two-holders.pdflib.pdf', import.meta.url).pathname;


// The gateway's CSP forbids injected scripts; axe is a test-only guest.
test.use({ bypassCSP: true });

test.describe('the reading, visible and switchable', () => {
  test.skip(({ isMobile }) => isMobile, 'one account per run: registrations are rate limited per IP');

  test('a card statement with two date columns: the review says how it was read, one click reads the other column, re-checked and saved, and undo brings the dates back', async ({
    page,
    request,
    shoot,
  }) => {
    await signInAs(page, await givenVerifiedUser(request, 'reading'));
    await page.getByLabel('PDF bank statement').setInputFiles(STATEMENT);
    await page.getByRole('button', { name: 'Convert to Excel' }).click();
    await expect(page.getByText('Conversion successful! Download your Excel file below.')).toBeVisible({ timeout: 30_000 });
    await page.getByRole('region', { name: 'What we found' }).getByRole('link', { name: 'Review and correct' }).click();
    await expect(page).toHaveURL(/\/documents\/[^/]+$/);

    // Verified, so the balances and reading panel starts folded (its summary line says how it was read): open it.
    await expect(page.locator('summary', { hasText: 'Balances and reading' })).toContainText('Dates: transaction date');
    await page.locator('summary', { hasText: 'Balances and reading' }).click();
    const reading = page.getByRole('region', { name: 'How this account was read' });
    const summary = reading.getByTestId('reading-summary');
    await expect(summary).toContainText('Dates: transaction date (second of 2 date columns, "trans date"), month before day');
    await expect(summary).toContainText('Signs: card statement');
    await expect(summary).toContainText('Confirmed by: previous balance + purchases − payments = new balance');
    const date1 = page.getByLabel('Date, row 1', { exact: true });
    await expect(date1).toHaveText('2024-06-04');
    const check = page.getByRole('status').filter({ hasText: 'Balance check:' });
    await expect(check).toContainText('Verified');
    expect(await axeViolations(page)).toEqual([]);

    // Keyboard only: the switch is a button in the reading's group.
    await reading.getByRole('button', { name: 'Use the other date column ("post date") as the transaction date' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Read again (use the other date column ("post date") as the transaction date) and saved.')).toBeVisible({ timeout: 30_000 });
    await expect(date1).toHaveText('2024-06-05');
    await expect(summary).toContainText('Dates: transaction date (first of 2 date columns, "post date")');
    await expect(reading).toContainText('You chose this reading');
    await expect(check).toContainText('Verified');
    await expect(reading.getByRole('button', { name: 'Use the other date column ("trans date") as the transaction date' })).toBeVisible();
    await shoot('review-reading-switched');
    expect(await axeViolations(page)).toEqual([]);

    // Saved as a version: a reload shows it.
    await page.reload();
    await expect(date1).toHaveText('2024-06-05');

    // Undo (after a reload the editor starts fresh: switch back the same way, then undo that switch).
    await reading.getByRole('button', { name: 'Use the other date column ("trans date") as the transaction date' }).click();
    await expect(date1).toHaveText('2024-06-04');
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(date1).toHaveText('2024-06-05');
    await expect(page.getByText('Unsaved corrections', { exact: true })).toBeVisible();
    // With unsaved rows, switching waits for them to be saved or undone.
    await expect(reading.getByText('Save or undo your corrections first: reading the statement again replaces its rows.')).toBeVisible();
    await page.getByRole('button', { name: 'Redo' }).click();
    await expect(date1).toHaveText('2024-06-04');
    await expect(page.getByText('Unsaved corrections', { exact: true })).toHaveCount(0);
  });
});
