import { NETWORK_LABELS, plainText } from '../../core';
import { shownAmount } from '../ui/shownAmount';
import { listedBankName, wireAccountNumber } from '../flow/wire';
import type { ReactNode } from 'react';
import type { RampMessages } from '../messages/types';
import type { DetailRow } from '../ui/DetailList';
import type { SellRampState } from './types';

/**
 * The sell review: every value as the request sends it (see `toSellRequest`), each with an Edit that returns
 * to its field (none for locked values). A name the bank gave (`nameFromBank`) is read-only on its step: its
 * Edit goes to the account number, which changes it.
 */
export function sellReviewRows(ramp: SellRampState, messages: RampMessages, accountNameNote?: ReactNode, nameFromBank = false): DetailRow[] {
  const values = ramp.form.getValues();
  const edit = (field: keyof typeof values) =>
    ramp.locked[field] !== undefined ? undefined : () => ramp.goTo(ramp.stepOf(field) ?? 'amount', { focus: field });
  return [
    { field: 'amount', label: messages.youSend, value: shownAmount(values.amount, values.asset), onEdit: edit('amount') },
    { field: 'network', label: messages.network, value: values.network ? NETWORK_LABELS[values.network] : '', onEdit: edit('network') },
    { field: 'wallet_address', address: true, label: messages.wallet, value: plainText(values.walletAddress), onEdit: edit('walletAddress') },
    { field: 'bank_name', label: messages.sellBankLabel, value: plainText(listedBankName(values.bankName, ramp.banks.data)), onEdit: edit('bankName') },
    { field: 'account_number', label: messages.sellAccountNumberLabel, value: wireAccountNumber(values.accountNumber), onEdit: edit('accountNumber') },
    { field: 'account_name', label: messages.accountNameLabel, value: plainText(values.accountName), note: accountNameNote, onEdit: ramp.locked.accountName === undefined && nameFromBank ? edit('accountNumber') : edit('accountName') },
  ];
}
