import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { describe, expect, it } from 'vitest';
import { MOCK_DEPOSIT_ADDRESSES } from '../../../src/mock';
import { SellRamp } from '../../../src/react/sell/SellRamp';
import { createChain, renderRamp, sellToReview, stepHeading } from '../support';
import { manualQueryTimers } from '../../support/query-timers';
import { FAST, FRESH, HOUR, polledUntil } from '../receipt/pending';

// The receipt polls on React Query's timers, which stand still until a test moves them on to a settled sale.
const timers = manualQueryTimers();
/** The step heading `name`, once a poll has brought it. */
const polledHeading = (name: string) => polledUntil(timers, () => screen.getByRole('heading', { level: 3, name }));

/** A sale confirmed and shown pending with where to send the coins; the mock settles it only when told to. */
async function pendingSale(hostButton?: 'with a host button') {
  const chain = createChain({ mock: { lifecycle: { settleAfterMs: HOUR } }, signer: { ...FRESH, depositAddresses: { stellar: MOCK_DEPOSIT_ADDRESSES.stellar } } });
  const view = renderRamp(
    <>
      {hostButton && <button type="button">Host page button</button>}
      <SellRamp signer={chain.signer} statusPolling={FAST} />
    </>,
  );
  await sellToReview(view.user);
  await view.user.click(screen.getByRole('button', { name: 'Confirm and sell' }));
  await stepHeading('Request received');
  const settle = (status: 'completed' | 'failed') => chain.mock.settle(String(chain.mock.transactions[0]!.reference), status);
  return { ...view, chain, settle };
}

/** Renders its children in a shadow root, as the custom elements do. */
function InShadow({ children, onRoot }: { children: ReactNode; onRoot: (root: ShadowRoot) => void }) {
  const [root, setRoot] = useState<ShadowRoot>();
  const attach = (host: HTMLDivElement | null) => {
    if (!host || root) return;
    const shadow = host.attachShadow({ mode: 'open' });
    onRoot(shadow);
    setRoot(shadow);
  };
  return <div ref={attach}>{root && createPortal(children, root)}</div>;
}

describe('focus when the sale settles while the person is in the deposit instructions', () => {
  it('goes from a Copy button that goes with them to the heading that says the naira was paid', async () => {
    const { user, settle } = await pendingSale();
    await user.click(screen.getByRole('button', { name: 'Copy stellar deposit address' }));
    settle('completed');
    const heading = await polledHeading('Naira paid out');
    expect(screen.queryByRole('button', { name: 'Copy stellar deposit address' })).toBeNull();
    expect(document.activeElement).toBe(heading);
  });

  it('goes from the hash field to the heading that says the request was not completed; Tab goes on inside the widget', async () => {
    const { user, settle } = await pendingSale();
    await user.type(screen.getByLabelText('Sent them yourself? Transaction hash'), 'abc');
    settle('failed');
    const heading = await polledHeading('Request not completed');
    expect(document.activeElement).toBe(heading);
    await user.tab();
    expect(heading.closest('.naira-ramp')!.contains(document.activeElement)).toBe(true);
  });

  it('stays where the person put it outside the widget', async () => {
    const { user, settle } = await pendingSale('with a host button');
    const hostButton = screen.getByRole('button', { name: 'Host page button' });
    await user.click(hostButton);
    settle('completed');
    await polledHeading('Naira paid out');
    expect(document.activeElement).toBe(hostButton);
  });

  it('goes to the heading in a shadow root too (the custom elements)', async () => {
    const { chain, settle, unmount } = await pendingSale();
    await waitFor(() => expect(sessionStorage.getItem('naira-ramp:sell')).toContain(MOCK_DEPOSIT_ADDRESSES.stellar.address));
    unmount();
    // The same tab's sale, shown again inside a shadow root.
    let shadow: ShadowRoot | undefined;
    renderRamp(
      <InShadow onRoot={(root) => (shadow = root)}>
        <SellRamp signer={chain.signer} statusPolling={FAST} />
      </InShadow>,
    );
    const inside = within(shadow as unknown as HTMLElement);
    (await inside.findByRole('button', { name: 'Copy stellar deposit address' }, { timeout: 10_000 })).focus();
    settle('completed');
    const heading = await polledUntil(timers, () => inside.getByRole('heading', { level: 3, name: 'Naira paid out' }));
    expect(shadow!.activeElement).toBe(heading);
  });
});
