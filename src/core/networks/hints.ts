import type { Network } from './list';

/**
 * What a valid address looks like on each network, for hints under the wallet field (a later step's, so
 * a module of its own: the network list the first step needs does not bring them).
 */
export const WALLET_FORMAT_HINTS: Record<Network, string> = {
  stellar: 'Starts with G, 56 characters',
  polygon: 'Starts with 0x, 42 characters',
  solana: '32 to 44 letters and digits',
  avalanche: 'C-Chain address: starts with 0x, 42 characters',
};
