import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SellRamp } from '../../../../src/react/sell/SellRamp';
import { createChain, renderRamp, stepHeading, WALLETS } from '../../support';

/** The tick after an option's name, as drawn (CSS generated content). */
const tick = (option: Element) => getComputedStyle(option.querySelector('.nr-choice-label')!, '::after').content;

describe('the bank search', () => {
  it('shows a tick only on the bank chosen, not on the first suggestion while nothing is chosen', async () => {
    const { user } = renderRamp(<SellRamp signer={createChain().signer} />);
    await user.type(screen.getByLabelText('Amount to sell'), '50');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Network and wallet');
    await user.type(screen.getByLabelText('Wallet address you will send from'), WALLETS.stellar);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Bank account to receive naira');
    await user.type(screen.getByLabelText('Bank'), 'ban');
    const options = await screen.findAllByRole('option');
    expect(options.length).toBeGreaterThan(1);
    expect(options.map(tick)).toEqual(options.map(() => 'none'));

    // Chosen: the tick is on that bank alone, when the list is open again.
    await user.click(options[1]!);
    const chosen = options[1]!.textContent;
    await user.click(screen.getByRole('button', { name: 'Show banks' }));
    await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(0));
    const ticked = screen.getAllByRole('option').filter((option) => tick(option) !== 'none');
    expect(ticked.map((option) => option.textContent)).toEqual([chosen]);
  });
});
