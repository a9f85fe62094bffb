import type { RampMessages } from '../messages/types';
import { useLaterUi } from '../ui/RampUi';
import { NETWORK_LABELS, formatAmount } from '../../core';
import { DepositInstructions } from './DepositInstructions';
import { shownAmount } from '../buy/rows';
import type { SellRampState } from './types';
import { filled, formatDateTime } from '../receipt/content';
import type { ReceiptContent } from '../receipt/content';
import { ReceiptBody } from '../receipt/ReceiptBody';

/**
 * The sell receipt's words. The record's `amount` appears to be the naira payout (the service does
 * not say), so it is shown in naira, labelled as the service's figure.
 */
function sellContent(ramp: SellRampState, messages: RampMessages, locale: string): ReceiptContent {
  const record = { ...ramp.record, ...ramp.status.record };
  const values = ramp.form.getValues();
  const network = record.network ?? (values.network || undefined);
  const sent = values.amount ? shownAmount(values.amount, values.asset, locale) : '';
  const account = [record.account_name ?? values.accountName, record.bank_name ?? values.bankName, record.account_number ?? values.accountNumber]
    .filter(Boolean)
    .join(', ');
  return {
    reference: record.reference ?? ramp.submission.reference ?? '',
    summary: filled([
      { field: 'sent', label: messages.youSend, value: sent && messages.sendOn(sent, network ? NETWORK_LABELS[network] : '') },
      { field: 'wallet_address', label: messages.sentFromWallet, value: record.wallet_address ?? values.walletAddress },
      { field: 'receive', label: messages.youReceive, value: account && messages.nairaInto(account) },
      {
        field: 'amount',
        label: messages.recordedAmount,
        value: record.amount === undefined ? '' : formatAmount(record.amount, 'NGN', locale),
      },
      { field: 'requested_at', label: messages.requestedAt, value: formatDateTime(ramp.submission.receivedAt, locale) ?? record.date_created ?? '' },
    ]),
    details: filled([
      { field: 'transaction_id', label: messages.transactionId, value: record.transaction_id ?? '', copy: true },
      { field: 'date_created', label: messages.serviceDate, value: record.date_created ?? '' },
      { field: 'updated_at', label: messages.lastUpdated, value: formatDateTime(ramp.status.updatedAt, locale) ?? '' },
    ]),
    settlement: [],
  };
}

/** The sell receipt as a status page, where to send the coins first; loaded only once a request has been sent. */
export function SellReceipt({ ramp }: { ramp: SellRampState }) {
  const { messages, locale } = useLaterUi();
  return (
    <>
      <DepositInstructions deposit={ramp.record?.deposit} />
      <ReceiptBody flow="sell" status={ramp.status} content={sellContent(ramp, messages, locale)} />
    </>
  );
}
