import { givenVerifiedUser, signInAs } from './support/accounts';
import { expect, test } from './support/fixtures';

test.describe('two tabs', () => {
  test.skip(({ isMobile }) => isMobile, 'registrations are rate limited per IP');

  test('signing out in one tab signs the other out too', async ({ page, context, request }) => {
    const account = await givenVerifiedUser(request, 'tabs');
    await signInAs(page, account, '/');
    const other = await context.newPage();
    await other.goto('/faq');
    await expect(other.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(other.getByRole('link', { name: 'Credits (3)' })).toBeVisible();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await expect(other.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(other.getByRole('link', { name: 'Credits', exact: true })).toBeVisible();
  });
});
