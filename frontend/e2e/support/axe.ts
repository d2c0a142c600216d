import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

type AxeResult = { passes: unknown[]; violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[] };

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** WCAG 2.1 A/AA violations on the page as it is now (the spec needs `test.use({ bypassCSP: true })`). */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axeSource });
  const result = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<AxeResult> } }).axe;
    return axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
  });
  // Guard against a silent no-op (axe not loaded, nothing checked).
  expect(result.passes.length).toBeGreaterThan(10);
  return result.violations.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
