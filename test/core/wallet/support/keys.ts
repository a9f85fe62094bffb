// Independent encoders for building test addresses, written from the specifications rather than
// shared with src, so a bug in the validators cannot hide behind the same bug here.
import { base32nopad, base58 } from '@scure/base';
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';

/** CRC16-XModem, table-driven (src computes it bit by bit). */
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n << 8;
  for (let k = 0; k < 8; k++) c = c & 0x8000 ? (c << 1) ^ 0x1021 : c << 1;
  return c & 0xffff;
});

function crc16(bytes: Uint8Array): number {
  return bytes.reduce((crc, byte) => ((crc << 8) & 0xffff) ^ (CRC_TABLE[((crc >> 8) ^ byte) & 0xff] ?? 0), 0);
}

/** SEP-0023 strkey: version byte, payload, CRC16 little-endian, base32 without padding. */
export function strkey(version: number, payload: Uint8Array): string {
  const body = Uint8Array.of(version, ...payload);
  const crc = crc16(body);
  return base32nopad.encode(Uint8Array.of(...body, crc & 0xff, crc >> 8));
}

export const stellarAccount = (key: Uint8Array) => strkey(6 << 3, key);
export const stellarSeed = (key: Uint8Array) => strkey(18 << 3, key);

/** EIP-55 checksum casing of a 40-digit hex address (with or without 0x). */
export function toChecksumAddress(address: string): string {
  const lower = address.replace(/^0x/i, '').toLowerCase();
  const hash = Array.from(keccak_256(new TextEncoder().encode(lower)), (b) => b.toString(16).padStart(2, '0')).join('');
  return `0x${[...lower].map((c, i) => (parseInt(hash[i] ?? '0', 16) >= 8 ? c.toUpperCase() : c)).join('')}`;
}

// ed25519: p = 2^255 - 19, d = -121665/121666 (RFC 8032 section 5.1).
const P = 2n ** 255n - 19n;
const mod = (a: bigint) => ((a % P) + P) % P;
function pow(base: bigint, exp: bigint): bigint {
  let result = 1n;
  for (let b = mod(base), e = exp; e > 0n; e >>= 1n, b = mod(b * b)) if (e & 1n) result = mod(result * b);
  return result;
}
const D = mod(-121665n * pow(121666n, P - 2n));

/** Whether 32 bytes decode to a point on the ed25519 curve (RFC 8032 section 5.1.3). */
export function isOnCurve(bytes: Uint8Array): boolean {
  let y = 0n;
  for (let i = 31; i >= 0; i--) y = (y << 8n) | BigInt(bytes[i] ?? 0);
  y &= (1n << 255n) - 1n;
  if (y >= P) return false;
  const x2 = mod((y * y - 1n) * pow(D * y * y + 1n, P - 2n));
  return x2 === 0n || pow(x2, (P - 1n) / 2n) === 1n;
}

/** Solana's program-derived address: the first bump from 255 down whose hash is off the curve. */
export function programAddress(seeds: Uint8Array[], programId: Uint8Array): string {
  const marker = new TextEncoder().encode('ProgramDerivedAddress');
  for (let bump = 255; bump >= 0; bump--) {
    const hash = sha256(Uint8Array.from([...seeds.flatMap((s) => [...s]), bump, ...programId, ...marker]));
    if (!isOnCurve(hash)) return base58.encode(hash);
  }
  throw new Error('no bump found');
}
