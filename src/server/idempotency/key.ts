/** Longest key accepted; a reference from the widget is at most 64 characters. */
export const MAX_IDEMPOTENCY_KEY_LENGTH = 255;

/**
 * The idempotency key from a header or body value, trimmed, or `undefined` when it is missing,
 * longer than 255 characters or not visible ASCII (keys end up in store keys and logs).
 */
export function parseIdempotencyKey(value: string | null | undefined): string | undefined {
  const key = value?.trim();
  if (!key || key.length > MAX_IDEMPOTENCY_KEY_LENGTH) return undefined;
  return /^[\x21-\x7e]+$/.test(key) ? key : undefined;
}
