import { plainText, NETWORK_LABELS } from '../../core';
import { shownAmount } from '../ui/shownAmount';
import type { RampMessages } from '../messages/types';
import type { DetailRow } from '../ui/DetailList';
import type { BuyRampState } from './types';
import { listedBankName, wireAccountNumber } from '../flow/wire';
import { vendorShown } from './vendorShown';

/** The buy review: every value as the request sends it (see `toBuyRequest`), each with an Edit that returns to its field (none for locked values). */
export function buyReviewRows(ramp: BuyRampState, messages: RampMessages): DetailRow[] {
  const values = ramp.form.getValues();
  const vendor = ramp.vendorOf(values.vendorNumber);
  // Locked by the host, or paid for already (paid is paid): no Edit.
  const fixed = (field: keyof typeof values) => ramp.locked[field] !== undefined || (ramp.committed && (field === 'amount' || field === 'vendorNumber'));
  const edit = (field: keyof typeof values) =>
    fixed(field) ? undefined : () => ramp.goTo(ramp.stepOf(field) ?? 'amount', { focus: field });
  const rows: DetailRow[] = [
    { field: 'amount', label: messages.amount, value: shownAmount(values.amount, 'NGN'), onEdit: edit('amount') },
    { field: 'vendor', label: messages.vendorLegend, ...vendorShown(vendor), onEdit: edit('vendorNumber') },
    { field: 'bank_name', label: messages.proofBankLabel, value: plainText(listedBankName(values.bankName, ramp.banks.data)), onEdit: edit('bankName') },
    { field: 'account_number', label: messages.proofAccountNumberLabel, value: wireAccountNumber(values.accountNumber), onEdit: edit('accountNumber') },
    { field: 'account_name', label: messages.accountNameLabel, value: plainText(values.accountName) || '—', onEdit: edit('accountName') },
    { field: 'network', label: messages.network, value: values.network ? NETWORK_LABELS[values.network] : '', onEdit: edit('network') },
    { field: 'wallet_address', address: true, label: messages.wallet, value: plainText(values.walletAddress), onEdit: edit('walletAddress') },
  ];
  return rows;
}
