/** How often the receipt asks the signer for the status: after `intervalMs`, each wait 1.5 times the last, at most `maxIntervalMs`. */
export type StatusPolling = {
  /** The first wait, in milliseconds; 2 000 by default. */
  intervalMs?: number;
  /** The longest wait, in milliseconds; 30 000 by default. */
  maxIntervalMs?: number;
};

/** How long to wait before the next status request, after `polls` requests so far. */
export function nextPollDelay(polls: number, polling: StatusPolling = {}): number {
  const first = polling.intervalMs ?? 2_000;
  const longest = Math.max(first, polling.maxIntervalMs ?? 30_000);
  return Math.min(longest, Math.round(first * 1.5 ** Math.max(0, polls)));
}
