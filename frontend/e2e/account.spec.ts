import { readFileSync } from 'node:fs';
import { aFreshEmail } from './support/accounts';
import { expect, test } from './support/fixtures';
import { linkFromMail } from './support/mail';

const STATEMENT = new URL('./support/statement-1-page.pdf', import.meta.url).pathname;

test.describe('a new user', () => {
  test.skip(({ isMobile }) => isMobile, 'one account journey per run: registrations are rate limited per IP');

  test('registers, verifies, logs in, converts a statement and downloads it again from Documents', async ({ page, shoot }) => {
    const email = aFreshEmail('journey');
    const password = 'correct-horse-9';

    await page.goto('/register');
    await page.getByRole('button', { name: 'Register with Email' }).click();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Registration successful! Please check your email to verify your address.')).toBeVisible();

    // Logging in before verifying is refused with the verification hint.
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Please verify your email address before logging in. Check your inbox for a verification link.')).toBeVisible();

    await page.goto(await linkFromMail(email, 'verify-email'));
    await expect(page.getByText('Email address verified! Redirecting to home page...')).toBeVisible();
    await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });

    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Login successful!')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Credits (3)' })).toBeVisible();

    await page.getByLabel('PDF bank statement').setInputFiles(STATEMENT);
    await page.getByRole('button', { name: 'Convert to Excel' }).click();
    await expect(page.getByText('Conversion successful! Download your Excel file below.')).toBeVisible({ timeout: 30_000 });
    await shoot('home-success');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download Excel' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const workbook = readFileSync(await download.path());
    expect(workbook.subarray(0, 2).toString()).toBe('PK');
    await expect(page.getByRole('link', { name: 'Credits (2)' })).toBeVisible();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Documents' }).click();
    const row = page.getByRole('list', { name: 'Files' }).getByRole('listitem').first();
    await expect(row).toContainText('statement-1-page.pdf');
    await shoot('documents-list');
    const [again] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: /^Download / }).click()]);
    expect(again.suggestedFilename()).toMatch(/\.xlsx$/);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Credits (2)' }).click();
    await expect(page.getByRole('table')).toContainText('\u22121');
    await shoot('credits-history');
  });
});
