import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { checkAmountLimits } from '../../../../src/core';
import { MOCK_NO_SUCH_ACCOUNT, createMockRampService } from '../../../../src/mock';
import type { MockFault } from '../../../../src/mock';
import { BuyRamp } from '../../../../src/react/buy/BuyRamp';
import { SellRamp } from '../../../../src/react/sell/SellRamp';
import { gate } from '../../../support/gate';
import { listenToLiveRegions } from '../../../support/live-regions';
import { createChain, describedError, renderRamp, sellToBankStep } from '../../support';

let listening: ReturnType<typeof listenToLiveRegions> | undefined;
afterEach(() => listening?.stop());

/** From now on, what the live regions say. */
function listen(): string[] {
  listening = listenToLiveRegions(document.body);
  return listening.said;
}

/** A chain whose signer looks account names up in the mock. */
function enquiryChain(faults?: MockFault) {
  const mock = createMockRampService({ faults });
  return createChain({ mock: { faults }, signer: { resolveAccountName: mock.resolveAccountName } });
}
const noSuchAccount = 'No account with this number was found at Wema Bank. Check the number and the bank.';

const below = checkAmountLimits('5000', { min: 20_000, max: 2_000_000 }, 'NGN')!.message;
const above = checkAmountLimits('50000000', { min: 20_000, max: 2_000_000 }, 'NGN')!.message;

// A screen reader must not read a field's error out at each key typed in it ("this has 1 digits" … "this has
// 9 digits"): the error is said once, when the person is done with the field, and is its description throughout.
describe('a field error said aloud', () => {
  it('says none of the words typing changes, and the last of them once when the person leaves the field', async () => {
    const { user } = renderRamp(<SellRamp signer={createChain().signer} />);
    await sellToBankStep(user);
    const number = screen.getByLabelText('Account number');
    const said = listen();
    const aboutNumber = () => said.filter((text) => text.startsWith('Account numbers have'));
    await user.type(number, '1');
    await user.tab();
    await expect.poll(() => describedError(number)).toMatch(/\(this has 1\)/);
    await expect.poll(aboutNumber).toEqual([describedError(number)]);

    // Back into it (leaving the account name, whose own error is said then): each digit changes the words.
    await user.click(number);
    for (const [index, digit] of [...'2345678'].entries()) {
      await user.type(number, digit);
      await expect.poll(() => describedError(number)).toMatch(new RegExp(`\\(this has ${index + 2}\\)`));
      expect(number.getAttribute('aria-invalid')).toBe('true');
    }

    await user.tab();
    await expect.poll(aboutNumber).toHaveLength(2);
    const [first, last] = aboutNumber();
    expect(last).toBe(describedError(number));
    expect(last).toMatch(/\(this has 8\)/);
    // Through the field and out again with the same words: they were heard as focus reached it. Then a ninth
    // digit, and out: only its words are said, after all the others.
    await user.click(number);
    await user.tab();
    await user.click(number);
    await user.type(number, '9');
    await user.tab();
    await expect.poll(aboutNumber).toHaveLength(3);
    expect(said).toEqual([first, 'Enter the name on the bank account', last, describedError(number)]);
    expect(describedError(number)).toMatch(/\(this has 9\)/);
  });

  it('says the error its check brings once the person leaves the field, politely, in the widget\'s live region', async () => {
    const { user } = renderRamp(<BuyRamp signer={createChain().signer} />);
    const amount = screen.getByLabelText('Amount in naira');
    const said = listen();
    await user.type(amount, '5000');
    await user.tab();
    await expect.poll(() => said).toEqual([below]);
    expect(describedError(amount)).toBe(below);
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(document.querySelector('[data-slot="field-error"]')!.getAttribute('role')).toBeNull();
    expect(document.querySelector('[data-slot="live-region"]')!.getAttribute('aria-live')).toBe('polite');
  });

  it('Continue: focus goes to the first bad field, described by its error; the others are read as the person reaches them', async () => {
    const { user } = renderRamp(<BuyRamp signer={createChain().signer} />);
    const vendor = await screen.findByRole('radio', { name: /Adaeze Okonkwo/ });
    const said = listen();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const amount = screen.getByLabelText('Amount in naira');
    await expect.poll(() => document.activeElement).toBe(amount);
    expect(screen.getByRole('textbox', { name: 'Amount in naira', description: /Enter an amount/ })).toBe(amount);
    expect(screen.getByRole('group', { name: /vendor/i, description: 'Choose a payment vendor' })).toBe(vendor.closest('fieldset'));
    expect(said.filter((text) => /Enter an amount|Choose a payment vendor/.test(text))).toEqual([]);
  });

  it('Enter in the field: its error is said though focus stays there, at each Enter; what typing on changes waits for the next', async () => {
    const { user } = renderRamp(<BuyRamp signer={createChain().signer} />);
    const amount = screen.getByLabelText('Amount in naira');
    await screen.findByRole('radio', { name: /Adaeze Okonkwo/ });
    const said = listen();
    await user.type(amount, '5000{Enter}');
    await expect.poll(() => said).toEqual([below]);
    expect(document.activeElement).toBe(amount);
    await user.type(amount, '0');
    await expect.poll(() => describedError(amount)).toBeUndefined();
    await user.type(amount, '0000');
    await expect.poll(() => describedError(amount)).toBe(above);
    expect(said).toEqual([below]);
    await user.keyboard('{Enter}');
    await expect.poll(() => said).toEqual([below, above]);
    // Enter again, nothing changed: Continue is refused again, and says why again.
    await user.keyboard('{Enter}');
    await expect.poll(() => said).toEqual([below, above, above]);
    expect(document.activeElement).toBe(amount);
  });

  it('a choice left unmade is said as the person leaves its group', async () => {
    const { user } = renderRamp(<BuyRamp signer={createChain().signer} />);
    await user.type(screen.getByLabelText('Amount in naira'), '25000');
    await screen.findByRole('radio', { name: /Adaeze Okonkwo/ });
    const said = listen();
    await user.tab();
    expect(document.activeElement?.getAttribute('type')).toBe('radio');
    await user.tab();
    await expect.poll(() => said).toContain('Choose a payment vendor');
    expect(said.filter((text) => text === 'Choose a payment vendor')).toHaveLength(1);
  });

  // The bank's answer is not a keystroke's: it comes after the last one, and nothing the person does next
  // would bring it to them while they stay in the field.
  it('says the bank\'s "no such account" at once, while focus rests in the number, and not again as the person leaves', async () => {
    const { user } = renderRamp(<SellRamp signer={enquiryChain().signer} />);
    await sellToBankStep(user);
    await user.type(screen.getByLabelText('Bank'), 'Wema Bank');
    const number = screen.getByLabelText('Account number');
    const said = listen();
    await user.type(number, MOCK_NO_SUCH_ACCOUNT);
    await expect.poll(() => said).toContain(noSuchAccount);
    expect(document.activeElement).toBe(number);
    expect(describedError(number)).toBe(noSuchAccount);
    // Out through the account name, whose own error is said as it is left: the number's was said once.
    await user.tab();
    await user.tab();
    await expect.poll(() => said).toContain('Enter the name on the bank account');
    expect(said.filter((text) => text === noSuchAccount)).toHaveLength(1);
  });

  it('an answer Continue waited for moves focus to the number, read with its error there, not said besides', async () => {
    const held = gate();
    const { user } = renderRamp(<SellRamp signer={enquiryChain({ route: 'account_name', until: held.promise }).signer} />);
    await sellToBankStep(user);
    await user.type(screen.getByLabelText('Bank'), 'Wema Bank');
    const number = screen.getByLabelText('Account number');
    await user.type(number, MOCK_NO_SUCH_ACCOUNT);
    await user.type(screen.getByLabelText('Account name'), 'Someone Else');
    const said = listen();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    held.open();
    await expect.poll(() => document.activeElement).toBe(number);
    await expect.poll(() => describedError(number)).toBe(noSuchAccount);
    // Enter in the field says it, heard or not: once, so it had not been said before.
    await user.keyboard('{Enter}');
    await expect.poll(() => said).toContain(noSuchAccount);
    expect(said.filter((text) => text === noSuchAccount)).toHaveLength(1);
  });
});
