import { screen } from '@testing-library/react';
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { BuyRamp } from '../../../src/react/buy/BuyRamp';
import type { Appearance } from '../../../src/react/config/types';
import { createChain, expectNoAxeViolations, renderRamp, stepHeading } from '../support';

type Holder = (props: { children: ReactNode }) => ReactNode;

/** Opens a <dialog> or popover once mounted, as a host's script would. */
function Opened({ children, open, kind }: { children: ReactNode; open: (element: HTMLElement) => void; kind: 'dialog' | 'popover' }) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (ref.current) open(ref.current);
  }, [open]);
  return kind === 'dialog' ? (
    <dialog ref={ref as React.RefObject<HTMLDialogElement>} aria-label="Checkout">
      {children}
    </dialog>
  ) : (
    <div ref={ref as React.RefObject<HTMLDivElement>} popover="manual">
      {children}
    </div>
  );
}

const showModal = (element: HTMLElement) => (element as HTMLDialogElement).showModal();
const show = (element: HTMLElement) => (element as HTMLDialogElement).show();
const showPopover = (element: HTMLElement) => element.showPopover();

/** Containers a host puts a checkout in, most of them sized by their content. */
const CONTAINERS: Record<string, Holder> = {
  'a modal <dialog>': ({ children }) => (
    <Opened kind="dialog" open={showModal}>
      {children}
    </Opened>
  ),
  'a non-modal <dialog>': ({ children }) => (
    <Opened kind="dialog" open={show}>
      {children}
    </Opened>
  ),
  'a popover': ({ children }) => (
    <Opened kind="popover" open={showPopover}>
      {children}
    </Opened>
  ),
  'an inline-block': ({ children }) => <div style={{ display: 'inline-block' }}>{children}</div>,
  'a flex item beside the order summary': ({ children }) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '16px' }}>
      <p style={{ margin: 0 }}>Order summary</p>
      {children}
    </div>
  ),
  'a grid item in an auto column': ({ children }) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'auto 1fr' }}>
      {children}
      <p style={{ margin: 0 }}>Help</p>
    </div>
  ),
};

const WIDTHS = [320, 375, 1280];
const MIN_WIDTH = 280;
const FULL_WIDTH = 544;

describe.each(WIDTHS)('at %i px wide', (width) => {
  describe.each(Object.entries(CONTAINERS))('in %s', (_, Holder) => {
    it.each<Appearance>(['light', 'dark'])('takes its width, never collapses, passes axe and works by keyboard (%s)', async (appearance) => {
      await page.viewport(width, 800);
      const { user } = renderRamp(
        <Holder>
          <BuyRamp signer={createChain().signer} appearance={appearance} />
        </Holder>,
      );
      await screen.findByRole('radio', { name: /Adaeze/ });
      const box = document.querySelector('.naira-ramp')!.getBoundingClientRect();
      expect(box.width).toBeGreaterThanOrEqual(MIN_WIDTH);
      // Its full width where the page has room; otherwise the room there is, inside the page.
      if (width >= 600) expect(box.width).toBe(FULL_WIDTH);
      else expect(box.right).toBeLessThanOrEqual(width);
      await expectNoAxeViolations(document.body);
      const amount = screen.getByLabelText('Amount in naira');
      amount.focus();
      await user.keyboard('30000');
      await user.tab();
      expect(document.activeElement).toBe(screen.getByRole('radio', { name: /Adaeze/ }));
      await user.keyboard(' {Enter}');
      await stepHeading('Pay the vendor');
      await expectNoAxeViolations(document.body);
    }, 30_000);
  });
});
