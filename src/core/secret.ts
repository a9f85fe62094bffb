const encoder = new TextEncoder();

/**
 * Compares in time that depends only on the expected secret's length, so response timing does not
 * reveal how much of a guessed key was right. Used by the mock's key check and the webhook receiver.
 */
export function secretMatches(given: string | null, expected: string): boolean {
  const a = encoder.encode(given ?? '');
  const b = encoder.encode(expected);
  let diff = a.length ^ b.length;
  for (let i = 0; i < b.length; i += 1) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}
