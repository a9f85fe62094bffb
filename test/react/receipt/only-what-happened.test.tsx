import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMockQuote } from '../../../src/mock';
import { BuyRamp } from '../../../src/react/buy/BuyRamp';
import { SellRamp } from '../../../src/react/sell/SellRamp';
import { buyToReview, createChain, renderRamp, sellToReview, stepHeading } from '../support';
import { buyLaterCode } from '../../../src/react/buy/laterCode';
import { sellLaterCode } from '../../../src/react/sell/laterCode';

// The later steps' code is fetched (and, here, transformed) the first time a flow needs it: once, before the tests.
beforeAll(() => Promise.all([buyLaterCode.load(), sellLaterCode.load()]), 60_000);

// A receipt says only what happened: a failed request's timeline marks done only what was done, in
// words; what did not arrive is not offered as arriving; the reference comes with a way to ask.

const HOUR = 3_600_000;
const SLOW = { timeout: 15_000 };
const row = (label: string) => screen.queryByText(label, { selector: 'dt' })?.nextElementSibling?.textContent;
const timeline = () => within(document.querySelector<HTMLElement>('[data-slot="timeline"]')!).getAllByRole('listitem').map((item) => item.textContent);
const receipt = () => document.querySelector('[data-slot="receipt"]')!.textContent ?? '';

describe('a request not completed', () => {
  it('buy: the timeline says what did not happen, in words; "Not received" replaces "You receive"; the reference with the support link', async () => {
    const chain = createChain({ mock: { lifecycle: { settleTo: 'failed' } }, signer: { statusStaleMs: 0 } });
    const { user } = renderRamp(<BuyRamp signer={chain.signer} support="help@shop.example" />);
    await buyToReview(user);
    await user.click(screen.getByRole('button', { name: 'Confirm and buy' }));
    await stepHeading('Request not completed');
    await waitFor(() => expect(timeline()).toEqual(['Request receivedDone', 'Payment not confirmedFailed', 'Stablecoin not sentDid not happen']), SLOW);
    expect(receipt()).not.toContain('Payment confirmed');
    expect(row('You receive')).toBeUndefined();
    expect(row('Not received')).toBe('NGN stablecoin on Stellar');
    expect(row('You said you paid')).toBe('₦25,000.00 to Adaeze Okonkwo, Access Bank');
    const reference = String(chain.mock.transactions[0]?.reference);
    const link = screen.getByRole('link', { name: 'help@shop.example' });
    expect(link.getAttribute('href')).toBe('mailto:help@shop.example');
    expect(link.closest('p')?.textContent).toContain(`quote the reference ${reference}`);
  });

  it('sell, without a support option: names the business, and makes no contact up', async () => {
    const chain = createChain({ mock: { lifecycle: { settleTo: 'failed' } }, signer: { statusStaleMs: 0 } });
    const { user } = renderRamp(<SellRamp signer={chain.signer} />);
    await sellToReview(user);
    await user.click(screen.getByRole('button', { name: 'Confirm and sell' }));
    await stepHeading('Request not completed');
    await waitFor(() => expect(timeline()).toEqual(['Request receivedDone', 'Stablecoin not receivedFailed', 'Naira not paid outDid not happen']), SLOW);
    expect(row('You receive')).toBeUndefined();
    expect(row('Not received')).toBe('₦75,000.00 into Tansi Jones, Wema Bank, 9480948372');
    expect(screen.queryByRole('link')).toBeNull();
    expect(receipt()).toContain('contact the business behind this site and quote the reference');
  });
});

describe('a pending buy', () => {
  it('says "You said you paid" until the service says otherwise, and keeps its estimate across a reload', async () => {
    const chain = createChain({ mock: { lifecycle: { settleAfterMs: HOUR } }, signer: { quote: createMockQuote() } });
    const first = renderRamp(<BuyRamp signer={chain.signer} />);
    await buyToReview(first.user);
    await screen.findByText('24,900.00 cNGN', {}, SLOW);
    await first.user.click(screen.getByRole('button', { name: 'Confirm and buy' }));
    await stepHeading('Request received');
    const estimate = 'NGN stablecoin on Stellar: about 24,900.00 cNGN, as estimated when you asked';
    expect(row('You said you paid')).toBe('₦25,000.00 to Adaeze Okonkwo, Access Bank');
    expect(row('You paid')).toBeUndefined();
    expect(row('You receive')).toBe(estimate);
    await waitFor(() => expect(sessionStorage.getItem('naira-ramp:buy')).toContain('"estimate"'), SLOW);
    first.unmount();
    // A fresh page: nothing in the quote cache, only what the tab kept.
    renderRamp(<BuyRamp signer={chain.signer} />);
    await stepHeading('Request received');
    await waitFor(() => expect(row('You receive')).toBe(estimate), SLOW);
  });

  it('once completed, "You paid" and "You received"', async () => {
    const chain = createChain({ signer: { statusStaleMs: 0 } });
    const { user } = renderRamp(<BuyRamp signer={chain.signer} />);
    await buyToReview(user);
    await user.click(screen.getByRole('button', { name: 'Confirm and buy' }));
    await stepHeading('Stablecoin sent');
    await waitFor(() => expect(row('You paid')).toBe('₦25,000.00 to Adaeze Okonkwo, Access Bank'), SLOW);
    expect(timeline()).toEqual(['Request receivedDone', 'Payment confirmedDone', 'Stablecoin sentDone']);
    expect(row('You received')).toBe('NGN stablecoin on Stellar');
    expect(row('You receive')).toBeUndefined();
  });
});

describe('a completed sale', () => {
  it('says what was sent and what arrived, in the past', async () => {
    const chain = createChain({ signer: { statusStaleMs: 0 } });
    const { user } = renderRamp(<SellRamp signer={chain.signer} />);
    await sellToReview(user);
    await user.click(screen.getByRole('button', { name: 'Confirm and sell' }));
    await stepHeading('Naira paid out');
    await waitFor(() => expect(row('You sent')).toBe('50.00 USDT on Stellar'), SLOW);
    expect(row('You received')).toBe('₦75,000.00 into Tansi Jones, Wema Bank, 9480948372');
    expect(row('You send')).toBeUndefined();
    expect(row('You receive')).toBeUndefined();
  });
});
