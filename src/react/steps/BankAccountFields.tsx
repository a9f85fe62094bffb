import type { UseQueryResult } from '@tanstack/react-query';
import type { Bank } from '../../core';
import { BankField } from '../ui/fields/BankField';
import { TextField } from '../ui/fields/TextField';
import { useLaterUi } from '../ui/RampUi';

type Locks = { bankName?: string; accountNumber?: string; accountName?: string };

/** Bank, 10-digit account number and account name: the proof of payment (buy) and the payout account (sell). */
export function BankAccountFields({ flow, banks, locked }: { flow: 'buy' | 'sell'; banks: UseQueryResult<Bank[], Error>; locked: Locks }) {
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
        inputMode="numeric"
        autoComplete="off"
      />
      <TextField
        name="accountName"
        label={messages.accountNameLabel}
        optional={buy}
        locked={locked.accountName !== undefined}
        autoComplete="name"
      />
    </>
  );
}
