import { NETWORK_LABELS, explorerLink } from '../../../core';
import type { Network, NetworkFacts } from '../../../core';
import { CopyButton } from '../../ui/CopyButton';
import { useLaterUi } from '../../ui/RampUi';

/**
 * The deposit's transaction hash with Copy beside it, and under it its page on the network's explorer
 * (when the facts name one): beside the hash, the link left it too narrow a column on a phone.
 */
export function DepositHashRow({ hash, network, facts }: { hash: string; network: Network; facts: NetworkFacts | undefined }) {
  const { messages } = useLaterUi();
  return (
    <>
      <dl className="nr-details" data-slot="deposit-hash">
        <div className="nr-detail" data-field="deposit_hash">
          <dt>{messages.depositHash}</dt>
          <dd className="nr-detail-value nr-deposit-address">{hash}</dd>
          <dd className="nr-detail-action">
            <CopyButton value={hash} label={messages.depositHash} field="deposit_hash" />
          </dd>
        </div>
      </dl>
      {facts && (
        <a className="nr-link nr-inline" href={explorerLink(facts, hash)} target="_blank" rel="noopener noreferrer">
          {messages.depositExplorer(NETWORK_LABELS[network])}
        </a>
      )}
    </>
  );
}
