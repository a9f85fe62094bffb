import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { defaultMessages as m } from '../../src/react/messages/defaults';
import { axeLightAndDark } from './support/axe';
import { useChainWithPages, type Chain } from './support/chain';
import { driver, tabTo } from './support/drive';
import { buyWidget, expectStep, sellFlow, sellWidget } from './support/flows';
import { gate } from '../support/gate';

// What axe cannot judge: where focus goes and what a screen reader is told.
let chain: Chain;
let page: Page;

useChainWithPages((started) => (chain = started), (opened) => (page = opened), { resetMock: true });

const hasFocus = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** The text of the elements an input's aria-describedby points at: what a screen reader reads with it. */
const description = (input: Locator) =>
  input.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );

describe('focus and announcements on the demo page', () => {
  it('moves focus to the first invalid field after a failed submit, in field order', async () => {
    await page.goto(`${chain.demo.url}/`);
    const widget = buyWidget(page);
    const amount = widget.getByLabel(m.amountLabel);
    await widget.getByRole('radio').first().waitFor();
    await tabTo(page, amount);
    await page.keyboard.type('100');
    await page.keyboard.press('Enter');

    // Amount is too low and no vendor is chosen: the amount comes first, so it gets focus and says why.
    await expect.poll(() => hasFocus(amount)).toBe(true);
    expect(await amount.getAttribute('aria-invalid')).toBe('true');
    expect(await description(amount)).toContain('₦20,000.00');
    expect(await axeLightAndDark(page, widget)).toEqual([]);

    // With the amount fixed, the vendor choice is the first error left.
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('Backspace');
    await page.keyboard.type('25000');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('vendorNumber');
    expect(await widget.getByRole('heading', { level: 3 }).textContent()).toBe(m.amountStepTitle);
  });

  it('moves focus to the new step heading going forward and back, keeping what was typed', async () => {
    await page.goto(`${chain.demo.url}/`);
    const widget = buyWidget(page);
    const drive = driver(page, 'keyboard');
    await widget.getByRole('radio').first().waitFor();
    await drive.fill(widget.getByLabel(m.amountLabel), '30000');
    await drive.choose(widget.getByRole('radio').first());
    await drive.press(widget.getByRole('button', { name: m.continue }));
    await expectStep(widget, m.payStepTitle);
    await drive.press(widget.getByRole('button', { name: m.back }));
    await expectStep(widget, m.amountStepTitle);
    expect(await widget.getByLabel(m.amountLabel).inputValue()).toMatch(/^30,?000$/);
  });

  it('announces submission progress in a live region while the service is slow, and sends one request', async () => {
    await page.goto(`${chain.demo.url}/`);
    const widget = sellWidget(page);
    const drive = driver(page, 'keyboard');
    await sellFlow(page, drive, { stopAt: 'review' });
    // The mock holds the request until every in-flight check below is done.
    const answer = gate();
    chain.mockServer.mock.setFaults({ route: 'offramp', until: answer.promise, times: 1 });

    const live = widget.getByRole('status');
    const confirm = widget.getByRole('button', { name: new RegExp(`${m.submitSell}|${m.submitting}`) });
    await drive.press(confirm);
    // Read while the mock is still holding the request.
    await expect.poll(async () => (await live.textContent())?.trim(), { timeout: 10_000 }).toBe(m.submittingAnnouncement);
    expect(await live.getAttribute('aria-live')).toBe('polite');
    expect(await confirm.getAttribute('aria-busy')).toBe('true');
    expect((await confirm.textContent())?.trim()).toBe(m.submitting);
    // A second press while busy must not send a second request.
    await page.keyboard.press('Enter');
    answer.open();

    await expectStep(widget, m.receiptStepTitle);
    await expect.poll(async () => (await live.textContent())?.trim()).toBe(m.receiptStepTitle);
    expect(chain.mockServer.mock.received.filter((r) => r.path === '/transactions/v1/offramp')).toHaveLength(1);
  });
});
