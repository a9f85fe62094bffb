import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BuyRamp } from '../../../../src/react/buy/BuyRamp';
import { SellRamp } from '../../../../src/react/sell/SellRamp';
import { createChain, renderRamp, sellToBankStep } from '../../support';
import { gate } from '../../../support/gate';

// "Try again" under a list that failed goes away once the list arrives. A keyboard user who pressed it
// must not be left with focus on nothing (the page's body, where Tab starts over from the top): focus
// goes to the field the list is for. Focus the person moved elsewhere meanwhile stays where they put it.

describe('focus after "Try again" brings a list', () => {
  it('buy: Enter on Try again under the vendors moves focus to the first vendor once they arrive', async () => {
    const chain = createChain({ mock: { faults: { route: 'vendors', status: 500, times: 1 } } });
    const { user } = renderRamp(<BuyRamp signer={chain.signer} />);
    await screen.findByText('The list of payment vendors could not be loaded.');
    screen.getByRole('button', { name: 'Try again' }).focus();
    await user.keyboard('{Enter}');
    const first = await screen.findByRole('radio', { name: /Adaeze Okonkwo/ });
    await waitFor(() => expect(document.activeElement).toBe(first));
  });

  it('buy: focus the person moved to the amount while the list came stays there', async () => {
    const chain = createChain({ mock: { faults: { route: 'vendors', status: 500, times: 1 } } });
    const { user } = renderRamp(<BuyRamp signer={chain.signer} />);
    await screen.findByText('The list of payment vendors could not be loaded.');
    const list = gate();
    chain.mock.setFaults({ route: 'vendors', until: list.promise, times: 1 });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.click(screen.getByLabelText('Amount in naira'));
    list.open();
    await screen.findByRole('radio', { name: /Adaeze Okonkwo/ });
    // Whatever the list's arrival set off (its effects) has run once act returns.
    await act(async () => {});
    expect(document.activeElement).toBe(screen.getByLabelText('Amount in naira'));
  });

  it('sell: Enter on Try again under the bank moves focus to the bank field once the list arrives', async () => {
    const chain = createChain({ mock: { faults: { route: 'banks', status: 500, times: 1 } } });
    const { user } = renderRamp(<SellRamp signer={chain.signer} />);
    await sellToBankStep(user);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    retry.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Bank')));
  });
});

describe('Continue while the vendor list has failed', () => {
  it('moves focus to Try again, which the failure describes, instead of leaving it on Continue with nothing said', async () => {
    const chain = createChain({ mock: { faults: { route: 'vendors', status: 500, times: 3 } } });
    const { user } = renderRamp(<BuyRamp signer={chain.signer} />);
    await screen.findByText('The list of payment vendors could not be loaded.');
    await user.type(screen.getByLabelText('Amount in naira'), '25000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const retry = screen.getByRole('button', { name: 'Try again' });
    await waitFor(() => expect(document.activeElement).toBe(retry));
    expect(retry).toHaveAccessibleDescription('The list of payment vendors could not be loaded.');
    // Nothing was chosen or lost: the amount stays, and the list comes once asked again.
    expect(screen.getByLabelText('Amount in naira')).toHaveValue('25,000');
  });

  it('with a refused key (no Try again), moves focus to the failure itself', async () => {
    const chain = createChain({ signer: { secretKey: 'mock_s_tk_wrong' } });
    const { user } = renderRamp(<BuyRamp signer={chain.signer} />);
    const failure = await screen.findByText(/site owner needs to fix its configuration/);
    await user.type(screen.getByLabelText('Amount in naira'), '25000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(document.activeElement).toBe(failure));
  });
});
