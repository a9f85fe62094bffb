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

/** A small seeded generator (mulberry32), so an interval is the same each time it is computed from the same samples. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A ratio with how sure a run is of it: the median of paired ratios and its 95% interval. */
export type RatioEstimate = { median: number; low: number; high: number; pairs: number };

/**
 * The ratios of paired samples (a[i] ÷ b[i], each pair taken back to back, so the machine's other
 * work touches both alike), their median, and a 95% bootstrap interval of that median (percentile
 * method, 4,000 resamples of the pairs, seeded).
 */
export function pairedRatio(a: readonly number[], b: readonly number[]): RatioEstimate {
  const ratios = a.map((value, index) => value / b[index]!);
  const next = random(ratios.length * 7919 + 17);
  const medians = Array.from({ length: 4_000 }, () => median(ratios.map(() => ratios[Math.floor(next() * ratios.length)]!)));
  return { median: median(ratios), low: quantile(medians, 0.025), high: quantile(medians, 0.975), pairs: ratios.length };
}

/** Where an estimate stands against a goal: met only when its whole interval is at or under it. */
export type Verdict = 'met' | 'not met' | 'undecided';

export function verdict(estimate: RatioEstimate, goal: number): Verdict {
  if (estimate.high <= goal) return 'met';
  if (estimate.low > goal) return 'not met';
  return 'undecided';
}

/** `1.07× (95% 1.02–1.12×, 20 pairs)`. */
export const describeRatio = (estimate: RatioEstimate) =>
  `${fixed(estimate.median)}× (95% ${fixed(estimate.low)}–${fixed(estimate.high)}×, ${estimate.pairs} pairs)`;
