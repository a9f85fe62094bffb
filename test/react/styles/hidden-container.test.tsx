import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BuyRamp } from '../../../src/react/buy/BuyRamp';
import { createChain, renderRamp } from '../support';

// A page hides a panel with `visibility: hidden` (Bootstrap's closed offcanvas, a tab or a carousel slide
// out of view): the widget in it is hidden with it, neither seen nor reached by Tab, though its root
// otherwise starts from `all: initial`.
describe('the widget in a container the page hides with visibility', () => {
  it('is hidden and takes no focus while the container is, and shows once it is shown', async () => {
    const { user } = renderRamp(
      <div data-testid="panel" style={{ visibility: 'hidden' }}>
        <BuyRamp signer={createChain().signer} />
      </div>,
    );
    const amount = await screen.findByLabelText('Amount in naira');
    expect(getComputedStyle(amount).visibility).toBe('hidden');
    await user.tab();
    expect(document.activeElement).toBe(document.body);

    screen.getByTestId('panel').style.visibility = 'visible';
    expect(getComputedStyle(amount).visibility).toBe('visible');
    await user.tab();
    expect(document.activeElement).toBe(amount);
  });
});
