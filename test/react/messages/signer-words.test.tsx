import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BuyRamp, SellRamp } from '../../../src';
import { createChain, renderRamp } from '../support';
import { SHIPPED } from './catalogues';
import { buyToReview, heading, sellToReview } from './walkers';

const alertText = async (text: string) => (await screen.findByText(text, { exact: false })).closest('[role="alert"]')?.textContent ?? '';

// The signer writes English; in another language the widget says what each code means in its own words.
describe.each(SHIPPED)('the signer’s errors in $language', ({ language, catalogue }) => {
  const m = catalogue;

  it('a service that did not answer: the code in the language, and that trying again is safe', async () => {
    const chain = createChain();
    const { user } = renderRamp(<BuyRamp signer={chain.signer} locale={language} />);
    await buyToReview(user, m);
    chain.mock.setFaults({ route: 'onramp', status: 503, times: 1 });
    await user.click(screen.getByRole('button', { name: m.submitBuy }));
    const alert = await alertText(m.retryHint);
    expect(alert).toContain(m.serviceErrors.codes.upstream);
    expect(alert).not.toMatch(/ramp service|Try again in a moment/);
    await user.click(screen.getByRole('button', { name: m.tryAgain }));
    await heading(m.receiptStepTitle);
  });

  it('a request that may have gone through: says in the language that it is not known, with Check again and Send again', async () => {
    const chain = createChain();
    const { user } = renderRamp(<SellRamp signer={chain.signer} locale={language} />);
    await sellToReview(user, m);
    chain.mock.setFaults({ route: 'offramp', status: 500, afterCreating: true, times: 1 });
    await user.click(screen.getByRole('button', { name: m.submitSell }));
    const doubt = await screen.findByRole('group', { name: m.unknownTitle }, { timeout: 15_000 });
    expect(doubt.textContent).toContain(m.unknownExplain('sell'));
    expect(doubt.textContent).toContain(m.unknownNext('sell'));
    // Once the first look for it is over, both ways on are offered in the language.
    await waitFor(() => expect(screen.getByRole('button', { name: m.checkAgain }).getAttribute('aria-disabled')).toBeNull(), { timeout: 15_000 });
    expect(screen.getByRole('button', { name: m.sendAgain })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/gone through|arrived|Send again|Check again/);
    expect(screen.queryByRole('button', { name: m.startNew })).toBeNull();
  });

  it('a refusal the signer says cannot go again: the code in the language, with a new request as the way on', async () => {
    const chain = createChain();
    let refuse = true;
    const signer: typeof chain.signer = (input, init) => {
      if (!refuse || init?.method !== 'POST') return chain.signer(input, init);
      refuse = false;
      const body = { error: { code: 'payment_failed', message: 'This request cannot be completed as it is.', retryable: false } };
      return Promise.resolve(Response.json(body, { status: 402 }));
    };
    const { user } = renderRamp(<SellRamp signer={signer} locale={language} />);
    await sellToReview(user, m);
    await user.click(screen.getByRole('button', { name: m.submitSell }));
    const alert = await alertText(m.newRequestHint);
    expect(alert).toContain(m.serviceErrors.codes.payment_failed);
    expect(alert).not.toMatch(/completed as it is/);
    expect(screen.getByRole('button', { name: m.startNew })).toBeTruthy();
  });

  it('a field the signer refused: marked in the language on the field, which takes focus', async () => {
    // The signer holds a lower maximum than the widget, so only the signer refuses the amount.
    const chain = createChain({ signer: { limits: { buy: { max: 20_500 } } } });
    const { user } = renderRamp(<BuyRamp signer={chain.signer} locale={language} />);
    await buyToReview(user, m);
    await user.click(screen.getByRole('button', { name: m.submitBuy }));
    await heading(m.amountStepTitle);
    const amount = screen.getByLabelText(m.amountLabel);
    await waitFor(() => expect(document.activeElement).toBe(amount));
    const said = screen.getByText(m.serviceErrors.codes.limit);
    expect(amount.getAttribute('aria-describedby')?.split(' ')).toContain(said.id);
    expect(screen.getByText(m.fixFields)).toBeTruthy();
    expect(document.body.textContent).not.toContain('Amount must be at most');
  });
});
