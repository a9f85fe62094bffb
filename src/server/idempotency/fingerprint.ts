import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * JSON with object keys sorted at every level, so two bodies that mean the same thing (keys in
 * another order) give the same text. Values that JSON drops (undefined, functions) are dropped.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) {
    return `[${value.map((item) => (item === undefined ? 'null' : canonicalJson(item))).join(',')}]`;
  }
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    const members = Object.keys(record)
      .sort()
      .filter((name) => record[name] !== undefined && typeof record[name] !== 'function')
      .map((name) => `${JSON.stringify(name)}:${canonicalJson(record[name])}`);
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * Hex SHA-256 of the canonical JSON of a validated request. Synchronous (@noble/hashes, any
 * runtime): Web Crypto's digest is asynchronous and cost about five times as much CPU per POST.
 */
export function fingerprintOf(value: unknown): string {
  return bytesToHex(sha256(utf8ToBytes(canonicalJson(value))));
}
