import { readFileSync } from 'node:fs';
import { givenVerifiedUser, signInAs } from './support/accounts';
import { expect, test } from './support/fixtures';

const STATEMENT = new URL('./support/statement-1-page.pdf', import.meta.url).pathname;

test.describe('download formats', () => {
  test.skip(({ isMobile }) => isMobile, 'one account per run: registrations are rate limited per IP');

  test('a signed-in user downloads a conversion as OFX from the result panel, then as QIF from Documents, and the menu remembers the choice', async ({
    page,
    request,
    shoot,
  }) => {
    await signInAs(page, await givenVerifiedUser(request, 'formats'));
    await page.getByLabel('PDF bank statement').setInputFiles(STATEMENT);
    await page.getByRole('button', { name: 'Convert to Excel' }).click();
    await expect(page.getByText('Conversion successful! Download your Excel file below.')).toBeVisible({ timeout: 30_000 });

    const menu = page.getByLabel('Download format');
    await expect(menu).toHaveValue('xlsx');
    await menu.selectOption({ label: 'OFX (.ofx)' });
    await shoot('result-panel-formats');
    const [ofx] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download OFX (.ofx)' }).click()]);
    expect(ofx.suggestedFilename()).toBe('statement-1-page.ofx');
    const ofxText = readFileSync(await ofx.path(), 'utf8');
    expect(ofxText.startsWith('OFXHEADER:100\r\n')).toBe(true);
    expect(ofxText).toContain('<FITID>');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Documents' }).click();
    await expect(page.getByLabel('Download format')).toHaveValue('ofx');
    await page.getByLabel('Download format').selectOption({ label: 'QIF (.qif)' });
    const row = page.getByRole('list', { name: 'Files' }).getByRole('listitem').first();
    const [qif] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: /^Download / }).click()]);
    expect(qif.suggestedFilename()).toBe('statement-1-page.qif');
    expect(readFileSync(await qif.path(), 'utf8')).toMatch(/^!Type:(Bank|CCard)\r\n/);
    await shoot('documents-formats');

    await page.reload();
    await expect(page.getByLabel('Download format')).toHaveValue('qif');
  });
});
