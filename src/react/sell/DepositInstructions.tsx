import { useId } from 'react';
import type { ReactNode } from 'react';
import { DepositDeadline } from './DepositDeadline';
import { NETWORK_LABELS, formatAmount } from '../../core';
import type { DepositInstructions as Deposit } from '../../core';
import { DepositQr } from './deposit/DepositQr';
import { CopyButton } from '../ui/CopyButton';
import { Grouped } from '../ui/Grouped';
import { useLaterUi } from '../ui/RampUi';

/**
 * Where to send the coins of an accepted sell: the exact amount and asset, the network in words
 * with the warning that anything else is lost, the address as text with Copy and as a QR code,
 * and the Stellar memo when there is one, each with Copy; under the QR, that it holds the address alone.
 * Until when, when the service gives a deadline or the estimate's quote an expiry; with none, nothing.
 * With a payment `request` (EIP-681, Solana Pay, SEP-7), an "Open in wallet app" link and a second QR code
 * to switch to; `children` (sending from a wallet) sit under the warning, `footer` (the hash of a deposit
 * sent by hand) at the end. Without a deposit it says not to send anything yet.
 */
export function DepositInstructions({
  deposit,
  estimateUntil,
  request,
  children,
  footer,
}: {
  deposit: Deposit | undefined;
  estimateUntil?: string;
  request?: string;
  children?: ReactNode;
  footer?: ReactNode;
}) {
  const { messages } = useLaterUi();
  const titleId = useId();
  if (!deposit) {
    return (
      <div className="nr-deposit" data-slot="deposit" data-state="missing" role="alert">
        <p className="nr-deposit-warning">{messages.depositMissing}</p>
      </div>
    );
  }
  const network = NETWORK_LABELS[deposit.network];
  const amount = formatAmount(deposit.amount, deposit.asset);
  const addressLabel = messages.depositAddress(network);
  return (
    <div className="nr-deposit" data-slot="deposit" data-network={deposit.network} role="group" aria-labelledby={titleId}>
      <h4 className="nr-deposit-title" id={titleId}>
        {messages.depositTitle}
      </h4>
      <div className="nr-detail" data-field="deposit_amount">
        <p className="nr-deposit-amount nr-detail-value">
          <strong>{messages.depositAmount(amount)}</strong> {messages.depositNetwork(network)}
        </p>
        <div className="nr-detail-action">
          <CopyButton value={String(deposit.amount)} label={messages.depositAmountLabel} field="deposit_amount" />
        </div>
      </div>
      <DepositDeadline by={deposit.expires_at} estimateUntil={estimateUntil} />
      <p className="nr-deposit-warning">{messages.depositWarning(deposit.asset, network)}</p>
      {children}
      {request && (
        <a className="nr-button nr-button-secondary" data-slot="wallet-link" href={request}>
          {messages.depositOpenWallet}
        </a>
      )}
      <dl className="nr-details">
        <div className="nr-detail" data-field="deposit_address">
          <dt>{addressLabel}</dt>
          <dd className="nr-detail-value nr-deposit-address">
            <Grouped value={deposit.address} address />
          </dd>
          <dd className="nr-detail-action">
            <CopyButton value={deposit.address} label={addressLabel} field="deposit_address" />
          </dd>
        </div>
        {deposit.memo && (
          <div className="nr-detail" data-field="deposit_memo">
            <dt>{messages.depositMemo}</dt>
            <dd className="nr-detail-value">{deposit.memo}</dd>
            <dd className="nr-detail-action">
              <CopyButton value={deposit.memo} label={messages.depositMemo} field="deposit_memo" />
            </dd>
          </div>
        )}
      </dl>
      {deposit.memo && <p className="nr-deposit-warning">{messages.depositMemoWarning}</p>}
      <DepositQr address={deposit.address} network={network} memo={Boolean(deposit.memo)} request={request} />
      {footer}
    </div>
  );
}
