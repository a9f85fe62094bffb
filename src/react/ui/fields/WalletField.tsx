import { useWatch } from 'react-hook-form';
import type { Network } from '../../../core';
import { useLaterUi } from '../RampUi';
import { TextField } from './TextField';

/** The wallet address, with the chosen network's address format as its hint (only this field watches the network). */
export function WalletField({ label, locked }: { label: string; locked?: boolean }) {
  const { messages } = useLaterUi();
  const network = useWatch({ name: 'network' }) as Network | '';
  return (
    <TextField
      name="walletAddress"
      label={label}
      hint={network ? messages.walletHints[network] : undefined}
      locked={locked}
      autoComplete="off"
      autoCapitalize="off"
      spellCheck={false}
    />
  );
}
