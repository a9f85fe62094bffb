import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockVendors } from '../../../../src/mock';
import { BuyRamp } from '../../../../src/react/buy/BuyRamp';
import { createRampQueryClient } from '../../../../src/react/config/queryClient';
import { signerKey } from '../../../../src/react/config/signerKey';
import { RampProvider } from '../../../../src/react/config/RampProvider';
import type { Vendor } from '../../../../src/core';
import { SellRamp } from '../../../../src/react/sell/SellRamp';
import { createChain, describedError, renderRamp, stepHeading, WALLETS } from '../../support';

afterEach(() => vi.unstubAllGlobals());

async function toBankStep(user: ReturnType<typeof renderRamp>['user']) {
  await user.type(screen.getByLabelText('Amount to sell'), '25');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await stepHeading('Network and wallet');
  await user.click(screen.getByRole('radio', { name: 'Polygon' }));
  await user.type(screen.getByLabelText('Wallet address you will send from'), WALLETS.polygon);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await stepHeading('Bank account to receive naira');
  return (await screen.findByRole('combobox', { name: 'Bank' })) as HTMLInputElement;
}

describe('Nigerian inputs', () => {
  it('accepts "GTBank" and "0123 456 789", and sends the listed bank and the 10 digits', async () => {
    const chain = createChain();
    const { user } = renderRamp(<SellRamp signer={chain.signer} />);
    const bank = await toBankStep(user);

    await user.type(bank, 'GTBank');
    const list = screen.getByRole('listbox', { name: 'Matching banks' });
    expect(within(list).getAllByRole('option')[0]!.textContent).toBe('Guaranty Trust Bank');
    await user.type(screen.getByLabelText('Account number'), '0123 456 789');
    await user.type(screen.getByLabelText('Account name'), 'Tansi Jones');
    // Leaving the field puts the listed name in place of the short one.
    expect(bank.value).toBe('Guaranty Trust Bank');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await stepHeading('Review');
    expect(screen.getByText('Guaranty Trust Bank')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirm and sell' }));
    await stepHeading('Request received');
    const body = chain.posts('/transactions/v1/offramp')[0]!.body as Record<string, unknown>;
    expect(body.bank_name).toBe('Guaranty Trust Bank');
    expect(body.account_number).toBe('0123456789');
  });

  it('picks "opay" with Enter from the searched list, keyboard only', async () => {
    const chain = createChain();
    const { user } = renderRamp(<SellRamp signer={chain.signer} />);
    const bank = await toBankStep(user);
    await user.type(bank, 'opay');
    expect(bank.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Enter}');
    expect(bank.value).toBe('OPay');
    expect(bank.getAttribute('aria-expanded')).toBe('false');
    // Arrow keys walk the list; Escape closes it and keeps the choice.
    await user.clear(bank);
    await user.type(bank, 'first');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(bank.value).toBe('First City Monument Bank');
  });

  it('says so when no bank matches, and refuses a bank that is not listed', async () => {
    const chain = createChain();
    const { user } = renderRamp(<SellRamp signer={chain.signer} />);
    const bank = await toBankStep(user);
    await user.type(bank, 'Monzo');
    expect(screen.getByText(/No bank matches that/)).toBeTruthy();
    await user.type(screen.getByLabelText('Account number'), '0123-456-78');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(describedError(bank)).toBe('Choose a bank from the list'));
    expect(describedError(screen.getByLabelText('Account number'))).toMatch(/exactly 10 digits \(this has 9\)/);
    expect(document.activeElement).toBe(bank);
  });

  it('makes 500 vendors a searchable list rendering only what it shows, and pays the one picked', async () => {
    const vendors = mockVendors(500);
    const chain = createChain({ mock: { vendors } });
    const { user } = renderRamp(<BuyRamp signer={chain.signer} />);
    const search = await screen.findByRole('combobox', { name: 'Payment vendor' });
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    expect(screen.queryAllByRole('option')).toHaveLength(0);

    await user.type(screen.getByLabelText('Amount in naira'), '25000');
    await user.type(search, 'zainab okon');
    const options = within(screen.getByRole('listbox', { name: 'Matching vendors' })).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Zainab Okonkwo' + vendors[9]!.vendorBank]);
    await user.click(options[0]!);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Pay the vendor');
    expect(screen.getByText(vendors[9]!.vendorNumber)).toBeTruthy();
  });

  it('mounts a closed list of 500 vendors without reading the whole list, and searches once typed', async () => {
    const chain = createChain({ signer: { basePath: '/api/ramp' } });
    const list: Vendor[] = mockVendors(500).map((v) => ({ name: v.venderName, bank: v.vendorBank, number: v.vendorNumber }));
    let read = 0;
    const counted = new Proxy(list, {
      get(target, key, receiver) {
        if (typeof key === 'string' && /^\d+$/.test(key)) read += 1;
        return Reflect.get(target, key, receiver);
      },
    });
    // A signer URL, whose cache key is itself: the list is put where the widget will look for it.
    vi.stubGlobal('fetch', (input: string, init?: RequestInit) => chain.signer(input, init));
    const client = createRampQueryClient();
    client.setQueryData(['naira-ramp', signerKey('/api/ramp'), 'vendors'], counted);
    render(
      <RampProvider queryClient={client}>
        <BuyRamp signer="/api/ramp" />
      </RampProvider>,
    );
    const search = await screen.findByRole('combobox', { name: 'Payment vendor' });
    // What the closed menu can draw, not the list: a mount does not grow with the list's length.
    expect(read).toBeLessThan(list.length / 2);

    await userEvent.setup().type(search, 'zainab okon');
    expect(within(screen.getByRole('listbox', { name: 'Matching vendors' })).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Zainab Okonkwo' + list[9]!.bank,
    ]);
    expect(read).toBeGreaterThanOrEqual(list.length);
  });

  it('keeps a handful of vendors as cards', async () => {
    const chain = createChain({ mock: { vendors: mockVendors(5) } });
    renderRamp(<BuyRamp signer={chain.signer} />);
    expect(await screen.findAllByRole('radio')).toHaveLength(5);
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
