import { useCallback, useEffect, useRef, useState } from 'react';
import { clearSnapshot, readSnapshot, writeSnapshot } from './flowSnapshot';
import type { FlowSnapshot } from './flowSnapshot';

// A plain effect, not a layout effect: choosing a layout effect on the client only means reading
// `window` while the module loads on a server, and React 18 warns of a layout effect in server
// rendering. The kept state comes back one frame after mount.

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
 * Keeps a flow's state in sessionStorage (per tab) and puts it back on mount. Storage is touched
 * only in effects, never while rendering, so server rendering is safe.
 * Returns `save`, which the flow calls after each change of its own state, and `ready`, true once
 * the kept state (if any) is back.
 */
export function useFlowPersistence<S extends string>(options: PersistenceOptions<S>): { save: () => void; ready: boolean } {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const [ready, setReady] = useState(false);
  const restored = useRef(false);
  useEffect(() => {
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
  return { save, ready };
}
