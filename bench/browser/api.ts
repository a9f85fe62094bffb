/** The mounts the benchmark times: the widgets (buy at 5 and 500 vendors) and each one's react-hook-form + zodResolver baseline. */
export type MountKind = 'buy-5' | 'form-buy-5' | 'buy-500' | 'form-buy-500' | 'sell' | 'form-sell';

/** What the benchmark page exposes to the runner as `window.bench`. */
export type BenchApi = {
  /** Mounts each widget until its first step is complete, records its markup for the baseline; inputs per widget kind. */
  prepare(): Promise<Record<string, number>>;
  mountTimes(kinds: MountKind[], rounds: number, warmup: number): Record<string, number[]>;
  timeToVendors(rounds: number): Promise<number[]>;
  mountForTyping(kind: 'buy' | 'form-buy'): void;
  /** Commits in #typing since the last call, each as the names of the components that rendered in it. */
  takeCommits(): string[][];
};

/** The page's window with the API; cast to it inside `page.evaluate` (the callback runs in the page, so it can call no Node helper). */
export type BenchWindow = { bench: BenchApi };
