import { defineConfig } from '@playwright/test';

// Debian's Chromium: Playwright never downloads a browser here (no internet on build machines).
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-dev-shm-usage',
  ],
};

/**
 * End-to-end journeys against the embedded system (`node deploy/local/dist/src/main.js`), which the
 * global setup starts on a free port with a fresh data directory. Run: `make e2e`
 * (or `npx playwright test -c frontend/playwright.config.ts` after `make build`).
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: '../test-results/frontend-e2e',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]] : 'list',
  use: {
    launchOptions: chromium,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    { name: 'mobile', use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 } },
  ],
});
