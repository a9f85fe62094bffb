import type { Page } from 'playwright-core';
import type { TestContext } from 'vitest';
import { describeFocus } from './drive';

/** Asks the page, giving up on one that no longer answers (its renderer busy or gone): the report itself cannot hang. */
const ask = <T>(work: () => Promise<T>): Promise<T | string> =>
  Promise.race([work().catch((error: Error) => `(${error.message.split('\n')[0]})`), new Promise<string>((done) => setTimeout(done, 5_000, '(no answer in 5 s)'))]);

/**
 * A test's page, closed when the test ends. When the test failed (its own timeout included), it first
 * prints where the page was: its address, the focused element, the headings shown, the ramp events its
 * document heard and the page's own errors. A test that waited until its timeout says nothing of what it
 * waited for; this does, from the run's log alone.
 */
export function closeWhenFinished(page: Page, context: TestContext): void {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => message.type() === 'error' && errors.push(`console: ${message.text()}`));
  page.on('requestfailed', (request) => errors.push(`request failed: ${request.url()} ${request.failure()?.errorText ?? ''}`));
  context.onTestFinished(async ({ task }) => {
    if (task.result?.state === 'fail') {
      const [focus, headings, heard] = await Promise.all([
        ask(() => describeFocus(page)),
        ask(() => page.locator('h2, h3').allTextContents()),
        ask(() => page.evaluate(() => ((window as { heardRampEvents?: { name: string; detail: { step?: string } }[] }).heardRampEvents ?? []).map((event) => `${event.name}${event.detail.step ? ` ${event.detail.step}` : ''}`))),
      ]);
      const lines = [`page: ${page.url()}`, `focus: ${String(focus)}`, `headings: ${JSON.stringify(headings)}`, `events heard: ${JSON.stringify(heard)}`, ...errors.slice(-20)];
      console.error(`[${task.name}] where the page was when the test failed:\n  ${lines.join('\n  ')}`);
    }
    await page.close();
  });
}
