import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMockQuote, MOCK_DEPOSIT_ADDRESSES } from '../../../src/mock';
import type { FetchLike } from '../../../src/server/config/types';
import { SellRamp } from '../../../src/react/sell/SellRamp';
import { createChain, renderRamp, sellToReview, stepHeading } from '../support';
import { buyLaterCode } from '../../../src/react/buy/laterCode';
import { sellLaterCode } from '../../../src/react/sell/laterCode';

// The later steps' code is fetched (and, here, transformed) the first time a flow needs it: once, before the tests.
beforeAll(() => Promise.all([buyLaterCode.load(), sellLaterCode.load()]), 60_000);

// A sell says until when the coins are expected only when the service's answer or the estimate's quote
// gives a time; with neither, it says nothing of a deadline.

const HOUR = 3_600_000;
const stellar = { stellar: MOCK_DEPOSIT_ADDRESSES.stellar };
const deposit = async () => within(await screen.findByRole('group', { name: 'Now send the coins' }));
const time = (iso: string) => new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** The mock ramp service, its sell answers carrying a deadline for the coins. */
function withDeadline(fetch: FetchLike, deadline: string): FetchLike {
  return async (input, init) => {
    const answer = await fetch(input, init);
    if (!String(input).endsWith('/offramp') || !answer.ok) return answer;
    const json = (await answer.json()) as { transaction: Record<string, unknown> };
    return Response.json({ ...json, transaction: { ...json.transaction, expires_at: deadline } });
  };
}

async function sellAndConfirm(chain: ReturnType<typeof createChain>) {
  const { user } = renderRamp(<SellRamp signer={chain.signer} />);
  await sellToReview(user);
  await user.click(screen.getByRole('button', { name: 'Confirm and sell' }));
  await stepHeading('Request received');
}

describe('until when a sell expects the coins', () => {
  it('says the service’s deadline, and until when the estimate holds', async () => {
    const deadline = new Date(Date.now() + HOUR).toISOString();
    const quote = createMockQuote();
    let quoted = '';
    const chain = createChain({
      mock: { lifecycle: { settleAfterMs: HOUR } },
      signer: { depositAddresses: stellar, quote: (query) => ({ ...quote(query), expires_at: (quoted = quote(query).expires_at) }) },
      upstream: (fetch) => withDeadline(fetch, deadline),
    });
    await sellAndConfirm(chain);
    const box = await deposit();
    expect(box.getByText(`Send them by ${time(deadline)}.`)).toBeTruthy();
    expect(box.getByText(`The estimate holds until ${time(quoted)}.`)).toBeTruthy();
  });

  it('with neither, names no time', async () => {
    await sellAndConfirm(createChain({ mock: { lifecycle: { settleAfterMs: HOUR } }, signer: { depositAddresses: stellar } }));
    const box = await deposit();
    expect(box.queryByText(/Send them by|holds until|ended at/)).toBeNull();
  });
});
