/** Options passed to SET: both the current spelling and the older one (see `setOptions`). */
export type RedisSetOptions = {
  expiration: { type: 'PX'; value: number };
  PX: number;
  condition?: 'NX';
  NX?: true;
};

/**
 * The newer clients read `condition`/`expiration` and ignore `NX`/`PX` when those are present;
 * older ones read only `NX`/`PX`. Sending both means no client version silently drops NX, which
 * would turn every reservation into a win and let duplicates through. The time is whole
 * milliseconds, at least 1 (Redis refuses 0 and fractions).
 */
export function setOptions(ttlMs: number, onlyIfAbsent: boolean): RedisSetOptions {
  const ms = Math.max(1, Math.ceil(ttlMs));
  const expiry = { expiration: { type: 'PX', value: ms }, PX: ms } as const;
  return onlyIfAbsent ? { ...expiry, condition: 'NX', NX: true } : expiry;
}
