import { useCallback, useEffect, useRef } from 'react';
import type { FlowSnapshot } from './flowSnapshot';
import { lazyModule } from './lazyModule';

// Reading and writing the kept state is its own chunk: a first paint does not need it.
const snapshots = lazyModule(() => import('./flowSnapshot'));

// A plain effect, not a layout effect: choosing a layout effect on the client only means reading
// `window` while the module loads on a server, and React 18 warns of a layout effect in server
// rendering. The kept state comes back one frame after mount.

/** The key a flow's snapshot is kept under; `namespace` lets a host keep several widgets apart. */
export function snapshotKey(namespace: string | undefined, flow: string): string {
  return `${namespace ?? 'naira-ramp'}:${flow}`;
}

type PersistenceOptions<S extends string> = {
  key: string;
  /** False when the host passed `persist={false}`. */
  enabled: boolean;
  steps: readonly S[];
  /** The flow's state now, or null when there is nothing worth keeping (a fresh first step). */
  take: () => FlowSnapshot<S> | null;
  /** Puts a kept state back (nothing is saved before it has). */
  apply: (saved: FlowSnapshot<S>) => void | Promise<void>;
  /** Calls `save` whenever a form value changes; returns the unsubscribe. */
  subscribe: (save: () => void) => () => void;
  /** Called once the kept state, if any, is back. */
  onReady: () => void;
};

/**
 * Keeps a flow's state in sessionStorage (per tab) and puts it back on mount. Storage is touched
 * only in effects, never while rendering, so server rendering is safe. Being ready is not state: the
 * widget does not render again for it. Returns `save`, which the flow calls after each change of its
 * own state.
 */
export function useFlowPersistence<S extends string>(options: PersistenceOptions<S>): () => void {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const ready = useRef(false);
  const restored = useRef(false);
  useEffect(() => {
    // Once per mount, and not again when Strict Mode replays the effect.
    if (restored.current) return;
    restored.current = true;
    const restore = async (saved: FlowSnapshot<S> | undefined) => {
      if (saved) await latest.current.apply(saved);
      ready.current = true;
      latest.current.onReady();
    };
    if (!latest.current.enabled) void restore(undefined);
    // A chunk that cannot load leaves the flow as it starts, and nothing kept (resuming is a convenience).
    else snapshots.preload().then(({ readSnapshot }) => restore(readSnapshot(latest.current.key, latest.current.steps)), () => restore(undefined));
  }, []);

  // Nothing is written before the kept state is back, so the first render cannot overwrite it.
  const save = useCallback(() => {
    const { key, enabled, take } = latest.current;
    if (!ready.current || !enabled) return;
    const snapshot = take();
    void snapshots.preload().then(({ writeSnapshot, clearSnapshot }) => (snapshot ? writeSnapshot(key, snapshot) : clearSnapshot(key)), () => undefined);
  }, []);
  useEffect(() => latest.current.subscribe(save), [save]);
  return save;
}
