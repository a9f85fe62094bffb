import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent as realKeys } from 'vitest/browser';
import { BuyRamp, RampDialog, SellRamp } from '../../../src';
import type { Appearance } from '../../../src';
import { buyToReview, createChain, expectNoAxeViolations, renderRamp, sellToReview, stepHeading } from '../support';

/** A host page: its own button opens the checkout in a dialog. */
function Host({ flow, appearance = 'light' }: { flow: 'buy' | 'sell'; appearance?: Appearance }) {
  const [open, setOpen] = useState(false);
  const [signer] = useState(() => createChain().signer);
  return (
    <main>
      <h1>Shop</h1>
      <button type="button" onClick={() => setOpen(true)}>
        {flow === 'buy' ? 'Buy stablecoin' : 'Sell stablecoin'}
      </button>
      <RampDialog open={open} onClose={() => setOpen(false)}>
        {flow === 'buy' ? <BuyRamp signer={signer} appearance={appearance} /> : <SellRamp signer={signer} appearance={appearance} />}
      </RampDialog>
    </main>
  );
}

const dialog = (name: string) => screen.getByRole('dialog', { name });

describe.each<[number, Appearance]>([
  [320, 'light'],
  [320, 'dark'],
  [1280, 'light'],
  [1280, 'dark'],
])('at %i px, %s', (width, appearance) => {
  it('opens from the host button as a named modal, focus inside, axe clean; Escape closes and focus returns', async () => {
    await page.viewport(width, 800);
    const { user } = renderRamp(<Host flow="buy" appearance={appearance} />);
    const opener = screen.getByRole('button', { name: 'Buy stablecoin' });
    await user.click(opener);
    const checkout = dialog('Buy NGN stablecoin');
    await within(checkout).findByRole('radio', { name: /Adaeze/ });
    expect(checkout.matches(':modal')).toBe(true);
    expect(checkout.contains(document.activeElement)).toBe(true);
    const box = checkout.querySelector('.naira-ramp')!.getBoundingClientRect();
    expect(box.width).toBeGreaterThanOrEqual(280);
    expect(box.right).toBeLessThanOrEqual(width);
    await expectNoAxeViolations(document.body);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('asks before closing on a sent request: Escape keeps it open, Close closes', async () => {
    await page.viewport(width, 800);
    const { user } = renderRamp(<Host flow="sell" appearance={appearance} />);
    const opener = screen.getByRole('button', { name: 'Sell stablecoin' });
    await user.click(opener);
    await sellToReview(user);
    await user.click(screen.getByRole('button', { name: 'Confirm and sell' }));
    await stepHeading(/Request received|Naira paid out/);
    await user.keyboard('{Escape}');
    const question = await screen.findByRole('alertdialog', { name: 'Close this checkout?' });
    expect(question).toHaveAccessibleDescription('Your request has been sent. Closing hides its details and its status.');
    expect(document.activeElement).toBe(within(question).getByRole('button', { name: 'Keep open' }));
    await expectNoAxeViolations(document.body);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(dialog('Sell stablecoin')).toBeVisible();
    await user.click(within(dialog('Sell stablecoin')).getByRole('button', { name: 'Close' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    // The flow was kept: opening again shows the same request (by then its status may have come back completed).
    await user.click(opener);
    await stepHeading(/Request received|Naira paid out/);
  });
});

describe('by keyboard alone', () => {
  it('opens, works and closes without a pointer; Tab reaches nothing outside the dialog', async () => {
    const { user } = renderRamp(<Host flow="buy" />);
    const opener = screen.getByRole('button', { name: 'Buy stablecoin' });
    opener.focus();
    await user.keyboard('{Enter}');
    await within(dialog('Buy NGN stablecoin')).findByRole('radio', { name: /Adaeze/ });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Amount in naira'));
    await user.keyboard('30000');
    await user.tab();
    await user.keyboard(' {Enter}');
    await stepHeading('Pay the vendor');
    // Real Tab presses (the browser's own, which know the page outside is inert) reach nothing outside the dialog.
    const reached = new Set<Element>();
    for (let i = 0; i < 30; i++) {
      await realKeys.keyboard('{Tab}');
      const focused = document.activeElement;
      if (focused && focused !== document.body) reached.add(focused);
    }
    expect([...reached].filter((element) => !dialog('Buy NGN stablecoin').contains(element))).toEqual([]);
    expect(reached.has(screen.getByRole('button', { name: 'I have paid' }))).toBe(true);
    screen.getByRole('heading', { name: 'Pay the vendor' }).focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('Escape on a sent buy asks; Tab to Close and Enter closes', async () => {
    const { user } = renderRamp(<Host flow="buy" />);
    await user.click(screen.getByRole('button', { name: 'Buy stablecoin' }));
    await buyToReview(user);
    await user.click(screen.getByRole('button', { name: 'Confirm and buy' }));
    await stepHeading('Request received');
    await user.keyboard('{Escape}');
    await screen.findByRole('alertdialog');
    await user.tab();
    expect(document.activeElement).toBe(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Close' }));
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
