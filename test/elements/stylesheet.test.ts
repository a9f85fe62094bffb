import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMockRampService } from '../../src/mock';
import { createRampSigner } from '../../src/server/signer';
import '../../src/elements';

// The page loads no stylesheet of the widget's (unlike test/react/support, which this file does not
// import): the element's shadow root holds the only copy, as on a page with the one-script build.
const mock = createMockRampService();
const handler = createRampSigner({ secretKey: mock.secretKey, businessId: 'biz_test_01', linkTag: 'link_test', baseUrl: 'http://ramp.test', fetch: mock.fetch, env: {} });
const signer = (path: string, init?: RequestInit) => handler(new Request(new URL(path, 'http://widget.test'), init));

afterEach(() => document.body.replaceChildren());

/** A vendor's radio in `<naira-buy-ramp>` (put in the page unless it is there), once the list has rendered. */
async function radioIn(element: HTMLElement): Promise<HTMLInputElement> {
  if (!element.isConnected) document.body.append(element);
  return vi.waitFor(() => {
    const radio = element.shadowRoot?.querySelector<HTMLInputElement>('input[type="radio"]');
    expect(radio).toBeTruthy();
    return radio!;
  });
}

describe("the element's stylesheet", () => {
  it("sizes a radio in the widget's unit, 1.25 times the root's font size, not the radio's own smaller font", async () => {
    const buy = Object.assign(document.createElement('naira-buy-ramp'), { signer });
    const radio = await radioIn(buy);
    const root = buy.shadowRoot!.querySelector<HTMLElement>('[data-naira-ramp]')!;
    expect(getComputedStyle(root).fontSize).toBe('16px');
    // The radio's own font is the browser's 13.33 px: the unit must not be read there.
    expect(getComputedStyle(radio).fontSize).not.toBe('16px');
    expect(radio.getBoundingClientRect().height).toBe(20);
  });

  it('follows a font size the page sets through --nr-font-size on the element', async () => {
    const buy = Object.assign(document.createElement('naira-buy-ramp'), { signer });
    buy.style.setProperty('--nr-font-size', '20px');
    const radio = await radioIn(buy);
    expect(radio.getBoundingClientRect().height).toBe(25);
  });
});

describe('the element in a container the page hides with visibility', () => {
  it('is hidden with it (Bootstrap\'s closed offcanvas, a tab out of view), and shows once it is shown', async () => {
    const panel = document.body.appendChild(document.createElement('div'));
    panel.style.visibility = 'hidden';
    const buy = panel.appendChild(Object.assign(document.createElement('naira-buy-ramp'), { signer }));
    const radio = await radioIn(buy);
    expect(getComputedStyle(radio).visibility).toBe('hidden');
    panel.style.visibility = 'visible';
    expect(getComputedStyle(radio).visibility).toBe('visible');
  });
});
