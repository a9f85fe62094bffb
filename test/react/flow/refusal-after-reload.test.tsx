import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { BuyRamp } from '../../../src/react/buy/BuyRamp';
import { buyLaterCode } from '../../../src/react/buy/laterCode';
import { buyToReview, createChain, describedError, renderRamp, stepHeading } from '../support';

beforeAll(() => buyLaterCode.load(), 60_000);

// The signer refused a value and the widget showed its words on the field. A reload must not wipe
// them: the screen would say nothing is wrong, and Confirm would only be refused again.
describe("the signer's refusal across a reload", () => {
  it('stays on the field it named, with the same words, until the person changes the value', { timeout: 30_000 }, async () => {
    const chain = createChain({ signer: { limits: { buy: { max: 30_000 } } } });
    const first = renderRamp(<BuyRamp signer={chain.signer} />);
    await buyToReview(first.user, { amount: '50000' });
    await first.user.click(screen.getByRole('button', { name: 'Confirm and buy' }));
    const amount = await screen.findByLabelText('Amount in naira');
    await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'));
    const said = describedError(amount);
    expect(said).toBeTruthy();
    await waitFor(() => expect(sessionStorage.getItem('naira-ramp:buy')).toContain('"step":"amount"'));
    expect(chain.posts('/transactions/v1/onramp')).toHaveLength(0);

    // A reload: the widget mounts again in the same tab.
    first.unmount();
    const { user } = renderRamp(<BuyRamp signer={chain.signer} />);
    await stepHeading('Amount');
    const again = await screen.findByLabelText('Amount in naira');
    await waitFor(() => expect((again as HTMLInputElement).value).toBe('50,000'));
    await waitFor(() => expect(again.getAttribute('aria-invalid')).toBe('true'));
    expect(describedError(again)).toBe(said);

    // Continue with the refused value unchanged keeps the person on the field.
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Amount');
    // Changed, the mark goes.
    await user.clear(again);
    await user.type(again, '25000');
    await waitFor(() => expect(again.getAttribute('aria-invalid')).not.toBe('true'));
  });
});
