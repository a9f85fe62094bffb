import { base58 } from '@scure/base';

/** Solana's base58 alphabet (Bitcoin's: no 0, O, I or l). 32 bytes encode to 32–44 symbols. */
export const SOLANA_SHAPE = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

/**
 * How many bytes a base58 string decodes to, or undefined if it is not base58.
 * A Solana address is any 32-byte key: wallet keys lie on the ed25519 curve, program-derived
 * addresses (PDAs) deliberately do not, and both are valid destinations, so no curve check is made.
 * Solana addresses carry no checksum, so a typo that still decodes to 32 bytes cannot be caught.
 */
export function base58Length(text: string): number | undefined {
  // Base58 decoding is quadratic; nothing we accept is longer than a 64-byte key (88 symbols).
  if (text.length > 90) return undefined;
  try {
    return base58.decode(text).length;
  } catch {
    return undefined;
  }
}
