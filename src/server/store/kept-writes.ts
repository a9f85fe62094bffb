import type { SignerLogger } from '../config/types';

/** Writes that must land once a transaction exists, kept in this process while the store is down. */
export interface KeptWrites {
  /**
   * Runs the write; when it fails, keeps it and tries it again, in order with the others kept,
   * until the store takes it. Never throws: the transaction it records already exists.
   */
  write(label: string, write: () => Promise<void>): Promise<void>;
  /** Tries every kept write now, in order, stopping at the first the store still refuses. */
  flush(): Promise<void>;
  /** Writes waiting for the store. */
  readonly size: number;
}

/** Options of the kept writes: bound and retry pace. */
export type KeptWritesOptions = { maxKept?: number; firstRetryMs?: number; maxRetryMs?: number };

type Kept = { label: string; write: () => Promise<void> };

/**
 * A queue of writes the store refused, retried with backoff (250 ms doubling to 2 s) on a timer
 * that never keeps the process alive. Bounded: past `maxKept` (10,000) the oldest is dropped and
 * logged. Lost if the process stops first; the status lookup then finds what they would have recorded.
 */
export function createKeptWrites(logger: SignerLogger | undefined, options: KeptWritesOptions = {}): KeptWrites {
  const maxKept = options.maxKept ?? 10_000;
  const firstRetryMs = options.firstRetryMs ?? 250;
  const maxRetryMs = options.maxRetryMs ?? 2_000;
  const queue: Kept[] = [];
  let delay = firstRetryMs;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let flushing: Promise<void> | undefined;

  const schedule = () => {
    if (timer !== undefined || queue.length === 0) return;
    timer = setTimeout(() => {
      timer = undefined;
      void flush();
    }, delay);
    (timer as { unref?: () => void }).unref?.();
    delay = Math.min(delay * 2, maxRetryMs);
  };

  async function drain(): Promise<void> {
    let landed = 0;
    while (queue.length > 0) {
      const next = queue[0] as Kept;
      try {
        await next.write();
      } catch {
        schedule();
        return;
      }
      queue.shift();
      landed += 1;
    }
    delay = firstRetryMs;
    if (landed > 0) logger?.warn('the store is back: recorded the writes kept while it was down', { writes: landed });
  }

  function flush(): Promise<void> {
    flushing ??= drain().finally(() => (flushing = undefined));
    return flushing;
  }

  return {
    async write(label, write) {
      try {
        await write();
        return;
      } catch (error) {
        logger?.warn(`could not record ${label}; kept to write when the store is back`, { error: error instanceof Error ? error.message : 'unknown' });
      }
      queue.push({ label, write });
      if (queue.length > maxKept) logger?.warn(`dropped a kept write (${queue.shift()?.label}): more than ${maxKept} wait for the store`);
      schedule();
    },
    flush,
    get size() {
      return queue.length;
    },
  };
}
