import { StrictMode } from 'react';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BuyRamp } from '../../../src/react/buy/BuyRamp';
import { RampProvider } from '../../../src/react/config/RampProvider';
import { SellRamp } from '../../../src/react/sell/SellRamp';
import type { RampEvent } from '../../../src/react/flow/events';
import { buyToReview, createChain, expectFocusedHeading, renderRamp, sellToReview, stepHeading, WALLETS, wholeText } from '../support';

describe('theme, appearance and class', () => {
  it('sets theme tokens as CSS variables that the parts use', async () => {
    renderRamp(
      <BuyRamp
        signer={createChain().signer}
        theme={{ primary: 'rgb(120, 20, 90)', radius: '3px', fontFamily: 'Georgia, serif', spacing: '5px' }}
        className="host-checkout"
        appearance="dark"
      />,
    );
    const root = screen.getByRole('region', { name: 'Buy NGN stablecoin' });
    expect(root.style.getPropertyValue('--nr-color-primary')).toBe('rgb(120, 20, 90)');
    expect(root.classList.contains('naira-ramp')).toBe(true);
    expect(root.classList.contains('host-checkout')).toBe(true);
    expect(root.dataset.appearance).toBe('dark');
    expect(root.dataset.step).toBe('amount');
    expect(root.dataset.state).toBe('idle');
    const button = screen.getByRole('button', { name: 'Continue' });
    expect(getComputedStyle(button).backgroundColor).toBe('rgb(120, 20, 90)');
    expect(getComputedStyle(button).borderTopLeftRadius).toBe('3px');
    expect(getComputedStyle(root).fontFamily).toBe('Georgia, serif');
    expect(getComputedStyle(root).paddingTop).toBe('25px');
  });

  it('uses different default colours in light and dark', () => {
    const signer = createChain().signer;
    render(
      <>
        <BuyRamp signer={signer} appearance="light" messages={{ buyTitle: 'Light' }} />
        <BuyRamp signer={signer} appearance="dark" messages={{ buyTitle: 'Dark' }} />
      </>,
    );
    const light = getComputedStyle(screen.getByRole('region', { name: 'Light' })).backgroundColor;
    const dark = getComputedStyle(screen.getByRole('region', { name: 'Dark' })).backgroundColor;
    expect(light).toBe('rgb(255, 255, 255)');
    expect(dark).not.toBe(light);
  });

  it('keeps its styles inside: host elements with the same class names keep their own', () => {
    // The stylesheet is loaded for the whole page; only elements inside the widget root may match it.
    const host = document.createElement('div');
    host.innerHTML = '<button class="nr-button">Host</button><p class="nr-error">Host text</p><input class="nr-input">';
    document.body.append(host);
    renderRamp(<BuyRamp signer={createChain().signer} />);
    const inside = getComputedStyle(screen.getByRole('button', { name: 'Continue' }));
    expect(inside.minHeight).toBe('44px');
    expect(inside.backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
    const [button, text, input] = [...host.children].map((el) => getComputedStyle(el));
    expect(button!.minHeight).not.toBe('44px');
    expect(button!.cursor).toBe('default');
    expect(text!.fontWeight).toBe('400');
    expect(text!.color).toBe(getComputedStyle(document.body).color);
    expect(input!.borderTopWidth).not.toBe('0px');
    expect(getComputedStyle(document.body).fontFamily).not.toContain('system-ui');
    host.remove();
  });
});

describe('messages and locale', () => {
  it('replaces any visible string and validation text', async () => {
    const { user } = renderRamp(
      <BuyRamp
        signer={createChain().signer}
        messages={{
          buyTitle: 'Buy cNGN',
          amountLabel: 'How much?',
          continue: 'Next',
          limitsHint: (min) => `From ${min}`,
          validation: (field, code) => `${field}:${code}`,
        }}
      />,
    );
    expect(screen.getByRole('region', { name: 'Buy cNGN' })).toBeTruthy();
    expect(screen.getByText('From ₦20,000.00')).toBeTruthy();
    await screen.findByRole('radio', { name: /Adaeze/ });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('amount:required')).toBeTruthy();
    await user.type(screen.getByLabelText('How much?'), '100');
    expect(screen.getByText('amount:limit')).toBeTruthy();
  });
});

describe('values', () => {
  it('shows locked values read-only, sends them, and offers no edit for them', async () => {
    const chain = createChain();
    const { user } = renderRamp(<SellRamp signer={chain.signer} lockedValues={{ network: 'solana', walletAddress: WALLETS.solana }} />);
    await user.type(screen.getByLabelText('Amount to sell'), '30');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Network and wallet');
    const network = screen.getByLabelText('Network') as HTMLInputElement;
    const wallet = screen.getByLabelText('Wallet address you will send from') as HTMLInputElement;
    expect(network.readOnly && wallet.readOnly).toBe(true);
    expect(network.value).toBe('Solana');
    expect(wallet.value).toBe(WALLETS.solana);
    expect(screen.queryByRole('radio')).toBeNull();
    await user.type(wallet, 'x');
    expect(wallet.value).toBe(WALLETS.solana);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Bank account to receive naira');
    await user.type(screen.getByLabelText('Bank'), 'Wema Bank');
    await user.type(screen.getByLabelText('Account number'), '9480948372');
    await user.type(screen.getByLabelText('Account name'), 'Tansi Jones');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Review');
    expect(screen.queryByRole('button', { name: 'Edit wallet address' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit account name' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirm and sell' }));
    await stepHeading('Request received');
    expect(chain.posts('/transactions/v1/offramp')[0]!.body).toMatchObject({ network: 'solana', wallet_address: WALLETS.solana });
  });

  it('prefills defaultValues, and going back keeps everything typed', async () => {
    const { user } = renderRamp(<BuyRamp signer={createChain().signer} defaultValues={{ amount: '45000', network: 'polygon' }} />);
    expect((screen.getByLabelText('Amount in naira') as HTMLInputElement).value).toBe('45,000');
    await buyToReview(user, { amount: '', wallet: WALLETS.polygon });
    const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await expectFocusedHeading('Where to receive the stablecoin');
    expect((screen.getByRole('radio', { name: 'Polygon' }) as HTMLInputElement).checked).toBe(true);
    expect(value('Wallet address')).toBe(WALLETS.polygon);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await expectFocusedHeading('Proof of payment');
    expect(value('Bank you paid from')).toBe('Access Bank');
    expect(value('Account number you paid from')).toBe('0123456780');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await expectFocusedHeading('Amount');
    // Paid is paid: after "I have paid" the amount and vendor are shown, not editable.
    expect(screen.getByText(wholeText(/paid ₦45,000.00 to Adaeze Okonkwo/))).toBeTruthy();
    expect(screen.queryByLabelText('Amount in naira')).toBeNull();
    // Once the review has been seen, Continue goes through the pay step (which, paid, asks for nothing) and back to the review.
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Pay the vendor');
    expect(screen.queryByRole('button', { name: 'I have paid' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Review');
    expect(screen.getByText('₦45,000.00')).toBeTruthy();
    expect(screen.getByText(WALLETS.polygon)).toBeTruthy();
  });

  it('offers networks in the host’s order, and only those', async () => {
    const { user } = renderRamp(<SellRamp signer={createChain().signer} networks={['avalanche', 'stellar']} />);
    await user.type(screen.getByLabelText('Amount to sell'), '30');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Network and wallet');
    expect(screen.getAllByRole('radio').map((r) => r.closest('label')!.textContent)).toEqual(['Avalanche', 'Stellar']);
  });
});

describe('events and provider', () => {
  it('fires each event once, in order', async () => {
    const events: RampEvent[] = [];
    const { user } = renderRamp(<SellRamp signer={createChain().signer} onEvent={(e) => events.push(e)} />);
    await sellToReview(user);
    await user.click(screen.getByRole('button', { name: 'Confirm and sell' }));
    await stepHeading('Request received');
    await user.click(screen.getByRole('button', { name: 'Copy transaction ID' }));
    expect(await screen.findByText('Copied transaction ID')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toMatch(/^[0-9a-f]{24}$/);
    const types = events.map((e) => (e.type === 'step_viewed' ? `view:${e.step}` : e.type));
    expect(types).toEqual(['view:amount', 'view:wallet', 'view:bank', 'view:review', 'submit_started', 'view:receipt', 'submit_succeeded', 'copied']);
  });

  it('fires each event once under Strict Mode too', async () => {
    const events: RampEvent[] = [];
    const onStepChange = vi.fn();
    const { user } = renderRamp(
      <StrictMode>
        <SellRamp signer={createChain().signer} onEvent={(e) => events.push(e)} onStepChange={onStepChange} />
      </StrictMode>,
    );
    await user.type(screen.getByLabelText('Amount to sell'), '30');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Network and wallet');
    expect(events.map((e) => e.type === 'step_viewed' && e.step)).toEqual(['amount', 'wallet']);
    expect(onStepChange.mock.calls).toEqual([['wallet']]);
  });

  it('shares signer, theme and messages from <RampProvider>, with one QueryClient of its own', async () => {
    const chain = createChain();
    const user = userEvent.setup();
    render(
      <RampProvider signer={chain.signer} theme={{ primary: 'rgb(1, 2, 3)' }} messages={{ continue: 'Onward' }}>
        <BuyRamp />
        <SellRamp />
      </RampProvider>,
    );
    const buy = within(screen.getByRole('region', { name: 'Buy NGN stablecoin' }));
    const sell = within(screen.getByRole('region', { name: 'Sell stablecoin' }));
    expect(getComputedStyle(sell.getByRole('button', { name: 'Onward' })).backgroundColor).toBe('rgb(1, 2, 3)');
    await buy.findByRole('radio', { name: /Adaeze/ });
    await user.type(sell.getByLabelText('Amount to sell'), '30');
    await user.click(sell.getByRole('button', { name: 'Onward' }));
    await sell.findByRole('heading', { name: 'Network and wallet' });
    // Both widgets read the bank list from the one shared cache: fetched once.
    expect(chain.seen.filter((r) => r.path === '/vendors')).toHaveLength(1);
    expect(chain.seen.filter((r) => r.path === '/banks')).toHaveLength(1);
  });

  it('explains a missing signer', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<BuyRamp />)).toThrow(/needs a signer/);
    spy.mockRestore();
  });
});
