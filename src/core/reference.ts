/**
 * A fresh transaction reference: time in base 36 then 96 random bits in hex, e.g. "mc3k2x1a-9f…".
 * URL-safe, 33 characters (the service's limit is undocumented; we keep well under 64), sortable by time.
 */
export function createReference(): string {
  const random = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const hex = Array.from(random, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${Date.now().toString(36)}-${hex}`;
}
