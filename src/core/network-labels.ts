import type { Network } from './networks';

/** Names to show people for each network. */
export const NETWORK_LABELS: Record<Network, string> = {
  stellar: 'Stellar',
  polygon: 'Polygon',
  solana: 'Solana',
  avalanche: 'Avalanche',
};

/** What a valid address looks like on each network, for hints under the field (apart from the checksum code, so a form shows them without it). */
export const WALLET_FORMAT_HINTS: Record<Network, string> = {
  stellar: 'Starts with G, 56 characters',
  polygon: 'Starts with 0x, 42 characters',
  solana: '32 to 44 letters and digits',
  avalanche: 'C-Chain address: starts with 0x, 42 characters',
};
