import type { Page } from 'playwright-core';
import type { RampEventType } from '../../../src';
import type { RampElementEventMap } from '../../../src/elements';

/** The DOM event of each analytics event, spelt out as the README documents them. */
export const ANALYTICS_EVENTS = {
  step_viewed: 'ramp:step-viewed',
  list_failed: 'ramp:list-failed',
  copied: 'ramp:copied',
  submit_started: 'ramp:submit-started',
  submit_succeeded: 'ramp:submit-succeeded',
  submit_failed: 'ramp:submit-failed',
  outcome_unknown: 'ramp:outcome-unknown',
  new_request: 'ramp:new-request',
  status_changed: 'ramp:status-changed',
  resumed: 'ramp:resumed',
  paid_correcting: 'ramp:paid-correcting',
  paid_parked: 'ramp:paid-parked',
  parked_claimed: 'ramp:parked-claimed',
  parked_dismissed: 'ramp:parked-dismissed',
  reset: 'ramp:reset',
  deposit_sent: 'ramp:deposit-sent',
} as const satisfies Record<RampEventType, keyof RampElementEventMap>;

/** The DOM event of each callback prop. */
export const CALLBACK_EVENTS = ['ramp:success', 'ramp:error', 'ramp:step-change', 'ramp:status-change'] as const satisfies readonly (keyof RampElementEventMap)[];

/** One event as a listener on `document` received it. */
export type Heard = { name: string; target: string; bubbles: boolean; composed: boolean; detail: Record<string, unknown> & { flow: string } };

/** Listens on `document` for every ramp:* event from the first script on, as a page's own script would. */
export async function listenOnDocument(page: Page): Promise<void> {
  await page.addInitScript((names: string[]) => {
    const heard: unknown[] = [];
    Object.assign(window, { heardRampEvents: heard });
    for (const name of names) {
      document.addEventListener(name, (event) => {
        const { detail } = event as CustomEvent<unknown>;
        const plain = detail instanceof Error ? { message: detail.message } : detail;
        heard.push({ name: event.type, target: (event.target as Element).localName, bubbles: event.bubbles, composed: event.composed, detail: JSON.parse(JSON.stringify(plain)) });
      });
    }
  }, [...CALLBACK_EVENTS, ...Object.values(ANALYTICS_EVENTS)]);
}

/** What `document` has heard so far. */
export function heard(page: Page): Promise<Heard[]> {
  return page.evaluate(() => (window as unknown as { heardRampEvents: Heard[] }).heardRampEvents);
}
