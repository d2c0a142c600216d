import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Locator, Page } from '@playwright/test';
import { givenVerifiedUser, signInAs } from './support/accounts';
import { axeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { convertAndOpenReview, writeStatement } from './support/review';

/**
 * The statement's pages beside the review grid, through the real embedded product: a multi-page text
 * statement is converted, its review opened, and the outline of a row on the rendered page is checked
 * against where pdf.js says that row's text is, and against the canvas's own pixels.
 */


/** libs/bench's long statement: 38 rows a page, each row's description unique ("TESCO STORES 3217 LONDON 1000"). */
const ROWS_PER_PAGE = 38;
const MERCHANTS = ['TESCO STORES 3217 LONDON', 'TFL TRAVEL CHARGE', 'AMAZON MARKETPLACE', 'SALARY ACME LTD', 'DIRECT DEBIT COUNCIL TAX', 'COSTA COFFEE 441', 'TRANSFER FROM SAVINGS', 'CARD PAYMENT SAINSBURYS'];
const descriptionOf = (index: number) => `${MERCHANTS[index % MERCHANTS.length]} ${1000 + index}`;

type Rect = { left: number; top: number; right: number; bottom: number };
/** A line of text on a page, in PDF points from the top left (as the engine and the viewer measure). */
type TextRun = { str: string; rect: Rect };

/** Where pdf.js (in Node, independently of the app) says each text run of page `page` is drawn. */
async function textRuns(bytes: Uint8Array, page: number): Promise<{ width: number; runs: TextRun[] }> {
  const doc = await pdfjs.getDocument({ data: bytes.slice(), isEvalSupported: false, verbosity: 0 }).promise;
  try {
    const p = await doc.getPage(page);
    const viewport = p.getViewport({ scale: 1 });
    const content = await p.getTextContent();
    const runs: TextRun[] = [];
    for (const item of content.items) {
      if (!('str' in item) || !item.str.trim()) continue;
      const x = item.transform[4];
      const baseline = viewport.height - item.transform[5];
      // The glyphs' ink: from about the cap height above the baseline to the baseline.
      runs.push({ str: item.str, rect: { left: x, right: x + item.width, top: baseline - item.height * 0.7, bottom: baseline } });
    }
    return { width: viewport.width, runs };
  } finally {
    await doc.destroy();
  }
}

/** The runs on the line of `description` (its date, description, amount and balance). */
function lineOf(runs: TextRun[], description: string): TextRun[] {
  const anchor = runs.find((r) => r.str === description);
  if (!anchor) throw new Error(`"${description}" is not on the page`);
  return runs.filter((r) => Math.abs(r.rect.bottom - anchor.rect.bottom) < 1);
}

const rectOf = async (locator: Locator): Promise<Rect> => {
  const b = (await locator.boundingBox())!;
  return { left: b.x, top: b.y, right: b.x + b.width, bottom: b.y + b.height };
};

/** A rect in page points → screen px, through the canvas of that page as the browser shows it. */
const onScreen = (r: Rect, canvas: Rect, pageWidth: number): Rect => {
  const k = (canvas.right - canvas.left) / pageWidth;
  return { left: canvas.left + r.left * k, right: canvas.left + r.right * k, top: canvas.top + r.top * k, bottom: canvas.top + r.bottom * k };
};

const inside = (inner: Rect, outer: Rect, slack = 1) =>
  inner.left >= outer.left - slack && inner.right <= outer.right + slack && inner.top >= outer.top - slack && inner.bottom <= outer.bottom + slack;

/** Dark pixels of the canvas of `page` under the row's outlined box: the row's text as drawn. */
async function darkPixelsUnder(page: Page, pageNumber: number, row: number): Promise<{ dark: number; total: number }> {
  return page.evaluate(
    ({ pageNumber, row }) => {
      const canvas = document.querySelector<HTMLCanvasElement>(`canvas[data-page-canvas="${pageNumber}"]`)!;
      const box = document.querySelector<HTMLElement>(`[data-box-row="${row}"]`)!.getBoundingClientRect();
      const c = canvas.getBoundingClientRect();
      const k = canvas.width / c.width;
      const x = Math.max(0, Math.floor((box.left - c.left) * k));
      const y = Math.max(0, Math.floor((box.top - c.top) * k));
      const w = Math.min(canvas.width - x, Math.ceil(box.width * k));
      const h = Math.min(canvas.height - y, Math.ceil(box.height * k));
      const data = canvas.getContext('2d')!.getImageData(x, y, w, h).data;
      let dark = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i] + data[i + 1] + data[i + 2] < 3 * 200) dark += 1;
      return { dark, total: w * h };
    },
    { pageNumber, row },
  );
}

/**
 * The outline of grid row `row` (0-based) lies on the text of the statement's row `printed` on the rendered
 * page (the same row unless rows were inserted above it), and on no other row's.
 */
async function expectOutlineOnRow(page: Page, bytes: Uint8Array, pageNumber: number, row: number, printed = row): Promise<void> {
  const box = page.locator(`[data-box-row="${row}"]`);
  await expect(box).toHaveAttribute('aria-current', 'true');
  await expect(box).toHaveClass(/page-view__box--selected/);
  // In view in the pane (the pane scrolled to it), and the pane in the window.
  const scroller = page.locator('.page-view__scroll');
  await scroller.scrollIntoViewIfNeeded();
  await expect(async () => expect(inside(await rectOf(box), await rectOf(scroller))).toBe(true)).toPass();
  const canvas = page.locator(`canvas[data-page-canvas="${pageNumber}"][data-rendered="true"]`);
  await expect(canvas).toBeVisible();
  const { width, runs } = await textRuns(bytes, pageNumber);
  const canvasRect = await rectOf(canvas);
  const outline = await rectOf(box);

  const line = lineOf(runs, descriptionOf(printed));
  expect(line.length).toBeGreaterThanOrEqual(4); // date, description, amount, balance
  for (const run of line) expect(inside(onScreen(run.rect, canvasRect, width), outline), `"${run.str}" inside the outline of row ${row + 1}`).toBe(true);
  // The neighbours' text is not in it.
  for (const other of [printed - 1, printed + 1]) {
    const next = runs.find((r) => r.str === descriptionOf(other));
    if (next) expect(inside(onScreen(next.rect, canvasRect, width), outline, 0), `row ${other + 1} outside the outline`).toBe(false);
  }
  // And the canvas has ink there (anti-aliased glyphs on white): the text pdf.js drew in the browser, under the outline.
  const { dark, total } = await darkPixelsUnder(page, pageNumber, row);
  expect(dark).toBeGreaterThan(total * 0.03);
}

// The gateway's CSP forbids injected scripts; axe is a test-only guest.
test.use({ bypassCSP: true });

test.describe('the statement page beside the review grid', () => {
  test.skip(({ isMobile }) => isMobile, 'one account per run: registrations are rate limited per IP');

  test('a three-page statement: the outline lies on the row on the first and the last page, the page selects rows, and a keyboard-only review passes axe', async ({
    page,
    request,
    shoot,
  }) => {
    test.setTimeout(120_000);
    const { file, bytes } = await writeStatement(3);
    // The browser's errors in the test's output: a page that stays blank says why.
    page.on('console', (m) => void (m.type() === 'error' || m.type() === 'warning' ? console.log('[browser]', m.type(), m.text()) : null));
    page.on('pageerror', (e) => console.log('[pageerror]', e.message));
    await signInAs(page, await givenVerifiedUser(request, 'pageview'));
    await convertAndOpenReview(page, file);

    const pane = page.getByRole('region', { name: 'Statement pages' });
    await expect(pane.locator('canvas[data-page-canvas="1"][data-rendered="true"]')).toBeVisible();
    await expect(pane).toContainText('Page 1 of 3');

    // Row 5 (page 1), selected in the grid: outlined on the page, on its own text.
    await page.getByLabel('Description, row 5', { exact: true }).click();
    await expectOutlineOnRow(page, bytes, 1, 4);

    // The last row (page 3): the grid scrolls to it, the page follows.
    const last = 3 * ROWS_PER_PAGE - 1;
    await page.locator('.review-grid .table-scroll').evaluate((e) => (e.scrollTop = e.scrollHeight));
    await page.getByLabel(`Description, row ${last + 1}`, { exact: true }).click();
    await expect(pane).toContainText('Page 3 of 3');
    await expectOutlineOnRow(page, bytes, 3, last);
    await shoot('review-page-last-row');

    // A click on a line of page 3 selects that row in the grid (and only outlines it there).
    const { width, runs } = await textRuns(bytes, 3);
    const target = 2 * ROWS_PER_PAGE + 10;
    const text = runs.find((r) => r.str === descriptionOf(target))!;
    await pane.locator('.page-view__scroll').scrollIntoViewIfNeeded();
    const at = onScreen(text.rect, await rectOf(pane.locator('canvas[data-page-canvas="3"]')), width);
    await page.mouse.click((at.left + at.right) / 2, (at.top + at.bottom) / 2);
    const selectedRow = page.locator('.review-grid tr[aria-current="true"]');
    await expect(selectedRow).toHaveCount(1);
    await expect(selectedRow).toHaveAttribute('aria-rowindex', String(target + 2));
    await expect(selectedRow).toContainText(descriptionOf(target));
    await expect(selectedRow).toBeInViewport();
    await expectOutlineOnRow(page, bytes, 3, target);

    // Keyboard only. In the grid: Down moves the selection, and the page follows.
    await page.getByLabel(`Description, row ${target + 1}`, { exact: true }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByLabel(`Description, row ${target + 2}`, { exact: true })).toBeFocused();
    await expectOutlineOnRow(page, bytes, 3, target + 1);
    // On the page: its boxes are buttons named by their rows; Down and Up move between them.
    const box = pane.getByRole('button', { name: new RegExp(`^Row ${target + 2}, `) });
    await box.focus();
    await page.keyboard.press('ArrowDown');
    await expect(pane.getByRole('button', { name: new RegExp(`^Row ${target + 3}, `) })).toBeFocused();
    await expect(selectedRow).toHaveAttribute('aria-rowindex', String(target + 4));
    await page.keyboard.press('Enter');
    await expect(selectedRow).toHaveAttribute('aria-rowindex', String(target + 4));
    // Page Up and Page Down go page by page; the zoom buttons are named.
    await page.keyboard.press('PageUp');
    await expect(pane).toContainText('Page 2 of 3');
    await page.keyboard.press('PageUp');
    await expect(pane).toContainText('Page 1 of 3');
    await page.keyboard.press('PageDown');
    await expect(pane).toContainText('Page 2 of 3');
    await pane.getByRole('button', { name: 'Zoom in' }).focus();
    await page.keyboard.press('Enter');
    await expect(pane).toContainText('125%');
    await pane.getByRole('button', { name: 'Fit to width' }).focus();
    await page.keyboard.press('Enter');
    await expect(pane).toContainText('100%');
    await shoot('review-page-keyboard');
    expect(await axeViolations(page)).toEqual([]);

    // A row a person inserts is on no page: marked in the grid, named so in the pane; the rows below keep their boxes.
    const above = target + 3;
    await page.getByRole('button', { name: `Actions for row ${above + 1}` }).click();
    await page.getByRole('menuitem', { name: `Insert a row after row ${above + 1}` }).click();
    const inserted = page.locator(`.review-grid tr[aria-rowindex="${above + 3}"]`);
    await expect(inserted).toContainText('added by you');
    await page.getByLabel(`Description, row ${above + 2}`, { exact: true }).click();
    await expect(inserted).toHaveAttribute('aria-current', 'true');
    await expect(pane).toContainText(`Row ${above + 2} was added by you: it is on no page of the statement.`);
    await expect(pane.locator('[aria-current="true"]')).toHaveCount(0);
    await page.getByLabel(`Description, row ${above + 3}`, { exact: true }).click();
    await expectOutlineOnRow(page, bytes, 3, above + 2, above + 1);
  });

  test('while the PDF is on its way, the first page is the picture drawn when it was converted, its boxes select rows, and pdf.js then draws it', async ({ page, request }) => {
    test.setTimeout(120_000);
    const { file } = await writeStatement(2);
    await signInAs(page, await givenVerifiedUser(request, 'pagepicture'));
    const review = await convertAndOpenReview(page, file);
    // The picture is drawn just after the conversion's answer: here once the server has it.
    const pictureStatus = () =>
      page.evaluate(async (address) => (await fetch(`/api${address}/first-page`, { headers: { Authorization: `Bearer ${localStorage.getItem('token')}` } })).status, review);
    await expect.poll(pictureStatus, { timeout: 30_000 }).toBe(200);
    // The PDF is held back: what the pane shows until it arrives comes from the picture alone.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/documents/*/pdf', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(review);
    const pane = page.getByRole('region', { name: 'Statement pages' });
    const first = pane.locator('canvas[data-page-canvas="1"]');
    await expect(first).toBeVisible();
    const ink = () =>
      first.evaluate((canvas: HTMLCanvasElement) => {
        const pixels = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
        let dark = 0;
        for (let i = 0; i < pixels.length; i += 4) if (pixels[i] < 128 && pixels[i + 3] > 0) dark += 1;
        return dark / (canvas.width * canvas.height);
      });
    await expect.poll(ink).toBeGreaterThan(0.01);
    await expect(first).not.toHaveAttribute('data-rendered', 'true');
    await expect(pane).toContainText('Page 1 of 2');
    // The boxes are there already: one selects its row in the grid.
    await pane.getByRole('button', { name: /^Row 3, / }).click();
    await expect(page.locator('.review-grid tr[aria-current="true"]')).toHaveAttribute('aria-rowindex', '4');
    release();
    await expect(first).toHaveAttribute('data-rendered', 'true', { timeout: 30_000 });
    expect(await ink()).toBeGreaterThan(0.01);
    await expect(page.locator('.review-grid tr[aria-current="true"]')).toHaveAttribute('aria-rowindex', '4');
  });

  test('a password-protected statement: the pane says its pages cannot be shown, and the rows are there to correct', async ({ page, request }) => {
    const locked = new URL('./support/statement-password.pdf', import.meta.url).pathname;
    await signInAs(page, await givenVerifiedUser(request, 'pagelocked'));
    await page.getByLabel('PDF bank statement').setInputFiles(locked);
    await page.getByRole('button', { name: 'Convert to Excel' }).click();
    await page.getByLabel('PDF password').fill('statement-2024');
    await page.getByRole('button', { name: 'Unlock and convert' }).click();
    await expect(page.getByText('Conversion successful! Download your Excel file below.')).toBeVisible({ timeout: 30_000 });
    await page.getByRole('region', { name: 'What we found' }).getByRole('link', { name: 'Review and correct' }).click();

    const pane = page.getByRole('region', { name: 'Statement pages' });
    await expect(pane).toContainText('This PDF is protected by a password, so its pages cannot be shown here.');
    await expect(pane.locator('canvas')).toHaveCount(0);
    await page.getByLabel('Description, row 1', { exact: true }).click();
    await expect(page.getByLabel('Description, row 1', { exact: true })).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
  });
});
