import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { BuyRamp } from '../../../src/react/buy/BuyRamp';
import { buyLaterCode } from '../../../src/react/buy/laterCode';
import type { SignerFetch } from '../../../src/react/config/types';
import { SellRamp } from '../../../src/react/sell/SellRamp';
import { sellLaterCode } from '../../../src/react/sell/laterCode';
import { gate } from '../../support/gate';
import { buyToReview, createChain, renderRamp, sellToReview, stepHeading } from '../support';

// A host unmounts the widget while its request is on its way and mounts it again in the same page (a dialog
// closed and opened again, a route left and come back to): the request is still on its way, and the widget
// mounted again says so, then shows its answer. Nothing is sent again; the host hears the answer once.

const SLOW = { timeout: 15_000 };
beforeAll(() => Promise.all([buyLaterCode.load(), sellLaterCode.load()]), 60_000);

/** The chain's signer with the reply to each POST held until `release()` (the request has reached the signer, and the service, by then). */
function holdingTheAnswer(chain: ReturnType<typeof createChain>) {
  const held = gate();
  const signer: SignerFetch = async (input, init) => {
    const reply = await chain.signer(input, init);
    if (init?.method === 'POST') await held.promise;
    return reply;
  };
  return { signer, release: held.open };
}

const posts = (chain: ReturnType<typeof createChain>, path: string) => chain.seen.filter((request) => request.method === 'POST' && request.path === path);

/** The review says the request is on its way (its confirm button "Submitting…", busy), not that its outcome is unknown. */
async function onItsWay() {
  await stepHeading('Review');
  const button = await screen.findByRole('button', { name: 'Submitting…' }, SLOW);
  expect(button.getAttribute('aria-busy')).toBe('true');
  expect(screen.queryByRole('group', { name: 'We do not know yet whether your request arrived' })).toBeNull();
}

describe('a widget unmounted while its request is on its way, and mounted again in the same page', () => {
  it('<BuyRamp>: shows the request on its way, then its receipt; one POST, one onSuccess, the second mount’s', async () => {
    const chain = createChain();
    const { signer, release } = holdingTheAnswer(chain);
    const firstSuccess = vi.fn();
    const first = renderRamp(<BuyRamp signer={signer} persistKey="shop" onSuccess={firstSuccess} />);
    await buyToReview(first.user);
    await first.user.click(screen.getByRole('button', { name: 'Confirm and buy' }));
    await waitFor(() => expect(posts(chain, '/onramp')).toHaveLength(1), SLOW);
    first.unmount();

    const success = vi.fn();
    renderRamp(<BuyRamp signer={signer} persistKey="shop" onSuccess={success} />);
    await onItsWay();
    release();
    await stepHeading('Request received');
    expect(screen.getByText(String(chain.mock.transactions[0]?.reference))).toBeTruthy();
    await waitFor(() => expect(sessionStorage.getItem('shop:buy')).toContain('"status":"succeeded"'), SLOW);
    expect(posts(chain, '/onramp')).toHaveLength(1);
    expect(chain.mock.transactions).toHaveLength(1);
    expect(success).toHaveBeenCalledTimes(1);
    expect(firstSuccess).not.toHaveBeenCalled();
  });

  it('a second widget under the key, mounted while the first still shows the request, leaves its answer to the first', async () => {
    const chain = createChain();
    const { signer, release } = holdingTheAnswer(chain);
    const firstSuccess = vi.fn();
    const first = renderRamp(<BuyRamp signer={signer} persistKey="both" onSuccess={firstSuccess} messages={{ buyTitle: 'Top up' }} />);
    await buyToReview(first.user);
    await first.user.click(screen.getByRole('button', { name: 'Confirm and buy' }));
    await waitFor(() => expect(posts(chain, '/onramp')).toHaveLength(1), SLOW);

    // Two widgets under one key (the console names it in development): the second is no widget put back.
    const secondSuccess = vi.fn();
    renderRamp(<BuyRamp signer={signer} persistKey="both" onSuccess={secondSuccess} messages={{ buyTitle: 'Buy for a friend' }} />);
    await within(screen.getByRole('region', { name: 'Buy for a friend' })).findByRole('heading', { level: 3, name: 'Review' }, SLOW);
    release();
    await within(screen.getByRole('region', { name: 'Top up' })).findByRole('heading', { level: 3, name: 'Request received' }, SLOW);
    expect(firstSuccess).toHaveBeenCalledTimes(1);
    expect(secondSuccess).not.toHaveBeenCalled();
    expect(posts(chain, '/onramp')).toHaveLength(1);
  });

  it('<SellRamp>: the same, to its receipt', async () => {
    const chain = createChain();
    const { signer, release } = holdingTheAnswer(chain);
    const first = renderRamp(<SellRamp signer={signer} />);
    await sellToReview(first.user);
    await first.user.click(screen.getByRole('button', { name: 'Confirm and sell' }));
    await waitFor(() => expect(posts(chain, '/offramp')).toHaveLength(1), SLOW);
    first.unmount();

    const success = vi.fn();
    renderRamp(<SellRamp signer={signer} onSuccess={success} />);
    await onItsWay();
    release();
    await stepHeading(/Request received|Naira paid out/);
    expect(posts(chain, '/offramp')).toHaveLength(1);
    expect(chain.mock.transactions).toHaveLength(1);
    expect(success).toHaveBeenCalledTimes(1);
  });
});
