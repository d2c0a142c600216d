import ExcelJS from 'exceljs';
import type { Locator, Page } from '@playwright/test';
import { givenVerifiedUser, signInAs } from './support/accounts';
import { axeViolations } from './support/axe';
import { expect, expectNoHorizontalScroll, test } from './support/fixtures';
import { buySmallBusinessPack, convertAndOpenReview, writeStatement } from './support/review';

/**
 * The review as a workspace on a 1366 × 768 laptop screen, through the gateway with the real product: a four-page
 * and a fifty-page statement (libs/bench's long statement, 38 rows a page), the rows and the page side by side in
 * the window under one header, the description wide enough to read, each side selecting on the other, rows booked
 * in bulk and the change in the downloaded workbook, and the whole of it by keyboard.
 */

// The gateway's CSP forbids injected scripts; axe is a test-only guest.
test.use({ bypassCSP: true, viewport: { width: 1366, height: 768 } });

type Rect = { left: number; top: number; right: number; bottom: number };
const rectOf = async (locator: Locator): Promise<Rect> => {
  const b = (await locator.boundingBox())!;
  return { left: b.x, top: b.y, right: b.x + b.width, bottom: b.y + b.height };
};
const inside = (inner: Rect, outer: Rect, slack = 1) =>
  inner.left >= outer.left - slack && inner.right <= outer.right + slack && inner.top >= outer.top - slack && inner.bottom <= outer.bottom + slack;

/** The description column's room for text, in characters of the grid's own font (widths of "0", as CSS's ch). */
function descriptionChars(page: Page): Promise<number> {
  return page.evaluate(() => {
    const cell = document.querySelector<HTMLElement>('.review-grid .cell-text[data-col="description"]')!;
    const style = getComputedStyle(cell);
    const room = cell.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    // Forty "0"s set inside the cell, so in its very font (family, size, tabular figures).
    const probe = document.createElement('span');
    probe.textContent = '0'.repeat(40);
    probe.style.cssText = 'position:absolute;visibility:hidden;white-space:pre';
    cell.append(probe);
    const forty = probe.getBoundingClientRect().width;
    probe.remove();
    return (40 * room) / forty;
  });
}

/** Rows and pages side by side, both wholly in the window under the header, filling its height. */
async function expectWorkspace(page: Page): Promise<void> {
  const header = await rectOf(page.locator('.review-head'));
  const rows = await rectOf(page.locator('.review-grid .table-scroll'));
  const pages = await rectOf(page.locator('.page-view__scroll'));
  const window = { left: 0, top: 0, right: 1366, bottom: 768 };
  // One compact header: a single line of controls (the title block is two short lines).
  expect(header.bottom - header.top, 'the header is one line').toBeLessThan(60);
  expect(inside(rows, window), 'the rows are in the window').toBe(true);
  expect(inside(pages, window), 'the page is in the window').toBe(true);
  expect(rows.right, 'side by side').toBeLessThanOrEqual(pages.left);
  expect(rows.top).toBeGreaterThanOrEqual(header.bottom);
  // Filling the window's height under the header and the folded panel: at least 14 rows of 32 px in view.
  expect(rows.bottom - rows.top).toBeGreaterThan(14 * 32);
  expect(768 - rows.bottom, 'down to the bottom of the window').toBeLessThan(40);
  await expectNoHorizontalScroll(page);
  expect(await descriptionChars(page)).toBeGreaterThanOrEqual(40);
}

/** The first worksheet's rows (the account's transactions) as objects by heading. */
async function transactionsIn(path: string): Promise<Record<string, unknown>[]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(path);
  const sheet = book.worksheets[0];
  const heads: string[] = [];
  sheet.getRow(1).eachCell((cell, col) => (heads[col] = String(cell.value)));
  const out: Record<string, unknown>[] = [];
  sheet.eachRow((row, n) => {
    if (n === 1) return;
    const record: Record<string, unknown> = {};
    heads.forEach((head, col) => (record[head] = row.getCell(col).value));
    out.push(record);
  });
  return out;
}

/** A money figure as the page shows it ("1,234.56 GBP", "−0.05") as a number. */
const amountOf = (text: string) => Number(text.replace(/\u2212/g, '-').replace(/[^-\d.]/g, ''));
const cents = (n: number) => Math.round(n * 100);
const isoOf = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value));

/** The text of each cell of a chart's table, row by row. */
const tableOf = (page: Page, chart: string) =>
  page.locator(`table[data-chart="${chart}"] tbody tr`).evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));

/** Opens the charts from the keyboard and checks their numbers against the workbook's rows (oldest first). */
async function expectChartsOf(page: Page, rows: Record<string, unknown>[]): Promise<void> {
  const charts = page.locator('details.review-charts');
  await charts.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(charts).toHaveAttribute('open');
  const figures = charts.getByRole('figure');
  await expect(figures).toHaveCount(3);
  await expect(figures.nth(0)).toHaveAccessibleName(/^Balance over time, account /);
  await expect(figures.nth(1)).toHaveAccessibleName(/^Money in and out per month, account /);
  await expect(figures.nth(2)).toHaveAccessibleName(/^Spending by category, account /);
  // Each is drawn: its canvas has a good many painted pixels.
  for (let i = 0; i < 3; i += 1) {
    const painted = await figures.nth(i).locator('canvas').first().evaluate((canvas: HTMLCanvasElement) => {
      const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
      let n = 0;
      for (let p = 3; p < data.length; p += 4) if (data[p] > 0) n += 1;
      return n;
    });
    expect(painted, `chart ${i + 1} is drawn`).toBeGreaterThan(500);
  }

  // Spending by category: the debits per category, the most first.
  const spent = new Map<string, number>();
  for (const r of rows) if (Number(r.Amount) < 0) spent.set(String(r.Category), (spent.get(String(r.Category)) ?? 0) - cents(Number(r.Amount)));
  const expectedSpending = [...spent].sort((a, b) => b[1] - a[1]).map(([category, c]) => [category, c]);
  const spendingTable = (await tableOf(page, 'categories')).map(([category, money]) => [category, cents(amountOf(money))]);
  expect(spendingTable).toEqual(expectedSpending);
  expect(spendingTable.map(([c]) => c)).toContain('Health & fitness'); // the bulk change of a moment ago

  // Money in and out per month.
  const months = new Map<string, { in: number; out: number }>();
  for (const r of rows) {
    const m = months.get(isoOf(r.Date).slice(0, 7)) ?? { in: 0, out: 0 };
    const c = cents(Number(r.Amount));
    if (c > 0) m.in += c;
    else m.out -= c;
    months.set(isoOf(r.Date).slice(0, 7), m);
  }
  const monthTable = (await tableOf(page, 'months')).map(([, moneyIn, moneyOut]) => [cents(amountOf(moneyIn)), cents(amountOf(moneyOut))]);
  expect(monthTable).toEqual([...months.keys()].sort().map((k) => [months.get(k)!.in, months.get(k)!.out]));

  // The balance over time: the opening balance, then every row's printed balance in date order, computed equal (verified).
  const balanceTable = await tableOf(page, 'balance');
  expect(balanceTable).toHaveLength(rows.length + 1);
  expect(balanceTable[0][1]).toBe('Opening balance');
  const dates = balanceTable.map(([date]) => date);
  expect(dates).toEqual([...dates].sort());
  expect(balanceTable.slice(1).map(([, , printed]) => cents(amountOf(printed)))).toEqual(rows.map((r) => cents(Number(r.Balance))));
  for (const [, , printed, computed] of balanceTable) expect(computed).toBe(printed);

  // Values on hover: at the right end of the balance chart, the legend shows the last row's date and balance.
  const balance = figures.nth(0);
  const over = (await balance.locator('.u-over').boundingBox())!;
  await page.mouse.move(over.x + over.width - 1, over.y + over.height / 2);
  const legend = (label: string) => balance.locator('.u-legend .u-series', { hasText: label }).locator('.u-value');
  const last = rows[rows.length - 1];
  await expect(legend('Date')).toHaveText(isoOf(last.Date));
  expect(cents(amountOf((await legend('Printed balance').textContent()) ?? ''))).toBe(cents(Number(last.Balance)));
  // And on the spending chart, over its first bar: the most spent category and its sum.
  const bars = figures.nth(2);
  const barsOver = (await bars.locator('.u-over').boundingBox())!;
  await page.mouse.move(barsOver.x + barsOver.width / (2 * expectedSpending.length), barsOver.y + barsOver.height - 2);
  await expect(bars.locator('.u-legend .u-series', { hasText: 'Category' }).locator('.u-value')).toHaveText(String(expectedSpending[0][0]));
  expect(cents(amountOf((await bars.locator('.u-legend .u-series', { hasText: 'Money out' }).locator('.u-value').textContent()) ?? ''))).toBe(expectedSpending[0][1]);
}

test.describe('the review as a workspace', () => {
  test.skip(({ isMobile }) => isMobile, 'one account per run: registrations are rate limited per IP');

  test('1366 × 768: rows and page side by side in the window, description of 40 characters, both-way click-through, bulk category saved and in the workbook, keyboard only, axe clean; the fifty-page statement too; a phone folds the page under the rows', async ({
    page,
    request,
    shoot,
  }) => {
    test.setTimeout(240_000);
    page.on('pageerror', (e) => console.log('[pageerror]', e.message));
    await signInAs(page, await givenVerifiedUser(request, 'workspace'));
    await buySmallBusinessPack(page);
    const { file } = await writeStatement(4);
    const review = await convertAndOpenReview(page, file);

    const pane = page.getByRole('region', { name: 'Statement pages' });
    await expect(pane.locator('canvas[data-page-canvas="1"][data-rendered="true"]')).toBeVisible();
    await expect(pane).toContainText('Page 1 of 4');
    // Verified: the balances and reading panel is folded to its summary line.
    const panel = page.locator('details.review-panel');
    await expect(panel).not.toHaveAttribute('open');
    await expect(panel.locator('summary')).toContainText('Opening 2,500.00');
    await expectWorkspace(page);
    // The whole description on hover.
    const description = page.getByLabel('Description, row 4', { exact: true });
    await expect(description).toHaveAttribute('title', 'SALARY ACME LTD 1003');
    expect(await description.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
    await shoot('workspace-1366', { fullPage: false });
    expect(await axeViolations(page)).toEqual([]);

    // Keyboard only, from the panel's summary: Enter opens it and folds it again; Tab enters the grid at its one stop.
    const summary = panel.locator('summary');
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(panel).toHaveAttribute('open');
    await expect(page.getByLabel('Opening balance')).toHaveValue('2500.00');
    await page.keyboard.press('Enter');
    await expect(panel).not.toHaveAttribute('open');
    // Past the folded charts to the grid.
    await page.keyboard.press('Tab');
    await expect(page.locator('details.review-charts summary')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('checkbox', { name: 'Select all rows' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'Description, row 1', exact: true })).toBeFocused();
    // The arrows move; the row moved to is outlined on the page.
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    const payee5 = page.getByLabel('Payee, row 5', { exact: true });
    await expect(payee5).toBeFocused();
    await expect(pane.locator('[data-box-row="4"]')).toHaveAttribute('aria-current', 'true');
    // Enter edits (the text selected, so typing replaces it), Enter leaves.
    await page.keyboard.press('Enter');
    await expect(payee5).toHaveJSProperty('tagName', 'INPUT');
    await page.keyboard.type('County Council');
    await page.keyboard.press('Enter');
    await expect(payee5).toHaveText('County Council');
    await expect(payee5).toBeFocused();
    await expect(page.getByText('Unsaved corrections', { exact: true })).toBeVisible();
    // Home to the row's checkbox: Space ticks it, Shift+Down ticks the next one as it moves.
    await page.keyboard.press('Home');
    await expect(page.getByRole('checkbox', { name: 'Select row 5' })).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('Shift+ArrowDown');
    const bar = page.getByRole('group', { name: 'Change the selected rows' });
    await expect(bar).toContainText('2 rows selected');
    // Back out of the grid to the bar above it (Shift+Tab: past "Select all rows" and "Clear selection" to the
    // category), choose by typing, set it.
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('Shift+Tab');
    await expect(bar.getByLabel('Category')).toBeFocused();
    await page.keyboard.press('h');
    await expect(bar.getByLabel('Category')).toHaveValue('health');
    await page.keyboard.press('Tab');
    await expect(bar.getByRole('button', { name: 'Set category' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Category, row 5', { exact: true })).toHaveText('Health & fitness');
    await expect(page.getByLabel('Category, row 6', { exact: true })).toHaveText('Health & fitness');
    await expect(page.getByLabel('Category, row 7', { exact: true })).not.toHaveText('Health & fitness');
    expect(await axeViolations(page)).toEqual([]);
    // Control+S saves.
    await page.keyboard.press('Control+s');
    await expect(page.getByText('Corrections saved. Downloads now use the corrected rows.')).toBeVisible();
    // The row's menu from the keyboard: Tab back into the grid (Clear selection, Select all rows, then the grid's
    // stop: the last row ticked), End to its menu.
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('Tab');
    await expect(page.getByRole('checkbox', { name: 'Select row 6' })).toBeFocused();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Actions for row 6' });
    await expect(menu.getByRole('menuitem', { name: 'Insert a row after row 6' })).toBeFocused();
    await expect(menu.getByRole('menuitem')).toHaveText(['Insert a row below', 'Split the description', 'Merge with the next row', 'Delete the row']);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Actions for row 6' })).toBeFocused();
    // Tab leaves the grid for the split, which the arrows move.
    await page.keyboard.press('Tab');
    const splitter = page.getByRole('separator', { name: 'Resize the rows and the pages' });
    await expect(splitter).toBeFocused();
    const split = Number(await splitter.getAttribute('aria-valuenow'));
    await page.keyboard.press('ArrowRight');
    await expect(splitter).toHaveAttribute('aria-valuenow', String(split + 2));
    await page.keyboard.press('ArrowLeft');
    await expect(splitter).toHaveAttribute('aria-valuenow', String(split));

    // The bulk change is in the downloaded workbook, with the rows around it as they were.
    await page.getByLabel('Download format').selectOption('xlsx');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download corrected' }).click()]);
    const rows = await transactionsIn(await download.path());
    expect(rows).toHaveLength(4 * 38);
    expect(rows.slice(3, 7).map((r) => [r.Description, r.Payee, r.Category])).toEqual([
      ['SALARY ACME LTD 1003', 'Acme', 'Salary & payroll'],
      ['DIRECT DEBIT COUNCIL TAX 1004', 'County Council', 'Health & fitness'],
      ['COSTA COFFEE 441 1005', 'Costa Coffee', 'Health & fitness'],
      ['TRANSFER FROM SAVINGS 1006', 'Savings', 'Transfers'],
    ]);

    // The charts, opened from the keyboard, drawn from the rows as corrected: their numbers (the tables beside them
    // for screen readers, and the values shown on hover) are the workbook's, summed here.
    await expectChartsOf(page, rows);
    await shoot('workspace-charts', { fullPage: false });
    // A wrong amount breaks the check at its row: the break is marked on the balance chart, and clicking the mark
    // selects that row in the grid.
    const amount10 = page.getByLabel('Amount, row 10', { exact: true });
    await amount10.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('-1.00');
    await page.keyboard.press('Enter');
    const mark = page.getByRole('button', { name: /^The check fails at row 10 \(/ });
    await expect(mark).toBeVisible();
    await expect(page.locator('table[data-chart="balance"] tr', { hasText: 'Fails here' }).locator('td').nth(1)).toHaveText('10');
    await mark.click();
    await expect(page.locator('.review-grid tr[aria-current="true"]')).toHaveAttribute('aria-rowindex', '11');
    await shoot('workspace-charts-break', { fullPage: false });
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Control+z');
    await expect(mark).toHaveCount(0);
    await page.locator('details.review-charts summary').click();
    await expect(page.locator('details.review-charts')).not.toHaveAttribute('open');

    // Pointer: a row clicked in the grid (on page 2) is outlined on the page, scrolled to.
    await page.getByRole('button', { name: 'Clear selection' }).click();
    await page.locator('.review-grid .table-scroll').evaluate((e) => (e.scrollTop = 40 * 32));
    await page.getByLabel('Description, row 45', { exact: true }).click();
    await expect(pane).toContainText('Page 2 of 4');
    const box44 = pane.locator('[data-box-row="44"]');
    await expect(box44).toHaveAttribute('aria-current', 'true');
    await expect(async () => expect(inside(await rectOf(box44), await rectOf(pane.locator('.page-view__scroll')))).toBe(true)).toPass();
    // A line clicked on the page selects its row in the grid, scrolled into view.
    await page.keyboard.press('Escape');
    const line = pane.locator('[data-box-row="70"]');
    await line.scrollIntoViewIfNeeded();
    await line.click();
    const selected = page.locator('.review-grid tr[aria-current="true"]');
    await expect(selected).toHaveAttribute('aria-rowindex', '72');
    await expect(selected).toContainText('TRANSFER FROM SAVINGS 1070');
    await expect(selected).toBeInViewport();
    await expect(line).toHaveAttribute('aria-current', 'true');
    await shoot('workspace-click-through', { fullPage: false });

    // The split dragged with the pointer, remembered after a reload.
    const bar0 = (await splitter.boundingBox())!;
    await page.mouse.move(bar0.x + bar0.width / 2, bar0.y + bar0.height / 2);
    await page.mouse.down();
    await page.mouse.move(bar0.x - 120, bar0.y + bar0.height / 2, { steps: 6 });
    await page.mouse.up();
    const dragged = Number(await splitter.getAttribute('aria-valuenow'));
    expect(dragged).toBeLessThan(split - 5);
    await page.goto(review);
    await expect(page.getByRole('separator', { name: 'Resize the rows and the pages' })).toHaveAttribute('aria-valuenow', String(dragged));
    await expect(pane.locator('canvas[data-page-canvas="1"][data-rendered="true"]')).toBeVisible();
    // Narrower rows: the description keeps its forty characters, the grid scrolls sideways instead.
    expect(await descriptionChars(page)).toBeGreaterThanOrEqual(40);

    // A phone: the page folds under the rows, no split.
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(page.getByRole('separator', { name: 'Resize the rows and the pages' })).toHaveCount(0);
    const phoneRows = await rectOf(page.locator('.review-grid .table-scroll'));
    const phonePages = await rectOf(page.locator('.page-view__scroll'));
    expect(phonePages.top).toBeGreaterThan(phoneRows.bottom);
    await expectNoHorizontalScroll(page);
    await shoot('workspace-phone');
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.getByRole('separator', { name: 'Resize the rows and the pages' }).focus();
    await page.keyboard.press('Enter'); // back to the default split for the next statement

    // The fifty-page statement: the same workspace, and the last row's page reached from the grid.
    const fifty = await writeStatement(50);
    await convertAndOpenReview(page, fifty.file, 180_000);
    await expect(pane.locator('canvas[data-page-canvas="1"][data-rendered="true"]')).toBeVisible();
    await expect(pane).toContainText('Page 1 of 50');
    await expectWorkspace(page);
    await page.getByRole('textbox', { name: 'Description, row 1', exact: true }).focus();
    await page.keyboard.press('Control+End');
    await expect(page.getByRole('textbox', { name: 'Description, row 1900', exact: true })).toBeFocused();
    await expect(pane).toContainText('Page 50 of 50');
    await expect(pane.locator('[data-box-row="1899"]')).toHaveAttribute('aria-current', 'true');
    const early = pane.locator('[data-box-row="1870"]');
    await early.scrollIntoViewIfNeeded();
    await early.click();
    await expect(selected).toHaveAttribute('aria-rowindex', '1872');
    await expect(selected).toContainText('TRANSFER FROM SAVINGS 2870');
    await expect(selected).toBeInViewport();
    await shoot('workspace-50-pages', { fullPage: false });
    expect(await axeViolations(page)).toEqual([]);
  });
});
