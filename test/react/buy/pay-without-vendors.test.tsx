import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MOCK_VENDORS } from '../../../src/mock';
import { BuyRamp } from '../../../src/react/buy/BuyRamp';
import { buyToReview, createChain, reloadWithVendorsDown, renderRamp, stepHeading } from '../support';

// After a reload on the pay step the vendor's account comes from the vendor list again. Until it is
// here (a slow line), or when it cannot be loaded, the step must not show empty "Account name", "Bank"
// and "Account number" rows with Copy buttons that copy nothing, nor ask the person to pay "this
// account", nor let them say they have paid.

describe('the pay step and the review without the vendor list', () => {
  it('says the list could not be loaded, offers Try again, holds "I have paid", and shows the account once it loads', async () => {
    const chain = createChain();
    const first = renderRamp(<BuyRamp signer={chain.signer} />);
    await first.user.type(screen.getByLabelText('Amount in naira'), '25000');
    await first.user.click(await screen.findByRole('radio', { name: /Babatunde Adeyemi/ }));
    await first.user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Pay the vendor');
    await waitFor(() => expect(sessionStorage.getItem('naira-ramp:buy')).toContain('"step":"pay"'));

    // The reload, with the vendor list failing.
    const { user } = await reloadWithVendorsDown(chain, first, <BuyRamp signer={chain.signer} />, 'Pay the vendor');
    // Nothing asks the person to pay an account the step cannot show.
    expect(screen.queryByText(/Send exactly/)).toBeNull();
    expect(screen.queryByText(/This account belongs to/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Copy account name' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Copy bank' })).toBeNull();
    const paid = screen.getByRole('button', { name: 'I have paid' });
    expect(paid.getAttribute('aria-disabled')).toBe('true');
    await user.click(paid);
    expect(screen.getByRole('heading', { level: 3, name: 'Pay the vendor' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('Babatunde Adeyemi');
    expect(screen.getByText(/Send exactly ₦25,000.00 by bank transfer to this account/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy account name' })).toBeTruthy();
    expect(screen.getByText('2034567891')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'I have paid' }).getAttribute('aria-disabled')).toBeNull();
  });

  it('review: says the list could not be loaded and holds Confirm, which sends nothing, until the vendor is back', async () => {
    const chain = createChain();
    const first = renderRamp(<BuyRamp signer={chain.signer} />);
    await buyToReview(first.user);
    await waitFor(() => expect(sessionStorage.getItem('naira-ramp:buy')).toContain('"step":"review"'));

    const { user } = await reloadWithVendorsDown(chain, first, <BuyRamp signer={chain.signer} />, 'Review');
    const confirm = screen.getByRole('button', { name: 'Confirm and buy' });
    expect(confirm.getAttribute('aria-disabled')).toBe('true');
    await user.click(confirm);
    expect(screen.getByRole('heading', { level: 3, name: 'Review' })).toBeTruthy();
    expect(chain.posts('/transactions/v1/onramp')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm and buy' }).getAttribute('aria-disabled')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Confirm and buy' }));
    await stepHeading(/Request received|Stablecoin sent/);
    expect(chain.posts('/transactions/v1/onramp')[0]?.body).toMatchObject({ vendor_name: 'Adaeze Okonkwo' });
  });

  it('review after "I have paid", the vendor paid no longer listed: says not to pay again and the reference to quote, sends nothing', async () => {
    const chain = createChain();
    const first = renderRamp(<BuyRamp signer={chain.signer} />);
    await buyToReview(first.user);
    await waitFor(() => expect(sessionStorage.getItem('naira-ramp:buy')).toContain('"step":"review"'));
    const { values } = JSON.parse(sessionStorage.getItem('naira-ramp:buy')!) as { values: { reference: string } };

    // The reload, with the service no longer listing the vendor the person paid (Adaeze Okonkwo).
    first.unmount();
    const later = createChain({ mock: { vendors: MOCK_VENDORS.filter((vendor) => vendor.venderName !== 'Adaeze Okonkwo') } });
    const { user } = renderRamp(<BuyRamp signer={later.signer} />);
    await stepHeading('Review');
    const alert = await screen.findByText(/The vendor you paid is no longer listed/);
    expect(alert.textContent).toContain('Do not pay again');
    expect(alert.textContent).toContain(`contact the business behind this site and quote the reference ${values.reference}`);
    // Nothing asks for another vendor: the money went to this one.
    expect(screen.queryByText('Choose a payment vendor')).toBeNull();
    const confirm = screen.getByRole('button', { name: 'Confirm and buy' });
    expect(confirm.getAttribute('aria-disabled')).toBe('true');
    await user.click(confirm);
    expect(later.posts('/transactions/v1/onramp')).toHaveLength(0);
  });
});
