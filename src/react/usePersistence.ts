import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { clearSnapshot, readSnapshot, writeSnapshot } from './flowSnapshot';
import type { FlowSnapshot } from './flowSnapshot';

// Layout effects do not run on a server; there the plain effect (which also does not run) stands in.
const useClientLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

type PersistenceOptions<S extends string> = {
  key: string;
  /** False when the host passed `persist={false}`. */
  enabled: boolean;
  steps: readonly S[];
  /** The flow's state now, or null when there is nothing worth keeping (a fresh first step). */
  take: () => FlowSnapshot<S> | null;
  /** Puts a kept state back. */
  apply: (saved: FlowSnapshot<S>) => void;
  /** Calls `save` whenever a form value changes; returns the unsubscribe. */
  subscribe: (save: () => void) => () => void;
};

/**
 * Keeps a flow's state in sessionStorage (per tab) and puts it back on mount, before the first
 * paint. Storage is touched only in effects, never while rendering, so server rendering is safe.
 * Returns `save`, which the flow calls after each change of its own state.
 */
export function useFlowPersistence<S extends string>(options: PersistenceOptions<S>): () => void {
  const latest = useRef(options);
  useClientLayoutEffect(() => {
    latest.current = options;
  });
  const [ready, setReady] = useState(false);
  const restored = useRef(false);
  useClientLayoutEffect(() => {
    // Once per mount, and not again when Strict Mode replays the effect.
    if (restored.current) return;
    restored.current = true;
    const { key, enabled, steps, apply } = latest.current;
    const saved = enabled ? readSnapshot(key, steps) : undefined;
    if (saved) apply(saved);
    setReady(true);
  }, []);

  // Nothing is written before the kept state is back, so the first render cannot overwrite it.
  const save = useCallback(() => {
    const { key, enabled, take } = latest.current;
    if (!ready || !enabled) return;
    const snapshot = take();
    if (snapshot) writeSnapshot(key, snapshot);
    else clearSnapshot(key);
  }, [ready]);
  useEffect(() => latest.current.subscribe(save), [save]);
  return save;
}
