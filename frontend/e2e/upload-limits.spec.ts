import { expect, test } from './support/fixtures';

/**
 * A statement over the 20 MB limit dropped on `/`: refused on the page, before any upload, in the server's
 * words (issue 27: the upload used to start, and the server's 413 reached the browser as a network error).
 */
test.describe('a file over the upload limit', () => {
  test('dropped on the converter, it is refused at once with the size message and nothing is uploaded', async ({ page }) => {
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/convert')) uploads.push(request.url());
    });
    await page.goto('/');
    // 21 MB, made in the page (a PDF header and zeros): a drag from the file manager onto the drop zone.
    const dataTransfer = await page.evaluateHandle(() => {
      const bytes = new Uint8Array(21 * 1024 * 1024);
      bytes.set(new TextEncoder().encode('%PDF-1.4\n'));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], 'year-of-statements.pdf', { type: 'application/pdf' }));
      return transfer;
    });
    const zone = page.getByTestId('dropzone');
    await zone.dispatchEvent('dragover', { dataTransfer });
    await zone.dispatchEvent('drop', { dataTransfer });
    await expect(page.getByText('This file is larger than the 20 MB limit.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Convert to Excel' })).toBeDisabled();
    expect(uploads).toEqual([]);

    // A file within the limit is taken as usual.
    await page.getByLabel('PDF bank statement').setInputFiles(new URL('./support/statement-1-page.pdf', import.meta.url).pathname);
    await expect(page.getByText('This file is larger than the 20 MB limit.')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Convert to Excel' })).toBeEnabled();
  });
});
