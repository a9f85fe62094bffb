import { userEvent } from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MOCK_VENDORS } from '../../src/mock';
import { defaultMessages as m } from '../../src/react/messages/defaults';
import { createChain, serveSignerAtApiRamp } from '../react/support';

// The README's `import 'naira-ramp/elements'` snippet, run as a page bundling it runs it: its signer
// URL answered by the real signer over the mock, what it sets seen in the widget, its listener heard.
const chain = createChain({ signer: { basePath: '/api/ramp' } });
const log = vi.spyOn(console, 'log');
const warn = vi.spyOn(console, 'warn');

beforeAll(async () => {
  serveSignerAtApiRamp(chain);
  document.body.innerHTML = '<div id="checkout"></div>';
  await import('./bundler-usage');
});
afterAll(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  log.mockRestore();
  warn.mockRestore();
});

/** The snippet's element's shadow root, once its widget has rendered a heading. */
async function widget(): Promise<ShadowRoot> {
  const element = document.querySelector('#checkout > naira-buy-ramp');
  expect(element, 'the snippet put a <naira-buy-ramp> in #checkout').not.toBeNull();
  await vi.waitFor(() => expect(element!.shadowRoot?.querySelector('h2')).not.toBeNull());
  return element!.shadowRoot!;
}

describe("the README's naira-ramp/elements snippet", () => {
  it('renders the widget with the messages and theme it sets, a theme readable in light and dark', async () => {
    const root = await widget();
    expect(root.querySelector('h2')?.textContent).toBe('Top up');
    const themed = root.querySelector<HTMLElement>('[data-naira-ramp]')!;
    expect(themed.style.getPropertyValue('--nr-color-primary')).toBe('#0f5132');
    // A host copies the theme as it is: the development check must find no pair under WCAG AA in either mode.
    expect(warn.mock.calls.flat().filter((line) => String(line).includes('WCAG'))).toEqual([]);
  });

  it('talks to its signer URL and logs each step change through its listener', async () => {
    const root = await widget();
    const user = userEvent.setup();
    const vendor = MOCK_VENDORS[0]!.venderName;
    const amount = [...root.querySelectorAll('label')].find((label) => label.textContent?.startsWith(m.amountLabel))!.control!;
    await user.type(amount, '25000');
    const choice = await vi.waitFor(() => {
      const found = [...root.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find((radio) => radio.closest('label')?.textContent?.includes(vendor));
      expect(found).toBeDefined();
      return found!;
    });
    await user.click(choice);
    await user.click([...root.querySelectorAll('button')].find((button) => button.textContent === m.continue)!);
    await vi.waitFor(() => expect(log).toHaveBeenCalledWith('pay'));
    expect(chain.seen.map(({ path }) => path)).toContain('/api/ramp/vendors');
  });
});
