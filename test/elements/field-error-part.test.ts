import { within } from '@testing-library/dom';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkAmountLimits } from '../../src/core';
import { createChain } from '../react/support';
import '../../src/elements';

afterEach(() => {
  document.body.replaceChildren();
  document.head.querySelector('#page-sheet')?.remove();
  sessionStorage.clear();
});

const PAGE_COLOUR = 'rgb(1, 2, 3)';

/** A buy element on a page whose stylesheet colours `::part(field-error)`, and its widget once shown. */
async function pageWithBuyElement() {
  const sheet = document.createElement('style');
  sheet.id = 'page-sheet';
  sheet.textContent = `naira-buy-ramp::part(field-error) { color: ${PAGE_COLOUR}; }`;
  document.head.append(sheet);
  const element = document.createElement('naira-buy-ramp') as HTMLElement & { signer?: unknown };
  element.signer = createChain().signer;
  document.body.append(element);
  const root = await vi.waitFor(() => {
    const found = element.shadowRoot?.querySelector<HTMLElement>('[data-naira-ramp]');
    expect(found).toBeTruthy();
    return found!;
  });
  return { root, widget: within(root), user: userEvent.setup({ delay: null }) };
}

/** The field errors on screen, each with its text, whether it is named `field-error` and whether the page's rule reaches it. */
const fieldErrors = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>('.nr-error')].map((error) => ({ text: error.textContent, part: error.part.contains('field-error'), colour: getComputedStyle(error).color }));

// A page styles the widget's field errors with ::part(field-error): every field error, whichever way it came
// and however often its words change, is that part.
describe('the field-error part', () => {
  it('names every field error after Continue, a text field\'s and a choice\'s, and the page\'s rule reaches them', async () => {
    const { root, widget, user } = await pageWithBuyElement();
    await widget.findByRole('radio', { name: /Adaeze Okonkwo/ });
    await user.click(widget.getByRole('button', { name: 'Continue' }));
    await vi.waitFor(() => expect(fieldErrors(root)).toHaveLength(2));
    expect(fieldErrors(root)).toEqual([
      { text: 'Enter an amount', part: true, colour: PAGE_COLOUR },
      { text: 'Choose a payment vendor', part: true, colour: PAGE_COLOUR },
    ]);
  });

  it('names the error again as typing gives it other words, or takes it away and brings another', async () => {
    const { root, widget, user } = await pageWithBuyElement();
    const amount = widget.getByLabelText('Amount in naira');
    await user.type(amount, '5000');
    await user.tab();
    const limits = { min: 20_000, max: 2_000_000 };
    await vi.waitFor(() => expect(fieldErrors(root)).toEqual([{ text: checkAmountLimits('5000', limits, 'NGN')!.message, part: true, colour: PAGE_COLOUR }]));
    await user.type(amount, '0');
    await vi.waitFor(() => expect(fieldErrors(root)).toEqual([]));
    await user.type(amount, '0000');
    await vi.waitFor(() => expect(fieldErrors(root)).toEqual([{ text: checkAmountLimits('500000000', limits, 'NGN')!.message, part: true, colour: PAGE_COLOUR }]));
  });
});
