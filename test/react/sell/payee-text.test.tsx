import { screen, waitFor } from '@testing-library/react';
import { page } from 'vitest/browser';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMockRampService } from '../../../src/mock';
import { SellRamp } from '../../../src/react/sell/SellRamp';
import { createChain, detailValue, expectNoAxeViolations, renderRamp, sellToBankStep, stepHeading } from '../support';

/** A chain whose account-name enquiry answers `accountName` for Wema Bank 9480948372. */
function chainNaming(accountName: string) {
  const resolver = createMockRampService({ accounts: [{ bankName: 'Wema Bank', accountNumber: '9480948372', accountName }] });
  return createChain({ signer: { resolveAccountName: resolver.resolveAccountName } });
}

/** Where a character of `text` inside `node` is drawn: its left edge. */
function leftOf(node: Node, text: string, character: string): number {
  const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
  for (let current = walker.nextNode(); current; current = walker.nextNode()) {
    const at = current.textContent!.indexOf(text);
    if (at < 0) continue;
    const range = document.createRange();
    const offset = at + text.indexOf(character);
    range.setStart(current, offset);
    range.setEnd(current, offset + 1);
    return range.getBoundingClientRect().left;
  }
  throw new Error(`"${text}" is not shown`);
}

const accountName = () => screen.getByLabelText('Account name') as HTMLInputElement;

beforeAll(async () => {
  await page.viewport(375, 800);
});

describe('the name the bank gives, when it holds a bidi override (375 px)', () => {
  it('an unclosed U+202E no longer turns the widget\'s own words around it backwards; the name is shown and sent as it reads', async () => {
    const chain = chainNaming('ADAEZE \u202eOKNOKWO');
    const { user, container } = renderRamp(<SellRamp signer={chain.signer} />);
    await sellToBankStep(user);
    await user.type(screen.getByLabelText('Bank'), 'Wema Bank');
    await user.type(screen.getByLabelText('Account number'), '9480948372');
    const payee = await screen.findByText((_, element) => element?.getAttribute('data-slot') === 'payee' && /^Paying /.test(element.textContent ?? ''));
    await waitFor(() => expect(payee.textContent).toBe('Paying ADAEZE OKNOKWO at Wema Bank'));
    // Drawn left to right: "Wema Bank" reads forwards, as does the name.
    expect(leftOf(payee, 'Wema Bank', 'W')).toBeLessThan(leftOf(payee, 'Wema Bank', 'k'));
    expect(leftOf(payee, 'OKNOKWO', 'N')).toBeLessThan(leftOf(payee, 'OKNOKWO', 'W'));
    // The names from elsewhere are set apart from the words around them.
    expect(screen.getByText('ADAEZE OKNOKWO').tagName).toBe('BDI');
    expect(screen.getByText('Wema Bank').tagName).toBe('BDI');
    await waitFor(() => expect(accountName().value).toBe('ADAEZE OKNOKWO'));
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Review');
    expect(detailValue('account_name')).toBe('ADAEZE OKNOKWO');
    await user.click(screen.getByRole('button', { name: 'Confirm and sell' }));
    await stepHeading('Request received');
    expect(chain.posts('/transactions/v1/offramp')[0]!.body).toMatchObject({ account_name: 'ADAEZE OKNOKWO' });
  });

  it('a closed override shows what is sent: "OKNOKWO", never "OWKONKO"', async () => {
    const chain = chainNaming('\u202eOKNOKWO\u202c');
    const { user } = renderRamp(<SellRamp signer={chain.signer} />);
    await sellToBankStep(user);
    await user.type(screen.getByLabelText('Bank'), 'Wema Bank');
    await user.type(screen.getByLabelText('Account number'), '9480948372');
    const name = await screen.findByText('OKNOKWO');
    expect(leftOf(name, 'OKNOKWO', 'N')).toBeLessThan(leftOf(name, 'OKNOKWO', 'W'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Review');
    expect(detailValue('account_name')).toBe('OKNOKWO');
    await user.click(screen.getByRole('button', { name: 'Confirm and sell' }));
    await stepHeading('Request received');
    expect(chain.posts('/transactions/v1/offramp')[0]!.body).toMatchObject({ account_name: 'OKNOKWO' });
  });

  it('a name the person pastes with invisible characters is shown, reviewed and sent without them', async () => {
    const chain = createChain();
    const { user } = renderRamp(<SellRamp signer={chain.signer} />);
    await sellToBankStep(user);
    await user.type(screen.getByLabelText('Bank'), 'Wema Bank');
    await user.type(screen.getByLabelText('Account number'), '9480948372');
    await user.click(accountName());
    await user.paste('\u202eTansi\u200b Jones\u202c');
    await user.tab();
    // The field holds what it shows once the person leaves it.
    expect(accountName().value).toBe('Tansi Jones');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Review');
    expect(detailValue('account_name')).toBe('Tansi Jones');
    await user.click(screen.getByRole('button', { name: 'Confirm and sell' }));
    await stepHeading('Request received');
    expect(chain.posts('/transactions/v1/offramp')[0]!.body).toMatchObject({ account_name: 'Tansi Jones' });
  });
});
