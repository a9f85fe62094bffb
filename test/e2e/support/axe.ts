import { createRequire } from 'node:module';
import type { Locator, Page } from 'playwright-core';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: every rule axe can judge for an AA claim. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type Violation = { id: string; impact: string | null; help: string; nodes: Array<{ target: string[]; failureSummary?: string }> };

/** Runs axe in the page on one element (a widget); returns each violation as a readable line (empty when none). */
export async function axeViolations(page: Page, target: Locator): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  // A marker attribute lets axe find exactly the element the test located by role and name.
  const include = '[data-axe-target]';
  await target.evaluate((element) => element.setAttribute('data-axe-target', ''));
  const violations = await page.evaluate(
    async ({ include, tags }) => {
      const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: unknown[] }> } }).axe;
      const results = await axe.run({ include: [include] }, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      return results.violations as Violation[];
    },
    { include, tags: WCAG_TAGS },
  );
  await target.evaluate((element) => element.removeAttribute('data-axe-target'));
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id} (${violation.impact}): ${violation.help} at ${node.target.join(' ')}${node.failureSummary ? ` — ${node.failureSummary.replace(/\s+/g, ' ')}` : ''}`),
  );
}

/** Runs axe on the widget in the light and then the dark scheme (the demo's widgets follow the system setting). */
export async function axeLightAndDark(page: Page, widget: Locator): Promise<string[]> {
  const found: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    // The page must report the scheme before axe measures contrast.
    await page.waitForFunction((dark) => window.matchMedia('(prefers-color-scheme: dark)').matches === dark, colorScheme === 'dark');
    for (const line of await axeViolations(page, widget)) found.push(`[${colorScheme}] ${line}`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
  return found;
}
