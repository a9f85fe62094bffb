/** The value at quantile q (0..1) of the samples, by nearest rank. */
export function quantile(samples: readonly number[], q: number): number {
  if (!samples.length) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank]!;
}

/** The median of the samples. */
export const median = (samples: readonly number[]) => quantile(samples, 0.5);

/** A number with a fixed count of decimals, for tables. */
export const fixed = (value: number, digits = 2) => value.toFixed(digits);
