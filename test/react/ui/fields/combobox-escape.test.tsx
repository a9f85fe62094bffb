import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { BuyRamp, RampDialog, SellRamp } from '../../../../src';
import { mockVendors } from '../../../../src/mock';
import { createChain, renderRamp, sellToBankStep, stepHeading } from '../../support';

/** A host page whose checkout opens in a dialog, open from the start, with 500 vendors (a searchable list). */
function Host({ flow }: { flow: 'buy' | 'sell' }) {
  const [open, setOpen] = useState(true);
  const [signer] = useState(() => createChain({ mock: { vendors: mockVendors(500) } }).signer);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Checkout
      </button>
      <RampDialog open={open} onClose={() => setOpen(false)}>
        {flow === 'buy' ? <BuyRamp signer={signer} /> : <SellRamp signer={signer} />}
      </RampDialog>
    </>
  );
}

describe('Escape in a searchable list', () => {
  it('closes the open list and keeps the vendor chosen; with the list closed it closes the dialog', async () => {
    const { user } = renderRamp(<Host flow="buy" />);
    const search = (await screen.findByRole('combobox', { name: 'Payment vendor' })) as HTMLInputElement;
    await user.type(screen.getByLabelText('Amount in naira'), '25000');
    await user.type(search, 'zainab okon');
    await user.keyboard('{Enter}');
    expect(search.value).toBe('Zainab Okonkwo');

    // The list open again: Escape closes it, and only it.
    await user.keyboard('{ArrowDown}');
    expect(search.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    expect(search.getAttribute('aria-expanded')).toBe('false');
    expect(search.value).toBe('Zainab Okonkwo');
    expect(screen.getByRole('dialog')).toBeTruthy();

    // The list closed: Escape is the dialog's, as everywhere else in it; the choice is not wiped on the way.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('leaves a chosen bank as it is outside a dialog, and it goes on to the review', async () => {
    const { user } = renderRamp(<SellRamp signer={createChain().signer} />);
    await sellToBankStep(user);
    const bank = screen.getByLabelText('Bank') as HTMLInputElement;
    await user.type(bank, 'Wema');
    await user.keyboard('{Enter}');
    expect(bank.value).toBe('Wema Bank');
    await user.keyboard('{Escape}');
    expect(bank.value).toBe('Wema Bank');
    await user.type(screen.getByLabelText('Account number'), '9480948372');
    await user.type(screen.getByLabelText('Account name'), 'Tansi Jones');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Review');
    expect(screen.getByText('Wema Bank')).toBeTruthy();
  });

  it('in a dialog, Escape with a bank chosen closes the dialog, and the bank is there when it opens again', async () => {
    const { user } = renderRamp(<Host flow="sell" />);
    await screen.findByLabelText('Amount to sell');
    await sellToBankStep(user);
    await user.type(screen.getByLabelText('Bank'), 'Wema');
    await user.keyboard('{Enter}');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    await stepHeading('Bank account to receive naira');
    await waitFor(() => expect((screen.getByLabelText('Bank') as HTMLInputElement).value).toBe('Wema Bank'));
  });
});
