import { useWatch } from 'react-hook-form';
import { WALLET_FORMAT_HINTS } from '../../../core';
import type { Network } from '../../../core';
import { TextField } from './TextField';

/** The wallet address, with the chosen network's address format as its hint (only this field watches the network). */
export function WalletField({ label, locked }: { label: string; locked?: boolean }) {
  const network = useWatch({ name: 'network' }) as Network | '';
  return (
    <TextField
      name="walletAddress"
      label={label}
      hint={network ? WALLET_FORMAT_HINTS[network] : undefined}
      locked={locked}
      autoComplete="off"
      autoCapitalize="off"
      spellCheck={false}
    />
  );
}
