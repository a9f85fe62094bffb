import { within } from '@testing-library/dom';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../src/elements';
import type { SignerFetch } from '../../src/index';
import { createChain, describedError, WALLETS } from '../react/support';
import { gate } from '../support/gate';

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

/**
 * The chain's signer with the reply to the buy's POST held until `release()` (the request has reached the
 * signer, and the service, by then); `posts()` counts the POSTs that reached the signer.
 */
function holdingTheAnswer(chain: ReturnType<typeof createChain>) {
  const held = gate();
  const signer: SignerFetch = async (input, init) => {
    const reply = await chain.signer(input, init);
    if (String(input).endsWith('/onramp')) await held.promise;
    return reply;
  };
  const posts = () => chain.seen.filter((request) => request.method === 'POST' && request.path === '/onramp');
  return { signer, release: held.open, posts };
}

/** A buy element with the page's values, confirmed on its review: its request has reached the signer, whose answer is held. */
async function confirmedWithAnswerHeld(chain: ReturnType<typeof createChain>, values: { amount: string } = { amount: '25000' }) {
  const held = holdingTheAnswer(chain);
  const element = document.createElement('naira-buy-ramp');
  element.signer = held.signer;
  element.defaultValues = { ...values, bankName: 'Access Bank', accountNumber: '0123456780', walletAddress: WALLETS.stellar };
  const successes: Event[] = [];
  element.addEventListener('ramp:success', (event) => successes.push(event));
  document.body.append(element);
  const { view, user } = await buyToReview(element);
  await user.click(view.getByRole('button', { name: 'Confirm and buy' }));
  await vi.waitFor(() => expect(held.posts()).toHaveLength(1), SLOW);
  return { element, successes, ...held };
}

/** The element taken out of the page, then put back: what it shows once back, on the review. */
async function takenOutAndPutBack(element: HTMLElement) {
  element.remove();
  await emptied(element);
  document.body.append(element);
  const back = await shownIn(element);
  await heading(back, 'Review');
  return back;
}

const UNKNOWN = { name: 'We do not know yet whether your request arrived' };

/** The tab keeps the buy's answer: its request succeeded. */
const keptAnswer = () => vi.waitFor(() => expect(JSON.parse(sessionStorage.getItem('naira-ramp:buy') ?? '{}')).toMatchObject({ submission: { status: 'succeeded' } }), SLOW);

/** The review shows the request on its way (Confirm says "Submitting…", busy), not of unknown outcome. */
async function onItsWay(view: ReturnType<typeof within>) {
  const button = await view.findByRole('button', { name: 'Submitting…' }, SLOW);
  expect(button.getAttribute('aria-busy')).toBe('true');
  expect(view.queryByRole('group', UNKNOWN)).toBeNull();
}

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
    const { element, successes, release, posts } = await confirmedWithAnswerHeld(chain);

    element.remove();
    await emptied(element);
    release();
    await vi.waitFor(() => expect(successes).toHaveLength(1), SLOW);
    await keptAnswer();

    document.body.append(element);
    const back = await shownIn(element);
    await heading(back, 'Request received');
    expect(back.queryByRole('group', UNKNOWN)).toBeNull();
    expect(posts()).toHaveLength(1);
  });

  it('put back before the answer to its request, shows it on its way, then the receipt: nothing sent again', async () => {
    const chain = createChain();
    const { element, successes, release, posts } = await confirmedWithAnswerHeld(chain);

    const back = await takenOutAndPutBack(element);
    await onItsWay(back);
    release();
    await heading(back, 'Request received');
    expect(back.queryByRole('group', UNKNOWN)).toBeNull();
    await keptAnswer();
    expect(posts()).toHaveLength(1);
    expect(chain.mock.transactions).toHaveLength(1);
    expect(successes).toHaveLength(1);
  });

  it('put back, then taken out again before the answer: the tab keeps it, and put back once more the receipt shows', async () => {
    const chain = createChain();
    const { element, successes, release, posts } = await confirmedWithAnswerHeld(chain);

    await onItsWay(await takenOutAndPutBack(element));
    // Out again, and the answer comes while it is out: the tab keeps it.
    element.remove();
    await emptied(element);
    release();
    await keptAnswer();
    document.body.append(element);
    await heading(await shownIn(element), 'Request received');
    expect(posts()).toHaveLength(1);
    expect(successes).toHaveLength(1);
  });

  it('put back twice before the answer, the last one put back shows it on its way, then the receipt', async () => {
    const chain = createChain();
    const { element, successes, release, posts } = await confirmedWithAnswerHeld(chain);

    await onItsWay(await takenOutAndPutBack(element));
    const last = await takenOutAndPutBack(element);
    await onItsWay(last);
    release();
    await heading(last, 'Request received');
    expect(posts()).toHaveLength(1);
    expect(successes).toHaveLength(1);
  });

  it('put back before a refusal comes, shows the refusal on the field it names', async () => {
    // The signer takes buys up to ₦30,000: it refuses ₦50,000, naming the amount.
    const chain = createChain({ signer: { limits: { buy: { max: 30_000 } } } });
    const { element, successes, release, posts } = await confirmedWithAnswerHeld(chain, { amount: '50000' });

    const back = await takenOutAndPutBack(element);
    await onItsWay(back);
    release();
    await heading(back, 'Amount');
    const amount = back.getByLabelText('Amount in naira');
    await vi.waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'), SLOW);
    expect(describedError(amount)).toBeTruthy();
    expect(back.queryByRole('group', UNKNOWN)).toBeNull();
    expect(posts()).toHaveLength(1);
    expect(chain.mock.transactions).toHaveLength(0);
    expect(successes).toHaveLength(0);
  });
});
