import { aFreshEmail, givenVerifiedUser, signInAs } from './support/accounts';
import { expect, test } from './support/fixtures';

test.describe('the profile', () => {
  test.skip(({ isMobile }) => isMobile, 'registrations are rate limited per IP');

  test('shows the account, copies the referral code, changes the email and deletes the account', async ({ page, context, request, baseURL, shoot }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    const account = await givenVerifiedUser(request, 'profile');
    await signInAs(page, account, '/profile');

    await expect(page.getByText(account.email)).toBeVisible();
    await expect(page.getByText('Email/Password')).toBeVisible();
    const code = page.getByLabel('Your referral code');
    await expect(code).not.toHaveText('Loading...');
    await page.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByText('Referral code copied!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await code.textContent());
    await shoot('profile-signed-in');

    const newEmail = aFreshEmail('moved');
    await page.getByLabel('Email address').fill(newEmail);
    await page.getByRole('button', { name: 'Update email' }).click();
    await expect(page.getByRole('form', { name: 'Update email' }).getByRole('status')).toBeVisible();

    await page.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByText('Your account has been deleted.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});
