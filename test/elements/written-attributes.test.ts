import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../src/elements';

// What a page's HTML writes on the tags, as a CMS template or a hand-written page does: a value the
// element cannot read, or an attribute it has none of, is said in the console, naming the attribute,
// and never read as something the page did not mean.
const errors = vi.spyOn(console, 'error');
afterEach(() => {
  document.body.replaceChildren();
  errors.mockClear();
});
const said = () => errors.mock.calls.map(([line]) => String(line));

describe('a switch attribute (persist, persist-paid)', () => {
  it('reads true and false in any case, and the bare attribute as on', () => {
    const buy = document.createElement('naira-buy-ramp');
    buy.setAttribute('persist', 'False');
    expect(buy.persist).toBe(false);
    buy.setAttribute('persist', '');
    expect(buy.persist).toBe(true);
    buy.setAttribute('persist-paid', ' FALSE ');
    expect(buy.persistPaid).toBe(false);
    buy.setAttribute('persist-paid', 'true');
    expect(buy.persistPaid).toBe(true);
    expect(said()).toEqual([]);
  });

  it('refuses "no" or "0", naming the attribute, instead of keeping the flow on as if told to', () => {
    const buy = document.createElement('naira-buy-ramp');
    buy.setAttribute('persist', 'false');
    buy.setAttribute('persist', 'no');
    buy.setAttribute('persist-paid', '0');
    expect(buy.persist).toBe(false);
    expect(buy.persistPaid).toBeUndefined();
    expect(said()).toEqual([
      'naira-ramp: <naira-buy-ramp> persist attribute must be true or false (got "no"); the last good value stays.',
      'naira-ramp: <naira-buy-ramp> persist-paid attribute must be true or false (got "0"); the last good value stays.',
    ]);
  });
});

describe('an attribute of a property set from script alone', () => {
  it('is refused in the HTML, naming the property to set, whichever way the name is written', () => {
    document.body.innerHTML = `<naira-sell-ramp locked-values='{"network":"polygon"}' theme='{"primary":"#000"}' sendDeposit="send"></naira-sell-ramp>`;
    const sell = document.querySelector('naira-sell-ramp')!;
    expect(sell.lockedValues).toBeUndefined();
    expect(said()).toEqual([
      'naira-ramp: <naira-sell-ramp> locked-values attribute is not read: set the lockedValues property from script (element.lockedValues = ...).',
      'naira-ramp: <naira-sell-ramp> theme attribute is not read: set the theme property from script (element.theme = ...).',
      'naira-ramp: <naira-sell-ramp> senddeposit attribute is not read: set the sendDeposit property from script (element.sendDeposit = ...).',
    ]);
    errors.mockClear();
    sell.removeAttribute('theme');
    expect(said()).toEqual([]);
  });
});

describe('the signer attribute', () => {
  it('removed after the widget showed, says in the console why the widget is gone, as it did before the first one', async () => {
    const buy = document.createElement('naira-buy-ramp');
    document.body.append(buy);
    await vi.waitFor(() => expect(said()).toEqual([expect.stringMatching(/^naira-ramp: <naira-buy-ramp> needs a signer\./)]));
    errors.mockClear();
    buy.setAttribute('signer', '/api/ramp');
    await vi.waitFor(() => expect(buy.shadowRoot?.querySelector('[data-naira-ramp]')).toBeTruthy());
    buy.removeAttribute('signer');
    await vi.waitFor(() => expect(buy.shadowRoot?.querySelector('[data-naira-ramp]')).toBeNull());
    expect(said()).toEqual([expect.stringMatching(/^naira-ramp: <naira-buy-ramp> needs a signer\./)]);
  });
});
