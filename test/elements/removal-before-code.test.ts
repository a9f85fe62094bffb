import { fireEvent, within } from '@testing-library/dom';
import { afterEach, expect, it, vi } from 'vitest';
import '../../src/elements';
import { buyLaterCode } from '../../src/react/buy/laterCode';
import { createChain } from '../react/support';

// On a page of its own (see vite.config.ts): the buy's later code, which keeps the flow, has not loaded.
afterEach(() => {
  document.body.replaceChildren();
  sessionStorage.clear();
});

const SLOW = { timeout: 15_000 };

it('an element taken out before the code that keeps what was typed has arrived comes back with it', async () => {
  const chain = createChain();
  // The vendor list never answers, so nothing fetches the later code but the change to keep.
  const element = document.createElement('naira-buy-ramp');
  element.signer = (input, init) => (String(input).endsWith('/vendors') ? new Promise<Response>(() => undefined) : chain.signer(input, init));
  const ready = new Promise((done) => element.addEventListener('ramp:step-viewed', done, { once: true }));
  document.body.append(element);
  const root = await vi.waitFor(() => {
    const found = element.shadowRoot?.querySelector<HTMLElement>('[data-naira-ramp]');
    expect(found).toBeTruthy();
    return found!;
  }, SLOW);
  await ready;
  expect(buyLaterCode.loaded()).toBeUndefined();

  // Typed, and taken out in the same task: before the code that keeps it can have arrived.
  fireEvent.input(within(root).getByLabelText('Amount in naira'), { target: { value: '30000' } });
  element.remove();
  await vi.waitFor(() => expect(element.shadowRoot!.childNodes).toHaveLength(0));
  await buyLaterCode.load();
  document.body.append(element);
  await vi.waitFor(() => expect(element.shadowRoot?.querySelector<HTMLInputElement>('input[name="amount"]')?.value).toBe('30000'), SLOW);
});
