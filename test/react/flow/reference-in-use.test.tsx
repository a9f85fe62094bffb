import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { BuyRamp } from '../../../src/react/buy/BuyRamp';
import { MOCK_DEPOSIT_ADDRESSES } from '../../../src/mock';
import { buyLaterCode } from '../../../src/react/buy/laterCode';
import type { SignerFetch } from '../../../src/react/config/types';
import { SellRamp } from '../../../src/react/sell/SellRamp';
import { sellLaterCode } from '../../../src/react/sell/laterCode';
import { createMemoryIdempotencyStore } from '../../../src/server/idempotency/memory-store';
import { createRampSigner } from '../../../src/server/signer';
import { createMemoryStore } from '../../../src/server/store/memory';
import { buyToReview, createChain, detailValue, outcomeUnknown, renderRamp, sellToReview, stepHeading } from '../support';

// The signer answers `conflict` when a request under the reference already exists or is on its way
// with other details (two tabs on one paid buy; an earlier attempt written otherwise). A payment may
// stand behind that reference: the widget looks the request up under it, and never offers a new one.

const KEY = 'naira-ramp:buy';
const RECEIPT = /Request received|Stablecoin sent|Naira paid out/;
const NEW_REQUEST = /new request|new reference/i;
beforeAll(() => Promise.all([buyLaterCode.load(), sellLaterCode.load()]), 60_000);

const button = (name: string) => screen.getByRole('button', { name });

/** The page's hop to the signer, noting the status of each POST's answer. */
function noting(signer: SignerFetch) {
  const statuses: number[] = [];
  const fetch: SignerFetch = async (input, init) => {
    const answer = await signer(input, init);
    if (init?.method === 'POST') statuses.push(answer.status);
    return answer;
  };
  return { fetch, statuses };
}

/** A paid buy on its review, and the tab kept as a second tab copies it (sessionStorage goes with a duplicated tab). */
async function paidBuyInTwoTabs(signer: SignerFetch) {
  const first = renderRamp(<BuyRamp signer={signer} />);
  await buyToReview(first.user);
  await waitFor(() => expect(sessionStorage.getItem(KEY)).toContain('"step":"review"'));
  const copy = String(sessionStorage.getItem(KEY));
  // The narration on the transfer: the reference of every request for it.
  const { values } = JSON.parse(copy) as { values: { reference: string } };
  return { first, copy, reference: values.reference };
}

/** The second tab: the copy put back, and its review sent with another account number than the first's. */
async function secondTabSends(signer: SignerFetch, copy: string) {
  sessionStorage.setItem(KEY, copy);
  const { user } = renderRamp(<BuyRamp signer={signer} />);
  await stepHeading('Review');
  await user.click(button('Edit account number you paid from'));
  const number = screen.getByLabelText('Account number you paid from');
  await user.clear(number);
  await user.type(number, '1112223334');
  await user.click(button('Continue'));
  await stepHeading('Review');
  await user.click(button('Confirm and buy'));
  return user;
}

describe('a paid buy confirmed in two tabs, the second with other details', () => {
  it('shows the second tab the receipt of the request its reference belongs to: one transaction, nothing to pay again', async () => {
    const chain = createChain({ mock: { lifecycle: { settleAfterMs: 60_000 } } });
    const hop = noting(chain.signer);
    const { first, copy, reference } = await paidBuyInTwoTabs(hop.fetch);
    await first.user.click(button('Confirm and buy'));
    await stepHeading(RECEIPT);
    first.unmount();

    await secondTabSends(hop.fetch, copy);
    await stepHeading(RECEIPT);
    // The signer refused the second body under the narration (422 conflict); the status route had the first.
    expect(hop.statuses).toEqual([200, 422]);
    expect(chain.mock.transactions).toHaveLength(1);
    expect(chain.mock.transactions[0]?.reference).toBe(reference);
    // The receipt says what the service holds: the account the first tab named.
    expect(detailValue('paid_from')).toContain('0123456780');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.body.textContent).not.toMatch(NEW_REQUEST);
  });
});

describe('a paid buy whose first tab’s request is still on its way when the second tab sends other details', () => {
  it('says it is not known, with the narration, no way to pay again, and "Check again" finds the one transaction', async () => {
    // Two instances of the signer share their stores, as a deployment of several does; each tab reaches
    // one. The service holds the first tab's request until the test lets it through.
    const store = createMemoryStore();
    const idempotency = { store: createMemoryIdempotencyStore() };
    let release = () => {};
    let reached = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const arrived = new Promise<void>((resolve) => (reached = resolve));
    const chain = createChain({
      mock: { lifecycle: { settleAfterMs: 60_000 } },
      signer: { store, idempotency },
      upstream: (fetch) => async (input, init) => {
        if (init?.method === 'POST') {
          reached();
          await held;
        }
        return fetch(input, init);
      },
    });
    const other = createRampSigner({ secretKey: chain.mock.secretKey, businessId: 'biz_test_01', linkTag: 'link_test', baseUrl: 'http://ramp.test', fetch: chain.mock.fetch, env: {}, listCacheMs: 0, store, idempotency });
    const hop = noting((input, init) => other(new Request(new URL(String(input), 'http://widget.test'), init)));
    const { first, copy, reference } = await paidBuyInTwoTabs(chain.signer);
    await first.user.click(button('Confirm and buy'));
    await arrived;
    first.unmount();

    const user = await secondTabSends(hop.fetch, copy);
    const doubt = await outcomeUnknown();
    expect(hop.statuses).toEqual([422]);
    expect(doubt.textContent).toMatch(/Do not pay again/);
    expect(within(doubt).getByText(reference)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.body.textContent).not.toMatch(NEW_REQUEST);
    expect(screen.queryByRole('button', { name: 'Confirm and buy' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();

    // The first tab's request arrives: the second finds it under the same reference.
    release();
    await waitFor(() => expect(chain.mock.transactions).toHaveLength(1));
    await user.click(button('Check again'));
    await stepHeading(RECEIPT);
    expect(chain.mock.transactions).toHaveLength(1);
    expect(chain.mock.transactions[0]?.reference).toBe(reference);
  });
});

describe('a sell whose reference the signer already holds with other details', () => {
  it('shows the receipt of that sell, with its deposit, rather than a new request that would ask for coins again', async () => {
    const chain = createChain({ mock: { lifecycle: { settleAfterMs: 3_600_000 } }, signer: { depositAddresses: MOCK_DEPOSIT_ADDRESSES } });
    let first = true;
    // An earlier attempt under the same key, written with the account name otherwise, reached the signer first.
    const signer: SignerFetch = async (input, init) => {
      if (first && init?.method === 'POST') {
        first = false;
        const earlier = { ...(JSON.parse(String(init.body)) as Record<string, unknown>), account_name: 'Tansi A. Jones' };
        expect((await chain.signer(input, { ...init, body: JSON.stringify(earlier) })).status).toBe(200);
      }
      return chain.signer(input, init);
    };
    const hop = noting(signer);
    const { user } = renderRamp(<SellRamp signer={hop.fetch} />);
    await sellToReview(user);
    await user.click(button('Confirm and sell'));
    await stepHeading(RECEIPT);
    expect(hop.statuses).toEqual([422]);
    expect(chain.mock.transactions).toHaveLength(1);
    // Where to send the coins is the one sell's, and the receipt names its account as the service holds it.
    expect(await screen.findByText(/Send exactly/)).toBeTruthy();
    expect(detailValue('receive')).toContain('Tansi A. Jones');
    expect(document.body.textContent).not.toMatch(NEW_REQUEST);
  });
});
