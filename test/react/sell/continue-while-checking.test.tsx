import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MOCK_NO_SUCH_ACCOUNT, createMockRampService } from '../../../src/mock';
import { SellRamp } from '../../../src/react/sell/SellRamp';
import { createChain, describedError, renderRamp, sellToBankStep, stepHeading } from '../support';

/** A chain whose signer looks account names up in the mock, each answer held until `answer` is called. */
function slowEnquiryChain() {
  const mock = createMockRampService();
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const chain = createChain({
    signer: {
      resolveAccountName: async (...args: Parameters<typeof mock.resolveAccountName>) => {
        await answered;
        return mock.resolveAccountName(...args);
      },
    },
  });
  return { chain, answer: () => answer() };
}

const liveRegion = () => document.querySelector('[data-slot="live-region"]')?.textContent?.trim();

describe('Continue on the sell bank step while the bank is asked for the account name', () => {
  it.each([
    { answer: 'a name', number: '9480948372', then: 'goes on to the review' },
    { answer: 'no such account', number: MOCK_NO_SUCH_ACCOUNT, then: 'stays, with the error focused on the number' },
  ])('says it is waiting, on the button and aloud, until the bank gives $answer; then $then', async ({ number }) => {
    const slow = slowEnquiryChain();
    const { user } = renderRamp(<SellRamp signer={slow.chain.signer} />);
    await sellToBankStep(user);
    await user.type(screen.getByLabelText('Bank'), 'Wema Bank');
    await user.type(screen.getByLabelText('Account number'), number);
    await user.type(screen.getByLabelText('Account name'), 'Tansi Jones');
    await screen.findByText('Checking the name on this account…');

    const button = screen.getByRole('button', { name: 'Continue' });
    await user.click(button);
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    expect(button.textContent).toBe('Checking…');
    expect(liveRegion()).toBe('Checking the name on this account…');

    slow.answer();
    if (number === MOCK_NO_SUCH_ACCOUNT) {
      const field = screen.getByLabelText('Account number');
      await waitFor(() => expect(document.activeElement).toBe(field));
      expect(describedError(field)).toMatch(/^No account with this number was found at Wema Bank/);
      expect(button.getAttribute('aria-busy')).toBe('false');
      expect(button.textContent).toBe('Continue');
      // Nothing typed is lost.
      expect((field as HTMLInputElement).value).toBe(number);
      expect((screen.getByLabelText('Account name') as HTMLInputElement).value).toBe('Tansi Jones');
    } else {
      await stepHeading('Review');
      expect(screen.getByText('TANSI JONES')).toBeTruthy();
    }
  });

  it('ends the wait, staying on the step, when the number changes before the bank answers', async () => {
    const slow = slowEnquiryChain();
    const { user } = renderRamp(<SellRamp signer={slow.chain.signer} />);
    await sellToBankStep(user);
    await user.type(screen.getByLabelText('Bank'), 'Wema Bank');
    await user.type(screen.getByLabelText('Account number'), '9480948372');
    await screen.findByText('Checking the name on this account…');
    const button = screen.getByRole('button', { name: 'Continue' });
    await user.click(button);
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));

    await user.clear(screen.getByLabelText('Account number'));
    await user.type(screen.getByLabelText('Account number'), '0123456789');
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('false'));
    expect(button.textContent).toBe('Continue');
    slow.answer();
    await screen.findByText(/^Paying /);
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Bank account to receive naira');
  });
});
