import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, expectNoHorizontalScroll, test } from './support/fixtures';

// The file `make bench` writes and the repository keeps, read from disk as the bench left it: the page in the
// running product must show each of its figures exactly, so a page that drifts from the last bench fails here.
type Row = { corpus: string; about: string; kind: string; statements: number; transactions: number; f1: number; perfect: number; wronglyVerified: number };
type Measured = { measuredAt: string; commit: { sha: string; dirty: boolean } | null; command: string; rows: Row[]; speed: { pages: number; parseAndXlsxMs: number; pdftotextMs: number; timesPdftotext: number } | null };

const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/content/accuracy.json');
const measured = JSON.parse(readFileSync(file, 'utf8')) as Measured;
const count = (n: number) => n.toLocaleString('en-US');
/** A pattern matching this text and nothing longer ('dev' must not find 'dev-wide'). */
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

test.describe('the public accuracy page', () => {
  test('when /accuracy is opened, then every corpus of the bench file shows its figures exactly, with the date and commit', async ({ page, shoot }) => {
    expect(measured.rows.length).toBeGreaterThan(0);
    // A public page a search engine or a shared link opens directly: the gateway serves it as a page, not a 404.
    expect((await page.goto('/accuracy'))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'How accurate is bankxl?' })).toBeVisible();

    const table = page.getByTestId('accuracy-table');
    await expect(table.locator('tbody tr')).toHaveCount(measured.rows.length);
    for (const row of measured.rows) {
      const tr = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: row.corpus, exact: true }) });
      await expect(tr).toHaveCount(1);
      const cells = tr.getByRole('cell');
      await expect(cells).toHaveText([
        count(row.statements),
        count(row.transactions),
        row.f1.toFixed(4),
        `${count(row.perfect)} of ${count(row.statements)}`,
        count(row.wronglyVerified),
      ]);
      const entry = page.getByTestId('accuracy-corpus').filter({ has: page.locator('strong', { hasText: exactly(row.corpus) }) });
      await expect(entry).toContainText(`(${row.kind === 'held-out' ? 'held-out' : 'tuned on'}, scored by`);
      await expect(entry).toContainText(row.about);
    }

    const when = page.getByTestId('accuracy-measured');
    await expect(when).toContainText(measured.measuredAt.slice(0, 10));
    if (measured.commit) await expect(when).toContainText(measured.commit.sha);
    if (measured.speed) {
      const speed = page.getByTestId('accuracy-speed');
      await expect(speed).toContainText(`${count(measured.speed.parseAndXlsxMs)} ms`);
      await expect(speed).toContainText(`${measured.speed.timesPdftotext.toFixed(2)} times`);
      await expect(speed).toContainText(`${count(measured.speed.pdftotextMs)} ms`);
    }
    await expect(page.getByRole('heading', { name: 'How rows are matched' })).toBeVisible();
    await expect(page.getByText('at least 80 % similar')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Reproduce it' })).toBeVisible();
    await expect(page.locator('pre code')).toHaveText(measured.command);
    await shoot('accuracy');
  });

  test('when a visitor follows the footer link or the FAQ link, then the accuracy page opens', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Accuracy' }).click();
    await expect(page).toHaveURL(/\/accuracy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'How accurate is bankxl?' })).toBeVisible();

    await page.goto('/faq');
    await page.getByRole('main').getByRole('link', { name: 'Our accuracy page' }).click();
    await expect(page).toHaveURL(/\/accuracy$/);
    await expect(page.getByTestId('accuracy-table')).toBeVisible();
  });

  test('when /accuracy is opened on a phone, then the table scrolls in its box and the page does not scroll sideways', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/accuracy');
    await expect(page.getByTestId('accuracy-table')).toBeVisible();
    await expectNoHorizontalScroll(page);
  });
});
