import { within } from '@testing-library/dom';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../src/elements';
import { createChain } from '../react/support';

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
});
