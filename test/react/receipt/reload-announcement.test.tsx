import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { BuyRamp } from '../../../src/react/buy/BuyRamp';
import { buyLaterCode } from '../../../src/react/buy/laterCode';
import { buyToReview, createChain, renderRamp, stepHeading } from '../support';

// The later steps' code is fetched (and, here, transformed) the first time a flow needs it: once, before the tests.
beforeAll(() => buyLaterCode.load(), 60_000);

const SLOW = { timeout: 15_000 };
const liveRegion = () => document.querySelector('[data-slot="live-region"]')!;

/**
 * The screen tells the truth, to a screen reader too. A reload brings a receipt back whose request has
 * failed ("Request not completed", Failed): the polite live region must not say "Request received" (the
 * receipt step's fixed title) as all there is to hear, while the page says the request was not completed.
 */
describe('a reload onto the receipt of a failed request', () => {
  it('announces what the heading says, not "Request received"', async () => {
    const chain = createChain({ mock: { lifecycle: { settleTo: 'failed' } }, signer: { statusStaleMs: 0 } });
    const first = renderRamp(<BuyRamp signer={chain.signer} />);
    await buyToReview(first.user);
    await first.user.click(screen.getByRole('button', { name: 'Confirm and buy' }));
    await stepHeading('Request not completed');
    await waitFor(() => expect(sessionStorage.getItem('naira-ramp:buy')).toContain('failed'), SLOW);

    first.unmount();
    renderRamp(<BuyRamp signer={chain.signer} />);
    await screen.findByRole('heading', { level: 3, name: 'Request not completed' }, SLOW);
    // What the live region says once the restored receipt has settled on screen.
    await waitFor(() => expect(document.querySelector('[data-slot="receipt-status"]')?.getAttribute('data-status')).toBe('failed'));
    expect((liveRegion().textContent ?? '').trim()).toBe('Request not completed');
  });
});
