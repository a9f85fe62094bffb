import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Bank } from '../../core';
import { BankField } from '../ui/fields/BankField';
import { TextField } from '../ui/fields/TextField';
import { useLaterUi } from '../ui/RampUi';

type Locks = { bankName?: string; accountNumber?: string; accountName?: string };

/** What the sell flow's account checks add: a note under the number, a line naming the payee, a name from the bank. */
export type AccountChecks = { numberNote?: ReactNode; payee?: ReactNode; nameFromBank?: boolean };

/** Bank, 10-digit account number and account name: the proof of payment (buy) and the payout account (sell). */
export function BankAccountFields({ flow, banks, locked, checks = {} }: { flow: 'buy' | 'sell'; banks: UseQueryResult<Bank[], Error>; locked: Locks; checks?: AccountChecks }) {
  const { messages } = useLaterUi();
  const buy = flow === 'buy';
  return (
    <>
      <BankField label={buy ? messages.proofBankLabel : messages.sellBankLabel} banks={banks} locked={locked.bankName !== undefined} />
      <TextField
        name="accountNumber"
        label={buy ? messages.proofAccountNumberLabel : messages.sellAccountNumberLabel}
        hint={messages.accountNumberHint}
        locked={locked.accountNumber !== undefined}
        note={checks.numberNote}
        inputMode="numeric"
        autoComplete="off"
      />
      {checks.payee}
      <TextField
        name="accountName"
        label={messages.accountNameLabel}
        hint={checks.nameFromBank ? messages.accountNameFromBank : undefined}
        optional={buy}
        locked={locked.accountName !== undefined}
        readOnly={checks.nameFromBank}
        autoComplete="name"
      />
    </>
  );
}
