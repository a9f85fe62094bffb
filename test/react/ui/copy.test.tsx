import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MOCK_VENDORS } from '../../../src/mock';
import { BuyRamp } from '../../../src/react/buy/BuyRamp';
import { createChain, renderRamp, stepHeading } from '../support';

async function toPayStep() {
  const chain = createChain();
  const rendered = renderRamp(<BuyRamp signer={chain.signer} />);
  const { user } = rendered;
  await user.type(screen.getByLabelText('Amount in naira'), '25000');
  await user.click(await screen.findByRole('radio', { name: new RegExp(MOCK_VENDORS[0]!.venderName) }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await stepHeading('Pay the vendor');
  return rendered;
}

const liveRegion = () => document.querySelector('[data-slot="live-region"]')!;

describe('Copy', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads "Copied" on the button and says it in the live region', async () => {
    const { user } = await toPayStep();
    expect(screen.getByRole('button', { name: 'Copy account number' }).innerText).toBe('Copy');
    await user.click(screen.getByRole('button', { name: 'Copy account number' }));
    const button = screen.getByRole('button', { name: 'Copied account number' });
    // What the eye reads: the word not shown keeps the button's width, hidden.
    expect(button.innerText).toBe('Copied');
    expect(liveRegion().textContent?.trim()).toBe('Copied account number');
    expect(await navigator.clipboard.readText()).toBe(MOCK_VENDORS[0]!.vendorNumber);
  });

  it('says plainly when the browser refuses the clipboard, and the value stays selectable', async () => {
    const { user } = await toPayStep();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    await user.click(screen.getByRole('button', { name: 'Copy account number' }));
    const row = document.querySelector<HTMLElement>('[data-field="vendor_number"]')!;
    expect(within(row).getByText(/blocked copying\. Select the text and copy it yourself/)).toBeTruthy();
    expect(liveRegion().textContent).toMatch(/blocked copying/);
    const value = within(row).getByText(MOCK_VENDORS[0]!.vendorNumber);
    expect(getComputedStyle(value).userSelect).not.toBe('none');
  });
});
