import { within } from '@testing-library/dom';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../src/elements';
import { createChain } from '../react/support';

afterEach(() => {
  document.body.replaceChildren();
  sessionStorage.clear();
});

// Some pages sit inside one form they cannot leave (an ASP.NET Web Forms page, a CMS theme). The React
// widgets cannot go there: React does not handle a form inside a form, and the browser then sends the
// widget's step as the page's own request. The README sends such hosts to the elements, whose shadow
// root keeps their forms apart: this is what it promises.
describe('an element inside the page form', () => {
  it('walks its steps without ever submitting the page form or leaving the page', async () => {
    const chain = createChain();
    const pageSubmits = vi.fn((event: Event) => event.preventDefault());
    document.body.innerHTML = '<form id="page"><input name="page-field" value="kept"><naira-buy-ramp></naira-buy-ramp></form>';
    document.getElementById('page')!.addEventListener('submit', pageSubmits);
    const element = document.querySelector('naira-buy-ramp') as HTMLElement & { signer?: unknown };
    element.signer = chain.signer;
    const address = location.href;
    const root = await vi.waitFor(() => {
      const found = element.shadowRoot?.querySelector<HTMLElement>('[data-naira-ramp]');
      expect(found).toBeTruthy();
      return found!;
    });
    const widget = within(root);
    const user = userEvent.setup({ delay: null });
    await user.type(widget.getByLabelText('Amount in naira'), '25000');
    await user.click(await widget.findByRole('radio', { name: /Adaeze Okonkwo/ }));
    await user.click(widget.getByRole('button', { name: 'Continue' }));
    await widget.findByRole('button', { name: 'I have paid' });
    // Enter in a field of the widget submits its own step, never the page's form.
    await user.click(widget.getByRole('button', { name: 'Back' }));
    await user.type(await widget.findByLabelText('Amount in naira'), '{Enter}');
    await widget.findByRole('button', { name: 'I have paid' });
    expect(pageSubmits).not.toHaveBeenCalled();
    expect(location.href).toBe(address);
  });
});
