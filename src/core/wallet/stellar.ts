import { base32nopad } from '@scure/base';

// Strkey version bytes (SEP-0023): the type sits in the top five bits, the algorithm in the low three.
const ACCOUNT_ID = 6 << 3; // G…

/** Shape of a Stellar account id before any checksum: G, then 55 RFC 4648 base32 symbols. */
export const STELLAR_ACCOUNT = /^G[A-Z2-7]{55}$/;
/** A pasted secret seed (version 18 << 3, so S…). Matched by shape alone so that even a mistyped seed is refused. */
export const STELLAR_SECRET = /^S[A-Z2-7]{55}$/;
/** A muxed account (M…, 69 symbols: account id plus a 64-bit id). */
export const STELLAR_MUXED = /^M[A-Z2-7]{68}$/;

/** CRC16-XModem (polynomial 0x1021, initial value 0), the checksum SEP-0023 appends. */
function crc16xmodem(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

/**
 * Checks a strkey's version byte and checksum, and that it re-encodes to the same text. SEP-0023 requires
 * the round trip so non-canonical spellings are refused; @scure/base already rejects stray padding bits,
 * and the round trip keeps the rule whatever decoder is used.
 * Returns why it fails, or undefined when it is a valid strkey of `version`.
 */
function strkeyProblem(text: string, version: number, payloadLength: number): 'format' | 'checksum' | undefined {
  let bytes: Uint8Array;
  try {
    bytes = base32nopad.decode(text);
  } catch {
    return 'format';
  }
  if (bytes.length !== payloadLength + 3 || bytes[0] !== version) return 'format';
  const body = bytes.subarray(0, payloadLength + 1);
  const sum = (bytes[payloadLength + 1] ?? 0) | ((bytes[payloadLength + 2] ?? 0) << 8); // little-endian
  if (crc16xmodem(body) !== sum) return 'checksum';
  return base32nopad.encode(bytes) === text ? undefined : 'format';
}

/** Why `text` is not a Stellar account id (G…), or undefined when it is one. */
export function stellarAccountProblem(text: string): 'format' | 'checksum' | undefined {
  return STELLAR_ACCOUNT.test(text) ? strkeyProblem(text, ACCOUNT_ID, 32) : 'format';
}

