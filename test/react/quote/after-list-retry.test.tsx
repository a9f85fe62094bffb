import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMockQuote } from '../../../src/mock';
import { BuyRamp } from '../../../src/react/buy/BuyRamp';
import type { SignerFetch } from '../../../src/react/config/types';
import { createChain, renderRamp } from '../support';

const quoteState = () => document.querySelector('[data-slot="quote"]')?.getAttribute('data-state');

describe('the quote after the connection comes back', () => {
  it('"No quote right now" does not stay once Try again has brought the vendor list', async () => {
    const chain = createChain({ signer: { quote: createMockQuote() } });
    let offline = true;
    const signer: SignerFetch = (input, init) => (offline ? Promise.reject(new TypeError('Failed to fetch')) : chain.signer(input, init));
    const { user } = renderRamp(<BuyRamp signer={signer} />);
    await screen.findByText('The list of payment vendors could not be loaded.');
    await user.type(screen.getByLabelText('Amount in naira'), '25000');
    await expect.poll(quoteState).toBe('error');

    offline = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('radio', { name: /Adaeze Okonkwo/ });
    await expect.poll(quoteState).toBe('ready');
    expect(screen.queryByText(/No quote right now/)).toBeNull();
  });
});
