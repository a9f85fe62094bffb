import { screen, within } from '@testing-library/react';
import { page } from 'vitest/browser';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockVendors, type MockVendor } from '../../../src/mock';
import { BuyRamp } from '../../../src/react/buy/BuyRamp';
import { buyProofToReview, createChain, detailValue, expectNoAxeViolations, renderRamp, stepHeading } from '../support';

// Issue 35: a Cyrillic "А" and a zero-width space make three vendors read "Adaeze Okonkwo / Access Bank".
const LOOKALIKES: MockVendor[] = [
  { venderName: 'Adaeze Okonkwo', vendorNumber: '0123456789', vendorBank: 'Access Bank' },
  { venderName: '\u0410daeze Okonkwo', vendorNumber: '2034567891', vendorBank: 'Access Bank' },
  { venderName: 'Ada\u200beze Okonkwo', vendorNumber: '3045678912', vendorBank: 'Access\u202e Bank' },
  { venderName: 'Chinedu Eze', vendorNumber: '1056789123', vendorBank: 'Zenith Bank' },
];

const radioNames = () => screen.getAllByRole('radio').map((radio) => radio.closest('label')!.textContent);
const widgetText = () => document.querySelector('.naira-ramp')!.textContent ?? '';

beforeAll(async () => {
  await page.viewport(375, 800);
});

describe('vendors that render alike, on the buy step 1 (375 px)', () => {
  it('shows each with the last digits of its account, sends the one chosen as shown, and leaves other vendors plain', async () => {
    const chain = createChain({ mock: { vendors: LOOKALIKES } });
    const { user, container } = renderRamp(<BuyRamp signer={chain.signer} />);
    await screen.findByRole('radio', { name: /Chinedu Eze/ });
    expect(radioNames()).toEqual([
      'Adaeze OkonkwoAccess BankAccount ending in 6789',
      '\u0410daeze OkonkwoAccess BankAccount ending in 7891',
      'Adaeze OkonkwoAccess BankAccount ending in 8912',
      'Chinedu EzeZenith Bank',
    ]);
    // No invisible character reaches the screen, and each name is set apart from the words around it.
    expect(widgetText()).not.toMatch(/\p{Cf}/u);
    const name = screen.getAllByText('Adaeze Okonkwo')[0]!;
    expect(getComputedStyle(name).unicodeBidi).toBe('plaintext');
    await expectNoAxeViolations(container);

    await user.type(screen.getByLabelText('Amount in naira'), '25000');
    await user.click(screen.getByRole('radio', { name: /ending in 8912/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Pay the vendor');
    expect(detailValue('vendor_name')).toBe('Adaeze Okonkwo');
    expect(detailValue('vendor_bank')).toBe('Access Bank');
    expect(detailValue('vendor_number')).toBe('3045678912');
    await user.click(screen.getByRole('button', { name: 'I have paid' }));
    await buyProofToReview(user);
    expect(detailValue('vendor')).toBe('Adaeze Okonkwo, Access Bank 3045678912');
    expect(widgetText()).not.toMatch(/\p{Cf}/u);
    await user.click(screen.getByRole('button', { name: 'Confirm and buy' }));
    await stepHeading('Request received');
    expect(chain.posts('/transactions/v1/onramp')[0]!.body).toMatchObject({ vendor_name: 'Adaeze Okonkwo', vendor_bank: 'Access Bank', vendor_number: '3045678912' });
  });

  it('shows as many last digits as tell the accounts apart', async () => {
    const vendors = [
      { venderName: 'Fatima Bello', vendorNumber: '1056789123', vendorBank: 'Wema Bank' },
      { venderName: 'Fatima BeIIo', vendorNumber: '2056789123', vendorBank: 'Wema Bank' },
    ];
    const chain = createChain({ mock: { vendors } });
    renderRamp(<BuyRamp signer={chain.signer} />);
    expect(await screen.findByRole('radio', { name: /ending in 1056789123/ })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /ending in 2056789123/ })).toBeTruthy();
  });

  it('tells them apart in the searchable list too', async () => {
    const chain = createChain({ mock: { vendors: [...LOOKALIKES, ...mockVendors(6)] } });
    const { user, container } = renderRamp(<BuyRamp signer={chain.signer} />);
    const input = await screen.findByRole('combobox', { name: 'Payment vendor' });
    await user.type(input, 'adaeze');
    const list = within(screen.getByRole('listbox', { name: 'Matching vendors' }));
    // Typing "adaeze" finds the Latin names (the mock's long list has one more at Access Bank); the Cyrillic one is listed in full below.
    expect(list.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Adaeze OkonkwoAccess BankAccount ending in 6789',
      'Adaeze OkonkwoAccess BankAccount ending in 8912',
      'Adaeze OkonkwoAccess BankAccount ending in 0000',
    ]);
    await user.clear(input);
    await user.type(input, 'okonkwo');
    expect(within(screen.getByRole('listbox', { name: 'Matching vendors' })).getByRole('option', { name: /\u0410daeze Okonkwo.*ending in 7891/ })).toBeTruthy();
    await expectNoAxeViolations(container);
  });
});
