import { expect, test } from './support/fixtures';

const LOCKED = new URL('./support/statement-password.pdf', import.meta.url).pathname;

test.describe('an anonymous visitor', () => {
  test.skip(({ isMobile }) => isMobile, 'the free page is counted per IP, so only one project can use it');

  test('unlocks a password-protected statement, converts it free, then sees the countdown', async ({ page, shoot }) => {
    await page.goto('/');
    await page.getByLabel('PDF bank statement').setInputFiles(LOCKED);
    await page.getByRole('button', { name: 'Convert to Excel' }).click();
    await expect(page.getByLabel('PDF password')).toBeVisible({ timeout: 30_000 });
    await shoot('home-password');

    await page.getByLabel('PDF password').fill('not-it');
    await page.getByRole('button', { name: 'Unlock and convert' }).click();
    await expect(page.getByLabel('PDF password')).toBeVisible();
    await page.getByLabel('PDF password').fill('statement-2024');
    await page.getByRole('button', { name: 'Unlock and convert' }).click();
    await expect(page.getByText('Conversion successful! Download your Excel file below.')).toBeVisible({ timeout: 30_000 });

    await page.getByRole('button', { name: 'Convert another PDF' }).click();
    await page.getByLabel('PDF bank statement').setInputFiles(LOCKED);
    await page.getByRole('button', { name: 'Convert to Excel' }).click();
    const countdown = page.getByText(/Next Free Conversion in \d+h \d{2}m \d{2}s/);
    await expect(countdown).toBeVisible({ timeout: 30_000 });
    const before = await countdown.textContent();
    await expect(countdown).not.toHaveText(before ?? '', { timeout: 3000 });
    await shoot('home-countdown');
  });
});
