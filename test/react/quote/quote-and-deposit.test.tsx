import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MOCK_DEPOSIT_ADDRESSES, createMockQuote } from '../../../src/mock';
import { BuyRamp } from '../../../src/react/buy/BuyRamp';
import { SellRamp } from '../../../src/react/sell/SellRamp';
import type { SignerFetch } from '../../../src/react/config/types';
import { QUOTE_DEBOUNCE_MS } from '../../../src/react/quote/useQuoteTarget';
import { createChain, describedError, renderRamp, stepHeading } from '../support';

/** A signer of the host's own that knows only the original four routes: /config and /quote answer 404. */
function olderSigner(signer: SignerFetch, asked: string[]): SignerFetch {
  return (input, init) => {
    asked.push(String(input));
    if (String(input).startsWith('/config') || String(input).startsWith('/quote')) {
      return Promise.resolve(Response.json({ error: { code: 'not_found', message: 'No such route' } }, { status: 404 }));
    }
    return signer(input, init);
  };
}

describe('quotes in the widget', () => {
  it('shows no quote when the signer has no quote route (an older signer without /config either)', async () => {
    const asked: string[] = [];
    const chain = createChain();
    const { user } = renderRamp(<BuyRamp signer={olderSigner(chain.signer, asked)} />);
    await user.type(screen.getByLabelText('Amount in naira'), '25000');
    // The widget asked for a quote once the typing paused, got 404, and shows nothing.
    await expect.poll(() => asked.some((path) => path.startsWith('/quote?side=buy&amount=25000&asset=NGN'))).toBe(true);
    await expect.poll(() => document.querySelector('[data-slot="quote"]')).toBeNull();
    expect(screen.queryByText(/You receive/)).toBeNull();
  });

  it('never shows a quote line, not even "loading", nor asks for a quote, when the signer says it gives none', async () => {
    const chain = createChain();
    renderRamp(<BuyRamp signer={chain.signer} />);
    await expect.poll(() => chain.seen.some((request) => request.path.endsWith('/config'))).toBe(true);
    await expect.poll(() => document.querySelector('[data-slot="quote"]')).toBeNull();
    let shown = false;
    const observer = new MutationObserver(() => (shown ||= document.querySelector('[data-slot="quote"]') !== null));
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.input(screen.getByLabelText('Amount in naira'), { target: { value: '25000' } });
    // The pause after typing passes: this is when a quote would be asked for and its line shown.
    await act(async () => vi.advanceTimersByTime(QUOTE_DEBOUNCE_MS));
    vi.useRealTimers();
    await act(async () => {});
    observer.disconnect();
    expect(shown).toBe(false);
    expect(chain.seen.filter((request) => request.path.endsWith('/quote'))).toHaveLength(0);
  });

  it('asks only for an amount the form would accept: typing 30000 asks once, not for 3, 30, 300 or 3000', async () => {
    const chain = createChain({ signer: { quote: createMockQuote() } });
    const { user } = renderRamp(<BuyRamp signer={chain.signer} />);
    await user.type(screen.getByLabelText('Amount in naira'), '30000');
    expect(await screen.findByText('29,900.00 cNGN', {})).toBeTruthy();
    const quotes = chain.seen.filter((request) => request.path.endsWith('/quote'));
    expect(quotes).toHaveLength(1);
  });
});

describe('sell networks and the deposit step', () => {
  it('offers only the networks the signer has a deposit address for, and picks one of them', async () => {
    const chain = createChain({ signer: { depositAddresses: { solana: MOCK_DEPOSIT_ADDRESSES.solana, avalanche: MOCK_DEPOSIT_ADDRESSES.avalanche } } });
    const { user } = renderRamp(<SellRamp signer={chain.signer} />);
    await expect.poll(() => chain.seen.some((request) => request.path.endsWith('/config'))).toBe(true);
    await user.type(screen.getByLabelText('Amount to sell'), '25');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Network and wallet');
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['solana', 'avalanche']);
    expect(screen.getByRole('radio', { name: 'Solana' })).toHaveProperty('checked', true);
  });

  it('asks the signer settings once, and a quote only once there is an amount to quote, for an offered network', async () => {
    const chain = createChain({ signer: { quote: createMockQuote(), depositAddresses: { solana: MOCK_DEPOSIT_ADDRESSES.solana } } });
    const asked: string[] = [];
    const signer: SignerFetch = (input, init) => {
      asked.push(String(input));
      return chain.signer(input, init);
    };
    const { user, queryClient } = renderRamp(<SellRamp signer={signer} />);
    const queries = (kind: string) => queryClient.getQueryCache().findAll({ predicate: (query) => query.queryKey[2] === kind });
    await expect.poll(() => queries('config')[0]?.state.data).toEqual({ sellNetworks: ['solana'], quote: true, accountName: false });
    // The quote line is on screen with nothing to quote yet: no quote is asked for.
    await expect.poll(() => document.querySelector('[data-slot="quote"]')?.getAttribute('data-state')).toBe('idle');
    expect(asked.filter((path) => path.startsWith('/quote?'))).toEqual([]);

    await user.type(screen.getByLabelText('Amount to sell'), '25');
    await expect.poll(() => asked.filter((path) => path.startsWith('/quote?'))).toEqual(['/quote?side=sell&amount=25&asset=USDT&network=solana']);
    expect(asked.filter((path) => path === '/config')).toHaveLength(1);
  });

  it('refuses 999,999,999,999 USDT naming the sell maximum', async () => {
    const chain = createChain();
    const { user } = renderRamp(<SellRamp signer={chain.signer} />);
    await user.type(screen.getByLabelText('Amount to sell'), '999,999,999,999');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await expect.poll(() => describedError(screen.getByLabelText('Amount to sell'))).toBe('Amount must be at most 10,000.00 USDT');
  });
});
