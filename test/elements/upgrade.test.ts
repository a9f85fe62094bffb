import { describe, expect, it, vi } from 'vitest';
import { createChain } from '../react/support';

// A page's own script often runs before the element's script has loaded (an inline script above a module
// script, a framework rendering first): it finds the tag in the HTML, attributes and all, and sets
// properties on it. Those properties are the page's last word, and must survive the upgrade, which
// reads the HTML's attributes after them. This file defines the elements itself, after the page's script.
const chain = createChain();

describe('properties set before the elements are defined, on a tag with attributes', () => {
  it('win over the same attributes when the element upgrades; a later attribute change still applies', async () => {
    document.body.innerHTML = '<naira-buy-ramp signer="/api/ramp" appearance="light"></naira-buy-ramp>';
    const element = document.querySelector('naira-buy-ramp')! as HTMLElement & { signer?: unknown; appearance?: unknown };
    expect(customElements.get('naira-buy-ramp'), 'not yet defined').toBeUndefined();
    const signer = vi.fn(chain.signer);
    element.signer = signer;
    element.appearance = 'dark';

    await import('../../src/elements');
    expect(element.signer).toBe(signer);
    expect(element.appearance).toBe('dark');
    const root = await vi.waitFor(() => {
      const found = element.shadowRoot?.querySelector('[data-naira-ramp]');
      expect(found).toBeTruthy();
      return found!;
    });
    expect(root.getAttribute('data-appearance')).toBe('dark');
    await vi.waitFor(() => expect(signer).toHaveBeenCalledWith('/vendors', expect.anything()));

    element.setAttribute('appearance', 'light');
    expect(element.appearance).toBe('light');
    await vi.waitFor(() => expect(root.getAttribute('data-appearance')).toBe('light'));
  });
});
