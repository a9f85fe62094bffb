import { within } from '@testing-library/dom';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../src/elements';
import type { SignerFetch } from '../../src/index';
import { createChain, WALLETS } from '../react/support';

// A page takes an element out (a tab it closes, a step of its own) and may put it back later: the README
// says the widget unmounts, and comes back as after a reload.
afterEach(() => {
  document.body.replaceChildren();
  sessionStorage.clear();
});

const SLOW = { timeout: 15_000 };

async function typedAmount(element: HTMLElement, amount: string) {
  const root = await vi.waitFor(() => {
    const found = element.shadowRoot?.querySelector<HTMLElement>('[data-naira-ramp]');
    expect(found).toBeTruthy();
    return found!;
  }, SLOW);
  await userEvent.setup({ delay: null }).type(within(root).getByLabelText('Amount in naira'), amount);
}

const amountShows = (element: HTMLElement, value: string) =>
  vi.waitFor(() => expect(element.shadowRoot?.querySelector<HTMLInputElement>('input[name="amount"]')?.value).toBe(value), SLOW);

const emptied = (element: HTMLElement) => vi.waitFor(() => expect(element.shadowRoot!.childNodes).toHaveLength(0));

const shownIn = async (element: HTMLElement) =>
  within(
    await vi.waitFor(() => {
      const found = element.shadowRoot?.querySelector<HTMLElement>('[data-naira-ramp]');
      expect(found).toBeTruthy();
      return found!;
    }, SLOW),
  );

const heading = (view: ReturnType<typeof within>, name: string) => view.findByRole('heading', { level: 3, name }, SLOW);

/** Takes the element's buy, its values given as the page's defaults, to the review step. */
async function buyToReview(element: HTMLElement) {
  const view = await shownIn(element);
  const user = userEvent.setup({ delay: null });
  await user.click(await view.findByRole('radio', { name: /Adaeze Okonkwo/ }, SLOW));
  await user.click(view.getByRole('button', { name: 'Continue' }));
  await user.click(await view.findByRole('button', { name: 'I have paid' }, SLOW));
  for (const step of ['Proof of payment', 'Where to receive the stablecoin']) {
    await heading(view, step);
    await user.click(view.getByRole('button', { name: 'Continue' }));
  }
  await heading(view, 'Review');
  return { view, user };
}

describe('an element taken out of the page and put back', () => {
  it('comes back with what was typed, as after a reload; with persist="false" it starts afresh', async () => {
    const chain = createChain();
    const kept = document.createElement('naira-buy-ramp');
    const unkept = document.createElement('naira-buy-ramp');
    unkept.setAttribute('persist', 'false');
    unkept.setAttribute('persist-key', 'unkept');
    kept.signer = unkept.signer = chain.signer;
    document.body.append(kept, unkept);
    await typedAmount(kept, '30000');
    await typedAmount(unkept, '45000');
    await vi.waitFor(() => expect(sessionStorage.getItem('naira-ramp:buy')).toMatch(/"amount":"30,?000"/), SLOW);

    kept.remove();
    unkept.remove();
    await emptied(kept);
    await emptied(unkept);
    document.body.append(kept, unkept);
    await amountShows(kept, '30,000');
    await amountShows(unkept, '');
    expect(Object.keys(sessionStorage)).toEqual(['naira-ramp:buy']);
  });

  it('keeps the answer to a request that comes after it went, and shows the receipt put back', async () => {
    const chain = createChain();
    let answer!: () => void;
    const answered = new Promise<void>((done) => (answer = done));
    // The signer's reply to the buy is held until the element has gone.
    const signer: SignerFetch = async (input, init) => {
      const reply = await chain.signer(input, init);
      if (String(input).endsWith('/onramp')) await answered;
      return reply;
    };
    const element = document.createElement('naira-buy-ramp');
    element.signer = signer;
    element.defaultValues = { amount: '25000', bankName: 'Access Bank', accountNumber: '0123456780', walletAddress: WALLETS.stellar };
    document.body.append(element);
    const { view, user } = await buyToReview(element);
    const success = new Promise((done) => element.addEventListener('ramp:success', done, { once: true }));
    await user.click(view.getByRole('button', { name: 'Confirm and buy' }));
    await vi.waitFor(() => expect(chain.posts('/transactions/v1/onramp')).toHaveLength(1), SLOW);

    element.remove();
    await emptied(element);
    answer();
    await success;
    await vi.waitFor(() => expect(JSON.parse(sessionStorage.getItem('naira-ramp:buy') ?? '{}')).toMatchObject({ submission: { status: 'succeeded' } }), SLOW);

    document.body.append(element);
    const back = await shownIn(element);
    await heading(back, 'Request received');
    expect(back.queryByRole('group', { name: 'We do not know yet whether your request arrived' })).toBeNull();
    expect(chain.posts('/transactions/v1/onramp')).toHaveLength(1);
  });
});
