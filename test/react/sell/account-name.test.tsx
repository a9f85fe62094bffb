import { screen, waitFor } from '@testing-library/react';
import { page } from 'vitest/browser';
import { beforeAll, describe, expect, it } from 'vitest';
import { MOCK_NO_SUCH_ACCOUNT, createMockRampService } from '../../../src/mock';
import type { MockFault } from '../../../src/mock';
import { SellRamp } from '../../../src/react/sell/SellRamp';
import { createChain, describedError, expectNoAxeViolations, renderRamp, stepHeading, WALLETS, wholeText } from '../support';

type Chain = ReturnType<typeof createChain>;

/** A chain whose signer looks account names up in the mock (faults on `account_name` apply). */
function enquiryChain(faults?: MockFault) {
  const mock = createMockRampService({ faults });
  return createChain({ mock: { faults }, signer: { resolveAccountName: mock.resolveAccountName } });
}

async function toBankStep(chain: Chain) {
  const rendered = renderRamp(<SellRamp signer={chain.signer} />);
  const { user } = rendered;
  await user.type(screen.getByLabelText('Amount to sell'), '50');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await stepHeading('Network and wallet');
  await user.type(screen.getByLabelText('Wallet address you will send from'), WALLETS.stellar);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await stepHeading('Bank account to receive naira');
  return rendered;
}

const accountName = () => screen.getByLabelText('Account name') as HTMLInputElement;
const enquiries = (chain: Chain) => chain.seen.filter((request) => request.path === '/account-name');

beforeAll(async () => {
  await page.viewport(375, 800);
});

describe('the sell bank step with the signer\'s account-name enquiry (375 px)', () => {
  it('says who is paid once a bank and 10 digits are in, fills the name read-only, and the review and the request carry it', async () => {
    const chain = enquiryChain();
    const { user, container } = await toBankStep(chain);
    await user.type(screen.getByLabelText('Bank'), 'Wema Bank');
    await user.type(screen.getByLabelText('Account number'), '948094837');
    expect(enquiries(chain)).toHaveLength(0);
    await user.type(screen.getByLabelText('Account number'), '2');
    const payee = await screen.findByText(wholeText('Paying TANSI JONES at Wema Bank'));
    expect(payee.getAttribute('role')).toBe('status');
    await waitFor(() => expect(accountName().value).toBe('TANSI JONES'));
    expect(accountName().readOnly).toBe(true);
    expect(accountName().getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('The name the bank gives for this account. Change the bank or the number to change it.')).toBeTruthy();
    await expectNoAxeViolations(container);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Review');
    expect(screen.getByText('TANSI JONES')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirm and sell' }));
    await stepHeading('Request received');
    expect(chain.posts('/transactions/v1/offramp')[0]!.body).toMatchObject({ account_name: 'TANSI JONES', account_number: '9480948372', bank_name: 'Wema Bank' });
  });

  it('on review, "Edit account name" of a name the bank gave goes to the account number, which changes it', async () => {
    const chain = enquiryChain();
    const { user } = await toBankStep(chain);
    await user.type(screen.getByLabelText('Bank'), 'Wema Bank');
    await user.type(screen.getByLabelText('Account number'), '9480948372');
    await waitFor(() => expect(accountName().value).toBe('TANSI JONES'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Review');
    await user.click(screen.getByRole('button', { name: 'Edit account name' }));
    await stepHeading('Bank account to receive naira');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Account number')));
    expect(accountName().readOnly).toBe(true);
  });

  it('lets the name go when the number changes, and names the new account\'s holder', async () => {
    const chain = enquiryChain();
    const { user } = await toBankStep(chain);
    await user.type(screen.getByLabelText('Bank'), 'Wema Bank');
    const number = screen.getByLabelText('Account number');
    await user.type(number, '9480948372');
    await waitFor(() => expect(accountName().value).toBe('TANSI JONES'));
    await user.type(number, '{Backspace}');
    await waitFor(() => expect(accountName().value).toBe(''));
    expect(accountName().readOnly).toBe(false);
    await user.type(number, '3');
    const line = await screen.findByText(wholeText(/^Paying [A-Z]+ [A-Z]+ at Wema Bank$/));
    expect(line.textContent).not.toContain('TANSI JONES');
    await waitFor(() => expect(accountName().value).toMatch(/^[A-Z]+ [A-Z]+$/));
  });

  it('stops the person on "no such account", on the account number, and focuses it on Continue', async () => {
    const chain = enquiryChain();
    const { user, container } = await toBankStep(chain);
    await user.type(screen.getByLabelText('Bank'), 'Wema Bank');
    await user.type(screen.getByLabelText('Account number'), MOCK_NO_SUCH_ACCOUNT);
    const message = 'No account with this number was found at Wema Bank. Check the number and the bank.';
    const number = screen.getByLabelText('Account number');
    await waitFor(() => expect(describedError(number)).toBe(message));
    // Leaving the field (a validation that finds 10 good digits) does not take the message away.
    await user.type(accountName(), 'Someone Else');
    expect(describedError(number)).toBe(message);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Account number')));
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Bank account to receive naira');
    expect(screen.getByLabelText('Account number').getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(container);
    // A number that exists clears it.
    await user.clear(screen.getByLabelText('Account number'));
    await user.type(screen.getByLabelText('Account number'), '9480948372');
    await screen.findByText(wholeText('Paying TANSI JONES at Wema Bank'));
    expect(describedError(number)).toBeUndefined();
  });

  it('lets the person type the name and go on, warned, when the enquiry is down', async () => {
    const chain = enquiryChain({ route: 'account_name', status: 503 });
    const { user, container } = await toBankStep(chain);
    await user.type(screen.getByLabelText('Bank'), 'Wema Bank');
    await user.type(screen.getByLabelText('Account number'), '9480948372');
    expect(await screen.findByText(/could not be checked right now\. Type it exactly as the bank has it/)).toBeTruthy();
    expect(accountName().readOnly).toBe(false);
    await expectNoAxeViolations(container);
    await user.type(accountName(), 'Tansi Jones');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Review');
    expect(screen.getByText('Tansi Jones')).toBeTruthy();
  });

  it('keeps today\'s typed name, and asks nothing, when the signer has no enquiry', async () => {
    const chain = createChain();
    const { user } = await toBankStep(chain);
    await user.type(screen.getByLabelText('Bank'), 'Wema Bank');
    await user.type(screen.getByLabelText('Account number'), '9480948372');
    await user.type(accountName(), 'Tansi Jones');
    expect(screen.queryByText(/^Paying /)).toBeNull();
    expect(accountName().readOnly).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Review');
    expect(enquiries(chain)).toHaveLength(0);
  });
});

describe('the sell bank step\'s number checks (375 px)', () => {
  it('hints that phone-number banks drop the leading 0 when 11 digits starting with 0 are typed', async () => {
    const chain = createChain();
    const { user, container } = await toBankStep(chain);
    await user.type(screen.getByLabelText('Bank'), 'OPay');
    await user.type(screen.getByLabelText('Account number'), '08031234567');
    await user.tab();
    await waitFor(() =>
      expect(describedError(screen.getByLabelText('Account number'))).toBe(
        'Account numbers have exactly 10 digits (this has 11). If this is a phone number, OPay, PalmPay, Moniepoint and Kuda use it without the leading 0: 8031234567',
      ),
    );
    await expectNoAxeViolations(container);
  });

  it('warns, without stopping anyone, when the number fails the bank\'s NUBAN check digit', async () => {
    const chain = createChain();
    const { user, container } = await toBankStep(chain);
    await user.type(screen.getByLabelText('Bank'), 'Access Bank');
    const number = screen.getByLabelText('Account number');
    await user.type(number, '5050114930');
    const warning = await screen.findByText('Double-check this number: it does not look like an account number at Access Bank. Go on only if you are sure it is right.');
    expect(number.getAttribute('aria-describedby')).toContain(warning.closest('[data-slot="note"]')!.id);
    expect(number.getAttribute('aria-invalid')).toBe('false');
    await expectNoAxeViolations(container);
    await user.type(accountName(), 'Tansi Jones');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Review');
  });

  it('says nothing of a number that fits the bank', async () => {
    const chain = createChain();
    const { user } = await toBankStep(chain);
    await user.type(screen.getByLabelText('Bank'), 'Wema Bank');
    await user.type(screen.getByLabelText('Account number'), '5050114930');
    await user.tab();
    expect(screen.queryByText(/Double-check this number/)).toBeNull();
  });
});
