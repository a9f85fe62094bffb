import { StrictMode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BuyRamp } from '../../../src/react/buy/BuyRamp';
import { SellRamp } from '../../../src/react/sell/SellRamp';
import { createChain } from '../support';

// Two widgets of one flow keeping their state under one key would, after a reload, both show whichever wrote last
// (the other's narration included): in development the console tells the host to give each its own persistKey.
// Each key is named once a page, so each test uses keys of its own.
const warn = vi.spyOn(console, 'warn');
const warned = () => warn.mock.calls.map(([line]) => String(line)).filter((line) => line.includes('persistKey'));

afterEach(() => {
  warn.mockClear();
  sessionStorage.clear();
});

/** Both widgets have had their first render's effects once their lists are on screen. */
const mounted = (count: number) => waitFor(() => expect(screen.getAllByRole('region')).toHaveLength(count));

describe('two widgets of one flow on a page', () => {
  it('warns, naming the key they share, when both keep their state under it', async () => {
    const { signer } = createChain();
    render(
      <StrictMode>
        <BuyRamp signer={signer} messages={{ buyTitle: 'Top up' }} />
        <BuyRamp signer={signer} messages={{ buyTitle: 'Buy for a friend' }} />
      </StrictMode>,
    );
    await mounted(2);
    await waitFor(() =>
      expect(warned()).toEqual([
        'naira-ramp: two <BuyRamp> on this page keep their state in sessionStorage under "naira-ramp:buy": after a reload both would show the same one. Give each its own persistKey.',
      ]),
    );
  });

  it('says nothing for widgets kept apart, or one that keeps nothing, or a buy beside a sell', async () => {
    const { signer } = createChain();
    render(
      <StrictMode>
        <BuyRamp signer={signer} persistKey="shop:top-up" />
        <BuyRamp signer={signer} persistKey="shop:gift" />
        <BuyRamp signer={signer} persistKey="shop:solo" />
        <BuyRamp signer={signer} persistKey="shop:solo" persist={false} />
        <SellRamp signer={signer} persistKey="shop:top-up" />
      </StrictMode>,
    );
    await mounted(5);
    await screen.findAllByRole('radio', { name: /Adaeze Okonkwo/ });
    expect(warned()).toEqual([]);
  });

  it('says nothing when one widget takes over from another that has gone (a dialog closed, then opened)', async () => {
    const { signer } = createChain();
    const page = render(<BuyRamp signer={signer} persistKey="shop:dialog" />);
    await mounted(1);
    page.rerender(<BuyRamp key="again" signer={signer} persistKey="shop:dialog" />);
    await mounted(1);
    await screen.findByRole('radio', { name: /Adaeze Okonkwo/ });
    expect(warned()).toEqual([]);
  });
});
