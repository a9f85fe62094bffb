import type { Page } from 'playwright-core';
import type { BenchWindow } from './browser/api';
import { median } from './stats';

/** The commits one keystroke caused, each as the components that rendered in it. */
type Keystroke = string[][];

/** Waits two frames, so commits scheduled by the keystroke (validation, effects) are counted with it. */
const settle = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
const take = (page: Page) => page.evaluate(() => (window as unknown as BenchWindow).bench.takeCommits());

async function typeCounting(page: Page, keys: string[]): Promise<Keystroke[]> {
  await settle(page);
  await take(page);
  const strokes: Keystroke[] = [];
  for (const key of keys) {
    await page.keyboard.press(key);
    await settle(page);
    strokes.push(await take(page));
  }
  return strokes;
}

/** One typing row: what was typed, each keystroke's commits, and whether it is the widget's own keystrokes. */
export type TypingRow = { label: string; strokes: Keystroke[]; widgetKeystrokes: boolean };

/** The components that rendered on any keystroke of the rows that are the widget's own keystrokes. */
export function renderedOnKeystrokes(rows: TypingRow[]): string[] {
  return [...new Set(rows.filter((r) => r.widgetKeystrokes).flatMap((r) => r.strokes.flat(2)))];
}

export function row({ label, strokes }: TypingRow): string {
  const commits = strokes.map((s) => s.length);
  const perStroke = strokes.map((s) => s.flat().length);
  const tally = new Map<string, number>();
  for (const name of strokes.flatMap((s) => s.flat())) tally.set(name, (tally.get(name) ?? 0) + 1);
  const names = [...tally]
    .sort((a, b) => b[1] - a[1])
    .map(([name, count]) => `${name} ×${count}`)
    .join(', ');
  return `| ${label} | ${strokes.length} | ${median(commits)} / ${Math.max(...commits)} | ${median(perStroke)} | ${names || 'none'} |`;
}

/** Types into BuyRamp's amount and wallet fields, and the baseline form's amount, one key at a time, counting commits and rendered components. */
export async function measureTyping(page: Page): Promise<TypingRow[]> {
  await page.evaluate(() => (window as unknown as BenchWindow).bench.mountForTyping('buy'));
  const widget = page.locator('#typing');
  await widget.locator('input[name="vendorNumber"]').first().waitFor();
  await widget.getByLabel('Amount in naira').click();
  const amount = await typeCounting(page, [...'25000']);
  // Once typing pauses the quote line asks, then shows the answer: counted together, as one pause.
  await widget.locator('[data-slot="quote"][data-state="ready"]').waitFor();
  await settle(page);
  const pause = [await take(page)];

  await widget.locator('input[name="vendorNumber"]').first().click();
  await settle(page);
  await take(page);
  // A step change must commit: it shows that the counters see commits when there are some.
  await widget.getByRole('button', { name: 'Continue' }).click();
  await settle(page);
  const stepChange = [await take(page)];
  await widget.getByRole('button', { name: 'I have paid' }).click();
  await widget.getByLabel('Bank you paid from').fill('Access Bank');
  await widget.getByLabel('Account number you paid from').fill('0123456780');
  await widget.getByRole('button', { name: 'Continue' }).click();
  const wallet = widget.getByLabel('Wallet address');
  await wallet.click();
  const address = 'GAAZI4TCR3TY5OJHCTJC2A4QSY6CJWJH5IAJTGKIN2ER7LBNVKOCCWN7';
  const beforeBlur = await typeCounting(page, [...address]);
  // After the first blur the address is validated as the person types.
  await page.keyboard.press('Tab');
  await wallet.click();
  await page.keyboard.press('End');
  const afterBlur = await typeCounting(page, [...Array(5).fill('Backspace'), ...address.slice(-5)]);

  // The baseline: the same markup under react-hook-form + zodResolver, typed into the same way.
  await page.evaluate(() => (window as unknown as BenchWindow).bench.mountForTyping('form-buy'));
  await widget.getByLabel('Amount in naira').click();
  const baseline = await typeCounting(page, [...'25000']);

  return [
    { label: 'react-hook-form + zodResolver baseline, amount', strokes: baseline, widgetKeystrokes: false },
    { label: 'BuyRamp amount', strokes: amount, widgetKeystrokes: true },
    { label: 'BuyRamp amount, once typing pauses (quote asked, then shown)', strokes: pause, widgetKeystrokes: false },
    { label: '(check) Continue to the next step', strokes: stepChange, widgetKeystrokes: false },
    { label: 'BuyRamp wallet, before first blur', strokes: beforeBlur, widgetKeystrokes: true },
    { label: 'BuyRamp wallet, after first blur', strokes: afterBlur, widgetKeystrokes: true },
  ];
}
