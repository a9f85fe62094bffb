import { useFormContext } from 'react-hook-form';
import { NETWORK_LABELS } from '../../../core';
import type { Network } from '../../../core';
import { useLaterUi } from '../RampUi';
import { ChoiceGroup } from './ChoiceGroup';
import { ReadOnlyField } from './ReadOnlyField';

/** The network choice, in the host's order; changing it re-checks a wallet address already typed. */
export function NetworkField({ networks, locked }: { networks: readonly Network[]; locked?: Network }) {
  const { messages } = useLaterUi();
  const { trigger, getFieldState, getValues } = useFormContext();
  if (locked) return <ReadOnlyField name="network" label={messages.networkLegend} value={NETWORK_LABELS[locked]} />;
  return (
    <ChoiceGroup
      name="network"
      legend={messages.networkLegend}
      choices={networks.map((network) => ({ value: network, label: NETWORK_LABELS[network] }))}
      onChange={() => {
        if (getFieldState('walletAddress').isTouched || getValues('walletAddress')) void trigger('walletAddress');
      }}
    />
  );
}
