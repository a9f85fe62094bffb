import { screen, waitFor, within } from '@testing-library/react';
import { page } from 'vitest/browser';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMockRampService } from '../../../src/mock';
import { SellRamp } from '../../../src/react/sell/SellRamp';
import { createChain, describedError, detailValue, expectNoAxeViolations, renderRamp, sellToBankStep, stepHeading } from '../support';

// An Access Bank number that fails the NUBAN check digit, so the bank step warns of it.
const ACCESS = { bankName: 'Access Bank', accountNumber: '5050114930' };
const CHECK_DIGIT = 'Double-check this number: it does not look like an account number at Access Bank. Go on only if you are sure it is right.';

/** The chain, and the mock whose account-name enquiry it asks (its faults on `account_name` apply). */
function enquiryChain() {
  const resolver = createMockRampService();
  const chain = createChain({ signer: { resolveAccountName: resolver.resolveAccountName } });
  return { chain, resolver };
}

const nameRow = () => within(document.querySelector<HTMLElement>('[data-field="account_name"]')!);

async function toReview(user: ReturnType<typeof renderRamp>['user'], typedName?: string) {
  await sellToBankStep(user);
  await user.type(screen.getByLabelText('Bank'), ACCESS.bankName);
  await user.type(screen.getByLabelText('Account number'), ACCESS.accountNumber);
  if (typedName) {
    await screen.findByText(/could not be checked right now/);
    await user.type(screen.getByLabelText('Account name'), typedName);
  } else {
    await screen.findByText(/^Paying /);
  }
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await stepHeading('Review');
}

beforeAll(async () => {
  await page.viewport(375, 800);
});

describe('the sell review says whether the bank checked the account name (375 px)', () => {
  it('marks a typed name "not checked with the bank", repeats the check-digit note, and asks the bank again on request', async () => {
    const { chain, resolver } = enquiryChain();
    resolver.setFaults({ route: 'account_name', status: 503 });
    const { user, container } = renderRamp(<SellRamp signer={chain.signer} />);
    await toReview(user, 'Ade Bola');
    expect(detailValue('account_name')).toBe('Ade Bola');
    expect(nameRow().getByText('Not checked with the bank')).toBeTruthy();
    expect(nameRow().getByText(CHECK_DIGIT)).toBeTruthy();
    const askAgain = nameRow().getByRole('button', { name: 'Ask the bank again' });
    await expectNoAxeViolations(container);

    // Still down: it says so, and the name stays the typed one, unchecked.
    await user.click(askAgain);
    expect(await nameRow().findByText('The bank still cannot be asked. Check the name yourself.')).toBeTruthy();
    expect(detailValue('account_name')).toBe('Ade Bola');
    expect(document.activeElement).toBe(askAgain);

    // Back up: the bank's name replaces the typed one, said so, and that is what is sent.
    resolver.setFaults();
    const bankName = (await resolver.resolveAccountName(ACCESS))!;
    await user.click(askAgain);
    await waitFor(() => expect(detailValue('account_name')).toBe(bankName));
    expect(nameRow().getByText('Checked with the bank')).toBeTruthy();
    expect(nameRow().queryByText('Not checked with the bank')).toBeNull();
    expect(nameRow().queryByText(CHECK_DIGIT)).toBeNull();
    // Said where the button was, which took focus with it: the person hears the new name.
    const said = nameRow().getByRole('status');
    expect(said.textContent).toBe(`The bank gives the name ${bankName} for this account.`);
    expect(document.activeElement).toBe(said);
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Confirm and sell' }));
    await stepHeading('Request received');
    expect(chain.posts('/transactions/v1/offramp')[0]!.body).toMatchObject({ account_name: bankName, account_number: ACCESS.accountNumber });
  });

  it('says a bank-confirmed name is one, with no warning and nothing to ask', async () => {
    const { chain, resolver } = enquiryChain();
    const { user, container } = renderRamp(<SellRamp signer={chain.signer} />);
    await toReview(user);
    const bankName = (await resolver.resolveAccountName(ACCESS))!;
    expect(detailValue('account_name')).toBe(bankName);
    expect(nameRow().getByText('Checked with the bank')).toBeTruthy();
    expect(nameRow().queryByRole('button', { name: /again/ })).toBeNull();
    expect(screen.queryByText(CHECK_DIGIT)).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('while the bank is asked, does not warn of the check digit the bank may settle: no warning comes and goes', async () => {
    const { chain, resolver } = enquiryChain();
    let answer!: () => void;
    resolver.setFaults({ route: 'account_name', until: new Promise<void>((resolve) => (answer = resolve)), times: 1 });
    const { user } = renderRamp(<SellRamp signer={chain.signer} />);
    await sellToBankStep(user);
    await user.type(screen.getByLabelText('Bank'), ACCESS.bankName);
    await user.type(screen.getByLabelText('Account number'), ACCESS.accountNumber);
    await screen.findByText('Checking the name on this account…');
    expect(screen.queryByText(CHECK_DIGIT)).toBeNull();

    answer();
    await screen.findByText(/^Paying /);
    expect(screen.queryByText(CHECK_DIGIT)).toBeNull();
  });

  it('takes the person back to the account number when the bank, asked again, has no such account', async () => {
    const { chain, resolver } = enquiryChain();
    resolver.setFaults({ route: 'account_name', status: 503 });
    const { user } = renderRamp(<SellRamp signer={chain.signer} />);
    await sellToBankStep(user);
    await user.type(screen.getByLabelText('Bank'), 'Wema Bank');
    await user.type(screen.getByLabelText('Account number'), '1234560000');
    await screen.findByText(/could not be checked right now/);
    await user.type(screen.getByLabelText('Account name'), 'Ade Bola');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Review');
    resolver.setFaults();
    await user.click(nameRow().getByRole('button', { name: 'Ask the bank again' }));
    await stepHeading('Bank account to receive naira');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Account number')));
    expect(describedError(screen.getByLabelText('Account number'))).toBe('No account with this number was found at Wema Bank. Check the number and the bank.');
    expect(chain.posts('/transactions/v1/offramp')).toHaveLength(0);
  });

  it('claims nothing when the signer has no enquiry: no name could have been checked', async () => {
    const chain = createChain();
    const { user } = renderRamp(<SellRamp signer={chain.signer} />);
    await sellToBankStep(user);
    await user.type(screen.getByLabelText('Bank'), ACCESS.bankName);
    await user.type(screen.getByLabelText('Account number'), ACCESS.accountNumber);
    await user.type(screen.getByLabelText('Account name'), 'Ade Bola');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Review');
    expect(screen.queryByText(/checked with the bank/i)).toBeNull();
  });
});
