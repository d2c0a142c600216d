import { test as base, expect, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const screenshotDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../e2e-screenshots');

/** Playwright's test with baseURL pointing at the system the global setup started. */
export const test = base.extend<{ shoot: (name: string, options?: { fullPage?: boolean }) => Promise<void> }>({
  // Playwright reads a fixture's dependencies from its first parameter's pattern; this one has none.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    const url = process.env.BANKXL_E2E_URL;
    if (!url) throw new Error('BANKXL_E2E_URL is not set: the global setup did not run');
    await use(url);
  },
  // Screenshots into frontend/e2e-screenshots/<project>/ (git-ignored), for a human to look at.
  // Full page by default; dialogs read better as the viewport the user sees.
  shoot: async ({ page }, use, testInfo) => {
    await use(async (name, options = {}) => {
      const dir = path.join(screenshotDir, testInfo.project.name);
      mkdirSync(dir, { recursive: true });
      await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: options.fullPage ?? true });
    });
  },
});

export { expect };

/** Fails when the page is wider than the viewport (sideways scrolling). */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, 'page must not scroll sideways').toBeLessThanOrEqual(clientWidth);
}

export const dataDir = () => {
  const dir = process.env.BANKXL_E2E_DATA_DIR;
  if (!dir) throw new Error('BANKXL_E2E_DATA_DIR is not set: the global setup did not run');
  return dir;
};
