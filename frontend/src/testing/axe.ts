import axe from 'axe-core';

/**
 * axe's WCAG 2.1 A/AA rules on a rendered tree, as the e2e a11y suite runs them in Chromium; colour
 * contrast needs real layout, so that one rule is left to the browser suite.
 */
export async function axeViolations(root: Element): Promise<string[]> {
  const result = await axe.run(root, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  if (result.passes.length < 5) throw new Error('axe checked almost nothing: is the tree rendered?');
  return result.violations.map((v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
