/** What is left of a payment window: the time as m:ss, whole minutes begun, and whether it is over. */
export type TimeLeft = { time: string; minutes: number; over: boolean };

/** The time left until `deadline` (ms since the epoch) at `now`. */
export function timeLeft(deadline: number, now: number): TimeLeft {
  const ms = Math.max(0, deadline - now);
  const seconds = Math.ceil(ms / 1000);
  return { time: `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`, minutes: Math.ceil(ms / 60_000), over: ms === 0 };
}

/**
 * Which moment of the window is worth saying aloud: each 5 minutes, the last minute, the end;
 * undefined in between, so a screen reader is not told the time every second.
 */
export function windowMark(left: TimeLeft): number | 'over' | undefined {
  if (left.over) return 'over';
  return left.minutes === 1 || left.minutes % 5 === 0 ? left.minutes : undefined;
}
