import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { BuyRamp } from '../../../src/react/buy/BuyRamp';
import { buyLaterCode } from '../../../src/react/buy/laterCode';
import { SellRamp } from '../../../src/react/sell/SellRamp';
import { sellLaterCode } from '../../../src/react/sell/laterCode';
import { createChain, renderRamp, stepHeading, WALLETS } from '../support';

// After a reload, every control on the step shows the value the form holds, and what goes on from
// there (the next step, the review, the request) carries exactly that value.

const SLOW = { timeout: 15_000 };
beforeAll(() => Promise.all([buyLaterCode.load(), sellLaterCode.load()]), 60_000);

const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const radio = (name: RegExp) => screen.getByRole<HTMLInputElement>('radio', { name });
const keptStep = (flow: 'buy' | 'sell', step: string) => waitFor(() => expect(sessionStorage.getItem(`naira-ramp:${flow}`)).toContain(`"step":"${step}"`), SLOW);

describe('a reload on every step shows what the form holds', () => {
  it('buy: amount and vendor, proof of payment, destination, review', async () => {
    const chain = createChain();
    const reload = async (flow: { unmount: () => void }) => {
      flow.unmount();
      return renderRamp(<BuyRamp signer={chain.signer} />);
    };
    let view = renderRamp(<BuyRamp signer={chain.signer} />);
    await view.user.type(input('Amount in naira'), '30000');
    await view.user.click(await screen.findByRole('radio', { name: /Babatunde Adeyemi/ }));
    await waitFor(() => expect(sessionStorage.getItem('naira-ramp:buy')).toContain('30,000'), SLOW);

    view = await reload(view);
    await waitFor(() => expect(input('Amount in naira').value).toBe('30,000'));
    await waitFor(() => expect(radio(/Babatunde Adeyemi/).checked).toBe(true));
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Pay the vendor');
    expect(screen.getByText(/Send exactly ₦30,000.00/)).toBeTruthy();
    expect(screen.getByText('Babatunde Adeyemi')).toBeTruthy();

    await view.user.click(screen.getByRole('button', { name: 'I have paid' }));
    await stepHeading('Proof of payment');
    await view.user.type(input('Bank you paid from'), 'Access Bank');
    await view.user.type(input('Account number you paid from'), '0123456780');
    await keptStep('buy', 'proof');
    view = await reload(view);
    await stepHeading('Proof of payment');
    await waitFor(() => expect(input('Bank you paid from').value).toBe('Access Bank'));
    expect(input('Account number you paid from').value).toBe('0123456780');

    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Where to receive the stablecoin');
    await view.user.click(radio(/Polygon/));
    await view.user.type(input('Wallet address'), WALLETS.polygon);
    await waitFor(() => expect(sessionStorage.getItem('naira-ramp:buy')).toContain(WALLETS.polygon), SLOW);
    view = await reload(view);
    await stepHeading('Where to receive the stablecoin');
    await waitFor(() => expect(input('Wallet address').value).toBe(WALLETS.polygon));
    expect(radio(/Polygon/).checked).toBe(true);

    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Review');
    view = await reload(view);
    await stepHeading('Review');
    // The vendor's name shows once the vendor list is here again.
    const shown = () => screen.getAllByRole('definition').map((value) => value.textContent ?? '');
    await waitFor(() => expect(shown().some((text) => text.includes('Babatunde Adeyemi'))).toBe(true));
    expect(shown().some((text) => text.includes('₦30,000.00'))).toBe(true);
    expect(shown().some((text) => text.replace(/\s/g, '').includes(WALLETS.polygon))).toBe(true);

    await view.user.click(screen.getByRole('button', { name: 'Confirm and buy' }));
    await stepHeading('Request received');
    const [sent] = chain.posts('/transactions/v1/onramp');
    expect(sent?.body).toMatchObject({ amount: 30000, vendor_name: 'Babatunde Adeyemi', bank_name: 'Access Bank', account_number: '0123456780', network: 'polygon', wallet_address: WALLETS.polygon });
  });

  it('sell: coin and amount, network and wallet, bank account', async () => {
    const chain = createChain();
    const reload = async (flow: { unmount: () => void }) => {
      flow.unmount();
      return renderRamp(<SellRamp signer={chain.signer} />);
    };
    let view = renderRamp(<SellRamp signer={chain.signer} />);
    await view.user.click(radio(/USDC/));
    await view.user.type(input('Amount to sell'), '25');
    await waitFor(() => expect(sessionStorage.getItem('naira-ramp:sell')).toContain('"asset":"USDC"'), SLOW);
    await waitFor(() => expect(sessionStorage.getItem('naira-ramp:sell')).toContain('"amount":"25"'), SLOW);
    view = await reload(view);
    await waitFor(() => expect(radio(/USDC/).checked).toBe(true));
    expect(radio(/USDT/).checked).toBe(false);
    expect(input('Amount to sell').value).toBe('25');

    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Network and wallet');
    await view.user.type(input('Wallet address you will send from'), WALLETS.stellar);
    await keptStep('sell', 'wallet');
    await waitFor(() => expect(sessionStorage.getItem('naira-ramp:sell')).toContain(WALLETS.stellar), SLOW);
    view = await reload(view);
    await stepHeading('Network and wallet');
    await waitFor(() => expect(input('Wallet address you will send from').value).toBe(WALLETS.stellar));

    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Bank account to receive naira');
    await view.user.type(input('Account number'), '9480948372');
    await view.user.type(input('Account name'), 'Tansi Jones');
    await waitFor(() => expect(sessionStorage.getItem('naira-ramp:sell')).toContain('Tansi Jones'), SLOW);
    view = await reload(view);
    await stepHeading('Bank account to receive naira');
    await waitFor(() => expect(input('Account number').value).toBe('9480948372'));
    expect(input('Account name').value).toBe('Tansi Jones');
    await view.user.type(input('Bank'), 'Wema Bank');
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Review');
    expect(screen.getAllByRole('definition').some((value) => value.textContent?.includes('USDC'))).toBe(true);
    await view.user.click(screen.getByRole('button', { name: 'Confirm and sell' }));
    await stepHeading('Request received');
    const [sent] = chain.posts('/transactions/v1/offramp');
    expect(sent?.body).toMatchObject({ amount: 25, account_number: '9480948372', account_name: 'Tansi Jones', wallet_address: WALLETS.stellar });
  });
});
