import type { RampMessages } from '../messages/types';
import { useLaterUi } from '../ui/RampUi';
import { formatAmount, isTerminalStatus, NETWORK_LABELS } from '../../core';
import { shownAmount } from '../ui/shownAmount';
import type { Quote } from '../../core';
import { inCurrency } from '../quote/QuoteLine';
import type { BuyRampState } from './types';
import { filled, formatDateTime } from '../receipt/content';
import type { ReceiptContent } from '../receipt/content';
import { ReceiptBody } from '../receipt/ReceiptBody';

/**
 * The buy receipt's words, only what happened: what the person said they paid (paid, once the service
 * completes it), and what arrives, the stablecoin with the estimate the review showed, labelled so; for a
 * request not completed, what did not arrive.
 */
function buyContent(ramp: BuyRampState, messages: RampMessages, locale: string, estimate: Quote | undefined): ReceiptContent {
  const record = { ...ramp.record, ...ramp.status.record };
  const status = ramp.status.status;
  const done = status === 'completed';
  const ended = status !== undefined && isTerminalStatus(status) && !done;
  const values = ramp.form.getValues();
  const vendor = ramp.vendorOf(values.vendorNumber);
  const amount = record.amount === undefined ? shownAmount(values.amount, 'NGN') : formatAmount(record.amount, 'NGN');
  const network = record.network ?? (values.network || undefined);
  const coin = network ? messages.stablecoinOn(NETWORK_LABELS[network]) : '';
  const receive = coin && estimate ? messages.receiveEstimate(coin, inCurrency(estimate.receive, estimate.receive_currency)) : coin;
  return {
    reference: record.reference ?? ramp.submission.reference ?? '',
    summary: filled([
      { field: 'paid', label: done ? messages.youPaid : messages.youSaidYouPaid, value: amount && vendor ? messages.paidTo(amount, `${vendor.name}, ${vendor.bank}`) : amount },
      { field: 'receive', label: ended ? messages.notReceived : done ? messages.youReceived : messages.youReceive, value: receive },
      { field: 'wallet_address', address: true, label: messages.sentToWallet, value: record.wallet_address ?? values.walletAddress },
      { field: 'requested_at', label: messages.requestedAt, value: formatDateTime(ramp.submission.receivedAt, locale) ?? record.date_created ?? '' },
    ]),
    details: filled([
      { field: 'transaction_id', label: messages.transactionId, value: record.transaction_id ?? '', copy: true },
      { field: 'paid_from', label: messages.paidFrom, value: [record.bank_name, record.account_number].filter(Boolean).join(' ') },
      { field: 'date_created', label: messages.serviceDate, value: record.date_created ?? '' },
      { field: 'updated_at', label: messages.lastUpdated, value: formatDateTime(ramp.status.updatedAt, locale) ?? '' },
    ]),
    settlement: filled([
      { field: 'link_account_name', label: messages.linkAccountName, value: record.link_account_name ?? '' },
      { field: 'link_account_number', label: messages.linkAccountNumber, value: record.link_account_number ?? '' },
      { field: 'link_bank_name', label: messages.linkBankName, value: record.link_bank_name ?? '' },
    ]),
  };
}

/** The buy receipt as a status page, with the estimate kept from when the request was sent; loaded only once a request has been sent. */
export function BuyReceipt({ ramp }: { ramp: BuyRampState }) {
  const { messages, locale } = useLaterUi();
  return <ReceiptBody flow="buy" status={ramp.status} content={buyContent(ramp, messages, locale, ramp.estimate)} support={ramp.config.support} />;
}
