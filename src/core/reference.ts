/** How many digits a reference has: short enough to type as a transfer's narration, long enough never to repeat. */
const REFERENCE_DIGITS = 16;

// The largest multiple of 10^16 below 2^64: draws at or above it are drawn again, so every reference is equally likely.
const SPAN = 10n ** BigInt(REFERENCE_DIGITS);
const LIMIT = (2n ** 64n / SPAN) * SPAN;

/**
 * A fresh transaction reference: 16 random digits from the platform's CSPRNG, e.g. "4821907355302286".
 * The buyer types it as the narration of their bank transfer, often on a phone's number pad, so it is
 * digits only (as the service's own sample reference is) and well under the 30-odd characters some
 * banking apps allow there; 10^16 values keep two requests from ever sharing one.
 */
export function createReference(): string {
  const draw = new BigUint64Array(1);
  do globalThis.crypto.getRandomValues(draw);
  while (draw[0]! >= LIMIT);
  return (draw[0]! % SPAN).toString().padStart(REFERENCE_DIGITS, '0');
}
