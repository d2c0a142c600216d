import { givenVerifiedUser, signInAs } from './support/accounts';
import { axeViolations } from './support/axe';
import { expect, test } from './support/fixtures';

const STATEMENT = new URL('./support/statement-1-page.pdf', import.meta.url).pathname;

// The gateway's CSP forbids injected scripts; axe is a test-only guest.
test.use({ bypassCSP: true });

type ListedDocument = { id: string; stored_filename: string; deleted: boolean; expired: boolean };

test.describe('Delete now', () => {
  test.skip(({ isMobile }) => isMobile, 'one account per run: registrations are rate limited per IP');

  test('a signed-in user deletes a converted file from Documents after confirming by keyboard: it shows as Deleted, cannot be downloaded, and its review page says so', async ({
    page,
    request,
    shoot,
  }) => {
    const account = await givenVerifiedUser(request, 'delete');
    await signInAs(page, account);
    await page.getByLabel('PDF bank statement').setInputFiles(STATEMENT);
    await page.getByRole('button', { name: 'Convert to Excel' }).click();
    await expect(page.getByText('Conversion successful! Download your Excel file below.')).toBeVisible({ timeout: 30_000 });
    const auth = { authorization: `Bearer ${account.token}` };
    const [doc] = (await (await request.get('/api/documents', { headers: auth })).json()) as ListedDocument[];
    expect((await request.get(`/api/download/${doc.stored_filename}`, { headers: auth })).status()).toBe(200);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Documents' }).click();
    const row = page.getByRole('list', { name: 'Files' }).getByRole('listitem').first();
    await expect(row.getByRole('button', { name: 'Download statement-1-page.pdf' })).toBeEnabled();

    // Cancel (Escape) changes nothing.
    await row.getByRole('button', { name: 'Delete now: statement-1-page.pdf' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this file now?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(row.getByRole('button', { name: 'Download statement-1-page.pdf' })).toBeEnabled();

    // Keyboard only: open the dialog, move to "Delete now" and confirm.
    await row.getByRole('button', { name: 'Delete now: statement-1-page.pdf' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('deleted from our servers now');
    await shoot('delete-now-dialog', { fullPage: false });
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Delete now' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(dialog).toBeHidden();
    await expect(row.getByText('Deleted', { exact: true }).first()).toBeVisible();
    const download = row.getByRole('button', { name: 'Download statement-1-page.pdf' });
    await expect(download).toBeDisabled();
    await expect(download).toHaveText('Deleted');
    await expect(row.getByRole('button', { name: /^Delete now/ })).toHaveCount(0);
    await expect(row.getByRole('link', { name: /^Review / })).toHaveCount(0);
    await shoot('documents-deleted');
    expect(await axeViolations(page)).toEqual([]);

    // The server agrees: gone at once.
    const gone = await request.get(`/api/download/${doc.stored_filename}`, { headers: auth });
    expect(gone.status()).toBe(410);
    expect(await gone.json()).toEqual({ message: 'This file was deleted.', code: 'deleted' });
    expect((await request.get(`/api/documents/${doc.id}/statement`, { headers: auth })).status()).toBe(410);

    // Its review page offers nothing that would fail.
    await page.goto(`/documents/${doc.id}`);
    await expect(page.getByText('This document was deleted: its PDF, workbooks and rows are no longer kept.')).toBeVisible();
    await expect(page.getByRole('grid')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Save|Download|Delete now/ })).toHaveCount(0);
  });
});
