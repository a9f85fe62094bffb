import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { BuyRamp } from '../../../src/react/buy/BuyRamp';
import { SellRamp } from '../../../src/react/sell/SellRamp';
import type { Appearance } from '../../../src/react/config/types';
import { axeViolations, buyToReview, createChain, expectNoAxeViolations, outcomeUnknown, renderRamp, SEND_AT_ONCE, startAnother, stepHeading, STELLAR_SECRET, WALLETS } from '../support';
import { buyLaterCode } from '../../../src/react/buy/laterCode';
import { sellLaterCode } from '../../../src/react/sell/laterCode';

// The later steps' code is fetched (and, here, transformed) the first time a flow needs it: once, before the tests.
beforeAll(() => Promise.all([buyLaterCode.load(), sellLaterCode.load()]), 60_000);

const appearances: Appearance[] = ['light', 'dark'];

describe.each(appearances)('axe, WCAG 2.2 AA, %s', (appearance) => {
  it('finds no violation on any buy step, errors and receipt included', async () => {
    const chain = createChain();
    const { user, container } = renderRamp(<BuyRamp signer={chain.signer} appearance={appearance} />);
    await screen.findByRole('radio', { name: /Adaeze/ });
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await expectNoAxeViolations(container);
    await user.type(screen.getByLabelText('Amount in naira'), '25000');
    await user.click(screen.getByRole('radio', { name: /Adaeze/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Pay the vendor');
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'I have paid' }));
    await stepHeading('Proof of payment');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await expectNoAxeViolations(container);
    await user.type(screen.getByLabelText('Bank you paid from'), 'Access Bank');
    await user.type(screen.getByLabelText('Account number you paid from'), '0123456780');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Where to receive the stablecoin');
    const wallet = screen.getByLabelText('Wallet address');
    await user.click(wallet);
    await user.paste(STELLAR_SECRET);
    await user.tab();
    await expectNoAxeViolations(container);
    await user.clear(wallet);
    await user.type(wallet, WALLETS.stellar);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Review');
    await expectNoAxeViolations(container);
    // 503: the service did not take it, so the alert offers Try again.
    chain.mock.setFaults({ route: 'onramp', status: 503, times: 1 });
    await user.click(screen.getByRole('button', { name: 'Confirm and buy' }));
    await screen.findByRole('button', { name: 'Try again' });
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await stepHeading('Request received');
    await expectNoAxeViolations(container);
  });

  it('finds no violation on any sell step, a request that may have gone through included', async () => {
    const chain = createChain({ signer: { idempotency: SEND_AT_ONCE }, lookupSeenWorking: true });
    const { user, container } = renderRamp(<SellRamp signer={chain.signer} appearance={appearance} />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await expectNoAxeViolations(container);
    await user.type(screen.getByLabelText('Amount to sell'), '40');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Network and wallet');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await expectNoAxeViolations(container);
    await user.type(screen.getByLabelText('Wallet address you will send from'), WALLETS.stellar);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Bank account to receive naira');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await expectNoAxeViolations(container);
    await user.type(screen.getByLabelText('Bank'), 'Wema Bank');
    await user.type(screen.getByLabelText('Account number'), '9480948372');
    await user.type(screen.getByLabelText('Account name'), 'Tansi Jones');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Review');
    await expectNoAxeViolations(container);
    // 500: it may have gone through, so the review says it is not known, with Check again and Send again.
    chain.mock.setFaults({ route: 'offramp', status: 500, afterCreating: true, times: 1 });
    await user.click(screen.getByRole('button', { name: 'Confirm and sell' }));
    await outcomeUnknown();
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Send again' }));
    await stepHeading('Request received');
    await expectNoAxeViolations(container);
  });
});

describe.each(appearances)('axe, WCAG 2.2 AA, %s, on the unhappy paths of a buy', (appearance) => {
  it('finds no violation when the answer is lost, on the question after paying, with a payment set aside, and on a failed receipt', async () => {
    const chain = createChain({ mock: { lifecycle: { settleTo: 'failed' } }, signer: { statusStaleMs: 0 } });
    const { user, container } = renderRamp(<BuyRamp signer={chain.signer} appearance={appearance} support="+234 801 234 5678" />);
    await buyToReview(user);
    await user.click(screen.getByRole('button', { name: 'Change amount or vendor' }));
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Keep as it is' }));
    chain.mock.setFaults([{ route: 'onramp', status: 500, afterCreating: true, times: 1 }, { route: 'status', status: 500 }]);
    await user.click(screen.getByRole('button', { name: 'Confirm and buy' }));
    await outcomeUnknown();
    expect(screen.getByRole('link', { name: '+234 801 234 5678' }).getAttribute('href')).toBe('tel:+2348012345678');
    await expectNoAxeViolations(container);
    chain.mock.setFaults();
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    await stepHeading('Request not completed');
    await screen.findByText('Did not happen');
    await expectNoAxeViolations(container);
    await startAnother(user);
    await buyToReview(user);
    await user.click(screen.getByRole('button', { name: 'Change amount or vendor' }));
    await user.click(screen.getByRole('button', { name: 'Start a separate purchase' }));
    await stepHeading('Amount');
    await expectNoAxeViolations(container);
  });

  it('finds no violation on a pay step whose window has closed', async () => {
    const { user, container } = renderRamp(<BuyRamp signer={createChain().signer} appearance={appearance} paymentWindowMinutes={30} defaultValues={{ payBy: '2020-01-01T00:00:00.000Z' }} />);
    await user.type(screen.getByLabelText('Amount in naira'), '25000');
    await user.click(await screen.findByRole('radio', { name: /Adaeze/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('button', { name: 'I already paid' });
    await expectNoAxeViolations(container);
  });
});

describe('the axe check itself', () => {
  it('catches a host theme whose colours fail contrast', async () => {
    const { container } = renderRamp(<BuyRamp signer={createChain().signer} theme={{ muted: '#c8c8c8', text: '#bbbbbb' }} appearance="light" />);
    await screen.findByRole('radio', { name: /Adaeze/ });
    expect((await axeViolations(container)).some((line) => line.startsWith('color-contrast'))).toBe(true);
  });
});

describe('keyboard alone', () => {
  it('completes a buy with Tab, Space, arrows and Enter', async () => {
    const chain = createChain();
    const { user } = renderRamp(<BuyRamp signer={chain.signer} />);
    await screen.findByRole('radio', { name: /Adaeze/ });
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Amount in naira'));
    await user.keyboard('30000');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: /Adaeze/ }));
    await user.keyboard(' ');
    await user.keyboard('{Enter}');
    await stepHeading('Pay the vendor');
    // From the focused heading, Tab walks the copy buttons to "I have paid".
    for (let i = 0; i < 20 && document.activeElement?.textContent !== 'I have paid'; i++) await user.tab();
    await user.keyboard('{Enter}');
    await stepHeading('Proof of payment');
    await user.tab();
    await user.keyboard('Access Bank');
    await user.tab();
    await user.keyboard('0123456780{Enter}');
    await stepHeading('Where to receive the stablecoin');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Stellar' }));
    await user.keyboard('{ArrowRight}');
    expect((screen.getByRole('radio', { name: 'Polygon' }) as HTMLInputElement).checked).toBe(true);
    await user.tab();
    await user.keyboard(`${WALLETS.polygon}{Enter}`);
    await stepHeading('Review');
    for (let i = 0; i < 30 && document.activeElement?.textContent !== 'Confirm and buy'; i++) await user.tab();
    await user.keyboard('{Enter}');
    await stepHeading('Request received');
    expect(chain.posts('/transactions/v1/onramp')[0]!.body).toMatchObject({ network: 'polygon', amount: 30000, bank_name: 'Access Bank' });
  });

  it('checks again, and sends again, on a request whose answer was lost, with Tab and Enter', async () => {
    const chain = createChain({
      signer: { statusStaleMs: 0, idempotency: SEND_AT_ONCE },
      mock: { faults: [{ route: 'onramp', status: 500, times: 1 }, { route: 'status', status: 500, times: 2 }] },
      lookupSeenWorking: true,
    });
    const { user } = renderRamp(<BuyRamp signer={chain.signer} />);
    await buyToReview(user);
    await user.click(screen.getByRole('button', { name: 'Confirm and buy' }));
    const panel = await outcomeUnknown();
    // Focus is on the panel's title; Enter anywhere in the step is "Check again".
    expect(panel.contains(document.activeElement)).toBe(true);
    for (let i = 0; i < 20 && document.activeElement?.textContent !== 'Check again'; i++) await user.tab();
    await user.keyboard('{Enter}');
    await screen.findByText(/Not found yet/);
    await user.tab({ shift: true });
    expect(document.activeElement?.textContent).toBe('Send again');
    await user.keyboard('{Enter}');
    await stepHeading(/Request received|Stablecoin sent/);
    expect(chain.mock.transactions).toHaveLength(1);
  });

  it('announces progress after a step change in the polite live region', async () => {
    const { user } = renderRamp(<SellRamp signer={createChain().signer} />);
    const live = screen.getByRole('status');
    expect(live.getAttribute('aria-live')).toBe('polite');
    await user.type(screen.getByLabelText('Amount to sell'), '40');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Network and wallet');
    expect(live.textContent?.trim()).toBe('Step 2 of 4: Network and wallet');
    expect(screen.getByText('Step 2 of 4')).toBeTruthy();
  });
});
