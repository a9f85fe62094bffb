import type { Network } from '../networks/list';
import { accept, refuse, type Read } from '../rules/read';

/**
 * How each network writes a transaction's id, as its explorer looks it up: Polygon and Avalanche a
 * Keccak-256 hash, `0x` and 64 hex digits; Stellar the SHA-256 of the transaction, 64 hex digits; Solana
 * the transaction's first signature, 64 bytes in base58 (up to 88 characters, fewer when it starts with
 * zero bytes).
 */
export const DEPOSIT_HASH_FORMATS: Record<Network, RegExp> = {
  polygon: /^0x[0-9a-fA-F]{64}$/,
  avalanche: /^0x[0-9a-fA-F]{64}$/,
  stellar: /^[0-9a-fA-F]{64}$/,
  solana: /^[1-9A-HJ-NP-Za-km-z]{64,88}$/,
};

/** Whether `text` is written as a transaction id of `network` (see `DEPOSIT_HASH_FORMATS`). */
export function isDepositHash(network: Network, text: string): boolean {
  return DEPOSIT_HASH_FORMATS[network].test(text);
}

/** The hash of a deposit on `network`, trimmed: `required` when blank, `format` when not written as that network's. */
export function readDepositHash(network: Network, input: unknown): Read<string> {
  const text = typeof input === 'string' ? input.trim() : '';
  if (text === '') return refuse('required', 'Enter the transaction hash');
  return isDepositHash(network, text) ? accept(text) : refuse('format', 'This is not a transaction hash of this network');
}
