import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// No serious or critical accessibility violation on the page once it has settled: a list
// still refreshing dims its old rows, which is not what a reader is left with. `within` keeps
// the check to one part of the page (a dialog a spec opened over a page others own).
// `contrast: false` skips colour contrast, the slowest rule, where another run of the same page
// in the other language already measured the same colours.
export async function expectNoSeriousA11yViolations(
  page: Page,
  within?: string,
  { contrast = true }: { contrast?: boolean } = {},
) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // Only violations are read: axe then skips listing every node that passed, a third of its time.
  let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  if (!contrast) builder = builder.disableRules(['color-contrast']);
  const results = await (within ? builder.include(within) : builder).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(serious).toEqual([]);
}
