import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MOCK_DEPOSIT_ADDRESSES } from '../../src/mock';
import { defaultMessages as m } from '../../src/react/messages/defaults';
import { createChain, serveSignerAtApiRamp } from '../react/support';
import '../../src/elements';

// Vue and Svelte set a template's attribute as the element's property whenever the element has one,
// so `networks="solana stellar"` arrives as a string property. Each property takes what its attribute
// takes, or says in the console what it takes; the widget is never left blank.
const chain = createChain({ signer: { basePath: '/api/ramp', depositAddresses: MOCK_DEPOSIT_ADDRESSES } });
const errors = vi.spyOn(console, 'error');

beforeAll(() => serveSignerAtApiRamp(chain));
afterEach(() => {
  document.body.replaceChildren();
  errors.mockClear();
});

/** An element as a template framework makes it: created, every template value set as a property, then connected. */
function fromTemplate<Tag extends 'naira-buy-ramp' | 'naira-sell-ramp'>(tag: Tag, properties: Record<string, unknown>): HTMLElementTagNameMap[Tag] {
  const element = document.createElement(tag);
  Object.assign(element, properties);
  document.body.append(element);
  return element;
}

const rendered = (element: HTMLElement) => vi.waitFor(() => expect(element.shadowRoot?.querySelector('h2')).not.toBeNull(), { timeout: 10_000 });

describe('element properties set from a template', () => {
  it('read the attribute forms: a space-separated networks, "false", numbers as strings', async () => {
    const sell = fromTemplate('naira-sell-ramp', { signer: '/api/ramp', networks: 'solana stellar', persist: 'false', timeoutMs: '30000' });
    const buy = fromTemplate('naira-buy-ramp', { signer: '/api/ramp', paymentWindowMinutes: '20', reference: undefined, appearance: 'dark' });
    expect(sell.networks).toEqual(['solana', 'stellar']);
    expect(sell.persist).toBe(false);
    expect(sell.timeoutMs).toBe(30_000);
    expect(buy.paymentWindowMinutes).toBe(20);
    await rendered(sell);
    await rendered(buy);
    expect(errors).not.toHaveBeenCalled();

    // The sell widget offers exactly those networks, in that order.
    const root = sell.shadowRoot!;
    const heard: string[] = [];
    const hear = (event: CustomEvent<{ step: string }>) => heard.push(`${event.type} ${event.detail.step}`);
    document.addEventListener('ramp:step-change', hear);
    document.addEventListener('ramp-step-change', hear);
    const user = userEvent.setup();
    const amount = [...root.querySelectorAll('label')].find((label) => label.textContent?.startsWith(m.sellAmountLabel))!.control!;
    await user.type(amount, '50');
    await user.click([...root.querySelectorAll('button')].find((button) => button.textContent === m.continue)!);
    await vi.waitFor(() => expect(root.querySelector('h3')?.textContent).toBe(m.walletStepTitle), { timeout: 10_000 });
    const offered = [...root.querySelectorAll<HTMLInputElement>('input[type="radio"]')].map((radio) => radio.closest('label')?.textContent?.trim());
    expect(offered).toEqual(['Solana', 'Stellar']);
    // Each event comes under both names, for Svelte's onramp-step-change as for addEventListener('ramp:step-change').
    expect(heard).toEqual(['ramp:step-change wallet', 'ramp-step-change wallet']);
    document.removeEventListener('ramp:step-change', hear);
    document.removeEventListener('ramp-step-change', hear);
    // persist="false": nothing of the flow was kept in the tab.
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith('naira-ramp'))).toEqual([]);
  });

  it('read persist-paid="false" as the attribute or the property: a paid buy is then not kept on the device', async () => {
    localStorage.clear();
    const byAttribute = document.createElement('naira-buy-ramp');
    byAttribute.setAttribute('persist-paid', 'false');
    expect(byAttribute.persistPaid).toBe(false);
    const buy = fromTemplate('naira-buy-ramp', { signer: '/api/ramp', persistPaid: 'false' });
    expect(buy.persistPaid).toBe(false);
    await rendered(buy);
    const root = buy.shadowRoot!;
    const user = userEvent.setup();
    const button = (text: string) => vi.waitFor(() => [...root.querySelectorAll('button')].find((item) => item.textContent === text)!, { timeout: 10_000 });
    const heading = (text: string) => vi.waitFor(() => expect(root.querySelector('h3')?.textContent).toBe(text), { timeout: 10_000 });
    await user.type([...root.querySelectorAll('label')].find((label) => label.textContent?.startsWith(m.amountLabel))!.control!, '30000');
    await user.click(await vi.waitFor(() => root.querySelector<HTMLInputElement>('input[type="radio"]')!, { timeout: 10_000 }));
    await user.click(await button(m.continue));
    await heading(m.payStepTitle);
    await user.click(await button(m.iHavePaid));
    await heading(m.proofStepTitle);
    await vi.waitFor(() => expect(sessionStorage.getItem('naira-ramp:buy')).toContain('"committed":true'), { timeout: 10_000 });
    expect(localStorage.length).toBe(0);
  });

  it('refuse what they cannot read with a console error naming the property, and keep the last good value', async () => {
    const sell = fromTemplate('naira-sell-ramp', { signer: '/api/ramp', networks: 'polygon' });
    Object.assign(sell, { networks: 42, timeoutMs: 'soon', theme: 'dark', appearance: 'blue', persist: 0 });
    expect(errors.mock.calls.map(([line]) => String(line))).toEqual([
      'naira-ramp: <naira-sell-ramp> networks property lists networks from stellar, polygon, solana, avalanche, separated by spaces or commas (got 42); the last good value stays.',
      'naira-ramp: <naira-sell-ramp> timeoutMs property must be a number of milliseconds above 0 (got "soon"); the last good value stays.',
      'naira-ramp: <naira-sell-ramp> theme property must be an object, set from script (element.theme = { ... }) (got "dark"); the last good value stays.',
      'naira-ramp: <naira-sell-ramp> appearance property must be light, dark or auto (got "blue"); the last good value stays.',
      'naira-ramp: <naira-sell-ramp> persist property must be true or false (got 0); the last good value stays.',
    ]);
    expect(sell.networks).toEqual(['polygon']);
    expect(sell.theme).toBeUndefined();
    await rendered(sell);
  });

  it('read languages as the attribute does, a list or a string separated by spaces or commas, and support as text', async () => {
    const buy = fromTemplate('naira-buy-ramp', { signer: '/api/ramp', languages: 'en-NG pcm,yo', support: 'help@shop.example' });
    expect(buy.languages).toEqual(['en-NG', 'pcm', 'yo']);
    expect(buy.support).toBe('help@shop.example');
    Object.assign(buy, { languages: 42 });
    expect(errors.mock.calls.map(([line]) => String(line))).toEqual([
      'naira-ramp: <naira-buy-ramp> languages property lists language tags, separated by spaces or commas (got 42); the last good value stays.',
    ]);
    expect(buy.languages).toEqual(['en-NG', 'pcm', 'yo']);
    await rendered(buy);
  });

  it('take a list of unknown networks as a refusal naming them, not a blank widget', async () => {
    const sell = fromTemplate('naira-sell-ramp', { signer: '/api/ramp', networks: ['solana', 'bitcoin'] });
    expect(String(errors.mock.calls[0]?.[0])).toMatch(/networks property lists networks from .* \(got "bitcoin"\)/);
    expect(sell.networks).toBeUndefined();
    await rendered(sell);
  });
});
