/**
 * An amount as plain decimal text ("25.5"), exactly as JavaScript prints the number back; undefined when
 * it would print in exponent form or has more decimals than the coin divides into (no such transfer exists).
 */
export function decimalText(amount: number, decimals: number): string | undefined {
  if (!Number.isFinite(amount) || amount <= 0) return undefined;
  const text = String(amount);
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match || (match[2] ?? '').length > decimals) return undefined;
  return text;
}

/** The amount in the coin's smallest units (25.5 USDC with 6 decimals: 25500000), counted on the decimal text, never in floating point. */
export function baseUnits(amount: number, decimals: number): bigint | undefined {
  const text = decimalText(amount, decimals);
  if (text === undefined) return undefined;
  const [whole = '', fraction = ''] = text.split('.');
  return BigInt(whole + fraction.padEnd(decimals, '0'));
}
