import { givenVerifiedUser, signInAs } from './support/accounts';
import { expect, test } from './support/fixtures';

test.describe('buying credits', () => {
  test.skip(({ isMobile }) => isMobile, 'registrations are rate limited per IP');

  test('a signed-in user buys the Small Business pack through the sandbox checkout', async ({ page, request, shoot }) => {
    const account = await givenVerifiedUser(request, 'buyer');
    await signInAs(page, account, '/pricing');
    await expect(page.getByRole('link', { name: 'Credits (3)' })).toBeVisible();

    await page.getByRole('button', { name: 'Buy Small Business' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm your purchase' });
    await expect(dialog).toContainText('400 credits for $15');
    await shoot('pricing-confirm', { fullPage: false });
    await dialog.getByRole('button', { name: 'Continue to payment' }).click();

    // The embedded system's sandbox checkout page (no real payment).
    await page.getByRole('button', { name: /^Pay \$15/ }).click();
    await expect(page).toHaveURL(/\/credits/);
    await expect(page.getByRole('link', { name: 'Credits (403)' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('table')).toContainText('+400');
  });

  test('an anonymous visitor who presses Buy is sent to log in', async ({ page }) => {
    await page.goto('/pricing');
    await page.getByRole('button', { name: 'Buy Firm' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
