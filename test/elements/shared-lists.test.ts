import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../src/elements';
import { createRampQueryClient } from '../../src/index';
import { createChain } from '../react/support';

// Elements on one page share the lists their signer gives, as widgets in one <RampProvider> do: a page
// with a buy and a sell element, or one it takes out and puts back, asks its signer for each list once.
afterEach(() => {
  document.body.replaceChildren();
  sessionStorage.clear();
});

const SLOW = { timeout: 15_000 };

const vendorShown = (element: HTMLElement) =>
  vi.waitFor(() => expect(element.shadowRoot?.querySelector('[data-naira-ramp]')?.textContent).toContain('Adaeze Okonkwo'), SLOW);

const asked = (chain: ReturnType<typeof createChain>, path: string) => chain.seen.filter((request) => request.path === path).length;

function buyElement(signer: ReturnType<typeof createChain>['signer'], persistKey: string) {
  const element = document.createElement('naira-buy-ramp');
  element.persistKey = persistKey;
  element.signer = signer;
  return element;
}

describe('elements with one signer', () => {
  it('ask for the vendor list once, for both and after one is put back', async () => {
    const chain = createChain();
    const first = buyElement(chain.signer, 'first');
    const second = buyElement(chain.signer, 'second');
    document.body.append(first, second);
    await vendorShown(first);
    await vendorShown(second);
    expect(asked(chain, '/vendors')).toBe(1);

    first.remove();
    await vi.waitFor(() => expect(first.shadowRoot!.childNodes).toHaveLength(0));
    document.body.append(first);
    await vendorShown(first);
    expect(asked(chain, '/vendors')).toBe(1);
  });

  it('use the query client a page sets on one instead', async () => {
    const chain = createChain();
    const shared = buyElement(chain.signer, 'shared');
    const own = buyElement(chain.signer, 'own');
    own.queryClient = createRampQueryClient();
    document.body.append(shared, own);
    await vendorShown(shared);
    await vendorShown(own);
    expect(asked(chain, '/vendors')).toBe(2);
  });
});
