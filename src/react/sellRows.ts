import { NETWORK_LABELS, formatAmount } from '../core';
import type { SellRecord } from '../core';
import { shownAmount } from './buyRows';
import type { RampMessages } from './messages';
import type { DetailRow } from './parts/DetailList';
import type { SellRampState } from './useSellRamp';

/** The sell review: every value, each with an Edit that returns to its field (none for locked values). */
export function sellReviewRows(ramp: SellRampState, messages: RampMessages, locale: string): DetailRow[] {
  const values = ramp.form.getValues();
  const edit = (field: keyof typeof values) =>
    ramp.locked[field] !== undefined ? undefined : () => ramp.goTo(ramp.stepOf(field) ?? 'amount', { focus: field });
  return [
    { field: 'amount', label: messages.youSend, value: shownAmount(values.amount, values.asset, locale), onEdit: edit('amount') },
    { field: 'network', label: messages.network, value: values.network ? NETWORK_LABELS[values.network] : '', onEdit: edit('network') },
    { field: 'wallet_address', label: messages.wallet, value: values.walletAddress.trim(), onEdit: edit('walletAddress') },
    { field: 'bank_name', label: messages.sellBankLabel, value: values.bankName, onEdit: edit('bankName') },
    { field: 'account_number', label: messages.sellAccountNumberLabel, value: values.accountNumber, onEdit: edit('accountNumber') },
    { field: 'account_name', label: messages.accountNameLabel, value: values.accountName, onEdit: edit('accountName') },
  ];
}

/**
 * The sell receipt. The record's `amount` appears to be the naira payout (the service does not say), so
 * it is shown in naira labelled as the service's figure, beside what the person sent in their stablecoin.
 */
export function sellReceiptRows(record: SellRecord, sent: string, messages: RampMessages, locale: string): DetailRow[] {
  return [
    { field: 'transaction_id', label: messages.transactionId, value: record.transaction_id ?? '' },
    { field: 'reference', label: messages.reference, value: record.reference ?? '' },
    { field: 'sent', label: messages.youSend, value: sent },
    {
      field: 'amount',
      label: messages.recordedAmount,
      value: record.amount === undefined ? '' : formatAmount(record.amount, 'NGN', locale),
      copyValue: String(record.amount ?? ''),
    },
    { field: 'account_name', label: messages.accountNameLabel, value: record.account_name ?? '' },
    { field: 'account_number', label: messages.sellAccountNumberLabel, value: record.account_number ?? '' },
    { field: 'bank_name', label: messages.sellBankLabel, value: record.bank_name ?? '' },
    { field: 'network', label: messages.network, value: record.network ? NETWORK_LABELS[record.network] : '' },
    { field: 'wallet_address', label: messages.wallet, value: record.wallet_address ?? '' },
    { field: 'date_created', label: messages.date, value: record.date_created ?? '' },
  ];
}
