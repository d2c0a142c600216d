import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

type AxeResult = { passes: unknown[]; violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[] };

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

// The gateway's CSP forbids injected scripts; axe is a test-only guest.
test.use({ bypassCSP: true });

async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axeSource });
  const result = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<AxeResult> } }).axe;
    return axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
  });
  // Guard against a silent no-op (axe not loaded, nothing checked).
  expect(result.passes.length).toBeGreaterThan(10);
  return result.violations.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const PAGES = ['/', '/register', '/login', '/pricing', '/credits', '/documents', '/profile', '/faq', '/blog', '/about', '/terms', '/privacy', '/forgot-password', '/reset-password?token=x', '/verify-email', '/developers', '/accuracy'];

test.describe('accessibility (axe, WCAG 2.1 A/AA)', () => {
  for (const path of PAGES) {
    test(`${path} has no violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('the open contact dialog has no violations', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Contact Support' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('an open blog post has no violations', async ({ page }) => {
    await page.goto('/blog?post=0');
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
