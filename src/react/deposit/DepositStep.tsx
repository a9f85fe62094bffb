import { NETWORK_LABELS, formatAmount, paymentRequest } from '../../core';
import type { DepositInstructions as Deposit } from '../../core';
import { DepositInstructions } from '../sell/DepositInstructions';
import type { SellRampState } from '../sell/types';
import { useLaterUi } from '../ui/RampUi';
import { DepositHashRow } from './DepositHashRow';
import { useDepositFacts } from './useDepositFacts';
import { useDepositSend } from './useDepositSend';
import { WalletSend } from './WalletSend';

/**
 * The sale's deposit on its receipt: the instructions with a payment request and a wallet to send from,
 * until a wallet sends; then what was sent and its hash, in place of any invitation to send again.
 */
export function DepositStep({ ramp, deposit, estimateUntil }: { ramp: SellRampState; deposit: Deposit | undefined; estimateUntil?: string }) {
  const { messages, locale } = useLaterUi();
  const facts = useDepositFacts(ramp.config, deposit?.network);
  const sending = useDepositSend(ramp, deposit);
  if (!deposit) return <DepositInstructions deposit={undefined} />;
  if (sending.state.status === 'sent') {
    return (
      <div className="nr-deposit" data-slot="deposit" data-state="sent" role="group" aria-label={messages.depositSentTitle}>
        <h4 className="nr-deposit-title">{messages.depositSentTitle}</h4>
        <p>{messages.depositSentNote(formatAmount(deposit.amount, deposit.asset, locale), NETWORK_LABELS[deposit.network])}</p>
        <DepositHashRow hash={sending.state.hash} network={deposit.network} facts={facts} />
      </div>
    );
  }
  return (
    <DepositInstructions deposit={deposit} estimateUntil={estimateUntil} request={paymentRequest(deposit, facts)}>
      <WalletSend deposit={deposit} facts={facts} named={ramp.form.getValues('walletAddress').trim()} sendDeposit={ramp.sendDeposit} sending={sending} />
    </DepositInstructions>
  );
}

/** After the sale settles, the hash of the deposit this tab sent, if it sent one. */
export function SentHash({ ramp, deposit }: { ramp: SellRampState; deposit: Deposit }) {
  const facts = useDepositFacts(ramp.config, deposit.network);
  const { state } = useDepositSend(ramp, deposit);
  return state.status === 'sent' ? <DepositHashRow hash={state.hash} network={deposit.network} facts={facts} /> : null;
}
