import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BuyRamp } from '../../../src/react/buy/BuyRamp';
import { buyProofToWallet, createChain, describedError, renderRamp, stepHeading } from '../support';

/** A buy on its wallet step, with a wallet address the rules refuse typed and focus still in the field. */
async function badWalletTyped() {
  const { user } = renderRamp(<BuyRamp signer={createChain().signer} />);
  await user.type(screen.getByLabelText('Amount in naira'), '25000');
  await user.click(await screen.findByRole('radio', { name: /Adaeze Okonkwo/ }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.click(await screen.findByRole('button', { name: 'I have paid' }));
  await buyProofToWallet(user);
  const wallet = screen.getByLabelText('Wallet address');
  await user.type(wallet, 'GA7Q');
  return { user, wallet };
}

describe('pressing a step\'s button with a bad value still in its field', () => {
  // Leaving the field shows its error, which pushes the buttons down: moved on the press, they would be gone
  // from under the pointer before the release, and the click would be lost (seen at 320 and 1280 px).
  it('leaves focus in the field until the release, so nothing moves under the pointer, and Continue then names the error', async () => {
    const { user, wallet } = await badWalletTyped();
    const button = screen.getByRole('button', { name: 'Continue' });
    const top = button.getBoundingClientRect().top;

    await user.pointer({ keys: '[MouseLeft>]', target: button });
    expect(document.activeElement).toBe(wallet);
    expect(describedError(wallet)).toBeUndefined();
    expect(button.getBoundingClientRect().top).toBe(top);

    await user.pointer({ keys: '[/MouseLeft]', target: button });
    await waitFor(() => expect(describedError(wallet)).toBe('This is not a Stellar address. Stellar addresses start with G and have 56 characters'));
    expect(document.activeElement).toBe(wallet);
  });

  it('Back, pressed the same way, goes back with what was typed kept', async () => {
    const { user, wallet } = await badWalletTyped();
    const back = screen.getByRole('button', { name: 'Back' });
    await user.pointer({ keys: '[MouseLeft>]', target: back });
    expect(document.activeElement).toBe(wallet);
    await user.pointer({ keys: '[/MouseLeft]', target: back });
    await stepHeading('Proof of payment');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByLabelText<HTMLInputElement>('Wallet address')).value).toBe('GA7Q');
  });
});
