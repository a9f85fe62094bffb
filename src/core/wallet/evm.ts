import { keccak_256 } from '@noble/hashes/sha3.js';

/** Polygon and Avalanche C-Chain share Ethereum's address format: 0x and 40 hex digits. */
export const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/**
 * EIP-55: a letter is upper case exactly when the matching nibble of keccak-256 of the
 * lower-case hex is 8 or more. All-lower and all-upper addresses carry no checksum and are accepted.
 */
export function evmChecksumOk(address: string): boolean {
  const hex = address.slice(2);
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true;
  const lower = hex.toLowerCase();
  const hash = keccak_256(new TextEncoder().encode(lower));
  for (let i = 0; i < 40; i++) {
    const char = hex[i] ?? '';
    if (char >= '0' && char <= '9') continue;
    const nibble = ((hash[i >> 1] ?? 0) >> (i % 2 === 0 ? 4 : 0)) & 15;
    if ((nibble >= 8) !== (char !== lower[i])) return false;
  }
  return true;
}
