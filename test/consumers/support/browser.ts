import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumArgs, findChromium } from '../../support/chromium';

/** Headless Chromium as the other browser tests launch it. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: findChromium(), args: chromiumArgs, headless: true });
}

/** Every console error and warning and every uncaught error the page produces, as lines. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`console.${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}
