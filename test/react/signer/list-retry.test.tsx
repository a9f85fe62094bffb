import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BuyRamp } from '../../../src/react/buy/BuyRamp';
import { RampProvider } from '../../../src/react/config/RampProvider';
import { createRampQueryClient } from '../../../src/react/config/queryClient';
import { createChain, renderRamp } from '../support';
import { manualQueryTimers } from '../../support/query-timers';

// The widget's own QueryClient (not the tests' no-retry one): how often a failed list is asked for again.
function renderWithWidgetClient(signer: ReturnType<typeof createChain>['signer']) {
  const client = createRampQueryClient();
  render(
    <RampProvider queryClient={client}>
      <BuyRamp signer={signer} />
    </RampProvider>,
  );
  return client;
}

// React Query's retry waits stand still until a test moves them.
const timers = manualQueryTimers();

const vendorRequests = (chain: ReturnType<typeof createChain>) => chain.seen.filter((r) => r.path === '/vendors').length;

describe('list retries', () => {
  it('asks once when the signer’s key is refused: a retry cannot mend the host’s configuration', async () => {
    const chain = createChain({ signer: { secretKey: 'mock_s_tk_wrong' } });
    const client = renderWithWidgetClient(chain.signer);
    await screen.findByText(/site owner needs to fix its configuration/);
    // An hour on React Query's clock: any retry it had scheduled would have been asked by then.
    timers.advance(3_600_000);
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(vendorRequests(chain)).toBe(1);
  });

  it('retries a failing list before showing the failure', async () => {
    const chain = createChain();
    chain.mock.setFaults({ route: 'vendors', status: 500, times: 1 });
    renderWithWidgetClient(chain.signer);
    // The retry waits on React Query's clock, moved a second at each look.
    await waitFor(() => {
      timers.advance(1_000);
      expect(screen.getByRole('radio', { name: /Adaeze Okonkwo/ })).toBeTruthy();
    });
    expect(vendorRequests(chain)).toBe(2);
  });
});

describe('a vendor list that failed to load', () => {
  it('does not ask the person to choose a vendor there is no list of; Try again brings the list', async () => {
    const chain = createChain();
    chain.mock.setFaults({ route: 'vendors', status: 500, times: 1 });
    const { user } = renderRamp(<BuyRamp signer={chain.signer} />);
    await screen.findByText('The list of payment vendors could not be loaded.');
    await user.type(screen.getByLabelText('Amount in naira'), '25000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // The submit is handled once focus has gone to the list's Try again.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Try again' })));
    expect(screen.queryByText('Choose a payment vendor')).toBeNull();
    expect(screen.getByText('The list of payment vendors could not be loaded.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', { name: /Adaeze Okonkwo/ })).toBeTruthy();
  });
});
