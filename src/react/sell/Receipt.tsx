import type { RampMessages } from '../messages/types';
import { useLaterUi } from '../ui/RampUi';
import { NETWORK_LABELS, formatAmount, isTerminalStatus } from '../../core';
import { shownAmount } from '../ui/shownAmount';
import type { Quote } from '../../core';
import { inCurrency } from '../quote/QuoteLine';
import { DepositStep, SentHash } from './deposit/DepositStep';
import { useDepositSend } from './deposit/useDepositSend';
import type { SellRampState } from './types';
import { filled, formatDateTime } from '../receipt/content';
import type { ReceiptContent } from '../receipt/content';
import { ReceiptBody } from '../receipt/ReceiptBody';
import { useFocusOnLeave } from '../ui/useFocusOnLeave';

/** The reference a sell's receipt shows and its person quotes: the service's own, else the one the widget sent. */
export const sellReference = (ramp: SellRampState) => ramp.status.record?.reference ?? ramp.record?.reference ?? ramp.submission.reference;

/**
 * The sell receipt's words. The record's `amount` appears to be the naira payout (the service does
 * not say), so it is what the person receives; without it, the estimate the review showed, labelled so.
 */
function sellContent(ramp: SellRampState, messages: RampMessages, locale: string, estimate: Quote | undefined, coinsSent: boolean): ReceiptContent {
  const record = { ...ramp.record, ...ramp.status.record };
  const status = ramp.status.status;
  // A request not completed: the naira did not arrive, and the row says so; a completed one says what was sent and arrived.
  const done = status === 'completed';
  const ended = status !== undefined && isTerminalStatus(status) && !done;
  const values = ramp.form.getValues();
  const network = record.network ?? (values.network || undefined);
  const sent = values.amount ? shownAmount(values.amount, values.asset) : '';
  const account = [record.account_name ?? values.accountName, record.bank_name ?? values.bankName, record.account_number ?? values.accountNumber]
    .filter(Boolean)
    .join(', ');
  const receive =
    record.amount !== undefined
      ? messages.nairaAmountInto(formatAmount(record.amount, 'NGN'), account)
      : estimate
        ? messages.receiveEstimate(messages.nairaInto(account), inCurrency(estimate.receive, estimate.receive_currency))
        : messages.nairaInto(account);
  return {
    reference: sellReference(ramp) ?? '',
    summary: filled([
      { field: 'sent', label: done || coinsSent ? messages.youSent : messages.youSend, value: sent && messages.sendOn(sent, network ? NETWORK_LABELS[network] : '') },
      { field: 'wallet_address', address: true, label: messages.sentFromWallet, value: record.wallet_address ?? values.walletAddress },
      { field: 'receive', label: ended ? messages.notReceived : done ? messages.youReceived : messages.youReceive, value: account && receive },
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

/**
 * The sell receipt as a status page, where to send the coins first while they are expected (with until
 * when, as the service or the estimate's quote says); loaded only once a request has been sent.
 */
export function SellReceipt({ ramp }: { ramp: SellRampState }) {
  const { messages, locale } = useLaterUi();
  const deposit = ramp.record?.deposit;
  const status = ramp.status.status;
  // Where to send the coins only while they are still expected: never once the sale is settled, nor once sent.
  const expecting = status === 'pending' || (status === undefined && deposit !== undefined);
  // The instructions go as the sale settles: focus in them (a Copy button, the hash field) goes to the heading, which says how it ended.
  const depositPart = useFocusOnLeave<HTMLDivElement>(ramp.headingRef);
  // The deposit as this tab sent it (kept across reloads): the summary says "You sent" once it went.
  const sending = useDepositSend(ramp, deposit);
  const sent = sending.state.status === 'sent' ? sending.state.hash : undefined;
  return (
    <>
      {expecting ? (
        <div ref={depositPart}>
          <DepositStep ramp={ramp} deposit={deposit} sending={sending} estimateUntil={ramp.estimate?.expires_at} />
        </div>
      ) : (
        deposit && sent && <SentHash ramp={ramp} deposit={deposit} hash={sent} />
      )}
      <ReceiptBody flow="sell" status={ramp.status} content={sellContent(ramp, messages, locale, ramp.estimate, sent !== undefined)} support={ramp.config.support} />
    </>
  );
}
