import { screen } from '@testing-library/react';
import type { RampMessages } from '../../../src/react/messages/types';
import { WALLETS } from '../support';
import type { renderRamp } from '../support';

type User = ReturnType<typeof renderRamp>['user'];

/** The step heading of a language's title. */
export const heading = (name: string) => screen.findByRole('heading', { level: 3, name });

/** Fills every buy step, finding each field by the language's own label, and stops on the review; `check` looks at each step. */
export async function buyToReview(user: User, m: RampMessages, check: () => Promise<void> = async () => {}) {
  await screen.findByRole('radio', { name: /Adaeze Okonkwo/ });
  await check();
  await user.type(screen.getByLabelText(m.amountLabel), '25000');
  await user.click(screen.getByRole('radio', { name: /Adaeze Okonkwo/ }));
  await user.click(screen.getByRole('button', { name: m.continue }));
  await heading(m.payStepTitle);
  await check();
  await user.click(screen.getByRole('button', { name: m.iHavePaid }));
  await heading(m.proofStepTitle);
  await user.type(screen.getByLabelText(m.proofBankLabel), 'Access Bank');
  await user.type(screen.getByLabelText(m.proofAccountNumberLabel), '0123456780');
  await check();
  await user.click(screen.getByRole('button', { name: m.continue }));
  await heading(m.destinationStepTitle);
  await user.type(screen.getByLabelText(m.walletLabel), WALLETS.stellar);
  await check();
  await user.click(screen.getByRole('button', { name: m.continue }));
  await heading(m.reviewStepTitle);
  await check();
}

/** Fills every sell step by the language's labels and stops on the review; `check` looks at each step. */
export async function sellToReview(user: User, m: RampMessages, check: () => Promise<void> = async () => {}) {
  await screen.findByLabelText(m.sellAmountLabel);
  await check();
  await user.type(screen.getByLabelText(m.sellAmountLabel), '50');
  await user.click(screen.getByRole('button', { name: m.continue }));
  await heading(m.walletStepTitle);
  await user.type(screen.getByLabelText(m.sellWalletLabel), WALLETS.stellar);
  await check();
  await user.click(screen.getByRole('button', { name: m.continue }));
  await heading(m.bankStepTitle);
  await user.type(screen.getByLabelText(m.sellBankLabel), 'Wema Bank');
  await user.type(screen.getByLabelText(m.sellAccountNumberLabel), '9480948372');
  await user.type(screen.getByLabelText(m.accountNameLabel), 'Tansi Jones');
  await check();
  await user.click(screen.getByRole('button', { name: m.continue }));
  await heading(m.reviewStepTitle);
  await check();
}
