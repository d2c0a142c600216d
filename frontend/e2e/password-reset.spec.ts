import { givenVerifiedUser } from './support/accounts';
import { expect, test } from './support/fixtures';
import { linkFromMail } from './support/mail';

test.describe('a forgotten password', () => {
  test.skip(({ isMobile }) => isMobile, 'registrations are rate limited per IP');

  test('is reset through the mailed link, and the new password logs in', async ({ page, request }) => {
    const account = await givenVerifiedUser(request, 'forgetful');
    await page.goto('/forgot-password');
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status').filter({ hasText: /reset link/i })).toBeVisible();

    await page.goto(await linkFromMail(account.email, 'reset-password'));
    await page.getByLabel('New password', { exact: true }).fill('brand-new-pass');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('Password has been reset. You can now log in.')).toBeVisible();

    await page.getByRole('link', { name: 'Go to login' }).click();
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill('brand-new-pass');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Login successful!')).toBeVisible();
  });
});
