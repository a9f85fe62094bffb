/** What the benchmark page exposes to the runner as `window.bench`. */
export type BenchApi = {
  prepare(): Promise<Record<'buy' | 'sell', number>>;
  mountTimes(kinds: Array<'buy' | 'sell' | 'plain-buy' | 'plain-sell'>, rounds: number, warmup: number): Record<string, number[]>;
  timeToVendors(rounds: number): Promise<number[]>;
  mountForTyping(kind: 'buy' | 'sell'): void;
  takeCommits(): { profiler: number; rendered: string[][] };
};

/** The page's window with the API; cast to it inside `page.evaluate` (the callback runs in the page, so it can call no Node helper). */
export type BenchWindow = { bench: BenchApi };
