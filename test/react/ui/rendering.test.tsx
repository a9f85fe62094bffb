import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BuyRamp } from '../../../src/react/buy/BuyRamp';
import { buyLaterCode } from '../../../src/react/buy/laterCode';
import { defaultMessages } from '../../../src/react/messages/defaults';
import { useBuyRamp } from '../../../src/react/buy/useBuyRamp';
import { buyProofToWallet, createChain, renderRamp, WALLETS } from '../support';

describe('a keystroke re-renders the field, not the widget', () => {
  it('does not re-render the frame while typing an amount or a wallet address', async () => {
    // The frame calls progressAnnouncement on every render of the widget, so its calls count those renders.
    const progress = vi.fn(defaultMessages.progressAnnouncement);
    const { user } = renderRamp(<BuyRamp signer={createChain().signer} messages={{ progressAnnouncement: progress }} />);
    await screen.findByRole('radio', { name: /Adaeze/ });
    // The later code arrives once after mount and renders the widget once; that render is not a keystroke's.
    await buyLaterCode.load();
    await act(async () => {});
    const amount = screen.getByLabelText('Amount in naira');
    await user.click(amount);
    const before = progress.mock.calls.length;
    await user.keyboard('2500000');
    expect(progress.mock.calls.length).toBe(before);

    await user.clear(amount);
    await user.type(amount, '25000');
    await user.click(screen.getByRole('radio', { name: /Adaeze/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'I have paid' }));
    await buyProofToWallet(user);
    const wallet = screen.getByLabelText('Wallet address');
    await user.click(wallet);
    const atWallet = progress.mock.calls.length;
    await user.keyboard(WALLETS.stellar);
    expect(progress.mock.calls.length).toBe(atWallet);
  });
});

describe('the headless hook', () => {
  // A signer that never answers: no list arrives, so any further render of the flow is the form's own.
  const silent = () => new Promise<Response>(() => undefined);

  it('the headless hook still re-renders its host when a form state it reads changes', async () => {
    const seen: boolean[] = [];
    function Host() {
      const ramp = useBuyRamp({ signer: silent });
      seen.push(ramp.form.formState.isDirty);
      return <input aria-label="Amount" {...ramp.form.register('amount')} />;
    }
    const { user } = renderRamp(<Host />);
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '5');
    await waitFor(() => expect(seen.at(-1)).toBe(true));
  });
});
