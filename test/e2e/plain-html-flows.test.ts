import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { MOCK_DEPOSIT_ADDRESSES } from '../../src/mock';
import { IDENTITY } from './support/chain';
import { driver, type Mode } from './support/drive';
import { BUY, buyFlow, SELL, sellFlow } from './support/flows';
import { usePlainHtmlSite, type PlainHtmlSite } from './support/plain-html-site';
import { onlyPost } from './support/received';
import { heard, listenOnDocument, type Heard } from './support/ramp-events';

// examples/plain-html as a site serves it: a page with no build step, one script tag, the signer on Node.
let site: PlainHtmlSite;
let page: Page;

usePlainHtmlSite((started) => (site = started), (opened) => (page = opened), { width: 1280, height: 900 });
beforeEach(() => listenOnDocument(page));

const named = (events: Heard[], name: string) => events.filter((event) => event.name === name);

/** Watches an element's shadow tree from now on; the function it gives says whether the text was ever in it. */
async function watchForText(page: Page, selector: string, text: string): Promise<() => Promise<boolean>> {
  const handle = await page.locator(selector).evaluateHandle((element, wanted) => {
    const root = element.shadowRoot!;
    const seen = { shown: root.textContent?.includes(wanted) ?? false };
    new MutationObserver(() => (seen.shown ||= root.textContent?.includes(wanted) ?? false)).observe(root, { subtree: true, childList: true, characterData: true });
    return seen;
  }, text);
  return () => handle.evaluate((seen) => seen.shown);
}

/** The events of one flow; each came from that flow's element (both widgets are on the page), bubbled and composed. */
function fromElement(events: Heard[], flow: 'buy' | 'sell'): Heard[] {
  for (const event of events) expect(event).toMatchObject({ target: `naira-${event.detail.flow}-ramp`, bubbles: true, composed: true });
  return events.filter((event) => event.detail.flow === flow);
}

describe.each<Mode>(['keyboard', 'mouse'])('the plain HTML page, driven by %s', (mode) => {
  it('completes a buy inside <naira-buy-ramp>, and document hears every step, the success with the record, and the analytics', async () => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(`${site.url}/`);
    await buyFlow(page, driver(page, mode));

    const upstream = onlyPost(site.mockServer.mock, '/transactions/v1/onramp');
    const body = upstream.body as Record<string, unknown>;
    expect(body).toMatchObject({ business_id: IDENTITY.businessId, link_tag: IDENTITY.linkTag, amount: 25000.5, vendor_name: BUY.vendor.venderName, wallet_address: BUY.wallet });

    await expect.poll(async () => named(await heard(page), 'ramp:success').length).toBe(1);
    const events = fromElement(await heard(page), 'buy');
    expect(named(events, 'ramp:step-change').map((event) => event.detail.step)).toEqual(['pay', 'proof', 'destination', 'review', 'receipt']);
    const [success] = named(events, 'ramp:success');
    expect(success!.detail.record).toMatchObject({ reference: body.reference, amount: 25000.5, transaction_id: expect.stringMatching(/^[0-9a-f]{24}$/) });
    expect(named(events, 'ramp:step-viewed').map((event) => event.detail.step)).toEqual(['amount', 'pay', 'proof', 'destination', 'review', 'receipt']);
    expect(named(events, 'ramp:submit-started')).toHaveLength(1);
    expect(named(events, 'ramp:submit-succeeded')[0]!.detail).toMatchObject({ type: 'submit_succeeded', reference: body.reference });
    expect(named(events, 'ramp:error')).toEqual([]);

    // The script, its first paint and every later step came from beside the script, and nothing from anywhere else.
    const scripts = requests.filter((url) => url.endsWith('.js'));
    expect(scripts.every((url) => url.startsWith(`${site.url}/naira-ramp/`))).toBe(true);
    expect(scripts.some((url) => /\/naira-ramp\/chunks\/later-[\w-]+\.js$/.test(url))).toBe(true);
    expect(requests.filter((url) => !url.startsWith(`${site.url}/`))).toEqual([]);
  });

  it('completes a sell inside <naira-sell-ramp>, and document hears it through to the completed status', async () => {
    await page.goto(`${site.url}/`);
    // A property, as a page's script sets objects: the receipt asks for the status every half second.
    await page.locator('naira-sell-ramp').evaluate((element: HTMLElementTagNameMap['naira-sell-ramp']) => (element.statusPolling = { intervalMs: 500, maxIntervalMs: 500 }));
    const addressShown = await watchForText(page, 'naira-sell-ramp', MOCK_DEPOSIT_ADDRESSES.polygon);
    await sellFlow(page, driver(page, mode));

    const upstream = onlyPost(site.mockServer.mock, '/transactions/v1/offramp');
    expect(upstream.body).toMatchObject({ business_id: IDENTITY.businessId, amount: 50.25, network: 'polygon', account_number: SELL.accountNumber, wallet_address: SELL.wallet });

    await expect.poll(async () => named(await heard(page), 'ramp:success').length).toBe(1);
    const events = fromElement(await heard(page), 'sell');
    expect(named(events, 'ramp:step-change').map((event) => event.detail.step)).toEqual(['wallet', 'bank', 'review', 'receipt']);
    expect(named(events, 'ramp:success')[0]!.detail.record).toMatchObject({ account_number: SELL.accountNumber, transaction_id: expect.stringMatching(/^[0-9a-f]{24}$/) });
    expect(named(events, 'ramp:submit-succeeded')).toHaveLength(1);
    // The receipt tells the person where to send the coins, while they are expected (the mock settles at
    // once, and a settled sale no longer asks for coins: the text is watched for, not looked up later).
    expect(await addressShown()).toBe(true);
    // The mock settles at once; the receipt's next status check finds it completed and says so, once.
    await expect.poll(async () => named(fromElement(await heard(page), 'sell'), 'ramp:status-change').map((event) => event.detail.status), { timeout: 10_000 }).toEqual(['completed']);
    // The page's own log, written by its listeners on document, shows the same.
    await expect.poll(() => page.locator('#ramp-log').textContent()).toMatch(/sell accepted: [0-9a-f]{24}.*sell is completed/);
  });
});
