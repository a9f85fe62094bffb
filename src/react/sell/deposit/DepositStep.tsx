import { useEffect, useRef } from 'react';
import { NETWORK_LABELS, formatAmount, paymentRequest } from '../../../core';
import type { DepositInstructions as Deposit } from '../../../core';
import { DepositInstructions } from '../DepositInstructions';
import type { SellRampState } from '../types';
import { useLaterUi } from '../../ui/RampUi';
import { DepositHashRow } from './DepositHashRow';
import { HashForm } from './HashForm';
import { useDepositFacts } from './useDepositFacts';
import type { DepositSend } from './useDepositSend';
import { WalletSend } from './WalletSend';

/**
 * The sale's deposit on its receipt: the instructions with a payment request, a wallet to send from and a
 * field for the hash of a deposit sent by hand, until one is sent (`sending`, the receipt's); then what was
 * sent and its hash, in place of any invitation to send again.
 */
export function DepositStep({ ramp, deposit, sending, estimateUntil }: { ramp: SellRampState; deposit: Deposit | undefined; sending: DepositSend; estimateUntil?: string }) {
  const { messages } = useLaterUi();
  const facts = useDepositFacts(ramp.config, deposit?.network);
  const sent = sending.state.status === 'sent';
  // Focus follows the person's own send (the button or field they used is gone); a reload that puts the hash back moves nothing.
  const sentHere = useRef(sent);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (sent && !sentHere.current) headingRef.current?.focus();
    sentHere.current = sent;
  }, [sent]);
  if (!deposit) return <DepositInstructions deposit={undefined} />;
  if (sending.state.status === 'sent') {
    return (
      <div className="nr-deposit" data-slot="deposit" data-state="sent" role="group" aria-label={messages.depositSentTitle}>
        <h4 className="nr-deposit-title" ref={headingRef} tabIndex={-1}>
          {messages.depositSentTitle}
        </h4>
        <p>{messages.depositSentNote(formatAmount(deposit.amount, deposit.asset), NETWORK_LABELS[deposit.network])}</p>
        <DepositHashRow hash={sending.state.hash} network={deposit.network} facts={facts} />
      </div>
    );
  }
  return (
    <DepositInstructions deposit={deposit} estimateUntil={estimateUntil} request={paymentRequest(deposit, facts)} footer={<HashForm network={deposit.network} typed={sending.typed} onType={sending.type} onHash={sending.give} />}>
      <WalletSend deposit={deposit} facts={facts} named={ramp.form.getValues('walletAddress').trim()} sendDeposit={ramp.options.sendDeposit} sending={sending} />
    </DepositInstructions>
  );
}

/** After the sale settles, the hash of the deposit this tab sent. */
export function SentHash({ ramp, deposit, hash }: { ramp: SellRampState; deposit: Deposit; hash: string }) {
  const facts = useDepositFacts(ramp.config, deposit.network);
  return <DepositHashRow hash={hash} network={deposit.network} facts={facts} />;
}
