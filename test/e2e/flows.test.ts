import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeLightAndDark } from './support/axe';
import { IDENTITY, useChainWithPages, type Chain } from './support/chain';
import { driver, type Mode } from './support/drive';
import { BUY, buyFlow, buyWidget, SELL, sellFlow, sellWidget, type OnStep } from './support/flows';
import { onlyPost, recordSignerPosts } from './support/received';

let chain: Chain;
let page: Page;

useChainWithPages((started) => (chain = started), (opened) => (page = opened), { resetMock: true });

// The upstream request carries the secret and JSON headers, and nothing from the browser.
function expectUpstreamHeaders(headers: Record<string, string>) {
  expect(headers['service-sec-key']).toBe(chain.secretKey);
  expect(headers['content-type']).toMatch(/^application\/json/);
  expect(headers.accept).toMatch(/application\/json/);
  for (const leaked of ['cookie', 'authorization', 'idempotency-key', 'origin', 'referer', 'sec-fetch-site']) {
    expect(headers, `header ${leaked} must not be forwarded`).not.toHaveProperty(leaked);
  }
  // The signer's own HTTP client may name itself; the browser's identity must not pass through.
  expect(headers['user-agent'] ?? '').not.toMatch(/Chrome|Mozilla/);
}

/** With `axe`, collects axe's findings (WCAG 2.2 A and AA, light and dark) on every step of a flow, labelled with the step. */
function axeEveryStep(axe: boolean, widget: Locator, found: string[]): OnStep {
  return async (step) => {
    if (axe) for (const line of await axeLightAndDark(page, widget)) found.push(`[${step}] ${line}`);
  };
}

// Driven by mouse, each flow also runs axe on every step: the demo page as a host serves it, its scheme the system's.
describe.each<{ mode: Mode; axe: boolean }>([
  { mode: 'mouse', axe: true },
  { mode: 'keyboard', axe: false },
])('the demo page, driven by $mode', ({ mode, axe }) => {
  const andAxe = axe ? '; axe finds no violation on any step, light and dark' : '';

  it(`completes a buy, and the mock receives exactly the interface body${andAxe}`, async () => {
    const sent = recordSignerPosts(page);
    await page.goto(`${chain.demo.url}/`);
    const found: string[] = [];
    await buyFlow(page, driver(page, mode), { onStep: axeEveryStep(axe, buyWidget(page), found) });
    expect(found).toEqual([]);

    const upstream = onlyPost(chain.mockServer.mock, '/transactions/v1/onramp');
    const body = upstream.body as Record<string, unknown>;
    expect(body).toStrictEqual({
      business_id: IDENTITY.businessId,
      link_tag: IDENTITY.linkTag,
      type: 'buy_ramp',
      amount: 25000.5,
      vendor_name: BUY.vendor.venderName,
      vendor_bank: BUY.vendor.vendorBank,
      vendor_number: BUY.vendor.vendorNumber,
      bank_name: BUY.bank,
      account_number: BUY.accountNumber,
      account_name: BUY.accountName,
      network: 'solana',
      wallet_address: BUY.wallet,
      reference: expect.stringMatching(/^[A-Za-z0-9_-]{1,64}$/),
    });
    expectUpstreamHeaders(upstream.headers);

    // The browser sent the contract body (no identity) with the reference as its idempotency key.
    expect(sent).toHaveLength(1);
    const { business_id: _b, link_tag: _l, type: _t, ...browserBody } = body;
    expect(sent[0]!.body).toStrictEqual(browserBody);
    expect(sent[0]!.headers['idempotency-key']).toBe(body.reference);
    // The receipt shows what the service recorded, including the reference it echoed.
    await expect.poll(() => buyWidget(page).getByText(String(body.reference)).count()).toBeGreaterThan(0);
  });

  it(`completes a sell, and the mock receives exactly the interface body${andAxe}`, async () => {
    const sent = recordSignerPosts(page);
    await page.goto(`${chain.demo.url}/`);
    const found: string[] = [];
    await sellFlow(page, driver(page, mode), { onStep: axeEveryStep(axe, sellWidget(page), found) });
    expect(found).toEqual([]);

    const upstream = onlyPost(chain.mockServer.mock, '/transactions/v1/offramp');
    expect(upstream.body).toStrictEqual({
      business_id: IDENTITY.businessId,
      link_tag: IDENTITY.linkTag,
      type: 'sell_ramp',
      amount: 50.25,
      account_name: SELL.accountName,
      account_number: SELL.accountNumber,
      bank_name: SELL.bank,
      network: 'polygon',
      wallet_address: SELL.wallet,
    });
    expectUpstreamHeaders(upstream.headers);

    expect(sent).toHaveLength(1);
    const { business_id: _b, link_tag: _l, type: _t, ...browserBody } = upstream.body as Record<string, unknown>;
    // The chosen coin goes to the signer for the deposit instructions, and no further.
    expect(sent[0]!.body).toStrictEqual({ ...browserBody, asset: SELL.asset });
    expect(sent[0]!.headers['idempotency-key']).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    await expect.poll(() => sellWidget(page).getByText(SELL.accountNumber).count()).toBeGreaterThan(0);
  });
});
