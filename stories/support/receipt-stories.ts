import { expect, waitFor, within } from 'storybook/test';
import type { ChainSpec } from './chain';
import { darkPage } from './render';
import type { Canvas } from './steps';
import { focusedHeading } from './steps';

/** Long enough that a transaction stays pending for the whole story. */
export const HOUR = 3_600_000;
/** The status route asks the mock at every poll (no stale window), so the mock's lifecycle shows at once. */
export const FRESH_STATUS: ChainSpec['signer'] = { statusStaleMs: 0 };

/**
 * For a story that presses "Send again" at once after an outcome the service's lookup does not find (the
 * mock's fault created nothing, or a sell, which the lookup never finds): the signer believes the lookup's
 * "holds nothing" at once. By default it waits its timeout and a second more first, since a real service
 * may still be creating what it was sent. It believes it at all only once the lookup has been seen to
 * work (the chain's `lookupSeenWorking`).
 */
export const SEND_AT_ONCE: ChainSpec['signer'] = { idempotency: { waitMs: 0 } };

/** The status chip's words, once the status page has loaded and answered. */
export async function expectStatus(canvas: Canvas, label: string, timeout = 5000) {
  const chip = await canvas.findByText(label, { selector: '.nr-status' }, { timeout });
  await expect(chip).toBeVisible();
  return chip;
}

/** The state of each timeline stage, in order. */
export function timelineStates(canvas: Canvas): (string | null)[] {
  return canvas.getAllByRole('listitem').map((item: HTMLElement) => item.getAttribute('data-state'));
}

/** Waits for the receipt heading (worded for the status: "Request received" while pending), then for the status the page settles on. */
export async function receiptShows(canvasElement: HTMLElement, label: string) {
  const canvas = within(canvasElement);
  await focusedHeading(canvas, /Request received|Stablecoin sent|Naira paid out|Request not completed/);
  await expectStatus(canvas, label);
  await waitFor(() => expect(canvas.getByRole('button', { name: 'Copy reference' })).toBeVisible());
  return canvas;
}

/** The same story in dark appearance on a dark host page. */
export function inDark<T extends { args?: object; parameters?: object }>(story: T): T {
  return {
    ...story,
    args: { ...story.args, appearance: 'dark' },
    decorators: [darkPage],
    parameters: { ...story.parameters, layout: 'fullscreen', backgrounds: { disable: true } },
  } as T;
}
